import { useEffect, useState } from 'react';
import type { SkirmishUmpireGameView } from '@shared/rulesets/skirmish';
import type { SkirmishLegalActions } from '@shared/rulesets/skirmish/engine/legal-actions';
import type { DiceRequestInfo, FinishReport, SessionInfo } from '@shared/contract/api';
import { PlayersSection } from '../../../components/PlayersSection';
import type { UmpireConsoleProps } from '../../screens';
import { BoundRolls } from './BoundRolls';
import { reactionWords } from './reaction-words';
import { DicePrompt } from '../../../turn/DicePrompt';
import { DiceModeControl } from '../../../turn/DiceModeControl';
import { GameTable } from './GameTable';
import { StepActions } from './StepActions';

const errorText = (e: unknown) => (e instanceof Error ? e.message : typeof e === 'object' && e && 'message' in e ? String((e as { message: unknown }).message) : String(e));

/**
 * The umpire's console for a skirmish game (issue 19): the master table with
 * every figure, contact (false ones marked) and mine area; both sides' orders
 * for the bound side by side with their reaction results; the step's legal
 * actions from the engine (each runs on the game's dice, seeded or typed in);
 * undo and the victory decision (ruling SG2).
 */
export function SkirmishConsole({ client, view, screenButtons, switched }: UmpireConsoleProps) {
  const v = view as unknown as SkirmishUmpireGameView;
  const victory = v.victory;
  const [legal, setLegal] = useState<SkirmishLegalActions>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    let live = true;
    client.call('legalActions', {}).then((r) => live && setLegal((r as { legal: SkirmishLegalActions }).legal), (e: unknown) => live && setError(errorText(e)));
    return () => {
      live = false;
    };
  }, [client, v.version]);
  // Physical dice (issue 19): a command waits for the die it needs, typed in the Commando console's prompt; a die left waiting is asked for again.
  const [dice, setDice] = useState<DiceRequestInfo>();
  const [finished, setFinished] = useState<FinishReport>();
  // Whether the host holds this game finished: a console opened (or mounted again) on a finished game offers no Finish and says so.
  const [hostFinished, setHostFinished] = useState(false);
  useEffect(() => {
    let live = true;
    client.call('currentGame', {}).then((g) => live && setHostFinished(g.status === 'finished'), () => undefined);
    return () => {
      live = false;
    };
  }, [client, switched]);
  // The side windows' links (LAN addresses, QR codes) and the shared screen's curtain, as in Commando's Players tab: read again for each game.
  const [session, setSession] = useState<SessionInfo>();
  useEffect(() => {
    let live = true;
    client.getSession().then((s) => live && setSession(s), () => undefined);
    return () => {
      live = false;
    };
  }, [client, switched]);
  useEffect(() => {
    let live = true;
    client.call('pendingDice', {}).then((p) => live && setDice(p?.needed), () => undefined);
    return () => {
      live = false;
    };
  }, [client, v.version]);
  const run = async (f: () => Promise<unknown>) => {
    setError(undefined);
    try {
      const r = (await f()) as { ok?: boolean; error?: { message: string }; dice?: DiceRequestInfo };
      setDice(r && r.ok === false && r.dice ? r.dice : undefined);
      if (r && r.ok === false && r.error) setError(r.error.message);
    } catch (e) {
      setError(errorText(e));
    }
  };
  // A finished game takes no more commands (the host refuses them): the console shows the result, the last bound's rolls and the men, and offers no orders, steps, undo or dice.
  const done = finished !== undefined || hostFinished;
  const lastBound = done && victory.decided ? victory.afterBound : v.bound;
  const sideOf = (unitId: string) => v.units.find((u) => u.id === unitId)?.side ?? '';
  const unitName = (unitId: string) => v.units.find((u) => u.id === unitId)?.name ?? unitId;
  return (
    <div className="skirmish-console" data-testid="skirmish-console">
      <header className="console-header">
        <h1>{v.name}</h1>
        <span data-testid="skirmish-bound">
          {done ? `Finished after bound ${lastBound}` : `Bound ${v.bound} · ${v.step} step`}
        </span>
        <div className="skirmish-screen-buttons">{screenButtons}</div>
      </header>
      <div className="skirmish-body">
        <GameTable
          table={v.table}
          sides={v.sides.map((s) => s.id)}
          figures={v.figures.map((f) => ({ id: f.id, name: f.name, at: f.at, side: sideOf(f.unitId), state: f.state, posture: f.posture }))}
          contacts={v.contacts.map((c) => ({ contactId: c.contactId, at: c.at, bound: c.bound, falseContact: c.figureId === null }))}
          mines={v.mines.map((m) => ({ areaId: m.area.id, polygon: m.area.polygon }))}
          tools={{ smoke: v.conditions.smoke }}
        />
        <aside className="skirmish-panel">
          <section aria-label="Victory" data-testid="skirmish-victory">
            <h2>Victory</h2>
            {victory.decided ? (
              <p>
                <b>{victory.winner === null ? 'A draw' : `${v.sides.find((s) => s.id === victory.winner)?.name ?? victory.winner} wins`}</b> after bound {victory.afterBound}: {victory.reasons.join('; ')}
              </p>
            ) : (
              <p className="muted">Not decided: {victory.why}.</p>
            )}
            {victory.decided && !finished && !hostFinished && (
              <button
                className="tool small"
                data-testid="skirmish-finish"
                onClick={() => {
                  if (!window.confirm(`Finish ${v.name} with this result? It goes into the archive and no more commands are taken.`)) return;
                  // No side's outcome given: the host finishes with the scenario's decision (Ruleset.decidedResult, ruling SG2).
                  void run(async () => setFinished(await client.call('finishGame', { result: { sides: {} } })));
                }}
              >
                Finish with this result
              </button>
            )}
            {finished ? (
              <p data-testid="skirmish-finished">
                Finished and archived: {Object.entries(finished.sides).map(([side, r]) => `${v.sides.find((s) => s.id === side)?.name ?? side} ${r.outcome}`).join(', ')} after {finished.turnsPlayed} bound{finished.turnsPlayed === 1 ? '' : 's'}.
              </p>
            ) : (
              hostFinished && (
                <p data-testid="skirmish-finished">Finished and archived: its result is on the Archive screen.</p>
              )
            )}
          </section>
          {!done && (
            <>
              <section aria-label="Orders" data-testid="skirmish-orders">
                <h2>Orders for bound {v.bound}</h2>
                <div className="orders-columns">
                  {v.sides.map((s) => (
                    <div key={s.id} data-testid={`orders-${s.id}`}>
                      <h3>{s.name}</h3>
                      {!v.ordersIn[s.id] && <p className="muted">Not written yet.</p>}
                      {v.ordersIn[s.id] && !v.orders && <p className="muted">Written; revealed when both sides are done.</p>}
                      {v.orders?.[s.id]?.map((o) => (
                        <p key={o.unitId}>
                          {unitName(o.unitId)}: <b>{o.action}</b>
                          {v.reactions[o.unitId] && (
                            <span data-testid={`reaction-${o.unitId}`}>
                              {' '}
                              · {reactionWords(v.reactions[o.unitId]!)}
                            </span>
                          )}
                        </p>
                      ))}
                      {v.orders && (v.orders[s.id]?.length ?? 0) === 0 && <p className="muted">No orders: every unit holds.</p>}
                    </div>
                  ))}
                </div>
              </section>
              <section aria-label="The step" data-testid="skirmish-step">
                <h2>{v.step} step</h2>
                {legal?.waitingFor.length ? <p className="muted">Waiting for {legal.waitingFor.join(', ')}.</p> : null}
                <StepActions actions={legal?.actions ?? []} onRun={(a) => void run(() => client.call('command', { command: a.command as never }))} />
                <div className="skirmish-actions">
                  <button className="tool small" onClick={() => void run(() => client.call('undo', {}))} data-testid="skirmish-undo">
                    Undo
                  </button>
                </div>
                <div data-testid="skirmish-dice">
                  <DiceModeControl client={client} gameId={switched?.info.game.gameId ?? v.name} onSwitched={() => void client.call('pendingDice', {}).then((p) => setDice(p?.needed))} />
                  {dice && <DicePrompt request={dice} onFace={(face) => void run(() => client.call('provideDice', { faces: [face] }))} onCancel={() => void client.call('cancelDice', {}).then(() => setDice(undefined))} />}
                </div>
                {error && (
                  <p role="alert" className="error" data-testid="skirmish-error">
                    {error}
                  </p>
                )}
              </section>
            </>
          )}
          <BoundRolls client={client} version={v.version} bound={lastBound} ended={done} />
          {session && (
            <details className="skirmish-player-windows" data-testid="skirmish-player-windows">
              <summary>Player windows and the shared screen</summary>
              <PlayersSection session={session} client={client} onSession={setSession} />
            </details>
          )}
          <section aria-label="Figures" data-testid="skirmish-figures">
            <h2>Figures</h2>
            <ul className="skirmish-figures-list">
              {v.figures.map((f) => (
                <li key={f.id}>
                  {f.name} ({unitName(f.unitId)}) — {f.state}, at {f.at.x.toFixed(1)}", {f.at.y.toFixed(1)}"
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </div>
  );
}
