import type { PlayerView, UmpireView } from '@shared/rulesets/commando/view/view';
import type { SideRef, Square } from '@shared/map/map-model';
import type { Mine, MinesState } from '@shared/rulesets/commando/rules/mines-model';
import { COMPASS_STEP } from '@shared/rulesets/commando/tables/grenade-accuracy';
import { describeMine, MINE_TYPE_LETTER } from '../tools/mine-tool';
import { BRIDGE_BADGE, clipMarks, isBridging } from './wire-marks';
import { chartWeaponName } from '@shared/rulesets/commando/view/log/names';
import { searchlightItems, type SearchlightItem } from './searchlight-items';
import { BURN_BADGE, burningIds, flameItems, flamesOf, type FlameItem } from './flame-items';
import { vehicleItems, type VehicleItem } from './vehicle-items';
import { mountBadges, mountItems, riderBadges, type MountItem } from './mount-items';
import { artilleryItems, type ArtilleryItem } from './artillery-items';

/** Things on the maps besides men: smoke, dropped weapons, explosives, scenario objects. */
export type MapItem =
  /** Section 33.0: searchlight beams and the lights themselves (searchlight-items.ts). */
  | SearchlightItem
  /** Section 17.0: this Game-Turn's flames (flame-items.ts). */
  | FlameItem
  /** Sections 23.0–30.0: vehicles (vehicle-items.ts). */
  | VehicleItem
  /** Section 19.0: horses, camels, mules (mount-items.ts). */
  | MountItem
  /** Section 28.0: barrages plotted and the latest shells (artillery-items.ts). */
  | ArtilleryItem
  | { readonly kind: 'smoke'; readonly square: Square; readonly title: string }
  /** Section 32.0: a guard dog's ring (the umpire's every dog; a side's own, and enemy dogs as its men observed them, ruling GD5). */
  | { readonly kind: 'dog'; readonly square: Square; readonly id: string; readonly released: boolean; readonly title: string }
  /** Section 34.0: a square lit by an illumination device (the umpire's every one; a side's as far as its men see, ruling IL10). */
  /** `edges`: its sides on the lit area's boundary, outlined so the area reads on any terrain. */
  | { readonly kind: 'lit'; readonly square: Square; readonly edges: readonly ('n' | 'e' | 's' | 'w')[]; readonly title: string }
  /** Section 34.0: the device itself over its destination square: G grenade, F flare, S star shell. */
  | { readonly kind: 'light'; readonly square: Square; readonly id: string; readonly letter: string; readonly title: string }
  | { readonly kind: 'weapon'; readonly square: Square; readonly title: string }
  | { readonly kind: 'charge'; readonly square: Square; readonly title: string }
  /** A scenario object's area (a 2×2 hostage group, Case 39.43), outlined with a short label. */
  /** `linked`: the squares are one vehicle, lead first (the train, Case 42.43), drawn coupled with an arrow in the lead. */
  | { readonly kind: 'object'; readonly square: Square; readonly size: number; readonly label: string; readonly title: string; readonly squares?: readonly Square[]; readonly linked?: true }
  /** A wire side being clipped (Case 20.31): "35/50" beside it, umpire map only (wire-marks.ts). */
  | { readonly kind: 'wire-clip'; readonly square: Square; readonly side: SideRef; readonly label: string; readonly title: string }
  /** Electrified wire (Section 31.0): the umpire's every live side (owner in the title); a side's own, and what it tested or touched (`live: false`, dead). */
  | { readonly kind: 'live-wire'; readonly square: Square; readonly side: SideRef; readonly live: boolean; readonly label: string; readonly title: string }
  /** A laid mine (Section 22.0): its type letter; a claymore's facing square, detonator and tripwire anchor (Cases 22.31–22.35); struck through once detonated. */
  | {
      readonly kind: 'mine';
      readonly square: Square;
      readonly id: string;
      readonly letter: string;
      readonly detonated: boolean;
      readonly title: string;
      readonly facing?: Square;
      readonly detonator?: Square;
      readonly tripwireAnchor?: Square;
    };

/** The mines a view carries (Section 22.0): every one for the umpire; a side's own, and enemy ones it knows went off. */
export function minesOf(view: { readonly kind: string; readonly mines?: MinesState }): MinesState | undefined {
  return view.mines;
}

export function mineItems(mines: readonly Mine[]): MapItem[] {
  return mines.map((m) => ({
    kind: 'mine' as const,
    square: m.square,
    id: m.id,
    letter: MINE_TYPE_LETTER[m.type],
    detonated: m.status === 'detonated',
    title: `${m.id} (${m.side}): ${describeMine(m)}`,
    ...(m.facing ? { facing: { col: m.square.col + COMPASS_STEP[m.facing].dc, row: m.square.row + COMPASS_STEP[m.facing].dr } } : {}),
    ...(m.detonator ? { detonator: m.detonator } : {}),
    ...(m.tripwireAnchor ? { tripwireAnchor: m.tripwireAnchor } : {}),
  }));
}

interface ObjectLike {
  readonly id: string;
  readonly kind: string;
  readonly square?: Square;
  readonly size: number;
  /** Every square it covers, when that is not its `size`×`size` block (a train's cars, Case 42.43). */
  readonly area?: readonly Square[];
  /** Lead first, when longer than one square (the train, Case 42.43; object-view.ts). */
  readonly squares?: readonly Square[];
  readonly exited?: unknown;
  readonly taskPoints?: number;
  readonly spentThisTurn?: number;
}

/** "hostage-group-1" → "H1"; the train and the rail mine by what they are (Case 42.43); any other object by its id. */
export function objectLabel(o: Pick<ObjectLike, 'id' | 'kind'>): string {
  const n = /-(\d+)$/.exec(o.id)?.[1];
  return o.kind === 'hostage-group' && n ? `H${n}` : (OBJECT_NAMES[o.kind]?.label ?? o.id);
}

const OBJECT_NAMES: Readonly<Record<string, { readonly label?: string; readonly title: string }>> = {
  'hostage-group': { title: 'Hostage group (Case 39.43)' },
  train: { label: 'TRAIN', title: 'Train (Case 42.43)' },
  'rail-mine': { label: 'MINE', title: 'Rail mine (Case 42.43)' },
};

/** Objects on the map (exited ones are not drawn). */
export function objectItems(objects: readonly ObjectLike[]): MapItem[] {
  return objects.flatMap((o) => {
    if (!o.square || o.exited) return [];
    const tp = o.taskPoints !== undefined && o.spentThisTurn !== undefined ? `, ${o.spentThisTurn} of ${o.taskPoints} Task Points spent this Turn` : '';
    const what = OBJECT_NAMES[o.kind]?.title ?? o.kind;
    if (o.squares && o.squares.length > 1) {
      const lead = `${String(o.square.col).padStart(2, '0')}${String(o.square.row).padStart(2, '0')}`;
      return [{ kind: 'object' as const, square: o.square, size: o.size, label: objectLabel(o), title: `${what} ${o.id}, lead in ${lead}${tp}`, squares: o.squares, linked: true as const }];
    }
    const odd = o.area && o.area.length > 0 && o.area.length !== o.size * o.size;
    return [{ kind: 'object' as const, square: o.square, size: o.size, label: objectLabel(o), title: `${what} ${o.id}${tp}`, ...(odd ? { squares: o.area } : {}) }];
  });
}

/** Section 31.0: a side's knowledge of the current (view.ts `liveWireKnown`, ruling EW2), or the umpire's every live side. */
export function liveWireItems(view: Pick<PlayerView, 'liveWireKnown'> | Pick<UmpireView, 'liveWire'>): MapItem[] {
  const mark = (side: SideRef, live: boolean, whose: string): MapItem => ({
    kind: 'live-wire',
    square: { col: side.col, row: side.row },
    side,
    live,
    label: live ? 'LIVE' : 'DEAD',
    title: live ? `Electrified wire${whose} (Section 31.0)` : 'Wire tested or touched: no current (Case 31.1)',
  });
  if ('liveWire' in view) return (view.liveWire?.live ?? []).map((l) => mark(l.side, true, `, owned by ${l.owner}`));
  return ('liveWireKnown' in view ? (view.liveWireKnown ?? []) : []).map((k) => mark(k.side, k.live, k.own ? ', your own' : ''));
}

const LIGHT_LETTER = { grenade: 'G', flare: 'F', 'star-shell': 'S' } as const;
const LIGHT_NAME = { grenade: 'Illumination grenade', flare: 'Flare', 'star-shell': 'Star shell' } as const;

/** Section 34.0: the lit squares under everything else, then each device (Cases 34.22, 34.33, 34.43). */
export function illuminationItems(ill: PlayerView['illumination'] | UmpireView['illumination']): MapItem[] {
  if (!ill) return [];
  const keys = new Set(ill.lit.map((s) => `${s.col},${s.row}`));
  const out = (c: number, r: number): boolean => !keys.has(`${c},${r}`);
  const lit = ill.lit.map((square): MapItem => {
    const { col: c, row: r } = square;
    const edges = (['n', 'e', 's', 'w'] as const).filter((d) => (d === 'n' ? out(c, r - 1) : d === 's' ? out(c, r + 1) : d === 'e' ? out(c + 1, r) : out(c - 1, r)));
    return { kind: 'lit', square, edges, title: 'Lit: the equivalent of full daylight (Case 34.11)' };
  });
  const devices = ill.devices.map(
    (d): MapItem => ({ kind: 'light', square: d.square, id: d.id, letter: LIGHT_LETTER[d.kind], title: `${LIGHT_NAME[d.kind]} burning through Game-Turn ${d.lastTurn} (Case 34.5)` }),
  );
  return [...lit, ...devices];
}

/** Section 32.0: rings for the dogs a view holds: its men with `dog`, and (a side's) enemy contacts seen to be dogs. */
export function dogItems(men: readonly { readonly id: string; readonly name: string; readonly square?: Square; readonly dog?: { readonly released: boolean } }[], enemies: PlayerView['enemies'] = []): MapItem[] {
  const own = (men ?? []).flatMap((m): MapItem[] => (m.dog && m.square ? [{ kind: 'dog', square: m.square, id: m.id, released: m.dog.released, title: `${m.name}: guard dog${m.dog.released ? ', released' : ''} (Section 32.0)` }] : []));
  const seen = (enemies ?? []).flatMap((e): MapItem[] => (e.dog ? [{ kind: 'dog', square: e.square, id: `enemy:${e.id}`, released: false, title: 'Enemy guard dog (Section 32.0)' }] : []));
  return [...own, ...seen];
}

/** What a side's window draws besides men: the objects its projection holds (ruling SV1). */
export function playerItems(view: PlayerView): MapItem[] {
  return [...illuminationItems(view.illumination), ...searchlightItems(view.searchlights), ...flameItems(flamesOf(view)), ...objectItems(view.objects ?? []), ...mineItems(minesOf(view)?.laid ?? []), ...liveWireItems(view), ...dogItems(view.ownMen, view.enemies), ...mountItems(view), ...vehicleItems(view), ...artilleryItems(view)];
}

export function umpireItems(view: UmpireView): MapItem[] {
  const items: MapItem[] = [...illuminationItems(view.illumination), ...searchlightItems(view.searchlights), ...flameItems(flamesOf(view)), ...dogItems(view.men), ...mountItems(view), ...vehicleItems(view), ...artilleryItems(view)];
  for (const s of view.smoke ?? []) items.push({ kind: 'smoke', square: s.square, title: `Smoke since Turn ${s.createdTurn} (Case 11.5)` });
  for (const w of view.lyingWeapons ?? []) items.push({ kind: 'weapon', square: w.square, title: `${chartWeaponName(w.weapon.kind)} on the ground (Case 13.14)` });
  for (const x of view.explosives ?? []) {
    // Case 11.71: a carried explosive goes where its carrier goes.
    const carrier = x.carrierId !== undefined && x.status === 'carried' ? view.men.find((m) => m.id === x.carrierId) : undefined;
    if (carrier?.square) items.push({ kind: 'charge', square: carrier.square, title: `Explosive ${x.id}: carried by ${carrier.name} (Case 11.71)` });
    if (!x.square) continue;
    items.push({ kind: 'charge', square: x.square, title: `Explosive ${x.id}: ${x.status}${x.setTurn !== undefined ? `, set Turn ${x.setTurn}` : ''} (Case 11.7)` });
  }
  items.push(...objectItems(view.objects ?? []));
  for (const c of clipMarks(view.wire, view.map)) items.push({ kind: 'wire-clip', square: { col: c.side.col, row: c.side.row }, side: c.side, label: c.label, title: c.title });
  items.push(...mineItems(minesOf(view)?.laid ?? []), ...liveWireItems(view));
  return items;
}

/**
 * Section 32.0: a guard dog's badges — DOG, REL once released (Case 32.16), SCENT while it scents the Enemy
 * (Case 32.14; a side's own dog carries `alert`, never whom, ruling GD5). Empty for a man.
 */
export function dogBadges(m: { readonly dog?: { readonly released: boolean; readonly scented: readonly string[]; readonly alert?: boolean } }): string[] {
  if (!m.dog) return [];
  return ['DOG', ...(m.dog.released ? ['REL'] : []), ...(m.dog.scented.length > 0 || m.dog.alert ? ['SCENT'] : [])];
}

/** Section 32.0: a dog's marker title: whose, its handler (Cases 32.11, 32.21). */
export function dogTitle(m: { readonly name: string; readonly dog?: { readonly handlerId: string; readonly released: boolean } }, handlerName: string): string {
  return `${m.name}, guard dog${m.dog?.released ? ', released' : ''}; handler ${handlerName} (Section 32.0)`;
}

/**
 * A man's state as short badges beside his marker, so the umpire sees it at a
 * glance: plotted opportunity fire, panic, surprise, preservation, lying on wire as a bridge (Case 20.12), burning (Case 17.41), wounds.
 */
export function manBadges(view: UmpireView, manId: string): string[] {
  const man = view.men.find((m) => m.id === manId);
  if (!man) return [];
  const out: string[] = [...dogBadges(man), ...mountBadges(man), ...riderBadges(view.men, manId)];
  if (view.sequence?.plots[manId]) out.push('OF');
  const turn = view.sequence?.men[manId];
  if (turn?.panicFire) out.push('PANIC');
  if (man.surprised && view.turn - man.surprised.turn <= 1) out.push('SURPR');
  if (man.preservation && man.preservation.turn === view.turn) out.push('RUN');
  if (isBridging(view.wire, manId)) out.push(BRIDGE_BADGE);
  if (burningIds(view).has(manId)) out.push(BURN_BADGE);
  if (man.condition === 'seriously-wounded') out.push('SW');
  if (man.condition === 'incapacitated') out.push('INC');
  if (man.condition === 'dead') out.push('DEAD');
  return out;
}
