import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { applyEdit, editFields, sentOrder } from './order-edit';
import { OrderQueueList } from './OrderQueuePanel';

const sq = (col: number, row: number) => ({ col, row });
const route = { type: 'task/route', manId: 'i1', route: [sq(14, 1), sq(14, 2), sq(14, 3)] };

describe('ruling SO14: the umpire edits a queued order’s route or target before approving', () => {
  it('reads the route, the fire targets and a throw’s square as text, and writes the edit back into the side’s order', () => {
    expect(editFields(route)).toEqual({ route: '1401 1402 1403' });
    expect(applyEdit(route, { route: '1401 1402' })).toEqual({ order: { ...route, route: [sq(14, 1), sq(14, 2)] } });
    const fire = { type: 'task/fire', manId: 'i1', targets: [{ targetId: 'u3' }], aimed: true };
    expect(editFields(fire)).toEqual({ targets: 'u3' });
    expect(applyEdit(fire, { targets: 'u4, u5' }).order).toEqual({ ...fire, targets: [{ targetId: 'u4' }, { targetId: 'u5' }] });
    const throwAt = { type: 'task/throw-grenade', manId: 'i1', target: sq(3, 3) };
    expect(applyEdit(throwAt, { square: '0404' }).order).toEqual({ ...throwAt, target: sq(4, 4) });
    expect(editFields({ type: 'task/end', manId: 'i1' })).toBeUndefined();
    expect(sentOrder({ order: route })).toEqual(route);
    expect(sentOrder({ manId: 'x' })).toBeUndefined();
  });

  it('refuses a bad square code or a route of one square with the reason, naming the Case', () => {
    expect(applyEdit(route, { route: '1401 14x2' }).error).toMatch(/not a square coordinate/);
    expect(applyEdit(route, { route: '1401' }).error).toMatch(/Case 7\.23/);
    expect(applyEdit({ type: 'task/fire', manId: 'i1', targets: [] }, { targets: ' ' }).error).toMatch(/target/);
  });

  it('the queue offers Edit only for an order with something to edit, and tells the keys on a focused order', () => {
    const html = renderToStaticMarkup(
      <OrderQueueList
        queue={{ mode: 'queue', orders: [{ id: 'order-1', side: 'i', action: 'order', params: { order: route }, command: route, words: 'moves' }, { id: 'order-2', side: 'i', action: 'order', params: { order: { type: 'task/end', manId: 'i1' } }, command: {} }] }}
        sideName={(s) => s}
        actions={{ onMode: () => undefined, onApprove: () => undefined, onRefuse: () => undefined }}
      />,
    );
    expect(html).toContain('data-testid="edit-order-1"');
    expect(html).not.toContain('data-testid="edit-order-2"');
    expect(html).toMatch(/tabindex="0"[^>]*aria-keyshortcuts="A R E"/);
    expect(html).toContain('aria-keyshortcuts="A R"');
    expect(html).toContain('<kbd>A</kbd> approve');
  });
});
