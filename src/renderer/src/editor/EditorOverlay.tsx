import { useMemo } from 'react';
import { Circle, Group, Line, Rect, Shape } from 'react-konva';
import type Konva from 'konva';
import type { GameMap, MapEdge, Square } from '@shared/map/map-model';
import { MARGIN_PX, sideEnds, squareOrigin, SQUARE_PX } from '../map/geometry';
import { LINE_STYLES } from '../map/terrain-style';
import type { Selection } from './editor-state';
import type { EditorPreview } from './tools/editor-tool';
import type { Point } from './trace-align';

const ZONE_COLOURS = ['#ffd54a', '#7cfc8a', '#ff9f5b', '#9fd3f0', '#e08cff', '#ff6b9a', '#5bf0d8', '#c8e05b'];
export const zoneColour = (id: number) => ZONE_COLOURS[((id % ZONE_COLOURS.length) + ZONE_COLOURS.length) % ZONE_COLOURS.length]!;

/** The outline of a set of squares: the sides with the set on one side only, as canvas segments. */
function outline(squares: readonly Square[]): [number, number, number, number][] {
  const keys = new Set(squares.map((s) => `${s.col},${s.row}`));
  const has = (col: number, row: number) => keys.has(`${col},${row}`);
  const segs: [number, number, number, number][] = [];
  for (const s of squares) {
    const o = squareOrigin(s);
    const x2 = o.x + SQUARE_PX;
    const y2 = o.y + SQUARE_PX;
    if (!has(s.col, s.row - 1)) segs.push([o.x, o.y, x2, o.y]);
    if (!has(s.col, s.row + 1)) segs.push([o.x, y2, x2, y2]);
    if (!has(s.col - 1, s.row)) segs.push([o.x, o.y, o.x, y2]);
    if (!has(s.col + 1, s.row)) segs.push([x2, o.y, x2, y2]);
  }
  return segs;
}

/** Zones (Case 38.42), structures and entry edges (Case 38.5), drawn by one sceneFunc. */
function annotationScene(map: GameMap, selection: Selection) {
  const zones = map.zones.map((z) => ({ id: z.id, segs: outline(z.squares), first: z.squares[0], squares: z.squares }));
  const structures = map.structures.map((s) => ({ id: s.id, name: s.name, segs: outline(s.squares), first: s.squares[0] }));
  return (ctx: Konva.Context) => {
    const c = ctx._context;
    c.textAlign = 'left';
    c.textBaseline = 'top';
    for (const z of zones) {
      const selected = selection.kind === 'zone' && selection.id === z.id;
      const colour = zoneColour(z.id);
      c.globalAlpha = selected ? 0.28 : 0.14;
      c.fillStyle = colour;
      for (const s of z.squares) {
        const o = squareOrigin(s);
        c.fillRect(o.x, o.y, SQUARE_PX, SQUARE_PX);
      }
      c.globalAlpha = 1;
      c.strokeStyle = colour;
      c.lineWidth = selected ? 2.5 : 1.25;
      c.beginPath();
      for (const [x1, y1, x2, y2] of z.segs) {
        c.moveTo(x1, y1);
        c.lineTo(x2, y2);
      }
      c.stroke();
      if (z.first) {
        const o = squareOrigin(z.first);
        c.font = 'bold 9px sans-serif';
        c.fillStyle = colour;
        c.fillText(String(z.id), o.x + 2, o.y + 2);
      }
    }
    for (const s of structures) {
      const selected = selection.kind === 'structure' && selection.id === s.id;
      c.strokeStyle = selected ? '#ffffff' : '#9fd3f0';
      c.lineWidth = selected ? 2.5 : 1.25;
      c.setLineDash([4, 2]);
      c.beginPath();
      for (const [x1, y1, x2, y2] of s.segs) {
        c.moveTo(x1, y1);
        c.lineTo(x2, y2);
      }
      c.stroke();
      c.setLineDash([]);
      if (s.first) {
        const o = squareOrigin(s.first);
        c.font = '8px sans-serif';
        c.fillStyle = selected ? '#ffffff' : '#9fd3f0';
        c.fillText(s.name, o.x + 2, o.y + SQUARE_PX - 9);
      }
    }
    c.fillStyle = '#7cfc8a';
    for (const e of map.entryEdges) {
      const r = edgeRect(map, e);
      c.fillRect(r.x, r.y, r.width, r.height);
    }
  };
}

function edgeRect(map: Pick<GameMap, 'width' | 'height'>, edge: MapEdge) {
  const w = map.width * SQUARE_PX;
  const h = map.height * SQUARE_PX;
  const t = 4;
  switch (edge) {
    case 'north':
      return { x: MARGIN_PX, y: MARGIN_PX - t - 1, width: w, height: t };
    case 'south':
      return { x: MARGIN_PX, y: MARGIN_PX + h + 1, width: w, height: t };
    case 'west':
      return { x: MARGIN_PX - t - 1, y: MARGIN_PX, width: t, height: h };
    case 'east':
      return { x: MARGIN_PX + w + 1, y: MARGIN_PX, width: t, height: h };
  }
}

/** What the editor adds on the map: zones, structures, entry edges, and the current tool's preview. */
export function EditorOverlay({ map, selection, preview, lineColour }: { map: GameMap; selection: Selection; preview: EditorPreview; lineColour: string }) {
  const scene = useMemo(() => annotationScene(map, selection), [map, selection]);
  return (
    <Group>
      <Shape sceneFunc={scene} />
      <PreviewShapes map={map} preview={preview} lineColour={lineColour} />
    </Group>
  );
}

function PreviewShapes({ map, preview, lineColour }: { map: GameMap; preview: EditorPreview; lineColour: string }) {
  switch (preview.kind) {
    case 'none':
      return null;
    case 'squares':
      return (
        <Group>
          {preview.squares.map((s) => {
            const o = squareOrigin(s);
            return <Rect key={`${s.col},${s.row}`} x={o.x} y={o.y} width={SQUARE_PX} height={SQUARE_PX} fill={preview.colour} opacity={0.55} stroke="#ffffff" strokeWidth={0.75} />;
          })}
        </Group>
      );
    case 'side': {
      const [a, b] = sideEnds(preview.side);
      return <Line points={[a.x, a.y, b.x, b.y]} stroke={preview.erase ? '#ff6b5b' : lineColour} strokeWidth={4} opacity={0.85} lineCap="round" />;
    }
    case 'rect': {
      const a = squareOrigin({ col: Math.min(preview.from.col, preview.to.col), row: Math.min(preview.from.row, preview.to.row) });
      const b = squareOrigin({ col: Math.max(preview.from.col, preview.to.col), row: Math.max(preview.from.row, preview.to.row) });
      const colour = preview.mode === 'remove' ? '#ff6b5b' : '#9fd3f0';
      return <Rect x={a.x} y={a.y} width={b.x - a.x + SQUARE_PX} height={b.y - a.y + SQUARE_PX} stroke={colour} strokeWidth={2} dash={[4, 3]} fill={colour} opacity={0.6} />;
    }
    case 'edge': {
      const r = edgeRect(map, preview.edge);
      return <Rect {...r} fill="#ffd54a" opacity={0.8} />;
    }
    case 'tree': {
      const o = squareOrigin(preview.square);
      return (
        <Circle
          x={o.x + preview.x * SQUARE_PX}
          y={o.y + preview.y * SQUARE_PX}
          radius={preview.r * SQUARE_PX}
          stroke={preview.erase ? '#ff6b5b' : '#ffffff'}
          strokeWidth={1}
          fill={preview.erase ? undefined : 'rgba(31,63,28,0.6)'}
        />
      );
    }
    case 'trace':
      return (
        <Group>
          {preview.targets.map((t, i) => (
            <Crosshair key={`t${i}`} at={t} colour={preview.clicked.length === i ? '#ffd54a' : '#7cfc8a'} />
          ))}
          {preview.clicked.map((p, i) => (
            <Circle key={`c${i}`} x={p.x} y={p.y} radius={4} stroke="#ff6b5b" strokeWidth={1.5} />
          ))}
        </Group>
      );
  }
}

function Crosshair({ at, colour }: { at: Point; colour: string }) {
  return (
    <Group>
      <Line points={[at.x - 8, at.y, at.x + 8, at.y]} stroke={colour} strokeWidth={1.5} />
      <Line points={[at.x, at.y - 8, at.x, at.y + 8]} stroke={colour} strokeWidth={1.5} />
      <Circle x={at.x} y={at.y} radius={5} stroke={colour} strokeWidth={1} />
    </Group>
  );
}

export const lineColourOf = (terrain: keyof typeof LINE_STYLES) => LINE_STYLES[terrain].colour;
