import { describe, expect, it } from 'vitest';
import { d6, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { SkirmishCommand } from '../model/commands';
import type { SkirmishState } from '../model/state';
import { play, testGame, testScenario } from '../test-support/game';
import { projectSide, projectUmpire } from '../view/project';

const RED = { kind: 'side', side: 'red' } as const;
const holdAll: SkirmishCommand[] = [
  { type: 'orders/submit', side: 'red', orders: [] },
  { type: 'orders/submit', side: 'blue', orders: [] },
  { type: 'bound/advance' },
  { type: 'bound/advance' },
];
const toSpotting = (state: SkirmishState) => play(state, holdAll, new ScriptedDice([])).state;
const spot = (observerId: string, target: { figureId: string } | { at: { x: number; y: number } }): SkirmishCommand => ({ type: 'spot/check', observerId, target });

describe('contacts, real and false (seed line 4)', () => {
  it('seed line 4: a 6 on an unseen real man and a 6 on an empty place give the side the very same view', () => {
    const real = play(toSpotting(testGame()), [spot('r5', { figureId: 'b6' })], new ScriptedDice(d6(6)));
    const movedAway = testScenario();
    const emptyGame = testGame({ figures: movedAway.figures.map((f) => (f.id === 'b6' ? { ...f, at: { x: 64, y: 14 } } : f)) });
    const phantom = play(toSpotting(emptyGame), [spot('r5', { at: { x: 58, y: 10 } })], new ScriptedDice(d6(6)));
    expect(real.events[0]).toMatchObject({ outcome: 'something', targetFigureId: 'b6' });
    expect(phantom.events[0]).toMatchObject({ outcome: 'something', targetFigureId: null });
    expect(projectSide(phantom.state, RED)).toEqual(projectSide(real.state, RED));
    expect(projectSide(real.state, RED).contacts).toEqual([{ contactId: 'red-contact-1', unitId: 'red-2', at: { x: 58, y: 10 }, bound: 1 }]);
    // The umpire sees which is which.
    expect(projectUmpire(real.state).contacts[0]!.figureId).toBe('b6');
    expect(projectUmpire(phantom.state).contacts[0]!.figureId).toBeNull();
  });

  it('per-unit knowledge: the same unit spotting the same man again keeps its contact; another unit makes its own, from the same sequence', () => {
    const { state } = play(toSpotting(testGame()), [spot('r5', { figureId: 'b6' }), spot('r6', { figureId: 'b6' }), spot('r1', { figureId: 'b6' })], new ScriptedDice(d6(6, 6, 6)));
    expect(state.knowledge['red-2']!.map((c) => c.contactId)).toEqual(['red-contact-1']);
    expect(state.knowledge['red-1']!.map((c) => c.contactId)).toEqual(['red-contact-2']);
    expect(state.contactSeq['red']).toBe(2);
  });

  it('the last-known position: a contact stays where the man was seen after he moves on, until he is spotted again', () => {
    const dice = new ScriptedDice(d6(6, 6));
    const first = play(toSpotting(testGame()), [spot('r5', { figureId: 'b6' }), { type: 'bound/advance' }, { type: 'bound/advance' }, { type: 'bound/advance' }, { type: 'bound/advance' }, { type: 'bound/advance' }, { type: 'bound/advance' }], dice).state;
    const moved = play(
      first,
      [
        { type: 'orders/submit', side: 'red', orders: [] },
        { type: 'orders/submit', side: 'blue', orders: [{ unitId: 'blue-2', action: 'crawl', figures: [{ figureId: 'b6', mode: 'crawl', path: [{ x: 58, y: 12 }] }] }] },
        { type: 'bound/advance' },
        { type: 'umpire/resolve', resolution: { step: 'reaction', unitId: 'blue-2', passed: true, reason: 'rolled 4, Need 4+' } },
        { type: 'bound/advance' },
        { type: 'bound/advance' },
      ],
      dice,
    ).state;
    expect(moved.figures['b6']!.at).toEqual({ x: 58, y: 12 });
    expect(projectSide(moved, RED).contacts).toEqual([{ contactId: 'red-contact-1', unitId: 'red-2', at: { x: 58, y: 10 }, bound: 1 }]);
    const again = play(moved, [{ type: 'bound/advance' }, { type: 'bound/advance' }, { type: 'bound/advance' }, { type: 'bound/advance' }, { type: 'bound/advance' }, ...holdAll, spot('r5', { figureId: 'b6' })], dice).state;
    expect(projectSide(again, RED).contacts).toEqual([{ contactId: 'red-contact-1', unitId: 'red-2', at: { x: 58, y: 12 }, bound: 3 }]);
  });

  it('an empty-place check is refused where an enemy man stands: the umpire checks the man', () => {
    const r = play(toSpotting(testGame()), [], new ScriptedDice([])).state;
    expect(() => play(r, [spot('r5', { at: { x: 58.5, y: 10 } })], new ScriptedDice(d6(6)))).toThrow(/spot\/not-empty.*"b6"/);
  });
});

describe('spotting conditions (seed line 36)', () => {
  const r4SeesB4 = (state: SkirmishState, face: number) => play(state, [spot('r4', { figureId: 'b4' })], new ScriptedDice(d6(face))).events[0]!;

  it('seed lines 28 and 34: r4 still, b4 still in the open 22" away: 5+, F.C.R. 3 − 2 makes it 4', () => {
    expect(r4SeesB4(toSpotting(testGame()), 4)).toMatchObject({ outcome: 'spotted', breakdown: { final: 4 } });
  });

  it('seed line 36: fully developed smoke between moves b4 down two lines (Close, 12"): out of range', () => {
    const smoky = play(testGame(), [{ type: 'umpire/set-conditions', night: false, smoke: [{ id: 'smoke-1', centre: { x: 45.5, y: 21 }, radius: 2, developed: 'full' }], reason: 'smoke grenade' }], new ScriptedDice([])).state;
    const e = r4SeesB4(toSpotting(smoky), 5);
    expect(e).toMatchObject({ outcome: 'nothing' });
    expect(e.type === 'spot/checked' && e.breakdown.steps[0]!.label).toContain("beyond the close line's 12\"");
  });

  it('seed line 36: at night all use the Dense line (6"): b4 at 22" cannot be seen', () => {
    const night = testGame({ night: true });
    const e = r4SeesB4(toSpotting(night), 5);
    expect(e).toMatchObject({ outcome: 'nothing' });
    expect(e.type === 'spot/checked' && e.breakdown.steps[0]!.label).toContain("beyond the dense line's 6\"");
  });
});
