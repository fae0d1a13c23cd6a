import { describe, expect, it } from 'vitest';
import {
  COMMANDO_TABLE_IDS,
  COMMANDO_TABLE_REGISTRY,
  DEFAULT_COMMANDO_TABLES,
  OVERRIDE_SOURCE,
  TableOverrideError,
  applyOverrides,
  listNonPrinted,
  renderNonPrintedMarkdown,
  withWoodsMultipleCase734,
} from './index';
import { cellsOf } from './table';

const allCells = () => COMMANDO_TABLE_IDS.flatMap((t) => cellsOf(t, DEFAULT_COMMANDO_TABLES[t]));

describe('seed-gaps.md: every chart value carries provenance', () => {
  it('every house and variant value has a one-line rationale; every value has a source', () => {
    const cells = allCells();
    expect(cells.length).toBeGreaterThan(100);
    for (const c of cells) {
      expect(c.cell.provenance.source.trim(), `${c.table}.${c.key}.${c.field ?? ''}`).not.toBe('');
      if (c.cell.provenance.kind !== 'printed') {
        const r = c.cell.provenance.rationale ?? '';
        expect(r.trim(), `${c.table}.${c.key}.${c.field ?? ''}`).not.toBe('');
        expect(r).not.toMatch(/\n/);
      }
    }
  });
  it('every source names a Case, a chart or the variant transcription', () => {
    for (const c of allCells()) expect(c.cell.provenance.source).toMatch(/Case \d|Chart|Table|variant/);
  });
  it('every registered table has a title naming its Case', () => {
    for (const id of COMMANDO_TABLE_IDS) expect(COMMANDO_TABLE_REGISTRY[id].title).toMatch(/Case \d/);
  });
  it('every default value satisfies its own override schema (Case-valid by construction)', () => {
    for (const c of allCells()) {
      const schema = COMMANDO_TABLE_REGISTRY[c.table as keyof typeof COMMANDO_TABLE_REGISTRY].valueSchema(c.field);
      expect(schema, `${c.table}.${c.key}.${c.field ?? ''}`).toBeDefined();
      expect(schema!.safeParse(c.cell.value).success, `${c.table}.${c.key}.${c.field ?? ''}`).toBe(true);
    }
  });
});

describe('listNonPrinted (seed-gaps.md: the generated list)', () => {
  const list = listNonPrinted(DEFAULT_COMMANDO_TABLES);
  it('lists every house and variant value and nothing printed', () => {
    const expected = allCells().filter((c) => c.cell.provenance.kind !== 'printed').length;
    expect(list).toHaveLength(expected);
    expect(list.every((v) => v.kind === 'house' || v.kind === 'variant')).toBe(true);
  });
  it('names each by path, e.g. Case 8.13 Heavy Snow / Night', () => {
    const hsNight = list.find((v) => v.path === 'observationRange.heavy-snow.night');
    expect(hsNight).toMatchObject({ value: 4, kind: 'house', table: 'observationRange' });
    expect(hsNight?.chart).toMatch(/8\.13/);
    expect(list.find((v) => v.path === 'observationChanceIndex.N')).toMatchObject({ value: 35, kind: 'house' });
    expect(list.find((v) => v.path === 'taskPointCosts.fire-pistol.cost')).toMatchObject({ value: 7, kind: 'variant' });
  });
  it('leaves out the printed Case 7.33 rough multiple', () => {
    expect(list.find((v) => v.path === 'fieldTerrain.rough.multiple')).toBeUndefined();
  });
  it('the markdown has one table row per value and escapes pipes', () => {
    const md = renderNonPrintedMarkdown(list);
    expect(md.split('\n').filter((l) => l.startsWith('| ') && l.includes('`'))).toHaveLength(list.length);
    expect(renderNonPrintedMarkdown([{ ...list[0]!, rationale: 'a | b' }])).toContain('a \\| b');
  });
});

describe('applyOverrides: a campaign types in the real chart values', () => {
  it('replaces a field value as house, sourced "campaign override", with the rationale', () => {
    const t = applyOverrides(DEFAULT_COMMANDO_TABLES, [
      { table: 'fieldTerrain', key: 'forest', field: 'multiple', value: 3, rationale: 'our printed chart says 3' },
    ]);
    expect(t.fieldTerrain.forest.multiple).toEqual({ value: 3, provenance: { kind: 'house', source: OVERRIDE_SOURCE, rationale: 'our printed chart says 3' } });
    expect(t.fieldTerrain.forest.additive).toBe(DEFAULT_COMMANDO_TABLES.fieldTerrain.forest.additive);
    expect(DEFAULT_COMMANDO_TABLES.fieldTerrain.forest.multiple.value).toBe(2);
  });
  it('replaces a single-valued row (Case 8.73 index letter N) and a 2-D cell (Case 8.13)', () => {
    const t = applyOverrides(DEFAULT_COMMANDO_TABLES, [
      { table: 'observationChanceIndex', key: 'N', value: 30, rationale: 'club ruling' },
      { table: 'observationRange', key: 'blizzard', field: 'night', value: 1, rationale: 'club ruling' },
      { table: 'taskPointCosts', key: 'aim', field: 'cost', value: 'all-remaining', rationale: 'as printed' },
      { table: 'lineTerrain', key: 'window', field: 'crossing', value: 'impassable', rationale: 'club ruling' },
    ]);
    expect(t.observationChanceIndex.N.value).toBe(30);
    expect(t.observationRange.blizzard.night.value).toBe(1);
    expect(t.taskPointCosts.aim.cost.provenance.kind).toBe('house');
    expect(t.lineTerrain.window.crossing.value).toBe('impassable');
  });
  it('an overridden printed value appears in the non-printed list', () => {
    const t = applyOverrides(DEFAULT_COMMANDO_TABLES, [{ table: 'fieldTerrain', key: 'rough', field: 'multiple', value: 3, rationale: 'r' }]);
    expect(listNonPrinted(t).find((v) => v.path === 'fieldTerrain.rough.multiple')).toMatchObject({ source: OVERRIDE_SOURCE });
  });
  it('an unknown table is an error naming it', () => {
    expect(() => applyOverrides(DEFAULT_COMMANDO_TABLES, [{ table: 'killTable', key: 'x', value: 1, rationale: 'r' }])).toThrow(/unknown table "killTable"/);
  });
  it('an unknown key is an error naming it and its table', () => {
    expect(() => applyOverrides(DEFAULT_COMMANDO_TABLES, [{ table: 'fieldTerrain', key: 'swamp', field: 'multiple', value: 2, rationale: 'r' }])).toThrow(
      /unknown key "swamp" in table "fieldTerrain"/,
    );
  });
  it('a missing or unknown field is an error listing the fields', () => {
    expect(() => applyOverrides(DEFAULT_COMMANDO_TABLES, [{ table: 'fieldTerrain', key: 'woods', value: 2, rationale: 'r' }])).toThrow(/needs a field.*multiple/);
    expect(() => applyOverrides(DEFAULT_COMMANDO_TABLES, [{ table: 'lineTerrain', key: 'door', field: 'aperture', value: false, rationale: 'r' }])).toThrow(
      /no chart value "aperture"/,
    );
    expect(() => applyOverrides(DEFAULT_COMMANDO_TABLES, [{ table: 'observationChanceIndex', key: 'A', field: 'x', value: 1, rationale: 'r' }])).toThrow(
      /single value/,
    );
  });
  it('a value of the wrong type is rejected (Case 7.33 multiple must be a number or impassable)', () => {
    expect(() => applyOverrides(DEFAULT_COMMANDO_TABLES, [{ table: 'fieldTerrain', key: 'woods', field: 'multiple', value: 'two', rationale: 'r' }])).toThrow(
      /fieldTerrain\.woods\.multiple: value "two" rejected/,
    );
    expect(() => applyOverrides(DEFAULT_COMMANDO_TABLES, [{ table: 'observationChanceIndex', key: 'A', value: 120, rationale: 'r' }])).toThrow(TableOverrideError);
  });
  it('a missing rationale or a malformed override is rejected by the schema', () => {
    expect(() => applyOverrides(DEFAULT_COMMANDO_TABLES, [{ table: 'fieldTerrain', key: 'woods', field: 'multiple', value: 2, rationale: '  ' }])).toThrow(/rationale/);
    expect(() => applyOverrides(DEFAULT_COMMANDO_TABLES, [{ table: 'fieldTerrain' }])).toThrow(/override #1/);
  });
  it('reports every problem at once', () => {
    try {
      applyOverrides(DEFAULT_COMMANDO_TABLES, [
        { table: 'nope', key: 'a', value: 1, rationale: 'r' },
        { table: 'fieldTerrain', key: 'nope', field: 'multiple', value: 1, rationale: 'r' },
      ]);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(TableOverrideError);
      expect((e as TableOverrideError).problems).toHaveLength(2);
    }
  });
});

describe('Case 7.34 woods option', () => {
  it('withWoodsMultipleCase734 sets the woods multiple to the printed Case 7.34 value 2', () => {
    const t = withWoodsMultipleCase734(DEFAULT_COMMANDO_TABLES);
    expect(t.fieldTerrain.woods.multiple).toMatchObject({ value: 2, provenance: { kind: 'printed' } });
    expect(t.fieldTerrain.woods.additive.value).toBe(3);
    expect(DEFAULT_COMMANDO_TABLES.fieldTerrain.woods.multiple.value).toBe(1);
  });
});
