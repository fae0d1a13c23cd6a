/**
 * Section 28.0 Artillery and Mortar Fire as commands (the shells themselves:
 * artillery-fire.ts):
 * - set-up: `setup/allot-artillery` (General Rule, Cases 28.11, 28.21; the
 *   scenario's rounds come in at new-game), `setup/plan-artillery` and
 *   `setup/unplan-artillery` (Case 28.12), `setup/target-gun` (Case 28.22),
 *   `setup/designate-observer` (Case 28.23);
 * - in play: `artillery/announce` in the Opportunity Fire Plot Phase (Cases
 *   28.29, 28.31) and `task/forward-observe` (Cases 28.23, 28.26, 28.27).
 * Rulings: docs/rulings/artillery.md.
 */
import { err, ok, type Result } from '../../../kernel/result';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import type { Square } from '../../../map/map-model';
import { onMap } from '../../../map/map-model';
import type { ArtilleryGun, ArtilleryState } from '../model/artillery-state';
import { emptyArtillery } from '../model/artillery-state';
import type { CommandOf } from '../model/commands';
import type { ArtilleryEvent, GameEvent } from '../model/events';
import type { GameState } from '../model/state';
import { manTurnOf } from '../model/state';
import { squareCode } from '../rules/grenade-geometry';
import { hasLineOfSight } from '../rules/line-of-sight';
import { tablesOf } from './game-tables';
import { illuminationInUse } from './illumination';
import { checkActive } from './sequentiality';
import { remainingTaskPoints } from './task-points';
import { PLOT_PHASE } from './turn-sequence';

type Decided = Result<GameEvent[], RuleError>;

export const ARTILLERY_SECTION = '28';
export const artilleryInUse = (state: GameState): boolean => (state.scenario?.optionalRules ?? []).includes(ARTILLERY_SECTION) || state.artillery !== undefined;
export const artilleryOf = (state: GameState): ArtilleryState => state.artillery ?? emptyArtillery();


function gate(state: GameState, caseRef: string, setup: boolean): RuleError | undefined {
  if (!artilleryInUse(state)) return ruleError('optional-rule/not-in-use', 'Section 28.0', `Artillery and Mortar Fire (Optional Rule Section ${ARTILLERY_SECTION}.0) is not in use in this game.`);
  if (setup && (!state.scenario || state.scenario.started)) return ruleError('artillery/setup-over', caseRef, `This is done before the game begins (${caseRef}).`);
  return undefined;
}

const offMap = (state: GameState, sq: Square, caseRef: string): RuleError | undefined =>
  onMap(state.map, sq) ? undefined : ruleError('artillery/off-map', caseRef, `Square ${squareCode(sq)} is not on the map (${caseRef}).`);

const sideKnown = (state: GameState, side: string): RuleError | undefined =>
  state.sides.some((s) => s.id === side) ? undefined : ruleError('artillery/unknown-side', 'Section 28.0', `There is no side "${side}" in this game.`);

const allotmentOf = (a: ArtilleryState, side: string) => a.allotments.find((x) => x.side === side);

/** setup/allot-artillery (General Rule "by mutual agreement"; Cases 28.11, 28.21): replaces the side's earlier allotment. */
export function decideAllotArtillery(state: GameState, cmd: CommandOf<'setup/allot-artillery'>): Decided {
  const bad = gate(state, 'Section 28.0 General Rule', true) ?? sideKnown(state, cmd.side);
  if (bad) return err(bad);
  const a = artilleryOf(state);
  const planned = a.plans.filter((p) => p.side === cmd.side).length;
  if (planned > cmd.rounds) return err(ruleError('artillery/plans-exceed', 'Case 28.11', `${cmd.side} has already planned ${planned} rounds; take some back before allotting ${cmd.rounds} (Case 28.11).`));
  const had = a.guns.filter((g) => g.side === cmd.side).length;
  // Case 28.22: a piece given no target square before play forfeits the first three Game-Turns.
  const guns: ArtilleryGun[] = Array.from({ length: Math.max(0, cmd.guns - had) }, (_, i) => ({ id: `gun-${a.nextNumber + i}`, side: cmd.side, readyTurn: 1 + tablesOf(state).tankArtilleryHit.retargetTurns.value, observedTurns: 0 }));
  if (cmd.guns < had) return err(ruleError('artillery/guns-assigned', 'Case 28.21', `${cmd.side} already has ${had} pieces; an allotment adds pieces, it does not take them back (Case 28.21).`));
  return ok([{ type: 'artillery-allotted', allotment: { side: cmd.side, rounds: cmd.rounds, guns: cmd.guns, caseRef: 'Section 28.0' }, guns, caseRef: 'Section 28.0 General Rule; Cases 28.11, 28.21' }]);
}

/** setup/plan-artillery (Cases 28.11, 28.12, 28.4). */
export function decidePlanArtillery(state: GameState, cmd: CommandOf<'setup/plan-artillery'>): Decided {
  const bad = gate(state, 'Case 28.12', true) ?? sideKnown(state, cmd.side) ?? offMap(state, cmd.square, 'Case 28.12');
  if (bad) return err(bad);
  const a = artilleryOf(state);
  const rounds = allotmentOf(a, cmd.side)?.rounds ?? 0;
  const used = a.plans.filter((p) => p.side === cmd.side).length;
  if (used >= rounds) return err(ruleError('artillery/no-rounds', 'Case 28.11', `${cmd.side} has ${rounds} round${rounds === 1 ? '' : 's'} of planned fire, all planned (Case 28.11).`));
  const limit = state.scenario?.gameLength.turnLimit?.countedFrom === 'game-start' ? state.scenario.gameLength.turnLimit.turns : undefined;
  if (limit !== undefined && cmd.turn > limit) return err(ruleError('artillery/after-game', 'Case 28.12', `The game lasts ${limit} Game-Turns; Game-Turn ${cmd.turn} never comes (Case 28.12).`));
  if (cmd.round === 'illumination' && !illuminationInUse(state)) return err(ruleError('artillery/no-star-shells', 'Case 28.4', 'Illumination rounds need Illumination Devices (Section 34.0) in use (Cases 28.4, 34.4).'));
  const plan = { id: `plan-${a.nextNumber}`, side: cmd.side, turn: cmd.turn, square: cmd.square, round: cmd.round };
  return ok([{ type: 'artillery-planned', plan, caseRef: 'Case 28.12' }]);
}

export function decideUnplanArtillery(state: GameState, cmd: CommandOf<'setup/unplan-artillery'>): Decided {
  const bad = gate(state, 'Case 28.12', true);
  if (bad) return err(bad);
  if (!artilleryOf(state).plans.some((p) => p.id === cmd.planId)) return err(ruleError('artillery/unknown-plan', 'Case 28.12', `There is no planned round "${cmd.planId}".`));
  return ok([{ type: 'artillery-unplanned', planId: cmd.planId, caseRef: 'Case 28.12' }]);
}

/** setup/target-gun (Case 28.22): a piece with a target square at the start may fire from Game-Turn 1. */
export function decideTargetGun(state: GameState, cmd: CommandOf<'setup/target-gun'>): Decided {
  const bad = gate(state, 'Case 28.22', true) ?? offMap(state, cmd.square, 'Case 28.22');
  if (bad) return err(bad);
  if (!artilleryOf(state).guns.some((g) => g.id === cmd.gunId)) return err(ruleError('artillery/unknown-gun', 'Case 28.21', `There is no artillery piece "${cmd.gunId}".`));
  return ok([{ type: 'gun-targeted', gunId: cmd.gunId, square: cmd.square, readyTurn: 1, caseRef: 'Case 28.22' }]);
}

/** setup/designate-observer (Case 28.23): one-fourth of the side's men, rounding down. */
export function decideDesignateObserver(state: GameState, cmd: CommandOf<'setup/designate-observer'>): Decided {
  const bad = gate(state, 'Case 28.23', true);
  if (bad) return err(bad);
  const man = state.men[cmd.manId];
  if (!man || man.dog) return err(ruleError('artillery/unknown-man', 'Case 28.23', `There is no man "${cmd.manId}".`));
  const a = artilleryOf(state);
  if (a.observers.includes(man.id)) return err(ruleError('artillery/already-observer', 'Case 28.23', `${man.name} is already a forward observer.`));
  const men = Object.values(state.men).filter((m) => m.side === man.side && !m.dog).length;
  const most = Math.floor(men / tablesOf(state).tankArtilleryHit.menPerObserver.value);
  const have = a.observers.filter((id) => state.men[id]?.side === man.side).length;
  if (have >= most) return err(ruleError('artillery/too-many-observers', 'Case 28.23', `${man.side} may designate ${most} forward observer${most === 1 ? '' : 's'}: one-fourth of its ${men} men, rounding down (Case 28.23).`));
  return ok([{ type: 'observer-designated', manId: man.id, caseRef: 'Case 28.23' }]);
}

/** artillery/announce (Cases 28.29, 28.31): once per side and Game-Turn, in the Opportunity Fire Plot Phase. */
export function decideAnnounce(state: GameState, cmd: CommandOf<'artillery/announce'>): Decided {
  const bad = gate(state, 'Case 28.31', false) ?? sideKnown(state, cmd.side);
  if (bad) return err(bad);
  if (state.phase !== PLOT_PHASE) return err(ruleError('artillery/wrong-phase', 'Case 28.31', `Artillery fire is announced in the Opportunity Fire Plot Phase (Case 28.31), not the ${state.phase} Phase.`));
  const a = artilleryOf(state);
  if (a.announcements.some((x) => x.side === cmd.side && x.turn === state.turn && !x.planned)) {
    return err(ruleError('artillery/announced', 'Case 28.31', `${cmd.side} has already announced its artillery for Game-Turn ${state.turn} (Case 28.31).`));
  }
  if (cmd.fire.length === 0 && cmd.retarget.length === 0) return err(ruleError('artillery/nothing', 'Case 28.31', 'Announce at least one gun firing or changing its target square (Case 28.31).'));
  const ids = [...cmd.fire.map((f) => f.gunId), ...cmd.retarget];
  if (new Set(ids).size !== ids.length) return err(ruleError('artillery/gun-twice', 'Case 28.26', 'A gun that changes its target square may not fire that Game-Turn (Case 28.26); name each gun once.'));
  for (const id of ids) {
    const g = a.guns.find((x) => x.id === id);
    if (!g || g.side !== cmd.side) return err(ruleError('artillery/unknown-gun', 'Case 28.21', `${cmd.side} has no artillery piece "${id}".`));
  }
  for (const f of cmd.fire) {
    const g = a.guns.find((x) => x.id === f.gunId)!;
    if (!g.target) return err(ruleError('artillery/no-target', 'Case 28.22', `${g.id} has no target square to fire at (Cases 28.22, 28.29).`));
    if (state.turn < g.readyTurn) return err(ruleError('artillery/not-ready', 'Case 28.22', `${g.id} may not fire before Game-Turn ${g.readyTurn}: three Game-Turns without firing after its target square is set (Case 28.22).`));
    if (f.round === 'illumination' && !illuminationInUse(state)) return err(ruleError('artillery/no-star-shells', 'Case 28.4', 'Illumination rounds need Illumination Devices (Section 34.0) in use (Cases 28.4, 34.4).'));
  }
  const announcement = { side: cmd.side, turn: state.turn, fire: cmd.fire.length > 0, retarget: cmd.retarget.length > 0, planned: false };
  return ok([{ type: 'artillery-announced', announcement, called: cmd.fire.map((f) => ({ gunId: f.gunId, round: f.round })), retarget: [...cmd.retarget], caseRef: 'Case 28.31' }]);
}

/** task/forward-observe (Cases 28.23, 28.26, 28.27): the whole Game-Turn's Task Points, from his square. */
export function decideForwardObserve(state: GameState, cmd: CommandOf<'task/forward-observe'>): Decided {
  const bad = gate(state, 'Case 28.23', false);
  if (bad) return err(bad);
  const checked = checkActive(state, cmd.manId);
  if (!checked.ok) return checked;
  const man = checked.value;
  const a = artilleryOf(state);
  if (!a.observers.includes(man.id)) return err(ruleError('artillery/not-observer', 'Case 28.23', `${man.name} is not a designated forward observer (Cases 28.23, 28.28).`));
  const gun = a.guns.find((g) => g.id === cmd.gunId);
  if (!gun || gun.side !== man.side) return err(ruleError('artillery/unknown-gun', 'Case 28.21', `${man.side} has no artillery piece "${cmd.gunId}".`));
  if (gun.observing?.turn === state.turn) return err(ruleError('artillery/observed', 'Case 28.23', `${gun.id} already has a forward observer this Game-Turn (Case 28.23: a single artillery piece).`));
  if (manTurnOf(state, man.id).spent > 0) return err(ruleError('artillery/not-whole-turn', 'Case 28.23', `${man.name} must expend all his Task Points as a forward observer, remaining in his square (Case 28.23); he has already acted this Game-Turn.`));
  const retargeting = a.retargets.some((r) => r.gunId === gun.id && r.turn === state.turn);
  if (cmd.newTarget && !retargeting) return err(ruleError('artillery/not-announced', 'Case 28.29', `A change of target square must be announced in the Opportunity Fire Plot Phase (Case 28.29).`));
  if (!cmd.newTarget && retargeting) return err(ruleError('artillery/needs-target', 'Case 28.26', `${gun.id} is changing its target square this Game-Turn: give the new square (Case 28.26).`));
  const squares = [...(gun.target ? [gun.target] : []), ...(cmd.newTarget ? [cmd.newTarget] : [])];
  if (squares.length === 0) return err(ruleError('artillery/no-target', 'Case 28.22', `${gun.id} has no target square to observe.`));
  for (const sq of squares) {
    const off = offMap(state, sq, 'Case 28.27');
    if (off) return err(off);
    // Case 28.27: another man with a Line of Sight to the new square may observe for a changing gun — he needs only the new one.
    const needed = !cmd.newTarget || sq === cmd.newTarget;
    if (needed && !hasLineOfSight(state.map, { square: man.square!, posture: man.posture }, { square: sq, posture: 'prone' })) {
      return err(ruleError('artillery/no-los', 'Case 28.27', `${man.name} has no Line of Sight to ${squareCode(sq)} (Case 28.27).`));
    }
  }
  const event: ArtilleryEvent = {
    type: 'forward-observed',
    manId: man.id,
    gunId: gun.id,
    ...(cmd.newTarget ? { newTarget: cmd.newTarget } : {}),
    taskPointsCharged: remainingTaskPoints(state, man.id),
    caseRef: cmd.newTarget ? 'Case 28.26' : 'Case 28.23',
  };
  return ok([event]);
}
