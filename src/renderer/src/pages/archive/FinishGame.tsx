import { useEffect, useState } from 'react';
import type { CurrentGameInfo, FinishReport, GamePlayersInfo } from '@shared/contract/api';
import type { UmpireClient } from '../../api/client';
import { finishInput, type FinishForm, type Outcome } from './archive-model';
import { errorText } from './files';

const OUTCOMES: readonly { value: Outcome; label: string }[] = [
  { value: 'win', label: 'Won' },
  { value: 'loss', label: 'Lost' },
  { value: 'draw', label: 'Draw' },
];

/** Ends the current game with each side's outcome; it then sits in the archive with its casualties and rulings. */
export function FinishGame({ client, game, onFinished }: { client: UmpireClient; game: CurrentGameInfo; onFinished: (report: FinishReport) => void }) {
  const [form, setForm] = useState<FinishForm>(() => ({ sides: Object.fromEntries(game.sides.map((s) => [s.id, { outcome: '', level: '' }])), rulings: '', notes: '', turnsPlayed: '' }));
  const [problems, setProblems] = useState<readonly string[]>([]);
  const [busy, setBusy] = useState(false);
  const [players, setPlayers] = useState<GamePlayersInfo>();

  useEffect(() => {
    client.call('gamePlayers', {}).then(setPlayers, () => undefined);
  }, [client, game.gameId]);

  const setSide = (id: string, patch: Partial<FinishForm['sides'][string]>) =>
    setForm((f) => ({ ...f, sides: { ...f.sides, [id]: { outcome: '', level: '', ...f.sides[id], ...patch } } }));

  const submit = async () => {
    const checked = finishInput(form, game.sides);
    if (!checked.ok) {
      setProblems(checked.problems);
      return;
    }
    if (!window.confirm(`Finish ${game.scenarioName}? It goes into the archive and no more commands are taken.`)) return;
    setBusy(true);
    setProblems([]);
    try {
      onFinished(await client.call('finishGame', { result: checked.result }));
    } catch (e) {
      setProblems([`The game was not finished: ${errorText(e)}`]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="card" data-testid="finish-game">
      <div className="card-title">Finish game</div>
      <p className="hint">The outcome for each side, as the scenario&apos;s victory conditions decide it; the level is the scenario&apos;s own word for it (optional).</p>
      <table className="grid-table">
        <tbody>
          {game.sides.map((s) => (
            <tr key={s.id}>
              <th scope="row">{s.name}</th>
              <td>
                <select value={form.sides[s.id]?.outcome ?? ''} onChange={(e) => setSide(s.id, { outcome: e.target.value as Outcome | '' })} aria-label={`Outcome for ${s.name}`} data-testid={`outcome-${s.id}`}>
                  <option value="">— outcome —</option>
                  {OUTCOMES.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              </td>
              <td>
                <input className="text-input" value={form.sides[s.id]?.level ?? ''} onChange={(e) => setSide(s.id, { level: e.target.value })} placeholder="level" aria-label={`Victory level for ${s.name}`} maxLength={100} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {players && (
        <p className="hint" data-testid="finish-players">
          Players kept with the result:{' '}
          {players.sides.map((s) => `${s.players.map((p) => p.playerName).join(', ') || 'nobody'} (${s.name})`).join('; ')}. Change them on the Players screen.
        </p>
      )}
      <label className="ed-field">
        Turns played (empty: the current Game-Turn)
        <input inputMode="numeric" value={form.turnsPlayed} onChange={(e) => setForm((f) => ({ ...f, turnsPlayed: e.target.value }))} />
      </label>
      <label className="ed-field">
        Rulings made in this game (one a line)
        <textarea rows={3} value={form.rulings} onChange={(e) => setForm((f) => ({ ...f, rulings: e.target.value }))} />
      </label>
      <label className="ed-field">
        Notes
        <textarea rows={2} value={form.notes} onChange={(e) => setForm((f) => ({ ...f, notes: e.target.value }))} />
      </label>
      {problems.map((p) => (
        <p key={p} className="error" role="alert">
          {p}
        </p>
      ))}
      <button className="primary" disabled={busy} onClick={() => void submit()} data-testid="finish-submit">
        {busy ? 'Finishing…' : 'Finish game'}
      </button>
    </div>
  );
}
