import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Circle, Group, Image as KonvaImage, Layer, Line, Rect, Shape, Stage, Text } from 'react-konva';
import type Konva from 'konva';
import type { GameMap, SideRef, Square } from '@shared/map/map-model';
import type { Overlay } from '../rulesets/commando/tools/tool';
import type { MapItem } from '../rulesets/commando/map/map-items';
import { ItemShape, mineLabels, objectLabels } from '../rulesets/commando/map/ItemShape';
import {
  centreOn as centreViewportOn,
  fitViewport,
  MARGIN_PX,
  sideAtMapPoint,
  squareAt,
  squareAtMapPoint,
  squareCentre,
  squareOrigin,
  SQUARE_PX,
  toMapPoint,
  zoomAbout,
  type Viewport,
} from './geometry';
import { elevationShade, FIELD_COLOURS, LINE_STYLES, railLinks, strokeRail } from './terrain-style';
import { strokeOverhead } from './overhead-hatch';

export interface MapMarker {
  readonly id: string;
  readonly square: Square;
  readonly label: string;
  readonly colour: string;
  /** Ghosts are last-known positions (Case 8.84), drawn hollow with the turn they were seen. */
  readonly style: 'solid' | 'ghost';
  readonly prone: boolean;
  readonly title: string;
  /** Short state badges drawn above the marker (OF, PANIC, SW…); in a player window only his own man's BRIDGE (Case 20.12). */
  readonly badges?: readonly string[];
  /** His prepared weapon (Case 13.17: "SMG", "GREN"), drawn to the right of the marker; own men and the umpire's map only. */
  readonly prepared?: string;
}

/** A pointer event resolved by arithmetic: map-pixel point, square and nearest side (editor tools). */
export interface MapPointerEvent {
  readonly type: 'down' | 'move' | 'up' | 'leave';
  readonly point: { readonly x: number; readonly y: number };
  readonly square?: Square;
  readonly side?: SideRef;
  readonly shift: boolean;
  readonly alt: boolean;
}

/** A traced photo or scan under the grid (the map editor's trace mode): image pixels placed by position, rotation and scales. */
export interface UnderlayImage {
  readonly src: string;
  readonly opacity: number;
  readonly x: number;
  readonly y: number;
  readonly rotation: number;
  readonly scaleX: number;
  readonly scaleY: number;
}

interface Props {
  readonly map: GameMap;
  readonly markers: readonly MapMarker[];
  readonly selectedId?: string;
  readonly onSquareClick?: (sq: Square) => void;
  readonly onMarkerClick?: (id: string) => void;
  readonly onSquareHover?: (sq: Square | undefined) => void;
  readonly overlay?: Overlay;
  /** Smoke, dropped weapons and charges (umpire map). */
  readonly items?: readonly MapItem[];
  readonly testId: string;
  /**
   * Raw pointer events for editing tools. When set, a left-button drag goes to
   * the tool instead of panning; the right or middle button pans.
   */
  readonly onPointer?: (e: MapPointerEvent) => void;
  /** Drawn between the field terrain and the grid, at its own opacity. */
  readonly underlay?: UnderlayImage;
  /** Squares outlined as faulty (the editor's validation). */
  readonly errorSquares?: readonly Square[];
  /** Centre the view on a square; a new `seq` re-centres on the same square. */
  readonly centreOn?: { readonly square: Square; readonly seq: number };
  /** Extra shapes in map pixels, on the non-listening overlay layer. */
  readonly children?: ReactNode;
}

/**
 * The map: terrain is painted by one sceneFunc per layer on non-listening
 * layers; only the men's layer listens, and the clicked square comes from
 * arithmetic (geometry.ts), not from a listener per square.
 */
export function MapCanvas({ map, markers, selectedId, onSquareClick, onMarkerClick, onSquareHover, overlay, items, testId, onPointer, underlay, errorSquares, centreOn, children }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 800, height: 600 });
  const [viewport, setViewport] = useState<Viewport | undefined>();

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setSize({ width: el.clientWidth, height: el.clientHeight });
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  const vp = viewport ?? fitViewport(map, size);
  const fills = useMemo(() => fieldScene(map), [map]);
  const grid = useMemo(() => gridScene(map), [map]);
  const errors = useMemo(() => (errorSquares && errorSquares.length ? errorScene(errorSquares) : undefined), [errorSquares]);
  const image = useLoadedImage(underlay?.src);
  const pan = useRef<{ x: number; y: number; from: Viewport } | null>(null);
  const editing = onPointer !== undefined;

  const centreSeq = centreOn?.seq;
  useEffect(() => {
    if (!centreOn) return;
    setViewport((v) => centreViewportOn(centreOn.square, size, Math.max(2, v?.scale ?? 0)));
    // Re-centre only when asked (a new seq), not when the box resizes.
  }, [centreSeq]);

  const pointerEvent = (type: MapPointerEvent['type'], e: Konva.KonvaEventObject<PointerEvent>) => {
    const pointer = e.target.getStage()?.getPointerPosition();
    if (!pointer || !onPointer) return;
    if (pan.current) {
      const p = pan.current;
      if (type === 'move') setViewport({ ...p.from, x: p.from.x + pointer.x - p.x, y: p.from.y + pointer.y - p.y });
      if (type === 'up' || type === 'leave') pan.current = null;
      return;
    }
    if (type === 'down' && e.evt.button !== 0) {
      pan.current = { x: pointer.x, y: pointer.y, from: vp };
      return;
    }
    const point = toMapPoint(vp, pointer);
    const square = squareAtMapPoint(point, map);
    const side = sideAtMapPoint(point, map);
    onPointer({ type, point, ...(square ? { square } : {}), ...(side ? { side } : {}), shift: e.evt.shiftKey, alt: e.evt.altKey });
  };

  const onWheel = (e: Konva.KonvaEventObject<WheelEvent>) => {
    e.evt.preventDefault();
    const pointer = e.target.getStage()?.getPointerPosition();
    if (!pointer) return;
    setViewport(zoomAbout(vp, pointer, e.evt.deltaY < 0 ? 1.15 : 1 / 1.15));
  };

  const onClick = (e: Konva.KonvaEventObject<MouseEvent>) => {
    const pointer = e.target.getStage()?.getPointerPosition();
    if (!pointer || !onSquareClick) return;
    const sq = squareAt(vp, pointer, map);
    if (sq) onSquareClick(sq);
  };

  return (
    <div ref={box} className="map-box" data-testid={testId} data-objects={objectLabels(items)} data-mines={mineLabels(items)}>
      <Stage
        width={size.width}
        height={size.height}
        x={vp.x}
        y={vp.y}
        scaleX={vp.scale}
        scaleY={vp.scale}
        draggable={!editing}
        onPointerDown={editing ? (e) => pointerEvent('down', e) : undefined}
        onPointerMove={editing ? (e) => pointerEvent('move', e) : undefined}
        onPointerUp={editing ? (e) => pointerEvent('up', e) : undefined}
        onPointerLeave={editing ? (e) => pointerEvent('leave', e) : undefined}
        onContextMenu={editing ? (e) => e.evt.preventDefault() : undefined}
        onDragEnd={(e) => {
          if (e.target === e.target.getStage()) setViewport({ ...vp, x: e.target.x(), y: e.target.y() });
        }}
        onWheel={onWheel}
        onClick={onClick}
        onMouseMove={(e) => {
          const pointer = e.target.getStage()?.getPointerPosition();
          if (pointer && onSquareHover) onSquareHover(squareAt(vp, pointer, map));
        }}
      >
        <Layer listening={false}>
          <Shape sceneFunc={fills} />
          {underlay && image && (
            <KonvaImage
              image={image}
              opacity={underlay.opacity}
              x={underlay.x}
              y={underlay.y}
              rotation={underlay.rotation}
              scaleX={underlay.scaleX}
              scaleY={underlay.scaleY}
            />
          )}
          <Shape sceneFunc={grid} />
        </Layer>
        <Layer listening={false}>
          {items?.map((it, i) => <ItemShape key={`${it.kind}-${i}`} item={it} scale={vp.scale} />)}
          {overlay && <OverlayShapes overlay={overlay} />}
          {errors && <Shape sceneFunc={errors} />}
          {children}
        </Layer>
        <Layer>
          {markers.map((m) => {
            const c = squareCentre(m.square);
            const r = SQUARE_PX * (m.prone ? 0.3 : 0.4);
            // Labels keep at least 11 screen pixels whatever the zoom, so they read across a table.
            const labelSize = Math.max(7, 11 / vp.scale);
            const labelWidth = labelSize * 7;
            return (
              <Group key={m.id} x={c.x} y={c.y} onClick={() => onMarkerClick?.(m.id)} onTap={() => onMarkerClick?.(m.id)}>
                <Circle
                  radius={r}
                  fill={m.style === 'solid' ? m.colour : 'rgba(0,0,0,0.45)'}
                  stroke={m.id === selectedId ? '#ffffff' : m.colour}
                  strokeWidth={m.id === selectedId ? 2.5 : m.style === 'ghost' ? 2 : 1}
                  dash={m.style === 'ghost' ? [3, 2] : undefined}
                />
                <Text
                  text={m.label}
                  fontSize={labelSize}
                  fontStyle="bold"
                  fill="#ffffff"
                  stroke="#000000"
                  strokeWidth={labelSize / 5}
                  fillAfterStrokeEnabled
                  x={-labelWidth / 2}
                  y={r + 0.5}
                  width={labelWidth}
                  align="center"
                  listening={false}
                />
                {m.badges && m.badges.length > 0 && (
                  <Text
                    text={m.badges.join(' ')}
                    fontSize={labelSize * 0.8}
                    fontStyle="bold"
                    fill="#ffd54a"
                    stroke="#000000"
                    strokeWidth={labelSize / 6}
                    fillAfterStrokeEnabled
                    x={-labelWidth / 2}
                    y={-r - labelSize}
                    width={labelWidth}
                    align="center"
                    listening={false}
                  />
                )}
                {m.prepared && (
                  <Text
                    text={m.prepared}
                    fontSize={labelSize * 0.75}
                    fontStyle="bold"
                    fill="#7fe3ff"
                    stroke="#000000"
                    strokeWidth={labelSize / 6}
                    fillAfterStrokeEnabled
                    x={r + 1}
                    y={-labelSize * 0.4}
                    listening={false}
                  />
                )}
              </Group>
            );
          })}
        </Layer>
      </Stage>
    </div>
  );
}

/** Tool overlays: the line of sight with its first block, the range ruler, an anchor. */
function OverlayShapes({ overlay }: { overlay: Overlay }) {
  switch (overlay.kind) {
    case 'none':
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

/** Loads an image for the underlay; undefined until it has loaded. */
function useLoadedImage(src: string | undefined): HTMLImageElement | undefined {
  const [loaded, setLoaded] = useState<{ src: string; image: HTMLImageElement }>();
  useEffect(() => {
    if (!src) return;
    const img = new window.Image();
    img.onload = () => setLoaded({ src, image: img });
    img.src = src;
    return () => {
      img.onload = null;
    };
  }, [src]);
  return loaded && loaded.src === src ? loaded.image : undefined;
}

/** Faulty squares: a red outline each, in one sceneFunc. */
function errorScene(squares: readonly Square[]) {
  return (ctx: Konva.Context) => {
    const c = ctx._context;
    c.strokeStyle = '#ff6b5b';
    c.lineWidth = 2;
    c.setLineDash([3, 2]);
    c.beginPath();
    for (const sq of squares) {
      const o = squareOrigin(sq);
      c.rect(o.x + 1, o.y + 1, SQUARE_PX - 2, SQUARE_PX - 2);
    }
    c.stroke();
    c.setLineDash([]);
  };
}

/** Field terrain: the squares' fills, elevation tints, tree symbols, the rail line and overhead arms (under any traced underlay). */
function fieldScene(map: GameMap) {
  return (ctx: Konva.Context) => {
    const c = ctx._context;
    c.fillStyle = '#15181c';
    c.fillRect(0, 0, map.width * SQUARE_PX + 2 * MARGIN_PX, map.height * SQUARE_PX + 2 * MARGIN_PX);
    for (let row = 1; row <= map.height; row++) {
      for (let col = 1; col <= map.width; col++) {
        const t = map.squares[(row - 1) * map.width + (col - 1)];
        if (!t) continue;
        const x = MARGIN_PX + (col - 1) * SQUARE_PX;
        const y = MARGIN_PX + (row - 1) * SQUARE_PX;
        c.fillStyle = FIELD_COLOURS[t.terrain];
        c.fillRect(x, y, SQUARE_PX, SQUARE_PX);
        if (t.elevation !== 0) {
          c.fillStyle = elevationShade(t.elevation);
          c.fillRect(x, y, SQUARE_PX, SQUARE_PX);
        }
        for (const tree of t.trees ?? []) {
          c.beginPath();
          c.fillStyle = '#1f3f1c';
          c.arc(x + tree.x * SQUARE_PX, y + tree.y * SQUARE_PX, tree.r * SQUARE_PX, 0, Math.PI * 2);
          c.fill();
        }
        if (t.rail) strokeRail(c, x, y, SQUARE_PX, railLinks(map, col, row));
        if (t.overhead) strokeOverhead(c, t.overhead, x, y, SQUARE_PX);
      }
    }
  };
}

/** The grid, line terrain and CCRR coordinates (over any traced underlay). */
function gridScene(map: GameMap) {
  return (ctx: Konva.Context) => {
    const c = ctx._context;
    // Grid.
    c.strokeStyle = 'rgba(0,0,0,0.35)';
    c.lineWidth = 0.5;
    c.beginPath();
    for (let col = 0; col <= map.width; col++) {
      c.moveTo(MARGIN_PX + col * SQUARE_PX, MARGIN_PX);
      c.lineTo(MARGIN_PX + col * SQUARE_PX, MARGIN_PX + map.height * SQUARE_PX);
    }
    for (let row = 0; row <= map.height; row++) {
      c.moveTo(MARGIN_PX, MARGIN_PX + row * SQUARE_PX);
      c.lineTo(MARGIN_PX + map.width * SQUARE_PX, MARGIN_PX + row * SQUARE_PX);
    }
    c.stroke();
    // Line terrain on square sides.
    for (const line of map.lines) {
      const style = LINE_STYLES[line.terrain];
      const x = MARGIN_PX + (line.side.col - 1) * SQUARE_PX;
      const y = MARGIN_PX + (line.side.row - 1) * SQUARE_PX;
      c.strokeStyle = style.colour;
      c.lineWidth = style.width;
      c.setLineDash(style.dash ?? []);
      c.beginPath();
      switch (line.side.dir) {
        case 'n': c.moveTo(x, y); c.lineTo(x + SQUARE_PX, y); break;
        case 's': c.moveTo(x, y + SQUARE_PX); c.lineTo(x + SQUARE_PX, y + SQUARE_PX); break;
        case 'w': c.moveTo(x, y); c.lineTo(x, y + SQUARE_PX); break;
        case 'e': c.moveTo(x + SQUARE_PX, y); c.lineTo(x + SQUARE_PX, y + SQUARE_PX); break;
      }
      c.stroke();
    }
    c.setLineDash([]);
    // CCRR coordinates along the edges (Case 3.7): columns on the short side, rows on the long side.
    c.fillStyle = '#c9cdd2';
    c.font = '8px sans-serif';
    c.textAlign = 'center';
    c.textBaseline = 'middle';
    for (let col = 1; col <= map.width; col++) {
      const label = String(col).padStart(2, '0');
      const x = MARGIN_PX + (col - 0.5) * SQUARE_PX;
      c.fillText(label, x, MARGIN_PX / 2);
      c.fillText(label, x, MARGIN_PX * 1.5 + map.height * SQUARE_PX);
    }
    for (let row = 1; row <= map.height; row++) {
      const label = String(row).padStart(2, '0');
      const y = MARGIN_PX + (row - 0.5) * SQUARE_PX;
      c.fillText(label, MARGIN_PX / 2, y);
      c.fillText(label, MARGIN_PX * 1.5 + map.width * SQUARE_PX, y);
    }
  };
}
