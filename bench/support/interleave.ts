import { performance } from 'node:perf_hooks';
import { median } from './stats';

/** Milliseconds `f` takes, repeated until at least `minMs` have passed (per call). */
export function timeOf(f: () => unknown, minMs = 15): number {
  let reps = 0;
  const t0 = performance.now();
  let t: number;
  do {
    f();
    reps++;
    t = performance.now();
  } while (t - t0 < minMs);
  return (t - t0) / reps;
}

/**
 * Ours and the peer measured round by round, the order swapped each round
 * (a GC or a neighbour's burst hits both alike). Returns the median of the
 * per-round ratios and both medians in ms.
 */
export function interleaved(rounds: number, ours: () => unknown, peer: () => unknown, minMs = 15): { ratio: number; ours: number; peer: number } {
  ours();
  peer();
  const ratios: number[] = [];
  const a: number[] = [];
  const b: number[] = [];
  for (let r = 0; r < rounds; r++) {
    let x: number;
    let y: number;
    if (r % 2 === 0) {
      x = timeOf(ours, minMs);
      y = timeOf(peer, minMs);
    } else {
      y = timeOf(peer, minMs);
      x = timeOf(ours, minMs);
    }
    a.push(x);
    b.push(y);
    ratios.push(x / y);
  }
  return { ratio: median(ratios), ours: median(a), peer: median(b) };
}

export const fmt = (x: number): string => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2));

/** One printed line: `label: N× peer (ours X ms, peer Y ms)`. */
export function line(label: string, m: { ratio: number; ours: number; peer: number }): string {
  return `  ${label}: ${fmt(m.ratio)}× the peer  [ours ${fmt(m.ours)} ms, peer ${fmt(m.peer)} ms]`;
}
