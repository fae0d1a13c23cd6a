import type { PlayerView, UmpireView } from '@shared/game/view';
import type { Square } from '@shared/map/map-model';

/** Things on the maps besides men: smoke, dropped weapons, explosives, scenario objects. */
export type MapItem =
  | { readonly kind: 'smoke'; readonly square: Square; readonly title: string }
  | { readonly kind: 'weapon'; readonly square: Square; readonly title: string }
  | { readonly kind: 'charge'; readonly square: Square; readonly title: string }
  /** A scenario object's area (a 2×2 hostage group, Case 39.43), outlined with a short label. */
  | { readonly kind: 'object'; readonly square: Square; readonly size: number; readonly label: string; readonly title: string; readonly squares?: readonly Square[] };

interface ObjectLike {
  readonly id: string;
  readonly kind: string;
  readonly square?: Square;
  readonly size: number;
  /** Every square it covers, when that is not its `size`×`size` block (a train's cars, Case 42.43). */
  readonly area?: readonly Square[];
  readonly exited?: unknown;
  readonly taskPoints?: number;
  readonly spentThisTurn?: number;
}

/** "hostage-group-1" → "H1"; any other object by its id. */
export function objectLabel(o: Pick<ObjectLike, 'id' | 'kind'>): string {
  const n = /-(\d+)$/.exec(o.id)?.[1];
  return o.kind === 'hostage-group' && n ? `H${n}` : o.id;
}

/** Objects on the map (exited ones are not drawn). */
export function objectItems(objects: readonly ObjectLike[]): MapItem[] {
  return objects.flatMap((o) => {
    if (!o.square || o.exited) return [];
    const tp = o.taskPoints !== undefined && o.spentThisTurn !== undefined ? `, ${o.spentThisTurn} of ${o.taskPoints} Task Points spent this Turn` : '';
    const what = o.kind === 'hostage-group' ? 'Hostage group (Case 39.43)' : o.kind;
    const odd = o.area && o.area.length > 0 && o.area.length !== o.size * o.size;
    return [{ kind: 'object' as const, square: o.square, size: o.size, label: objectLabel(o), title: `${what} ${o.id}${tp}`, ...(odd ? { squares: o.area } : {}) }];
  });
}

/** What a side's window draws besides men: the objects its projection holds (ruling SV1). */
export function playerItems(view: PlayerView): MapItem[] {
  return objectItems(view.objects ?? []);
}

export function umpireItems(view: UmpireView): MapItem[] {
  const items: MapItem[] = [];
  for (const s of view.smoke ?? []) items.push({ kind: 'smoke', square: s.square, title: `Smoke since Turn ${s.createdTurn} (Case 11.5)` });
  for (const w of view.lyingWeapons ?? []) items.push({ kind: 'weapon', square: w.square, title: `${w.weapon.kind} on the ground (Case 13.14)` });
  for (const x of view.explosives ?? []) {
    // Case 11.71: a carried explosive goes where its carrier goes.
    const carrier = x.carrierId !== undefined && x.status === 'carried' ? view.men.find((m) => m.id === x.carrierId) : undefined;
    if (carrier?.square) items.push({ kind: 'charge', square: carrier.square, title: `Explosive ${x.id}: carried by ${carrier.name} (Case 11.71)` });
    if (!x.square) continue;
    items.push({ kind: 'charge', square: x.square, title: `Explosive ${x.id}: ${x.status}${x.setTurn !== undefined ? `, set Turn ${x.setTurn}` : ''} (Case 11.7)` });
  }
  items.push(...objectItems(view.objects ?? []));
  return items;
}

/**
 * A man's state as short badges beside his marker, so the umpire sees it at a
 * glance: plotted opportunity fire, panic, surprise, preservation, wounds.
 */
export function manBadges(view: UmpireView, manId: string): string[] {
  const man = view.men.find((m) => m.id === manId);
  if (!man) return [];
  const out: string[] = [];
  if (view.sequence?.plots[manId]) out.push('OF');
  const turn = view.sequence?.men[manId];
  if (turn?.panicFire) out.push('PANIC');
  if (man.surprised && view.turn - man.surprised.turn <= 1) out.push('SURPR');
  if (man.preservation && man.preservation.turn === view.turn) out.push('RUN');
  if (man.condition === 'seriously-wounded') out.push('SW');
  if (man.condition === 'incapacitated') out.push('INC');
  if (man.condition === 'dead') out.push('DEAD');
  return out;
}
