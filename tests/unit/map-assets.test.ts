/**
 * The twelve map files (assets/maps/<letter>.json): each parses, is 40 × 64
 * (Case 3.7), says it is an approximation drawn from the scenario text, equals
 * what scripts/draw-maps.ts draws now (so the files cannot drift), and agrees
 * with every scenario file that names it — zones, features, entry squares,
 * and the terrain the text gives those squares.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readCoord } from '../../src/shared/map/coords';
import { outline, rect } from '../../src/shared/map/map-areas';
import { sideKey, terrainAt, type FieldTerrain, type GameMap, type LineTerrain, type MapEdge, type Square } from '../../src/shared/map/map-model';
import { parseMap } from '../../src/shared/map/map-schema';
import { oppositeSpan, spanEdge, spanSquares } from '../../src/shared/rulesets/commando/scenarios/load-scenario';
import { COMMANDO_MAP_BOUNDS, scenarioSchema, type Scenario } from '../../src/shared/rulesets/commando/model/scenario-schema';
import { MAP_DRAWINGS, MAP_LETTERS, mapAssetPath, renderMapFile, type Letter } from '../../scripts/maps';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function loadMap(letter: Letter): GameMap {
  const r = parseMap(JSON.parse(readFileSync(resolve(root, mapAssetPath(letter)), 'utf8')));
  if (!r.ok) throw new Error(`${mapAssetPath(letter)}: ${r.errors.map((e) => `${e.where} ${e.field}: ${e.message}`).join('; ')}`);
  return r.map;
}

const sq = (code: string): Square => {
  const r = readCoord(code, COMMANDO_MAP_BOUNDS);
  if (!r.ok) throw r.error;
  return r.square;
};
const k = (s: Square): string => `${s.col},${s.row}`;
const WATER: readonly FieldTerrain[] = ['water', 'river', 'sea'];
const FLOORS: readonly FieldTerrain[] = ['building', 'bunker', 'hangar'];
/** Impassable field terrain: oil tanks, guard towers and crane bodies (Cases 41.43, 48.43). */
const SOLID: readonly FieldTerrain[] = ['oil-tank', 'tower'];
const ENCLOSING: readonly LineTerrain[] = ['wall', 'building-line', 'door', 'window', 'slit'];
const IMPASSABLE_LINES: readonly LineTerrain[] = ['wall', 'building-line', 'barbed-wire', 'concertina-wire', 'electrified-wire'];

function lineAt(map: GameMap): Map<string, LineTerrain> {
  return new Map(map.lines.map((l) => [sideKey(l.side), l.terrain]));
}

/** Sides of the area's outline with no wall, building line or aperture on them. */
function openSides(map: GameMap, area: readonly Square[]): string[] {
  const lines = lineAt(map);
  return outline(area)
    .filter((s) => !ENCLOSING.includes(lines.get(sideKey(s)) as LineTerrain))
    .map((s) => `${String(s.col).padStart(2, '0')}${String(s.row).padStart(2, '0')}${s.dir}`);
}

const structure = (map: GameMap, id: string) => map.structures.find((s) => s.id === id);
const contains = (area: readonly Square[], s: Square) => area.some((q) => q.col === s.col && q.row === s.row);

function edgesOf(s: Square): MapEdge[] {
  const out: MapEdge[] = [];
  if (s.row === 1) out.push('north');
  if (s.col === 40) out.push('east');
  if (s.row === 64) out.push('south');
  if (s.col === 1) out.push('west');
  return out;
}

/** Squares a man on foot can reach from the given squares: orthogonal steps, no impassable line or field terrain crossed. */
function reachable(map: GameMap, from: readonly Square[]): Set<string> {
  const lines = lineAt(map);
  const seen = new Set<string>();
  const queue = from.filter((s) => !SOLID.includes(terrainAt(map, s).terrain));
  for (const s of queue) seen.add(k(s));
  const steps = [
    ['n', 0, -1],
    ['e', 1, 0],
    ['s', 0, 1],
    ['w', -1, 0],
  ] as const;
  while (queue.length > 0) {
    const s = queue.pop()!;
    for (const [dir, dc, dr] of steps) {
      const t = { col: s.col + dc, row: s.row + dr };
      if (t.col < 1 || t.row < 1 || t.col > map.width || t.row > map.height || seen.has(k(t))) continue;
      if (SOLID.includes(terrainAt(map, t).terrain)) continue;
      if (IMPASSABLE_LINES.includes(lines.get(sideKey({ ...s, dir })) as LineTerrain)) continue;
      seen.add(k(t));
      queue.push(t);
    }
  }
  return seen;
}

describe.each(MAP_LETTERS.map((l) => [l] as const))('map %s (assets/maps)', (letter) => {
  it('parses, is 40 × 64, and says it is an approximation drawn from the scenario text, not the printed map', () => {
    const map = loadMap(letter);
    expect(map.width).toBe(40);
    expect(map.height).toBe(64);
    expect(map.provenance.kind).toBe('approximation');
    expect(map.provenance.note).toMatch(/drawn from the scenario text/i);
    expect(map.provenance.note).toMatch(/not the printed map/i);
  });

  it('equals what scripts/draw-maps.ts draws now — run `npx tsx scripts/draw-maps.ts` if this fails', () => {
    const checkedIn = readFileSync(resolve(root, mapAssetPath(letter)), 'utf8');
    expect(checkedIn).toBe(renderMapFile(MAP_DRAWINGS[letter]()));
  });

  it('has disjoint zones, no empty structure, and every building walled with a way in', () => {
    const map = loadMap(letter);
    const owner = new Map<string, number>();
    for (const z of map.zones) {
      expect(z.squares.length, `zone ${z.id}`).toBeGreaterThan(0);
      for (const s of z.squares) {
        expect(owner.get(k(s)), `square ${k(s)} in zones ${owner.get(k(s))} and ${z.id}`).toBeUndefined();
        owner.set(k(s), z.id);
      }
    }
    const lines = lineAt(map);
    const edgeSquares = map.entryEdges.length > 0 ? rect('0101', '4064').filter((s) => edgesOf(s).some((e) => map.entryEdges.includes(e))) : rect('0101', '4064').filter((s) => edgesOf(s).length > 0);
    const reach = reachable(map, edgeSquares);
    for (const s of map.structures) {
      expect(s.squares.length, `structure ${s.id}`).toBeGreaterThan(0);
      if (!s.squares.every((q) => FLOORS.includes(terrainAt(map, q).terrain))) continue;
      // A named square inside a building (Bruneval's 1612, the Lippe detonator) is not a building itself.
      if (map.structures.some((o) => o !== s && o.squares.length > s.squares.length && s.squares.every((q) => contains(o.squares, q)))) continue;
      expect(openSides(map, s.squares), `structure ${s.id}: outline sides without a wall`).toEqual([]);
      // Guard towers (Case 41.43) and crane bodies (Case 48.43) are blocking and entered only by climbing.
      if (/^(guard-towers|cranes)-/.test(s.id)) continue;
      const doors = outline(s.squares).filter((side) => ['door', 'window', 'slit'].includes(lines.get(sideKey(side)) ?? ''));
      expect(doors.length, `structure ${s.id} has no door, window or slit`).toBeGreaterThan(0);
      expect(
        s.squares.filter((q) => !reach.has(k(q))).map(k),
        `structure ${s.id}: squares no man can walk to from the entry edges`,
      ).toEqual([]);
    }
  });
});

// ---------------------------------------------------------------- the scenario text, independent of the scenario files

/** What each scenario's text fixes on its map (Sections 39–50), checked even if a scenario file is missing. */
const TEXT: Readonly<Record<Letter, { section: string; zones: number[]; buildings?: [string, string, string][]; includes?: [string, string][]; water?: string[] }>> = {
  J: { section: '39', zones: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], buildings: [['terminal', '1740', '2443']] },
  D: { section: '40', zones: [1, 2, 3, 4, 5, 6], buildings: [['target-house', '1258', '1360']] },
  A: { section: '41', zones: [1, 2, 3, 4, 5] },
  M: { section: '42', zones: [2, 7], includes: [['rail-line', '2101']] },
  L: { section: '43', zones: [1, 2] },
  F: { section: '44', zones: [1, 2, 3, 4, 5, 6], includes: [['detonator', '3007']], water: ['0115', '0116', '4015', '4016'] },
  B: { section: '45', zones: [1, 2, 3, 4, 5, 6, 7], includes: [['radio-square', '1612']] },
  C: { section: '46', zones: [1, 2, 3, 4, 5] },
  E: { section: '47', zones: [1, 2, 3, 4, 5, 6], includes: [['house-2615', '2615']] },
  G: { section: '48', zones: [1, 2, 3, 4, 5, 6] },
  H: { section: '49', zones: [1, 2, 3, 4, 5, 6] },
  K: { section: '50', zones: [1, 2, 3, 4, 5, 6, 7, 8], includes: [['headquarters', '1655']], water: ['4040', '4041', '0140', '0141'] },
};

describe.each(MAP_LETTERS.map((l) => [l] as const))('map %s against its scenario text', (letter) => {
  it('has the Zones, buildings, squares and water the text names', () => {
    const map = loadMap(letter);
    const t = TEXT[letter];
    for (const z of t.zones) expect(map.zones.find((x) => x.id === z)?.squares.length ?? 0, `zone ${z} (Section ${t.section})`).toBeGreaterThan(0);
    for (const [id, a, b] of t.buildings ?? []) {
      const s = structure(map, id);
      expect(s?.squares.map(k).sort(), `${id} bounded by ${a} and ${b}`).toEqual(rect(a, b).map(k).sort());
      expect(openSides(map, s!.squares)).toEqual([]);
    }
    for (const [id, code] of t.includes ?? []) expect(contains(structure(map, id)?.squares ?? [], sq(code)), `${id} includes ${code}`).toBe(true);
    for (const code of t.water ?? []) expect(WATER, `square ${code} is water`).toContain(terrainAt(map, sq(code)).terrain);
  });
});

// ---------------------------------------------------------------- every scenario file present

const scenarioDir = resolve(root, 'assets/scenarios');
const scenarioFiles = existsSync(scenarioDir) ? readdirSync(scenarioDir).filter((f) => f.endsWith('.json')).sort() : [];

function parsedScenario(file: string): { scenario?: Scenario; error?: string } {
  const r = scenarioSchema.safeParse(JSON.parse(readFileSync(resolve(scenarioDir, file), 'utf8')));
  return r.success ? { scenario: r.data } : { error: r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
}

describe('scenario files against their maps', () => {
  it('there are scenario files to check', () => {
    expect(scenarioFiles.length).toBeGreaterThan(0);
  });

  for (const file of scenarioFiles) {
    const { scenario, error } = parsedScenario(file);
    if (!scenario) {
      it.skip(`${file} (does not parse yet: ${error})`, () => {});
      continue;
    }
    describe(file, () => {
      const letter = scenario.conditions.map.letter as Letter;
      const map = loadMap(letter);

      it(`names map ${letter} by its asset path and provenance`, () => {
        expect(`assets/${scenario.conditions.map.asset}`).toBe(mapAssetPath(letter));
        expect(map.provenance.kind).toBe(scenario.conditions.map.mapProvenance);
      });

      it('every Zone it names is on the map with squares (Case 38.42)', () => {
        const named = new Set<number>(scenario.conditions.map.zones);
        for (const d of scenario.deployment) {
          for (const z of d.zones) named.add(z.zone);
          for (const g of d.groups) for (const z of g.zones) named.add(z);
          for (const z of d.sentryRoutine.forbiddenZones) named.add(z);
          for (const r of d.sentryRoutes) named.add(r.zone);
        }
        for (const z of named) expect(map.zones.find((x) => x.id === z)?.squares.length ?? 0, `zone ${z}`).toBeGreaterThan(0);
      });

      it('every feature is a structure of that id, with the squares and terrain the text gives it', () => {
        const lines = lineAt(map);
        for (const f of scenario.features) {
          const at = f.squares.map(sq);
          const where = `feature ${f.id} (Case ${f.case})`;
          if (f.kind === 'edge') continue;
          if (f.kind === 'structure-group') {
            const members = map.structures.filter((s) => s.id.startsWith(`${f.id}-`));
            if (f.count !== undefined) expect(members.length, `${where}: members`).toBe(f.count);
            else expect(members.length, `${where}: members`).toBeGreaterThan(0);
            continue;
          }
          const s = structure(map, f.id);
          expect(s, where).toBeDefined();
          if (!s) continue;
          if (f.squaresAre === 'corners') {
            const cols = at.map((q) => q.col);
            const rows = at.map((q) => q.row);
            const box = rect({ col: Math.min(...cols), row: Math.min(...rows) }, { col: Math.max(...cols), row: Math.max(...rows) });
            expect(s.squares.map(k).sort(), `${where}: bounded by ${f.squares.join(', ')}`).toEqual(box.map(k).sort());
          } else if (f.squaresAre === 'exact') {
            expect(s.squares.map(k).sort(), `${where}: exactly ${f.squares.join(', ')}`).toEqual(at.map(k).sort());
          } else {
            for (const q of at) expect(contains(s.squares, q), `${where}: includes ${k(q)}`).toBe(true);
          }
          if (f.kind === 'building') {
            expect(openSides(map, s.squares), `${where}: walls on its outer sides`).toEqual([]);
            expect(s.squares.every((q) => FLOORS.includes(terrainAt(map, q).terrain)), `${where}: building floor`).toBe(true);
            expect(outline(s.squares).some((side) => lines.get(sideKey(side)) === 'door'), `${where}: a door`).toBe(true);
          }
          if (f.kind === 'river') {
            const bridge = map.structures.filter((b) => b.id === 'bridge').flatMap((b) => b.squares);
            for (const q of s.squares) if (!contains(bridge, q)) expect(WATER, `${where}: ${k(q)} is water`).toContain(terrainAt(map, q).terrain);
          }
          if (f.kind === 'trench-line') for (const q of s.squares) expect(terrainAt(map, q).terrain, `${where}: ${k(q)}`).toBe('trench');
          if (f.kind === 'rail-line') {
            const path = new Set(s.squares.map(k));
            const seen = reachableWithin(s.squares[0]!, path);
            expect(seen.size, `${where}: one connected line`).toBe(path.size);
          }
        }
      });

      it('entry squares lie on the map edge the map marks for entry (Case 38.51), or on the shore where the text puts them', () => {
        const spans = [
          ...scenario.entry.flatMap((e) => e.options.flatMap((o) => o.spans)),
          ...scenario.reinforcements.groups.flatMap((g) => (g.entry.kind === 'squares' ? g.entry.spans : [])),
        ];
        const entrySpans = scenario.entry.flatMap((e) => e.options.flatMap((o) => o.spans));
        for (const g of scenario.reinforcements.groups) {
          if (g.entry.kind !== 'opposite-commando-entry') continue;
          for (const span of entrySpans) {
            const opp = oppositeSpan(span);
            if (opp) spans.push(opp);
          }
        }
        for (const span of spans) {
          const squares = spanSquares(span);
          expect(squares, `span ${span.from}–${span.to}`).toBeDefined();
          if (span.acrossMap) {
            // Case 40.7: a landing line across the map — land squares with water beyond them.
            for (const q of squares ?? []) {
              expect(WATER, `${k(q)} is land`).not.toContain(terrainAt(map, q).terrain);
              const north = { col: q.col, row: q.row - 1 };
              expect(WATER, `${k(q)}: water beyond the landing line`).toContain(terrainAt(map, north).terrain);
            }
            continue;
          }
          const edge = spanEdge(span);
          expect(edge, `span ${span.from}–${span.to} lies along an edge`).toBeDefined();
          expect(map.entryEdges, `span ${span.from}–${span.to}`).toContain(edge);
        }
        for (const e of scenario.entry) {
          if (e.anyEdge) expect([...map.entryEdges].sort()).toEqual(['east', 'north', 'south', 'west']);
          for (const lim of e.limitedSquares) {
            for (const code of lim.squares) {
              const q = sq(code);
              expect(edgesOf(q).length, `${code} is on an edge`).toBeGreaterThan(0);
              if (/stream|scuba|river|water/i.test(lim.text)) expect(WATER, `${code} is water (Case ${lim.case})`).toContain(terrainAt(map, q).terrain);
            }
          }
        }
      });
    });
  }
});

function reachableWithin(start: Square, area: Set<string>): Set<string> {
  const seen = new Set([k(start)]);
  const queue = [start];
  while (queue.length > 0) {
    const s = queue.pop()!;
    for (const [dc, dr] of [
      [0, -1],
      [1, 0],
      [0, 1],
      [-1, 0],
    ] as const) {
      const t = { col: s.col + dc, row: s.row + dr };
      if (area.has(k(t)) && !seen.has(k(t))) {
        seen.add(k(t));
        queue.push(t);
      }
    }
  }
  return seen;
}
