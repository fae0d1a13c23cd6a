import { useState } from 'react';
import type { SideOrdersInfo } from '@shared/contract/api';
import type { PlayerView, SidePromptView } from '@shared/rulesets/commando/view/view';
import { describeSquare } from '@shared/map/coords';
import type { SideOrderInput } from '../../../api/client';
import { plotCommand, type PlotCondition, type SideOrderState } from './side-orders-model';
import { orderLabel, promptKind } from './side-orders-labels';

/** The side window's order parts besides its acting man's tools (issue 15): its prompts' answers, its plots, its own orders. */
export type Send = (order: SideOrderInput) => void;

/** A prompt that asks the side, answered by its own name for it (side-prompts.ts). */
export function PromptAnswer({ prompt, view, send }: { prompt: SidePromptView; view: PlayerView; send: Send }) {
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
export function PlotOrders({ plotting, send }: { plotting: SideOrderState['plotting']; send: Send }) {
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
export function OwnOrders({ mine }: { mine: SideOrdersInfo | undefined }) {
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
