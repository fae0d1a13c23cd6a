/**
 * Vehicles on the maps (Sections 23.0, 24.0, 29.0, 30.0; ruling VH8): what the
 * umpire's master map and a side's window draw of the vehicles their view
 * holds (vehicle-view.ts). Each vehicle as a marker on its square with its
 * kind, its hull facing (Case 23.14), a tank's turret facing (Case 23.16) and
 * "o" when opened up (Case 23.5); the number of men aboard only where the view
 * knows it: the umpire's every vehicle, a side's own. A side's window draws
 * only from its own projection (`vehicles`), and of an enemy vehicle only its
 * outside, never who is in it.
 */
import type { Square } from '@shared/map/map-model';
import type { Compass } from '@shared/rulesets/commando/rules/searchlights';
import type { VehicleKind, VehicleState } from '@shared/rulesets/commando/model/vehicle';
import { aboardIds } from '@shared/rulesets/commando/model/vehicle';
import type { PlayerView, UmpireView } from '@shared/rulesets/commando/view/view';
import { ENEMY_COLOUR, OWN_COLOUR, sideColour } from './side-colour';

export type VehicleItem = {
  readonly kind: 'vehicle';
  readonly square: Square;
  readonly id: string;
  /** TANK, APC, JEEP, MC. */
  readonly label: string;
  readonly facing: Compass;
  /** Case 23.16: tanks only. */
  readonly turret?: Compass;
  /** Case 23.5, Case 24.21: opened up. */
  readonly open: boolean;
  /** Men aboard (crew, passengers, riders): the umpire's and a side's own vehicles only. */
  readonly aboard?: number;
  /** The umpire's: the owning side. */
  readonly side?: string;
  /** The side's colour on the umpire's map; own or Enemy on a side's. */
  readonly colour: string;
  readonly knockedOut: boolean;
  readonly title: string;
};

export const VEHICLE_LABEL: Readonly<Record<VehicleKind, string>> = { tank: 'TANK', apc: 'APC', jeep: 'JEEP', motorcycle: 'MC' };

const NAME: Readonly<Record<VehicleKind, string>> = { tank: 'Tank (Section 23.0)', apc: 'APC (Section 24.0)', jeep: 'Jeep (Section 29.0)', motorcycle: 'Motorcycle (Section 30.0)' };

function whole(v: VehicleState, colour: string, side?: string): VehicleItem[] {
  if (!v.square) return [];
  const aboard = aboardIds(v).length;
  const knockedOut = v.damage?.knockedOut === true;
  return [
    {
      kind: 'vehicle',
      square: v.square,
      id: v.id,
      label: VEHICLE_LABEL[v.kind],
      facing: v.facing,
      ...(v.kind === 'tank' && v.turret ? { turret: v.turret } : {}),
      open: v.open,
      aboard,
      ...(side !== undefined ? { side } : {}),
      colour,
      knockedOut,
      title: `${v.name}${side !== undefined ? ` (${side})` : ''}: ${NAME[v.kind]}, facing ${v.facing}${v.kind === 'tank' && v.turret ? `, turret ${v.turret}` : ''}, ${v.open ? 'opened up' : 'buttoned down'} (Case 23.5); ${aboard} aboard${knockedOut ? '; knocked out' : ''}`,
    },
  ];
}

type VehicleSource = Pick<UmpireView, 'kind' | 'vehicles' | 'sides'> | Pick<PlayerView, 'kind' | 'vehicles'>;

/** The vehicles a view draws: the umpire's every one on the map; a side's own whole and the enemy ones its men see, outside only. */
export function vehicleItems(view: VehicleSource): VehicleItem[] {
  if (view.kind === 'umpire') return (Array.isArray(view.vehicles) ? view.vehicles : []).flatMap((v) => whole(v, sideColour(view.sides, v.side), v.side));
  const vs = view.vehicles;
  if (!vs || Array.isArray(vs)) return [];
  const own = (vs.own ?? []).flatMap((v) => whole(v, OWN_COLOUR));
  // Of an enemy vehicle only the outside is copied, whatever else rides on the entry.
  const seen = (vs.enemySeen ?? []).map(
    (e): VehicleItem => ({
      kind: 'vehicle',
      square: e.square,
      id: `enemy:${e.id}`,
      label: VEHICLE_LABEL[e.kind],
      facing: e.facing,
      ...(e.kind === 'tank' && e.turret ? { turret: e.turret } : {}),
      open: e.open,
      colour: ENEMY_COLOUR,
      knockedOut: false,
      title: `Enemy ${NAME[e.kind]}, facing ${e.facing}${e.kind === 'tank' && e.turret ? `, turret ${e.turret}` : ''}, ${e.open ? 'opened up' : 'buttoned down'} (Case 23.5; ruling VH8)`,
    }),
  );
  return [...own, ...seen];
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** The text drawn beside a vehicle: kind, "o" when opened up, the count aboard where known ("TANK o 5"). */
export function vehicleText(it: VehicleItem): string {
  return [it.label, ...(it.open ? ['o'] : []), ...(it.aboard !== undefined ? [String(it.aboard)] : [])].join(' ');
}

/** The vehicles drawn, "id:KIND:ccrr:facing[/turret][:o][:n]" each, for the page (and its tests) to read without the canvas. */
export function vehicleLabels(items: readonly { readonly kind: string }[] | undefined): string {
  return (items ?? [])
    .flatMap((it) => {
      if (it.kind !== 'vehicle') return [];
      const v = it as VehicleItem;
      return [`${v.id}:${v.label}:${pad(v.square.col)}${pad(v.square.row)}:${v.facing}${v.turret ? `/${v.turret}` : ''}${v.open ? ':o' : ''}${v.aboard !== undefined ? `:${v.aboard}` : ''}`];
    })
    .join(' ');
}
