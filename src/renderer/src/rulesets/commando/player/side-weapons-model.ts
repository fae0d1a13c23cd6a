/**
 * The side window's weapon orders (issue 15): fire, aim, reload, prepare a
 * weapon or a grenade, throw, exchange weapons — each read from the side's
 * own projection alone. Targets are the enemy men its men observe now (its
 * contacts marked current); a ghost (a last-known square, Case 8.84) or a
 * man it never saw is never offered, so nothing here hints at an unseen one.
 * Costs are Chart 5.22's rows for its own man (Case 9.21 doubles them when
 * he is seriously wounded). The host authorises each order (side-orders.ts)
 * and the engine adjudicates it against the true state (line of sight,
 * range, the target still there), refusing in the side's neutral words.
 */
import type { Square } from '@shared/map/map-model';
import type { CommandOf } from '@shared/rulesets/commando/model/commands';
import type { ManState } from '@shared/rulesets/commando/model/state';
import type { PlayerView } from '@shared/rulesets/commando/view/view';
import { armamentOf } from '@shared/rulesets/commando/engine/carried-weapons';
import { seriouslyWounded, taskCost } from '@shared/rulesets/commando/engine/task-points';
import { isFireWeaponClass, type CarriedWeapon } from '@shared/rulesets/commando/rules/weapons';
import { range } from '@shared/rulesets/commando/rules/range';
import { DEFAULT_COMMANDO_TABLES } from '@shared/rulesets/commando/tables';
import { accuracyRowId, GRENADE_RANGE_BANDS, GRENADE_TYPES, type GrenadeType } from '@shared/rulesets/commando/tables/grenade-accuracy';
import type { TaskPointActionId } from '@shared/rulesets/commando/tables/task-point-costs';

/** A Chart 5.22 row's Task Points for this man (undefined: "all remaining", priced by its own module). */
export function chartCost(id: TaskPointActionId, man: ManState): number | undefined {
  const c = taskCost(id, man);
  return 'final' in c ? c.final : undefined;
}

export interface SideTarget {
  readonly id: string;
  readonly square: Square;
  /** Squares from the firer (Case 10.3's range, counted as the side counts it). */
  readonly range: number;
  /** His own men who observe the target now (the side's contacts): the firer himself or another. */
  readonly observedBy: readonly string[];
}

/** The enemy men the side observes now, nearest first: the only targets its window offers. */
export function observedTargets(view: PlayerView, from: Square): SideTarget[] {
  return view.enemies
    .filter((e) => e.current)
    .map((e) => ({ id: e.id, square: e.square, range: range(from, e.square), observedBy: e.observedBy }))
    .sort((a, b) => a.range - b.range || a.id.localeCompare(b.id));
}

export interface FireOffer {
  readonly weapon: CarriedWeapon;
  /** Chart 5.22's row for his weapon's class (Case 10.1), and its cost for him. */
  readonly task: TaskPointActionId;
  readonly cost: number | undefined;
  readonly targets: readonly SideTarget[];
}

/** Case 10.1: his prepared fire weapon, loaded (Case 10.63), and the men the side observes now. */
export function fireOffer(view: PlayerView, man: ManState): FireOffer | undefined {
  if (!man.square) return undefined;
  const a = armamentOf(man);
  const weapon = a.weapons.find((w) => w.id === a.preparedWeapon);
  if (!weapon || !isFireWeaponClass(weapon.kind) || weapon.loaded === false) return undefined;
  const task = DEFAULT_COMMANDO_TABLES.weaponClasses[weapon.kind].taskPointCost;
  return { weapon, task, cost: chartCost(task, man), targets: observedTargets(view, man.square) };
}

export function fireCommand(manId: string, targetId: string, aimed: boolean): CommandOf<'task/fire'> {
  return { type: 'task/fire', manId, targets: [{ targetId }], ...(aimed ? { aimed: true } : {}) };
}

/** Case 10.63: his fire weapons left unloaded, to reload (none while he holds a prepared grenade, Case 11.12). */
export function reloadOffer(man: ManState): { readonly weapons: readonly CarriedWeapon[]; readonly cost: number | undefined } | undefined {
  const a = armamentOf(man);
  if (a.preparedGrenades.length > 0) return undefined;
  const weapons = a.weapons.filter((w) => isFireWeaponClass(w.kind) && w.loaded === false);
  return weapons.length > 0 ? { weapons, cost: chartCost('reload', man) } : undefined;
}

/** Case 13.18: his other fire weapons, which he may make his prepared one. */
export function prepareWeaponOffer(man: ManState): readonly CarriedWeapon[] {
  const a = armamentOf(man);
  return a.weapons.filter((w) => isFireWeaponClass(w.kind) && w.id !== a.preparedWeapon);
}

/** Case 11.1: the grenade kinds he carries, to prepare (one at a time in hand, Case 11.13). */
export function grenadeKinds(man: ManState): readonly { readonly type: GrenadeType; readonly count: number }[] {
  const a = armamentOf(man);
  return GRENADE_TYPES.map((type) => ({ type, count: a.grenades[type] ?? 0 })).filter((g) => g.count > 0);
}

export interface ThrowOffer {
  readonly type: GrenadeType;
  /** The longest throw the Grenade Accuracy Table allows this grenade (Case 11.81: no P). */
  readonly maxRange: number;
  readonly cost: number | undefined;
  /** Observed enemy men within that range (a throw at any other square is tapped on the map). */
  readonly targets: readonly SideTarget[];
}

/** Case 11.2: his prepared grenade, thrown at a square within the table's range. */
export function throwOffer(view: PlayerView, man: ManState): ThrowOffer | undefined {
  if (!man.square) return undefined;
  const g = armamentOf(man).preparedGrenades[0];
  if (!g) return undefined;
  const row = DEFAULT_COMMANDO_TABLES.grenadeAccuracy[accuracyRowId(g.era, g.type)];
  const maxRange = GRENADE_RANGE_BANDS.filter((b) => row[b.id].value !== 'P').reduce((n, b) => Math.max(n, b.max), 0);
  return { type: g.type, maxRange, cost: chartCost('throw-grenade', man), targets: observedTargets(view, man.square).filter((t) => t.range <= maxRange) };
}

/** A tapped square as a throw: on the map and within his grenade's range, or why not (the engine checks walls, Case 11.22). */
export function throwAt(view: PlayerView, man: ManState, offer: ThrowOffer, sq: Square): { order?: CommandOf<'task/throw-grenade'>; refused?: string } {
  if (!man.square) return { refused: 'He is not on the map.' };
  if (sq.col < 1 || sq.row < 1 || sq.col > view.map.width || sq.row > view.map.height) return { refused: 'That square is not on the map (Case 11.22).' };
  const d = range(man.square, sq);
  if (d > offer.maxRange) return { refused: `A ${offer.type} grenade reaches ${offer.maxRange} squares at most; that square is ${d} away (Case 11.81).` };
  return { order: { type: 'task/throw-grenade', manId: man.id, target: sq, grenade: offer.type } };
}

export interface ExchangePartner {
  readonly man: ManState;
  /** His weapons the acting man may take. */
  readonly take: readonly CarriedWeapon[];
  /** The acting man's weapons he may give. */
  readonly give: readonly CarriedWeapon[];
}

/** A fallen enemy in his square (Case 13.21, ruling SO17) and the weapons he may take from him. */
export interface FallenPartner {
  readonly id: string;
  readonly condition: 'incapacitated' | 'killed';
  /** Case 13.25: never a flamethrower, which only its first wielder's side may pass on. */
  readonly take: readonly { readonly id: string; readonly kind: string }[];
}

/**
 * Section 13.2: his own men in his square, each with what may pass either way,
 * and the incapacitated or killed enemy men lying there, whose weapons he may
 * take (Case 13.21; the projection's `fallen`, ruling SO17); he pays Chart
 * 5.22's row (Case 13.22).
 */
export function exchangeOffer(view: PlayerView, man: ManState): { readonly partners: readonly ExchangePartner[]; readonly fallen: readonly FallenPartner[]; readonly cost: number | undefined } | undefined {
  const at = man.square;
  if (!at) return undefined;
  const mine = armamentOf(man).weapons;
  const partners = view.ownMen
    .filter((m) => m.id !== man.id && !m.exited && m.square?.col === at.col && m.square.row === at.row)
    .map((m) => ({ man: m, take: armamentOf(m).weapons, give: mine }))
    .filter((p) => p.take.length > 0 || p.give.length > 0);
  const fallen = (view.fallen ?? [])
    .filter((f) => f.withMen.includes(man.id))
    .map((f) => ({ id: f.id, condition: f.condition, take: f.weapons.filter((w) => w.kind !== 'flamethrower') }))
    .filter((f) => f.take.length > 0);
  return partners.length > 0 || fallen.length > 0 ? { partners, fallen, cost: chartCost('exchange-weapons', man) } : undefined;
}

export function exchangeCommand(manId: string, partnerId: string, move: { readonly take?: string; readonly give?: string }): CommandOf<'task/exchange-weapons'> {
  return { type: 'task/exchange-weapons', manId, partnerId, take: move.take ? [move.take] : [], ...(move.give ? { give: [move.give] } : {}) };
}

/**
 * Case 15.26 (ruling SO13): stepping off the map from an edge square, for 5
 * Task Points (doubled when seriously wounded, Case 9.21). Offered when his
 * square is on an edge of the map the side is given; the scenario's own bars
 * (Case 43.43) are the engine's to apply when the order runs.
 */
export function exitOffer(view: PlayerView, man: ManState): { readonly cost: number; readonly barred?: { readonly caseRef: string; readonly message: string } } | undefined {
  const at = man.square;
  if (!at || man.exited) return undefined;
  const onEdge = at.col === 1 || at.row === 1 || at.col === view.map.width || at.row === view.map.height;
  if (!onEdge) return undefined;
  const base = DEFAULT_COMMANDO_TABLES.preservation.exitMapCost.value;
  // Case 43.43: the scenario's own bar, read from the side's projection (exitBar), is shown before the order, not after.
  const bar = view.exitBar?.manId === man.id ? view.exitBar : undefined;
  return { cost: seriouslyWounded(man) ? base * 2 : base, ...(bar ? { barred: { caseRef: bar.caseRef, message: bar.message } } : {}) };
}
