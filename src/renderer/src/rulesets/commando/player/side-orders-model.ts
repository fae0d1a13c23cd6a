/**
 * The side window's order tools (issue 15), as pure functions of the side's
 * own projection: what the side may order now, and a plotted route's Task
 * Point cost. Nothing here reads anything the side's view does not carry, so
 * an enemy man or a mine the side has not observed cannot change what the
 * window shows; the host authorises every order again (side-orders.ts) and
 * the engine walks it against the true state (route-move.ts).
 */
import type { Square } from '@shared/map/map-model';
import { sameSquare } from '@shared/map/map-model';
import { describeSquare } from '@shared/map/coords';
import type { CommandOf } from '@shared/rulesets/commando/model/commands';
import type { ManState } from '@shared/rulesets/commando/model/state';
import type { PlayerView, SidePromptView } from '@shared/rulesets/commando/view/view';
import { canAct } from '@shared/rulesets/commando/rules/wounds';
import { stepCost } from '@shared/rulesets/commando/rules/movement';
import { occupancyFromMen, type PlacedMan } from '@shared/rulesets/commando/rules/stacking';
import { moverOf } from '@shared/rulesets/commando/engine/move-command';
import { armamentOf } from '@shared/rulesets/commando/engine/carried-weapons';
import { isFireWeaponClass } from '@shared/rulesets/commando/rules/weapons';
import { DEFAULT_COMMANDO_TABLES } from '@shared/rulesets/commando/tables';

/** The Opportunity Fire Plot Phase's id (Case 5.1 B). */
export const PLOT_PHASE = 'opportunity-fire-plot';

/** What the side may order now, read from its whose-move, its own men and its prompts. */
export interface SideOrderState {
  /** Its man executing tasks now (Case 6.43): he takes the route, prone/stand and end orders. */
  readonly acting?: ManState;
  /** The side chooses the man who acts next (Case 6.21): these of its men may still act. */
  readonly choosable: readonly ManState[];
  /** Case 5.1 B: in the plot Phase, its men who may be plotted (or have a plot to withdraw). */
  readonly plotting: readonly PlotChoice[];
  /** The prompts that ask the side (its observers, its opportunity interrupts, its panic choice). */
  readonly prompts: readonly SidePromptView[];
}

export interface PlotChoice {
  readonly man: ManState;
  /** The fire tasks he may lie in wait with: his prepared weapon's row (Case 10.76) and a throw (Case 11.61). */
  readonly fireTasks: readonly string[];
  readonly plotted?: { readonly fireTask: string; readonly cost: number };
}

export function sideOrderState(view: PlayerView): SideOrderState {
  const seq = view.sequence;
  const w = seq?.whoseMove;
  const own = view.side.id;
  const acting = w?.kind === 'man-acting' && w.manId ? view.ownMen.find((m) => m.id === w.manId) : undefined;
  const choosable =
    w?.kind === 'choose-man' && w.side === own ? view.ownMen.filter((m) => (m.square || m.awaitingEntry) && canAct(m) && !m.exited && !seq?.ownTurns[m.id]?.done && (seq?.ownTurns[m.id]?.remaining ?? 0) > 0) : [];
  const plotting =
    view.phase === PLOT_PHASE
      ? view.ownMen
          .filter((m) => m.square && canAct(m) && !m.exited)
          .map((man) => {
            const p = seq?.ownPlots[man.id];
            return { man, fireTasks: plotTasks(man), ...(p ? { plotted: { fireTask: p.fireTask, cost: p.cost } } : {}) };
          })
          .filter((c) => c.plotted || c.fireTasks.length > 0)
      : [];
  return { ...(acting ? { acting } : {}), choosable, plotting, prompts: seq?.prompts ?? [] };
}

/**
 * Case 38.51 (ruling SO11): the "Enter at…" tool for the side's man executing
 * tasks who waits off the map: the entry squares its own projection offers
 * him (entry-view.ts: his side's scenario squares, less those its earlier
 * entries rule out), nothing else; none once he is on the map or has spent
 * Task Points (entering is his first task, Case 38.54).
 */
export function entryOffer(view: PlayerView): { readonly manId: string; readonly squares: readonly Square[]; readonly caseRef: string } | undefined {
  const { acting } = sideOrderState(view);
  if (!acting || acting.square || !acting.awaitingEntry || view.entry?.manId !== acting.id) return undefined;
  return view.entry.squares.length > 0 ? view.entry : undefined;
}

/** Case 10.76: his prepared weapon's fire task; Case 11.61: a grenade throw when he carries one. */
export function plotTasks(man: ManState): string[] {
  const a = armamentOf(man);
  const w = a.weapons.find((x) => x.id === a.preparedWeapon);
  const out: string[] = [];
  if (w && isFireWeaponClass(w.kind)) out.push(DEFAULT_COMMANDO_TABLES.weaponClasses[w.kind].taskPointCost);
  const grenades = Object.values(a.grenades).reduce<number>((n, g) => n + (g ?? 0), 0) + a.preparedGrenades.length;
  if (grenades > 0) out.push('throw-grenade');
  return out;
}

/** A plot's condition as the window offers it (Case 10.72); the first man observed when none. */
export type PlotCondition = 'first-observed' | 'first-moving' | 'only-firing';

export function plotCommand(manId: string, fireTask: string, condition: PlotCondition): CommandOf<'plot/opportunity-fire'> {
  const c = condition === 'first-moving' ? { trigger: 'moving' as const, ordinal: 1 } : condition === 'only-firing' ? { trigger: 'firing' as const, ordinal: 1 } : undefined;
  return { type: 'plot/opportunity-fire', manId, fireTask, ...(c ? { condition: c } : {}) };
}

// ---------------------------------------------------------------------------
// The route tool: tap squares to plot a path.

const adjacent = (a: Square, b: Square): boolean => Math.max(Math.abs(a.col - b.col), Math.abs(a.row - b.row)) === 1;

/**
 * A tap on the map while plotting: a square next to the path's end goes on
 * it; a square already on the path cuts the path back to it (his own square
 * clears it); any other square is refused with the reason.
 */
export function tapRoute(path: readonly Square[], start: Square, sq: Square): { path: Square[]; refused?: string } {
  const full = path.length === 0 ? [start] : [...path];
  const at = full.findIndex((p) => sameSquare(p, sq));
  if (at >= 0) return { path: at === 0 ? [] : full.slice(0, at + 1) };
  const end = full[full.length - 1]!;
  if (!adjacent(end, sq)) return { path: path.length === 0 ? [] : full, refused: `${describeSquare(sq)} is not next to ${describeSquare(end)}: plot the route one square at a time (Case 7.23).` };
  return { path: [...full, sq] };
}

export interface RouteStep {
  readonly to: Square;
  readonly cost: number;
  /** Task Points spent by the end of this step. */
  readonly running: number;
  /** Past the Task Points he has left: the engine keeps these squares for a later Phase (Case 6.44). */
  readonly beyond: boolean;
  /** A known Enemy man stands here: entering ends his movement (Case 7.44). */
  readonly endsMove: boolean;
}

export interface RoutePreview {
  readonly manId: string;
  readonly steps: readonly RouteStep[];
  readonly total: number;
  readonly remaining: number;
  /** Why the route cannot be walked as plotted (the first step that fails), with its Case. */
  readonly error?: string;
}

/**
 * A plotted route's cost, step by step (Section 7.0, Chart 5.22), from the
 * side's projection alone: the map it is given, its own man's posture and
 * wounds, its own men for stacking (Case 7.41) and the enemy men it observes
 * now (Case 7.44). An enemy or a mine it does not know of changes nothing
 * here: the engine finds them when the route is walked.
 */
export function routePreview(view: PlayerView, manId: string, path: readonly Square[]): RoutePreview | undefined {
  const man = view.ownMen.find((m) => m.id === manId);
  if (!man?.square) return undefined;
  const remaining = view.sequence?.ownTurns[manId]?.remaining ?? 0;
  const known: PlacedMan[] = [
    ...view.ownMen.map((m) => ({ id: m.id, side: m.side, condition: m.condition, ...(m.square && !m.exited ? { square: m.square } : {}) })),
    ...view.enemies.filter((e) => e.current).map((e) => ({ id: e.id, side: `not-${view.side.id}`, square: e.square, condition: 'fit' as const })),
  ];
  const occupancy = occupancyFromMen(known, man.side, man.id);
  const mover = moverOf(man);
  const steps: RouteStep[] = [];
  let running = 0;
  let error: string | undefined;
  for (let i = 1; i < path.length; i++) {
    const step = stepCost(view.map, path[i - 1]!, path[i]!, mover, occupancy);
    if (!step.ok) {
      error = `${step.error.caseRef}: ${step.error.message}`;
      break;
    }
    running += step.value.cost;
    steps.push({ to: step.value.to, cost: step.value.cost, running, beyond: running > remaining, endsMove: step.value.endsMovement });
    if (step.value.endsMovement) {
      if (i < path.length - 1) error = `Case 7.44: an Enemy man your men observe stands at ${describeSquare(step.value.to)}: entering his square ends the move there.`;
      break;
    }
  }
  return { manId, steps, total: running, remaining, ...(error ? { error } : {}) };
}

/** The squares the route sends: his own square first, then as plotted up to a step that fails. */
export function routeToSend(path: readonly Square[], preview: RoutePreview): Square[] {
  return path.slice(0, preview.steps.length + 1);
}
