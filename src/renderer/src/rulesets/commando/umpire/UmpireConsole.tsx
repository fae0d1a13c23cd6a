import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { CommandOutcome, DiceRequestInfo, SessionInfo } from '@shared/contract/api';
import type { Command } from '@shared/rulesets/commando/model/commands';
import type { UmpireView } from '@shared/rulesets/commando/view/view';
import { describeSquare } from '@shared/map/coords';
import type { Square } from '@shared/map/map-model';
import type { UmpireClient } from '../../../api/client';
import { BreakdownCard } from '../../../components/BreakdownCard';
import { DataLogView } from '../components/DataLogView';
import { dataLog } from '@shared/rulesets/commando/view/data-log';
import { LosPanel } from '../components/LosPanel';
import { PlayersSection } from '../../../components/PlayersSection';
import { OrderQueuePanel } from '../../../components/OrderQueuePanel';
import type { OrderDeskSummary } from '@shared/contract/host-results';
import { ThemeToggle } from '../../../components/ThemeToggle';
import { MapCanvas } from '../../../map/MapCanvas';
import type { UmpireConsoleProps } from '../../screens';
import { commandoLayers } from '../map/map-layers';
import { selectIdle } from '../tools/select-tool';
import type { ToolState } from '../tools/tool';
import { onKey, TOOLS } from '../tools/tools';
import { sideColour, umpireMarkers } from '../map/markers';
import { objectLabel, umpireItems } from '../map/map-items';
import { preparedLabel } from '../map/prepared-weapon';
import { DicePrompt } from '../../../turn/DicePrompt';
import { DiceModeControl } from '../../../turn/DiceModeControl';
import { isTyping, shortcutAction, type ShortcutAction } from '../turn/shortcuts';
import { ShortcutsHelp } from '../turn/ShortcutsHelp';
import { Timeline } from '../../../turn/Timeline';
import { describeAudit, umpireLogNames } from '../turn/log-lines';
import { TurnPanel } from '../turn/TurnPanel';
import { gallopDropTool } from '../tools/gallop-drop-tool';
import { ResolutionCards, ToolPreviewCards } from '../turn/ResolutionCards';
import { deployStatus } from '../tools/deploy-tool';
import { phaseLabel } from '../turn/labels';
import { DeployControls, SetupProgress } from '../setup/DeployPanel';
import { MinesSection } from '../setup/MinesPanel';
import { SetupShapes } from '../setup/SetupShapes';
import { isDeployTool } from '../tools/deploy-tool';
import { needsRuling, RulingDialog } from './RulingDialog';
import { legalActionsNeeded, useLegalActions } from './use-legal-actions';
import { useManSight } from './use-man-sight';
import { SightShapes } from '../map/SightShapes';
import { SightPanel } from '../components/SightPanel';
import { LocateIcon } from '../../../components/LocateIcon';

// The charts open from their tab, so the master map starts without them.
const TablesBrowser = lazy(() => import('../components/TablesBrowser').then((m) => ({ default: m.TablesBrowser })));

type Tab = 'turn' | 'men' | 'log' | 'datalog' | 'tables' | 'players';

const TAB_LABELS: Record<Tab, string> = { turn: 'Turn', men: 'Men', log: 'Log', datalog: 'Data Log', tables: 'Tables', players: 'Players' };

/**
 * Commando's umpire console (picked by the view's ruleset, src/renderer/src/rulesets/index.ts):
 * the master map, the whole truth, and the rulings only the umpire may make.
 */
export function UmpireConsole({ client, view: pushed, screenButtons, screenOpen, switched }: UmpireConsoleProps) {
  const [session, setSession] = useState<SessionInfo>();
  const [selected, setSelected] = useState<string>();
  const [message, setMessage] = useState<string>();
  const [tool, setTool] = useState<ToolState>(selectIdle);
  const [tab, setTab] = useState<Tab>('turn');
  // The pushed view, with the legal actions the console asks for (issue 23: never pushed), only while the Turn panel or the deploy tool uses them.
  const view = useLegalActions(client, pushed, legalActionsNeeded(tab, isDeployTool(tool)));
  const [dice, setDice] = useState<DiceRequestInfo>();
  const [help, setHelp] = useState(false);
  const [ruling, setRuling] = useState<Extract<Command, { type: 'umpire/place-man' }>>();
  const { men, sides } = view;
  const describeLog = useCallback((audit: Parameters<typeof describeAudit>[0]) => describeAudit(audit, umpireLogNames({ men, sides })), [men, sides]);
  // Zoom to a man from a list: a new seq centres the map on his square again.
  const [centre, setCentre] = useState<{ square: Square; seq: number }>();
  const showMan = (id: string) => {
    const sq = view.men.find((m) => m.id === id)?.square;
    setSelected(id);
    if (sq) setCentre((c) => ({ square: sq, seq: (c?.seq ?? 0) + 1 }));
  };

  useEffect(() => {
    void client.getSession().then(setSession);
  }, [client]);
  // Ruling SO15: a side may type its own die in its window; the pushed view says a die waits (whose, how many typed) and the prompt follows.
  const waiting = (view as { diceWaiting?: { index: number; owner: string | null } }).diceWaiting;
  const [diceOwner, setDiceOwner] = useState<string>();
  useEffect(() => {
    void client.call('pendingDice', {}).then((p) => [setDice(p?.needed), setDiceOwner(p?.owner)]);
  }, [client, waiting?.index, waiting?.owner]);

  useEffect(() => {
    if (!switched) return;
    // A console screen changed the game (the view stream carries it); the new side links come with the switch.
    setSession(switched.info.session);
    setSelected(undefined);
    setTool(selectIdle);
    if (!switched.stay) setTab('players');
  }, [switched]);

  const settle = (outcome: CommandOutcome) => {
    if (!outcome.ok && outcome.dice) {
      // Physical dice: the command waits for this die; nothing is committed yet.
      setDice(outcome.dice);
      setMessage(undefined);
      return;
    }
    setDice(undefined);
    setMessage(outcome.ok ? undefined : `${outcome.error.caseRef}: ${outcome.error.message}`);
  };
  const run = async (p: Promise<CommandOutcome>) => settle(await p);
  const command = (c: Command) => void run(client.command(c));
  const shortcut = (a: ShortcutAction) => {
    if (a.kind === 'command') command(a.command);
    else if (a.kind === 'help') setHelp((h) => !h);
    else {
      // Undo and redo are the host's tools over the log (docs/host.md), not commands.
      const done = a.kind === 'undo' ? client.call('undo', {}).then(() => setMessage(undefined)) : client.call('redo', {}).then((o) => settle(o));
      done.catch((e: unknown) => setMessage(e instanceof Error ? e.message : String(e)));
    }
  };

  useEffect(() => {
    const handler = (e: KeyboardEvent) => {
      const typing = isTyping(e.target);
      // Turn-panel keys act only on the legal commands of the view shown, and not while a die or a console screen is asked for.
      if (!typing && !dice && !screenOpen) {
        const action = shortcutAction(view, { key: e.key, ctrl: e.ctrlKey || e.metaKey, shift: e.shiftKey, alt: e.altKey });
        if (action) {
          e.preventDefault();
          shortcut(action);
          return;
        }
      }
      if (typing || e.ctrlKey || e.metaKey || e.altKey) return;
      setTool((t) => onKey(e.key, t));
    };
    window.addEventListener('keydown', handler);
    return () => window.removeEventListener('keydown', handler);
  });

  const ctx = { view, ...(selected ? { selectedManId: selected } : {}) };
  const overlay = tool.overlay(ctx);
  const sight = useManSight(client, overlay.kind === 'sight' ? overlay.manId : undefined, view.gameId, view.version);

  return (
    <div className="shell">
      <header className="topbar">
        <h1>Sightline · Umpire</h1>
        <span data-testid="scenario" title={view.scenarioName}>
          {view.scenarioName}
        </span>
        <span data-testid="turn-phase">
          Turn {view.turn} · {phaseLabel(view.phase)}
        </span>
        <DiceModeControl client={client} gameId={view.gameId} onSwitched={() => void client.call('pendingDice', {}).then((p) => setDice(p?.needed))} />
        {session && (
          <span className="muted small db-path" title={session.databasePath}>
            Database: {session.databasePath}
          </span>
        )}
        {screenButtons}
        <ThemeToggle />
      </header>
      <main className="workspace">
        <nav className="toolbar" aria-label="Map tools">
          {TOOLS.map((t) => (
            <button key={t.id} className={tool.tool === t.id ? 'tool active' : 'tool'} onClick={() => setTool(t.start)} title={`${t.label} (${t.key.toUpperCase()})`} data-testid={`tool-${t.id}`}>
              {t.label} <kbd>{t.key.toUpperCase()}</kbd>
            </button>
          ))}
          <button className={help ? 'tool active' : 'tool'} onClick={() => setHelp(!help)} title="Keyboard shortcuts (?)" aria-label="Keyboard shortcuts" data-testid="shortcuts-help-toggle">
            ?
          </button>
        </nav>
        <MapCanvas
          testId="umpire-map"
          map={view.map}
          fit="fill"
          zonesShown={view.setup ? !view.setup.started : false}
          {...(centre ? { centreOn: centre } : {})}
          markers={umpireMarkers(view)}
          {...commandoLayers(umpireItems(view), overlay)}
          {...(selected ? { selectedId: selected } : {})}
          onMarkerClick={(id) => (tool.tool === 'select' ? setSelected(id) : undefined)}
          onSquareHover={(sq) => setTool((t) => t.pointerMove(sq, ctx))}
          onSquareClick={(sq) => {
            const step = tool.click(sq, ctx);
            const before = selected;
            setTool(step.state);
            if (step.select) setSelected(step.select);
            // A refused command puts back the selection the click moved on (the deploy tool's next man), so the panel names the man refused.
            if (step.command && needsRuling(view, step.command)) setRuling(step.command);
            else if (step.command)
              void client.command(step.command).then((o) => {
                settle(o);
                if (!o.ok && !o.dice && step.select) setSelected(before);
              });
          }}
        >
          <SetupShapes routes={view.setup?.sentryRoutes ?? []} preview={overlay.kind === 'deploy' ? overlay.preview : undefined} />
          {sight.status === 'shown' && sight.sight && <SightShapes sight={sight.sight} />}
        </MapCanvas>
        <aside className={tab === 'tables' || tab === 'datalog' ? 'panel wide' : 'panel'}>
          <div className="tabs" role="tablist">
            {(Object.keys(TAB_LABELS) as Tab[]).map((t) => (
              <button key={t} role="tab" aria-selected={tab === t} className={tab === t ? 'active' : ''} onClick={() => setTab(t)} data-testid={`tab-${t}`}>
                {TAB_LABELS[t]}
              </button>
            ))}
          </div>
          {help && <ShortcutsHelp onClose={() => setHelp(false)} />}
          {ruling && (
            <RulingDialog
              key={`${ruling.manId}-${ruling.square.col}-${ruling.square.row}`}
              view={view}
              command={ruling}
              onConfirm={(c) => {
                setRuling(undefined);
                void run(client.command(c));
              }}
              onCancel={() => setRuling(undefined)}
            />
          )}
          {message && (
            <p className="error" role="alert">
              {message}
            </p>
          )}
          {(tab === 'turn' || tab === 'men') && (
            <>
              <p className="hint" data-testid="tool-hint">
                {tool.hint}
              </p>
              {overlay.kind === 'line-of-sight' && <LosPanel from={overlay.from} to={overlay.to} result={overlay.result} />}
              {overlay.kind === 'range' && <BreakdownCard breakdown={overlay.breakdown} testId="range-card" />}
              {overlay.kind === 'sight' && <SightPanel asked={sight} nameOf={(id) => view.men.find((m) => m.id === id)?.name ?? id} />}
              {overlay.kind === 'move' && overlay.preview.error && <p className="error">{overlay.preview.error}</p>}
              <ToolPreviewCards overlay={overlay} deployStatus={deployStatus(ctx)} />
              {isDeployTool(tool) && <DeployControls tool={tool} ctx={ctx} onTool={setTool} onCommand={command} />}
            </>
          )}
          {/* The turn panel (with "Set-up done: begin Game-Turn 1") above the set-up roster, so the button is never below the fold. */}
          {tab === 'turn' && <TurnPanel view={view} onCommand={command} onDropGrenade={() => {
                setTool(gallopDropTool());
                // On a phone the map stands above the panel: bring it back into view for the drop square (Case 19.34).
                document.querySelector('[data-testid="umpire-map"]')?.scrollIntoView({ block: 'nearest' });
              }} {...(selected ? { selectedManId: selected } : {})} />}
          {tab === 'turn' && <SetupProgress view={view} />}
          {tab === 'turn' && <ResolutionCards client={client} view={view} />}
          {tab === 'log' && <Timeline client={client} version={view.version} describe={describeLog} men={view.men} />}
          {tab === 'men' && (
            <>
              <MenSection view={view} selected={selected} onSelect={setSelected} onShow={showMan} run={run} client={client} />
              <ObjectsSection view={view} />
              <MinesSection view={view} />
            </>
          )}
          {tab === 'datalog' &&
            view.sides.map((side) => (
              <DataLogView key={side.id} log={dataLog({ side, men: view.men, ...(view.sequence ? { plots: view.sequence.plots } : {}) })} scenarioName={view.scenarioName} turn={view.turn} />
            ))}
          {tab === 'tables' && (
            <Suspense fallback={<p className="loading">Loading…</p>}>
              <TablesBrowser client={client} {...(view.tableOverrides ? { recorded: view.tableOverrides } : {})} />
            </Suspense>
          )}
          {tab === 'players' && <OrderQueuePanel client={client} desk={(view as { orderDesk?: OrderDeskSummary }).orderDesk} sideName={(id) => view.sides.find((s) => s.id === id)?.name ?? id} />}
          {tab === 'players' && session && <PlayersSection session={session} client={client} onSession={setSession} />}
        </aside>
      </main>
      {dice && (
        <DicePrompt
          request={dice}
          {...(diceOwner ? { owner: view.sides.find((s) => s.id === diceOwner)?.name ?? diceOwner } : {})}
          onFace={(face) => void run(client.call('provideDice', { faces: [face] }))}
          onCancel={() => void client.call('cancelDice', {}).then(() => setDice(undefined))}
        />
      )}
    </div>
  );
}

function MenSection({
  view,
  selected,
  onSelect,
  onShow,
  run,
  client,
}: {
  view: UmpireView;
  selected: string | undefined;
  onSelect: (id: string) => void;
  /** Selects the man and centres the map on him. */
  onShow: (id: string) => void;
  run: (p: Promise<CommandOutcome>) => Promise<void>;
  client: UmpireClient;
}) {
  const [target, setTarget] = useState('');
  const selectedMan = view.men.find((m) => m.id === selected);
  const enemies = selectedMan ? view.men.filter((m) => m.side !== selectedMan.side && m.square) : [];
  return (
    <>
      <section>
        <h2>Men</h2>
        <ul className="men" data-testid="umpire-men">
          {view.men.map((m) => (
            <li key={m.id} className="man-row">
              <button
                className={m.id === selected ? 'man selected' : 'man'}
                onClick={() => onSelect(m.id)}
                onDoubleClick={() => onShow(m.id)}
                title={m.square ? 'Double-click to show him on the map' : undefined}
                style={{ borderLeftColor: sideColour(view.sides, m.side) }}
              >
                <b>{m.id}</b> {m.name} <span className="muted">{m.square ? describeSquare(m.square) : 'off map'}</span>
              </button>
              {m.square && (
                <button className="show-on-map" onClick={() => onShow(m.id)} aria-label={`Show ${m.name} on the map`} title="Show him on the map" data-testid={`show-man-${m.id}`}>
                  <LocateIcon />
                </button>
              )}
            </li>
          ))}
        </ul>
      </section>
      {selectedMan && (
        <section data-testid="selected-man">
          <h2>{selectedMan.name}</h2>
          <p className="muted">
            {selectedMan.posture} · endurance {selectedMan.endurance} · wounds {selectedMan.wounds} · {selectedMan.condition}
            {preparedLabel(selectedMan) ? ` · prepared: ${preparedLabel(selectedMan)} (Case 13.17)` : ''}
          </p>
          <label>
            Observes
            <select value={target} onChange={(e) => setTarget(e.target.value)} data-testid="observe-target">
              <option value="">— choose an enemy —</option>
              {enemies.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.id} {e.name}
                </option>
              ))}
            </select>
          </label>
          <button
            disabled={!target}
            data-testid="record-observation"
            onClick={() => void run(client.command({ type: 'umpire/record-observation', observerId: selectedMan.id, targetId: target }))}
          >
            Record observation (Case 8.82)
          </button>
          <p className="muted">Observing now: {(view.knowledge[selectedMan.id]?.observing ?? []).join(', ') || 'nobody'}</p>
        </section>
      )}
    </>
  );
}

/** Scenario objects (Case 39.43 hostage groups) as the umpire sees them: all, with Task Points and exit. */
function ObjectsSection({ view }: { view: UmpireView }) {
  const objects = view.objects ?? [];
  if (objects.length === 0) return null;
  return (
    <section>
      <h2>Objects</h2>
      <ul className="men" data-testid="umpire-objects">
        {objects.map((o) => (
          <li key={o.id}>
            <b>{objectLabel(o)}</b> {o.id}{' '}
            <span className="muted">
              {o.exited ? `exited by the ${o.exited.edge} edge, Turn ${o.exited.turn}` : o.square ? `at ${describeSquare(o.square)}${o.size > 1 ? ` (${o.size}×${o.size})` : ''}` : 'not set up'}
              {o.taskPoints !== undefined ? ` · ${o.spentThisTurn} of ${o.taskPoints} TP spent this Turn` : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
