import { useCallback, useEffect, useState } from 'react';
import type { CurrentGameInfo, GamePlayersInfo, PlayerInfo } from '@shared/contract/api';
import type { UmpireClient } from '../../api/client';
import { errorText } from '../archive/files';
import { assignmentOf, cleanName, nameProblem, sameAssignment, toggle, unplayedSides, type Assignment } from './players-model';

/**
 * The campaign's players: register them, correct a name, and say who plays
 * each side of the open game (before or during play). The archive's player
 * filter and statistics are built from these assignments.
 */
export function PlayersScreen({ client }: { client: UmpireClient }) {
  const [players, setPlayers] = useState<readonly PlayerInfo[]>([]);
  const [game, setGame] = useState<CurrentGameInfo>();
  const [stored, setStored] = useState<GamePlayersInfo>();
  const [assignment, setAssignment] = useState<Assignment>({});
  const [newName, setNewName] = useState('');
  const [editing, setEditing] = useState<{ id: string; name: string }>();
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();

  const fail = (what: string) => (e: unknown) => setError(`${what}: ${errorText(e)}`);

  const refresh = useCallback(() => {
    client.call('listPlayers', {}).then(setPlayers, fail('Could not read the players'));
    client.call('currentGame', {}).then(setGame, fail('Could not read the current game'));
    client.call('gamePlayers', {}).then((info) => {
      setStored(info);
      setAssignment(assignmentOf(info));
    }, fail('Could not read who plays the open game'));
  }, [client]);

  useEffect(refresh, [refresh]);

  const addProblem = newName.trim() ? nameProblem(newName, players) : null;

  const add = async () => {
    const problem = nameProblem(newName, players);
    if (problem) return setError(problem);
    setError(undefined);
    try {
      const p = await client.call('addPlayer', { name: cleanName(newName) });
      setNewName('');
      setNotice(`${p.name} joined the campaign.`);
      refresh();
    } catch (e) {
      fail('The player was not added')(e);
    }
  };

  const rename = async () => {
    if (!editing) return;
    const problem = nameProblem(editing.name, players, editing.id);
    if (problem) return setError(problem);
    setError(undefined);
    try {
      const p = await client.call('renamePlayer', { playerId: editing.id, name: cleanName(editing.name) });
      setEditing(undefined);
      setNotice(`Renamed to ${p.name}; the archive shows the new name.`);
      refresh();
    } catch (e) {
      fail('The player was not renamed')(e);
    }
  };

  const saveAssignment = async () => {
    setError(undefined);
    try {
      const info = await client.call('setGamePlayers', { sides: Object.fromEntries(Object.entries(assignment).map(([k, v]) => [k, [...v]])) });
      setStored(info);
      setAssignment(assignmentOf(info));
      setNotice(`Saved who plays ${game?.scenarioName ?? 'the game'}.`);
      client.call('listPlayers', {}).then(setPlayers, () => undefined);
    } catch (e) {
      fail('The players were not assigned')(e);
    }
  };

  const sides = stored?.sides ?? [];
  const changed = stored !== undefined && !sameAssignment(assignment, assignmentOf(stored));
  const nobody = unplayedSides(sides, assignment);

  return (
    <div className="screen-columns" data-testid="players-screen">
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
        <section className="card big-card">
          <h2>Players of the campaign</h2>
          <form
            className="ed-row"
            onSubmit={(e) => {
              e.preventDefault();
              void add();
            }}
          >
            <input className="text-input" value={newName} onChange={(e) => setNewName(e.target.value)} placeholder="Name" aria-label="New player's name" maxLength={200} data-testid="new-player-name" />
            <button className="primary" type="submit" disabled={!newName.trim() || addProblem !== null} data-testid="add-player">
              Add player
            </button>
          </form>
          {addProblem && <p className="hint">{addProblem}</p>}
          <table className="grid-table" data-testid="player-list">
            <thead>
              <tr>
                <th>Name</th>
                <th>Games</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {players.map((p) => (
                <tr key={p.id} data-testid={`player-${p.name}`}>
                  <td>
                    {editing?.id === p.id ? (
                      <input
                        className="text-input"
                        value={editing.name}
                        onChange={(e) => setEditing({ id: p.id, name: e.target.value })}
                        onKeyDown={(e) => e.key === 'Enter' && void rename()}
                        aria-label={`New name for ${p.name}`}
                        maxLength={200}
                        autoFocus
                      />
                    ) : (
                      p.name
                    )}
                  </td>
                  <td className="num">{p.gamesPlayed}</td>
                  <td>
                    {editing?.id === p.id ? (
                      <>
                        <button className="primary small" onClick={() => void rename()}>
                          Save
                        </button>
                        <button className="tool small" onClick={() => setEditing(undefined)}>
                          Cancel
                        </button>
                      </>
                    ) : (
                      <button className="tool small" onClick={() => setEditing({ id: p.id, name: p.name })}>
                        Rename
                      </button>
                    )}
                  </td>
                </tr>
              ))}
              {players.length === 0 && (
                <tr>
                  <td colSpan={3} className="muted">
                    No players yet: add the club&apos;s players above.
                  </td>
                </tr>
              )}
            </tbody>
          </table>
          <p className="hint">A player who played a game stays in the archive under his current name.</p>
        </section>
      </div>
      <div className="screen-column wide">
        <section className="card big-card" data-testid="game-players">
          <h2>Who plays {game?.scenarioName ?? 'the open game'}</h2>
          {sides.length === 0 ? (
            <p className="muted">The open game has no sides to play.</p>
          ) : players.length === 0 ? (
            <p className="muted">Add players first.</p>
          ) : (
            <table className="grid-table">
              <thead>
                <tr>
                  <th>Player</th>
                  {sides.map((s) => (
                    <th key={s.id}>{s.name}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {players.map((p) => (
                  <tr key={p.id}>
                    <th scope="row">{p.name}</th>
                    {sides.map((s) => (
                      <td key={s.id}>
                        <input
                          type="checkbox"
                          checked={(assignment[s.id] ?? []).includes(p.id)}
                          onChange={() => setAssignment((a) => toggle(a, s.id, p.id))}
                          aria-label={`${p.name} plays ${s.name}`}
                          data-testid={`assign-${s.id}-${p.name}`}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {nobody.length > 0 && sides.length > 0 && <p className="hint">Nobody plays {nobody.join(', ')} yet.</p>}
          <button className="primary" disabled={!changed} onClick={() => void saveAssignment()} data-testid="save-assignment">
            Save who plays
          </button>
          <p className="hint">The players are kept with the game and its result: the archive&apos;s player filter and statistics use them. They may be changed before, during or after play.</p>
        </section>
      </div>
    </div>
  );
}
