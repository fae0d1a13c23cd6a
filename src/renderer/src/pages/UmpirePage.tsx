import { useEffect, useState } from 'react';
import type { SessionInfo } from '@shared/contract/api';
import type { UmpireView } from '@shared/game/view';
import { describeSquare } from '@shared/map/coords';
import type { UmpireClient } from '../api/client';
import { BreakdownCard } from '../components/BreakdownCard';
import { LosPanel } from '../components/LosPanel';
import { QrCode } from '../components/QrCode';
import { TablesBrowser } from '../components/TablesBrowser';
import { ThemeToggle } from '../components/ThemeToggle';
import { MapCanvas } from '../map/MapCanvas';
import { selectIdle } from '../tools/select-tool';
import type { ToolState } from '../tools/tool';
import { onKey, TOOLS } from '../tools/tools';
import { sideColour, umpireMarkers } from './markers';

type Tab = 'men' | 'tables' | 'players';

/** The umpire's master map: the whole truth, and the rulings only the umpire may make. */
export function UmpirePage({ client }: { client: UmpireClient }) {
  const [view, setView] = useState<UmpireView>();
  const [session, setSession] = useState<SessionInfo>();
  const [selected, setSelected] = useState<string>();
  const [message, setMessage] = useState<string>();
  const [tool, setTool] = useState<ToolState>(selectIdle);
  const [tab, setTab] = useState<Tab>('men');

  useEffect(() => {
    void client.getView().then(setView);
    void client.getSession().then(setSession);
    return client.onView(setView);
  }, [client]);

  useEffect(() => {
    const handler = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement || e.ctrlKey || e.metaKey || e.altKey) return;
      setTool((t) => onKey(e.key, t));
    };
    window.addEventListener('keydown', handler);
    return () => window.removeEventListener('keydown', handler);
  }, []);

  if (!view) return <div className="loading">Loading the master map…</div>;
  const ctx = { view, ...(selected ? { selectedManId: selected } : {}) };
  const overlay = tool.overlay(ctx);

  const run = async (p: ReturnType<UmpireClient['command']>) => {
    const outcome = await p;
    setMessage(outcome.ok ? undefined : `${outcome.error.caseRef}: ${outcome.error.message}`);
  };

  return (
    <div className="shell">
      <header className="topbar">
        <h1>Sightline · Umpire</h1>
        <span data-testid="scenario">{view.scenarioName}</span>
        <span>
          Turn {view.turn} · {view.phase}
        </span>
        {session && <span className="muted small">Database: {session.databasePath}</span>}
        <ThemeToggle />
      </header>
      <main className="workspace">
        <nav className="toolbar" aria-label="Map tools">
          {TOOLS.map((t) => (
            <button key={t.id} className={tool.tool === t.id ? 'tool active' : 'tool'} onClick={() => setTool(t.start)} title={`${t.label} (${t.key.toUpperCase()})`} data-testid={`tool-${t.id}`}>
              {t.label} <kbd>{t.key.toUpperCase()}</kbd>
            </button>
          ))}
        </nav>
        <MapCanvas
          testId="umpire-map"
          map={view.map}
          markers={umpireMarkers(view)}
          overlay={overlay}
          {...(selected ? { selectedId: selected } : {})}
          onMarkerClick={(id) => (tool.tool === 'select' ? setSelected(id) : undefined)}
          onSquareHover={(sq) => setTool((t) => t.pointerMove(sq, ctx))}
          onSquareClick={(sq) => {
            const step = tool.click(sq, ctx);
            setTool(step.state);
            if (step.select) setSelected(step.select);
            if (step.command) void run(client.command(step.command));
          }}
        />
        <aside className={tab === 'tables' ? 'panel wide' : 'panel'}>
          <div className="tabs" role="tablist">
            {(['men', 'tables', 'players'] as const).map((t) => (
              <button key={t} role="tab" aria-selected={tab === t} className={tab === t ? 'active' : ''} onClick={() => setTab(t)} data-testid={`tab-${t}`}>
                {t === 'men' ? 'Men' : t === 'tables' ? 'Tables' : 'Player windows'}
              </button>
            ))}
          </div>
          {message && (
            <p className="error" role="alert">
              {message}
            </p>
          )}
          {tab === 'men' && (
            <>
              <p className="hint" data-testid="tool-hint">
                {tool.hint}
              </p>
              {overlay.kind === 'line-of-sight' && <LosPanel from={overlay.from} to={overlay.to} result={overlay.result} />}
              {overlay.kind === 'range' && <BreakdownCard breakdown={overlay.breakdown} testId="range-card" />}
              <MenSection view={view} selected={selected} onSelect={setSelected} run={run} client={client} />
            </>
          )}
          {tab === 'tables' && <TablesBrowser />}
          {tab === 'players' && session && <PlayersSection session={session} client={client} onSession={setSession} />}
        </aside>
      </main>
    </div>
  );
}

function MenSection({
  view,
  selected,
  onSelect,
  run,
  client,
}: {
  view: UmpireView;
  selected: string | undefined;
  onSelect: (id: string) => void;
  run: (p: ReturnType<UmpireClient['command']>) => Promise<void>;
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
            <li key={m.id}>
              <button className={m.id === selected ? 'man selected' : 'man'} onClick={() => onSelect(m.id)} style={{ borderLeftColor: sideColour(view.sides, m.side) }}>
                <b>{m.id}</b> {m.name} <span className="muted">{m.square ? describeSquare(m.square) : 'off map'}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
      {selectedMan && (
        <section data-testid="selected-man">
          <h2>{selectedMan.name}</h2>
          <p className="muted">
            {selectedMan.posture} · endurance {selectedMan.endurance} · wounds {selectedMan.wounds} · {selectedMan.condition}
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

function PlayersSection({ session, client, onSession }: { session: SessionInfo; client: UmpireClient; onSession: (s: SessionInfo) => void }) {
  return (
    <section data-testid="players-section">
      <h2>Player windows</h2>
      <ul className="links">
        {session.players.map((p) => (
          <li key={p.side}>
            <a href={p.url} target="_blank" rel="noreferrer" data-testid={`player-link-${p.side}`}>
              {p.sideName}
            </a>
            {p.lanUrls.map((u) => (
              <div key={u}>
                <div className="muted small">{u}</div>
                <QrCode text={u} label={p.sideName} />
              </div>
            ))}
          </li>
        ))}
      </ul>
      <label className="toggle">
        <input type="checkbox" checked={session.lan.enabled} onChange={(e) => void client.setLan(e.target.checked).then(onSession)} data-testid="lan-toggle" />
        Serve player views on the local network (players only; the umpire console stays on this computer)
      </label>
    </section>
  );
}
