import { useEffect, useMemo, useState } from 'react';
import type { ArchiveEntryInfo, ReplayFrame } from '@shared/contract/api';
import type { UmpireClient } from '../../api/client';
import { MapCanvas } from '../../map/MapCanvas';
import { phaseLabel } from '../../rulesets/commando/turn/labels';
import { playerMarkers, umpireMarkers } from '../../rulesets/commando/map/markers';
import { clampSeq, frameCaption, viewerChoices } from './replay-model';

/**
 * Replays a game of the archive by its id, without opening it behind the
 * windows: step through its log with the fog lifted, or as one side saw it
 * then (that side's projection, nothing more).
 */
export function ReplayViewer({ client, game, onClose, onError }: { client: UmpireClient; game: ArchiveEntryInfo; onClose: () => void; onError: (e: unknown) => void }) {
  const choices = useMemo(() => viewerChoices(game.sides), [game.sides]);
  const [viewerKey, setViewerKey] = useState('umpire');
  const [seq, setSeq] = useState(0);
  const [frame, setFrame] = useState<ReplayFrame>();
  const viewer = (choices.find((c) => c.key === viewerKey) ?? choices[0]!).viewer;
  const last = frame?.last ?? 0;

  useEffect(() => {
    let live = true;
    client.call('replayAt', { gameId: game.gameId, seq, viewer }).then((f) => live && setFrame(f), onError);
    return () => {
      live = false;
    };
    // The viewer object is rebuilt from its key each render: the key is what changes.
  }, [client, game.gameId, seq, viewerKey]);

  const go = (to: number) => setSeq(clampSeq(to, last));
  const view = frame?.view;

  return (
    <div className="report-viewer replay-viewer" role="dialog" aria-label={`Replay of ${game.scenarioName}`} data-testid="replay-viewer">
      <div className="report-bar">
        <b>Replay · {game.scenarioName}</b>
        <select value={viewerKey} onChange={(e) => setViewerKey(e.target.value)} aria-label="Seen as" data-testid="replay-viewer-select">
          {choices.map((c) => (
            <option key={c.key} value={c.key}>
              {c.label}
            </option>
          ))}
        </select>
        <button className="tool small" onClick={() => go(0)} disabled={seq === 0} aria-label="To the setup">
          ⏮
        </button>
        <button className="tool small" onClick={() => go(seq - 1)} disabled={seq === 0} aria-label="Previous event" data-testid="replay-prev">
          ◀
        </button>
        <input type="range" min={0} max={last} value={seq} onChange={(e) => go(Number(e.target.value))} aria-label="Event" data-testid="replay-seq" />
        <button className="tool small" onClick={() => go(seq + 1)} disabled={seq >= last} aria-label="Next event" data-testid="replay-next">
          ▶
        </button>
        <button className="tool small" onClick={() => go(last)} disabled={seq >= last} aria-label="To the last event">
          ⏭
        </button>
        <button className="tool small" onClick={onClose} data-testid="close-replay">
          Close
        </button>
      </div>
      {frame && view && (
        <>
          <p className="muted replay-caption" data-testid="replay-caption">
            {frameCaption(frame, phaseLabel)}
          </p>
          <div className="workspace">
            <div className="map-box">
              <MapCanvas testId="replay-map" map={view.map} markers={view.kind === 'umpire' ? umpireMarkers(view) : playerMarkers(view)} />
            </div>
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
      )}
    </div>
  );
}
