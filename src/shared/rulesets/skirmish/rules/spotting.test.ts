import { describe, expect, it } from 'vitest';
import { SPOTTING_TABLE } from '../tables/spotting';
import { spottingChance, spottingOutcome, type SpotInput } from './spotting';

const still = { pinned: false, closedDown: false, move: 'still' as const, fieldCraft: 2 };
const base = (over: Partial<SpotInput> = {}): SpotInput => ({ line: 'open', inches: 10, sightBlocked: false, night: false, target: { move: 'still', fieldCraft: 2 }, observer: still, ...over });
const face = (input: SpotInput) => {
  const c = spottingChance(input);
  return c.kind === 'roll' ? c.face : c.kind;
};

describe('spotting (seed lines 26–36)', () => {
  it('seed lines 28–31: every printed cell of the Need table, moving and firing (1st/2nd+)', () => {
    const cells = (['open', 'light', 'close', 'dense'] as const).map((l) => {
      const r = SPOTTING_TABLE[l];
      return [r.moving.still, r.moving.crawl, r.moving.advance, r.moving.run, r.firing.smallarms.first, r.firing.smallarms.later, r.firing.lmg.first, r.firing.lmg.later, r.firing.heavy.first, r.firing.heavy.later].map((c) => c.value);
    });
    expect(cells).toEqual([
      [5, 4, 1, 'auto', 4, 2, 3, 1, 2, 'auto'],
      [6, 6, 4, 2, 6, 4, 5, 3, 3, 2],
      [7, 6, 5, 3, 8, 6, 7, 5, 5, 3],
      [8, 7, 6, 4, 'no', 8, 'no', 7, 7, 5],
    ]);
    expect(SPOTTING_TABLE.close.moving.still.provenance).toEqual({ kind: 'printed', source: 'seed 003 line 30, spotting, Close, still' });
  });

  it('seed line 28: a still man in the open needs 5+; a running one is seen without a roll (auto)', () => {
    expect(face(base())).toBe(5);
    expect(spottingChance(base({ target: { move: 'run', fieldCraft: 2 } })).kind).toBe('auto');
    expect(spottingOutcome(spottingChance(base({ target: { move: 'run', fieldCraft: 2 } })), undefined)).toBe('spotted');
  });

  it('seed lines 32–33: the observer pinned −2, closed down −1, advancing −1, running −2 (the face needed rises)', () => {
    expect(face(base({ observer: { ...still, pinned: true } }))).toBe(7);
    expect(face(base({ observer: { ...still, closedDown: true } }))).toBe(6);
    expect(face(base({ observer: { ...still, move: 'advance' } }))).toBe(6);
    expect(face(base({ observer: { ...still, move: 'run' } }))).toBe(7);
    expect(face(base({ observer: { ...still, move: 'crawl' } }))).toBe(5);
  });

  it('seed line 34: + the F.C.R. difference, observer minus target (house sign)', () => {
    expect(face(base({ observer: { ...still, fieldCraft: 4 }, target: { move: 'still', fieldCraft: 1 } }))).toBe(2);
    expect(face(base({ observer: { ...still, fieldCraft: 1 }, target: { move: 'still', fieldCraft: 3 } }))).toBe(7);
    const steps = spottingChance(base({ observer: { ...still, fieldCraft: 3 } })).breakdown.steps;
    expect(steps.find((s) => s.label.startsWith('F.C.R.'))).toMatchObject({ amount: -1, provenance: { kind: 'house' } });
  });

  it('seed line 34: an A.T.G.W. backflash +1; the firing column counts when easier than moving (house)', () => {
    const atgw = { signature: 'heavy' as const, shot: 'first' as const, atgw: true };
    expect(face(base({ line: 'light', target: { move: 'still', fieldCraft: 2, firing: atgw } }))).toBe(2);
    const small = { signature: 'smallarms' as const, shot: 'later' as const, atgw: false };
    expect(face(base({ line: 'close', target: { move: 'run', fieldCraft: 2, firing: small } }))).toBe(3);
    expect(face(base({ line: 'close', target: { move: 'crawl', fieldCraft: 2, firing: small } }))).toBe(6);
  });

  it('seed line 31: Dense "no" for a first shot of small arms or an L.M.G.: the shot gives nothing away, his moving Need counts', () => {
    const lmgFirst = { signature: 'lmg' as const, shot: 'first' as const, atgw: false };
    expect(face(base({ line: 'dense', inches: 3, target: { move: 'still', fieldCraft: 2, firing: lmgFirst } }))).toBe(8);
    expect(face(base({ line: 'dense', inches: 3, target: { move: 'crawl', fieldCraft: 2, firing: lmgFirst } }))).toBe(7);
    expect(face(base({ line: 'dense', inches: 3, target: { move: 'still', fieldCraft: 2, firing: { ...lmgFirst, shot: 'later' } } }))).toBe(7);
  });

  it('seed lines 28–31, Max. range: beyond the line\'s range the target cannot be seen', () => {
    const c = spottingChance(base({ line: 'light', inches: 25 }));
    expect(c.kind).toBe('cannot');
    expect(c.kind === 'cannot' && c.why).toContain('beyond the light line\'s 24"');
    expect(spottingChance(base({ line: 'light', inches: 24 })).kind).toBe('roll');
  });

  it('seed line 36: at night all use the Dense line (6"), +1 for a firing target', () => {
    expect(spottingChance(base({ night: true, inches: 7 })).kind).toBe('cannot');
    expect(face(base({ night: true, inches: 5 }))).toBe(8);
    expect(face(base({ night: true, inches: 5, target: { move: 'still', fieldCraft: 2, firing: { signature: 'heavy', shot: 'later', atgw: false } } }))).toBe(4);
  });

  it("seed line 24, the umpire's discretion: ±n with its reason, in the breakdown", () => {
    const c = spottingChance(base({ discretion: { amount: 2, reason: 'he stood on the skyline' } }));
    expect(c.kind === 'roll' && c.face).toBe(3);
    expect(c.breakdown.steps.at(-2)).toMatchObject({ kind: 'modifier', label: "umpire's discretion +2: he stood on the skyline", amount: -2, caseRef: 'seed 003 line 24, +/- Umpires discretion' });
    expect(face(base({ discretion: { amount: -1, reason: 'rain' } }))).toBe(6);
  });

  it('seed line 4: with an umpire a natural 6 spots something, even where nothing is; a miss short of 6 spots nothing', () => {
    const nothing = spottingChance(base({ target: undefined }));
    expect(nothing.kind).toBe('cannot');
    expect(spottingOutcome(nothing, 6)).toBe('something');
    expect(spottingOutcome(nothing, 5)).toBe('nothing');
    const far = spottingChance(base({ line: 'close', target: { move: 'still', fieldCraft: 2 } })); // 7+
    expect(spottingOutcome(far, 6)).toBe('something');
    expect(spottingOutcome(spottingChance(base()), 5)).toBe('spotted');
    expect(spottingOutcome(spottingChance(base()), 4)).toBe('nothing');
    expect(spottingOutcome(spottingChance(base({ sightBlocked: true })), 6)).toBe('something');
  });
});
