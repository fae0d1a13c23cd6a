import { describe, expect, it } from 'vitest';
import { d6, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { SkirmishCommand } from '../model/commands';
import { skirmishRuleset } from '../index';
import { play, testGame } from '../test-support/game';
import { projectSide, projectUmpire } from '../view/project';

const RED = { kind: 'side', side: 'red' } as const;
const BLUE = { kind: 'side', side: 'blue' } as const;
const advance: SkirmishCommand = { type: 'bound/advance' };
const moveUp = (id: string, x: number) => ({ figureId: id, mode: 'advance' as const, path: [{ x, y: 32 }] });

const redOrders: SkirmishCommand = {
  type: 'orders/submit',
  side: 'red',
  orders: [
    { unitId: 'red-1', action: 'advance', figures: [moveUp('r1', 30), moveUp('r2', 32), moveUp('r3', 34), moveUp('r4', 36)] },
    { unitId: 'red-2', action: 'hold', figures: [] },
  ],
};
const blueOrders: SkirmishCommand = {
  type: 'orders/submit',
  side: 'blue',
  orders: [
    { unitId: 'blue-1', action: 'aimed-fire', figures: [], note: 'fire on anything crossing the open ground' },
    { unitId: 'blue-2', action: 'crawl', figures: [{ figureId: 'b5', mode: 'crawl', path: [{ x: 55, y: 8 }] }] },
  ],
};
const resolve = (resolution: object): SkirmishCommand => ({ type: 'umpire/resolve', resolution }) as SkirmishCommand;

describe('a whole bound with scripted dice (docs/rulings/skirmish-bound.md)', () => {
  it('two sides of eight: secret orders, reactions, spotting with one false contact, movement, fire with a jam, damage, motivation', () => {
    const dice = new ScriptedDice([...d6(4), ...d6(6), ...d6(6), ...d6(2)]);
    const start = testGame();
    // Seed line 3 (simultaneous) — orders are secret until both are in.
    const half = play(start, [redOrders], dice).state;
    expect(projectSide(half, BLUE)).toMatchObject({ orders: null, othersReady: true });
    expect(JSON.stringify(projectSide(half, BLUE))).not.toContain('red-1');
    expect(projectUmpire(half)).toMatchObject({ ordersIn: { red: true, blue: false }, orders: null });
    expect(skirmishRuleset.decide(half, advance, dice)).toMatchObject({ ok: false, error: { code: 'bound/orders-missing' } });

    const { state, events } = play(
      half,
      [
        blueOrders,
        advance, // revealed together → Reaction
        resolve({ step: 'reaction', unitId: 'red-1', passed: true, reason: 'rolled 5, Need 5+ (advance)' }),
        resolve({ step: 'reaction', unitId: 'blue-1', passed: true, reason: 'rolled 6, Need 5+ (aimed fire)' }),
        resolve({ step: 'reaction', unitId: 'blue-2', passed: false, reason: 'rolled 2, Need 4+ (crawl)' }),
        advance, // → Spotting
        { type: 'spot/check', observerId: 'r4', target: { figureId: 'b4' }, discretion: { amount: 1, reason: 'b4 is against the skyline' } },
        { type: 'spot/check', observerId: 'r5', target: { at: { x: 60, y: 15 } } },
        { type: 'spot/check', observerId: 'r6', target: { figureId: 'b6' } },
        { type: 'spot/check', observerId: 'b1', target: { figureId: 'r1' } },
        advance, // → Movement: the moves are made
        advance, // → Fire
        resolve({ step: 'fire', firerIds: ['b2', 'b3'], result: 'group fire at red-1: one hit on r2', reason: 'umpire rolled the group fire table', misfires: [{ figureId: 'b2', result: 'jams' }] }),
        advance, // → Damage
        resolve({ step: 'damage', figureId: 'r2', result: 'wounded', reason: 'D10 8 − 3 (rifle) = 5: wounded' }),
        advance, // → Close combat
        advance, // → Motivation
        resolve({ step: 'motivation', unitId: 'red-1', change: 1, reason: 'passed its reaction (+1), a casualty (−1)... +1 net by the umpire' }),
        resolve({ step: 'motivation', unitId: 'blue-2', change: -1, reason: 'failed its reaction' }),
        advance, // → bound 2
      ],
      dice,
    );
    dice.assertAllUsed();
    expect(events.map((e) => e.type)).toEqual([
      'orders/submitted', 'orders/revealed', 'bound/stepped',
      'umpire/resolved', 'umpire/resolved', 'umpire/resolved', 'bound/stepped',
      'spot/checked', 'spot/checked', 'spot/checked', 'spot/checked',
      'bound/stepped', 'bound/moved', 'bound/stepped', 'umpire/resolved', 'bound/stepped', 'umpire/resolved', 'bound/stepped', 'bound/stepped',
      'umpire/resolved', 'umpire/resolved', 'bound/started',
    ]);
    const spots = events.filter((e) => e.type === 'spot/checked');
    // Seed lines 28, 33, 34 and 24: still target in the open 5+, observer advancing −1, F.C.R. 3 − 2 = +1, umpire +1: a 4 spots.
    expect(spots[0]).toMatchObject({ outcome: 'spotted', contactId: 'red-contact-1', targetFigureId: 'b4', breakdown: { final: 4 }, dice: [{ faces: [{ die: 'd6', face: 4 }] }] });
    // Seed line 4: a 6 where nothing is — a false contact, from the same sequence.
    expect(spots[1]).toMatchObject({ outcome: 'something', contactId: 'red-contact-2', targetFigureId: null, at: { x: 60, y: 15 } });
    // Seed line 30, Close (12"): b6 in the wood 30" away cannot be seen, but the 6 still spots something: a real contact.
    expect(spots[2]).toMatchObject({ outcome: 'something', contactId: 'red-contact-3', targetFigureId: 'b6' });
    expect(spots[2]!.type === 'spot/checked' && spots[2]!.breakdown.steps[0]!.label).toContain('beyond the close line\'s 12"');
    // The brick wall hides Blue from r1's sight (skirmish-geometry.md): nothing.
    expect(spots[3]).toMatchObject({ outcome: 'nothing', targetFigureId: 'r1' });
    expect(spots[3]).not.toHaveProperty('contactId');
    expect(spots[3]!.type === 'spot/checked' && spots[3]!.breakdown.steps[0]!.label).toContain('the line of sight is blocked');

    // Movement (seed line 38: advance 10" in the open; house: a failed reaction holds).
    const moved = events.find((e) => e.type === 'bound/moved')!;
    expect(moved.type === 'bound/moved' && moved.moves.find((m) => m.figureId === 'b5')).toMatchObject({ mode: 'still', held: expect.stringContaining('failed its reaction') });
    expect(state.figures['r1']).toMatchObject({ at: { x: 30, y: 32 }, move: 'advance', posture: 'standing' });
    expect(state.figures['b5']!.at).toEqual({ x: 55, y: 10 });
    // Fire and damage as the umpire entered them (line 60: a jam; line 61: wounded).
    expect(state.figures['b2']).toMatchObject({ weapon: { jammed: true }, boundsFired: 1, lastFiredBound: 1 });
    expect(state.figures['r2']!.state).toBe('wounded');
    // Line 25: motivation moves, within −2 … +2.
    expect(state.units['red-1']!.motivation).toBe(1);
    expect(state.units['blue-2']!.motivation).toBe(-1);
    expect(state).toMatchObject({ bound: 2, step: 'orders', orders: {}, revealed: false, reactions: {} });

    // The side sees three contacts of one shape; the umpire sees which is real.
    const red = projectSide(state, RED);
    expect(red.contacts.map((c) => c.contactId)).toEqual(['red-contact-1', 'red-contact-2', 'red-contact-3']);
    for (const c of red.contacts) expect(Object.keys(c).sort()).toEqual(['at', 'bound', 'contactId', 'unitId']);
    expect(JSON.stringify(red)).not.toMatch(/"b[1-8]"/);
    expect(projectUmpire(state).contacts.map((c) => [c.contactId, c.figureId])).toEqual([
      ['red-contact-1', 'b4'],
      ['red-contact-2', null],
      ['red-contact-3', 'b6'],
    ]);
  });
});
