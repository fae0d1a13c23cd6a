import type { ClimbSymbol } from '@shared/map/map-model';

/** Colours of the climbing symbols (Case 35.21: the Players draw their own ladders and stairways). */
export const CLIMB_STYLE = { ladder: '#f0d890', roof: '#c9b48a', width: 1.5 } as const;

/**
 * A ladder (two rails and rungs) or a stairway (steps) in the lower right of a
 * building square (Case 35.21), small enough to leave the square's men clear.
 */
export function strokeClimbSymbol(c: CanvasRenderingContext2D, kind: ClimbSymbol, x: number, y: number, size: number): void {
  const w = size * 0.28;
  const h = size * 0.5;
  const left = x + size - w - size * 0.08;
  const top = y + size - h - size * 0.08;
  c.save();
  c.strokeStyle = CLIMB_STYLE.ladder;
  c.lineWidth = CLIMB_STYLE.width;
  c.beginPath();
  if (kind === 'ladder') {
    c.moveTo(left, top);
    c.lineTo(left, top + h);
    c.moveTo(left + w, top);
    c.lineTo(left + w, top + h);
    for (let i = 1; i <= 4; i++) {
      c.moveTo(left, top + (h * i) / 5);
      c.lineTo(left + w, top + (h * i) / 5);
    }
  } else {
    const steps = 4;
    c.moveTo(left, top + h);
    for (let i = 0; i < steps; i++) {
      c.lineTo(left + (w * i) / steps, top + h - (h * (i + 1)) / steps);
      c.lineTo(left + (w * (i + 1)) / steps, top + h - (h * (i + 1)) / steps);
    }
  }
  c.stroke();
  c.restore();
}

/** A flat roof (Case 35.22: gabled unless the Players agree otherwise): a dashed inner outline of the square. */
export function strokeFlatRoof(c: CanvasRenderingContext2D, x: number, y: number, size: number): void {
  c.save();
  c.strokeStyle = CLIMB_STYLE.roof;
  c.lineWidth = 1;
  c.setLineDash([3, 3]);
  c.strokeRect(x + size * 0.12, y + size * 0.12, size * 0.76, size * 0.76);
  c.restore();
}
