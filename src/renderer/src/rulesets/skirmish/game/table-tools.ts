/**
 * The game table's measuring tape and line-of-sight tool (issue 19): two
 * clicks (or taps) fix the ends; an end within a figure's reach snaps to him
 * and sights from his eye by his posture, any other point is a standing man.
 * The reading comes from the shared skirmish geometry (rules/measuring.ts,
 * rules/line-of-sight.ts), the same the engine uses.
 */
import type { Point, SkirmishTable } from '@shared/rulesets/skirmish/model/table-model';
import { distance } from '@shared/rulesets/skirmish/rules/geometry';
import { lineOfSight, type SightResult } from '@shared/rulesets/skirmish/rules/line-of-sight';
import { buildTableIndex, type TableIndex } from '@shared/rulesets/skirmish/rules/table-index';
import type { SmokeCloud, TableFigure } from '@shared/rulesets/skirmish/rules/table-types';
import type { Posture } from '@shared/rulesets/skirmish/tables/features';

export type TableTool = 'none' | 'tape' | 'los';

/** The two ends of the tape or sight line; `fixed` once the second click is in. */
export interface ToolLine {
  readonly a: Point;
  readonly b: Point;
  readonly fixed: boolean;
}

export interface ToolFigure {
  readonly id: string;
  readonly name: string;
  readonly at: Point;
  readonly posture?: Posture;
}

/** How near (inches) a click must fall to a figure to snap to him. */
export const SNAP_INCHES = 1;

/** A click: the first end (or a fresh line after a fixed one), else the second end. */
export function clickTool(line: ToolLine | undefined, at: Point): ToolLine {
  return !line || line.fixed ? { a: at, b: at, fixed: false } : { ...line, b: at, fixed: true };
}

/** The pointer moving before the second click: the line follows it. */
export function hoverTool(line: ToolLine | undefined, at: Point): ToolLine | undefined {
  return line && !line.fixed ? { ...line, b: at } : line;
}

/** The figure nearest a point within SNAP_INCHES, if any. */
export function figureAt(figures: readonly ToolFigure[], at: Point): ToolFigure | undefined {
  let best: ToolFigure | undefined;
  for (const f of figures) if (distance(f.at, at) <= SNAP_INCHES && (!best || distance(f.at, at) < distance(best.at, at))) best = f;
  return best;
}

/** An end of the sight line: the figure there with his posture, or a standing man at the point. */
export function sightEnd(figures: readonly ToolFigure[], at: Point, name: string): TableFigure & { readonly name: string } {
  const f = figureAt(figures, at);
  return f ? { id: f.id, name: f.name, at: f.at, posture: f.posture ?? 'standing' } : { id: name, name: `point ${name} (${at.x.toFixed(1)}", ${at.y.toFixed(1)}")`, at, posture: 'standing' };
}

const INDEXES = new WeakMap<SkirmishTable, TableIndex>();
const indexOf = (table: SkirmishTable): TableIndex => {
  let i = INDEXES.get(table);
  if (!i) INDEXES.set(table, (i = buildTableIndex(table)));
  return i;
};

/** The sight line's reading: visibility, what blocks it, the cover and the walls crossed (with the game's smoke). */
export function readSight(table: SkirmishTable, figures: readonly ToolFigure[], line: ToolLine, smoke: readonly SmokeCloud[] = []): { from: ReturnType<typeof sightEnd>; to: ReturnType<typeof sightEnd>; result: SightResult } {
  const from = sightEnd(figures, line.a, 'A');
  const to = sightEnd(figures, line.b, 'B');
  return { from, to, result: lineOfSight(indexOf(table), from, to, smoke) };
}
