/**
 * The prompts that ask a side something, under the names that side knows
 * them by. The engine numbers prompts across the game (prompt-N counts the
 * enemy's too), so a side's prompt is named by its place among those asking
 * it now (issue 13): `<side>-asked-<n>`. The side's view (view.ts) and the
 * side's orders (side-orders.ts) use this one list, so a name the window shows
 * is the name its answer is read by.
 */
import type { GameState, Prompt } from '../model/state';
import { sequenceOf } from '../model/state';

export interface SidePrompt {
  /** The side's name for it. */
  readonly name: string;
  readonly prompt: Prompt;
  /** 'observer': its own men are asked (Cases 7.52, 10.71); 'mover': its own panicked man's target (Case 14.22). */
  readonly role: 'observer' | 'mover';
}

export function sidePrompts(state: GameState, side: string): SidePrompt[] {
  const own = new Set(Object.values(state.men).filter((m) => m.side === side).map((m) => m.id));
  const out: SidePrompt[] = [];
  for (const p of sequenceOf(state).prompts) {
    const name = `${side}-asked-${out.length + 1}`;
    // Case 14.22: a tied panic fire waits on its own side's choice; its man is the one waiting, not an observer.
    if (p.kind !== 'panic-target' && p.pending.some((e) => own.has(e.observerId))) out.push({ name, prompt: p, role: 'observer' });
    // A prompt about its own mover is the enemy's (Case 7.52): the mover's side never learns it is watched. Only its own panic choice (Case 14.22) is its own.
    else if (p.kind === 'panic-target' && own.has(p.moverId)) out.push({ name, prompt: p, role: 'mover' });
  }
  return out;
}
