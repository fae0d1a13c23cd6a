import { describe, expect, it } from 'vitest';
import type { Command } from '@shared/rulesets/commando/model/commands';
import type { UmpireView } from '@shared/rulesets/commando/view/view';
import { TOOLS } from '../tools/tools';
import { isTyping, shortcutAction, shortcutKeyFor, shortcutOfKey, TURN_SHORTCUTS } from './shortcuts';

const press = (key: string, mods: { ctrl?: boolean; shift?: boolean; alt?: boolean; typing?: boolean } = {}) => ({ key, ctrl: false, shift: false, alt: false, ...mods });

function view(commands: readonly Command[], extra: { active?: string; side?: string; prompts?: readonly { id: string; kind: string }[] } = {}): UmpireView {
  return {
    kind: 'umpire',
    sequence: extra.active ? { active: { manId: extra.active } } : {},
    whoseMove: extra.side ? { side: extra.side } : {},
    legal: { commands, prompts: extra.prompts ?? [], whoseMove: {}, eligibleMen: [] },
  } as unknown as UmpireView;
}

describe('turn-panel shortcuts: a key issues only a command the engine lists as legal (Cases 5.1, 6.1, 6.41, 6.43, 7.53, 10.73)', () => {
  it('no shortcut key clashes with a map tool key or Escape', () => {
    const toolKeys = new Set(TOOLS.map((t) => t.key.toUpperCase()));
    for (const s of TURN_SHORTCUTS) if (s.keys.length === 1) expect(toolKeys.has(s.keys)).toBe(false);
    for (const t of TOOLS) expect(shortcutOfKey(press(t.key))).toBeUndefined();
    expect(shortcutOfKey(press('Escape'))).toBeUndefined();
  });

  it('Case 5.1: N advances the Phase only when phase/advance is legal', () => {
    expect(shortcutAction(view([{ type: 'phase/advance' }]), press('n'))).toEqual({ kind: 'command', command: { type: 'phase/advance' } });
    expect(shortcutAction(view([{ type: 'phase/advance' }]), press('N', { shift: true }))).toEqual({ kind: 'command', command: { type: 'phase/advance' } });
    expect(shortcutAction(view([{ type: 'initiative/roll' }]), press('n'))).toBeUndefined();
  });

  it('Case 6.1: I rolls initiative when legal', () => {
    expect(shortcutAction(view([{ type: 'initiative/roll' }, { type: 'phase/advance' }]), press('i'))).toEqual({ kind: 'command', command: { type: 'initiative/roll' } });
  });

  it("Case 6.43: E ends the acting man's tasks, never another man's", () => {
    const cmds: Command[] = [{ type: 'task/end', manId: 'b1' }, { type: 'task/end', manId: 'a1' }];
    expect(shortcutAction(view(cmds, { active: 'a1' }), press('e'))).toEqual({ kind: 'command', command: { type: 'task/end', manId: 'a1' } });
    expect(shortcutAction(view(cmds), press('e'))).toBeUndefined();
  });

  it('Case 6.41: P passes for the side whose move it is', () => {
    const cmds: Command[] = [{ type: 'side/pass', side: 'a' }, { type: 'side/pass', side: 'b' }];
    expect(shortcutAction(view(cmds, { side: 'b' }), press('p'))).toEqual({ kind: 'command', command: { type: 'side/pass', side: 'b' } });
    expect(shortcutAction(view(cmds), press('p'))).toBeUndefined();
    expect(shortcutAction(view([{ type: 'side/pass', side: 'a' }]), press('p'))).toEqual({ kind: 'command', command: { type: 'side/pass', side: 'a' } });
  });

  it('Cases 10.73, 7.53: Y fires and H holds at the first opportunity prompt', () => {
    const cmds: Command[] = [
      { type: 'opportunity/fire', promptId: 'p2' },
      { type: 'opportunity/hold', promptId: 'p2' },
    ];
    const v = view(cmds, { prompts: [{ id: 'p2', kind: 'opportunity' }] });
    expect(shortcutAction(v, press('y'))).toEqual({ kind: 'command', command: { type: 'opportunity/fire', promptId: 'p2' } });
    expect(shortcutAction(v, press('h'))).toEqual({ kind: 'command', command: { type: 'opportunity/hold', promptId: 'p2' } });
    expect(shortcutAction(view(cmds, { prompts: [{ id: 'p1', kind: 'observation' }] }), press('y'))).toBeUndefined();
  });

  it('Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo, ? shows the help; Alt and typing in a field do nothing', () => {
    const v = view([{ type: 'phase/advance' }]);
    expect(shortcutAction(v, press('z', { ctrl: true }))).toEqual({ kind: 'undo' });
    expect(shortcutAction(v, press('Z', { ctrl: true, shift: true }))).toEqual({ kind: 'redo' });
    expect(shortcutAction(v, press('y', { ctrl: true }))).toEqual({ kind: 'redo' });
    expect(shortcutAction(v, press('?', { shift: true }))).toEqual({ kind: 'help' });
    expect(shortcutAction(v, press('n', { alt: true }))).toBeUndefined();
    expect(shortcutAction(v, press('n', { ctrl: true }))).toBeUndefined();
    expect(shortcutAction(v, press('n', { typing: true }))).toBeUndefined();
    expect(isTyping({ tagName: 'input' } as unknown as EventTarget)).toBe(true);
    expect(isTyping({ tagName: 'SELECT' } as unknown as EventTarget)).toBe(true);
    expect(isTyping({ tagName: 'DIV', isContentEditable: true } as unknown as EventTarget)).toBe(true);
    expect(isTyping({ tagName: 'BUTTON' } as unknown as EventTarget)).toBe(false);
  });

  it('a button shows its key only when the key would issue that very command', () => {
    const cmds: Command[] = [{ type: 'phase/advance' }, { type: 'side/pass', side: 'a' }, { type: 'side/pass', side: 'b' }, { type: 'task/begin', manId: 'a1' }];
    const v = view(cmds, { side: 'a' });
    expect(shortcutKeyFor(v, { type: 'phase/advance' })).toBe('N');
    expect(shortcutKeyFor(v, { type: 'side/pass', side: 'a' })).toBe('P');
    expect(shortcutKeyFor(v, { type: 'side/pass', side: 'b' })).toBeUndefined();
    expect(shortcutKeyFor(v, { type: 'task/begin', manId: 'a1' })).toBeUndefined();
  });
});
