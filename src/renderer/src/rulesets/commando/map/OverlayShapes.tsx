import type Konva from 'konva';
import { Circle, Group, Line, Rect, Shape, Text } from 'react-konva';
import type { Square } from '@shared/map/map-model';
import { squareCentre, squareOrigin, SQUARE_PX } from '../../../map/geometry';
import type { Overlay } from '../tools/tool';

/** Tool overlays: the line of sight with its first block, the range ruler, an anchor. */
export function OverlayShapes({ overlay }: { overlay: Overlay }) {
  switch (overlay.kind) {
    // 'sight' is drawn by SightShapes from the host's answer, which the console asks for.
    case 'none':
    case 'sight':
      return null;
    case 'anchor': {
      const c = squareCentre(overlay.at);
      return <Circle x={c.x} y={c.y} radius={SQUARE_PX * 0.55} stroke="#ffd54a" strokeWidth={2} />;
    }
    case 'range': {
      const a = squareCentre(overlay.from);
      const b = squareCentre(overlay.to);
      return (
        <Group>
          <Line points={[a.x, a.y, b.x, b.y]} stroke="#ffd54a" strokeWidth={1.5} dash={[4, 3]} />
          <Text x={b.x + 6} y={b.y - 14} text={`${overlay.breakdown.final}`} fontSize={12} fontStyle="bold" fill="#ffd54a" />
        </Group>
      );
    }
    case 'move': {
      const { preview } = overlay;
      const route = preview.route ?? [];
      const pts = route.flatMap((sq) => {
        const c = squareCentre(sq);
        return [c.x, c.y];
      });
      const end = route.length > 0 ? squareCentre(route[route.length - 1]!) : undefined;
      return (
        <Group>
          {preview.reach.map(({ square }) => {
            const o = squareOrigin(square);
            return <Rect key={`${square.col},${square.row}`} x={o.x + 1} y={o.y + 1} width={SQUARE_PX - 2} height={SQUARE_PX - 2} fill="rgba(111,176,255,0.18)" />;
          })}
          {pts.length >= 4 && <Line points={pts} stroke={preview.error ? '#ff6b5b' : '#6fb0ff'} strokeWidth={2.5} lineCap="round" lineJoin="round" />}
          {route.slice(1).map((sq, i) => {
            const c = squareCentre(sq);
            const spent = preview.running?.[i];
            return spent === undefined ? null : <Text key={i} x={c.x - 8} y={c.y - 4} width={16} align="center" text={String(spent)} fontSize={6.5} fill="#ffffff" />;
          })}
          {end && preview.total !== undefined && (
            <Text x={end.x + 8} y={end.y - 14} text={`${preview.total} TP of ${preview.remaining}`} fontSize={11} fontStyle="bold" fill="#6fb0ff" />
          )}
          {/* Case 19.34: the square where the rider lets his grenade fall. */}
          {preview.drop && <Rect x={squareOrigin(preview.drop).x + 1} y={squareOrigin(preview.drop).y + 1} width={SQUARE_PX - 2} height={SQUARE_PX - 2} stroke="#ff9f43" strokeWidth={2} dash={[3, 2]} />}
          {preview.drop && <Text x={squareOrigin(preview.drop).x} y={squareOrigin(preview.drop).y - 9} text="drop" fontSize={7} fontStyle="bold" fill="#ff9f43" />}
        </Group>
      );
    }
    case 'deploy': {
      const { preview } = overlay;
      const colour = preview.mode === 'entry' ? 'rgba(124,252,138,0.22)' : 'rgba(255,213,74,0.16)';
      const hover = preview.hover ? squareOrigin(preview.hover) : undefined;
      return (
        <Group>
          <Shape sceneFunc={squaresScene(preview.squares, colour)} />
          {preview.zones.map((z) => {
            const o = squareOrigin(z.at);
            return <Text key={z.id} x={o.x + 1} y={o.y + 1} text={`Zone ${z.id}`} fontSize={7} fontStyle="bold" fill="#ffd54a" />;
          })}
          {hover && <Rect x={hover.x} y={hover.y} width={SQUARE_PX} height={SQUARE_PX} stroke={preview.allowed ? '#7CFC8A' : '#ff6b5b'} strokeWidth={2} />}
          {hover && <Text x={hover.x + SQUARE_PX + 3} y={hover.y} text={preview.label} fontSize={9} fontStyle="bold" fill="#ffffff" stroke="#000000" strokeWidth={0.3} />}
        </Group>
      );
    }
    case 'fire': {
      const { preview } = overlay;
      const a = squareCentre(preview.from);
      const b = preview.to ? squareCentre(preview.to) : undefined;
      const ok = preview.chance !== undefined;
      return (
        <Group>
          {preview.targets.map((t) => {
            const o = squareOrigin(t.square);
            return <Rect key={t.id} x={o.x - 1} y={o.y - 1} width={SQUARE_PX + 2} height={SQUARE_PX + 2} stroke="#ff9f43" strokeWidth={1.5} dash={[3, 2]} />;
          })}
          {b && preview.targetId && <Line points={[a.x, a.y, b.x, b.y]} stroke={ok ? '#ff9f43' : '#ff6b5b'} strokeWidth={2} dash={ok ? undefined : [4, 3]} />}
          {b && preview.chance && (
            <Label x={b.x + 10} y={b.y - 18} text={`hit ${preview.chance.chance.breakdown.final}% · kill ${preview.chance.chance.killBreakdown.final}%`} colour="#ff9f43" />
          )}
        </Group>
      );
    }
    case 'grenade': {
      const { preview } = overlay;
      const a = squareCentre(preview.from);
      const b = preview.to ? squareCentre(preview.to) : undefined;
      const best = Math.max(0.0001, ...preview.fan.map((f) => f.probability));
      return (
        <Group>
          {preview.blast && <Shape sceneFunc={squaresScene(preview.blast.squares, 'rgba(255,107,91,0.35)')} />}
          {preview.blast && preview.to && (
            <Rect x={squareOrigin(preview.to).x - SQUARE_PX} y={squareOrigin(preview.to).y - SQUARE_PX} width={SQUARE_PX * 3} height={SQUARE_PX * 3} stroke="#ff6b5b" strokeWidth={1.5} dash={[3, 2]} />
          )}
          {preview.fan.map((f) => {
            const o = squareOrigin(f.square);
            const pct = f.probability * 100;
            return (
              <Group key={`${f.square.col},${f.square.row}`}>
                <Rect x={o.x + 1} y={o.y + 1} width={SQUARE_PX - 2} height={SQUARE_PX - 2} fill={`rgba(255,213,74,${(0.15 + 0.55 * (f.probability / best)).toFixed(2)})`} />
                {pct >= 1 && <Text x={o.x} y={o.y + SQUARE_PX / 2 - 3.5} width={SQUARE_PX} align="center" text={pct.toFixed(0)} fontSize={7} fontStyle="bold" fill="#111111" />}
              </Group>
            );
          })}
          {b && <Line points={[a.x, a.y, b.x, b.y]} stroke={preview.error ? '#ff6b5b' : '#ffd54a'} strokeWidth={1.5} dash={[4, 3]} />}
          {b && preview.chance && <Label x={b.x + 12} y={b.y - 20} text={`hit ${preview.chance.final}%${preview.prepared ? '' : ' (prepare first)'}`} colour="#ffd54a" />}
        </Group>
      );
    }
    case 'line-of-sight': {
      const a = squareCentre(overlay.from);
      const b = squareCentre(overlay.to);
      const colour = overlay.result.clear ? '#7CFC8A' : '#ff6b5b';
      const block = overlay.result.blockedBy;
      const blockSquare = block?.square ? squareOrigin(block.square) : undefined;
      return (
        <Group>
          <Line points={[a.x, a.y, b.x, b.y]} stroke={colour} strokeWidth={2} />
          {blockSquare && <Rect x={blockSquare.x} y={blockSquare.y} width={SQUARE_PX} height={SQUARE_PX} stroke="#ff6b5b" strokeWidth={2} />}
          {block?.side && <SideMark side={block.side} />}
        </Group>
      );
    }
  }
}

function SideMark({ side }: { side: { col: number; row: number; dir: 'n' | 'e' | 's' | 'w' } }) {
  const o = squareOrigin(side);
  const pts =
    side.dir === 'n'
      ? [o.x, o.y, o.x + SQUARE_PX, o.y]
      : side.dir === 's'
        ? [o.x, o.y + SQUARE_PX, o.x + SQUARE_PX, o.y + SQUARE_PX]
        : side.dir === 'w'
          ? [o.x, o.y, o.x, o.y + SQUARE_PX]
          : [o.x + SQUARE_PX, o.y, o.x + SQUARE_PX, o.y + SQUARE_PX];
  return <Line points={pts} stroke="#ff6b5b" strokeWidth={4} />;
}

/** A short caption on a dark plate, readable over any terrain. */
function Label({ x, y, text, colour }: { x: number; y: number; text: string; colour: string }) {
  const width = text.length * 5.6 + 8;
  return (
    <Group x={x} y={y}>
      <Rect width={width} height={14} fill="rgba(12,14,18,0.85)" cornerRadius={3} stroke={colour} strokeWidth={0.8} />
      <Text x={4} y={2.5} text={text} fontSize={10} fontStyle="bold" fill={colour} />
    </Group>
  );
}

/** Many squares filled in one sceneFunc (Zones, blast areas), not one Rect each. */
function squaresScene(squares: readonly Square[], fill: string) {
  return (ctx: Konva.Context) => {
    const c = ctx._context;
    c.fillStyle = fill;
    for (const sq of squares) {
      const o = squareOrigin(sq);
      c.fillRect(o.x + 1, o.y + 1, SQUARE_PX - 2, SQUARE_PX - 2);
    }
  };
}
