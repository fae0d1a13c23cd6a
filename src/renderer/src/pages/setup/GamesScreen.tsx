import { Suspense, useCallback, useEffect, useState } from 'react';
import type { CurrentGameInfo, GameSummaryInfo, GameSwitchInfo } from '@shared/contract/api';
import type { UmpireClient } from '../../api/client';
import { errorText } from '../archive/files';
import { optionalRulesLine } from '../archive/optional-rules-filter';
import { newGameScreens } from '../../rulesets';

// The new-game form is the ruleset's own (src/renderer/src/rulesets), loaded with the Games screen's first opening.
const NewGame = newGameScreens().NewGame;

const STATUS_WORD: Record<GameSummaryInfo['status'], string> = { setup: 'setting up', active: 'in play', finished: 'finished', abandoned: 'abandoned' };
const DICE_WORD: Record<GameSummaryInfo['diceMode'], string> = { seeded: 'Sightline rolls', physical: 'real dice', scripted: 'scripted dice' };

export function when(iso: string | null): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** The current game, the campaign's games with Open buttons, and a new game from a scenario. */
export function GamesScreen({ client, onSwitched }: { client: UmpireClient; onSwitched: (info: GameSwitchInfo) => void }) {
  const [current, setCurrent] = useState<CurrentGameInfo>();
  const [games, setGames] = useState<readonly GameSummaryInfo[]>([]);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<string>();

  const refresh = useCallback(() => {
    Promise.all([client.call('currentGame', {}), client.call('listGames', {})]).then(
      ([c, g]) => {
        setCurrent(c);
        setGames(g);
      },
      (e: unknown) => setError(`Could not read the campaign's games: ${errorText(e)}`),
    );
  }, [client]);
  useEffect(refresh, [refresh]);

  const open = async (g: GameSummaryInfo) => {
    setBusy(g.id);
    setError(undefined);
    try {
      onSwitched(await client.call('openGame', { gameId: g.id }));
    } catch (e) {
      setError(`Could not open ${g.scenarioName}: ${errorText(e)}`);
      setBusy(undefined);
    }
  };

  return (
    <div className="screen-columns">
      <div className="screen-column">
        <section className="card big-card" data-testid="current-game">
          <h2>This game</h2>
          {current ? (
            <>
              <div className="game-title">{current.scenarioName}</div>
              <p className="muted">
                {STATUS_WORD[current.status]} · {DICE_WORD[current.diceMode]} · started {when(current.createdAt)}
              </p>
              <p>{current.sides.map((s) => s.name).join(' v ') || 'no sides'}</p>
              <p className="muted" data-testid="current-game-rules">
                Optional Rules: {optionalRulesLine(current.optionalRules)}
              </p>
            </>
          ) : (
            <p className="muted">Reading…</p>
          )}
        </section>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <section>
          <h2>Games of this campaign</h2>
          <p className="hint">Opening a game puts it behind every window; each side gets a new link and the old links stop working.</p>
          <table className="grid-table" data-testid="games-list">
            <thead>
              <tr>
                <th>Scenario</th>
                <th>Status</th>
                <th>Dice</th>
                <th>Started</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {games.map((g) => (
                <tr key={g.id} className={g.current ? 'current' : ''}>
                  <td>
                    {g.scenarioName}
                    {/* Its rules under its name (issue 19), so a phone's table is no wider. */}
                    <div className="muted small" data-testid={`game-ruleset-${g.id}`}>
                      {g.rulesetName}
                    </div>
                    {g.optionalRules.length > 0 && <div className="muted small">Optional Rules: {optionalRulesLine(g.optionalRules)}</div>}
                  </td>
                  <td>
                    {STATUS_WORD[g.status]}
                    {g.finishedAt ? <div className="muted small">{when(g.finishedAt)}</div> : null}
                    {g.damaged ? (
                      <div className="error small" data-testid={`damaged-${g.id}`}>
                        damaged at seq {g.damaged.seq}: {g.damaged.reason}. It cannot be opened; export it from the archive to repair it.
                      </div>
                    ) : null}
                  </td>
                  <td>{DICE_WORD[g.diceMode]}</td>
                  <td>{when(g.createdAt)}</td>
                  <td>
                    {g.current ? (
                      <span className="badge">current</span>
                    ) : g.damaged ? (
                      <span className="badge">damaged</span>
                    ) : (
                      <button className="tool small" disabled={busy !== undefined} onClick={() => void open(g)} data-testid={`open-game-${g.id}`}>
                        {busy === g.id ? 'Opening…' : 'Open'}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
              {games.length === 0 && (
                <tr>
                  <td colSpan={5} className="muted">
                    No games yet.
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </section>
      </div>
      <div className="screen-column wide">
        <Suspense fallback={<p className="loading">Loading…</p>}>
          <NewGame client={client} onStarted={onSwitched} />
        </Suspense>
      </div>
    </div>
  );
}
