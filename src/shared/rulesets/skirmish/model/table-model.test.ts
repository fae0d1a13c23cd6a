import { describe, expect, it } from 'vitest';
import { lineOfSight } from '../rules/line-of-sight';
import { buildTableIndex } from '../rules/table-index';
import { rect } from '../test-support/tables';
import { formatTableError, parseTable, tableToFile, type TableFile } from './table-model';

const bundled = import.meta.glob<unknown>('../../../../../assets/tables/*.json', { eager: true, import: 'default' });

const base = (): TableFile => ({ version: 1, kind: 'skirmish-table', id: 't', name: 'Test', provenance: { kind: 'custom', note: '' } });
const errorsOf = (json: unknown) => {
  const r = parseTable(json);
  return r.ok ? [] : r.errors.map(formatTableError);
};

describe('skirmish table files', () => {
  it('a minimal file is a 72" x 48" table', () => {
    const r = parseTable(base());
    expect(r.ok && [r.table.width, r.table.height]).toEqual([72, 48]);
  });

  it('two bundled tables, drawn for Sightline, load and validate; saving and reading gives the same table', () => {
    const names = Object.keys(bundled).sort();
    expect(names.map((n) => n.split('/').pop())).toEqual(['paddy-and-treeline.json', 'village-edge.json']);
    for (const name of names) {
      const r = parseTable(bundled[name]);
      expect(r.ok ? [] : r.errors.map(formatTableError), name).toEqual([]);
      if (!r.ok) continue;
      expect(r.table.provenance.kind).toBe('sightline');
      expect(r.table.provenance.note).toMatch(/^Drawn for Sightline/);
      const again = parseTable(JSON.parse(JSON.stringify(tableToFile(r.table))));
      expect(again).toEqual(r);
    }
  });

  it('on the village table, a man behind the field wall is protected by it: brick, 2 thick, -6', () => {
    const r = parseTable(bundled['../../../../../assets/tables/village-edge.json']);
    if (!r.ok) throw new Error(r.errors.map(formatTableError).join('\n'));
    const sight = lineOfSight(buildTableIndex(r.table), { id: 'a', at: { x: 60, y: 4 }, posture: 'standing' }, { id: 'b', at: { x: 43, y: 12 }, posture: 'kneeling' });
    expect(sight.crossed.find((c) => c.id === 'field-wall')).toMatchObject({ protects: true, penetration: { value: -6 } });
  });

  it('names the feature of every schema error by list, index and id', () => {
    const errors = errorsOf({ ...base(), areas: [{ id: 'wood-1', polygon: rect(1, 1, 2, 2), cover: 'jungle', movement: 'close' }], linear: [{ id: 'w', kind: 'wall', points: [{ x: 1, y: 1 }], material: 'brick', thickness: 1, height: 1 }] });
    expect(errors).toEqual([
      'areas[0] "wood-1", cover: unknown cover class "jungle" (one of open, light, close, dense, water, impassable)',
      'linear[0] "w", points: a line needs 2 points or more',
    ]);
  });

  it('refuses a newer version, naming it', () => {
    expect(errorsOf({ ...base(), version: 9 })).toEqual(['table, version: this table file is version 9, from a newer Sightline; this Sightline reads table files up to version 1']);
  });

  it('checks the geometry: simple polygons on the table, unique ids, nested rising contours, openings on their wall', () => {
    const errors = errorsOf({
      ...base(),
      areas: [
        { id: 'bow', polygon: [{ x: 0, y: 0 }, { x: 2, y: 2 }, { x: 2, y: 0 }, { x: 0, y: 2 }], cover: 'light', movement: 'light' },
        { id: 'off', polygon: rect(70, 1, 4, 2), cover: 'light', movement: 'light' },
      ],
      linear: [{ id: 'bow', kind: 'hedge', points: [{ x: 1, y: 1 }, { x: 3, y: 1 }], material: 'wood-fence', thickness: 1, height: 2 }],
      buildings: [{ id: 'hut', polygon: rect(10, 10, 2, 2), height: 3, wall: { material: 'brick', thickness: 1 }, openings: [{ kind: 'door', edge: 4, at: 0, width: 1 }, { kind: 'window', edge: 0, at: 1.5, width: 1 }] }],
      hills: [{ id: 'hill', contours: [{ polygon: rect(20, 20, 10, 10), height: 5 }, { polygon: rect(25, 25, 10, 2), height: 3 }] }],
    });
    expect(errors).toEqual([
      'areas[0] "bow", polygon: not a simple polygon: edges 0 and 2 cross',
      'areas[1] "off", polygon[1]: (74, 1) is off the 72"×48" table',
      'areas[1] "off", polygon[2]: (74, 3) is off the 72"×48" table',
      'linear[0] "bow", id: id "bow" is already used by areas[0] "bow"',
      'buildings[0] "hut", openings[0]: wall 4 does not exist: the building has walls 0–3',
      'buildings[0] "hut", openings[1]: the window runs to 2.5" along a wall 2.00" long',
      'hills[0] "hill", contours[1].height: 3 m is not above the contour outside it (5 m)',
      'hills[0] "hill", contours[1].polygon: contour 1 is not inside contour 0',
    ]);
  });
});
