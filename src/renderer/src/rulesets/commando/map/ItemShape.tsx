import { Arrow, Circle, Group, Line, Rect, Text } from 'react-konva';
import type { MapItem } from './map-items';
import { sideEnds, squareCentre, squareOrigin, SQUARE_PX } from '../../../map/geometry';
import { carLinks, leadArrow } from './train-mark';
import { facingArrow } from './searchlight-items';
import { VehicleShape } from './VehicleShape';
import { MountShape } from './MountShape';
import { ArtilleryShape } from './ArtilleryShape';

/** The labels of the objects drawn, for the page (and its tests) to read without the canvas. */
export function objectLabels(items: readonly MapItem[] | undefined): string {
  return (items ?? []).flatMap((it) => (it.kind === 'object' ? [it.label] : [])).join(' ');
}

/** The ids of the mines drawn (Section 22.0), for the page (and its tests) to read without the canvas. */
export function mineLabels(items: readonly MapItem[] | undefined): string {
  return (items ?? []).flatMap((it) => (it.kind === 'mine' ? [`${it.id}:${it.letter}${it.detonated ? ':detonated' : ''}`] : [])).join(' ');
}

/** The illumination devices drawn (Section 34.0), for the page (and its tests) to read without the canvas. */
export function lightLabels(items: readonly MapItem[] | undefined): string {
  return (items ?? []).flatMap((it) => (it.kind === 'light' ? [`${it.id}:${it.letter}`] : [])).join(' ');
}

/** The guard dogs drawn (Section 32.0), for the page (and its tests) to read without the canvas. */
export function dogLabels(items: readonly MapItem[] | undefined): string {
  return (items ?? []).flatMap((it) => (it.kind === 'dog' ? [`${it.id}${it.released ? ':released' : ''}`] : [])).join(' ');
}

const MINE_COLOUR = '#ff9f1a';
/** Section 32.0: a dog's ring, a warm brown apart from the side colours. */
const DOG_COLOUR = '#b86b25';
/** Section 33.0: a cool blue-white, apart from illumination's yellow. */
const BEAM_COLOUR = '#d6efff';

/** Smoke as a grey veil over its square, a dropped weapon as a small diamond, a charge as a red cross, an object as a labelled outline (a train's cars coupled, its lead arrowed), wire being clipped as its progress. */
export function ItemShape({ item, scale }: { item: MapItem; scale: number }) {
  const o = squareOrigin(item.square);
  const c = squareCentre(item.square);
  switch (item.kind) {
    case 'smoke':
      return <Rect x={o.x} y={o.y} width={SQUARE_PX} height={SQUARE_PX} fill="rgba(200,200,200,0.55)" />;
    case 'lit':
      // Section 34.0: a pale yellow wash, light enough to leave the terrain readable, and the area's boundary in yellow.
      return (
        <Group>
          <Rect x={o.x} y={o.y} width={SQUARE_PX} height={SQUARE_PX} fill="rgba(255,236,120,0.3)" />
          {item.edges.map((d) => {
            const [a, b] = sideEnds({ col: item.square.col, row: item.square.row, dir: d });
            return <Line key={d} points={[a.x, a.y, b.x, b.y]} stroke="#ffe14d" strokeWidth={2 / Math.min(1, scale)} />;
          })}
        </Group>
      );
    case 'dog': {
      // Section 32.0: a ring round the figure (solid once released, Case 32.16) and DOG below its square (labels sit above).
      const font = Math.max(6, 9 / scale);
      return (
        <Group>
          <Circle x={c.x} y={c.y} radius={SQUARE_PX * 0.46} stroke={DOG_COLOUR} strokeWidth={Math.max(1.5, 2.5 / scale)} dash={item.released ? undefined : [4, 3]} />
          <Text x={o.x - SQUARE_PX * 0.25} y={o.y + SQUARE_PX + 1} width={SQUARE_PX * 1.5} align="center" text="DOG" fontSize={font} fontStyle="bold" fill={DOG_COLOUR} />
        </Group>
      );
    }
    case 'light': {
      const font = Math.max(6, 10 / scale);
      const radius = Math.max(SQUARE_PX * 0.3, 8 / scale);
      return (
        <Group>
          <Circle x={c.x} y={c.y} radius={radius} fill="rgba(255,236,120,0.95)" stroke="#000000" strokeWidth={1 / Math.min(1, scale)} />
          <Text x={c.x - radius} y={c.y - font / 2} width={radius * 2} align="center" text={item.letter} fontSize={font} fontStyle="bold" fill="#000000" />
        </Group>
      );
    }
    case 'flame':
      // Section 17.0: a translucent orange-red wash, the flame's boundary in orange-red; a blast's dashed (Case 17.32).
      return (
        <Group>
          <Rect x={o.x} y={o.y} width={SQUARE_PX} height={SQUARE_PX} fill="rgba(255,72,20,0.42)" />
          {item.edges.map((d) => {
            const [a, b] = sideEnds({ col: item.square.col, row: item.square.row, dir: d });
            return <Line key={d} points={[a.x, a.y, b.x, b.y]} stroke="#ff5a1f" strokeWidth={2 / Math.min(1, scale)} dash={item.blast ? [4, 3] : undefined} />;
          })}
        </Group>
      );
    case 'beam':
      // Section 33.0: a blue-white wash and a solid blue-white boundary, apart from illumination's yellow.
      return (
        <Group>
          <Rect x={o.x} y={o.y} width={SQUARE_PX} height={SQUARE_PX} fill="rgba(215,238,255,0.4)" />
          {item.edges.map((d) => {
            const [a, b] = sideEnds({ col: item.square.col, row: item.square.row, dir: d });
            return <Line key={d} points={[a.x, a.y, b.x, b.y]} stroke={BEAM_COLOUR} strokeWidth={2 / Math.min(1, scale)} />;
          })}
        </Group>
      );
    case 'searchlight': {
      // A frame round its square (its operator stands in it, Case 33.12, and his marker covers the centre), "SL" above,
      // its facing arrowed out of the frame; grey and struck through once destroyed (Case 33.34).
      const w = 1 / Math.min(1, scale);
      const font = Math.max(7, 10 / scale);
      const colour = item.destroyed ? '#9e9e9e' : BEAM_COLOUR;
      const arrow = item.facing && !item.destroyed ? facingArrow(c, item.facing, SQUARE_PX / 2 + Math.max(SQUARE_PX, 20 / scale)) : undefined;
      return (
        <Group>
          {arrow && <Arrow points={arrow} stroke="#000000" fill="#000000" strokeWidth={4 * w} pointerLength={6 * w} pointerWidth={7 * w} />}
          {arrow && <Arrow points={arrow} stroke={colour} fill={colour} strokeWidth={2 * w} pointerLength={5 * w} pointerWidth={5 * w} />}
          <Rect x={o.x - 2} y={o.y - 2} width={SQUARE_PX + 4} height={SQUARE_PX + 4} stroke="#000000" strokeWidth={4 * w} />
          <Rect x={o.x - 2} y={o.y - 2} width={SQUARE_PX + 4} height={SQUARE_PX + 4} stroke={colour} strokeWidth={2 * w} />
          <Text x={o.x - SQUARE_PX} y={o.y - font - 3} width={SQUARE_PX * 3} align="center" text="SL" fontSize={font} fontStyle="bold" fill={colour} stroke="#000000" strokeWidth={font / 5} fillAfterStrokeEnabled />
          {item.destroyed && <Line points={[o.x - 2, o.y + SQUARE_PX + 2, o.x + SQUARE_PX + 2, o.y - 2]} stroke="#ff3b30" strokeWidth={2 * w} />}
        </Group>
      );
    }
    case 'mount':
      return <MountShape item={item} scale={scale} />;
    case 'vehicle':
      return <VehicleShape item={item} scale={scale} />;
    case 'barrage':
    case 'impact':
      return <ArtilleryShape item={item} scale={scale} />;
    case 'weapon':
      return <Line points={[c.x, c.y - 4, c.x + 4, c.y, c.x, c.y + 4, c.x - 4, c.y]} closed fill="#ffd54a" stroke="#000" strokeWidth={0.5} />;
    case 'charge':
      return (
        <Group>
          <Line points={[o.x + 3, o.y + 3, o.x + SQUARE_PX - 3, o.y + SQUARE_PX - 3]} stroke="#ff3b30" strokeWidth={2} />
          <Line points={[o.x + SQUARE_PX - 3, o.y + 3, o.x + 3, o.y + SQUARE_PX - 3]} stroke="#ff3b30" strokeWidth={2} />
        </Group>
      );
    case 'mine': {
      // Like the men's labels, readable whatever the zoom: the disc keeps at least 16 screen pixels across, the letter 10.
      const font = Math.max(6, 10 / scale);
      const radius = Math.max(SQUARE_PX * 0.3, 8 / scale);
      const centre = (sq: { col: number; row: number }) => squareCentre(sq);
      return (
        <Group>
          {item.facing && <Arrow points={[c.x, c.y, centre(item.facing).x, centre(item.facing).y]} stroke={MINE_COLOUR} fill={MINE_COLOUR} strokeWidth={1.5} pointerLength={4} pointerWidth={4} />}
          {item.tripwireAnchor && <Line points={[c.x, c.y, centre(item.tripwireAnchor).x, centre(item.tripwireAnchor).y]} stroke={MINE_COLOUR} strokeWidth={1} dash={[2, 2]} />}
          {item.detonator && (
            <Group>
              <Line points={[c.x, c.y, centre(item.detonator).x, centre(item.detonator).y]} stroke={MINE_COLOUR} strokeWidth={0.5} dash={[1, 4]} opacity={0.7} />
              <Rect x={centre(item.detonator).x - 3} y={centre(item.detonator).y - 3} width={6} height={6} stroke={MINE_COLOUR} strokeWidth={1.5} />
            </Group>
          )}
          <Circle x={c.x} y={c.y} radius={radius} fill={item.detonated ? 'rgba(60,60,60,0.8)' : 'rgba(40,20,0,0.85)'} stroke={MINE_COLOUR} strokeWidth={1.5 / Math.min(1, scale)} />
          <Text x={c.x - radius} y={c.y - font / 2} width={radius * 2} align="center" text={item.letter} fontSize={font} fontStyle="bold" fill={MINE_COLOUR} />
          {item.detonated && <Line points={[o.x + 2, o.y + SQUARE_PX - 2, o.x + SQUARE_PX - 2, o.y + 2]} stroke="#ff3b30" strokeWidth={2} />}
        </Group>
      );
    }
    case 'wire-clip': {
      // Case 20.31 progress beside the side, readable whatever the zoom.
      const font = Math.max(7, 10 / scale);
      const [a, b] = sideEnds(item.side);
      const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      return <Text x={mid.x + 2} y={mid.y - font - 1} text={item.label} fontSize={font} fontStyle="bold" fill="#ffd54a" stroke="#000000" strokeWidth={font / 5} fillAfterStrokeEnabled />;
    }
    case 'live-wire': {
      // Section 31.0: a yellow zigzag along a live side, a grey dotted one along wire known dead; the word beside it.
      const [a, b] = sideEnds(item.side);
      const font = Math.max(8, 11 / scale);
      const along = a.x === b.x ? 'v' : 'h';
      // The word to the west of a north–south side, above an east–west one, clear of the zigzag.
      const at = along === 'v' ? { x: a.x - font * 2.8 - 3, y: (a.y + b.y) / 2 - font / 2 } : { x: (a.x + b.x) / 2 - font * 1.4, y: a.y - font - 3 };
      const zig = [0, 1, 2, 3, 4, 5, 6].flatMap((i) => {
        const t = i / 6;
        const off = i % 2 === 0 ? -2 : 2;
        return along === 'h' ? [a.x + (b.x - a.x) * t, a.y + off] : [a.x + off, a.y + (b.y - a.y) * t];
      });
      const colour = item.live ? '#ffe600' : '#9e9e9e';
      return (
        <Group>
          <Line points={item.live ? zig : [a.x, a.y, b.x, b.y]} stroke={colour} strokeWidth={2} dash={item.live ? [] : [2, 3]} />
          <Text x={at.x} y={at.y} text={item.label} fontSize={font} fontStyle="bold" fill={colour} stroke="#000000" strokeWidth={font / 5} fillAfterStrokeEnabled />
        </Group>
      );
    }
    case 'object': {
      // Like the men's labels, at least 11 screen pixels whatever the zoom; at the foot of the area, as men's labels hang below them.
      const font = Math.max(8, 11 / scale);
      // A train's label goes beside its lead, clear of the arrow.
      const label = item.linked ? { x: o.x + SQUARE_PX + 2, y: o.y + (SQUARE_PX - font) / 2 } : { x: o.x + 2, y: o.y + SQUARE_PX * item.size - font - 1 };
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
          {item.linked && item.squares && <Line points={carLinks(item.squares)} stroke="#ffffff" strokeWidth={3} lineCap="round" lineJoin="round" />}
          {item.linked && item.squares && <Line points={leadArrow(item.squares) ?? []} closed fill="#ffffff" stroke="#000000" strokeWidth={1} />}
          <Text x={label.x} y={label.y} text={item.label} fontSize={font} fontStyle="bold" fill="#ffffff" stroke="#000000" strokeWidth={font / 5} fillAfterStrokeEnabled />
        </Group>
      );
    }
  }
}
