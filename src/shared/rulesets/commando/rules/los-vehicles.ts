/**
 * Case 23.62: "A tank also blocks LOS; treat a square containing a tank as
 * blocking terrain square for LOS-tracing purposes." The tanks' squares as a
 * per-grid mask, so the trace reads one byte per square it crosses (no scan
 * of the vehicles). A square in the mask counts one level above its ground
 * (Case 8.22), as blocking field terrain does. Ruling VH19
 * (docs/rulings/vehicles.md): only a tank blocks.
 */
import type { Square } from '../../../map/map-model';
import type { LosGrid } from './los-grid';

interface Cached {
  readonly key: Int32Array;
  readonly mask: Uint8Array;
}

const cache = new WeakMap<LosGrid, Cached>();

/** 1 at every on-map square holding a tank; `null` when there is none. Kept per grid and compared by content. */
export function vehicleMask(g: LosGrid, squares: readonly Square[] | undefined): Uint8Array | null {
  if (!squares || squares.length === 0) return null;
  const old = cache.get(g);
  if (old && old.key.length === squares.length * 2) {
    let same = true;
    for (let i = 0; i < squares.length && same; i++) same = old.key[2 * i] === squares[i]!.col && old.key[2 * i + 1] === squares[i]!.row;
    if (same) return old.mask;
  }
  const key = new Int32Array(squares.length * 2);
  const mask = new Uint8Array(g.width * g.height);
  squares.forEach((s, i) => {
    key[2 * i] = s.col;
    key[2 * i + 1] = s.row;
    if (s.col >= 1 && s.row >= 1 && s.col <= g.width && s.row <= g.height) mask[(s.row - 1) * g.width + s.col - 1] = 1;
  });
  cache.set(g, { key, mask });
  return mask;
}
