import type { MapMarker } from './map-marker';
import type { Stack } from './marker-layout';
import { describeSquare } from '@shared/map/coords';

/** The map's own buttons, over its top-right corner: zoom in and out, fit, the whole map, Zone outlines. */
export function MapControls({
  testId,
  onZoom,
  onFit,
  onWhole,
  zones,
}: {
  testId: string;
  onZoom: (factor: number) => void;
  onFit: () => void;
  onWhole: () => void;
  zones?: { shown: boolean; toggle: () => void } | undefined;
}) {
  return (
    <div className="map-controls" role="toolbar" aria-label="Map view">
      <button type="button" onClick={() => onZoom(1.25)} title="Zoom in (+)" aria-label="Zoom in" data-testid={`${testId}-zoom-in`}>
        +
      </button>
      <button type="button" onClick={() => onZoom(0.8)} title="Zoom out (−)" aria-label="Zoom out" data-testid={`${testId}-zoom-out`}>
        −
      </button>
      <button type="button" onClick={onFit} title="Fit the map to its box (0)" data-testid={`${testId}-fit`}>
        Fit
      </button>
      <button type="button" onClick={onWhole} title="Show the whole map" data-testid={`${testId}-whole`}>
        Whole map
      </button>
      {zones && (
        <button type="button" aria-pressed={zones.shown} onClick={zones.toggle} title="Draw the set-up Zones' borders (Case 38.43)" data-testid={`${testId}-zones`}>
          Zones
        </button>
      )}
    </div>
  );
}

/** The men on one crowded square (the stack viewer): each a button that selects him. */
export function StackViewer({
  testId,
  stack,
  at,
  onPick,
  onClose,
}: {
  testId: string;
  stack: Stack<MapMarker>;
  at: { x: number; y: number };
  onPick: (id: string) => void;
  onClose: () => void;
}) {
  return (
    <div className="stack-viewer" role="dialog" aria-label={`Men at ${describeSquare(stack.square)}`} style={{ left: at.x, top: at.y }} data-testid={`${testId}-stack`}>
      <div className="stack-head">
        <b>
          {stack.members.length} men at {describeSquare(stack.square)}
        </b>
        <button type="button" className="link" onClick={onClose} aria-label="Close the stack">
          ✕
        </button>
      </div>
      <ul>
        {stack.members.map((m) => (
          <li key={m.id}>
            <button type="button" onClick={() => onPick(m.id)} style={{ borderLeftColor: m.colour }} data-testid={`${testId}-stack-${m.id}`}>
              <b>{m.label}</b> {m.title}
              {m.prepared ? ` · ${m.prepared}` : ''}
              {m.badges && m.badges.length > 0 ? ` · ${m.badges.join(' ')}` : ''}
              {m.prone ? ' · prone' : ''}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
