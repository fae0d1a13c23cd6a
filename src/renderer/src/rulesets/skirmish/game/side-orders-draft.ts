/**
 * A side's orders while it writes them in its window (issue 19): each unit's
 * action and, for each of its men, how he moves and the corners of his path,
 * clicked or tapped on the table in inches. The reading of a path comes from
 * the same plan the engine checks the orders by (engine/figure-path.ts), made
 * from the side's own view: the table and the man.
 */
import type { Breakdown } from '@shared/kernel/breakdown';
import type { Figure } from '@shared/rulesets/skirmish/model/figures';
import type { UnitOrder } from '@shared/rulesets/skirmish/model/orders';
import type { Point, SkirmishTable } from '@shared/rulesets/skirmish/model/table-model';
import { planFigurePath } from '@shared/rulesets/skirmish/engine/figure-path';
import { ACTION_MODES, type OrderAction } from '@shared/rulesets/skirmish/tables/orders';
import type { MoveMode } from '@shared/rulesets/skirmish/tables/movement';
import type { TargetMove } from '@shared/rulesets/skirmish/tables/spotting';

export interface FigureDraft {
  readonly mode: TargetMove;
  readonly path: readonly Point[];
}
export interface UnitDraft {
  readonly action: OrderAction;
  readonly figures: Readonly<Record<string, FigureDraft>>;
}
export type OrdersDraft = Readonly<Record<string, UnitDraft>>;

/** The most corners a path may have (model/orders.ts). */
export const MAX_CORNERS = 20;
const STILL: FigureDraft = { mode: 'still', path: [] };
const HOLD: UnitDraft = { action: 'hold', figures: {} };

export const unitDraft = (d: OrdersDraft, unitId: string): UnitDraft => d[unitId] ?? HOLD;
export const figureDraft = (d: OrdersDraft, unitId: string, figureId: string): FigureDraft => unitDraft(d, unitId).figures[figureId] ?? STILL;

/** A new action: each man keeps his move only where the action allows it (seed line 24); else he stays still. */
export function setAction(d: OrdersDraft, unitId: string, action: OrderAction): OrdersDraft {
  const modes = ACTION_MODES[action].value;
  const figures = Object.fromEntries(Object.entries(unitDraft(d, unitId).figures).filter(([, f]) => modes.includes(f.mode)));
  return { ...d, [unitId]: { action, figures } };
}

/** A man's mode: his path stays (it is read again at the new mode's rates); still drops it. */
export function setMode(d: OrdersDraft, unitId: string, figureId: string, mode: TargetMove): OrdersDraft {
  const u = unitDraft(d, unitId);
  const path = mode === 'still' ? [] : figureDraft(d, unitId, figureId).path;
  return { ...d, [unitId]: { ...u, figures: { ...u.figures, [figureId]: { mode, path } } } };
}

/** A corner clicked on the table, to a tenth of an inch; no more than MAX_CORNERS. */
export function addCorner(d: OrdersDraft, unitId: string, figureId: string, at: Point): OrdersDraft {
  const u = unitDraft(d, unitId);
  const f = figureDraft(d, unitId, figureId);
  if (f.mode === 'still' || f.path.length >= MAX_CORNERS) return d;
  const p = { x: Math.round(at.x * 10) / 10, y: Math.round(at.y * 10) / 10 };
  return { ...d, [unitId]: { ...u, figures: { ...u.figures, [figureId]: { ...f, path: [...f.path, p] } } } };
}

/** The last corner taken back (`all`: the whole path). */
export function dropCorner(d: OrdersDraft, unitId: string, figureId: string, all = false): OrdersDraft {
  const u = unitDraft(d, unitId);
  const f = figureDraft(d, unitId, figureId);
  return { ...d, [unitId]: { ...u, figures: { ...u.figures, [figureId]: { ...f, path: all ? [] : f.path.slice(0, -1) } } } };
}

/**
 * The orders handed in: every unit of the side with its action; a man who
 * moves with his mode and path (one without a path is sent as he is, for the
 * engine to say it needs one); a man left still is left out.
 */
export function ordersOf(unitIds: readonly string[], d: OrdersDraft): UnitOrder[] {
  return unitIds.map((unitId) => {
    const u = unitDraft(d, unitId);
    const figures = Object.entries(u.figures)
      .filter(([, f]) => f.mode !== 'still')
      .map(([figureId, f]) => ({ figureId, mode: f.mode, path: [...f.path] }));
    return { unitId, action: u.action, figures };
  });
}

/** What the window shows under a man's path: its length, what it costs of his allowance, and why. */
export interface PathReading {
  readonly inches: number;
  readonly cost: number;
  readonly allowance: number;
  readonly reachable: boolean;
  readonly faults: readonly string[];
  /** The allowance's table and seed line (seed lines 38–40), and each modifier's. */
  readonly sources: readonly string[];
  readonly text: string;
  readonly breakdown: Breakdown;
}

export function readPath(table: SkirmishTable, figure: Pick<Figure, 'id' | 'at' | 'posture' | 'loads'>, mode: MoveMode, path: readonly Point[]): PathReading {
  const plan = planFigurePath(table, figure, mode, path);
  let at = figure.at;
  let inches = 0;
  for (const p of path) {
    inches += Math.hypot(p.x - at.x, p.y - at.y);
    at = p;
  }
  const sources = plan.breakdown.steps.filter((s) => s.kind === 'base' || s.kind === 'modifier').map((s) => `${s.label}: ${s.caseRef}`);
  const cost = Number.isFinite(plan.cost) ? `${plan.cost.toFixed(1)}"` : 'impassable';
  const text = path.length === 0 ? `No path yet: ${mode} allowance ${plan.allowance}".` : `${inches.toFixed(1)}" drawn, costs ${cost} of a ${plan.allowance}" ${mode} allowance${plan.reachable ? '' : ` — cannot be taken: ${plan.faults.join('; ')}`}.`;
  return { inches, cost: plan.cost, allowance: plan.allowance, reachable: plan.reachable && path.length > 0, faults: plan.faults, sources, text, breakdown: plan.breakdown };
}
