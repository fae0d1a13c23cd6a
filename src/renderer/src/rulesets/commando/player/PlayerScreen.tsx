import { useState } from 'react';
import type { PlayerView } from '@shared/rulesets/commando/view/view';
import type { PlayerScreenProps } from '../../screens';
import { commandoLayers } from '../map/map-layers';
import { dataLog } from '@shared/rulesets/commando/view/data-log';
import { describeSquare } from '@shared/map/coords';
import type { Square } from '@shared/map/map-model';
import { DataLogView } from '../components/DataLogView';
import { MapCanvas } from '../../../map/MapCanvas';
import { phaseLabel } from '../turn/labels';
import { playerMarkers } from '../map/markers';
import { usePlayerDeploy } from '../setup/PlayerDeploy';
import { objectLabel, playerItems } from '../map/map-items';
import { preparedLabel } from '../map/prepared-weapon';
import { SideLogView, useSideLog } from './SideLog';
import { PlayerPanel, type PanelTab } from './PlayerPanel';
import { useSideOrders } from './SideOrders';
import { LocateIcon } from '../../../components/LocateIcon';

/**
 * What a Commando side sees, drawn from its projection alone: used by the
 * side's own window and by the shared screen (picked by the view's ruleset,
 * src/renderer/src/rulesets/index.ts). Large type and high contrast, for a
 * monitor across the table. `onNarrow` shows the "Seen by" selector.
 */
export function PlayerScreen({ view, manId = '', onNarrow, deployClient }: PlayerScreenProps) {
  const [showLog, setShowLog] = useState(false);
  // On a phone or a tablet the panel is a sheet over the map (PlayerPanel): which of its tabs is open, if any.
  const [sheet, setSheet] = useState<string>();
  // Zoom to one of our men from the list: a new seq centres the map on him again.
  const [centre, setCentre] = useState<{ square: Square; seq: number }>();
  // Case 38.4: during set-up the side's own window deploys its men (not the shared screen, which has no client).
  const deploy = usePlayerDeploy(view, deployClient);
  // Issue 15: in play, the side's own order tools (not the shared screen's: it has no client).
  const orders = useSideOrders(view, deployClient, () => setSheet(undefined));
  const ordersTab: PanelTab[] = orders.panel ? [{ id: 'orders', label: orders.asking > 0 ? `Orders (${orders.asking}!)` : 'Orders', content: orders.panel }] : [];
  const sideLogLines = useSideLog(view, manId);
  const name = (id: string) => {
    const m = view.ownMen.find((x) => x.id === id);
    return m ? `${m.id} ${m.name}` : id;
  };
  const narrowedTo = manId ? view.ownMen.find((m) => m.id === manId) : undefined;
  const markers = playerMarkers(view);
  return (
    <div className="shell player">
      <header className="topbar big player-head">
        <h1 data-testid="player-side">{view.side.name}</h1>
        <span className="player-turn" data-testid="player-turn">
          Turn {view.turn}
        </span>
        <span className="player-phase" data-testid="player-phase">
          Phase {phaseLabel(view.phase)}
        </span>
        <span className="muted player-scenario">{view.scenarioName}</span>
        {onNarrow && (
          <label className="player-narrow">
            Seen by
            <select value={manId} onChange={(e) => onNarrow(e.target.value)} data-testid="narrow-man">
              <option value="">the whole side</option>
              {view.ownMen.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.id} {m.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </header>
      <WhoseMoveBanner view={view} name={name} ordering={!!orders.panel} />
      {narrowedTo && (
        <p className="narrowed-note" data-testid="narrowed-note">
          Showing only what {narrowedTo.id} {narrowedTo.name} observes.
        </p>
      )}
      <main className="workspace">
        <MapCanvas
          testId="player-map"
          map={view.map}
          fit="fill"
          zonesShown={!!view.setup}
          {...(centre ? { centreOn: centre } : {})}
          markers={markers}
          {...commandoLayers(playerItems(view), deploy.overlay ?? orders.overlay)}
          {...(narrowedTo ? { selectedId: narrowedTo.id } : {})}
          {...deploy.mapProps}
          {...orders.mapProps}
        >
          {deploy.shapes}
        </MapCanvas>
        {orders.routeBar}
        <PlayerPanel
          open={sheet}
          onOpen={setSheet}
          wide={showLog}
          tabs={[
            ...ordersTab,
            {
              id: 'contacts',
              label: `Contacts (${view.enemies.length})`,
              content: (
                <>
                  <h2>Enemy contacts</h2>
                  <ul className="contacts" data-testid="contacts">
                    {view.enemies.length === 0 && <li className="muted">None observed.</li>}
                    {view.enemies.map((e) => (
                      <li key={e.id} className={e.current ? 'contact current' : 'contact ghost'}>
                        <b>{e.id}</b>{' '}
                        {e.current ? (
                          <>
                            observed by {e.observedBy.map(name).join(', ')} <span className="muted">at {describeSquare(e.square)}</span>
                          </>
                        ) : (
                          <>
                            last seen Turn {e.seenTurn} <span className="muted">({phaseLabel(e.seenPhase)}) at {describeSquare(e.square)}</span>
                          </>
                        )}
                      </li>
                    ))}
                  </ul>
                </>
              ),
            },
            {
              id: 'men',
              label: 'Our men',
              content: (
                <>
                  {deploy.panel}
                  <h2>Our men</h2>
                  <ul className="own-men" data-testid="own-men">
                    {view.ownMen.map((m) => {
                      const turn = view.sequence?.ownTurns[m.id];
                      const prepared = preparedLabel(m);
                      return (
                        <li key={m.id} className={m.id === manId ? 'own-man narrowed' : 'own-man'}>
                          {m.square && (
                            <button
                              className="show-on-map"
                              onClick={() => {
                                // On a phone the sheet closes, so the map shows him.
                                setCentre((c) => ({ square: m.square!, seq: (c?.seq ?? 0) + 1 }));
                                setSheet(undefined);
                              }}
                              aria-label={`Show ${m.name} on the map`}
                              title="Show him on the map"
                            >
                              <LocateIcon />
                            </button>
                          )}{' '}
                          <b>{m.id}</b> {m.name}{' '}
                          <span className="muted">
                            {m.square ? `at ${describeSquare(m.square)}` : 'off map'} · {m.posture}
                            {m.condition !== 'fit' ? ` · ${m.condition}` : ''}
                            {turn ? ` · ${turn.remaining} TP` : ''}
                            {prepared ? ` · ${prepared} prepared` : ''}
                          </span>
                        </li>
                      );
                    })}
                  </ul>
                  {(view.objects ?? []).length > 0 && (
                    <>
                      <h2>Objects</h2>
                      <ul className="contacts" data-testid="player-objects">
                        {(view.objects ?? []).map((o) => (
                          <li key={o.id}>
                            <b>{objectLabel(o)}</b> {o.id}{' '}
                            <span className="muted">
                              {o.exited ? `off the map (${o.exited.edge} edge)` : o.square ? `at ${describeSquare(o.square)}${o.size > 1 ? ` (${o.size}×${o.size})` : ''}` : ''}
                              {o.taskPoints !== undefined ? ` · ${o.taskPoints - (o.spentThisTurn ?? 0)} TP left` : ''}
                            </span>
                          </li>
                        ))}
                      </ul>
                    </>
                  )}
                </>
              ),
            },
            {
              id: 'log',
              label: 'Log',
              content: (
                <>
                  <SideLogView lines={sideLogLines} />
                  <button className="action" onClick={() => setShowLog(!showLog)} data-testid="toggle-data-log">
                    {showLog ? 'Hide the Data Log' : 'Our Data Log (Case 38.1)'}
                  </button>
                  {showLog && (
                    <DataLogView log={dataLog({ side: view.side, men: view.ownMen, ...(view.sequence ? { plots: view.sequence.ownPlots } : {}) })} scenarioName={view.scenarioName} turn={view.turn} />
                  )}
                </>
              ),
            },
          ]}
        />
      </main>
    </div>
  );
}

/** Set-up (Case 38.4): the banner says what the panel below it asks, not that the umpire is busy; undefined once play begins. */
export function setupBanner(view: Pick<PlayerView, 'phase' | 'setup'>): string | undefined {
  if (view.phase !== 'setup') return undefined;
  return view.setup ? 'Set-up: deploy your men in your Zones, in secret.' : 'The other side is setting up. Wait for Game-Turn 1.';
}

/** Whose move it is, said plainly; loudest when this side must choose a man. */
function WhoseMoveBanner({ view, name, ordering }: { view: PlayerView; name: (id: string) => string; ordering: boolean }) {
  // Issue 15: a window with order tools answers here; the shared screen's viewers tell the umpire.
  const tell = ordering ? 'answer under Orders' : 'tell the umpire';
  const w = view.sequence?.whoseMove;
  if (!w) return null;
  const ours = w.side === view.side.id;
  const asked = view.sequence?.prompts.some((p) => p.role === 'observer') ?? false;
  let text: string;
  let loud = false;
  const setupText = setupBanner(view);
  if (setupText) {
    loud = !!view.setup;
    text = setupText;
    return (
      <p className={loud ? 'whose-banner loud' : 'whose-banner'} data-testid="player-whose-move" role="status">
        {text} {loud && <span className="case">Case 38.4</span>}
      </p>
    );
  }
  if (w.kind === 'choose-man' && ours) {
    loud = true;
    text = w.caseRef === 'Case 6.23' ? 'Your move: carry on with your remaining men, one at a time.' : 'Your move: choose the man who acts next, or pass.';
  } else if (w.kind === 'man-acting' && w.manId) {
    loud = true;
    text = `${name(w.manId)} is executing tasks.`;
  } else if (w.kind === 'prompt' && asked) {
    loud = true;
    text = `Your men are asked whether they observe: ${tell}.`;
  } else if (w.kind === 'prompt' && ours && w.caseRef === 'Case 14.22' && w.manId) {
    // Case 14.22 (ruling P13a): the owning Player chooses among tied panic-fire targets.
    loud = true;
    text = `${name(w.manId)} panicked and fires: ${ordering ? 'choose his target under Orders' : 'tell the umpire which target he fires at'}.`;
  } else if (w.kind === 'choose-man' || w.kind === 'man-acting' || w.kind === 'prompt') {
    text = 'The other side is moving. Wait for your turn.';
  } else {
    text = 'The umpire is resolving\u2026';
  }
  // A Case only for what is this side's own to do: never one that names the other side's business (issue 13).
  return (
    <p className={loud ? 'whose-banner loud' : 'whose-banner'} data-testid="player-whose-move" role="status">
      {text} {loud && <span className="case">{w.caseRef}</span>}
    </p>
  );
}
