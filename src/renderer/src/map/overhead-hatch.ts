import type { OverheadObstacle } from '@shared/map/map-model';
import { OVERHEAD_STYLE } from './terrain-style';

/**
 * An overhead obstacle (a crane's arm at Elevation Level Two, Case 48.43):
 * a hatched outline over the square, so the ground beneath (Clear) still shows.
 */
export function strokeOverhead(c: CanvasRenderingContext2D, overhead: OverheadObstacle, x: number, y: number, size: number): void {
  c.save();
  c.strokeStyle = OVERHEAD_STYLE.colour;
  c.lineWidth = OVERHEAD_STYLE.width;
  c.strokeRect(x + 1, y + 1, size - 2, size - 2);
  c.beginPath();
  c.rect(x, y, size, size);
  c.clip();
  c.lineWidth = OVERHEAD_STYLE.width / 2;
  c.beginPath();
  for (let d = -size; d < size; d += size / OVERHEAD_STYLE.hatch) {
    c.moveTo(x + d, y + size);
    c.lineTo(x + d + size, y);
  }
  c.stroke();
  c.fillStyle = OVERHEAD_STYLE.colour;
  c.font = `${Math.round(size / 3)}px sans-serif`;
  c.fillText(String(overhead.level), x + 2, y + size / 3 + 1);
  c.restore();
}
