/**
 * The interrupt queue (Cases 6.31, 7.53, 10.71, 10.73): the turn engine calls
 * `afterEvent` after each step of a move and after each fire or throw, then
 * asks `nextPrompt` and answers each prompt with `answerPrompt` before the
 * interrupted man goes on. Fire raised by fire is answered first.
 *
 * The queue holds plots, which are host-only (Case 5.1 B): it lives in the
 * host's state and is never projected to a player.
 * Rulings: docs/rulings/weapons-and-opportunity-fire.md (O5, O9, O10).
 */
import type { RuleError } from '../../../kernel/rule-error';
import { ruleError } from '../../../kernel/rule-error';
import type { Outcome } from './movement';
import type { OpportunityContext, OpportunityPlot, TaskEvent } from './opportunity-model';
import type { OpportunityPrompt } from './opportunity-fire';
import { triggers } from './opportunity-fire';
import { canAct } from './wounds';

export interface InterruptQueue {
  readonly plots: readonly OpportunityPlot[];
  /** Prompts not yet answered, next first. */
  readonly pending: readonly OpportunityPrompt[];
}

export const interruptQueue = (plots: readonly OpportunityPlot[]): InterruptQueue => ({ plots, pending: [] });

export interface AfterEvent {
  readonly queue: InterruptQueue;
  /** The prompts this event raised, in order: Case 10.55 return fire first, then plot order (Case 7.53: the owner may reorder). */
  readonly prompts: readonly OpportunityPrompt[];
  /** Why each other plot did not fire, by man: for the umpire's console only. */
  readonly reasons: Readonly<Record<string, RuleError>>;
}

/**
 * Cases 6.31, 10.71, 10.73: evaluate every plot against one event. New
 * prompts go to the front — an interrupt raised by an opportunity fire is
 * answered before the rest (Case 10.71 "opportunity fire can trigger
 * opportunity fire"). A plotter's older prompt is dropped: that moment passed.
 */
export function afterEvent(q: InterruptQueue, event: TaskEvent, ctx: OpportunityContext): AfterEvent {
  const plots: OpportunityPlot[] = [];
  const fresh: OpportunityPrompt[] = [];
  const reasons: Record<string, RuleError> = {};
  for (const p of q.plots) {
    const r = triggers(p, event, ctx);
    plots.push(r.plot);
    if (r.prompt) fresh.push(r.prompt);
    else if (r.reason) reasons[p.manId] = r.reason;
  }
  fresh.sort((a, b) => Number(b.simultaneous) - Number(a.simultaneous));
  const stale = (p: OpportunityPrompt): boolean =>
    fresh.some((f) => f.plotter === p.plotter) || (event.kind === 'finished' && p.interrupts.actor === event.actor);
  return { queue: { plots, pending: [...fresh, ...q.pending.filter((p) => !stale(p))] }, prompts: fresh, reasons };
}

/** The next prompt still open: his plot unspent, he and his target able (10.55 return fire excepted). */
export function nextPrompt(q: InterruptQueue, ctx: Pick<OpportunityContext, 'man'>): { readonly queue: InterruptQueue; readonly prompt?: OpportunityPrompt } {
  const open = q.pending.filter((p) => {
    const plot = q.plots.find((x) => x.manId === p.plotter);
    const firer = ctx.man(p.plotter);
    const target = ctx.man(p.target);
    if (!plot || plot.status !== 'waiting' || !firer || !target) return false;
    return p.simultaneous || (canAct(firer.wounds) && canAct(target.wounds));
  });
  const queue = { ...q, pending: open };
  return open[0] ? { queue, prompt: open[0] } : { queue };
}

/** The plotted man's Player answers: fire now (the plot is spent, Cases 6.42, 10.11), or hold for a later square (ruling O5). */
export function answerPrompt(q: InterruptQueue, promptId: string, answer: 'fire' | 'hold'): Outcome<InterruptQueue> {
  const prompt = q.pending.find((p) => p.id === promptId);
  if (!prompt) return { ok: false, error: ruleError('opfire/no-such-prompt', 'Case 10.73', `No open opportunity prompt ${promptId}.`) };
  if (answer === 'hold') return { ok: true, value: { ...q, pending: q.pending.filter((p) => p.id !== promptId) } };
  const plots = q.plots.map((p) => (p.manId === prompt.plotter ? { ...p, status: 'fired' as const, paid: prompt.cost } : p));
  return { ok: true, value: { plots, pending: q.pending.filter((p) => p.plotter !== prompt.plotter) } };
}

/** Where along a route the first interrupt falls (no answers given): the index into `events`, and its prompts. */
export function firstInterrupt(plots: readonly OpportunityPlot[], events: readonly TaskEvent[], ctx: OpportunityContext): { readonly index: number; readonly prompts: readonly OpportunityPrompt[] } | undefined {
  let q = interruptQueue(plots);
  for (let i = 0; i < events.length; i++) {
    const r = afterEvent(q, events[i]!, ctx);
    if (r.prompts.length > 0) return { index: i, prompts: r.prompts };
    q = r.queue;
  }
  return undefined;
}
