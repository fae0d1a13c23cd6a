import type { UmpireView } from '@shared/game/view';
import type { Square } from '@shared/map/map-model';

/** Things on the master map besides men: smoke, dropped weapons, explosives. */
export type MapItem =
  | { readonly kind: 'smoke'; readonly square: Square; readonly title: string }
  | { readonly kind: 'weapon'; readonly square: Square; readonly title: string }
  | { readonly kind: 'charge'; readonly square: Square; readonly title: string };

export function umpireItems(view: UmpireView): MapItem[] {
  const items: MapItem[] = [];
  for (const s of view.smoke ?? []) items.push({ kind: 'smoke', square: s.square, title: `Smoke since Turn ${s.createdTurn} (Case 11.5)` });
  for (const w of view.lyingWeapons ?? []) items.push({ kind: 'weapon', square: w.square, title: `${w.weapon.kind} on the ground (Case 13.14)` });
  for (const x of view.explosives ?? []) {
    if (!x.square) continue;
    items.push({ kind: 'charge', square: x.square, title: `Explosive ${x.id}: ${x.status}${x.setTurn !== undefined ? `, set Turn ${x.setTurn}` : ''} (Case 11.7)` });
  }
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
