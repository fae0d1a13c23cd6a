import { Circle, Group, Layer, Text } from 'react-konva';
import { squareCentre, SQUARE_PX } from './geometry';
import type { MapMarker } from './map-marker';
import { groupBySquare, placeLabels, type LabelRequest, type PlacedLabel, type Stack } from './marker-layout';

/** Text width in map units, measured on a canvas once per string and size (a rough guess where there is no canvas). */
const widths = new Map<string, number>();
let measureCtx: CanvasRenderingContext2D | null | undefined;
function textWidth(text: string, size: number): number {
  const key = `${size}|${text}`;
  const known = widths.get(key);
  if (known !== undefined) return known;
  if (measureCtx === undefined) measureCtx = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  let w = text.length * size * 0.62;
  if (measureCtx) {
    measureCtx.font = `bold ${size}px sans-serif`;
    w = measureCtx.measureText(text).width;
  }
  widths.set(key, w);
  return w;
}

interface Props {
  readonly markers: readonly MapMarker[];
  readonly selectedId: string | undefined;
  readonly scale: number;
  readonly onMarkerClick: ((id: string) => void) | undefined;
  /** A crowded square was clicked: open its stack viewer. */
  readonly onStackClick: (stack: Stack<MapMarker>) => void;
}

/** A label's lines: the man's label (and prepared weapon) and his state badges. */
function labelLines(m: MapMarker): { first: string; prepared?: string; badges?: string } {
  return { first: m.label, ...(m.prepared ? { prepared: m.prepared } : {}), ...(m.badges && m.badges.length > 0 ? { badges: m.badges.join(' ') } : {}) };
}

/**
 * The men on the map (the only listening layer): one marker per man, or one
 * counted stack per crowded square; labels placed where they overlap nothing
 * (marker-layout.ts), so "GREN s-a" never runs into a neighbour.
 */
export function MarkersLayer({ markers, selectedId, scale, onMarkerClick, onStackClick }: Props) {
  const stacks = groupBySquare(markers);
  // Labels keep at least 11 screen pixels whatever the zoom, so they read across a table.
  const size = Math.max(7, 11 / scale);
  const pad = 1 / scale;
  const requests: (LabelRequest & { stack: Stack<MapMarker> })[] = stacks
    .map((s) => {
      const m = s.members[0]!;
      const crowded = s.members.length > 1;
      const lines = crowded ? { first: `${s.members.length} men` } : labelLines(m);
      const first = textWidth(lines.first, size) + (lines.prepared ? textWidth(` ${lines.prepared}`, size * 0.8) : 0);
      const width = Math.max(first, lines.badges ? textWidth(lines.badges, size * 0.8) : 0) + 2 * pad;
      const height = size * (lines.badges ? 1.9 : 1.05);
      const radius = SQUARE_PX * (crowded ? 0.45 : m.prone ? 0.3 : 0.4);
      return { key: s.key, centre: squareCentre(s.square), radius, width, height, stack: s };
    })
    // The selected man's label is placed first, so it is the one that shows.
    .sort((a, b) => Number(b.stack.members.some((m) => m.id === selectedId)) - Number(a.stack.members.some((m) => m.id === selectedId)));
  const placed = new Map<string, PlacedLabel>(placeLabels(requests).map((p) => [p.key, p]));
  return (
    <Layer>
      {stacks.map((s) => {
        const c = squareCentre(s.square);
        const label = placed.get(s.key);
        if (s.members.length > 1) {
          const selected = s.members.some((m) => m.id === selectedId);
          const r = SQUARE_PX * 0.45;
          const open = () => onStackClick(s);
          return (
            <Group key={s.key} onClick={open} onTap={open}>
              <Circle x={c.x} y={c.y} radius={r} fill={s.members[0]!.colour} stroke={selected ? '#ffffff' : '#000000'} strokeWidth={selected ? 2.5 : 1.5} />
              <Circle x={c.x + r * 0.7} y={c.y - r * 0.7} radius={Math.max(4, size * 0.55)} fill="#ffd54a" stroke="#000000" strokeWidth={0.75} />
              <Text text={String(s.members.length)} x={c.x + r * 0.7 - size} y={c.y - r * 0.7 - size * 0.45} width={2 * size} align="center" fontSize={size * 0.85} fontStyle="bold" fill="#000000" listening={false} />
              {label && <Text text={`${s.members.length} men`} x={label.box.x + pad} y={label.box.y} fontSize={size} fontStyle="bold" fill="#ffd54a" stroke="#000000" strokeWidth={size / 5} fillAfterStrokeEnabled listening={false} />}
            </Group>
          );
        }
        const m = s.members[0]!;
        const r = SQUARE_PX * (m.prone ? 0.3 : 0.4);
        const lines = labelLines(m);
        const click = () => onMarkerClick?.(m.id);
        const firstWidth = textWidth(lines.first, size);
        return (
          <Group key={m.id} onClick={click} onTap={click}>
            <Circle
              x={c.x}
              y={c.y}
              radius={r}
              fill={m.style === 'solid' ? m.colour : 'rgba(0,0,0,0.45)'}
              // A man whose badges found no room wears a yellow ring: his state is in the stack viewer's title and the roster.
              stroke={m.id === selectedId ? '#ffffff' : !label && lines.badges ? '#ffd54a' : m.colour}
              strokeWidth={m.id === selectedId ? 2.5 : m.style === 'ghost' ? 2 : 1}
              dash={m.style === 'ghost' ? [3, 2] : undefined}
            />
            {label && (
              <>
                <Text text={lines.first} x={label.box.x + pad} y={label.box.y} fontSize={size} fontStyle="bold" fill="#ffffff" stroke="#000000" strokeWidth={size / 5} fillAfterStrokeEnabled listening={false} />
                {lines.prepared && (
                  <Text text={lines.prepared} x={label.box.x + pad + firstWidth + size * 0.25} y={label.box.y + size * 0.1} fontSize={size * 0.8} fontStyle="bold" fill="#7fe3ff" stroke="#000000" strokeWidth={size / 6} fillAfterStrokeEnabled listening={false} />
                )}
                {lines.badges && (
                  <Text text={lines.badges} x={label.box.x + pad} y={label.box.y + size * 1.05} fontSize={size * 0.8} fontStyle="bold" fill="#ffd54a" stroke="#000000" strokeWidth={size / 6} fillAfterStrokeEnabled listening={false} />
                )}
              </>
            )}
          </Group>
        );
      })}
    </Layer>
  );
}
