import { useCallback, useEffect, useState } from 'react';
import type { ArchiveEntryInfo, CurrentGameInfo, FileDownload, FinishReport, GameSwitchInfo, ImportReport, ScenarioStatisticsInfo, ScenarioSummaryInfo } from '@shared/contract/api';
import type { UmpireClient } from '../../api/client';
import { when } from '../setup/GamesScreen';
import { archiveFilter, EMPTY_FILTER, outcomeLine, percent, playersLine, playersOf, record, sideName, sidesOf, type FilterForm } from './archive-model';
import { downloadFile, errorText } from './files';
import { OptionalRulesFilter } from './OptionalRulesFilter';
import { optionalRulesLine, rulesOf } from './optional-rules-filter';
import { ReportViewer } from './ReportViewer';
import { newGameScreens, screensFor } from '../../rulesets';
import { FinishGame } from './FinishGame';
import { ReplayViewer } from './ReplayViewer';

/**
 * The archive: finish the current game, export any game (whole, or one
 * side's redacted copy), print its after-action report, replay it with the
 * fog lifted or as one side saw it, import a game file, and look through
 * finished games and per-scenario statistics. Every game row works by its id,
 * without opening the game behind the windows.
 */
export function ArchiveScreen({ client, onSwitched }: { client: UmpireClient; onSwitched: (info: GameSwitchInfo) => void }) {
  const [current, setCurrent] = useState<CurrentGameInfo>();
  // A side's copy where the current game's ruleset builds one (RulesetScreens.sideCopies).
  const currentCopies = !current?.ruleset || screensFor(current.ruleset)?.sideCopies !== false;
  const [scenarios, setScenarios] = useState<readonly ScenarioSummaryInfo[]>([]);
  const [everything, setEverything] = useState<readonly ArchiveEntryInfo[]>([]);
  const [entries, setEntries] = useState<readonly ArchiveEntryInfo[]>([]);
  const [stats, setStats] = useState<readonly ScenarioStatisticsInfo[]>([]);
  const [filter, setFilter] = useState<FilterForm>(EMPTY_FILTER);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [report, setReport] = useState<FileDownload>();
  const [finished, setFinished] = useState<FinishReport>();
  const [imported, setImported] = useState<ImportReport>();
  const [importError, setImportError] = useState<string>();
  const [replaying, setReplaying] = useState<ArchiveEntryInfo>();

  const fail = (what: string) => (e: unknown) => setError(`${what}: ${errorText(e)}`);

  const refreshCurrent = useCallback(() => {
    client.call('currentGame', {}).then(setCurrent, fail('Could not read the current game'));
  }, [client]);

  const search = useCallback(
    (form: FilterForm) => {
      const f = archiveFilter(form);
      client.call('archive', { filter: f }).then(setEntries, fail('Could not read the archive'));
      const { limit: _l, offset: _o, ...statFilter } = f;
      client.call('statistics', { filter: statFilter }).then(setStats, fail('Could not read the statistics'));
    },
    [client],
  );

  const refreshAll = useCallback(() => {
    refreshCurrent();
    client.call('archive', {}).then(setEverything, () => undefined);
    search(filter);
  }, [client, refreshCurrent, search]);

  useEffect(() => {
    refreshAll();
    client.call('listScenarios', {}).then(setScenarios, () => undefined);
  }, [client, refreshAll]);

  const exportGame = async (side?: { id: string; name: string }, gameId?: string) => {
    setError(undefined);
    try {
      const file = await client.call('exportGame', { ...(side ? { side: side.id } : {}), ...(gameId ? { gameId } : {}) });
      downloadFile(file);
      setNotice(`Saved ${file.fileName}${side ? ` (what ${side.name} saw, nothing more)` : ''}.`);
    } catch (e) {
      fail('Could not export the game')(e);
    }
  };

  const showReport = async (side?: { id: string; name: string }, gameId?: string) => {
    setError(undefined);
    try {
      setReport(await client.call('report', { ...(side ? { side: side.id } : {}), ...(gameId ? { gameId } : {}) }));
    } catch (e) {
      fail('Could not make the report')(e);
    }
  };

  const importFile = async (file: File) => {
    setImported(undefined);
    setImportError(undefined);
    try {
      const json = await file.text();
      const r = await client.call('importGame', { json });
      setImported(r);
      refreshAll();
    } catch (e) {
      setImportError(`${file.name} was not imported: ${errorText(e)}`);
    }
  };

  const openGame = async (entry: ArchiveEntryInfo) => {
    if (!window.confirm(`Open ${entry.scenarioName} behind every window? Each side gets a new link; the old links stop working.`)) return;
    try {
      onSwitched(await client.call('openGame', { gameId: entry.gameId }));
      setNotice(`${entry.scenarioName} is now the current game.`);
      refreshCurrent();
    } catch (e) {
      fail(`Could not open ${entry.scenarioName}`)(e);
    }
  };

  const players = playersOf(everything);
  const sides = sidesOf(everything);
  const set = (patch: Partial<FilterForm>) => setFilter((f) => ({ ...f, ...patch }));

  return (
    <div className="screen-columns">
      <div className="screen-column">
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        {notice && (
          <p className="notice" role="status">
            {notice}
          </p>
        )}
        <section className="card big-card" data-testid="archive-current">
          <h2>This game</h2>
          {current && (
            <>
              <div className="game-title">{current.scenarioName}</div>
              <p className="muted">{current.status === 'finished' ? 'finished — in the archive' : current.status}</p>
              <div className="button-rows">
                <div className="ed-row">
                  <span className="row-label">Export</span>
                  <button className="tool small" onClick={() => void exportGame()} data-testid="export-umpire">
                    Whole game (umpire)
                  </button>
                  {currentCopies && current.sides.map((s) => (
                    <button key={s.id} className="tool small" onClick={() => void exportGame(s)} data-testid={`export-side-${s.id}`}>
                      {s.name}&apos;s copy
                    </button>
                  ))}
                </div>
                <div className="ed-row">
                  <span className="row-label">After-action report</span>
                  <button className="tool small" onClick={() => void showReport()} data-testid="report-umpire">
                    Umpire
                  </button>
                  {currentCopies && current.sides.map((s) => (
                    <button key={s.id} className="tool small" onClick={() => void showReport(s)} data-testid={`report-side-${s.id}`}>
                      {s.name}
                    </button>
                  ))}
                </div>
              </div>
              <p className="hint">A side&apos;s copy and report hold only what that side saw. No export carries the dice seed.</p>
            </>
          )}
        </section>
        {finished && (
          <div className="card" data-testid="finish-report">
            <div className="card-title">
              Finished after {finished.turnsPlayed} {finished.turnsPlayed === 1 ? 'Game-Turn' : 'Game-Turns'}
            </div>
            <p>{outcomeLine(finished.sides)}</p>
            {finished.casualties.length > 0 && (
              <ul className="small">
                {finished.casualties.map((c) => (
                  <li key={c.manId}>
                    {c.name} ({c.side}): {c.condition}
                    {c.wounds ? `, ${c.wounds} wounds` : ''}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        {current && current.status !== 'finished' && current.sides.length > 0 && (
          <FinishGame
            key={current.gameId}
            client={client}
            game={current}
            onFinished={(r) => {
              setFinished(r);
              refreshAll();
            }}
          />
        )}
        <section className="card">
          <div className="card-title">Import a game file</div>
          <p className="hint">A game exported from Sightline (the whole game, not a side&apos;s copy). It joins this campaign&apos;s games and archive.</p>
          <input type="file" accept=".json,application/json" aria-label="Game file to import" onChange={(e) => e.target.files?.[0] && void importFile(e.target.files[0])} data-testid="import-file" />
          {importError && (
            <p className="error" role="alert" data-testid="import-error">
              {importError}
            </p>
          )}
          {imported && (
            <p className="ok" data-testid="import-ok">
              Imported game {imported.gameId} with {imported.events} events{imported.createdPlayers.length ? `; new players: ${imported.createdPlayers.join(', ')}` : ''}.
            </p>
          )}
        </section>
      </div>
      <div className="screen-column wide">
        <section>
          <h2>Finished games</h2>
          <form
            className="filters"
            onSubmit={(e) => {
              e.preventDefault();
              search(filter);
            }}
          >
            <label>
              Scenario
              <select value={filter.scenarioId} onChange={(e) => set({ scenarioId: e.target.value })}>
                <option value="">any</option>
                {scenarios.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.section !== null ? `${s.section}.0 ` : ''}
                    {s.title}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Player
              <select value={filter.playerId} onChange={(e) => set({ playerId: e.target.value })}>
                <option value="">any</option>
                {players.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </select>
            </label>
            <label>
              From
              <input type="date" value={filter.from} onChange={(e) => set({ from: e.target.value })} />
            </label>
            <label>
              To
              <input type="date" value={filter.to} onChange={(e) => set({ to: e.target.value })} />
            </label>
            <label>
              Outcome
              <select value={filter.result} onChange={(e) => set({ result: e.target.value as FilterForm['result'] })}>
                <option value="">any</option>
                <option value="win">a win</option>
                <option value="loss">a loss</option>
                <option value="draw">a draw</option>
              </select>
            </label>
            <label>
              for side
              <select value={filter.side} disabled={!filter.result} onChange={(e) => set({ side: e.target.value })}>
                <option value="">any side</option>
                {sides.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </select>
            </label>
            <OptionalRulesFilter rules={rulesOf(everything)} uses={filter.rules} title={newGameScreens().optionalRuleTitle} onChange={(rules) => set({ rules })} />
            <button className="primary" type="submit">
              Search
            </button>
            <button
              className="tool small"
              type="button"
              onClick={() => {
                setFilter(EMPTY_FILTER);
                search(EMPTY_FILTER);
              }}
            >
              Clear
            </button>
          </form>
          <table className="grid-table" data-testid="archive-list">
            <thead>
              <tr>
                <th>Finished</th>
                <th>Scenario</th>
                <th>Turns</th>
                <th>Outcome</th>
                <th>Players</th>
                <th>Files and replay</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.gameId} data-testid={`archive-row-${e.gameId}`}>
                  <td>{when(e.finishedAt)}</td>
                  <td>
                    {e.scenarioName}
                    <div className="muted small" data-testid="archive-rules">
                      Optional Rules: {optionalRulesLine(e.optionalRules)}
                    </div>
                  </td>
                  <td className="num">{e.turnsPlayed}</td>
                  <td>
                    {outcomeLine(e.outcome, e.sides)}
                    {e.rulings.length > 0 && <div className="muted small">{e.rulings.length} rulings</div>}
                  </td>
                  <td data-testid="archive-players">{playersLine(e) || '—'}</td>
                  <td className="row-tools">
                    <button className="tool small" onClick={() => void exportGame(undefined, e.gameId)} title="The whole game as one file (umpire)" data-testid="row-export">
                      Export
                    </button>
                    {screensFor(e.ruleset)?.sideCopies !== false && e.sides.map((s) => (
                      <button key={s.id} className="tool small" onClick={() => void exportGame(s, e.gameId)} title={`Only what ${s.name} saw`} data-testid={`row-export-${s.id}`}>
                        {s.name}&apos;s copy
                      </button>
                    ))}
                    <button className="tool small" onClick={() => void showReport(undefined, e.gameId)} data-testid="row-report">
                      Report
                    </button>
                    {screensFor(e.ruleset)?.sideCopies !== false && e.sides.map((s) => (
                      <button key={s.id} className="tool small" onClick={() => void showReport(s, e.gameId)} title={`The after-action report for ${s.name}`} data-testid={`row-report-${s.id}`}>
                        {s.name}&apos;s report
                      </button>
                    ))}
                    <button className="tool small" onClick={() => setReplaying(e)} data-testid="row-replay">
                      Replay
                    </button>
                  </td>
                  <td>
                    {current?.gameId === e.gameId ? (
                      <span className="badge">current</span>
                    ) : (
                      <button className="tool small" onClick={() => void openGame(e)} title="Open it behind every window">
                        Open
                      </button>
                    )}
                  </td>
                </tr>
              ))}
              {entries.length === 0 && (
                <tr>
                  <td colSpan={7} className="muted">
                    No finished games match.
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </section>
        <section>
          <h2>Statistics per scenario</h2>
          {stats.length === 0 && <p className="muted">No finished games match.</p>}
          {stats.map((s) => (
            <div key={s.scenarioId} className="card" data-testid={`stats-${s.scenarioId}`}>
              <div className="card-title">
                {s.scenarioName} <span className="muted small">{s.games} {s.games === 1 ? 'game' : 'games'} · {s.averageTurns.toFixed(1)} {screensFor(s.ruleset)?.turnsName ?? 'Game-Turns'} on average</span>
              </div>
              <table className="grid-table">
                <thead>
                  <tr>
                    <th>Side</th>
                    <th>Won–lost–drawn</th>
                    <th>Wins</th>
                    <th>Casualties a game</th>
                  </tr>
                </thead>
                <tbody>
                  {s.sides.map((side) => (
                    <tr key={side.side}>
                      <td>{sideName(sides, side.side)}</td>
                      <td className="num">{record(side)}</td>
                      <td className="num">{percent(side.wins, side.games)}</td>
                      <td className="num">{side.averageCasualties.toFixed(1)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ))}
        </section>
      </div>
      {report && <ReportViewer file={report} onClose={() => setReport(undefined)} />}
      {replaying && <ReplayViewer client={client} game={replaying} onClose={() => setReplaying(undefined)} onError={fail(`Could not replay ${replaying.scenarioName}`)} />}
    </div>
  );
}
