/**
 * The statistics and seeded fractions every benchmark shares, so the benches
 * agree on what "median" means and draw their situations from one generator
 * (pure-rand's xoroshiro128+, the one the game's seeded dice use).
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/** Median (mean of the two middle values for an even count). */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return Number.NaN;
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** Median and 95th percentile (nearest rank) of a sample. */
export function summary(xs: readonly number[]): { median: number; p95: number; n: number } {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return { median: Number.NaN, p95: Number.NaN, n: 0 };
  return { median: median(s), p95: s[Math.min(s.length - 1, Math.ceil(0.95 * s.length) - 1)]!, n: s.length };
}

const RESOLUTION = 0x1_0000_0000;

/** A reproducible stream of fractions in [0, 1) from an integer seed. */
export function seededFractions(seed: number): () => number {
  const rng = xoroshiro128plus(seed);
  return () => uniformInt(rng, 0, RESOLUTION - 1) / RESOLUTION;
}
