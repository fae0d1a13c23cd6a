/**
 * Case 41.81: a man "has Observed the eight buildings within the prison compound (which may only be
 * performed from one of the two doors to the complex or inside the complex)". After every command the men
 * a scenario's `structures-observed` victory condition counts are checked where they stood: each square a
 * move passed through or an entry reached, and every man when an Observation, Prepared or Non-Prepared
 * Phase begins (Case 8.33: observation only in those Phases). No roll (ruling ST2, rules/structure-sight.ts).
 * The event is the record victory reads (`ScenarioRuntime.structuresObserved`, game-end.ts).
 */
import type { Square } from '../../../map/map-model';
import type { GameEvent } from '../model/events';
import type { GameState, ManState } from '../model/state';
import type { Condition } from '../model/victory-schema';
import { OBSERVATION_PHASES } from '../rules/observation-limits';
import { structureInSight } from '../rules/structure-sight';
import { smokeOf } from './carried-weapons';

/** Events so far and the state with them folded (follow-ups.ts `Folded`, kept here so game-end.ts does not import the follow-ups). */
interface Folded {
  readonly events: GameEvent[];
  readonly state: GameState;
}
type Fold = (state: GameState, event: GameEvent) => GameState;

type StructuresCondition = Extract<Condition, { type: 'structures-observed' }>;

function collect(c: Condition, out: StructuresCondition[]): void {
  if (c.type === 'structures-observed') out.push(c);
  else if (c.type === 'all' || c.type === 'any') for (const x of c.of) collect(x, out);
  else if (c.type === 'not') collect(c.of, out);
}

/** The scenario's conditions on structures observed (Case 41.81), from its victory conditions. */
export function structureConditions(state: GameState): StructuresCondition[] {
  const out: StructuresCondition[] = [];
  for (const v of state.scenario?.victory ?? []) for (const o of v.outcomes) collect(o.when, out);
  return out;
}

/** The map structures a feature stands for: the structure of that id, or its group `<id>-1…n` (docs/maps.md). */
export function featureMembers(state: GameState, feature: string): string[] {
  const exact = state.map.structures.filter((s) => s.id === feature);
  return (exact.length > 0 ? exact : state.map.structures.filter((s) => s.id.startsWith(`${feature}-`))).map((s) => s.id);
}

const inSquares = (sq: Square, squares: readonly Square[]): boolean => squares.some((q) => q.col === sq.col && q.row === sq.row);
const sees = (m: ManState): boolean => m.condition !== 'dead' && m.condition !== 'incapacitated' && !m.exited;

/** The structures `man` observes from `square` now that he has not observed before, for these conditions. */
function newlyObserved(state: GameState, man: ManState, square: Square, conditions: readonly StructuresCondition[]): GameEvent | undefined {
  const sc = state.scenario!;
  const from = Object.entries(sc.features).filter(([, sqs]) => inSquares(square, sqs)).map(([id]) => id);
  const seen = new Set((sc.structuresObserved?.[man.id] ?? []).map((o) => o.structure));
  const found: string[] = [];
  for (const c of conditions) {
    if (c.side !== man.side || (c.fromFeatures && !c.fromFeatures.some((f) => from.includes(f)))) continue;
    for (const id of featureMembers(state, c.feature)) {
      if (seen.has(id) || found.includes(id)) continue;
      const squares = state.map.structures.find((s) => s.id === id)?.squares ?? [];
      const sight = structureInSight(state.map, { square, posture: man.posture }, squares, { observationRange: state.observationRange ?? 'unlimited', smoke: smokeOf(state) });
      if (sight) found.push(id);
    }
  }
  if (found.length === 0) return undefined;
  return { type: 'structures-observed', manId: man.id, side: man.side, structures: found, square, from, phase: state.phase, caseRef: 'Case 41.81' };
}

/** Where each man stood during the command's own events (the squares a move passed through; an entry square). */
function placesOf(own: readonly GameEvent[]): { manId: string; square: Square }[] {
  const out: { manId: string; square: Square }[] = [];
  for (const e of own) {
    if (e.type === 'man-moved' || e.type === 'sentry-moved') for (const s of e.steps) out.push({ manId: e.manId, square: s.to });
    else if (e.type === 'man-entered') out.push({ manId: e.manId, square: e.square });
  }
  return out;
}

/** The follow-up: structure observations the command's events made (Case 41.81; Cases 8.12, 8.24, 8.33). */
export function structureObservations(sofar: Folded, own: readonly GameEvent[], fold: Fold): Folded {
  const s0 = sofar.state;
  if (!s0.scenario?.started || s0.scenario.ended) return sofar;
  const conditions = structureConditions(s0);
  if (conditions.length === 0) return sofar;
  const sides = new Set(conditions.map((c) => c.side));
  const places = placesOf(own);
  if (own.some((e) => e.type === 'phase-advanced')) {
    for (const m of Object.values(s0.men)) if (sides.has(m.side) && m.square) places.push({ manId: m.id, square: m.square });
  }
  let s = s0;
  const out = [...sofar.events];
  for (const p of places) {
    const man = s.men[p.manId];
    if (!man || !sides.has(man.side) || !sees(man) || !OBSERVATION_PHASES.includes(s.phase)) continue;
    const e = newlyObserved(s, man, p.square, conditions);
    if (!e) continue;
    s = fold(s, e);
    out.push(e);
  }
  return { events: out, state: s };
}
