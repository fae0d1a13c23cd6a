import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MapSummaryInfo } from '@shared/contract/api';
import type { UmpireClient } from '../../api/client';
import { hostMapStore, type SavedMapInfo } from '../../editor/host-map-store';
import { MapEditor } from '../../editor/MapEditor';
import { errorText } from '../archive/files';
import { when } from './GamesScreen';

const KIND_WORD: Record<MapSummaryInfo['provenance']['kind'], string> = {
  printed: 'printed map',
  approximation: 'approximation',
  custom: 'custom',
};

function savedNotice(info: SavedMapInfo, maps: readonly MapSummaryInfo[]): string {
  if (info.copiedFrom) {
    const from = maps.find((m) => m.id === info.copiedFrom)?.name ?? info.copiedFrom;
    return `${from} ships with Sightline and is read-only, so your edits were saved as a campaign copy: "${info.map.name}". Further saves go to the copy.`;
  }
  return `Saved "${info.map.name}" in the campaign.`;
}

/**
 * The map editor over the campaign database: the twelve bundled maps
 * (read-only — saving one makes a campaign copy) and the campaign's own, each
 * with its provenance. Open, start and save maps from the editor's File tab.
 */
export function MapEditorScreen({ client }: { client: UmpireClient }) {
  const [maps, setMaps] = useState<readonly MapSummaryInfo[]>([]);
  const [notice, setNotice] = useState<string>();
  const [error, setError] = useState<string>();
  const [hidden, setHidden] = useState(false);
  const latest = useRef(maps);
  latest.current = maps;

  const refresh = useCallback(() => {
    client.call('listMaps', {}).then(setMaps, (e: unknown) => setError(`Could not list the maps: ${errorText(e)}`));
  }, [client]);
  useEffect(refresh, [refresh]);

  const store = useMemo(
    () =>
      hostMapStore(client, {
        onSaved: (info) => {
          setNotice(savedNotice(info, latest.current));
          refresh();
        },
      }),
    [client, refresh],
  );

  const remove = async (m: MapSummaryInfo) => {
    if (!window.confirm(`Delete the campaign map "${m.name}"? Games already set up keep their own copy of their map.`)) return;
    try {
      await client.call('deleteMap', { id: m.id });
      setNotice(`Deleted "${m.name}". If it is open in the editor, saving it makes a new map.`);
      refresh();
    } catch (e) {
      setError(`Could not delete ${m.name}: ${errorText(e)}`);
    }
  };

  const bundled = maps.filter((m) => m.bundled);
  const own = maps.filter((m) => !m.bundled);
  const row = (m: MapSummaryInfo) => (
    <li key={m.id} className="map-entry" data-testid={`map-entry-${m.id}`}>
      <div>
        <b>{m.name}</b>
        <span className="muted small">
          {' '}
          {m.letter ? `Map ${m.letter} (Case 7.12) · ` : ''}
          {m.width}×{m.height} · {KIND_WORD[m.provenance.kind]}
          {m.updatedAt ? ` · saved ${when(m.updatedAt)}` : ''}
        </span>
      </div>
      {m.provenance.note && <div className="provenance-note">{m.provenance.note}</div>}
      {!m.bundled && (
        <button className="tool small" onClick={() => void remove(m)}>
          Delete
        </button>
      )}
    </li>
  );

  return (
    <div className={`maps-screen ${hidden ? 'catalogue-hidden' : ''}`}>
      <aside className="map-catalogue" aria-label="Maps of this campaign">
        <div className="ed-row">
          <button className="tool small" onClick={() => setHidden((h) => !h)} data-testid="toggle-catalogue">
            {hidden ? 'Show the map list' : 'Hide the map list'}
          </button>
        </div>
        {!hidden && (
          <>
            {notice && (
              <p className="notice" role="status" data-testid="map-notice">
                {notice}
              </p>
            )}
            {error && (
              <p className="error" role="alert">
                {error}
              </p>
            )}
            <p className="hint">Open, start and save maps from the editor&apos;s File tab. The bundled maps are read-only: saving one makes a campaign copy, and the bundled map stays as it was.</p>
            <h2>Bundled maps</h2>
            <p className="hint warn-note">
              These are approximations drawn from the scenario text, not the printed maps: every square, zone and edge a scenario names is where the text puts it; the rest is invented. Trace the printed
              sheet (Trace tab) to replace one.
            </p>
            <ul className="map-list" data-testid="bundled-maps">
              {bundled.map(row)}
            </ul>
            <h2>Campaign maps</h2>
            <ul className="map-list" data-testid="campaign-maps">
              {own.map(row)}
              {own.length === 0 && <li className="muted">None yet: save a map to keep it in the campaign.</li>}
            </ul>
          </>
        )}
      </aside>
      <div className="map-editor-host">
        <MapEditor store={store} />
      </div>
    </div>
  );
}
