import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { OrderQueueInfo } from '@shared/contract/host-results';
import { bySide, OrderQueueList, orderWords } from './OrderQueuePanel';

const none = { onMode: () => undefined, onApprove: () => undefined, onRefuse: () => undefined };
const names = (id: string) => ({ israelis: 'Israeli Commandos', ugandans: 'Ugandan Army' })[id] ?? id;
const queue: OrderQueueInfo = {
  mode: 'queue',
  orders: [
    { id: 'order-1', side: 'israelis', action: 'order', params: {}, command: { type: 'task/route' }, words: 'Israeli Commando A: moves G10 → H10 → I10 (4 TP of his 40)' },
    { id: 'order-2', side: 'ugandans', action: 'order', params: {}, command: { type: 'task/begin' }, words: 'Sentry 3: begins executing tasks (Case 6.21)', held: true },
    { id: 'order-3', side: 'israelis', action: 'order', params: {}, command: { type: 'task/end', manId: 'i1' } },
  ],
};

describe('the order queue on the umpire console (issue 15)', () => {
  it('lists each side’s pending orders in words, grouped by side in the order sent, with Approve and Refuse for each', () => {
    const html = renderToStaticMarkup(<OrderQueueList queue={queue} sideName={names} actions={none} />);
    expect(html).toContain('(3 waiting)');
    expect(html.indexOf('Israeli Commandos')).toBeLessThan(html.indexOf('Ugandan Army'));
    expect(html).toContain('moves G10 → H10 → I10 (4 TP of his 40)');
    for (const id of ['order-1', 'order-2', 'order-3']) {
      expect(html).toContain(`data-testid="approve-${id}"`);
      expect(html).toContain(`data-testid="refuse-${id}"`);
      expect(html).toContain(`data-testid="refuse-reason-${id}"`);
    }
    // Refuse needs a reason the side will read: disabled while the box is empty.
    expect(html).toMatch(/disabled=""[^>]*data-testid="refuse-order-1"/);
    expect(html).toContain('held: sent while the game waited on something Ugandan Army may not know of');
  });

  it('shows the order mode, the chosen one checked, and what it means', () => {
    const html = renderToStaticMarkup(<OrderQueueList queue={queue} sideName={names} actions={none} />);
    expect(html).toMatch(/data-testid="order-mode-queue"[^>]*checked=""/);
    expect(html).not.toMatch(/data-testid="order-mode-immediate"[^>]*checked=""/);
    expect(html).toContain('wait here until you approve or refuse them');
    const empty = renderToStaticMarkup(<OrderQueueList queue={{ mode: 'immediate', orders: [] }} sideName={names} actions={none} error="No order &quot;order-9&quot;" />);
    expect(empty).toContain('No order is waiting.');
    expect(empty).toContain('run at once');
    expect(empty).toContain('role="alert"');
  });

  it('an order without words shows its command; orders group by side', () => {
    expect(orderWords(queue.orders[2]!)).toBe('{"type":"task/end","manId":"i1"}');
    expect(bySide(queue.orders).map(([side, os]) => [side, os.map((o) => o.id)])).toEqual([
      ['israelis', ['order-1', 'order-3']],
      ['ugandans', ['order-2']],
    ]);
  });
});
