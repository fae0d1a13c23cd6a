/**
 * Carrying weapons (Section 13.1): what a man may carry, which one is
 * prepared, dropping and picking up, the grenades he carries, and the Case
 * 13.24 "Enemy weapon" flag the fire module turns into its −15%.
 *
 * - Four weapons at most: two fire weapons, one pistol, one melee weapon
 *   (Case 13.11); with a machinegun no other fire weapon (Case 13.12).
 * - One prepared weapon; a prepared grenade is the prepared weapon (13.17).
 *   Changing it is free at the start of task execution, a task afterwards
 *   (Case 13.18).
 * - Dropping is free (13.14); picking up is a task (13.15).
 * - Twelve grenades of each kind unless the scenario says otherwise
 *   (Section 11.0 General Rule); illumination only when the scenario issues it.
 *
 * Exchanging with another man is weapon-exchange.ts. Rulings:
 * docs/rulings/weapons-and-opportunity-fire.md (W1–W9).
 */
import type { Square } from '../../../map/map-model';
import { sameSquare } from '../../../map/map-model';
import type { Breakdown } from '../../../kernel/breakdown';
import type { Sourced } from '../../../kernel/provenance';
import { printed } from '../../../kernel/provenance';
import type { RuleError } from '../../../kernel/rule-error';
import { ruleError } from '../../../kernel/rule-error';
import type { PreparedGrenade } from './grenades';
import type { Outcome } from './movement';
import type { CommandoTables } from '../tables';
import { DEFAULT_COMMANDO_TABLES } from '../tables';
import type { GrenadeType } from '../tables/grenade-accuracy';
import type { TaskPointActionId } from '../tables/task-point-costs';
import type { MeleeWeaponId as HandToHandRowId } from '../tables/hand-to-hand-weapons';
import { WEAPON_CLASS_IDS, type WeaponClassId } from '../tables/weapons';
import { woundedTaskCost, type WoundState } from './wounds';

/**
 * Melee weapons (Case 13.13): on the Hand-to-Hand Combat Table (12.93) and not
 * on the Fire Combat Table (10.81) — the rows tables/hand-to-hand-weapons.ts
 * calls melee-only (`isMeleeOnlyWeapon`), checked against its ids below.
 */
export const MELEE_ONLY_WEAPON_IDS = [
  'bayonet',
  'combat-knife',
  'large-knife',
  'dagger',
  'saber',
  'samurai-sword',
  'ceremonial-sword',
  'swagger-stick',
  'umbrella',
  'garrote',
] as const satisfies readonly HandToHandRowId[];
export type MeleeOnlyWeaponId = (typeof MELEE_ONLY_WEAPON_IDS)[number];

/** Case 21.11: "a thump gun is considered a main combat weapon" — carried and exchanged as a fire weapon, fired by engine/launcher-command.ts. */
export const THUMP_GUN_KIND = 'thump-gun';

/** Anything Section 13 counts as a weapon: a Table 10.81 class (tables/weapons.ts), a melee weapon, or a thump gun (Case 21.11). */
export type CarriedWeaponKind = WeaponClassId | MeleeOnlyWeaponId | typeof THUMP_GUN_KIND;

/** Case 13.11's three kinds of possession. */
export type WeaponSlot = 'fire' | 'pistol' | 'melee';

export interface CarryingLimits {
  readonly total: Sourced<number>;
  readonly fire: Sourced<number>;
  readonly pistol: Sourced<number>;
  readonly melee: Sourced<number>;
  /** Fire weapons allowed when one of them is a machinegun (Case 13.12). */
  readonly fireWithMachinegun: Sourced<number>;
  /** Grenades of each kind a man carries unless the scenario says otherwise (Section 11.0 General Rule). */
  readonly grenadesOfEachKind: Sourced<number>;
}

export const CARRYING_LIMITS: CarryingLimits = {
  total: printed(4, 'Case 13.11 ("up to four weapons at any one time")'),
  fire: printed(2, 'Case 13.11 ("two fire weapons")'),
  pistol: printed(1, 'Case 13.11 ("one pistol")'),
  melee: printed(1, 'Case 13.11 ("one melee weapon")'),
  fireWithMachinegun: printed(1, 'Case 13.12 ("he may not carry another fire weapon")'),
  grenadesOfEachKind: printed(12, 'Section 11.0 General Rule ("twelve of each variety of grenade")'),
};

/** When something happened: a Game-Turn and a Phase (GameState.turn / GameState.phase). */
export interface PhaseRef {
  readonly turn: number;
  readonly phase: string;
}

export interface CarriedWeapon {
  /** This weapon's own id (a man may carry two rifles). */
  readonly id: string;
  readonly kind: CarriedWeaponKind;
  /** The side that brought it into play; another side's man firing it is "using Enemy weapon" (Case 13.24). */
  readonly issuedTo: string;
  /** Case 10.63; absent means loaded. Melee weapons ignore it. */
  readonly loaded?: boolean;
  /** Received in an exchange: not fired in that Task Execution Phase (Case 13.22). */
  readonly receivedIn?: PhaseRef;
}

/** What a man carries (the engine adapts ManState to this). */
export interface Armament {
  /** The man's side (Case 13.24). */
  readonly side: string;
  readonly weapons: readonly CarriedWeapon[];
  /** The id of his prepared weapon, if a carried weapon is prepared (Case 13.17). */
  readonly preparedWeapon?: string;
  /** Prepared grenades in hand (grenades.ts `Grenadier.prepared`); any makes a prepared weapon impossible (Case 13.17). */
  readonly preparedGrenades: readonly PreparedGrenade[];
  /** Grenades carried by kind (grenades.ts `Grenadier.carried`). */
  readonly grenades: Readonly<Partial<Record<GrenadeType, number>>>;
  /** Began the scenario with a flamethrower and the asbestos clothing (Case 13.25). */
  readonly initialFlamethrowerOperator: boolean;
  /** Section 18.0 General Rule: rifle grenades left (absent: the six of the rule, when it is in use; engine/launcher-command.ts). */
  readonly rifleGrenades?: number;
  /** Case 18.11: the weapon a rifle grenade is affixed to. */
  readonly rifleGrenadeOn?: string;
  /** Section 26.0: the rocket launcher he carries (engine/rocket-command.ts). */
  readonly rocketLauncher?: RocketLauncherCarried;
  /** Section 27.0 General Rule: LAWs he carries besides his other weapons (engine/law-command.ts). */
  readonly laws?: number;
  /** Case 25.11: unprepared satchel charges he carries (engine/satchel-command.ts); prepared ones are the game's `satchels`. */
  readonly satchelCharges?: number;
}

/** Section 26.0: a rocket launcher, single (Case 26.3) or multiple-fire (Case 26.41), its shells loaded and a reload under way. */
export interface RocketLauncherCarried {
  readonly multiple: boolean;
  readonly shells: number;
  /** Case 26.3: Task Points put into the next shell, and in which Phase (a shared reload is finished within one Phase). */
  readonly loading?: { readonly turn: number; readonly phase: string; readonly points: number };
}

/** The moment of a weapon task, and what the man has left. */
export interface WeaponTaskContext extends PhaseRef {
  readonly taskPointsRemaining: number;
  /** Doubles the cost when seriously wounded (Case 9.21). */
  readonly wounds?: WoundState;
  /** Before his first task of this task execution (Case 13.18's free change). */
  readonly atStartOfTaskExecution?: boolean;
}

export interface WeaponTaskResult {
  readonly armament: Armament;
  readonly cost: Breakdown;
  readonly taskPointsRemaining: number;
  /** Weapons left lying in the man's square (Case 13.14: "note where dropped weapons lie"). */
  readonly dropped: readonly CarriedWeapon[];
}

export type WeaponTables = Pick<CommandoTables, 'taskPointCosts' | 'taskPointAllotment'>;

const FIRE_CLASSES: ReadonlySet<string> = new Set(WEAPON_CLASS_IDS);

export const isFireWeaponClass = (kind: CarriedWeaponKind): kind is WeaponClassId => FIRE_CLASSES.has(kind);

/** Case 13.11, 13.13: pistol, melee weapon, or fire weapon (every other Table 10.81 class, the machine pistol included: ruling W2). */
export function weaponSlot(kind: CarriedWeaponKind): WeaponSlot {
  if (kind === 'pistol') return 'pistol';
  return isFireWeaponClass(kind) || kind === THUMP_GUN_KIND ? 'fire' : 'melee';
}

/** Case 13.12: "a machine gun (of any sort)". */
export const isMachinegun = (kind: CarriedWeaponKind): boolean => kind === 'machinegun';

/** Cases 13.11–13.12: why this set of weapons may not be carried, or undefined. */
export function checkCarrying(weapons: readonly CarriedWeapon[], limits: CarryingLimits = CARRYING_LIMITS): RuleError | undefined {
  const n = { fire: 0, pistol: 0, melee: 0 };
  for (const w of weapons) n[weaponSlot(w.kind)] += 1;
  if (weapons.length > limits.total.value) {
    return ruleError('weapon/limit', 'Case 13.11', `A man may never have more than ${limits.total.value} weapons; this would be ${weapons.length} (Case 13.11).`);
  }
  const mg = weapons.some((w) => isMachinegun(w.kind));
  if (mg && n.fire > limits.fireWithMachinegun.value) {
    return ruleError('weapon/machinegun-limit', 'Case 13.12', 'A man carrying a machinegun may not carry another fire weapon (Case 13.12).');
  }
  for (const slot of ['fire', 'pistol', 'melee'] as const) {
    if (n[slot] > limits[slot].value) {
      const what = slot === 'fire' ? 'fire weapons' : slot === 'pistol' ? 'pistols' : 'melee weapons';
      return ruleError('weapon/limit', 'Case 13.11', `A man may carry at most ${limits[slot].value} ${what}; this would be ${n[slot]} (Case 13.11).`);
    }
  }
  return undefined;
}

/** Section 11.0 General Rule: twelve fragmentation and twelve smoke; illumination only when the scenario issues it (ruling W8). */
export function initialGrenades(scenario: Partial<Record<GrenadeType, number>> = {}, limits: CarryingLimits = CARRYING_LIMITS): Record<GrenadeType, number> {
  const twelve = limits.grenadesOfEachKind.value;
  const out = { fragmentation: scenario.fragmentation ?? twelve, smoke: scenario.smoke ?? twelve, illumination: scenario.illumination ?? 0 };
  for (const [k, v] of Object.entries(out)) {
    if (!Number.isInteger(v) || v < 0) throw new RangeError(`a man carries a whole number of ${k} grenades, not ${v} (Section 11.0)`);
  }
  return out;
}

/** Case 13.24: this man firing this weapon is "using Enemy weapon"; the fire module applies −15% only to the classes that carry the penalty. */
export const usingEnemyWeapon = (a: Pick<Armament, 'side'>, w: Pick<CarriedWeapon, 'issuedTo'>): boolean => w.issuedTo !== a.side;

/** Cases 13.17, 13.22, 10.63, 11.12: may he fire this weapon now? */
export function checkFireWith(a: Armament, weaponId: string, now: PhaseRef): RuleError | undefined {
  const w = a.weapons.find((x) => x.id === weaponId);
  if (!w) return ruleError('weapon/not-carried', 'Case 13.17', `He does not carry weapon ${weaponId}.`);
  if (w.kind === THUMP_GUN_KIND) return ruleError('weapon/thump-gun', 'Case 21.12', 'A thump gun fires shells at a square, not at men on the Fire Combat Table (Cases 21.12–21.13).');
  if (!isFireWeaponClass(w.kind)) return ruleError('weapon/not-fire-weapon', 'Case 13.13', `A ${w.kind} is a melee weapon, used only in hand-to-hand combat (Case 13.13).`);
  if (a.preparedGrenades.length > 0) {
    return ruleError('weapon/grenade-prepared', 'Case 13.17', 'A man with a prepared grenade may not have a prepared fire weapon (Case 13.17; Case 11.12).');
  }
  if (a.rifleGrenadeOn === weaponId) {
    return ruleError('weapon/rifle-grenade-affixed', 'Case 18.11', 'A rifle grenade is affixed to the weapon: he may not fire it (except to discharge the rifle grenade) until he fires or removes the grenade (Case 18.11).');
  }
  if (a.preparedWeapon !== weaponId) return ruleError('weapon/not-prepared', 'Case 13.17', `A man may fire only the weapon he has prepared (Case 13.17); ${w.kind} is not.`);
  if (w.receivedIn && w.receivedIn.turn === now.turn && w.receivedIn.phase === now.phase) {
    return ruleError('weapon/received-this-phase', 'Case 13.22', 'A man may not fire a weapon he received in the same Task Execution Phase (Case 13.22).');
  }
  if (w.loaded === false) return ruleError('weapon/unloaded', 'Case 10.63', 'An unloaded weapon may not be fired until it is reloaded (Case 10.63).');
  return undefined;
}

/** The chart cost of a weapon task for this man, doubled when seriously wounded (Cases 5.22, 9.21). */
export function weaponTaskCost(id: TaskPointActionId, ctx: WeaponTaskContext, tables: WeaponTables = DEFAULT_COMMANDO_TABLES): Breakdown {
  const row = tables.taskPointCosts[id];
  const wounds = ctx.wounds ?? { endurance: 1, woundPoints: 0 };
  return woundedTaskCost({ value: row.cost.value, provenance: row.cost.provenance, label: row.label, caseRef: 'Case 5.22' }, wounds, ctx.taskPointsRemaining, tables);
}

/** Case 6.44: a task he cannot pay for. */
export function checkAffordable(cost: Breakdown, ctx: Pick<WeaponTaskContext, 'taskPointsRemaining'>, what: string): RuleError | undefined {
  if (cost.final <= Math.max(0, ctx.taskPointsRemaining)) return undefined;
  return ruleError('weapon/insufficient-task-points', 'Case 6.44', `${what} costs ${cost.final} Task Points; he has ${Math.max(0, ctx.taskPointsRemaining)} left (Case 6.44).`);
}

const free = (what: string, caseRef: string): Breakdown => ({ what: 'Task Point cost', steps: [{ kind: 'base', label: what, caseRef, amount: 0, value: 0 }], final: 0 });

/** The row Case 13.18 charges for changing the prepared weapon during task execution (ruling W4). */
export const CHANGE_PREPARED_WEAPON_TASK: TaskPointActionId = 'exchange-weapons';

/** Cases 13.17–13.18: why he may not prepare this weapon now, or what it costs. */
export function validateChangePrepared(a: Armament, weaponId: string, ctx: WeaponTaskContext, tables: WeaponTables = DEFAULT_COMMANDO_TABLES): Outcome<Breakdown> {
  const w = a.weapons.find((x) => x.id === weaponId);
  if (!w) return { ok: false, error: ruleError('weapon/not-carried', 'Case 13.18', `He may prepare only a weapon he is carrying (Case 13.18); he does not carry ${weaponId}.`) };
  if (a.preparedGrenades.length > 0) {
    return { ok: false, error: ruleError('weapon/grenade-prepared', 'Case 13.17', 'A prepared grenade is his prepared weapon until he throws it (Cases 13.17, 11.12).') };
  }
  if (a.preparedWeapon === weaponId) return { ok: false, error: ruleError('weapon/already-prepared', 'Case 13.17', `The ${w.kind} is already his prepared weapon.`) };
  if (ctx.atStartOfTaskExecution) return { ok: true, value: free('Change prepared weapon at the start of task execution: free', 'Case 13.18') };
  const cost = weaponTaskCost(CHANGE_PREPARED_WEAPON_TASK, ctx, tables);
  const err = checkAffordable(cost, ctx, 'Changing the prepared weapon during task execution (Case 13.18)');
  return err ? { ok: false, error: err } : { ok: true, value: cost };
}

export function applyChangePrepared(a: Armament, weaponId: string, ctx: WeaponTaskContext, tables: WeaponTables = DEFAULT_COMMANDO_TABLES): Outcome<WeaponTaskResult> {
  const v = validateChangePrepared(a, weaponId, ctx, tables);
  if (!v.ok) return v;
  return { ok: true, value: { armament: { ...a, preparedWeapon: weaponId }, cost: v.value, taskPointsRemaining: ctx.taskPointsRemaining - v.value.final, dropped: [] } };
}

/** Removes weapons from a man; a dropped prepared weapon leaves him with none prepared. */
export function withoutWeapons(a: Armament, ids: readonly string[]): { readonly armament: Armament; readonly removed: readonly CarriedWeapon[] } {
  const removed = a.weapons.filter((w) => ids.includes(w.id));
  const weapons = a.weapons.filter((w) => !ids.includes(w.id));
  const { preparedWeapon, ...rest } = a;
  const keep = preparedWeapon !== undefined && !ids.includes(preparedWeapon);
  return { armament: { ...rest, weapons, ...(keep ? { preparedWeapon } : {}) }, removed };
}

/** Case 13.14: which of these he may drop (any he carries). */
export function validateDrop(a: Armament, ids: readonly string[]): RuleError | undefined {
  const missing = ids.find((id) => !a.weapons.some((w) => w.id === id));
  if (missing !== undefined) return ruleError('weapon/not-carried', 'Case 13.14', `He may drop only weapons he carries; he does not carry ${missing} (Case 13.14).`);
  return undefined;
}

/** Case 13.14: dropping is free, at any time. */
export function applyDrop(a: Armament, ids: readonly string[], ctx: Pick<WeaponTaskContext, 'taskPointsRemaining'>): Outcome<WeaponTaskResult> {
  const err = validateDrop(a, ids);
  if (err) return { ok: false, error: err };
  const { armament, removed } = withoutWeapons(a, ids);
  return { ok: true, value: { armament, cost: free('Drop a weapon: no Task Point cost', 'Case 13.14'), taskPointsRemaining: ctx.taskPointsRemaining, dropped: removed } };
}

/** A weapon lying on the map (Case 13.14). */
export interface LyingWeapon {
  readonly weapon: CarriedWeapon;
  readonly square: Square;
}

export interface PickUp {
  readonly manSquare: Square;
  readonly item: LyingWeapon;
  /** Weapons he drops in the process to stay within Case 13.11 (free, Case 13.14). */
  readonly drop?: readonly string[];
}

/** Cases 13.15, 13.11–13.12, 13.25 (ruling W6): may he pick it up, and at what cost. */
export function validatePickUp(a: Armament, p: PickUp, ctx: WeaponTaskContext, tables: WeaponTables = DEFAULT_COMMANDO_TABLES): Outcome<Breakdown> {
  if (!sameSquare(p.item.square, p.manSquare)) {
    return { ok: false, error: ruleError('weapon/not-in-square', 'Case 13.15', 'A man may pick up only a weapon dropped in his own square (Case 13.15).') };
  }
  const dropErr = validateDrop(a, p.drop ?? []);
  if (dropErr) return { ok: false, error: dropErr };
  if (p.item.weapon.kind === 'flamethrower' && !a.initialFlamethrowerOperator) {
    return { ok: false, error: ruleError('weapon/flamethrower-exchange', 'Case 13.25', 'Only a man who began with a flamethrower (and its asbestos clothing) may take up a flamethrower (Case 13.25).') };
  }
  const after = [...withoutWeapons(a, p.drop ?? []).armament.weapons, p.item.weapon];
  const carryErr = checkCarrying(after);
  if (carryErr) return { ok: false, error: { ...carryErr, message: `${carryErr.message} He may drop one of his own weapons in the process (Case 13.15).` } };
  const cost = weaponTaskCost('pick-up-weapon', ctx, tables);
  const err = checkAffordable(cost, ctx, 'Picking up a weapon (Case 13.15)');
  return err ? { ok: false, error: err } : { ok: true, value: cost };
}

export function applyPickUp(a: Armament, p: PickUp, ctx: WeaponTaskContext, tables: WeaponTables = DEFAULT_COMMANDO_TABLES): Outcome<WeaponTaskResult> {
  const v = validatePickUp(a, p, ctx, tables);
  if (!v.ok) return v;
  const { armament, removed } = withoutWeapons(a, p.drop ?? []);
  return {
    ok: true,
    value: { armament: { ...armament, weapons: [...armament.weapons, p.item.weapon] }, cost: v.value, taskPointsRemaining: ctx.taskPointsRemaining - v.value.final, dropped: removed },
  };
}
