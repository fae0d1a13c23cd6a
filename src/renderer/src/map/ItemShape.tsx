import { Group, Line, Rect, Text } from 'react-konva';
import type { MapItem } from './map-items';
import { squareCentre, squareOrigin, SQUARE_PX } from './geometry';

/** The labels of the objects drawn, for the page (and its tests) to read without the canvas. */
export function objectLabels(items: readonly MapItem[] | undefined): string {
  return (items ?? []).flatMap((it) => (it.kind === 'object' ? [it.label] : [])).join(' ');
}

/** Smoke as a grey veil over its square, a dropped weapon as a small diamond, a charge as a red cross, an object as a labelled outline. */
export function ItemShape({ item, scale }: { item: MapItem; scale: number }) {
  const o = squareOrigin(item.square);
  const c = squareCentre(item.square);
  switch (item.kind) {
    case 'smoke':
      return <Rect x={o.x} y={o.y} width={SQUARE_PX} height={SQUARE_PX} fill="rgba(200,200,200,0.55)" />;
    case 'weapon':
      return <Line points={[c.x, c.y - 4, c.x + 4, c.y, c.x, c.y + 4, c.x - 4, c.y]} closed fill="#ffd54a" stroke="#000" strokeWidth={0.5} />;
    case 'charge':
      return (
        <Group>
          <Line points={[o.x + 3, o.y + 3, o.x + SQUARE_PX - 3, o.y + SQUARE_PX - 3]} stroke="#ff3b30" strokeWidth={2} />
          <Line points={[o.x + SQUARE_PX - 3, o.y + 3, o.x + 3, o.y + SQUARE_PX - 3]} stroke="#ff3b30" strokeWidth={2} />
        </Group>
      );
    case 'object': {
      // Like the men's labels, at least 11 screen pixels whatever the zoom; at the foot of the area, as men's labels hang below them.
      const font = Math.max(8, 11 / scale);
      return (
        <Group>
          {item.squares ? (
            item.squares.map((sq) => {
              const q = squareOrigin(sq);
              return <Rect key={`${sq.col},${sq.row}`} x={q.x + 1} y={q.y + 1} width={SQUARE_PX - 2} height={SQUARE_PX - 2} stroke="#ffffff" strokeWidth={2} dash={[4, 2]} fill="rgba(255,255,255,0.18)" />;
            })
          ) : (
            <Rect x={o.x + 1} y={o.y + 1} width={SQUARE_PX * item.size - 2} height={SQUARE_PX * item.size - 2} stroke="#ffffff" strokeWidth={2} dash={[4, 2]} fill="rgba(255,255,255,0.18)" />
          )}
          <Text x={o.x + 2} y={o.y + SQUARE_PX * item.size - font - 1} text={item.label} fontSize={font} fontStyle="bold" fill="#ffffff" stroke="#000000" strokeWidth={font / 5} fillAfterStrokeEnabled />
        </Group>
      );
    }
  }
}
