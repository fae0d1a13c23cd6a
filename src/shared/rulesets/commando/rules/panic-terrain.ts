/**
 * What the panicked man's run meets (Cases 14.24, 14.25): windows and slits
 * are walls to him, and inside a building he makes for the nearest door.
 * Used by panic-routine.ts's `panicMove`.
 */
import type { GameMap, LineTerrain, Square } from '../../../map/map-model';
import { onMap, sideKey, terrainAt } from '../../../map/map-model';
import type { Mover, MovementTables } from './movement-tables';
import { stepTaskPoints } from './movement';
import { reachable } from './path-finding';
import type { Occupancy } from './stacking';
import { stepOf } from './panic-directions';

/** The terrains a panicked man must leave by a door (Case 14.25). */
export const INTERIOR: ReadonlySet<string> = new Set(['building', 'bunker', 'hangar']);

const noApertureCache = new WeakMap<MovementTables, MovementTables>();

/** Movement's tables with windows and slits impassable: "under no circumstances will a panicked man enter (or exit) via slit or window" (Case 14.24). */
export function panicMovementTables(t: MovementTables): MovementTables {
  let out = noApertureCache.get(t);
  if (!out) {
    const shut = { kind: 'printed', source: 'Case 14.24 ("Under no circumstances will a panicked man enter (or exit) via slit or window")' } as const;
    out = {
      ...t,
      line: {
        ...t.line,
        window: { ...t.line.window, crossing: { value: 'impassable', provenance: shut } },
        slit: { ...t.line.slit, crossing: { value: 'impassable', provenance: shut } },
      },
    };
    noApertureCache.set(t, out);
  }
  return out;
}

/** The line features on the side between two orthogonal neighbours. */
export function linesOn(map: GameMap, a: Square, b: Square): readonly LineTerrain[] {
  const dir = b.row < a.row ? 'n' : b.row > a.row ? 's' : b.col < a.col ? 'w' : 'e';
  const key = sideKey({ col: a.col, row: a.row, dir });
  return map.lines.filter((f) => sideKey(f.side) === key).map((f) => f.terrain);
}

export interface Exit {
  readonly route: readonly Square[];
  readonly via: 'door' | 'window';
  readonly tables: MovementTables;
}

/** Case 14.25: the cheapest route out of his building through a door; through a window only when no door will serve. */
export function nearestExit(map: GameMap, start: Square, mover: Mover, occupancy: Occupancy, doorsOnly: MovementTables, withWindows: MovementTables): Exit | undefined {
  for (const [via, t, kinds] of [
    ['door', doorsOnly, ['door']],
    ['window', withWindows, ['window']],
  ] as const) {
    const reach = reachable(map, mover, start, 1_000_000, occupancy, t);
    let best: { route: Square[]; cost: number } | undefined;
    for (const f of map.lines) {
      if (!(kinds as readonly string[]).includes(f.terrain)) continue;
      const a = { col: f.side.col, row: f.side.row };
      const b = stepOf(a, f.side.dir === 'n' ? 'n' : f.side.dir === 's' ? 's' : f.side.dir === 'e' ? 'e' : 'w');
      if (!onMap(map, a) || !onMap(map, b)) continue;
      const aIn = INTERIOR.has(terrainAt(map, a).terrain);
      const bIn = INTERIOR.has(terrainAt(map, b).terrain);
      if (aIn === bIn) continue;
      const inside = aIn ? a : b;
      const outside = aIn ? b : a;
      const toInside = reach.routeTo(inside);
      if (!toInside) continue;
      const c = stepTaskPoints(map, inside, outside, mover, t);
      if (typeof c !== 'number') continue;
      const cost = reach.costAt(inside)! + c;
      if (!best || cost < best.cost) best = { route: [...toInside, outside], cost };
    }
    if (best) return { route: best.route, via, tables: t };
  }
  return undefined;
}
