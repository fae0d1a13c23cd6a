/**
 * Searchlights (Optional Rule Section 33.0) as commands: mounting one in
 * set-up (General Rule, Case 33.11), its operator (Case 33.12, ruling SL2),
 * turning it in the Observation Phase (Case 33.14), destroying it by hand
 * (Case 33.31), shooting at it from its lit area (Case 33.32), the umpire's
 * destruction by rocket, tank gun or shell (Case 33.33, ruling SL9), and the
 * operator's bar on other tasks (Case 33.12). Never repaired (Case 33.34).
 * Rulings: docs/rulings/searchlights.md.
 */
import type { DiceSource } from '../../../kernel/dice/dice-source';
import { RecordingDice } from '../../../kernel/dice/recording-dice';
import type { Command, CommandOf } from '../model/commands';
import type { GameEvent } from '../model/events';
import type { GameState } from '../model/state';
import { manTurnOf, sequenceOf } from '../model/state';
import type { SearchlightState, SearchlightsState } from '../model/searchlight-state';
import { err, ok, type Result } from '../../../kernel/result';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { mountError, squareKey, turnError } from '../rules/searchlights';
import { targetChance } from '../rules/fire-chance';
import { lineOfSight } from '../rules/line-of-sight';
import { range } from '../rules/range';
import { rollDice } from '../rules/dice-codes';
import { isFireWeaponClass } from '../rules/weapons';
import { tablesOf } from './game-tables';
import { OBSERVATION_PHASE } from '../rules/observation-limits';
import { armamentOf, firerOf, prepaidFire, smokeOf } from './carried-weapons';
import { afterFireOrThrow } from './fire-command';
import { checkActive } from './sequentiality';
import { SETUP_PHASE } from './setup-commands';
import { checkAffordable, remainingTaskPoints, taskCost } from './task-points';
import { isWorking, litBeams, operatedBy, searchlightsInUse, SEARCHLIGHTS_SECTION } from './searchlights';

type Fold = (state: GameState, event: GameEvent) => GameState;

const notInUse = (): RuleError => ruleError('optional-rule/not-in-use', `Case ${SEARCHLIGHTS_SECTION}.0`, `Searchlights (Optional Rule Section ${SEARCHLIGHTS_SECTION}.0) are not in use in this game.`);

function lightOf(state: GameState, id: string): Result<SearchlightState, RuleError> {
  if (!searchlightsInUse(state)) return err(notInUse());
  const l = state.searchlights!.lights.find((x) => x.id === id);
  return l ? ok(l) : err(ruleError('searchlight/unknown', 'Case 33.0', `There is no searchlight "${id}" in this game.`));
}

const destroyedError = (l: SearchlightState): RuleError =>
  ruleError('searchlight/destroyed', 'Case 33.34', `Searchlight ${l.id} was destroyed (${l.destroyed!.caseRef}) and may not be repaired (Case 33.34).`);

const setupOver = (state: GameState): boolean => !state.scenario || state.scenario.started || state.phase !== SETUP_PHASE;
const sameSquare = (a: { col: number; row: number } | undefined, b: { col: number; row: number }): boolean => a !== undefined && a.col === b.col && a.row === b.row;

/** setup/place-searchlight: Section 33.0 General Rule (on a building, never moved) and Case 33.11 (a facing); the listing's allotment (Case 41.41). */
export function decidePlaceSearchlight(state: GameState, cmd: CommandOf<'setup/place-searchlight'>): Result<GameEvent[], RuleError> {
  if (!searchlightsInUse(state)) return err(notInUse());
  if (setupOver(state)) return err(ruleError('setup/over', 'Case 33.0', 'Searchlights begin mounted on buildings: they are placed in set-up and never moved (Section 33.0 General Rule).'));
  if (!state.sides.some((s) => s.id === cmd.side)) return err(ruleError('setup/unknown-side', 'Case 33.0', `There is no side "${cmd.side}" in this game.`));
  const sl = state.searchlights!;
  const allot = sl.allotments?.[cmd.side];
  if (sl.allotments && !allot) return err(ruleError('searchlight/not-allotted', 'Case 33.0', `The scenario gives searchlights only to ${Object.keys(sl.allotments).join(', ')}.`));
  const mine = sl.lights.filter((l) => l.side === cmd.side).length;
  if (allot?.count != null && mine >= allot.count) return err(ruleError('searchlight/allotment-spent', `Case ${allot.caseRef}`, `The scenario gives ${cmd.side} ${allot.count} searchlights (Case ${allot.caseRef}); all are placed.`));
  const bad = mountError(state.map, cmd.square);
  if (bad) return err(bad);
  if (sl.lights.some((l) => sameSquare(l.square, cmd.square) && l.side !== cmd.side)) return err(ruleError('searchlight/enemy-roof', 'Case 33.0', 'An enemy searchlight is already mounted on that square.'));
  const id = `searchlight-${sl.lights.length + 1}`;
  return ok([{ type: 'searchlight-placed', searchlight: { id, side: cmd.side, square: cmd.square, facing: cmd.facing }, caseRef: allot ? `Case ${allot.caseRef}` : 'Case 33.11' }]);
}

/** setup/man-searchlight (Case 33.12, ruling SL2): a man of its side, set up in a square next to it, goes up to the roof as its operator. */
export function decideManSearchlight(state: GameState, cmd: CommandOf<'setup/man-searchlight'>): Result<GameEvent[], RuleError> {
  const found = lightOf(state, cmd.searchlightId);
  if (!found.ok) return found;
  const l = found.value;
  if (setupOver(state)) return err(ruleError('setup/over', 'Case 33.12', 'Sightline puts an operator on the roof in set-up only: Climbing (Section 35.0) is not built (ruling SL2).'));
  const man = state.men[cmd.manId];
  if (!man || man.side !== l.side) return err(ruleError('searchlight/not-own-man', 'Case 33.12', `"${cmd.manId}" is not a man of ${l.side}, whose searchlight it is.`));
  if (l.operatorId && l.operatorId !== man.id) return err(ruleError('searchlight/manned', 'Case 33.12', `Searchlight ${l.id} already has its operator, ${state.men[l.operatorId]?.name ?? l.operatorId}.`));
  if (operatedBy(state, man.id) && l.operatorId !== man.id) return err(ruleError('searchlight/operates-another', 'Case 33.12', `${man.name} already operates another searchlight.`));
  if (!man.square || range(man.square, l.square) !== 1) {
    return err(ruleError('searchlight/operator-not-beside', 'Case 33.12', `${man.name} must first be set up in a square next to the searchlight's building square (ruling SL2: the ladder up is not drawn, Climbing is Section 35.0).`));
  }
  if (state.scenario?.sentries[man.id]) return err(ruleError('searchlight/sentry', 'Case 33.12', `${man.name} is plotted for Sentry Routine; an operator performs no other task (Case 33.12).`));
  return ok([{ type: 'searchlight-manned', searchlightId: l.id, manId: man.id, square: l.square, caseRef: 'Case 33.12' }]);
}

/** searchlight/turn (Cases 33.13, 33.14): the operator, in the Observation Phase, by up to two cardinal points in the Phase. */
export function decideTurnSearchlight(state: GameState, cmd: CommandOf<'searchlight/turn'>): Result<GameEvent[], RuleError> {
  const found = lightOf(state, cmd.searchlightId);
  if (!found.ok) return found;
  const l = found.value;
  if (l.destroyed) return err(destroyedError(l));
  if (state.phase !== OBSERVATION_PHASE) return err(ruleError('searchlight/wrong-phase', 'Case 33.14', 'A searchlight is turned during the Observation Phase (Case 33.14).'));
  if (!isWorking(state, l)) return err(ruleError('searchlight/no-operator', 'Case 33.13', `Searchlight ${l.id} has no able operator in its square on the roof: it cannot be turned (Cases 33.12, 33.13).`));
  const from = l.turned?.turn === state.turn ? l.turned.from : l.facing;
  const bad = turnError(from, cmd.facing, tablesOf(state).searchlights);
  if (bad) return err(bad);
  if (cmd.facing === l.facing) return err(ruleError('searchlight/same-facing', 'Case 33.14', `Searchlight ${l.id} already faces ${l.facing}.`));
  return ok([{ type: 'searchlight-turned', searchlightId: l.id, manId: l.operatorId!, from: l.facing, to: cmd.facing, caseRef: 'Case 33.14' }]);
}

/** task/destroy-searchlight (Case 33.31): the acting man in its square on the roof, 5 Task Points. */
export function decideDestroySearchlight(state: GameState, cmd: CommandOf<'task/destroy-searchlight'>): Result<GameEvent[], RuleError> {
  const found = lightOf(state, cmd.searchlightId);
  if (!found.ok) return found;
  const l = found.value;
  if (l.destroyed) return err(destroyedError(l));
  const checked = checkActive(state, cmd.manId);
  if (!checked.ok) return checked;
  const man = checked.value;
  if (!sameSquare(man.square, l.square)) return err(ruleError('searchlight/not-on-roof', 'Case 33.31', `${man.name} must be in the searchlight's square on the roof of its building (Case 33.31).`));
  const cost = taskCost('destroy-searchlight', man);
  if ('code' in cost) return err(cost);
  const short = checkAffordable(state, man, cost.final, 'Destroying a searchlight');
  if (short) return err(short);
  return ok([{ type: 'searchlight-destroyed', searchlightId: l.id, how: 'task', manId: man.id, cost, caseRef: 'Case 33.31' }]);
}

/** task/fire-at-searchlight (Case 33.32): from a square it lights, the normal chance with the fire at searchlight modifier; a hit destroys it. */
export function decideFireAtSearchlight(state: GameState, cmd: CommandOf<'task/fire-at-searchlight'>, dice: DiceSource, fold: Fold): Result<GameEvent[], RuleError> {
  const found = lightOf(state, cmd.searchlightId);
  if (!found.ok) return found;
  const l = found.value;
  if (l.destroyed) return err(destroyedError(l));
  const checked = checkActive(state, cmd.manId);
  if (!checked.ok) return checked;
  const man = checked.value;
  const beam = litBeams(state).find((b) => b.id === l.id);
  if (!man.square || !beam?.lit.has(squareKey(man.square))) {
    return err(ruleError('searchlight/not-in-light', 'Case 33.32', `Only men in an area lit by the searchlight may shoot at it; ${man.name} is not in its light (Case 33.32).`));
  }
  const a = armamentOf(man);
  const weapon = a.weapons.find((w) => w.id === (cmd.weaponId ?? a.preparedWeapon));
  if (!weapon || !isFireWeaponClass(weapon.kind)) return err(ruleError('weapon/not-prepared', 'Case 13.17', `${man.name} has no fire weapon ${cmd.weaponId ?? 'prepared'} (Case 13.17).`));
  const wclass = tablesOf(state).weaponClasses[weapon.kind];
  const cost = taskCost(wclass.taskPointCost, man);
  if ('code' in cost) return err(cost);
  const remaining = remainingTaskPoints(state, man.id) + prepaidFire(state, man.id, wclass.taskPointCost);
  if (remaining < cost.final) return err(ruleError('task/insufficient-task-points', 'Case 6.44', `${man.name} has ${remaining} Task Points; firing costs ${cost.final} (Case 6.44).`));
  const los = lineOfSight(state.map, { square: man.square, posture: man.posture }, { square: l.square, posture: 'erect', level: tablesOf(state).searchlights.roofLevel.value }, { smoke: smokeOf(state) });
  if (!los.clear) return err(ruleError('fire/no-los', 'Case 8.24', `${man.name} has no Line of Sight to the searchlight${los.blockedBy ? `: ${los.blockedBy.reason}` : ''} (Case 8.24).`));
  const firer = firerOf(state, man, weapon, { aimed: false, taskPointsRemaining: remaining });
  const fire = tablesOf(state).searchlights.fireAtSearchlight;
  const chance = targetChance(
    firer,
    {
      label: `searchlight ${l.id}`,
      range: range(man.square, l.square),
      observedByFirer: true,
      prone: false,
      // Ruling SL8: the lamp is on the roof, not inside the building: no terrain modifier.
      terrain: 'clear',
      scenarioModifiers: [{ label: `Fire at searchlight (${fire.provenance.kind})`, caseRef: 'Case 33.32', amount: fire.value }],
    },
    tablesOf(state),
  );
  if ('code' in chance) return err(chance);
  const rec = new RecordingDice(dice);
  const rolled = rollDice('1D100', rec, `Case 33.32 fire at searchlight: ${man.name} shoots at ${l.id}`);
  const hit = rolled.total <= chance.breakdown.final;
  const shot: GameEvent = {
    type: 'searchlight-shot',
    searchlightId: l.id,
    manId: man.id,
    weaponId: weapon.id,
    chance: chance.breakdown,
    roll: rolled.total,
    hit,
    cost,
    taskPointsCharged: cost.final,
    caseRef: 'Case 33.32',
    dice: rec.take(),
  };
  const events: GameEvent[] = [shot, ...(hit ? [{ type: 'searchlight-destroyed' as const, searchlightId: l.id, how: 'fire' as const, manId: man.id, caseRef: 'Case 33.32' }] : [])];
  // Case 8.5: a man who fires is observed by every enemy in range and Line of Sight (fire-command.ts).
  return ok([...events, ...afterFireOrThrow(events.reduce(fold, state), man.id, man.square, { kind: 'fired', targets: [], hits: [] })]);
}

/** umpire/destroy-searchlight (Case 33.33, ruling SL9): a rocket, a tank's main gun or an artillery shell, by the umpire's ruling. */
export function decideUmpireDestroySearchlight(state: GameState, cmd: CommandOf<'umpire/destroy-searchlight'>): Result<GameEvent[], RuleError> {
  const found = lightOf(state, cmd.searchlightId);
  if (!found.ok) return found;
  if (found.value.destroyed) return err(destroyedError(found.value));
  return ok([{ type: 'searchlight-destroyed', searchlightId: found.value.id, how: 'umpire', reason: cmd.reason, caseRef: 'Case 33.33' }]);
}

/** Case 33.12: the operator "may not perform any task (except the operation of the searchlight)". Checked before any task command. */
const OPERATOR_MAY: readonly string[] = ['task/begin', 'task/end', 'task/destroy-searchlight'];
export function operatorGate(state: GameState, command: Command): RuleError | undefined {
  if (!state.searchlights || !(command.type.startsWith('task/') || command.type === 'plot/opportunity-fire') || OPERATOR_MAY.includes(command.type)) return undefined;
  const c = command as { manId?: string; firerId?: string };
  const manId = c.manId ?? c.firerId;
  const l = manId ? operatedBy(state, manId) : undefined;
  if (!l) return undefined;
  return ruleError('searchlight/operator-busy', 'Case 33.12', `${state.men[manId!]?.name ?? manId} operates searchlight ${l.id} and may perform no other task (Case 33.12).`);
}

// ---------------------------------------------------------------------------

const withLights = (state: GameState, f: (lights: readonly SearchlightState[]) => readonly SearchlightState[]): GameState => {
  const sl: SearchlightsState = state.searchlights!;
  return { ...state, searchlights: { ...sl, lights: f(sl.lights) } };
};
const patch = (state: GameState, id: string, p: (l: SearchlightState) => SearchlightState): GameState => withLights(state, (ls) => ls.map((l) => (l.id === id ? p(l) : l)));

function spend(state: GameState, manId: string, cost: number, combat: boolean): GameState {
  const seq = sequenceOf(state);
  const t = manTurnOf(state, manId);
  return { ...state, sequence: { ...seq, men: { ...seq.men, [manId]: { ...t, spent: t.spent + cost, ...(combat ? { combatTaskDone: true } : {}) } } } };
}

export type SearchlightEventType = 'searchlight-placed' | 'searchlight-manned' | 'searchlight-turned' | 'searchlight-shot' | 'searchlight-destroyed';

/** evolve for Section 33.0's events (dispatch.ts). */
export function evolveSearchlightEvent(state: GameState, event: Extract<GameEvent, { type: SearchlightEventType }>): GameState {
  if (!state.searchlights) return state;
  switch (event.type) {
    case 'searchlight-placed':
      return withLights(state, (ls) => [...ls, event.searchlight]);
    case 'searchlight-manned': {
      const man = state.men[event.manId];
      const s = patch(state, event.searchlightId, (l) => ({ ...l, operatorId: event.manId }));
      // Case 7.13 (ruling CL8): the operator is on the roof, one level above its ground (Case 33.23), for line of sight too.
      const aloft = { on: 'roof' as const, level: tablesOf(state).searchlights.roofLevel.value, square: event.square };
      return man ? { ...s, men: { ...s.men, [man.id]: { ...man, square: event.square, posture: 'erect', aloft } } } : s;
    }
    case 'searchlight-turned':
      return patch(state, event.searchlightId, (l) => ({ ...l, facing: event.to, turned: l.turned?.turn === state.turn ? l.turned : { turn: state.turn, from: event.from } }));
    case 'searchlight-shot':
      return spend(state, event.manId, event.taskPointsCharged, true);
    case 'searchlight-destroyed': {
      const s = patch(state, event.searchlightId, (l) => ({ ...l, destroyed: { turn: state.turn, caseRef: event.caseRef } }));
      return event.how === 'task' && event.manId && event.cost ? spend(s, event.manId, event.cost.final, false) : s;
    }
  }
}
