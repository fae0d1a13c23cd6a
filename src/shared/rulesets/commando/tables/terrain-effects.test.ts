import { describe, expect, it } from 'vitest';
import { FIELD_TERRAIN, LINE_TERRAIN } from '../../../map/map-model';
import type { Sourced } from '../../../kernel/provenance';
import { TASK_POINT_COSTS } from './task-point-costs';
import type { FieldTerrainEffect } from './terrain-effects';
import { ELEVATION_CHANGE, FIELD_TERRAIN_EFFECTS, LINE_TERRAIN_EFFECTS, WOODS_MULTIPLE_CASE_7_34 } from './terrain-effects';

const ORTHO = TASK_POINT_COSTS['move-orthogonal'].cost.value as number;
const DIAG = TASK_POINT_COSTS['move-diagonal'].cost.value as number;

/** Cases 7.33–7.34: base × multiple + additive. */
function enterCost(base: number, row: Pick<FieldTerrainEffect, 'multiple' | 'additive'>): number {
  const m = row.multiple.value;
  if (m === 'impassable') throw new Error('impassable');
  return base * m + row.additive.value;
}

const values = (s: Sourced<unknown>): unknown => s.value;

describe('Case 7.39 Terrain Effects Chart: printed field rows', () => {
  it('Clear: not blocking, multiple 1, additive 0, no fire modification', () => {
    const r = FIELD_TERRAIN_EFFECTS.clear;
    expect([r.blocking, r.multiple, r.additive, r.fireModifier].map(values)).toEqual(['no', 1, 0, 0]);
    expect([r.blocking, r.multiple, r.additive, r.fireModifier].every((s) => s.provenance.kind === 'printed')).toBe(true);
  });
  it('Rough and Crater share one printed row: no, ×2, +0, −10%', () => {
    for (const t of ['rough', 'crater'] as const) {
      const r = FIELD_TERRAIN_EFFECTS[t];
      expect([r.blocking, r.multiple, r.additive, r.fireModifier].map(values)).toEqual(['no', 2, 0, -10]);
      expect(r.multiple.provenance.kind).toBe('printed');
    }
  });
  it('Trench: no, ×1, +2, −9%', () => {
    const r = FIELD_TERRAIN_EFFECTS.trench;
    expect([r.blocking, r.multiple, r.additive, r.fireModifier].map(values)).toEqual(['no', 1, 2, -9]);
  });
  it('Woods: blocks only by its tree symbols (note 1, Case 8.6), ×1, +3, −8%', () => {
    const r = FIELD_TERRAIN_EFFECTS.woods;
    expect([r.blocking, r.multiple, r.additive, r.fireModifier].map(values)).toEqual(['tree-symbols', 1, 3, -8]);
    expect(r.blocking.provenance.source).toMatch(/8\.6/);
  });
});

describe('Case 7.33: rough terrain multiple', () => {
  it('orthogonal into rough costs 5 × 2 = 10, diagonal 7 × 2 = 14', () => {
    expect(enterCost(ORTHO, FIELD_TERRAIN_EFFECTS.rough)).toBe(10);
    expect(enterCost(DIAG, FIELD_TERRAIN_EFFECTS.rough)).toBe(14);
  });
});

describe('Case 7.34 vs Case 7.39: woods, both readings', () => {
  it('the chart (default): multiple 1, additive 3 → orthogonal 8, diagonal 10', () => {
    expect(enterCost(ORTHO, FIELD_TERRAIN_EFFECTS.woods)).toBe(8);
    expect(enterCost(DIAG, FIELD_TERRAIN_EFFECTS.woods)).toBe(10);
  });
  it('the Case 7.34 example (campaign option): multiple 2, additive 3 → orthogonal 13, diagonal 17', () => {
    const case734 = { ...FIELD_TERRAIN_EFFECTS.woods, multiple: WOODS_MULTIPLE_CASE_7_34 };
    expect(WOODS_MULTIPLE_CASE_7_34.value).toBe(2);
    expect(WOODS_MULTIPLE_CASE_7_34.provenance).toMatchObject({ kind: 'printed' });
    expect(WOODS_MULTIPLE_CASE_7_34.provenance.source).toMatch(/7\.34/);
    expect(enterCost(ORTHO, case734)).toBe(13);
    expect(enterCost(DIAG, case734)).toBe(17);
  });
});

describe('Case 7.35: line terrain', () => {
  it('a wall is impassable (printed)', () => {
    expect(LINE_TERRAIN_EFFECTS.wall.crossing).toMatchObject({ value: 'impassable', provenance: { kind: 'printed' } });
  });
  it('a door costs an additional five Task Points (printed)', () => {
    expect(LINE_TERRAIN_EFFECTS.door.crossing).toMatchObject({ value: 5, provenance: { kind: 'printed' } });
  });
  it('Case 20.11 / 20.21: straight and concertina wire are impassable until clipped or bridged', () => {
    expect(LINE_TERRAIN_EFFECTS['barbed-wire'].crossing.value).toBe('impassable');
    expect(LINE_TERRAIN_EFFECTS['concertina-wire'].crossing.value).toBe('impassable');
    expect(LINE_TERRAIN_EFFECTS['electrified-wire'].crossing.value).toBe('impassable');
  });
});

describe('Case 7.36: door, window and slit are apertures', () => {
  it('exactly door, window and slit are crossed only from the adjacent square', () => {
    const apertures = LINE_TERRAIN.filter((t) => LINE_TERRAIN_EFFECTS[t].aperture);
    expect(apertures.sort()).toEqual(['door', 'slit', 'window']);
  });
  it('every aperture is passable and does not block LOS (Cases 8.42–8.44)', () => {
    for (const t of ['door', 'window', 'slit'] as const) {
      expect(LINE_TERRAIN_EFFECTS[t].crossing.value).not.toBe('impassable');
      expect(LINE_TERRAIN_EFFECTS[t].blocking.value).toBe(false);
    }
  });
  it('a window costs no less to cross than a door (house, consistent with Case 7.35)', () => {
    expect(LINE_TERRAIN_EFFECTS.window.crossing.value).toBeGreaterThanOrEqual(5);
  });
});

describe('Case 7.39 elevation change (September 1979 Addenda)', () => {
  it('moving from level 0 to −1 costs +4, printed from the Addenda correction', () => {
    expect(ELEVATION_CHANGE.intoNegative.value).toBe(4);
    expect(ELEVATION_CHANGE.intoNegative.provenance.kind).toBe('printed');
    expect(ELEVATION_CHANGE.intoNegative.provenance.source).toMatch(/Addenda/);
  });
  it('Case 35.31: climbing and descending between levels 0 and 1 cost the same +4 (house)', () => {
    expect(ELEVATION_CHANGE.up).toMatchObject({ value: 4, provenance: { kind: 'house' } });
    expect(ELEVATION_CHANGE.down).toMatchObject({ value: 4, provenance: { kind: 'house' } });
  });
});

describe('Case 7.31: every field and line terrain type has a chart row', () => {
  it('each FieldTerrain has an entry with all four columns', () => {
    expect(Object.keys(FIELD_TERRAIN_EFFECTS).sort()).toEqual([...FIELD_TERRAIN].sort());
    for (const t of FIELD_TERRAIN) {
      const r = FIELD_TERRAIN_EFFECTS[t];
      for (const s of [r.blocking, r.multiple, r.additive, r.fireModifier]) expect(s.provenance.source).not.toBe('');
    }
  });
  it('each LineTerrain has an entry', () => {
    expect(Object.keys(LINE_TERRAIN_EFFECTS).sort()).toEqual([...LINE_TERRAIN].sort());
  });
  it('only the seed rows (Clear, Rough/Crater, Trench, Woods) are printed field rows; the rest are house', () => {
    const printedRows = FIELD_TERRAIN.filter((t) => FIELD_TERRAIN_EFFECTS[t].multiple.provenance.kind === 'printed');
    expect(printedRows.sort()).toEqual(['clear', 'crater', 'rough', 'trench', 'woods']);
  });
});

describe('seed-gaps.md: house terrain values stay consistent with the printed rows', () => {
  const passable = FIELD_TERRAIN.filter((t) => FIELD_TERRAIN_EFFECTS[t].multiple.value !== 'impassable');
  it('no passable field terrain is cheaper than Clear', () => {
    for (const t of passable) expect(enterCost(ORTHO, FIELD_TERRAIN_EFFECTS[t])).toBeGreaterThanOrEqual(ORTHO);
  });
  it('no field terrain makes a man easier to hit than Clear', () => {
    for (const t of FIELD_TERRAIN) expect(FIELD_TERRAIN_EFFECTS[t].fireModifier.value).toBeLessThanOrEqual(0);
  });
  it('Forest (Cases 23.13, 29.11: closed to jeeps and tanks) costs more than Woods', () => {
    expect(enterCost(ORTHO, FIELD_TERRAIN_EFFECTS.forest)).toBeGreaterThan(enterCost(ORTHO, FIELD_TERRAIN_EFFECTS.woods));
  });
});
