import type { Zone } from '@shared/map/map-model';
import type Konva from 'konva';
import { MARGIN_PX, SQUARE_PX } from './geometry';

/** One side of a square on a Zone's border, in map pixels. */
export interface Segment {
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
}

/**
 * The outline of a Zone (Case 38.43): every side of its squares whose
 * neighbour across it is not in the Zone. Pure, so a test can count the
 * sides of a plain rectangle.
 */
export function zoneOutline(zone: Zone): Segment[] {
  const inZone = new Set(zone.squares.map((s) => `${s.col},${s.row}`));
  const has = (col: number, row: number) => inZone.has(`${col},${row}`);
  const out: Segment[] = [];
  for (const { col, row } of zone.squares) {
    const x = MARGIN_PX + (col - 1) * SQUARE_PX;
    const y = MARGIN_PX + (row - 1) * SQUARE_PX;
    if (!has(col, row - 1)) out.push({ x1: x, y1: y, x2: x + SQUARE_PX, y2: y });
    if (!has(col, row + 1)) out.push({ x1: x, y1: y + SQUARE_PX, x2: x + SQUARE_PX, y2: y + SQUARE_PX });
    if (!has(col - 1, row)) out.push({ x1: x, y1: y, x2: x, y2: y + SQUARE_PX });
    if (!has(col + 1, row)) out.push({ x1: x + SQUARE_PX, y1: y, x2: x + SQUARE_PX, y2: y + SQUARE_PX });
  }
  return out;
}

/** Where a Zone's name goes: inside its north-west-most square. */
export function zoneLabelAt(zone: Zone): { x: number; y: number } | undefined {
  const first = [...zone.squares].sort((a, b) => a.row - b.row || a.col - b.col)[0];
  return first ? { x: MARGIN_PX + (first.col - 1) * SQUARE_PX + 2, y: MARGIN_PX + (first.row - 1) * SQUARE_PX + 2 } : undefined;
}

/** The Zones' outlines and names in one sceneFunc, their lines kept about 2 screen pixels at any zoom. */
export function zonesScene(zones: readonly Zone[], scale: number) {
  const outlines = zones.map((z) => ({ id: z.id, segments: zoneOutline(z), at: zoneLabelAt(z) }));
  return (ctx: Konva.Context) => {
    const c = ctx._context;
    c.save();
    c.lineWidth = 2 / scale;
    c.setLineDash([6 / scale, 3 / scale]);
    for (const z of outlines) {
      // A dark under-stroke, then the yellow, so the border reads on grass, sand and concrete alike.
      for (const [colour, extra] of [['rgba(0,0,0,0.8)', 1.5 / scale], ['#ffd54a', 0]] as const) {
        c.strokeStyle = colour;
        c.lineWidth = 2 / scale + extra;
        c.beginPath();
        for (const s of z.segments) {
          c.moveTo(s.x1, s.y1);
          c.lineTo(s.x2, s.y2);
        }
        c.stroke();
      }
    }
    c.setLineDash([]);
    const size = Math.max(6, 12 / scale);
    c.font = `bold ${size}px sans-serif`;
    c.textAlign = 'left';
    c.textBaseline = 'top';
    c.lineWidth = size / 4;
    for (const z of outlines) {
      if (!z.at) continue;
      c.strokeStyle = '#000000';
      c.strokeText(`Zone ${z.id}`, z.at.x, z.at.y);
      c.fillStyle = '#ffd54a';
      c.fillText(`Zone ${z.id}`, z.at.x, z.at.y);
    }
    c.restore();
  };
}
