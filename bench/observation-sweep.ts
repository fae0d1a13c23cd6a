/**
 * Observation sweep: every man against every other man, as the engine does
 * each time a man moves a square (Cases 7.52, 8.92).
 *
 * On a 40×64 map with hills, woods with tree symbols, forest, buildings with
 * windows and doors, and walls, 100 men are placed; each round times
 *
 * - `hasLineOfSight` for all 9,900 ordered pairs (the fast path);
 * - `lineOfSight` for all pairs (full result with profile and reasons);
 * - `hasLineOfSight` from each man to all 2,560 squares (a whole field of view);
 * - the field of view from each man (`fieldOfView`, shadowcasting with an
 *   exact LOS check on its boundary, rules/field-of-view.ts) where that file
 *   exists: code from before issue 23 has none, so the same file measures
 *   "before" with the per-square LOS loop alone;
 * - the peer: rot-js 2.x `FOV.RecursiveShadowcasting` from the same 100
 *   origins over the same grid made flat (no elevation, no walls: rot-js knows
 *   only cells), with the same squares blocked; `PreciseShadowcasting`, its
 *   slower algorithm, as a second line; and ours on that flat grid.
 *
 * Every case runs once per round, in an order that alternates round by round
 * (forwards, then backwards), so a neighbour's burst hits ours and the peer
 * alike. Then the LOS trace "as in the app": the same pairs in a fresh
 * process after the other four users of the grid traversal (grenade throw
 * path, throw line, claymore tripwire, explosives) have run, as they do in a
 * game, against a fresh process that traced LOS alone (alternating, 3 each).
 *
 * The machine is small and noisy: several rounds, medians, ratios against the
 * peer run in the same process. Never a pass/fail threshold.
 */
import { performance } from 'node:perf_hooks';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as ROT from 'rot-js';
import { median, seededFractions } from './support/stats';
import type { FieldTerrain, GameMap, LineFeature, SquareTerrain, TreeSymbol } from '../src/shared/map/map-model';
import { hasLineOfSight, lineOfSight } from '../src/shared/rulesets/commando/rules/line-of-sight';
import type { Viewpoint } from '../src/shared/rulesets/commando/rules/line-of-sight';
import { FIELD_TERRAIN_EFFECTS } from '../src/shared/rulesets/commando/tables/terrain-effects';
import { throwPath } from '../src/shared/rulesets/commando/rules/grenades';
import { throwLineStop } from '../src/shared/rulesets/commando/rules/grenade-throw-line';
import { tripwireSquares } from '../src/shared/rulesets/commando/rules/claymore-blast';
import { traceSupercover } from '../src/shared/rulesets/commando/rules/grid-trace';
import { DEFAULT_COMMANDO_TABLES } from '../src/shared/rulesets/commando/tables';

const WIDTH = 40;
const HEIGHT = 64;
const MEN = 100;
const ROUNDS = 7;


interface Square {
  terrain: FieldTerrain;
  elevation: number;
  trees?: TreeSymbol[];
}

export function buildMap(seed: number): GameMap {
  const rnd = seededFractions(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const sq: Square[] = Array.from({ length: WIDTH * HEIGHT }, () => ({ terrain: 'clear', elevation: 0 }));
  const at = (c: number, r: number) => sq[(r - 1) * WIDTH + c - 1]!;
  const inside = (c: number, r: number) => c >= 1 && r >= 1 && c <= WIDTH && r <= HEIGHT;
  // Hills: stepped cones up to level 3 (Case 8.21).
  for (let h = 0; h < 6; h++) {
    const hc = int(1, WIDTH);
    const hr = int(1, HEIGHT);
    const top = int(1, 3);
    const radius = int(3, 7);
    for (let r = 1; r <= HEIGHT; r++)
      for (let c = 1; c <= WIDTH; c++) {
        const level = Math.max(0, top - Math.floor((Math.hypot(c - hc, r - hr) / radius) * top));
        at(c, r).elevation = Math.max(at(c, r).elevation, level);
      }
  }
  // Patches of field terrain: woods with tree symbols (Case 8.6), forest, rough.
  const patch = (terrain: FieldTerrain, count: number, size: number) => {
    for (let p = 0; p < count; p++) {
      const pc = int(1, WIDTH);
      const pr = int(1, HEIGHT);
      for (let k = 0; k < size; k++) {
        const c = pc + int(-3, 3);
        const r = pr + int(-3, 3);
        if (!inside(c, r)) continue;
        const s = at(c, r);
        s.terrain = terrain;
        if (terrain === 'woods')
          s.trees = Array.from({ length: int(1, 4) }, () => {
            const r0 = 0.08 + rnd() * 0.17;
            return { x: r0 + rnd() * (1 - 2 * r0), y: r0 + rnd() * (1 - 2 * r0), r: r0 };
          });
      }
    }
  };
  patch('woods', 14, 30);
  patch('forest', 5, 18);
  patch('rough', 8, 20);
  patch('oil-tank', 2, 3);
  // Buildings: a rectangle of building lines with a door and windows (Cases 8.41–8.44), and free-standing walls.
  const lines: LineFeature[] = [];
  for (let b = 0; b < 10; b++) {
    const c0 = int(2, WIDTH - 6);
    const r0 = int(2, HEIGHT - 6);
    const w = int(2, 5);
    const h = int(2, 5);
    for (let r = r0; r < r0 + h; r++) for (let c = c0; c < c0 + w; c++) Object.assign(at(c, r), { terrain: 'building', trees: undefined });
    for (let c = c0; c < c0 + w; c++) {
      lines.push({ side: { col: c, row: r0, dir: 'n' }, terrain: 'building-line' });
      lines.push({ side: { col: c, row: r0 + h - 1, dir: 's' }, terrain: 'building-line' });
    }
    for (let r = r0; r < r0 + h; r++) {
      lines.push({ side: { col: c0, row: r, dir: 'w' }, terrain: 'building-line' });
      lines.push({ side: { col: c0 + w - 1, row: r, dir: 'e' }, terrain: 'building-line' });
    }
    lines.push({ side: { col: c0 + int(0, w - 1), row: r0, dir: 'n' }, terrain: 'door' });
    lines.push({ side: { col: c0, row: r0 + int(0, h - 1), dir: 'w' }, terrain: 'window' });
    lines.push({ side: { col: c0 + w - 1, row: r0 + int(0, h - 1), dir: 'e' }, terrain: 'window' });
  }
  for (let k = 0; k < 12; k++) {
    const c = int(1, WIDTH - 8);
    const r = int(2, HEIGHT);
    for (let i = 0; i < int(3, 8); i++) lines.push({ side: { col: c + i, row: r, dir: 'n' }, terrain: 'wall' });
  }
  const squares: SquareTerrain[] = sq.map((s) => ({ terrain: s.terrain, elevation: s.elevation, ...(s.trees ? { trees: s.trees } : {}) }));
  return { id: 'bench', name: 'Observation sweep', width: WIDTH, height: HEIGHT, squares, lines, zones: [], structures: [], entryEdges: [], provenance: { kind: 'custom', note: 'bench' } };
}

/** Is the whole square opaque to a cell-based FOV? Blocking field terrain, or woods with tree symbols. */
const opaque = (s: SquareTerrain) => FIELD_TERRAIN_EFFECTS[s.terrain].blocking.value === 'yes' || (s.terrain === 'woods' && (s.trees?.length ?? 0) > 0);

/** The same grid as rot-js sees it: flat, no line terrain, opaque squares as forest. */
export function flatten(map: GameMap): GameMap {
  const squares: SquareTerrain[] = map.squares.map((s) => ({ terrain: opaque(s) ? 'forest' : 'clear', elevation: 0 }));
  return { ...map, id: 'bench-flat', squares, lines: [] };
}

export function placeMen(map: GameMap, seed: number): Viewpoint[] {
  const rnd = seededFractions(seed);
  const men: Viewpoint[] = [];
  while (men.length < MEN) {
    const col = 1 + Math.floor(rnd() * WIDTH);
    const row = 1 + Math.floor(rnd() * HEIGHT);
    if (map.squares[(row - 1) * WIDTH + col - 1]!.terrain === 'oil-tank') continue;
    men.push({ square: { col, row }, posture: rnd() < 0.3 ? 'prone' : 'erect' });
  }
  return men;
}


function time(fn: () => number): { ms: number; out: number } {
  const t0 = performance.now();
  const out = fn();
  return { ms: performance.now() - t0, out };
}

type Fov = (map: GameMap, from: Viewpoint) => { count: number; exact: number };

/** The shadowcasting field of view (issue 23), where the code has one. */
async function ourFov(): Promise<Fov | undefined> {
  const file = fileURLToPath(new URL('../src/shared/rulesets/commando/rules/field-of-view.ts', import.meta.url));
  if (!existsSync(file)) return undefined;
  const mod = (await import(pathToFileURL(file).href)) as { fieldOfView: (map: GameMap, from: Viewpoint) => { visible: Uint8Array; exactChecks: number } };
  return (map, from) => {
    const f = mod.fieldOfView(map, from);
    let n = 0;
    for (let i = 0; i < f.visible.length; i++) n += f.visible[i]!;
    return { count: n, exact: f.exactChecks };
  };
}

/** Run `cases` round by round, the order alternating, and return the samples (ms) and last outputs. */
function interleaved(cases: Record<string, () => number>, rounds: number) {
  const names = Object.keys(cases);
  const samples: Record<string, number[]> = Object.fromEntries(names.map((k) => [k, []]));
  const outputs: Record<string, number> = {};
  for (const fn of Object.values(cases)) fn(); // warm up
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? names : [...names].reverse();
    for (const name of order) {
      const { ms, out } = time(cases[name]!);
      samples[name]!.push(ms);
      outputs[name] = out;
    }
  }
  return { samples, outputs };
}

/** The other users of the grid traversal (grenade path, throw line, tripwire, explosives), as a game runs them (their visitors make the trace's call sites polymorphic). */
function runOtherTraces(map: GameMap, men: readonly Viewpoint[]): number {
  let n = 0;
  const tables = DEFAULT_COMMANDO_TABLES;
  for (let i = 0; i + 1 < men.length; i++) {
    const a = men[i]!.square;
    const b = men[i + 1]!.square;
    n += throwPath(map, a, b, tables).door ? 1 : 0;
    n += throwLineStop(map, a, b, tables).landing.col;
    n += tripwireSquares(a, b).length;
    // Explosives (Case 11.76) walk the line with a visitor of their own shape.
    let last = 0;
    traceSupercover(a.col, a.row, b.col, b.row, {
      cell: (col, row) => ((last = col + row), false),
      side: (col, row, vertical) => (vertical ? col : row) < 0,
      corner: (col, row, sx, sy) => col + sx + row + sy < 0,
    });
    n += last;
  }
  return n;
}

export default async function run(): Promise<void> {
  const map = buildMap(1979);
  const flat = flatten(map);
  const men = placeMen(map, 33);
  const allSquares: Viewpoint[] = [];
  for (let row = 1; row <= HEIGHT; row++) for (let col = 1; col <= WIDTH; col++) allSquares.push({ square: { col, row }, posture: 'erect' });

  const gridBuild = time(() => (hasLineOfSight({ ...map }, men[0]!, men[1]!) ? 1 : 0)).ms;

  const pairsFast = (m: GameMap) => () => {
    let seen = 0;
    for (const a of men) for (const b of men) if (a !== b && hasLineOfSight(m, a, b)) seen++;
    return seen;
  };
  const pairsFull = () => {
    let seen = 0;
    for (const a of men) for (const b of men) if (a !== b && lineOfSight(map, a, b).clear) seen++;
    return seen;
  };
  const perSquare = (m: GameMap) => () => {
    let seen = 0;
    for (const a of men) for (const b of allSquares) if (hasLineOfSight(m, a, b)) seen++;
    return seen;
  };
  const lightPasses = (x: number, y: number) => x >= 0 && y >= 0 && x < WIDTH && y < HEIGHT && !opaque(flat.squares[y * WIDTH + x]!);
  const recursive = new ROT.FOV.RecursiveShadowcasting(lightPasses, { topology: 8 });
  const precise = new ROT.FOV.PreciseShadowcasting(lightPasses, { topology: 8 });
  const radius = Math.max(WIDTH, HEIGHT) + 1;
  const rotFov = (fov: { compute(x: number, y: number, r: number, cb: () => void): void }) => () => {
    let seen = 0;
    for (const a of men) fov.compute(a.square.col - 1, a.square.row - 1, radius, () => void seen++);
    return seen;
  };
  const fov = await ourFov();
  const shadow = (m: GameMap) => () => {
    let seen = 0;
    for (const a of men) seen += fov!(m, a).count;
    return seen;
  };

  const PEER = 'rot-js RecursiveShadowcasting flat grid (peer)';
  const cases: Record<string, () => number> = {
    'hasLineOfSight, 9,900 pairs': pairsFast(map),
    'lineOfSight (full), 9,900 pairs': pairsFull,
    'FOV by hasLineOfSight per square, 100 origins': perSquare(map),
    'FOV by hasLineOfSight per square, flat grid': perSquare(flat),
    ...(fov ? { 'fieldOfView (shadowcasting), 100 origins': shadow(map), 'fieldOfView (shadowcasting), flat grid': shadow(flat) } : {}),
    [PEER]: rotFov(recursive),
    'rot-js PreciseShadowcasting flat grid (second line)': rotFov(precise),
  };
  const { samples, outputs } = interleaved(cases, ROUNDS);

  const med = (k: string) => median(samples[k]!);
  const rot = med(PEER) / MEN;
  console.log(`observation-sweep: ${WIDTH}×${HEIGHT} map, ${MEN} men, ${map.lines.length} line features; median of ${ROUNDS} interleaved rounds (order alternating)`);
  console.log(`  LOS grid build (first query on a new map): ${gridBuild.toFixed(2)} ms`);
  for (const k of Object.keys(cases)) {
    const perOrigin = med(k) / MEN;
    console.log(`  ${k.padEnd(56)} per origin ${(perOrigin * 1000).toFixed(1).padStart(8)} µs   ×${(perOrigin / rot).toFixed(2)} rot-js Recursive   (${outputs[k]} visible)   [${med(k).toFixed(2)} ms]`);
  }
  const q = (k: string, n: number) => ((med(k) / n) * 1e6).toFixed(0);
  if (fov) {
    for (const [name, m] of [['the map', map], ['the flat grid', flat]] as const) {
      let exact = 0;
      let same = true;
      for (const a of men) {
        exact += fov(m, a).exact;
        const want = allSquares.filter((b) => hasLineOfSight(m, a, b)).length;
        if (fov(m, a).count !== want) same = false;
      }
      console.log(`  fieldOfView on ${name}: ${((exact / (MEN * WIDTH * HEIGHT)) * 100).toFixed(1)} % of squares needed the exact LOS check; same count as hasLineOfSight per square from every origin: ${same ? 'yes' : 'NO'}`);
    }
  }
  console.log(`  per single query: hasLineOfSight ${q('hasLineOfSight, 9,900 pairs', MEN * (MEN - 1))} ns, lineOfSight ${q('lineOfSight (full), 9,900 pairs', MEN * (MEN - 1))} ns`);

  console.log(`  LOS trace in the app (after grenade path, throw line, tripwire and explosives traced too) ÷ in a process that traced LOS alone: ×${losInTheApp().toFixed(2)}`);
}

/**
 * The same 9,900 pairs in fresh processes, alternately: one that traced LOS alone, one that first
 * ran the other users of the grid traversal (as a game does). Engine feedback is per process, so
 * only separate processes compare the two fairly. Returns the ratio of the medians.
 */
function losInTheApp(): number {
  const alone: number[] = [];
  const inApp: number[] = [];
  for (let k = 0; k < 6; k++) {
    const polluted = k % 2 === 1;
    const out = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], { env: { ...process.env, SIGHTLINE_LOS_PROBE: polluted ? 'app' : 'alone' }, encoding: 'utf8' });
    const ms = Number(/probe (\S+) ms/.exec(out.stdout)?.[1]);
    if (!Number.isFinite(ms)) throw new Error(`LOS probe failed: ${out.stderr}`);
    (polluted ? inApp : alone).push(ms);
  }
  return median(inApp) / median(alone);
}

function probe(mode: string): void {
  const map = buildMap(1979);
  const men = placeMen(map, 33);
  if (mode === 'app') for (let k = 0; k < 20; k++) runOtherTraces(map, men);
  const pairs = () => {
    let seen = 0;
    for (const a of men) for (const b of men) if (a !== b && hasLineOfSight(map, a, b)) seen++;
    return seen;
  };
  const samples: number[] = [];
  // As in a game, the other traces keep running between the LOS queries (untimed here).
  const between = () => (mode === 'app' ? runOtherTraces(map, men) : 0);
  for (let k = 0; k < 3; k++) {
    pairs();
    between();
  }
  for (let k = 0; k < ROUNDS * 2; k++) {
    samples.push(time(pairs).ms);
    between();
  }
  console.log(`probe ${median(samples)} ms`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.env['SIGHTLINE_LOS_PROBE']) probe(process.env['SIGHTLINE_LOS_PROBE']);
  else await run();
}
