/**
 * Writing orders (the Bound's first step, docs/rulings/skirmish-bound.md):
 * each side's orders for its own units, checked against the rules — the
 * modes each action allows (tables/orders.ts), "pinned no moving" (line 61),
 * and every path against the movement rates and the table (lines 37–48,
 * rules/movement.ts). Secret until both sides have written theirs.
 */
import type { RuleError } from '../../../kernel/rule-error';
import { err, ok, type Result } from '../../../kernel/result';
import type { SkirmishEvent } from '../model/events';
import type { UnitOrder } from '../model/orders';
import type { SkirmishState } from '../model/state';
import { PRISONER } from '../tables/close-combat-outcomes';
import { BODY_LEG_CRAWL_ONLY } from '../tables/hit-location';
import { ACTION_MODES, CRIPPLED_CARRIED, PINNED_NO_MOVING } from '../tables/orders';
import { refuse } from './errors';
import { planFigurePath } from './figure-path';

function checkUnitOrder(state: SkirmishState, side: string, o: UnitOrder, i: number): RuleError | undefined {
  const where = `orders[${i}] (unit "${o.unitId}")`;
  const unit = state.units[o.unitId];
  if (!unit) return refuse('orders/unknown-unit', 24, 'orders', `${where}: there is no unit "${o.unitId}" in this game.`);
  if (unit.side !== side) return refuse('orders/not-own-unit', 24, 'orders', `${where}: unit "${o.unitId}" is not of side "${side}".`);
  const modes = ACTION_MODES[o.action];
  const seen = new Set<string>();
  for (const [k, fo] of o.figures.entries()) {
    const at = `${where}, figures[${k}] ("${fo.figureId}")`;
    const f = state.figures[fo.figureId];
    if (!f || f.unitId !== o.unitId) return refuse('orders/not-in-unit', 24, 'orders', `${at}: "${fo.figureId}" is not a figure of unit "${o.unitId}".`);
    if (seen.has(fo.figureId)) return refuse('orders/figure-twice', 24, 'orders', `${at}: "${fo.figureId}" has two orders.`);
    seen.add(fo.figureId);
    if (f.prisonerOf) return refuse('orders/prisoner', 146, 'surrender', `${at}: "${fo.figureId}" has surrendered and takes no orders (${PRISONER.provenance.source}; ruling SK31).`);
    if (f.state === 'killed') return refuse('orders/killed', 61, 'killed', `${at}: "${fo.figureId}" is killed and takes no orders.`);
    if (!modes.value.includes(fo.mode)) return refuse('orders/mode', 24, 'reaction actions', `${at}: a unit ordered to ${o.action} may not ${fo.mode} (it allows ${modes.value.join(', ')}; ${modes.provenance.source}).`);
    if (fo.mode === 'still') {
      if (fo.path.length > 0) return refuse('orders/still-path', 37, 'movement', `${at}: a man who stays still has no path.`);
      continue;
    }
    if (f.state === 'pinned') return refuse('orders/pinned', 61, 'pinned no moving', `${at}: "${fo.figureId}" is pinned: "pinned no moving" (${PINNED_NO_MOVING.provenance.source}).`);
    if (f.state === 'crippled') return refuse('orders/crippled', 48, 'crippled man', `${at}: "${fo.figureId}" is crippled and moves only when carried (${CRIPPLED_CARRIED.provenance.source}).`);
    if (fo.mode !== 'crawl' && f.wounds?.includes('body-leg')) return refuse('orders/crawl-only', 63, 'hit location, body/leg', `${at}: "${fo.figureId}" has a body/leg wound and may crawl only ("#crawl only", ${BODY_LEG_CRAWL_ONLY.provenance.source}; ruling SK30).`);
    if (fo.path.length === 0) return refuse('orders/no-path', 37, 'movement', `${at}: a ${fo.mode} order needs a path.`);
    // Planned from the man and the table alone (figure-path.ts): the refusal names nothing the side has not seen (ruling SK36).
    const plan = planFigurePath(state.table, f, fo.mode, fo.path);
    if (!plan.reachable) return refuse('orders/path', 37, 'movement', `${at}: the ${fo.mode} path cannot be taken: ${plan.faults.join('; ')}.`);
  }
  return undefined;
}

export function decideSubmitOrders(state: SkirmishState, side: string, orders: readonly UnitOrder[]): Result<SkirmishEvent[], RuleError> {
  if (!state.sides.some((s) => s.id === side)) return err(refuse('orders/no-side', 3, 'simultaneous turns', `There is no side "${side}" in game "${state.scenarioId}".`));
  if (state.step !== 'orders' || state.revealed) return err(refuse('orders/not-now', 3, 'the Bound', `Orders are written in the Orders step; bound ${state.bound} is in its ${state.step} step.`));
  const units = new Set<string>();
  for (const [i, o] of orders.entries()) {
    if (units.has(o.unitId)) return err(refuse('orders/unit-twice', 24, 'orders', `orders[${i}]: unit "${o.unitId}" has two orders.`));
    units.add(o.unitId);
    const bad = checkUnitOrder(state, side, o, i);
    if (bad) return err(bad);
  }
  return ok([{ type: 'orders/submitted', side, bound: state.bound, orders }]);
}

/** The sides whose orders are not in yet. */
export const sidesWithoutOrders = (state: SkirmishState): string[] => state.sides.filter((s) => state.orders[s.id] === undefined).map((s) => s.id);
