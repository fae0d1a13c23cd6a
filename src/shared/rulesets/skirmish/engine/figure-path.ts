/**
 * A figure's ordered path, planned from what his own side sees (issue 19):
 * the table (public terrain) and the man himself — where he stands, his
 * posture and what he carries. Nothing of any other figure goes in, so the
 * refusal a side's window gets for a path can tell it nothing of an unseen
 * enemy (fog). The side window shows the same plan before the orders are handed in;
 * the engine refuses by it (orders.ts), and the Movement step moves by it.
 * Seed lines 37–48 (rules/movement.ts); ruling SK36 (docs/rulings/skirmish-game.md).
 */
import type { Point, SkirmishTable } from '../model/table-model';
import { planMove, type MoveResult } from '../rules/movement';
import type { LoadItem, MoveMode } from '../tables/movement';
import type { Posture } from '../tables/features';
import { tableIndexOf } from './table-cache';

/** The man as his own side knows him: exactly the keys of his figure in the side's view. */
export interface PathFigure {
  readonly id: string;
  readonly at: Point;
  readonly posture: Posture;
  readonly loads?: readonly LoadItem[];
}

export function planFigurePath(table: SkirmishTable, figure: PathFigure, mode: MoveMode, path: readonly Point[]): MoveResult {
  return planMove(tableIndexOf(table), {
    figure: { id: figure.id, at: figure.at, posture: figure.posture },
    waypoints: path,
    mode,
    // Seed line 43: rising from prone costs 1"; a man who crawls stays down.
    risesFromProne: figure.posture === 'prone' && mode !== 'crawl',
    ...(figure.loads ? { loads: figure.loads } : {}),
  });
}
