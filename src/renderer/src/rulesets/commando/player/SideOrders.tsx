import { useCallback, useEffect, useState, type ReactNode } from 'react';
import './side-orders.css';
import type { CommandOutcome, SideOrdersInfo } from '@shared/contract/api';
import type { PlayerView } from '@shared/rulesets/commando/view/view';
import type { Square } from '@shared/map/map-model';
import { describeSquare } from '@shared/map/coords';
import type { PlayerClient, SideOrderInput } from '../../../api/client';
import type { Overlay } from '../tools/tool';
import { entryOffer, routePreview, routeToSend, sideOrderState, tapRoute, type RoutePreview } from './side-orders-model';
import { orderLabel } from './side-orders-labels';
import { OwnOrders, PlotOrders, PromptAnswer } from './SideOrderParts';
import { EnterAt } from './EnterAt';
import { YourDie } from './YourDie';
import { SideWeapons } from './SideWeapons';
import { exitOffer, throwAt, throwOffer } from './side-weapons-model';

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
  // Case 11.2: a throw at a square tapped on the map.
  const [throwing, setThrowing] = useState(false);
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
    setThrowing(false);
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
  const toThrow = acting && throwing ? throwOffer(view, acting) : undefined;
  const exit = acting && !entering ? exitOffer(view, acting) : undefined;
  // Case 38.51 (ruling SO11): the entry squares are lit on the map and take a tap, as the list's buttons do.
  const entryOverlay: Overlay | undefined = entering
    ? { kind: 'move', preview: { manId: entering.manId, reach: entering.squares.map((square) => ({ square, cost: 0 })), remaining: view.sequence?.ownTurns[entering.manId]?.remaining ?? 0 } }
    : undefined;
  const overlay: Overlay | undefined =
    entryOverlay ??
    (preview && acting?.square
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
      : undefined);

  const throwBar =
    acting && toThrow ? (
      <div className="route-bar" data-testid="throw-bar" role="group" aria-label={`Throw of ${acting.name}`}>
        <p className="route-total">
          Tap the square {acting.name} throws his {toThrow.type} grenade at (up to {toThrow.maxRange} squares) <span className="case">Cases 11.2, 11.81</span>
        </p>
        <div className="route-buttons">
          <button className="action" onClick={() => setThrowing(false)} data-testid="throw-cancel">
            Cancel
          </button>
        </div>
      </div>
    ) : null;
  const routeBar =
    throwBar ??
    (acting && routing && preview ? (
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
    ) : null);

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
      {view.yourRoll && <YourDie roll={view.yourRoll} client={client} />}
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
                setThrowing(false);
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
            {exit && !exit.barred && (
              <button className="action" data-testid="order-exit" onClick={() => send({ type: 'task/exit-map', manId: acting.id })} title="He leaves play for good (Case 15.26)">
                Step off the map · {exit.cost} TP
              </button>
            )}
            {exit?.barred && (
              <p className="muted small" data-testid="exit-barred">
                He may not step off the map here: {exit.barred.message} <span className="case">{exit.barred.caseRef}</span>
              </p>
            )}
            <button className="action" data-testid="order-end" onClick={() => send({ type: 'task/end', manId: acting.id })}>
              End his tasks
            </button>
          </div>
          )}
          {!entering && (
            <SideWeapons
              view={view}
              man={acting}
              send={send}
              throwing={throwing}
              onThrowing={(on) => {
                setThrowing(on);
                setRouting(false);
                if (on) closeSheet();
              }}
            />
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
  const onSquareClick = entering ? onEntryTap : toThrow ? onThrowTap : acting && routing ? onTap : undefined;
  return { ...(overlay ? { overlay } : {}), mapProps: onSquareClick ? { onSquareClick } : {}, routeBar, panel, asking: state.prompts.length + (view.yourRoll ? 1 : 0) };

  function onEntryTap(sq: Square) {
    if (!entering) return;
    if (entering.squares.some((q) => q.col === sq.col && q.row === sq.row)) send({ type: 'entry/enter', manId: entering.manId, square: sq });
    else setNote({ text: `${describeSquare(sq)} is not one of your entry squares (${entering.caseRef}): tap a lit square, or choose one under Orders.`, error: true });
  }

  function onThrowTap(sq: Square) {
    if (!acting || !toThrow) return;
    const t = throwAt(view, acting, toThrow, sq);
    if (t.order) send(t.order, () => setThrowing(false));
    else setNote({ text: t.refused ?? '', error: true });
  }

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
