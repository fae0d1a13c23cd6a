/**
 * Tables for the skirmish tests and the benchmark: a hand-drawn small one and
 * a seeded random one (no Math.random: a small LCG).
 */
import type { Point, TableArea, TableBuilding, TableHill, TableLayout, TableLinear } from '../rules/table-types';

export const emptyLayout = (width = 72, height = 48): TableLayout => ({ width, height, areas: [], linear: [], buildings: [], hills: [], roads: [] });

export const rect = (x: number, y: number, w: number, h: number): Point[] => [
  { x, y },
  { x: x + w, y },
  { x: x + w, y: y + h },
  { x, y: y + h },
];

export function lcg(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 0x100000000;
  };
}

/** A regular-ish convex polygon around a centre. */
function blob(rnd: () => number, cx: number, cy: number, r: number, corners: number): Point[] {
  return Array.from({ length: corners }, (_, k) => {
    const a = (2 * Math.PI * k) / corners;
    const rr = r * (0.7 + 0.3 * rnd());
    return { x: cx + rr * Math.cos(a), y: cy + rr * Math.sin(a) };
  });
}

/** A random table of `features` features (areas, walls and hedges, buildings, hills) inside width × height. */
export function randomLayout(seed: number, features: number, width = 72, height = 48): TableLayout {
  const rnd = lcg(seed);
  const at = (margin: number) => ({ x: margin + rnd() * (width - 2 * margin), y: margin + rnd() * (height - 2 * margin) });
  const areas: TableArea[] = [];
  const linear: TableLinear[] = [];
  const buildings: TableBuilding[] = [];
  const hills: TableHill[] = [];
  const classes = ['light', 'close', 'dense'] as const;
  for (let i = 0; i < features; i++) {
    const kind = i % 10;
    if (kind < 4) {
      const c = at(4);
      const cover = classes[Math.floor(rnd() * 3)]!;
      areas.push({ id: `area-${i}`, polygon: blob(rnd, c.x, c.y, 1.5 + rnd() * 2.5, 6), cover, movement: cover === 'light' ? 'light' : 'close' });
    } else if (kind < 8) {
      const p = at(3);
      const q = { x: Math.min(width, Math.max(0, p.x + (rnd() - 0.5) * 8)), y: Math.min(height, Math.max(0, p.y + (rnd() - 0.5) * 8)) };
      const r = { x: Math.min(width, Math.max(0, q.x + (rnd() - 0.5) * 6)), y: Math.min(height, Math.max(0, q.y + (rnd() - 0.5) * 6)) };
      const wall = rnd() < 0.5;
      linear.push(wall
        ? { id: `wall-${i}`, kind: 'wall', points: [p, q, r], material: 'brick', thickness: 2, height: 0.5 + rnd() * 2 }
        : { id: `hedge-${i}`, kind: 'hedge', points: [p, q], material: 'wood-fence', thickness: 1, height: 1 + rnd() * 1.5 });
    } else if (kind === 8) {
      const c = at(4);
      const w = 1.5 + rnd() * 2;
      const h = 1.5 + rnd() * 2;
      buildings.push({ id: `bld-${i}`, polygon: rect(c.x - w / 2, c.y - h / 2, w, h), height: 3 + rnd() * 5, wall: { material: 'brick', thickness: 2 }, openings: [{ kind: 'door', edge: 0, at: 0.2, width: 0.5 }, { kind: 'window', edge: 2, at: 0.3, width: 0.5 }], cover: 'close' });
    } else {
      const c = at(6);
      const r = 3 + rnd() * 3;
      hills.push({ id: `hill-${i}`, contours: [{ polygon: rect(c.x - r, c.y - r, 2 * r, 2 * r), height: 5 }, { polygon: rect(c.x - r / 2, c.y - r / 2, r, r), height: 10 }] });
    }
  }
  return { width, height, areas, linear, buildings, hills, roads: [] };
}
