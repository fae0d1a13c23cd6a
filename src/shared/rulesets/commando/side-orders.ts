/**
 * Orders from a side's own window during play (issue 15): what a side may
 * command, as one pure function. A side commands its own men and answers the
 * prompts that ask it, and nothing else:
 *
 * - its chosen man's tasks (Cases 5.1 E, 6.21: "the side to act chooses a man
 *   to execute tasks"): begin, move (a route, Section 7.0), fall prone /
 *   stand (Chart 5.22, Case 7.6), enter the map (Case 38.51), leave it (Case 15.26), fire (Sections 10.1–10.4), reload,
 *   prepare a weapon or a grenade, throw (Case 11.2), exchange weapons with a
 *   friendly man (Section 13.2), end his tasks; every task but `task/begin`
 *   only for its man executing tasks now (Case 6.43: one man at a time);
 * - its own men's opportunity-fire plots (Case 5.1 B, 10.76): plot, withdraw;
 * - the prompts that ask it (view/side-prompts.ts, by the names its window
 *   shows): an observation prompt its men are pending in (Cases 7.52, 8.92),
 *   an opportunity-fire interrupt of its plotted man (Cases 7.53, 10.71), its
 *   own panicked man's target choice (Case 14.22).
 *
 * An observation answer names the prompt, never the mover: the side may not
 * know who moved (the attempt is how it finds out), and a target id it could
 * choose would let it probe for enemy ids. Every other command (Phases,
 * initiative, umpire rulings, set-up, scenario work) is the umpire's and is
 * refused naming why. The engine still adjudicates each allowed command
 * against the true state, as for the umpire's.
 */
import { z } from 'zod';
import { err, ok, type Result } from '../../kernel/result';
import { commandSchema, type Command, type CommandType } from './model/commands';
import type { GameState } from './model/state';
import { sequenceOf } from './model/state';
import { sidePrompts, type SidePrompt } from './view/side-prompts';
import { projectView } from './view/view';

/** The tasks a side gives its man executing tasks now. */
const ACTIVE_TASKS = [
  'task/move',
  'task/route',
  'task/resume-route',
  'task/fall-prone',
  'task/stand',
  'task/fire',
  'task/reload',
  'task/prepare-weapon',
  'task/prepare-grenade',
  'task/throw-grenade',
  'task/exchange-weapons',
  // Section 17.0: the flamethrower's pattern, putting out flames, repair.
  'task/fire-flamethrower',
  'task/smother-flames',
  'task/repair-flamethrower',
  'task/end',
  // Case 38.51 (ruling SO11): an off-map man's first task is to step onto one of his side's entry squares.
  'entry/enter',
  // Case 15.26 (ruling SO13): from an edge square he steps off the map, out of play for good.
  'task/exit-map',
] as const satisfies readonly CommandType[];

/** What a side's window may send: the engine's own commands for its men, and its prompt answers by the prompt's name. */
const ORDER_TYPES = [...ACTIVE_TASKS, 'task/begin', 'plot/opportunity-fire', 'plot/withdraw', 'observe/forego', 'opportunity/fire', 'opportunity/hold', 'panic/choose-target'] as const;

/** Case 7.52: the side's observer answers a prompt by its name; the engine is told whom he tries to observe. */
const observeAnswer = z.object({ type: z.literal('observe/attempt'), observerId: z.string().min(1).max(200), promptId: z.string().min(1).max(200) }).strict();

/** An order as a side's window sends it (parsed again by the engine's schema once built). */
export const sideOrderSchema = z.object({ type: z.string().min(1).max(100) }).passthrough();
export type SideOrder = z.infer<typeof sideOrderSchema>;

const isOrderType = (t: string): t is (typeof ORDER_TYPES)[number] => (ORDER_TYPES as readonly string[]).includes(t);

/** The men a command commands (or whose weapons it moves): every one must be the side's own. */
export function actorsOf(command: Command): string[] {
  switch (command.type) {
    case 'observe/attempt':
    case 'observe/forego':
      return [command.observerId];
    case 'task/exchange-weapons':
      return [command.manId, command.partnerId];
    case 'opportunity/fire':
    case 'opportunity/hold':
      return [];
    default:
      return 'manId' in command && typeof command.manId === 'string' ? [command.manId] : [];
  }
}

/** The other men a command names (targets, a plot's condition): the side must know each of them. */
export function namedMen(command: Command): string[] {
  switch (command.type) {
    case 'task/fire':
      return command.targets.map((t) => t.targetId);
    case 'panic/choose-target':
      return [command.targetId];
    case 'plot/opportunity-fire':
      return [...(command.condition?.onlyMen ?? [])];
    default:
      return [];
  }
}

/** The engine prompt a command answers, if any. */
export function promptOf(command: Command): string | undefined {
  return 'promptId' in command && typeof command.promptId === 'string' ? command.promptId : undefined;
}

/** Does this engine prompt ask this side (its pending observers, or its own panicked man)? */
export function promptAsks(state: GameState, promptId: string, side: string): boolean {
  return sidePrompts(state, side).some((p) => p.prompt.id === promptId);
}

const refuse = (message: string): Result<Command, string> => err(message);

function named(state: GameState, side: string, name: unknown): SidePrompt | undefined {
  return typeof name === 'string' ? sidePrompts(state, side).find((p) => p.name === name) : undefined;
}

/**
 * The engine command a side's order stands for, or why it is refused. Pure:
 * the host calls it with the true state; an unknown man and an enemy man are
 * refused in the same words, so the answer never tells a side which ids the
 * other side has.
 */
export function authoriseOrder(state: GameState, side: string, order: SideOrder): Result<Command, string> {
  const own = (id: unknown): boolean => typeof id === 'string' && state.men[id]?.side === side;
  if (order.type === 'observe/attempt') {
    const answer = observeAnswer.safeParse(order);
    if (!answer.success) return refuse('An observation answer from a side names its observer and the prompt it answers (Case 7.52), nothing else.');
    const asked = named(state, side, answer.data.promptId);
    if (!asked || asked.role !== 'observer' || asked.prompt.kind !== 'observation') return refuse(`No observation prompt "${answer.data.promptId}" asks your side now (Case 7.52).`);
    if (!asked.prompt.pending.some((e) => e.observerId === answer.data.observerId)) return refuse(`That man is not asked in prompt "${answer.data.promptId}" (Case 8.92).`);
    return ok({ type: 'observe/attempt', observerId: answer.data.observerId, targetId: asked.prompt.moverId });
  }
  if (!isOrderType(order.type)) {
    return refuse(`"${order.type}" is the umpire's to give: a side's window orders only its own men's tasks, their opportunity-fire plots and the answers to its own prompts (issue 15).`);
  }
  let parsed = commandSchema.safeParse(order);
  if ('promptId' in order) {
    const asked = named(state, side, order.promptId);
    if (!asked) return refuse(`No prompt "${String(order.promptId)}" asks your side now.`);
    parsed = commandSchema.safeParse({ ...order, promptId: asked.prompt.id });
  }
  if (!parsed.success) return refuse(`The order "${order.type}" is malformed: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(order)'}: ${i.message}`).join('; ')}.`);
  const command = parsed.data;
  // Case 13.21 (ruling SO17): the partner may be a fallen enemy its projection shows in the man's own square; any other enemy or unknown id is refused in the same words.
  const fallenPartner = command.type === 'task/exchange-weapons' && !own(command.partnerId) && (projectView(state, { kind: 'side', side }).fallen ?? []).some((f) => f.id === command.partnerId && f.withMen.includes(command.manId));
  if (!(fallenPartner ? [command.manId] : actorsOf(command)).every(own)) return refuse('A side orders only its own men.');
  const active = sequenceOf(state).active;
  if ((ACTIVE_TASKS as readonly string[]).includes(command.type) && active?.manId !== actorsOf(command)[0]) {
    return refuse('Only your man executing tasks now takes this order (Case 6.43): choose him first (Case 6.21).');
  }
  const promptId = promptOf(command);
  if (command.type === 'observe/forego' || command.type === 'opportunity/fire' || command.type === 'opportunity/hold') {
    const asked = named(state, side, order.promptId)!;
    const kind = command.type === 'observe/forego' ? 'observation' : 'opportunity';
    if (asked.prompt.kind !== kind) return refuse(`Prompt "${String(order.promptId)}" is not ${kind === 'observation' ? 'an observation prompt (Case 7.52)' : 'an opportunity-fire interrupt (Case 7.53)'}.`);
    if (command.type === 'observe/forego' && !asked.prompt.pending.some((e) => e.observerId === command.observerId)) return refuse(`That man is not asked in prompt "${String(order.promptId)}" (Case 8.92).`);
  }
  if (command.type === 'panic/choose-target' && !sidePrompts(state, side).some((p) => p.role === 'mover' && p.prompt.moverId === command.manId)) {
    return refuse('No panic-fire choice of that man waits on your side (Case 14.22).');
  }
  if (promptId !== undefined && !promptAsks(state, promptId, side)) return refuse('That prompt does not ask your side.');
  // A side names only men it knows: its own and the enemies in its projection. An unknown id and an unseen enemy's are refused in the same words.
  const others = namedMen(command);
  if (others.length > 0) {
    const known = new Set([...Object.values(state.men).filter((m) => m.side === side).map((m) => m.id), ...projectView(state, { kind: 'side', side }).enemies.map((e) => e.id)]);
    if (!others.every((id) => known.has(id))) return refuse('Your men know of no such man (Case 8.82: a side acts only on what its men have observed).');
  }
  return ok(command);
}

/** The orders that answer a prompt asking the side (authoriseOrder built them only for its own prompts). */
const ANSWERS: readonly string[] = ['observe/attempt', 'observe/forego', 'opportunity/fire', 'opportunity/hold', 'panic/choose-target'];

/**
 * Issue 13: must this side's order wait? While a prompt that does not ask the
 * side is open (an enemy asked about its mover, Case 7.52; an enemy's
 * opportunity interrupt, Case 7.53) the engine would refuse its man's tasks
 * naming the prompt, which tells the side an unseen enemy has him in view. So
 * its orders wait until that prompt is answered, but for its answers to its
 * own prompts.
 */
export function orderHeld(state: GameState, side: string, command: Command): boolean {
  if (ANSWERS.includes(command.type)) return false;
  const asks = new Set(sidePrompts(state, side).map((p) => p.prompt.id));
  return sequenceOf(state).prompts.some((p) => !asks.has(p.id));
}
