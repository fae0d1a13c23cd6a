import { describe, expect, it } from 'vitest';
import { d10, d12, d6, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { SkirmishCommand } from '../model/commands';
import type { SkirmishEvent } from '../model/events';
import { skirmishRuleset } from '../index';
import { play, TEST_TABLE, testGame, testScenario } from '../test-support/game';
import { projectSide, projectUmpire } from '../view/project';

const RED = { kind: 'side', side: 'red' } as const;
const BLUE = { kind: 'side', side: 'blue' } as const;
const advance: SkirmishCommand = { type: 'bound/advance' };
const moveUp = (id: string, x: number) => ({ figureId: id, mode: 'advance' as const, path: [{ x, y: 32 }] });

/** The test table with its brick wall 1 m high: a standing man 2" behind it shows above it, and the wall protects him (seed line 65). */
const LOW_WALL = { ...TEST_TABLE, linear: TEST_TABLE.linear.map((l) => ({ ...l, height: 1 })) };

const redOrders: SkirmishCommand = {
  type: 'orders/submit',
  side: 'red',
  orders: [
    { unitId: 'red-1', action: 'advance', figures: [moveUp('r1', 30), moveUp('r2', 32), moveUp('r3', 34), moveUp('r4', 36)] },
    { unitId: 'red-2', action: 'aimed-fire', figures: [], note: 'fire on the men behind the wall' },
  ],
};
const blueOrders: SkirmishCommand = {
  type: 'orders/submit',
  side: 'blue',
  orders: [
    { unitId: 'blue-1', action: 'unaimed-fire', figures: [], note: 'fire on anything crossing the open ground' },
    { unitId: 'blue-2', action: 'crawl', figures: [{ figureId: 'b5', mode: 'crawl', path: [{ x: 55, y: 8 }] }] },
  ],
};

const of = <T extends SkirmishEvent['type']>(events: readonly SkirmishEvent[], type: T) => events.filter((e): e is Extract<SkirmishEvent, { type: T }> => e.type === type);
const labels = (b: { readonly steps: readonly { readonly label: string; readonly caseRef: string }[] }) => b.steps.map((s) => `${s.label} [${s.caseRef}]`);

describe('a whole bound with scripted dice, decided by the calculators (docs/rulings/skirmish-bound.md)', () => {
  it('two sides of eight: secret orders, reactions (one failing), spotting with one false contact, fire with a misfire, damage through a brick wall, motivation', () => {
    const dice = new ScriptedDice([
      // Reaction, seed line 24 (one D6, ruling SK1): red-1 advance 3, red-2 aimed fire 4, blue-1 unaimed fire 1, blue-2 crawl 1.
      ...d6(3, 4, 1, 1),
      // Spotting, seed lines 26–36: four checks.
      ...d6(4, 6, 6, 2),
      // Fire: r5's aimed shot D12 10; b2's burst D6 3 (a misfire check, ruling SK7) and its misfire D10 10; b1 and b4's burst D6 6.
      ...d12(10), ...d6(3), ...d10(10), ...d6(6),
      // Damage: the hit on b3, D10 7.
      ...d10(7),
    ]);
    // b3 stands 1" behind the wall (within COVER_REACH, skirmish-geometry.md): it protects him.
    const start = testGame({ table: LOW_WALL, figures: testScenario().figures!.map((f) => (f.id === 'b3' ? { ...f, at: { x: 36, y: 21 } } : f)) });
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
        { type: 'reaction/roll', unitId: 'red-1', support: [] },
        { type: 'reaction/roll', unitId: 'red-2', support: [] },
        { type: 'reaction/roll', unitId: 'blue-1', support: [] },
        { type: 'reaction/roll', unitId: 'blue-2', support: [] },
        advance, // → Spotting
        { type: 'spot/check', observerId: 'r4', target: { figureId: 'b4' }, discretion: { amount: 1, reason: 'b4 is against the skyline' } },
        { type: 'spot/check', observerId: 'r5', target: { at: { x: 60, y: 15 } } },
        { type: 'spot/check', observerId: 'r6', target: { figureId: 'b6' } },
        { type: 'spot/check', observerId: 'b1', target: { figureId: 'r1' } },
        advance, // → Movement: the moves are made
        advance, // → Fire
        { type: 'fire/aimed', firerId: 'r5', targetId: 'b3', table: 'line-568', row: 'A' },
        { type: 'fire/group', firerIds: ['b2'], targetIds: ['r1', 'r2'] },
        { type: 'fire/group', firerIds: ['b1', 'b4'], targetIds: ['r1', 'r2', 'r3', 'r4'] },
        advance, // → Damage
        { type: 'damage/roll', hitId: 'hit-1' },
        advance, // → Close combat
        advance, // → Motivation
        advance, // → motivation applied, bound 2
      ],
      dice,
    );
    dice.assertAllUsed();
    expect(events.map((e) => e.type)).toEqual([
      'orders/submitted', 'orders/revealed', 'bound/stepped',
      'reaction/rolled', 'reaction/rolled', 'reaction/rolled', 'reaction/rolled', 'bound/stepped',
      'spot/checked', 'spot/checked', 'spot/checked', 'spot/checked',
      'bound/stepped', 'bound/moved', 'bound/stepped',
      'fire/resolved', 'fire/resolved', 'fire/resolved', 'bound/stepped',
      'damage/rolled', 'bound/stepped', 'bound/stepped',
      'motivation/changed', 'motivation/changed', 'motivation/changed', 'motivation/changed', 'bound/started',
    ]);

    // Reaction (seed line 24; SK1 one D6 + motivation 0 + the leader's L.P. 2): 3+2 = 5 passes Advance 5+; 4+2 passes Aimed fire 5+; 1+2 passes Unaimed fire 3+; 1+2 fails Crawl 4+.
    const reactions = of(events, 'reaction/rolled');
    expect(reactions.map((r) => [r.unitId, r.action, r.total, r.need, r.passed, r.does])).toEqual([
      ['red-1', 'advance', 5, 5, true, 'advance'],
      ['red-2', 'aimed-fire', 6, 5, true, 'aimed-fire'],
      ['blue-1', 'unaimed-fire', 3, 3, true, 'unaimed-fire'],
      ['blue-2', 'crawl', 3, 4, false, 'hold'],
    ]);
    expect(labels(reactions[0]!.breakdown)).toEqual([expect.stringContaining('D6 rolled 3'), expect.stringContaining("leader's L.P. 2 [seed 003 line 24"), expect.stringContaining('passed: 5 against 5+ [seed 003 line 24')]);
    expect(reactions[3]!.dice).toEqual([expect.objectContaining({ faces: [{ die: 'd6', face: 1 }] })]);

    const spots = of(events, 'spot/checked');
    // Seed lines 28, 33, 34 and 24: still target in the open 5+, observer advancing −1, F.C.R. 3 − 2 = +1, umpire +1: a 4 spots.
    expect(spots[0]).toMatchObject({ outcome: 'spotted', contactId: 'red-contact-1', targetFigureId: 'b4', breakdown: { final: 4 }, dice: [{ faces: [{ die: 'd6', face: 4 }] }] });
    // Seed line 4: a 6 where nothing is — a false contact, from the same sequence.
    expect(spots[1]).toMatchObject({ outcome: 'something', contactId: 'red-contact-2', targetFigureId: null, at: { x: 60, y: 15 } });
    // Seed line 30, Close (12"): b6 in the wood 30" away cannot be seen, but the 6 still spots something: a real contact.
    expect(spots[2]).toMatchObject({ outcome: 'something', contactId: 'red-contact-3', targetFigureId: 'b6' });
    expect(spots[2]!.breakdown.steps[0]!.label).toContain('beyond the close line\'s 12"');
    // Over the low wall b1 sees r1 advancing in the open (line 28: advance 1+, F.C.R. 2 − 3 = −1): a 2 spots.
    expect(spots[3]).toMatchObject({ outcome: 'spotted', targetFigureId: 'r1', contactId: 'blue-contact-1' });

    // Movement (seed line 38: advance 10" in the open; ruling SK2: a failed reaction holds).
    const moved = of(events, 'bound/moved')[0]!;
    expect(moved.moves.find((m) => m.figureId === 'b5')).toMatchObject({ mode: 'still', held: expect.stringContaining('failed its reaction') });
    expect(state.figures['b5']!.at).toEqual({ x: 55, y: 10 });

    const [aimed, burst, pinning] = of(events, 'fire/resolved');
    // Seed lines 568 (rifles (A), 25" band 9+), 54 (walls −2), 57 (+ Ability 2): D12 10 − 2 + 2 = 10 hits; the hit waits for its wound roll.
    expect(aimed).toMatchObject({ kind: 'aimed', firerIds: ['r5'], targetIds: ['b3'], misfires: [], breakdown: { final: 10 } });
    expect(labels(aimed!.breakdown)).toEqual(expect.arrayContaining([expect.stringContaining('target heavy-cover [seed 003 line 54'), expect.stringContaining('Ability 2 [seed 003 line 57'), expect.stringContaining('hit: 10 against 9+ [seed 003 line 568')]));
    expect(aimed!.hits).toEqual([{ hitId: 'hit-1', figureId: 'b3', firerId: 'r5', strength: { value: 0, source: expect.stringContaining('line 568') }, cover: [{ material: 'brick', thickness: 1 }], conditions: ['aimed-single-shot'] }]);
    // Seed line 66: b2's small L.M.G. alone (−1, fewer than 4 smallarms, line 89) rolls 3 → row 2: no effect; the 3 calls for a misfire (SK7), D10 10 on the Box M.G. row: Jams (line 60).
    expect(burst).toMatchObject({ kind: 'group', pinned: [], hits: [], misfires: [{ figureId: 'b2', face: 10, result: 'jams' }], breakdown: { final: 2 } });
    // b1 and b4's rifles roll 6 − 1 = row 5 of Open/Light (line 73): P — red-1 is pinned, no wound rolls.
    expect(pinning).toMatchObject({ kind: 'group', pinned: ['r1', 'r2', 'r3', 'r4'], hits: [], misfires: [], breakdown: { final: 5 } });
    expect(state.figures['b2']!.weapon).toMatchObject({ jammed: true, jammedBound: 1 });
    expect(['r1', 'r2', 'r3', 'r4'].map((id) => state.figures[id]!.state)).toEqual(['pinned', 'pinned', 'pinned', 'pinned']);

    // Damage (seed lines 60–65, SK9): D10 7 + Str 0 − 3 (one brick, line 65) + 2 (aimed single shot, line 61) = 6: wounded.
    const [wound] = of(events, 'damage/rolled');
    expect(wound).toMatchObject({ hitId: 'hit-1', figureId: 'b3', result: 'wounded', state: 'wounded', breakdown: { final: 6 } });
    expect(labels(wound!.breakdown)).toEqual(expect.arrayContaining([expect.stringContaining('through brick (1 brick) [seed 003 line 65'), expect.stringContaining('aimed-single-shot [seed 003 line 61')]));
    expect(state.figures['b3']!.state).toBe('wounded');

    // Motivation (seed line 25, SK4): red-1 passed +1, pinned down −1 → 0; red-2 passed +1 → 1; blue-1 passed +1, a casualty −1 → 0; blue-2 failed −1 → −1.
    expect(of(events, 'motivation/changed').map((m) => [m.unitId, m.from, m.to])).toEqual([
      ['red-1', 0, 0],
      ['red-2', 0, 1],
      ['blue-1', 0, 0],
      ['blue-2', 0, -1],
    ]);
    expect(Object.values(state.units).map((u) => [u.id, u.motivation])).toEqual([['red-1', 0], ['red-2', 1], ['blue-1', 0], ['blue-2', -1]]);
    expect(state).toMatchObject({ bound: 2, step: 'orders', orders: {}, revealed: false, reactions: {}, hits: [], struck: [], casualties: [] });

    // The side sees its contacts of one shape; the umpire sees which is real.
    const red = projectSide(state, RED);
    expect(red.contacts.map((c) => c.contactId)).toEqual(['red-contact-1', 'red-contact-2', 'red-contact-3']);
    for (const c of red.contacts) expect(Object.keys(c).sort()).toEqual(['at', 'bound', 'contactId', 'unitId']);
    expect(JSON.stringify(red)).not.toMatch(/"b[1-8]"/);
    expect(projectUmpire(state).contacts.map((c) => [c.contactId, c.figureId])).toEqual([
      ['red-contact-1', 'b4'],
      ['red-contact-2', null],
      ['red-contact-3', 'b6'],
      ['blue-contact-1', 'r1'],
    ]);
  });
});
