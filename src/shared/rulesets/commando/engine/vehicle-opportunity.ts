/**
 * Opportunity fire from vehicles (Cases 24.61–24.62, 29.34; ruling VH44).
 * "Men in APCs may be plotted for opportunity fire. If any Enemy man moves
 * into the plotted man's field of vision (and field of fire), the man is
 * observed, and the plotted man may fire at the Enemy man. This could occur
 * as a result of Enemy movement, or as the result of the movement of the APC."
 * - Who may be plotted: a man aboard who may fire from his place (Cases 24.33,
 *   24.52, 29.33; vehicle-passenger-fire.ts), with a fire weapon (not a
 *   grenade, launcher or claymore: those plots need a square of his own).
 * - Enemy movement: the plotted man watches from the vehicle's square
 *   (opportunityMan in opportunity-command.ts), as any plotted man does.
 * - The APC's movement (`withPassengerOpportunity`): after each vehicle/move,
 *   every able Enemy man on the map who was out of a plotted passenger's Line
 *   of Sight (or observation range) from the square the APC left and is in it
 *   from the square it stopped in has "moved into" his field of vision: he is
 *   observed (`enemy-observed`, Case 24.61, within Case 8.34's three) and the
 *   plot is asked as for a man who moved into view (Case 10.71). The
 *   prompt's fire is the ordinary passenger fire, so a gun-slit's arcs and
 *   Case 24.54's −25% apply there.
 * - Case 24.62: moving the APC is the vehicle's task (ruling VH1), not its
 *   passengers', so Case 10.75 never holds it back for men plotted aboard.
 */
import type { Result } from '../../../kernel/result';
import type { RuleError } from '../../../kernel/rule-error';
import type { GameEvent } from '../model/events';
import type { GameState, ManState } from '../model/state';
import { canAct, sequenceOf } from '../model/state';
import { emptyKnowledge } from '../rules/knowledge';
import { sightBetween } from './carried-weapons';
import { interruptsFor } from './opportunity-command';
import { passengerFireError } from './vehicle-passenger-fire';

type Fold = (s: GameState, e: GameEvent) => GameState;

/** Case 8.34: a man observes no more than three Enemy men at once. */
const OBSERVING_LIMIT = 3;

/** The plotted man aboard, as he sits in the vehicle at `square` (standing, Case 24.33). */
const seated = (m: ManState, square: { col: number; row: number }): ManState => ({ ...m, square, posture: 'erect' });

/** Is the Enemy `e` in `watcher`'s view (Line of Sight and observation range) from `square`? */
function inView(state: GameState, watcher: ManState, square: { col: number; row: number }, e: ManState): boolean {
  const sight = sightBetween(state, seated(watcher, square), e);
  if (!sight?.los.clear) return false;
  const limit = sight.limit?.range ?? state.observationRange ?? 'unlimited';
  return limit === 'unlimited' || sight.range <= limit;
}

/** Cases 24.61 (ruling VH44): the events after a vehicle/move that bring Enemy men into a plotted passenger's view. */
export function withPassengerOpportunity(state: GameState, decided: Result<GameEvent[], RuleError>, vehicleId: string, fold: Fold): Result<GameEvent[], RuleError> {
  if (!decided.ok) return decided;
  const v = state.vehicles?.vehicles.find((x) => x.id === vehicleId);
  const from = v?.square;
  if (!v || !from) return decided;
  const plots = sequenceOf(state).plots;
  const plotted = [...v.passengers, ...Object.values(v.crew)].filter((id): id is string => id !== undefined && plots[id]?.plot?.kind === 'fire' && !plots[id]!.fired);
  if (plotted.length === 0) return decided;
  let s = decided.value.reduce(fold, state);
  const to = s.vehicles?.vehicles.find((x) => x.id === vehicleId)?.square;
  if (!to || (to.col === from.col && to.row === from.row)) return decided;
  const out: GameEvent[] = [...decided.value];
  for (const id of plotted) {
    const watcher = s.men[id];
    if (!watcher || !canAct(watcher) || passengerFireError(s, watcher)) continue;
    const enemies = Object.values(s.men).filter((m) => m.side !== watcher.side && m.square && canAct(m));
    for (const e of enemies.filter((x) => inView(s, watcher, to, x) && !inView(state, watcher, from, x))) {
      const k = s.knowledge[id] ?? emptyKnowledge();
      if (!k.observing.includes(e.id)) {
        if (k.observing.length >= OBSERVING_LIMIT) continue;
        const seen: GameEvent = { type: 'enemy-observed', observerId: id, targetId: e.id, square: e.square!, posture: e.posture, caseRef: 'Case 24.61' };
        out.push(seen);
        s = fold(s, seen);
      }
      // Only this plot is asked: the Enemy man did not move, so nobody else's plot is touched.
      const own = sequenceOf(s);
      const mine: GameState = { ...s, sequence: { ...own, plots: { [id]: own.plots[id]! } } };
      const asked = interruptsFor(mine, { kind: 'moved-into', actor: e.id, square: e.square!, step: 0, taskPointsSpent: 0 });
      out.push(...asked);
      s = asked.reduce(fold, s);
      if (asked.some((x) => x.type === 'prompt-raised')) break;
    }
  }
  return { ok: true, value: out };
}
