import { Arrow, Circle, Group, Line, Star, Text } from 'react-konva';
import { squareCentre, SQUARE_PX } from '../../../map/geometry';
import type { ArtilleryItem } from './artillery-items';

/** Section 28.0: a magenta-red apart from flame's orange, mines' amber and the side colours. */
const SHELL_COLOUR = '#ff3d7f';

/**
 * A barrage as a crosshair ring over its target square, dashed for a piece's target (called fire), its Game-Turns (or
 * observation) below; a shell as a burst where it came down with its round's letters, and a dashed arrow from the
 * square it was aimed at when it scattered. Readable whatever the zoom, outlined in black for any terrain.
 */
export function ArtilleryShape({ item, scale }: { item: ArtilleryItem; scale: number }) {
  const c = squareCentre(item.square);
  const w = 1 / Math.min(1, scale);
  const font = Math.max(7, 10 / scale);
  if (item.kind === 'barrage') {
    const r = SQUARE_PX * 0.62;
    const dash = item.source === 'G' ? [5 * w, 3 * w] : undefined;
    const cross = [
      [c.x - r - 3, c.y, c.x - r * 0.45, c.y],
      [c.x + r * 0.45, c.y, c.x + r + 3, c.y],
      [c.x, c.y - r - 3, c.x, c.y - r * 0.45],
      [c.x, c.y + r * 0.45, c.x, c.y + r + 3],
    ];
    return (
      <Group>
        <Circle x={c.x} y={c.y} radius={r} stroke="#000000" strokeWidth={4 * w} dash={dash} />
        <Circle x={c.x} y={c.y} radius={r} stroke={SHELL_COLOUR} strokeWidth={2 * w} dash={dash} />
        {cross.map((p, i) => (
          <Line key={i} points={p} stroke={SHELL_COLOUR} strokeWidth={2 * w} />
        ))}
        <Text x={c.x - SQUARE_PX * 2} y={c.y + r + 4} width={SQUARE_PX * 4} align="center" text={item.label} fontSize={font} fontStyle="bold" fill={SHELL_COLOUR} stroke="#000000" strokeWidth={font / 5} fillAfterStrokeEnabled />
      </Group>
    );
  }
  const from = item.from ? squareCentre(item.from) : undefined;
  const radius = Math.max(SQUARE_PX * 0.55, 10 / scale);
  return (
    <Group>
      {from && <Arrow points={[from.x, from.y, c.x, c.y]} stroke={SHELL_COLOUR} fill={SHELL_COLOUR} strokeWidth={1.5 * w} dash={[4 * w, 3 * w]} pointerLength={5 * w} pointerWidth={5 * w} />}
      <Star x={c.x} y={c.y} numPoints={8} innerRadius={radius * 0.5} outerRadius={radius} fill="rgba(60,0,20,0.85)" stroke={SHELL_COLOUR} strokeWidth={1.5 * w} />
      <Text x={c.x - radius} y={c.y - font / 2} width={radius * 2} align="center" text={item.letter} fontSize={font} fontStyle="bold" fill="#ffffff" />
    </Group>
  );
}
