import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { UmpireMethod, UmpireParams } from '@shared/contract/api';
import { DiceModeSwitch, otherDiceMode, switchDiceMode, switchGuard } from './DiceModeControl';

describe('dice-mode switch on the umpire console (Case 4.0: seeded or real dice)', () => {
  it('shows the mode and offers the other one, stating that the switch is recorded in the audit', () => {
    const html = renderToStaticMarkup(<DiceModeSwitch mode="seeded" onSwitch={() => undefined} />);
    expect(html).toContain('Seeded dice');
    expect(html).toContain('data-testid="dice-mode-to-physical"');
    expect(html).toContain('Switch to physical dice');
    expect(html).toContain('Switching is recorded in the audit');
    const physical = renderToStaticMarkup(<DiceModeSwitch mode="physical" onSwitch={() => undefined} />);
    expect(physical).toContain('Switch to seeded dice');
    expect(renderToStaticMarkup(<DiceModeSwitch mode={undefined} onSwitch={() => undefined} />)).toBe('');
  });

  it('a scripted game switches to physical dice; physical back to seeded', () => {
    expect(otherDiceMode('scripted')).toBe('physical');
    expect(otherDiceMode('seeded')).toBe('physical');
    expect(otherDiceMode('physical')).toBe('seeded');
  });

  it('the switch goes through the umpire API as setDiceMode', async () => {
    const calls: [UmpireMethod, unknown][] = [];
    const client = {
      call: <M extends UmpireMethod>(method: M, params: UmpireParams<M>) => {
        calls.push([method, params]);
        return Promise.resolve({ diceMode: 'physical', changed: true }) as never;
      },
    };
    await expect(switchDiceMode(client, 'physical')).resolves.toEqual({ diceMode: 'physical', changed: true });
    expect(calls).toEqual([['setDiceMode', { mode: 'physical' }]]);
  });

  it('a mode asked for before a switch, answering after it, is not shown (it would undo the switch on screen)', () => {
    const guard = switchGuard();
    const before = guard.asking();
    expect(before()).toBe(true);
    guard.switched();
    expect(before()).toBe(false);
    const after = guard.asking();
    expect(after()).toBe(true);
  });
});
