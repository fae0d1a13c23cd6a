import { describe, expect, it } from 'vitest';
import { commandoRuleset } from '@shared/rulesets/commando';
import type { ScreenPush } from '@shared/contract/api';
import { ScriptedDice } from '@shared/kernel/dice/scripted-dice';
import { trainingGroundState } from '../app/demo-game';
import { GameHost, HostError } from './game-host';
import { INITIAL_SCREEN, screenStatusOf, screenTransition, SharedScreen, type ScreenState } from './shared-screen';
import { observe, UMPIRE, type CommandoHost } from './test-support/commando-host';

// The training ground: commandos c1–c3 (Sgt. Hale, Cpl. Moss, Pte. Rook), guards d1–d3 (Brandt, Keller, Vogt).
function newHost(): CommandoHost {
  return new GameHost(commandoRuleset, trainingGroundState(), new ScriptedDice([]), { append: () => undefined });
}

describe('shared screen: the pure transitions', () => {
  it('hand over → curtained → reveal → showing; hand over again → curtained; game switch → curtained with no side', () => {
    let s: ScreenState = INITIAL_SCREEN;
    expect(screenStatusOf(s)).toEqual({ state: 'curtained', side: null, sideName: null });
    s = screenTransition(s, { type: 'hand-over', side: 'commando', sideName: 'Commandos' });
    expect(screenStatusOf(s)).toEqual({ state: 'curtained', side: 'commando', sideName: 'Commandos' });
    s = screenTransition(s, { type: 'reveal' });
    expect(screenStatusOf(s)).toEqual({ state: 'showing', side: 'commando', sideName: 'Commandos' });
    s = screenTransition(s, { type: 'hand-over', side: 'defender', sideName: 'Guards' });
    expect(screenStatusOf(s)).toEqual({ state: 'curtained', side: 'defender', sideName: 'Guards' });
    // Handing over to the side already shown still draws the curtain: another player may sit down.
    const shown = screenTransition(s, { type: 'reveal' });
    expect(screenStatusOf(screenTransition(shown, { type: 'hand-over', side: 'defender', sideName: 'Guards' })).state).toBe('curtained');
    expect(screenTransition(shown, { type: 'game-switched' })).toEqual({ mode: 'curtained', next: null });
    expect(screenTransition(s, { type: 'game-switched' })).toEqual({ mode: 'curtained', next: null });
  });

  it('refuses to reveal before any hand-over; revealing what is shown changes nothing', () => {
    expect(() => screenTransition(INITIAL_SCREEN, { type: 'reveal' })).toThrow(HostError);
    expect(() => screenTransition(INITIAL_SCREEN, { type: 'reveal' })).toThrow(/Hand the shared screen over/);
    const shown: ScreenState = { mode: 'showing', side: 'commando', sideName: 'Commandos' };
    expect(screenTransition(shown, { type: 'reveal' })).toBe(shown);
  });
});

describe('shared screen: tied to the host', () => {
  it('sends only the curtain while curtained, even when the game changes behind it', () => {
    const host = newHost();
    const screen = new SharedScreen(host);
    const pushes: ScreenPush[] = [];
    screen.subscribe((p) => pushes.push(p));
    expect(screen.current()).toEqual({ curtain: true });

    screen.handOver('commando');
    expect(pushes).toEqual([{ curtain: true, next: 'Commandos' }]);
    host.command(UMPIRE, observe('c1', 'd3'));
    expect(pushes).toHaveLength(1);

    screen.reveal();
    const shown = pushes.at(-1)!;
    expect(shown.curtain).toBe(false);
    if (shown.curtain) throw new Error('unreachable');
    expect(shown.side).toBe('commando');
    expect(shown.view.side.id).toBe('commando');
    expect(shown.view.enemies.map((e) => e.id)).toEqual(['d3']);

    // The guards' turn: the curtain first, and the commandos' subscription ends at once.
    pushes.length = 0;
    screen.handOver('defender');
    expect(pushes).toEqual([{ curtain: true, next: 'Guards' }]);
    host.command(UMPIRE, observe('d1', 'c2'));
    expect(pushes).toHaveLength(1);
    expect(JSON.stringify(screen.current())).toBe('{"curtain":true,"next":"Guards"}');

    screen.reveal();
    const guards = pushes.at(-1)!;
    if (guards.curtain) throw new Error('expected a view');
    expect(guards.view.side.id).toBe('defender');
    expect(guards.view.enemies.map((e) => e.id)).toEqual(['c2']);
    const text = JSON.stringify(guards);
    for (const secret of ['"c1"', '"c3"', 'Sgt. Hale', 'Pte. Rook', 'Cpl. Moss', '"knowledge"']) expect(text.includes(secret), secret).toBe(false);

    // The guards never learn whom c2 sees: their projection did not change, so the screen is sent nothing (issue 13).
    pushes.length = 0;
    host.command(UMPIRE, observe('c2', 'd2'));
    expect(pushes).toHaveLength(0);
    // Later changes reach the revealed side only, as that side's projection.
    host.command(UMPIRE, observe('d2', 'c3'));
    expect(pushes).toHaveLength(1);
    const after = pushes[0]!;
    if (after.curtain) throw new Error('expected a view');
    expect(after.view.side.id).toBe('defender');
    expect(after.view.enemies.map((e) => [e.id, e.observedBy])).toEqual([['c2', ['d1']], ['c3', ['d2']]]);
    expect(JSON.stringify(after).includes('"observing"')).toBe(false);
  });

  it('a game switch curtains the screen with nobody to hand over to, and reveal is then refused', () => {
    const host = newHost();
    const screen = new SharedScreen(host);
    const pushes: ScreenPush[] = [];
    screen.subscribe((p) => pushes.push(p));
    screen.handOver('defender');
    screen.reveal();
    screen.gameSwitched();
    expect(pushes.at(-1)).toEqual({ curtain: true });
    expect(screen.status()).toEqual({ state: 'curtained', side: null, sideName: null });
    expect(() => screen.reveal()).toThrow(/Hand the shared screen over/);
    const count = pushes.length;
    host.command(UMPIRE, observe('d1', 'c2'));
    expect(pushes).toHaveLength(count);
  });

  it('refuses a side the game does not have, and changes nothing', () => {
    const screen = new SharedScreen(newHost());
    screen.handOver('commando');
    expect(() => screen.handOver('martians')).toThrow(/No side "martians"/);
    expect(screen.status()).toEqual({ state: 'curtained', side: 'commando', sideName: 'Commandos' });
  });

  it('an unsubscribed screen hears nothing more', () => {
    const screen = new SharedScreen(newHost());
    const pushes: ScreenPush[] = [];
    const stop = screen.subscribe((p) => pushes.push(p));
    stop();
    screen.handOver('commando');
    expect(pushes).toEqual([]);
  });
});
