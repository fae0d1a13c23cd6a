/**
 * Skirmish line of sight on a table without squares (issue 17): 60 figures on
 * a 72" × 48" table with 300 features (woods, walls and hedges, buildings,
 * stepped hills), drawn from a fixed seed.
 *
 * - all-pairs `lineOfSight` (3,540 ordered pairs) with the Flatbush index
 *   (edges found by walking the line in 4" pieces, features by their boxes):
 *   every answer (visibility, blockers, cover in and behind, crossings with
 *   their penetration, range) as a sweep of "who sees whom" asks it; the
 *   breakdown's text is written only when read, so a second pair of rows
 *   reads every pair's breakdown too (both sides alike);
 * - **peer:** the same `lineOfSight` with the brute-force index, which tests
 *   the sight segment against every edge of every feature (and every
 *   feature's box for "which features hold this point");
 * - a visibility polygon for 10 of the figures, indexed and brute force.
 *
 * Interleaved rounds, medians, ratios against the peer of the same run. Both
 * run the same `lineOfSight`, so they do the same work after the edge search;
 * every pair's whole result (breakdown included) is compared once, untimed,
 * and the timed runs' tallies again, so the ratio is like for like. Never a
 * pass/fail.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { summary } from './support/stats';
import { lineOfSight } from '../src/shared/rulesets/skirmish/rules/line-of-sight';
import { bruteForceIndex, buildTableIndex, type TableIndex } from '../src/shared/rulesets/skirmish/rules/table-index';
import type { TableFigure } from '../src/shared/rulesets/skirmish/rules/table-types';
import { visibilityPolygon } from '../src/shared/rulesets/skirmish/rules/visibility-polygon';
import { lcg, randomLayout } from '../src/shared/rulesets/skirmish/test-support/tables';

const FIGURES = 60;
const FEATURES = 300;
const VIS_FIGURES = 10;
const ROUNDS = 7;

function figures(seed: number): TableFigure[] {
  const rnd = lcg(seed);
  const postures = ['standing', 'kneeling', 'prone'] as const;
  return Array.from({ length: FIGURES }, (_, i) => ({ id: `f${i}`, at: { x: 1 + rnd() * 70, y: 1 + rnd() * 46 }, posture: postures[i % 3]! }));
}

function allPairs(index: TableIndex, men: readonly TableFigure[], readBreakdown = false): string {
  let steps = 0;
  let clear = 0;
  let partial = 0;
  let crossed = 0;
  for (const a of men)
    for (const b of men) {
      if (a === b) continue;
      const r = lineOfSight(index, a, b);
      if (r.visibility === 'clear') clear++;
      else if (r.visibility === 'partial') partial++;
      crossed += r.crossed.length;
      if (readBreakdown) steps += r.breakdown.steps.length;
    }
  return `${clear} clear, ${partial} partial, ${crossed} crossings${readBreakdown ? `, ${steps} breakdown steps` : ''}`;
}

function polygons(index: TableIndex, men: readonly TableFigure[]): string {
  let corners = 0;
  for (const m of men.slice(0, VIS_FIGURES)) corners += visibilityPolygon(index, m).length;
  return `${corners} corners`;
}

function time(fn: () => string): { ms: number; out: string } {
  const t0 = performance.now();
  const out = fn();
  return { ms: performance.now() - t0, out };
}

export default async function run(): Promise<void> {
  const layout = randomLayout(17, FEATURES);
  const men = figures(18);
  const t0 = performance.now();
  const fast = buildTableIndex(layout);
  const build = performance.now() - t0;
  const brute = bruteForceIndex(layout);
  const cases: Record<string, () => string> = {
    'LOS all pairs, Flatbush': () => allPairs(fast, men),
    'LOS all pairs, brute force': () => allPairs(brute, men),
    'LOS + breakdown, Flatbush': () => allPairs(fast, men, true),
    'LOS + breakdown, brute force': () => allPairs(brute, men, true),
    'visibility polygons, Flatbush': () => polygons(fast, men),
    'visibility polygons, brute force': () => polygons(brute, men),
  };
  // Like for like: every field of every pair's result (crossings, cover, blockers, the breakdown's steps) must match, not only the tallies the timed runs print.
  for (const a of men)
    for (const b of men) {
      if (a === b) continue;
      if (!isDeepStrictEqual(lineOfSight(fast, a, b), lineOfSight(brute, a, b))) throw new Error(`the indexed and brute-force LOS disagree on "${a.id}" to "${b.id}"`);
    }
  const samples: Record<string, number[]> = Object.fromEntries(Object.keys(cases).map((k) => [k, []]));
  const outputs: Record<string, string> = {};
  for (const fn of Object.values(cases)) fn(); // warm up
  for (let round = 0; round < ROUNDS; round++)
    for (const [name, fn] of Object.entries(cases)) {
      const { ms, out } = time(fn);
      samples[name]!.push(ms);
      outputs[name] = out;
    }
  if (outputs['LOS all pairs, Flatbush'] !== outputs['LOS all pairs, brute force']) throw new Error('the indexed and brute-force LOS disagree');
  if (outputs['LOS + breakdown, Flatbush'] !== outputs['LOS + breakdown, brute force']) throw new Error('the indexed and brute-force breakdowns disagree');
  if (outputs['visibility polygons, Flatbush'] !== outputs['visibility polygons, brute force']) throw new Error('the indexed and brute-force polygons disagree');
  console.log(`skirmish-los: ${layout.width}"×${layout.height}" table, ${FEATURES} features (${fast.edges.length} edges), ${FIGURES} figures; median (p95) of ${ROUNDS} interleaved rounds`);
  console.log(`  index build ${build.toFixed(2)} ms (once per table)`);
  for (const [ours, peer] of [['LOS all pairs, Flatbush', 'LOS all pairs, brute force'], ['LOS + breakdown, Flatbush', 'LOS + breakdown, brute force'], ['visibility polygons, Flatbush', 'visibility polygons, brute force']] as const) {
    const o = summary(samples[ours]!);
    const p = summary(samples[peer]!);
    console.log(`  ${ours.padEnd(32)} ×${(o.median / p.median).toFixed(3)} the brute force (p95 ×${(o.p95 / p.p95).toFixed(3)})   [${o.median.toFixed(1)} ms vs ${p.median.toFixed(1)} ms]   ${outputs[ours]}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await run();
