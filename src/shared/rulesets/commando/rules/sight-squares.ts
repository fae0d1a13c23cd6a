/**
 * Which squares a man (or a light on a roof) has a Line of Sight to, for the
 * views and the lit-square rules that used to trace one line per square: a
 * side's shading of lit squares (Sections 33.0, 34.0), a beam's or a
 * grenade's lit squares. One field of view (field-of-view.ts, exactly
 * `hasLineOfSight` on every square) answers them all.
 *
 * A view is projected again on every push, and most men have not moved since
 * the last: the fields of view are kept per map (and dropped with it), by the
 * viewpoint's square and level and the smoke on the map, the oldest let go
 * past `KEPT`. The cache holds only results of a pure function of its key, so
 * what it returns never depends on what was asked before.
 */
import type { GameMap, Square } from '../../../map/map-model';
import type { FieldOfView } from './field-of-view';
import { fieldOfView } from './field-of-view';
import type { Viewpoint } from './line-of-sight';
import { hasLineOfSight } from './line-of-sight';

/** Fields of view kept per map (each a byte a square: 2.5 KB on a 64×40 map). */
const KEPT = 1024;
const byMap = new WeakMap<GameMap, Map<string, FieldOfView>>();

/**
 * The field of view from `from` (posture never changes LOS), shared: do not write to `visible`.
 * Case 23.62: a tank's square is blocking terrain for every Line of Sight, a
 * beam's and a flare's too. A tank only takes sight away, so the squares the
 * field of view gives are each traced again with the tanks (`hasLineOfSight`),
 * which is exact; only maps with a tank on them pay for it.
 */
export function sightFrom(map: GameMap, from: Viewpoint, smoke?: readonly Square[], tanks?: readonly Square[]): FieldOfView {
  let kept = byMap.get(map);
  if (!kept) byMap.set(map, (kept = new Map()));
  let key = `${from.square.col},${from.square.row},${from.level ?? 0}`;
  if (smoke) for (const s of smoke) key += `;${s.col},${s.row}`;
  let fov = kept.get(key);
  if (!fov) {
    fov = fieldOfView(map, from, smoke && smoke.length > 0 ? { smoke } : undefined);
    keep(kept, key, fov);
  }
  if (!tanks || tanks.length === 0) return fov;
  let tankKey = `${key}|`;
  for (const t of tanks) tankKey += `${t.col},${t.row};`;
  let blocked = kept.get(tankKey);
  if (!blocked) {
    blocked = withTanks(map, from, fov, smoke, tanks);
    keep(kept, tankKey, blocked);
  }
  return blocked;
}

function keep(kept: Map<string, FieldOfView>, key: string, fov: FieldOfView): void {
  if (kept.size >= KEPT) kept.delete(kept.keys().next().value!);
  kept.set(key, fov);
}

/** The field of view `fov` with each square it gives traced again with the tanks' squares blocking (Case 23.62). */
function withTanks(map: GameMap, from: Viewpoint, fov: FieldOfView, smoke: readonly Square[] | undefined, tanks: readonly Square[]): FieldOfView {
  const visible = new Uint8Array(fov.visible);
  const ctx = { ...(smoke && smoke.length > 0 ? { smoke } : {}), vehicles: tanks };
  let exactChecks = fov.exactChecks;
  for (let i = 0; i < visible.length; i++) {
    if (visible[i] !== 1) continue;
    const square = { col: (i % fov.width) + 1, row: Math.floor(i / fov.width) + 1 };
    exactChecks++;
    if (!hasLineOfSight(map, from, { square, posture: 'erect' }, ctx)) visible[i] = 0;
  }
  return { width: fov.width, height: fov.height, visible, exactChecks };
}

/** Is `sq` in the field of view `fov`? (Off the map: no.) */
export function inSight(fov: FieldOfView, sq: Square): boolean {
  return sq.col >= 1 && sq.row >= 1 && sq.col <= fov.width && sq.row <= fov.height && fov.visible[(sq.row - 1) * fov.width + sq.col - 1] === 1;
}
