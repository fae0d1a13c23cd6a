import type { Command } from '@shared/rulesets/commando/model/commands';
import type { UmpireView } from '@shared/rulesets/commando/view/view';

/**
 * Keyboard shortcuts for the turn panel. Each key stands for one kind of
 * action; a key issues a command only when the engine lists that command as
 * legal now (view.legal), so a shortcut can never do what its button could
 * not. The map tools keep their own letters (S, D, M, F, G, L, R, Esc:
 * tools.ts); none of these clash with them.
 */
export type TurnShortcutId = 'advance' | 'end-tasks' | 'pass' | 'initiative' | 'fire' | 'hold' | 'undo' | 'redo' | 'help';

export interface TurnShortcut {
  readonly id: TurnShortcutId;
  /** As shown on buttons and in the help: "N", "Ctrl+Z". */
  readonly keys: string;
  readonly label: string;
  readonly caseRef?: string;
}

export const TURN_SHORTCUTS: readonly TurnShortcut[] = [
  { id: 'advance', keys: 'N', label: 'Advance to the next Phase', caseRef: 'Case 5.1' },
  { id: 'end-tasks', keys: 'E', label: "End the acting man's tasks", caseRef: 'Case 6.43' },
  { id: 'pass', keys: 'P', label: 'Pass for the side to move', caseRef: 'Case 6.41' },
  { id: 'initiative', keys: 'I', label: 'Roll initiative', caseRef: 'Case 6.1' },
  { id: 'fire', keys: 'Y', label: 'Opportunity prompt: fire now', caseRef: 'Case 10.73' },
  { id: 'hold', keys: 'H', label: 'Opportunity prompt: hold fire', caseRef: 'Case 7.53' },
  { id: 'undo', keys: 'Ctrl+Z', label: 'Undo the last command (kept in the audit as a branch)' },
  { id: 'redo', keys: 'Ctrl+Shift+Z', label: 'Redo what was undone' },
  { id: 'help', keys: '?', label: 'Show or hide these shortcuts' },
];

export interface KeyPress {
  readonly key: string;
  readonly ctrl: boolean;
  readonly shift: boolean;
  readonly alt: boolean;
}

export type ShortcutAction = { readonly kind: 'command'; readonly command: Command } | { readonly kind: 'undo' } | { readonly kind: 'redo' } | { readonly kind: 'help' };

/** Which shortcut a key press is, whether or not it can act now. */
export function shortcutOfKey(k: KeyPress): TurnShortcutId | undefined {
  if (k.alt) return undefined;
  const key = k.key.toLowerCase();
  if (k.ctrl) {
    if (key === 'z') return k.shift ? 'redo' : 'undo';
    if (key === 'y') return 'redo';
    return undefined;
  }
  if (k.key === '?') return 'help';
  const plain: Readonly<Record<string, TurnShortcutId>> = { n: 'advance', e: 'end-tasks', p: 'pass', i: 'initiative', y: 'fire', h: 'hold' };
  return plain[key];
}

/** The legal command a shortcut stands for now, if any. */
export function shortcutCommand(view: UmpireView, id: TurnShortcutId): Command | undefined {
  const legal = view.legal?.commands ?? [];
  switch (id) {
    case 'advance':
      return legal.find((c) => c.type === 'phase/advance');
    case 'initiative':
      return legal.find((c) => c.type === 'initiative/roll');
    case 'end-tasks': {
      const active = view.sequence?.active?.manId;
      return legal.find((c) => c.type === 'task/end' && c.manId === active);
    }
    case 'pass': {
      const passes = legal.filter((c) => c.type === 'side/pass');
      const side = view.whoseMove?.side ?? view.legal?.whoseMove.side;
      // Only the side whose move it is; when the sequence names none, only an unambiguous pass.
      return passes.find((c) => c.type === 'side/pass' && c.side === side) ?? (side === undefined && passes.length === 1 ? passes[0] : undefined);
    }
    case 'fire':
    case 'hold': {
      const type = id === 'fire' ? 'opportunity/fire' : 'opportunity/hold';
      // The first opportunity prompt is the one the interrupted man waits on (Case 10.73).
      const prompt = view.legal?.prompts.find((p) => p.kind === 'opportunity');
      return legal.find((c) => c.type === type && prompt !== undefined && c.promptId === prompt.id);
    }
    default:
      return undefined;
  }
}

/** What a key press does now: a legal command, undo, redo or the help; nothing when typing or when nothing fits. */
export function shortcutAction(view: UmpireView, k: KeyPress & { readonly typing?: boolean }): ShortcutAction | undefined {
  if (k.typing) return undefined;
  const id = shortcutOfKey(k);
  if (!id) return undefined;
  if (id === 'undo' || id === 'redo' || id === 'help') return { kind: id };
  const command = shortcutCommand(view, id);
  return command ? { kind: 'command', command } : undefined;
}

/** The key to show on a command's button: only when that very command is what the key would issue now. */
export function shortcutKeyFor(view: UmpireView, c: Command): string | undefined {
  const same = JSON.stringify(c);
  for (const s of TURN_SHORTCUTS) {
    const issued = shortcutCommand(view, s.id);
    if (issued && (issued === c || JSON.stringify(issued) === same)) return s.keys;
  }
  return undefined;
}

/** A key event's target is a field the umpire types into: shortcuts stay quiet there. */
export function isTyping(target: EventTarget | null): boolean {
  if (!target || typeof target !== 'object') return false;
  const el = target as { tagName?: unknown; isContentEditable?: unknown };
  const tag = typeof el.tagName === 'string' ? el.tagName.toUpperCase() : '';
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || el.isContentEditable === true;
}
