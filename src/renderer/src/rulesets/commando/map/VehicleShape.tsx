import { Arrow, Group, Line, Rect, Text } from 'react-konva';
import { squareCentre, squareOrigin, SQUARE_PX } from '../../../map/geometry';
import { facingArrow } from './searchlight-items';
import { vehicleText, type VehicleItem } from './vehicle-items';

/**
 * A vehicle (Sections 23.0–30.0): a hull filling its square in its side's colour, the hull facing as a thick arrow
 * out of it (Case 23.14), a tank's turret as a thin white arrow (Case 23.16), and its kind, "o" when opened up
 * (Case 23.5) and the count aboard where the view knows it, above the square; struck through once knocked out.
 */
export function VehicleShape({ item, scale }: { item: VehicleItem; scale: number }) {
  const o = squareOrigin(item.square);
  const c = squareCentre(item.square);
  const w = 1 / Math.min(1, scale);
  const font = Math.max(7, 10 / scale);
  // One line whatever the zoom ("TANK o 5").
  const labelWidth = Math.max(SQUARE_PX * 3, font * 8);
  const hull = facingArrow(c, item.facing, SQUARE_PX / 2 + Math.max(SQUARE_PX * 0.6, 12 / scale));
  const turret = item.turret ? facingArrow(c, item.turret, SQUARE_PX / 2 + Math.max(SQUARE_PX * 0.9, 18 / scale)) : undefined;
  return (
    <Group>
      <Rect x={o.x + 1} y={o.y + 1} width={SQUARE_PX - 2} height={SQUARE_PX - 2} cornerRadius={SQUARE_PX * 0.15} fill={item.colour} opacity={0.85} stroke="#000000" strokeWidth={1.5 * w} />
      <Arrow points={hull} stroke="#000000" fill="#000000" strokeWidth={5 * w} pointerLength={7 * w} pointerWidth={8 * w} />
      <Arrow points={hull} stroke={item.colour} fill={item.colour} strokeWidth={3 * w} pointerLength={6 * w} pointerWidth={6 * w} />
      {turret && <Arrow points={turret} stroke="#000000" fill="#000000" strokeWidth={3 * w} pointerLength={5 * w} pointerWidth={6 * w} />}
      {turret && <Arrow points={turret} stroke="#ffffff" fill="#ffffff" strokeWidth={1.5 * w} pointerLength={4 * w} pointerWidth={4 * w} />}
      <Text x={c.x - labelWidth / 2} y={o.y - font - 3} width={labelWidth} wrap="none" align="center" text={vehicleText(item)} fontSize={font} fontStyle="bold" fill="#ffffff" stroke="#000000" strokeWidth={font / 5} fillAfterStrokeEnabled />
      {item.knockedOut && <Line points={[o.x, o.y + SQUARE_PX, o.x + SQUARE_PX, o.y]} stroke="#ff3b30" strokeWidth={2 * w} />}
    </Group>
  );
}
