/**
 * Assault on Lippe River Bridgehead: the bridge demolition (Case 44.43,
 * module `lippe-bridge-detonator`). From the eighteenth Game-Turn after the
 * first Ranger enters, a German man in the detonator square (3007) may try
 * once (`task/detonate-bridge`): 65% on 1D100. On success the bridge squares
 * become the river's water and every man on the bridge is killed, unless the
 * Underwater Operations rules (Section 36.0) are in use; the bridge counts
 * as destroyed for Cases 44.81–44.82. Whether it succeeds or fails, the
 * detonator is spent. Rulings: docs/rulings/scenarios.md SC-H7-1.
 */
import type { CommandOf } from '../../model/commands';
import type { GameEvent } from '../../model/events';
import type { GameState } from '../../model/state';
import { freshManTurn, sequenceOf } from '../../model/state';
import { err, ok, type Result } from '../../../../kernel/result';
import { rollDice } from '../../rules/dice-codes';
import type { DiceSource } from '../../../../kernel/dice/dice-source';
import { squareIndex, type Square } from '../../../../map/map-model';
import { BreakdownBuilder } from '../../../../kernel/breakdown';
import { house, printed } from '../../../../kernel/provenance';
import { ruleError, type RuleError } from '../../../../kernel/rule-error';
import { squareName } from '../../rules/movement';
import { checkAffordable, remainingTaskPoints, seriouslyWounded } from '../../engine/task-points';
import { TASK_POINT_ALLOTMENT } from '../../tables/task-point-costs';
import { activeManError, inSquares, uses } from './scenario-work';
import type { SpecialRules } from '../../engine/special-rules';

export const DETONATOR_RULE = 'lippe-bridge-detonator';
export const BRIDGE = 'bridge';
export const DETONATOR = 'detonator';
export const RIVER = 'river';
/** Flags in the scenario runtime. */
export const DETONATOR_USED = 'lippe-detonator-used';
export const BRIDGE_DESTROYED = `destroyed:${BRIDGE}`;

export const DETONATION = {
  chance: printed(65, 'Case 44.43 ("It has a 65% chance of succeeding")'),
  openAfterEntry: printed(18, 'Case 44.43 ("On the eighteenth Game-Turn after the Rangers enter the map")'),
  cost: house(20, 'Case 44.43', 'the text gives no cost: working a detonator is priced as detonating a claymore (Case 22.32: 20 Task Points)'),
  /** Section 36.0 Underwater Operations: men on the bridge survive in the water. */
  underwaterSection: '36',
} as const;

/** The first Game-Turn the detonator may be used (ruling in the scenario file: from E+18 on), once the Rangers have entered. */
export function detonatorOpensOn(state: GameState): number | undefined {
  const e = state.scenario?.firstCommandoEntryTurn;
  return e === undefined ? undefined : e + DETONATION.openAfterEntry.value;
}

/** Why the man may not try now, or undefined. */
export function detonateError(state: GameState, manId: string): RuleError | undefined {
  if (!uses(state, DETONATOR_RULE)) return ruleError('detonate/no-bridge', 'Case 38.23', 'This scenario has no bridge demolition (Case 38.23).');
  const bad = activeManError(state, manId, 'Case 44.43');
  if (bad) return bad;
  const man = state.men[manId]!;
  if (state.sides.find((s) => s.id === man.side)?.mode !== 'defending') return ruleError('detonate/not-german', 'Case 44.43', 'Only the German Player may blow up the bridge (Case 44.43).');
  if (state.scenario!.flags[DETONATOR_USED] !== undefined) return ruleError('detonate/used', 'Case 44.43', 'The detonator has been used: it may not be used again (Case 44.43).');
  const opens = detonatorOpensOn(state);
  if (opens === undefined || state.turn < opens) {
    return ruleError('detonate/too-early', 'Case 44.43', `The bridge may be blown from the eighteenth Game-Turn after the Rangers enter the map${opens === undefined ? ' (they have not entered)' : ` (Game-Turn ${opens})`} (Case 44.43).`);
  }
  if (!inSquares(man.square!, state.scenario!.features[DETONATOR] ?? [])) return ruleError('detonate/not-at-detonator', 'Case 44.43', `${man.name} is in ${squareName(man.square!)}; the detonator is in Square 3007 (Case 44.43).`);
  return undefined;
}

/** The river square nearest to `s` and not under the bridge (the water the demolished bridge becomes). */
function riverNear(state: GameState, s: Square): Square | undefined {
  const bridge = state.scenario?.features[BRIDGE] ?? [];
  const river = (state.scenario?.features[RIVER] ?? []).filter((q) => !inSquares(q, bridge));
  let best: Square | undefined;
  let d = Number.POSITIVE_INFINITY;
  for (const q of river) {
    const x = Math.abs(q.col - s.col) + Math.abs(q.row - s.row);
    if (x < d) [best, d] = [q, x];
  }
  return best;
}

/** task/detonate-bridge (Case 44.43). */
export function decideDetonate(state: GameState, cmd: CommandOf<'task/detonate-bridge'>, dice: DiceSource): Result<GameEvent[], RuleError> {
  const bad = detonateError(state, cmd.manId);
  if (bad) return err(bad);
  const man = state.men[cmd.manId]!;
  const cost = new BreakdownBuilder('Task Points: work the detonator', { label: 'Work the bridge detonator', caseRef: 'Case 44.43', value: DETONATION.cost.value, provenance: DETONATION.cost.provenance });
  if (seriouslyWounded(man)) cost.multiply('Seriously wounded: twice the Task Points', 'Case 9.21', TASK_POINT_ALLOTMENT.seriouslyWoundedCostMultiple.value);
  const price = cost.build();
  const afford = checkAffordable(state, man, price.final, 'Working the detonator', 'Case 44.43');
  if (afford) return err(afford);
  const chance = new BreakdownBuilder('Chance the bridge is demolished', { label: 'The detonator', caseRef: 'Case 44.43', value: DETONATION.chance.value, provenance: DETONATION.chance.provenance }).build();
  const rolled = rollDice('1D100', dice, 'Case 44.43 bridge demolition: roll 1D100');
  const success = rolled.total <= chance.final;
  const bridge = state.scenario!.features[BRIDGE] ?? [];
  const squares = success
    ? bridge.map((sq) => {
        const here = state.map.squares[squareIndex(state.map, sq)]!;
        const water = riverNear(state, sq);
        const w = water ? state.map.squares[squareIndex(state.map, water)]! : { terrain: 'river' as const, elevation: here.elevation };
        return { square: sq, from: here.terrain, to: w.terrain, elevation: w.elevation };
      })
    : [];
  const underwater = state.scenario!.optionalRules.includes(DETONATION.underwaterSection);
  const onBridge = success ? Object.values(state.men).filter((m) => m.square && m.condition !== 'dead' && inSquares(m.square, bridge)) : [];
  const killed = underwater ? [] : onBridge;
  const summary = success
    ? `${man.name} works the detonator: ${rolled.total} against ${chance.final}% — the bridge is blown${killed.length > 0 ? `; killed on the bridge: ${killed.map((m) => m.name).join(', ')}` : onBridge.length > 0 ? '; the men on it are in the water (Section 36.0)' : ''} (Case 44.43).`
    : `${man.name} works the detonator: ${rolled.total} against ${chance.final}% — it fails, and may not be used again (Case 44.43).`;
  const events: GameEvent[] = [
    { type: 'bridge-detonated', manId: man.id, feature: BRIDGE, cost: price, chance, roll: rolled.total, success, squares, summary, caseRef: 'Case 44.43', dice: [{ purpose: rolled.purpose, mode: dice.mode, faces: rolled.faces }] },
  ];
  for (const m of killed) {
    // Killed outright; he loses what Task Points he had left (Case 9.0).
    const left = m.id === man.id ? remainingTaskPoints(state, m.id) - price.final : remainingTaskPoints(state, m.id);
    events.push({ type: 'man-wounded', manId: m.id, woundPoints: 0, totalWounds: m.wounds, condition: 'dead', taskPointsLost: Math.max(0, left), caseRef: 'Case 44.43' });
  }
  return ok(events);
}

/** The fold of `bridge-detonated`: Task Points spent, the detonator spent, and on success the water and the destroyed bridge. */
export function evolveDetonation(state: GameState, event: Extract<GameEvent, { type: 'bridge-detonated' }>): GameState {
  const sc = state.scenario;
  if (!sc) return state;
  const flags: Record<string, number> = { ...sc.flags, [DETONATOR_USED]: state.turn };
  if (event.success) flags[`destroyed:${event.feature}`] = state.turn;
  const changed = new Map(event.squares.map((c) => [squareIndex(state.map, c.square), c]));
  const map = changed.size === 0 ? state.map : { ...state.map, squares: state.map.squares.map((sq, i) => (changed.has(i) ? { terrain: changed.get(i)!.to, elevation: changed.get(i)!.elevation } : sq)) };
  const seq = sequenceOf(state);
  const t = seq.men[event.manId] ?? freshManTurn();
  return { ...state, map, sequence: { ...seq, men: { ...seq.men, [event.manId]: { ...t, spent: t.spent + event.cost.final } } }, scenario: { ...sc, flags } };
}

/** Lippe River's bridge demolition (Case 44.43) as a plug-in (engine/special-rules.ts). */
export const lippeRules: SpecialRules = {
  name: 'Lippe River (Case 44.43)',
  ids: [DETONATOR_RULE],
  taskCandidates: (_state, manId) => [{ type: 'task/detonate-bridge', manId }],
  commands: { 'task/detonate-bridge': decideDetonate },
  events: { 'bridge-detonated': evolveDetonation },
};
