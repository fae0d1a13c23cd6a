import { Circle, Group, Line, Rect, Text } from 'react-konva';
import type { Square } from '@shared/map/map-model';
import { squareCentre, squareOrigin, SQUARE_PX } from '../../../map/geometry';
import type { DeployPreview } from '../tools/previews';

/** One sentry's loop as the umpire sees it (Case 38.45): every square in walking order, back to the first. */
export interface SentryRouteShape {
  readonly manId: string;
  readonly route: readonly Square[];
  /** Where he is on it now. */
  readonly index: number;
}

const ROUTE_COLOUR = '#c792ea';
const DRAFT_COLOUR = '#ffd54a';

function loopPoints(route: readonly Square[]): number[] {
  return [...route, route[0]!].flatMap((sq) => {
    const c = squareCentre(sq);
    return [c.x, c.y];
  });
}

/**
 * Set-up drawings on the map, in map pixels (MapCanvas children): the
 * sentries' routes (umpire only, Case 38.45), the route being laid with its
 * squares numbered, and the area an object would cover (Case 39.43).
 */
export function SetupShapes({ routes = [], preview }: { routes?: readonly SentryRouteShape[]; preview?: DeployPreview | undefined }) {
  const draft = preview?.route;
  return (
    <Group>
      {routes.map((r) => {
        const at = squareCentre(r.route[r.index % r.route.length]!);
        return (
          <Group key={r.manId}>
            <Line points={loopPoints(r.route)} stroke={ROUTE_COLOUR} strokeWidth={1.5} dash={[4, 3]} opacity={0.85} />
            <Circle x={at.x} y={at.y} radius={2.5} fill={ROUTE_COLOUR} />
          </Group>
        );
      })}
      {draft && draft.points.length > 0 && (
        <Group>
          {draft.points.length > 1 && <Line points={draft.points.flatMap((sq) => [squareCentre(sq).x, squareCentre(sq).y])} stroke={DRAFT_COLOUR} strokeWidth={2} />}
          {draft.points.length > 1 && (
            // The loop closes back to the first square (Case 38.45).
            <Line points={[squareCentre(draft.points.at(-1)!).x, squareCentre(draft.points.at(-1)!).y, squareCentre(draft.points[0]!).x, squareCentre(draft.points[0]!).y]} stroke={DRAFT_COLOUR} strokeWidth={1} dash={[3, 3]} />
          )}
          {draft.points.map((sq, i) => {
            const o = squareOrigin(sq);
            return <Text key={`${sq.col},${sq.row},${i}`} x={o.x + 2} y={o.y + 2} text={String(i + 1)} fontSize={8} fontStyle="bold" fill="#ffffff" stroke="#000000" strokeWidth={0.3} />;
          })}
          {draft.broken && <Rect {...squareOrigin(draft.broken)} width={SQUARE_PX} height={SQUARE_PX} stroke="#ff6b5b" strokeWidth={2} />}
        </Group>
      )}
      {preview?.mine && (
        // Laying a mine (Section 22.0): the claymore's square, the eight squares it may face (Case 22.31), the hovered square checked.
        <Group>
          {preview.mine.square && <Rect {...squareOrigin(preview.mine.square)} width={SQUARE_PX} height={SQUARE_PX} stroke={DRAFT_COLOUR} strokeWidth={2} />}
          {preview.mine.choices.map((sq) => (
            <Rect key={`${sq.col},${sq.row}`} {...squareOrigin(sq)} width={SQUARE_PX} height={SQUARE_PX} fill="rgba(255,213,74,0.25)" />
          ))}
          {preview.mine.hover && (
            <Rect {...squareOrigin(preview.mine.hover)} width={SQUARE_PX} height={SQUARE_PX} stroke={preview.mine.allowed === false ? '#ff6b5b' : '#7CFC8A'} strokeWidth={1.5} dash={[3, 2]} />
          )}
        </Group>
      )}
      {preview?.area?.map((sq) => <Rect key={`${sq.col},${sq.row}`} {...squareOrigin(sq)} width={SQUARE_PX} height={SQUARE_PX} fill="rgba(124,252,138,0.35)" stroke="#7CFC8A" strokeWidth={1} />)}
    </Group>
  );
}
