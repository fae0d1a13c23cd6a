import { Ellipse, Group, Line, Rect, Text } from 'react-konva';
import { squareCentre, SQUARE_PX } from '../../../map/geometry';
import { mountText, type MountItem } from './mount-items';

/** Section 19.0: each kind its own colour, apart from the side colours and the dogs' brown. */
export const MOUNT_COLOUR: Readonly<Record<MountItem['animal'], string>> = { horse: '#c98a4b', camel: '#e3c26b', mule: '#a9a39a' };

/**
 * A mount (Section 19.0): a wide oval of its kind's colour round its figure, its rim solid while ridden (Case 19.31) with a saddle on top in which
 * the rider's marker sits, dashed when riderless; hobbled (Case 19.66) two bars across its foot; its reins, when held
 * from another square (led, Case 19.67), a dashed line to the holder; its kind and state over it (the marker's labels sit under it).
 */
export function MountShape({ item, scale }: { item: MountItem; scale: number }) {
  const c = squareCentre(item.square);
  const colour = MOUNT_COLOUR[item.animal];
  const w = Math.max(1.5, 2.5 / scale);
  const font = Math.max(6, 9 / scale);
  // Wider than the square, so the mount shows round its figure's marker even at the whole-map zoom.
  const rx = SQUARE_PX * 0.68;
  const ry = SQUARE_PX * 0.44;
  // One line whatever the zoom ("CAMEL HOB").
  const labelWidth = Math.max(SQUARE_PX * 3, font * 8);
  const reins = item.reinsSquare ? squareCentre(item.reinsSquare) : undefined;
  return (
    <Group>
      {reins && <Line points={[c.x, c.y, reins.x, reins.y]} stroke={colour} strokeWidth={w} dash={[3, 3]} />}
      <Ellipse x={c.x} y={c.y} radiusX={rx} radiusY={ry} fill={colour} opacity={0.55} stroke="#000000" strokeWidth={w + 1.5} />
      <Ellipse x={c.x} y={c.y} radiusX={rx} radiusY={ry} stroke={colour} strokeWidth={w} dash={item.riderId ? undefined : [4, 3]} />
      {item.riderId && <Rect x={c.x - SQUARE_PX * 0.18} y={c.y - ry - SQUARE_PX * 0.1} width={SQUARE_PX * 0.36} height={SQUARE_PX * 0.16} cornerRadius={SQUARE_PX * 0.06} fill={colour} stroke="#000000" strokeWidth={1} />}
      {item.hobbled && (
        <Group>
          <Line points={[c.x - SQUARE_PX * 0.2, c.y + ry - 3, c.x - SQUARE_PX * 0.2, c.y + ry + 3]} stroke={colour} strokeWidth={w} />
          <Line points={[c.x + SQUARE_PX * 0.2, c.y + ry - 3, c.x + SQUARE_PX * 0.2, c.y + ry + 3]} stroke={colour} strokeWidth={w} />
        </Group>
      )}
      <Text x={c.x - labelWidth / 2} y={c.y - ry - font - 2} width={labelWidth} wrap="none" align="center" text={mountText(item)} fontSize={font} fontStyle="bold" fill={colour} stroke="#000000" strokeWidth={font / 6} fillAfterStrokeEnabled />
    </Group>
  );
}
