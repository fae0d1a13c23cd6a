import { describe, expect, it } from 'vitest';
import { COVER_LINE, SMOKE_SHIFT, SPOTTING_RANGE, lineDown } from './cover';
import { INFANTRY_MOVE, LOAD_PENALTY, PRONE_TO_ERECT } from './movement';
import { PENETRATION, penetration } from './penetration';

describe('infantry movement (seed lines 37–48)', () => {
  it('lines 38–40: track/open 4 10 18, light/paddy 2 8 12, close/dense 2 6 10', () => {
    const rows = (['open', 'light', 'close'] as const).map((c) => [INFANTRY_MOVE[c].crawl.value, INFANTRY_MOVE[c].advance.value, INFANTRY_MOVE[c].run.value]);
    expect(rows).toEqual([[4, 10, 18], [2, 8, 12], [2, 6, 10]]);
    expect(INFANTRY_MOVE.light.run.provenance).toEqual({ kind: 'printed', source: 'seed 003 line 39, infantry movement, light/paddy, run' });
  });
  it('lines 43–48: -1" prone to erect; loads -1/2", -1", -2"', () => {
    expect(PRONE_TO_ERECT.value).toBe(1);
    expect([LOAD_PENALTY['flak-jacket'].value, LOAD_PENALTY.rr.value, LOAD_PENALTY.hmg.value]).toEqual([0.5, 1, 2]);
    for (const p of Object.values(LOAD_PENALTY)) expect(p.provenance.kind).toBe('printed');
  });
});

describe('spotting range by cover (seed lines 28–31) and smoke (line 36)', () => {
  it('Open 60", Light 24", Close 12", Dense 6"', () => {
    expect([SPOTTING_RANGE.open.value, SPOTTING_RANGE.light.value, SPOTTING_RANGE.close.value, SPOTTING_RANGE.dense.value]).toEqual([60, 24, 12, 6]);
  });
  it('smoke moves a target down one line (partial) or two (full), stopping at Dense', () => {
    expect([SMOKE_SHIFT.partial.value, SMOKE_SHIFT.full.value]).toEqual([1, 2]);
    expect(lineDown('open', 2)).toBe('close');
    expect(lineDown('close', 2)).toBe('dense');
  });
  it('water and impassable are house readings', () => {
    expect(COVER_LINE.water.provenance.kind).toBe('house');
    expect(COVER_LINE.dense.provenance.kind).toBe('printed');
  });
});

describe('penetration of rounds (seed line 65)', () => {
  it('per unit: fence -2, log -5, brick -3, concrete -6, sandbag -4, reinforced -10, earth -4', () => {
    const per = Object.fromEntries(Object.entries(PENETRATION).map(([k, v]) => [k, v.value.perUnit]));
    expect(per).toEqual({ 'wood-fence': -2, log: -5, brick: -3, concrete: -6, sandbag: -4, 'reinforced-concrete': -10, earth: -4 });
  });
  it('times whole units: a wall two bricks thick -6 (printed), 1½ bricks -3 (house), a fence -2 whatever its thickness', () => {
    expect(penetration('brick', 2)).toMatchObject({ value: -6, provenance: { kind: 'printed' } });
    expect(penetration('brick', 1.5)).toMatchObject({ value: -3, provenance: { kind: 'house' } });
    expect(penetration('wood-fence', 3).value).toBe(-2);
    expect(penetration('earth', 0).value).toBe(0);
  });
});
