import { useEffect, useState, type ReactNode } from 'react';
import { Circle, Group, Image as KonvaImage, Layer, Line, Rect, Shape, Stage, Text } from 'react-konva';
import type Konva from 'konva';
import type { Point, SkirmishTable } from '@shared/rulesets/skirmish/model/table-model';
import type { ShapeRef } from '@shared/rulesets/skirmish/model/edit/table-ops';
import { roadStrips } from '@shared/rulesets/skirmish/rules/table-index';
import { BUILDING_FILL, CONTOUR_STROKE, COVER_FILL, FIGURE_RADIUS, LINEAR_STROKE, outlineOf, ROAD_FILL, TABLE_FELT, type TapeReading, type TestFigure } from './table-view';

/** A photo under the table (trace mode): placed by its pixels per inch and the offset of its top-left corner, inches. */
export interface TableUnderlay {
  readonly src: string;
  readonly opacity: number;
  readonly pxPerInch: number;
  readonly x: number;
  readonly y: number;
}

export interface CanvasPointer {
  readonly type: 'down' | 'move' | 'up' | 'dblclick';
  /** Inches on the table. */
  readonly at: Point;
  readonly alt: boolean;
  readonly shift: boolean;
}

interface Props {
  readonly table: SkirmishTable;
  readonly width: number;
  readonly height: number;
  readonly selected?: ShapeRef;
  readonly selectedVertex?: number;
  /** Features with a refused edit or a fault: drawn outlined in red with the message. */
  readonly faults: ReadonlyMap<string, readonly string[]>;
  /** Features the LOS tool found blocking the line: drawn outlined. */
  readonly highlighted: ReadonlySet<string>;
  readonly draft?: { readonly points: readonly Point[]; readonly closed: boolean; readonly cursor?: Point };
  readonly figures: readonly TestFigure[];
  readonly tape?: { readonly a: Point; readonly b: Point; readonly reading: TapeReading };
  readonly sight?: { readonly a: Point; readonly b: Point; readonly visibility: 'clear' | 'partial' | 'blocked' };
  readonly underlay?: TableUnderlay;
  /** Lattice points a figure reaches in one bound (rules/reachable.ts), with the lattice step. */
  readonly reach?: { readonly points: readonly Point[]; readonly step: number };
  /** What a game draws over the terrain (figures, contacts, mine areas), in inches; `px` is one screen pixel. */
  readonly overlay?: (px: number) => ReactNode;
  readonly onPointer: (e: CanvasPointer) => void;
  readonly onVertexDrag: (index: number, to: Point) => void;
  readonly onVertexPick: (index: number) => void;
}

const MARGIN = 12;
const flat = (pts: readonly Point[]) => pts.flatMap((p) => [p.x, p.y]);

function useImage(src: string | undefined): HTMLImageElement | undefined {
  const [img, setImg] = useState<HTMLImageElement>();
  useEffect(() => {
    if (!src) {
      setImg(undefined);
      return;
    }
    const i = new window.Image();
    i.onload = () => setImg(i);
    i.src = src;
  }, [src]);
  return img;
}

function tracePath(ctx: Konva.Context, pts: readonly Point[], closed: boolean) {
  ctx.beginPath();
  pts.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
  if (closed) ctx.closePath();
}

/**
 * The table drawn in inches: one Konva shape per layer of terrain (areas by
 * cover class, hills' contours, roads, linear features, buildings with their
 * doors and windows), then the editor's handles, the test figures with their
 * facing, the tape and the sight line.
 */
export function TableCanvas(p: Props) {
  const { table } = p;
  const k = Math.max(1, Math.min((p.width - 2 * MARGIN) / table.width, (p.height - 2 * MARGIN) / table.height));
  const img = useImage(p.underlay?.src);
  const toTable = (stage: Konva.Stage | null): Point | undefined => {
    const pos = stage?.getPointerPosition();
    return pos ? { x: (pos.x - MARGIN) / k, y: (pos.y - MARGIN) / k } : undefined;
  };
  const pointer = (type: CanvasPointer['type']) => (e: Konva.KonvaEventObject<MouseEvent>) => {
    const at = toTable(e.target.getStage());
    if (at) p.onPointer({ type, at, alt: e.evt.altKey, shift: e.evt.shiftKey });
  };
  const px = 1 / k; // one screen pixel, in inches
  const outline = p.selected && outlineOf(table, p.selected);

  return (
    <Stage width={p.width} height={p.height} onMouseDown={pointer('down')} onMouseMove={pointer('move')} onMouseUp={pointer('up')} onDblClick={pointer('dblclick')} data-testid="table-stage">
      <Layer x={MARGIN} y={MARGIN} scaleX={k} scaleY={k} listening={false}>
        <Rect x={0} y={0} width={table.width} height={table.height} fill={TABLE_FELT} stroke="#5a4a32" strokeWidth={2 * px} />
        {img && p.underlay && <KonvaImage image={img} x={p.underlay.x} y={p.underlay.y} scaleX={1 / p.underlay.pxPerInch} scaleY={1 / p.underlay.pxPerInch} opacity={p.underlay.opacity} />}
        <Shape
          name="areas"
          sceneFunc={(ctx) => {
            for (const a of table.areas) {
              tracePath(ctx, a.polygon, true);
              ctx.fillStyle = COVER_FILL[a.cover];
              ctx.globalAlpha = p.underlay ? 0.55 : 0.9;
              ctx.fill();
              ctx.globalAlpha = 1;
              ctx.strokeStyle = '#1f3a1a';
              ctx.lineWidth = px;
              ctx.stroke();
            }
          }}
        />
        <Shape
          name="contours"
          sceneFunc={(ctx) => {
            for (const h of table.hills)
              h.contours.forEach((c, i) => {
                tracePath(ctx, c.polygon, true);
                ctx.fillStyle = `rgba(125, 90, 54, ${0.12 + 0.06 * i})`;
                ctx.fill();
                ctx.strokeStyle = CONTOUR_STROKE;
                ctx.lineWidth = 1.5 * px;
                ctx.stroke();
              });
          }}
        />
        <Shape
          name="roads"
          sceneFunc={(ctx) => {
            for (const s of roadStrips(table)) {
              tracePath(ctx, s.polygon, true);
              ctx.fillStyle = ROAD_FILL[table.roads[s.road]!.kind];
              ctx.fill();
            }
          }}
        />
        <Shape
          name="linear"
          sceneFunc={(ctx) => {
            for (const f of table.linear) {
              const st = LINEAR_STROKE[f.kind];
              tracePath(ctx, f.points, false);
              ctx.strokeStyle = st.colour;
              ctx.lineWidth = st.width;
              ctx.lineCap = 'round';
              ctx.setLineDash(st.dash ? [...st.dash] : []);
              ctx.stroke();
              ctx.setLineDash([]);
            }
          }}
        />
        <Shape
          name="buildings"
          sceneFunc={(ctx) => {
            for (const b of table.buildings) {
              tracePath(ctx, b.polygon, true);
              ctx.fillStyle = BUILDING_FILL;
              ctx.fill();
              ctx.strokeStyle = '#3b2f28';
              ctx.lineWidth = 0.35;
              ctx.stroke();
              for (const o of b.openings) {
                const a = b.polygon[o.edge]!;
                const c = b.polygon[(o.edge + 1) % b.polygon.length]!;
                const len = Math.hypot(c.x - a.x, c.y - a.y) || 1;
                const ux = (c.x - a.x) / len;
                const uy = (c.y - a.y) / len;
                ctx.beginPath();
                ctx.moveTo(a.x + ux * o.at, a.y + uy * o.at);
                ctx.lineTo(a.x + ux * (o.at + o.width), a.y + uy * (o.at + o.width));
                ctx.strokeStyle = o.kind === 'door' ? '#e0b050' : '#bfe3ff';
                ctx.lineWidth = 0.45;
                ctx.stroke();
              }
            }
          }}
        />
        <Shape
          name="faults"
          sceneFunc={(ctx) => {
            const mark = (id: string, pts: readonly Point[], closed: boolean) => {
              if (!p.faults.has(id) && !p.highlighted.has(id)) return;
              tracePath(ctx, pts, closed);
              ctx.strokeStyle = p.faults.has(id) ? '#e02020' : '#ff00c8';
              ctx.lineWidth = 4 * px;
              ctx.stroke();
            };
            table.areas.forEach((a) => mark(a.id, a.polygon, true));
            table.buildings.forEach((b) => mark(b.id, b.polygon, true));
            table.linear.forEach((l) => mark(l.id, l.points, false));
            table.roads.forEach((r) => mark(r.id, r.points, false));
            table.hills.forEach((h) => h.contours.forEach((c) => mark(h.id, c.polygon, true)));
          }}
        />
        {[...p.faults.entries()].map(([id, msgs]) => {
          const at = anchorOf(table, id);
          return at ? <Text key={`fault-${id}`} x={at.x} y={at.y} text={`⚠ ${id}: ${msgs[0]}`} fontSize={14 * px} fill="#e02020" /> : null;
        })}
      </Layer>
      <Layer x={MARGIN} y={MARGIN} scaleX={k} scaleY={k}>
        {p.reach && (
          <Shape
            name="reach"
            listening={false}
            sceneFunc={(ctx) => {
              const r = p.reach!;
              ctx.fillStyle = 'rgba(40, 120, 255, 0.28)';
              for (const q of r.points) ctx.fillRect(q.x - r.step * 0.2, q.y - r.step * 0.2, r.step * 0.4, r.step * 0.4);
            }}
          />
        )}
        {p.figures.map((f) => {
          const rad = ((f.facing - 90) * Math.PI) / 180;
          return (
            <Group key={f.id} listening={false}>
              <Circle x={f.at.x} y={f.at.y} radius={FIGURE_RADIUS} fill={f.posture === 'prone' ? '#b9c6d4' : '#3c6fa8'} stroke="#0d1a2a" strokeWidth={2 * px} />
              <Line points={[f.at.x, f.at.y, f.at.x + Math.cos(rad) * FIGURE_RADIUS * 1.6, f.at.y + Math.sin(rad) * FIGURE_RADIUS * 1.6]} stroke="#0d1a2a" strokeWidth={3 * px} />
              <Text x={f.at.x + FIGURE_RADIUS} y={f.at.y - FIGURE_RADIUS * 2} text={f.id} fontSize={12 * px} fill="#0d1a2a" />
            </Group>
          );
        })}
        {p.draft && p.draft.points.length > 0 && (
          <Line points={flat([...p.draft.points, ...(p.draft.cursor ? [p.draft.cursor] : [])])} closed={false} stroke="#ff00c8" strokeWidth={2 * px} dash={[6 * px, 4 * px]} listening={false} />
        )}
        {p.draft?.points.map((q, i) => <Circle key={`d${i}`} x={q.x} y={q.y} radius={3 * px} fill="#ff00c8" listening={false} />)}
        {outline && (
          <Line points={flat(outline.points)} closed={outline.closed} stroke="#00a0ff" strokeWidth={2 * px} dash={[5 * px, 3 * px]} listening={false} />
        )}
        {outline?.points.map((q, i) => (
          <Circle
            key={`v${i}`}
            x={q.x}
            y={q.y}
            radius={6 * px}
            fill={p.selectedVertex === i ? '#ff00c8' : '#ffffff'}
            stroke="#00a0ff"
            strokeWidth={2 * px}
            draggable
            onMouseDown={(e) => {
              e.cancelBubble = true;
              p.onVertexPick(i);
            }}
            onDragEnd={(e) => p.onVertexDrag(i, { x: e.target.x(), y: e.target.y() })}
          />
        ))}
        {p.tape && (
          <Group listening={false}>
            <Line points={flat([p.tape.a, p.tape.b])} stroke="#ffd400" strokeWidth={3 * px} />
            {p.tape.reading.marks.map((m) => (
              <Group key={m.inches}>
                <Circle x={m.at.x} y={m.at.y} radius={3 * px} fill="#222" />
                <Text x={m.at.x + 4 * px} y={m.at.y + 2 * px} text={m.label} fontSize={11 * px} fill="#222" />
              </Group>
            ))}
            <Text x={p.tape.b.x + 6 * px} y={p.tape.b.y - 14 * px} text={`${p.tape.reading.inches.toFixed(1)}" = ${Math.round(p.tape.reading.metres)} m${p.tape.reading.house ? ' (house)' : ''}`} fontSize={13 * px} fill="#111" />
          </Group>
        )}
        {p.sight &&
          ([
            ['A', p.sight.a],
            ['B', p.sight.b],
          ] as const).map(([label, q]) => (
            <Group key={label} listening={false}>
              <Circle x={q.x} y={q.y} radius={4 * px} fill="#111" stroke="#fff" strokeWidth={px} />
              <Text x={q.x + 5 * px} y={q.y - 16 * px} text={label} fontSize={13 * px} fill="#111" />
            </Group>
          ))}
        {p.sight && (
          <Line
            points={flat([p.sight.a, p.sight.b])}
            stroke={p.sight.visibility === 'clear' ? '#00b050' : p.sight.visibility === 'partial' ? '#ff9900' : '#e02020'}
            strokeWidth={3 * px}
            dash={[8 * px, 4 * px]}
            listening={false}
          />
        )}
        {p.overlay?.(px)}
      </Layer>
    </Stage>
  );
}

function anchorOf(t: SkirmishTable, id: string): Point | undefined {
  const f = t.areas.find((a) => a.id === id)?.polygon ?? t.buildings.find((b) => b.id === id)?.polygon ?? t.linear.find((l) => l.id === id)?.points ?? t.roads.find((r) => r.id === id)?.points ?? t.hills.find((h) => h.id === id)?.contours[0]?.polygon;
  return f?.[0];
}
