import type Konva from 'konva';
import { Circle, Group, Shape } from 'react-konva';
import type { ManSight } from '@shared/rulesets/commando/engine/man-sight';
import { squareCentre, squareOrigin, SQUARE_PX } from '../../../map/geometry';
import { SIGHT_STATUS_COLOUR } from '../components/SightPanel';

/** Out of his sight: the map shows through dimly. */
const HIDDEN_FILL = 'rgba(8,10,14,0.62)';
/** In sight beyond the observation range (Case 8.12): a lighter veil. */
const BEYOND_FILL = 'rgba(8,10,14,0.28)';

/**
 * The umpire's "what can this man see": every square out of his sight dark,
 * those in sight beyond the observation range veiled, his own square ringed,
 * and each enemy ringed in the colour of what observation would find.
 */
export function SightShapes({ sight }: { sight: ManSight }) {
  const eye = squareCentre(sight.from);
  return (
    <Group listening={false}>
      <Shape sceneFunc={veil(sight)} />
      <Circle x={eye.x} y={eye.y} radius={SQUARE_PX * 0.62} stroke="#ffd54a" strokeWidth={2.5} />
      {sight.enemies.map((e) => {
        const c = squareCentre(e.square);
        return <Circle key={e.id} x={c.x} y={c.y} radius={SQUARE_PX * 0.56} stroke={SIGHT_STATUS_COLOUR[e.status]} strokeWidth={2} dash={e.status === 'hidden' ? [3, 2] : undefined} />;
      })}
    </Group>
  );
}

/** All the squares in one sceneFunc: up to 2,560 on a 64 × 40 map, never one Rect each. */
function veil(sight: ManSight) {
  return (ctx: Konva.Context) => {
    const c = ctx._context;
    for (let i = 0; i < sight.squares.length; i++) {
      const ch = sight.squares[i];
      if (ch === '1') continue;
      c.fillStyle = ch === '0' ? HIDDEN_FILL : BEYOND_FILL;
      const o = squareOrigin({ col: (i % sight.width) + 1, row: Math.floor(i / sight.width) + 1 });
      c.fillRect(o.x, o.y, SQUARE_PX, SQUARE_PX);
    }
  };
}
