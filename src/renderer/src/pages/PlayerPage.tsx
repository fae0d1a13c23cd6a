import { useEffect, useState } from 'react';
import type { PlayerView } from '@shared/game/view';
import type { PlayerClient } from '../api/client';
import { dataLog } from '@shared/game/data-log';
import { DataLogView } from '../components/DataLogView';
import { MapCanvas } from '../map/MapCanvas';
import { playerMarkers } from './markers';

/** A side's window: its own men, and the enemy only as they observed him. No umpire controls. */
export function PlayerPage({ client }: { client: PlayerClient }) {
  const [view, setView] = useState<PlayerView>();
  const [manId, setManId] = useState<string>('');
  const [showLog, setShowLog] = useState(false);

  useEffect(() => {
    void client.getView(manId || undefined).then(setView);
    return client.onView(setView, manId || undefined);
  }, [client, manId]);

  if (!view) return <div className="loading big">Waiting for the umpire…</div>;
  return (
    <div className="shell player">
      <header className="topbar big">
        <h1 data-testid="player-side">{view.side.name}</h1>
        <span>
          Turn {view.turn} · {view.phase}
        </span>
        <label>
          Seen by
          <select value={manId} onChange={(e) => setManId(e.target.value)} data-testid="narrow-man">
            <option value="">the whole side</option>
            {view.ownMen.map((m) => (
              <option key={m.id} value={m.id}>
                {m.id} {m.name}
              </option>
            ))}
          </select>
        </label>
      </header>
      <main className="workspace">
        <MapCanvas testId="player-map" map={view.map} markers={playerMarkers(view)} />
        <aside className={showLog ? 'panel big wide' : 'panel big'}>
          <button className="action" onClick={() => setShowLog(!showLog)} data-testid="toggle-data-log">
            {showLog ? 'Hide the Data Log' : 'Our Data Log (Case 38.1)'}
          </button>
          {showLog && (
            <DataLogView log={dataLog({ side: view.side, men: view.ownMen, ...(view.sequence ? { plots: view.sequence.ownPlots } : {}) })} scenarioName={view.scenarioName} turn={view.turn} />
          )}
          <h2>Enemy contacts</h2>
          <ul data-testid="contacts">
            {view.enemies.length === 0 && <li className="muted">None observed.</li>}
            {view.enemies.map((e) => (
              <li key={e.id}>
                <b>{e.id}</b> {e.current ? `observed by ${e.observedBy.join(', ')}` : `last seen turn ${e.seenTurn}`}
              </li>
            ))}
          </ul>
        </aside>
      </main>
    </div>
  );
}
