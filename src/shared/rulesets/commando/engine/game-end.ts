/**
 * The end of a scenario game and its verdict (Cases 38.24, 38.3x): the facts
 * of the game for `victory.ts`, the outcome per side (umpire-judged parts
 * flagged), and when the game ends — its turn limit, its goal (Case 38.32),
 * the attacker all out of action or off the map (Case 38.32), or the
 * umpire's word (`game/end`, Case 38.31).
 */
import type { CommandOf } from '../model/commands';
import type { GameEvent } from '../model/events';
import type { GameEnd, SideOutcome } from '../model/scenario-state';
import type { GameState } from '../model/state';
import { err, ok, type Result } from '../../../kernel/result';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { anchorTurn } from './reinforcements';
import { assessSide, evaluateCondition, type ManFact, type VictoryFacts } from './victory';
import type { Square } from '../../../map/map-model';
import { featureStructureStates } from './explosive-setup';
import { featureMembers } from './structure-observation';

const inSquares = (sq: { col: number; row: number }, squares: readonly { col: number; row: number }[]): boolean => squares.some((q) => q.col === sq.col && q.row === sq.row);

const key = (sq: Square): string => `${sq.col},${sq.row}`;

// The facts are read after every command (Case 38.32) while a game's zones and features never change: each is indexed
// by square once per object, not searched square by square for every man (issue 23).
const zoneIndexes = new WeakMap<object, ReadonlyMap<string, number>>();
function zoneAt(state: GameState, sq: Square): number | undefined {
  const zones = state.map.zones;
  let index = zoneIndexes.get(zones);
  if (!index) {
    const m = new Map<string, number>();
    // The first zone listing a square names it, as a search in order would.
    for (const z of zones) for (const q of z.squares) if (!m.has(key(q))) m.set(key(q), z.id);
    zoneIndexes.set(zones, (index = m));
  }
  return index.get(key(sq));
}

const featureIndexes = new WeakMap<object, ReadonlyMap<string, readonly string[]>>();
function featuresAt(features: Readonly<Record<string, readonly Square[]>>, sq: Square): readonly string[] {
  let index = featureIndexes.get(features);
  if (!index) {
    const m = new Map<string, string[]>();
    // In the features' own order, each once, as filtering the entries would give.
    for (const [id, sqs] of Object.entries(features)) for (const q of sqs) { const at = m.get(key(q)) ?? []; if (!at.includes(id)) at.push(id); m.set(key(q), at); }
    featureIndexes.set(features, (index = m));
  }
  return index.get(key(sq)) ?? [];
}

/**
 * Carried objects for the victory facts: where each is (its carrier's square), or how it left the map (with him).
 * Keys are object ids; absent objects are not carried.
 */
function carriedObjects(state: GameState): Record<string, { readonly square?: Square; readonly exited?: { readonly edge: string; readonly viaEntryEdge: boolean; readonly viaEntrySquare: boolean } }> {
  const out: Record<string, { square?: Square; exited?: { edge: string; viaEntryEdge: boolean; viaEntrySquare: boolean } }> = {};
  for (const m of Object.values(state.men)) {
    for (const item of m.equipment ?? []) {
      out[item] = m.exited ? { exited: { edge: m.exited.edge, viaEntryEdge: m.exited.viaEntryEdge, viaEntrySquare: m.exited.viaEntrySquare } } : m.square ? { square: m.square } : {};
    }
  }
  return out;
}

/** The snapshot victory.ts reads. */
export function victoryFacts(state: GameState): VictoryFacts {
  const sc = state.scenario;
  const features = sc?.features ?? {};
  // Victory counts men: a mount (Section 19.0, ruling HC1) or a guard dog (Section 32.0) is a figure in `state.men`, not a man of its side.
  const people = Object.values(state.men).filter((m) => !m.mount && !m.dog);
  const men: ManFact[] = people.map((m) => {
    const zone = m.square ? zoneAt(state, m.square) : undefined;
    const inFeatures = m.square ? featuresAt(features, m.square) : [];
    return {
      id: m.id,
      side: m.side,
      condition: m.condition === 'dead' ? 'killed' : m.condition === 'incapacitated' ? 'incapacitated' : 'able',
      original: m.original !== false,
      ...(m.exited ? { exited: { edge: m.exited.edge, viaEntryEdge: m.exited.viaEntryEdge, viaEntrySquare: m.exited.viaEntrySquare, ableWhenExited: m.exited.ableWhenExited } } : {}),
      ...(zone !== undefined ? { zone } : {}),
      ...(inFeatures.length > 0 ? { features: inFeatures } : {}),
    };
  });
  const sideSize: Record<string, number> = {};
  for (const m of people) sideSize[m.side] = (sideSize[m.side] ?? 0) + 1;
  const objects: Record<string, { total: number; exited: { viaEntryEdge: boolean; viaEntrySquare: boolean; edge: string }[]; inFeatures: string[] }> = {};
  const carriers = carriedObjects(state);
  for (const o of Object.values(sc?.objects ?? {})) {
    const entry = (objects[o.kind] ??= { total: 0, exited: [], inFeatures: [] });
    entry.total++;
    // Case 45.81: a carried object (the radio) is where its carrier is, and leaves the map with him.
    const carried = carriers[o.id];
    const exited = o.exited ?? carried?.exited;
    const square = carried?.square ?? o.square;
    if (exited) entry.exited.push({ viaEntryEdge: exited.viaEntryEdge, viaEntrySquare: exited.viaEntrySquare, edge: exited.edge });
    else if (square) for (const [id, sqs] of Object.entries(features)) if (inSquares(square, sqs) && !entry.inFeatures.includes(id)) entry.inFeatures.push(id);
  }
  // Flags set by the special rules: `destroyed:<feature>` (Case 44.43), `objective:<id>` (Case 50.43).
  const flags = Object.keys(sc?.flags ?? {});
  // Cases 40.81, 48.81: structure features as the game's detonations left them (explosive-setup.ts).
  const structures = { ...featureStructureStates(state), ...Object.fromEntries(flags.filter((f) => f.startsWith('destroyed:')).map((f) => [f.slice('destroyed:'.length), 'destroyed' as const])) };
  const objectives = new Set(flags.filter((f) => f.startsWith('objective:')).map((f) => f.slice('objective:'.length)));
  // Case 41.81: the structures each man has Observed, and what a structure feature stands for on the map.
  const featureMembersOf: Record<string, string[]> = {};
  for (const f of Object.keys(features)) {
    const members = featureMembers(state, f);
    if (members.length > 0) featureMembersOf[f] = members;
  }
  return { men, sideSize, structures, featureMembers: featureMembersOf, objects, observed: sc?.structuresObserved ?? {}, counters: sc?.counters ?? {}, objectives };
}

/** Case 38.24: each side's outcomes now. */
export function assessOutcomes(state: GameState): SideOutcome[] {
  const facts = victoryFacts(state);
  return (state.scenario?.victory ?? []).map((v) => {
    const outcomes = assessSide(v, facts).map(({ outcome, verdict }) => ({ result: outcome.result, verdict, text: outcome.text }));
    return { side: v.side, caseRef: `Case ${v.case}`, outcomes, umpireJudged: outcomes.some((o) => o.verdict === 'umpire') };
  });
}

function ended(state: GameState, reason: GameEnd['reason'], caseRef: string): GameEvent {
  return { type: 'game-ended', end: { turn: state.turn, reason, caseRef, sides: assessOutcomes(state) } };
}

/** Case 38.32: the goal met, or the attacker all out of action or off the map (checked after every command). */
export function goalEndEvents(state: GameState): GameEvent[] {
  const sc = state.scenario;
  if (!sc?.started || sc.ended) return [];
  const facts = victoryFacts(state);
  const gl = sc.gameLength;
  if (gl.goalOriented && gl.goal && evaluateCondition(gl.goal, facts) === true) return [ended(state, 'goal', `Case ${gl.caseRef}`)];
  if (gl.endsWhen.some((c) => evaluateCondition(c, facts) === true)) return [ended(state, 'goal', `Case ${gl.caseRef}`)];
  if (gl.goalOriented) {
    const attackers = state.sides.filter((s) => s.mode === 'commando').map((s) => s.id);
    const men = Object.values(state.men).filter((m) => attackers.includes(m.side));
    if (men.length > 0 && men.every((m) => m.exited || m.condition === 'dead' || m.condition === 'incapacitated')) return [ended(state, 'attackers-out', 'Case 38.32')];
  }
  return [];
}

/** The turn limit, checked when a Game-Turn Record Phase ends (Case 5.1 H). */
export function turnLimitEndEvents(state: GameState): GameEvent[] {
  const limit = state.scenario?.gameLength.turnLimit;
  if (!limit || state.scenario?.ended) return [];
  const defending = state.sides.find((s) => s.mode === 'defending')?.id ?? state.sides[0]?.id ?? '';
  const anchor = anchorTurn(state, { countedFrom: limit.countedFrom, side: defending });
  if (anchor === undefined || state.turn < anchor + limit.turns) return [];
  return [ended(state, 'turn-limit', `Case ${state.scenario!.gameLength.caseRef}`)];
}

/** game/end (Case 38.31): the umpire ends the game; the verdict is computed as at any end. */
export function decideEndGame(state: GameState): Result<GameEvent[], RuleError> {
  if (!state.scenario) return err(ruleError('game/no-scenario', 'Case 38.24', 'Only a scenario game has victory conditions to assess.'));
  if (!state.scenario.started) return err(ruleError('setup/not-started', 'Case 38.41', 'The game has not started.'));
  return ok([ended(state, 'umpire', 'Case 38.31')]);
}

/** umpire/adjust-counter: a scenario counter (Case 39.43 dead hostages) by ruling. */
export function decideAdjustCounter(state: GameState, cmd: CommandOf<'umpire/adjust-counter'>): Result<GameEvent[], RuleError> {
  const counters = state.scenario?.counters;
  if (!counters || !(cmd.counter in counters)) return err(ruleError('umpire/unknown-counter', 'Case 38.24', `This scenario keeps no counter "${cmd.counter}".`));
  const value = Math.max(0, (counters[cmd.counter] ?? 0) + cmd.delta);
  return ok([{ type: 'counter-changed', counter: cmd.counter, value, caseRef: state.scenario!.section === 39 ? 'Case 39.43' : 'Case 38.24' }]);
}
