import type { ReplayFrameProps } from '../../screens';
import { MapCanvas } from '../../../map/MapCanvas';
import { phaseLabel } from '../turn/labels';
import { playerMarkers, umpireMarkers } from '../map/markers';
import { frameCaption } from '../../../pages/archive/replay-model';

/** One frame of a Commando replay: the caption, the map as the chosen viewer saw it, and the men (the archive's replay viewer). */
export function ReplayFrame({ frame }: ReplayFrameProps) {
  const { view } = frame;
  return (
    <>
      <p className="muted replay-caption" data-testid="replay-caption">
        {frameCaption(frame, phaseLabel)}
      </p>
      <div className="workspace">
        <MapCanvas testId="replay-map" map={view.map} markers={view.kind === 'umpire' ? umpireMarkers(view) : playerMarkers(view)} />
        <aside className="panel">
          {view.kind === 'umpire' ? (
            <>
              <h2>Every man</h2>
              <ul className="small" data-testid="replay-men">
                {view.men.map((m) => (
                  <li key={m.id}>
                    {m.id} {m.name} ({view.sides.find((s) => s.id === m.side)?.name ?? m.side}): {m.condition}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <>
              <h2>{view.side.name}</h2>
              <ul className="small" data-testid="replay-men">
                {view.ownMen.map((m) => (
                  <li key={m.id}>
                    {m.id} {m.name}: {m.condition}
                  </li>
                ))}
              </ul>
              <h2>Enemy contacts</h2>
              <ul className="small" data-testid="replay-contacts">
                {view.enemies.length === 0 && <li className="muted">None observed.</li>}
                {view.enemies.map((e) => (
                  <li key={e.id}>
                    {e.id}: {e.current ? `observed by ${e.observedBy.join(', ')}` : `last seen Game-Turn ${e.seenTurn}`}
                  </li>
                ))}
              </ul>
            </>
          )}
        </aside>
      </div>
    </>
  );
}
