import { useEffect, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react';
import { Group, Image as KonvaImage, Layer, Shape, Stage } from 'react-konva';
import { useTerrainCache } from './use-terrain-cache';
import type Konva from 'konva';
import type { GameMap, SideRef, Square } from '@shared/map/map-model';
import {
  centreOn as centreViewportOn,
  fillViewport,
  fitViewport,
  MARGIN_PX,
  sideAtMapPoint,
  squareAt,
  squareAtMapPoint,
  squareOrigin,
  SQUARE_PX,
  toMapPoint,
  zoomAbout,
  zoomCentre,
  type Viewport,
} from './geometry';
import { MapControls, StackViewer } from './MapControls';
import { MarkersLayer } from './MarkersLayer';
import type { Stack } from './marker-layout';
import type { MapMarker } from './map-marker';
import { zonesScene } from './zone-outlines';
import { navigationKey, stackViewerAt } from './navigation';
import { elevationShade, FIELD_COLOURS, LINE_STYLES, railLinks, strokeRail } from './terrain-style';
import { strokeOverhead } from './overhead-hatch';
import { strokeClimbSymbol, strokeFlatRoof } from './climbing-marks';
import { usePinchZoom } from './use-pinch';

export type { MapMarker } from './map-marker';

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
  /**
   * The ruleset's own shapes over the terrain and under the men (its items,
   * its tools' previews), drawn at the current zoom `scale`.
   */
  readonly drawn?: (scale: number) => ReactNode;
  /** `data-*` attributes on the map's box, for the page (and its tests) to read without the canvas. */
  readonly data?: Readonly<Record<`data-${string}`, string>>;
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
  /**
   * How the map first fits its box (and fits again on resize until the user
   * zooms or pans): `fill` fills the box (a tall map fills the width and
   * pans up and down), `whole` shows all of it. The editor keeps `whole`.
   */
  readonly fit?: 'fill' | 'whole';
  /** Whether the Zones' outlines start drawn (on during set-up); the Zones button toggles them. */
  readonly zonesShown?: boolean;
}


/**
 * The map: terrain is painted by one sceneFunc per layer on non-listening
 * layers; only the men's layer listens, and the clicked square comes from
 * arithmetic (geometry.ts), not from a listener per square.
 */
export function MapCanvas({ map, markers, selectedId, onSquareClick, onMarkerClick, onSquareHover, drawn, data, testId, onPointer, underlay, errorSquares, centreOn, children, fit = 'whole', zonesShown = false }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 800, height: 600 });
  // Undefined: fitted (fit or whole), following the box as it resizes; set once the user zooms or pans.
  const [viewport, setViewport] = useState<Viewport | undefined>();
  const [fitMode, setFitMode] = useState(fit);
  const [zonesChoice, setZonesChoice] = useState<boolean>();
  const [stack, setStack] = useState<Stack<MapMarker>>();
  const showZones = zonesChoice ?? zonesShown;
  // Two fingers pinch and pan on a touch screen (one finger is the stage's drag).
  usePinchZoom(box, setViewport);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setSize({ width: el.clientWidth, height: el.clientHeight });
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  const vp = viewport ?? (fitMode === 'fill' ? fillViewport(map, size) : fitViewport(map, size));
  const zones = useMemo(() => (showZones && map.zones.length > 0 ? zonesScene(map.zones, vp.scale) : undefined), [showZones, map.zones, vp.scale]);
  const refit = (mode: 'fill' | 'whole') => {
    setFitMode(mode);
    setViewport(undefined);
  };
  const onKeyDown = (e: ReactKeyboardEvent<HTMLDivElement>) => {
    // The editor's keys (+ and − change elevation) stay the editor's.
    if (editing || e.ctrlKey || e.metaKey || e.altKey || e.target !== e.currentTarget) return;
    const next = navigationKey(e.key, vp, size);
    if (!next) return;
    e.preventDefault();
    e.stopPropagation();
    if (next === 'fit') refit('fill');
    else setViewport(next);
  };
  const stackAt = stack ? stackViewerAt(stack.square, vp, size) : undefined;
  const fills = useMemo(() => fieldScene(map), [map]);
  const grid = useMemo(() => gridScene(map), [map]);
  const errors = useMemo(() => (errorSquares && errorSquares.length ? errorScene(errorSquares) : undefined), [errorSquares]);
  const image = useLoadedImage(underlay?.src);
  const pan = useRef<{ x: number; y: number; from: Viewport } | null>(null);
  const editing = onPointer !== undefined;

  // The terrain is painted into a bitmap once per map and zoom (terrain-cache.ts); a pan only moves it.
  const underlayKey = underlay ? [underlay.src, underlay.opacity, underlay.x, underlay.y, underlay.rotation, underlay.scaleX, underlay.scaleY].join('|') : '';
  const { terrain, paintedRatio } = useTerrainCache(map, vp.scale, underlayKey, [fills, grid, image]);

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
    <div
      ref={box}
      className="map-box"
      data-testid={testId}
      data-scale={vp.scale.toFixed(4)}
      data-terrain-ratio={paintedRatio}
      data-vp-x={vp.x.toFixed(2)}
      data-vp-y={vp.y.toFixed(2)}
      data-square-px={(SQUARE_PX * vp.scale).toFixed(2)}
      data-zones={showZones ? 'shown' : 'hidden'}
      tabIndex={0}
      role="application"
      aria-label="Map: arrow keys pan, + and − zoom, 0 fits it to the box"
      onKeyDown={onKeyDown}
      {...data}
    >
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
          <Group ref={terrain}>
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
          </Group>
        </Layer>
        <Layer listening={false}>
          {drawn?.(vp.scale)}
          {errors && <Shape sceneFunc={errors} />}
          {children}
        </Layer>
        {zones && (
          <Layer listening={false}>
            <Shape sceneFunc={zones} />
          </Layer>
        )}
        <MarkersLayer markers={markers} selectedId={selectedId} scale={vp.scale} onMarkerClick={onMarkerClick} onStackClick={setStack} />
      </Stage>
      <MapControls
        testId={testId}
        onZoom={(f) => setViewport(zoomCentre(vp, size, f))}
        onFit={() => refit('fill')}
        onWhole={() => refit('whole')}
        zones={map.zones.length > 0 ? { shown: showZones, toggle: () => setZonesChoice(!showZones) } : undefined}
      />
      {stack && stackAt && (
        <StackViewer
          testId={testId}
          stack={stack}
          at={stackAt}
          onPick={(id) => {
            onMarkerClick?.(id);
            setStack(undefined);
          }}
          onClose={() => setStack(undefined)}
        />
      )}
    </div>
  );
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

/** Field terrain: the squares' fills, elevation tints, tree symbols, the rail line, overhead arms, ladders and flat roofs (under any traced underlay). */
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
        // Cases 35.21–35.22: the ladders, stairways and flat roofs the Players drew.
        if (t.flatRoof) strokeFlatRoof(c, x, y, SQUARE_PX);
        if (t.ladder) strokeClimbSymbol(c, t.ladder, x, y, SQUARE_PX);
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
