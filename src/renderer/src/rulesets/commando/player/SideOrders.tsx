import { useCallback, useEffect, useState, type ReactNode } from 'react';
import './side-orders.css';
import type { CommandOutcome, SideOrdersInfo } from '@shared/contract/api';
import type { PlayerView, SidePromptView } from '@shared/rulesets/commando/view/view';
import type { Square } from '@shared/map/map-model';
import { describeSquare } from '@shared/map/coords';
import type { PlayerClient, SideOrderInput } from '../../../api/client';
import type { Overlay } from '../tools/tool';
import { entryOffer, plotCommand, routePreview, routeToSend, sideOrderState, tapRoute, type PlotCondition, type RoutePreview } from './side-orders-model';
import { orderLabel, promptKind } from './side-orders-labels';
import { EnterAt } from './EnterAt';

export interface SideOrderParts {
  /** The plotted route, drawn on the map. */
  readonly overlay?: Overlay;
  /** Props for the side's MapCanvas while a route is plotted; empty otherwise. */
  readonly mapProps: { readonly onSquareClick?: (sq: Square) => void };
  /** The route's running cost and its buttons, over the map while plotting (a phone's sheet is closed then). */
  readonly routeBar: ReactNode;
  /** The Orders part of the side's panel; null in a window without a client (the shared screen). */
  readonly panel: ReactNode;
  /** How many things wait on the side (prompts asking it): the tab's label shows it. */
  readonly asking: number;
}

const POLL_MS = 3000;

/**
 * Issue 15: the side's own order tools. What they offer is read from the
 * side's projection alone (side-orders-model.ts): its man executing tasks
 * takes a route (tapped square by square, its Task Point cost counted from
 * what the side knows), prone/stand and end; the side chooses its next man;
 * in the plot Phase it plots opportunity fire; it answers the prompts that
 * ask it. Each order goes to the host (`order`), which authorises it and runs
 * it or queues it for the umpire; the side's pending orders and the reasons
 * of its refused ones come from `myOrders`, its own and nothing else.
 */
export function useSideOrders(view: PlayerView, client: PlayerClient | undefined, closeSheet: () => void): SideOrderParts {
  const [path, setPath] = useState<Square[]>([]);
  const [routing, setRouting] = useState(false);
  const [note, setNote] = useState<{ text: string; error: boolean }>();
  const [mine, setMine] = useState<SideOrdersInfo>();
  const [lastRoute, setLastRoute] = useState<{ manId: string; end: Square }>();
  const state = sideOrderState(view);
  const acting = state.acting;
  const entering = entryOffer(view);

  const refresh = useCallback(
    (sent?: { id: string; label: string }) => {
      if (!client) return;
      void client.myOrders().then((m) => {
        setMine(m);
        // Ruling SO12: an order at once is answered "sent" whatever became of it; an engine refusal is in the side's own list.
        const refused = sent && m.refused.find((r) => r.id === sent.id);
        if (refused) setNote({ text: `Refused: ${sent.label}: ${refused.reason}`, error: true });
      }, () => undefined);
    },
    [client],
  );
  // The side's own list: read once, after each order it sends, and while one of its orders waits, on every view change and
  // now and then (a refusal changes no view). With nothing waiting nothing can change it, so the window's requests never
  // depend on how its pushes happen to be batched (the fog e2e compares every payload it fetches, count included).
  useEffect(() => refresh(), [refresh]);
  const waiting = (mine?.pending.length ?? 0) > 0;
  useEffect(() => {
    if (waiting) refresh();
  }, [waiting, refresh, view.version]);
  useEffect(() => {
    if (!waiting) return undefined;
    const t = setInterval(() => refresh(), POLL_MS);
    return () => clearInterval(t);
  }, [waiting, refresh]);
  // Plotting ends when the man's interval does (or another man acts).
  const actingId = acting?.id;
  useEffect(() => {
    setPath([]);
    setRouting(false);
  }, [actingId]);

  if (!client || view.setup) return { mapProps: {}, routeBar: null, panel: null, asking: 0 };

  const send = (order: SideOrderInput, after?: (out: CommandOutcome) => void) => {
    client.order(order).then(
      (out) => {
        if (!out.ok) setNote({ text: `${out.error.caseRef}: ${out.error.message}`, error: true });
        else setNote({ text: out.queued ? `Sent: ${orderLabel(order)} waits for the umpire.` : `Sent: ${orderLabel(order)}.`, error: false });
        if (out.ok) after?.(out);
        refresh(out.ok && out.sent ? { id: out.sent, label: orderLabel(order) } : undefined);
      },
      (e: unknown) => setNote({ text: e instanceof Error ? e.message : String(e), error: true }),
    );
  };

  const preview: RoutePreview | undefined = acting && routing ? routePreview(view, acting.id, path) : undefined;
  const overlay: Overlay | undefined =
    preview && acting?.square
      ? {
          kind: 'move',
          preview: {
            manId: acting.id,
            reach: neighbours(path.length > 0 ? path[path.length - 1]! : acting.square, view.map.width, view.map.height).map((square) => ({ square, cost: 0 })),
            route: path,
            running: preview.steps.map((s) => s.running),
            total: preview.total,
            remaining: preview.remaining,
            ...(preview.error ? { error: preview.error } : {}),
          },
        }
      : undefined;

  const routeBar =
    acting && routing && preview ? (
      <div className="route-bar" data-testid="route-bar" role="group" aria-label={`Route of ${acting.name}`}>
        <p className="route-total" data-testid="route-total" data-total={preview.total} data-remaining={preview.remaining}>
          {preview.steps.length === 0 ? `Tap the squares of ${acting.name}'s route, one at a time.` : `${preview.steps.length} squares · ${preview.total} TP of ${preview.remaining} left`}
          {preview.total > preview.remaining && <span className="warn"> · past his Task Points: the rest waits (Case 6.44)</span>}
        </p>
        {preview.error && (
          <p className="error" data-testid="route-error">
            {preview.error}
          </p>
        )}
        <ol className="route-steps" data-testid="route-steps">
          {preview.steps.map((s, i) => (
            <li key={i} className={s.beyond ? 'beyond' : ''} data-cost={s.cost}>
              {describeSquare(s.to)} <b>{s.cost}</b>
              <span className="muted"> ({s.running})</span>
            </li>
          ))}
        </ol>
        <div className="route-buttons">
          <button
            className="action primary"
            disabled={preview.steps.length === 0}
            data-testid="route-send"
            onClick={() => {
              const route = routeToSend(path, preview);
              send({ type: 'task/route', manId: acting.id, route }, () => {
                setLastRoute({ manId: acting.id, end: route[route.length - 1]! });
                setPath([]);
                setRouting(false);
              });
            }}
          >
            Move
          </button>
          <button className="action" disabled={path.length < 2} onClick={() => setPath(path.length <= 2 ? [] : path.slice(0, -1))} data-testid="route-undo">
            Back one
          </button>
          <button
            className="action"
            onClick={() => {
              setPath([]);
              setRouting(false);
            }}
            data-testid="route-cancel"
          >
            Cancel
          </button>
        </div>
      </div>
    ) : null;

  const stoppedShort = acting && lastRoute?.manId === acting.id && acting.square && (acting.square.col !== lastRoute.end.col || acting.square.row !== lastRoute.end.row);
  const panel = (
    <section className="side-orders" data-testid="side-orders">
      <h2>Orders</h2>
      <p className="muted small" data-testid="order-mode">
        {mine?.mode === 'queue' ? 'Your orders wait for the umpire’s approval.' : 'Your orders run when you send them; the umpire sees each.'}
      </p>
      {note && (
        <p className={note.error ? 'error' : 'hint'} role={note.error ? 'alert' : 'status'} data-testid="order-note">
          {note.text}
        </p>
      )}
      {state.prompts.map((p) => (
        <PromptAnswer key={p.id} prompt={p} view={view} send={send} />
      ))}
      {acting && (
        <div className="order-group" data-testid="acting-orders">
          <h3>
            {acting.id} {acting.name}: {view.sequence?.ownTurns[acting.id]?.remaining ?? 0} TP left <span className="case">Case 6.43</span>
          </h3>
          {entering ? (
            <EnterAt offer={entering} send={send} />
          ) : (
          <div className="order-buttons">
            <button
              className={routing ? 'action active' : 'action'}
              data-testid="route-start"
              onClick={() => {
                setRouting(true);
                setPath([]);
                closeSheet();
              }}
            >
              Plot a route
            </button>
            {stoppedShort && (
              <button className="action" data-testid="route-resume" onClick={() => send({ type: 'task/resume-route', manId: acting.id })}>
                Go on with his route
              </button>
            )}
            {acting.posture === 'prone' ? (
              <button className="action" data-testid="order-stand" onClick={() => send({ type: 'task/stand', manId: acting.id })}>
                Stand up
              </button>
            ) : (
              <>
                <button className="action" data-testid="order-prone" onClick={() => send({ type: 'task/fall-prone', manId: acting.id, goOn: true })}>
                  Fall prone, go on
                </button>
                <button className="action" data-testid="order-prone-last" onClick={() => send({ type: 'task/fall-prone', manId: acting.id })}>
                  Fall prone, last task
                </button>
              </>
            )}
            <button className="action" data-testid="order-end" onClick={() => send({ type: 'task/end', manId: acting.id })}>
              End his tasks
            </button>
          </div>
          )}
        </div>
      )}
      {state.choosable.length > 0 && (
        <div className="order-group" data-testid="choose-man">
          <h3>
            Choose the man who acts next <span className="case">Case 6.21</span>
          </h3>
          <div className="order-buttons">
            {state.choosable.map((m) => (
              <button key={m.id} className="action" data-testid={`order-begin-${m.id}`} onClick={() => send({ type: 'task/begin', manId: m.id })}>
                {m.id} {m.name} <span className="muted">· {view.sequence?.ownTurns[m.id]?.remaining ?? 0} TP</span>
              </button>
            ))}
          </div>
        </div>
      )}
      {state.plotting.length > 0 && <PlotOrders plotting={state.plotting} send={send} />}
      {!acting && state.choosable.length === 0 && state.plotting.length === 0 && state.prompts.length === 0 && <p className="muted">Nothing to order now: {view.sequence?.whoseMove.summary ?? 'wait for the umpire.'}</p>}
      <OwnOrders mine={mine} />
    </section>
  );
  return { ...(overlay ? { overlay } : {}), mapProps: acting && routing ? { onSquareClick: (sq) => onTap(sq) } : {}, routeBar, panel, asking: state.prompts.length };

  function onTap(sq: Square) {
    if (!acting?.square) return;
    const next = tapRoute(path, acting.square, sq);
    setPath(next.path);
    setNote(next.refused ? { text: next.refused, error: true } : undefined);
  }
}

function neighbours(at: Square, width: number, height: number): Square[] {
  const out: Square[] = [];
  for (let dr = -1; dr <= 1; dr++) for (let dc = -1; dc <= 1; dc++) if (dr || dc) out.push({ col: at.col + dc, row: at.row + dr });
  return out.filter((s) => s.col >= 1 && s.row >= 1 && s.col <= width && s.row <= height);
}

type Send = (order: SideOrderInput) => void;

/** A prompt that asks the side, answered by its own name for it (side-prompts.ts). */
function PromptAnswer({ prompt, view, send }: { prompt: SidePromptView; view: PlayerView; send: Send }) {
  if (prompt.role === 'mover') {
    const seen = view.enemies.filter((e) => e.current);
    return (
      <div className="order-group prompt" role="alert" data-testid={`prompt-${prompt.id}`}>
        <h3>
          {prompt.moverId} panicked and fires: choose his target <span className="case">{prompt.caseRef}</span>
        </h3>
        <div className="order-buttons">
          {seen.length === 0 && <p className="muted">Your men observe no enemy now: tell the umpire.</p>}
          {seen.map((e) => (
            <button key={e.id} className="action" data-testid={`panic-target-${e.id}`} onClick={() => send({ type: 'panic/choose-target', manId: prompt.moverId, targetId: e.id })}>
              {e.id} <span className="muted">at {describeSquare(e.square)}</span>
            </button>
          ))}
        </div>
      </div>
    );
  }
  const kind = promptKind(prompt);
  return (
    <div className="order-group prompt" role="alert" data-testid={`prompt-${prompt.id}`}>
      <h3>
        {kind === 'opportunity' ? 'Opportunity fire: your plotted man may fire now' : 'Your men may observe a moving man'} <span className="case">{prompt.caseRef}</span>
      </h3>
      {kind === 'opportunity' ? (
        <div className="order-buttons">
          <button className="action primary" data-testid={`answer-fire-${prompt.id}`} onClick={() => send({ type: 'opportunity/fire', promptId: prompt.id })}>
            Fire
          </button>
          <button className="action" data-testid={`answer-hold-${prompt.id}`} onClick={() => send({ type: 'opportunity/hold', promptId: prompt.id })}>
            Hold fire
          </button>
        </div>
      ) : (
        <ul className="prompt-observers">
          {prompt.observers.map((o) => (
            <li key={o.observerId}>
              <b>{o.observerId}</b> <span className="muted">{o.duty === 'must' ? (prompt.final ? 'must try now' : 'must try, or wait to the end of the move') : 'may try'}</span>
              <div className="order-buttons">
                <button className="action primary" data-testid={`answer-observe-${o.observerId}`} onClick={() => send({ type: 'observe/attempt', observerId: o.observerId, promptId: prompt.id })}>
                  Try to observe
                </button>
                <button className="action" data-testid={`answer-forego-${o.observerId}`} onClick={() => send({ type: 'observe/forego', observerId: o.observerId, promptId: prompt.id })}>
                  {o.duty === 'must' && !prompt.final ? 'Wait' : 'Let it pass'}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const CONDITIONS: readonly { id: PlotCondition; label: string }[] = [
  { id: 'first-moving', label: 'the first moving man' },
  { id: 'first-observed', label: 'the first man he observes' },
  { id: 'only-firing', label: 'only a firing man' },
];

/** Case 5.1 B: plot (or withdraw) each man's opportunity fire, in secret. */
function PlotOrders({ plotting, send }: { plotting: ReturnType<typeof sideOrderState>['plotting']; send: Send }) {
  const [condition, setCondition] = useState<PlotCondition>('first-moving');
  return (
    <div className="order-group" data-testid="plot-orders">
      <h3>
        Opportunity fire plots <span className="case">Cases 5.1 B, 10.72, 10.76</span>
      </h3>
      <label className="plot-condition">
        Fire at{' '}
        <select value={condition} onChange={(e) => setCondition(e.target.value as PlotCondition)} data-testid="plot-condition">
          {CONDITIONS.map((c) => (
            <option key={c.id} value={c.id}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
      <ul className="own-men">
        {plotting.map(({ man, fireTasks, plotted }) => (
          <li key={man.id}>
            <b>{man.id}</b> {man.name}
            {plotted && <span className="muted"> · plotted: {plotted.fireTask} ({plotted.cost} TP)</span>}
            <div className="order-buttons">
              {plotted ? (
                <button className="action" data-testid={`plot-withdraw-${man.id}`} onClick={() => send({ type: 'plot/withdraw', manId: man.id })}>
                  Withdraw the plot
                </button>
              ) : (
                fireTasks.map((t) => (
                  <button key={t} className="action" data-testid={`plot-${man.id}-${t}`} onClick={() => send(plotCommand(man.id, t, condition))}>
                    Plot {t}
                  </button>
                ))
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The side's own orders waiting for the umpire, and the reasons of its refused ones (myOrders: its own, nothing else). */
function OwnOrders({ mine }: { mine: SideOrdersInfo | undefined }) {
  if (!mine || (mine.pending.length === 0 && mine.refused.length === 0)) return null;
  return (
    <>
      {mine.pending.length > 0 && (
        <>
          <h3>Waiting for the umpire</h3>
          <ul className="own-orders" data-testid="pending-orders">
            {mine.pending.map((o) => (
              <li key={o.id}>
                {orderLabel(orderOf(o.params))} <span className="muted">({o.id})</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {mine.refused.length > 0 && (
        <>
          <h3>Refused</h3>
          <ul className="own-orders" data-testid="refused-orders">
            {[...mine.refused].reverse().map((o) => (
              <li key={o.id}>
                {orderLabel(orderOf(o.params))}: <span className="refusal">{o.reason}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

const orderOf = (params: unknown): SideOrderInput => {
  const o = (params as { order?: unknown } | undefined)?.order;
  return o && typeof o === 'object' && typeof (o as { type?: unknown }).type === 'string' ? (o as SideOrderInput) : { type: 'order' };
};
