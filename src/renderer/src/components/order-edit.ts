/**
 * Ruling SO14: what of a queued order the umpire may change on the console
 * before approving it — its route (squares by their CCRR codes, Case 3.7),
 * its fire targets, its throw's target square — read from the order as the
 * side sent it (`params.order`). The host authorises the edit for the side as
 * if it had sent it; nothing here decides whether it is allowed.
 */
import type { Square } from '@shared/map/map-model';
import { describeSquare, readCoord } from '@shared/map/coords';

export type SentOrder = Readonly<Record<string, unknown>> & { readonly type: string };

export interface EditFields {
  /** A route, as "0101 0201 0301". */
  readonly route?: string;
  /** Fire targets' ids, as "b1, b2". */
  readonly targets?: string;
  /** A throw's (or an entry's) square, as "0303". */
  readonly square?: string;
}

const isSquare = (v: unknown): v is Square => typeof v === 'object' && v !== null && typeof (v as Square).col === 'number' && typeof (v as Square).row === 'number';

/** The order the side sent, if the queued action carries one (`{ order }`). */
export function sentOrder(params: unknown): SentOrder | undefined {
  const o = (params as { order?: unknown } | undefined)?.order;
  return o && typeof o === 'object' && typeof (o as { type?: unknown }).type === 'string' ? (o as SentOrder) : undefined;
}

/** The fields of this order the umpire may edit, filled with what the side sent; none: nothing to edit. */
export function editFields(order: SentOrder): EditFields | undefined {
  const out: { route?: string; targets?: string; square?: string } = {};
  if (Array.isArray(order.route) && order.route.every(isSquare)) out.route = (order.route as Square[]).map((q) => describeSquare(q)).join(' ');
  if (Array.isArray(order.targets)) out.targets = (order.targets as { targetId?: unknown }[]).map((t) => String(t.targetId ?? '')).join(', ');
  if (isSquare(order.target)) out.square = describeSquare(order.target);
  else if (isSquare(order.square)) out.square = describeSquare(order.square);
  return Object.keys(out).length > 0 ? out : undefined;
}

const squareOf = (code: string): Square | string => {
  const r = readCoord(code.trim());
  return r.ok ? r.square : r.error.message;
};

/** The edited order, or what is wrong with the fields (a bad square code, an empty target list). */
export function applyEdit(order: SentOrder, fields: EditFields): { readonly order?: SentOrder; readonly error?: string } {
  let next: Record<string, unknown> = { ...order };
  if (fields.route !== undefined) {
    const route = fields.route.split(/[\s,→>-]+/).filter((s) => s !== '').map(squareOf);
    const bad = route.find((r): r is string => typeof r === 'string');
    if (bad) return { error: `Route ${bad}` };
    if (route.length < 2) return { error: 'A route names his square and at least one more (Case 7.23).' };
    next = { ...next, route };
  }
  if (fields.targets !== undefined) {
    const ids = fields.targets.split(/[\s,]+/).filter((s) => s !== '');
    if (ids.length === 0) return { error: 'Name at least one target.' };
    next = { ...next, targets: ids.map((targetId) => ({ targetId })) };
  }
  if (fields.square !== undefined) {
    const q = squareOf(fields.square);
    if (typeof q === 'string') return { error: `Square ${q}` };
    next = isSquare(order.target) ? { ...next, target: q } : { ...next, square: q };
  }
  return { order: next as SentOrder };
}
