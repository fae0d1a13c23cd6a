/**
 * Exchanging weapons (Section 13.0, Case 13.2): taking a weapon from, or
 * giving one to, another man in the same square.
 *
 * - The partner is a Friendly man in any condition, or an incapacitated or
 *   killed Enemy man (Case 13.21).
 * - Both men pay the chart's "Exchange weapons" cost (Cases 13.22–13.23); a
 *   man who cannot act (incapacitated, dead) pays nothing (ruling W5).
 * - One-way transfers are allowed (Case 13.23); either man may drop weapons
 *   in the square to stay within Case 13.11 (Cases 13.14, 13.21).
 * - A received weapon may not be fired in the Task Execution Phase it was
 *   received (Case 13.22) — grenades excepted (Case 11.23).
 * - Flamethrowers pass only to a man who began with one (Case 13.25).
 * - A weapon keeps the side it was issued to: firing an Enemy weapon is
 *   flagged by weapons.ts `usingEnemyWeapon` (Case 13.24).
 *
 * Rulings: docs/rulings/weapons-and-opportunity-fire.md (W5–W7).
 */
import type { Square } from '../../../map/map-model';
import { sameSquare } from '../../../map/map-model';
import type { Breakdown } from '../../../kernel/breakdown';
import type { RuleError } from '../../../kernel/rule-error';
import { ruleError } from '../../../kernel/rule-error';
import type { Outcome } from './movement';
import type { GrenadeType } from '../tables/grenade-accuracy';
import type { Armament, CarriedWeapon, WeaponTables, WeaponTaskContext } from './weapons';
import { checkAffordable, checkCarrying, validateDrop, weaponTaskCost, withoutWeapons } from './weapons';
import { DEFAULT_COMMANDO_TABLES } from '../tables';
import type { WoundState } from './wounds';

/** One of the two men, as the exchange needs him. */
export interface ExchangeParty {
  readonly id: string;
  readonly square: Square;
  /** 'able' men pay and may give; see Cases 9.22, 10.54. */
  readonly condition: 'able' | 'incapacitated' | 'dead';
  readonly armament: Armament;
  readonly taskPointsRemaining: number;
  readonly wounds?: WoundState;
}

export interface ExchangeRequest {
  /** The man executing tasks. */
  readonly taker: ExchangeParty;
  readonly partner: ExchangeParty;
  /** Weapon ids the taker takes from the partner. */
  readonly take: readonly string[];
  /** Weapon ids the taker gives the partner (Friendly partners only; ruling W5). */
  readonly give?: readonly string[];
  /** Weapons each man leaves in the square (free, Case 13.14). */
  readonly takerDrops?: readonly string[];
  readonly partnerDrops?: readonly string[];
  /** Grenades the taker takes (positive) or gives (negative), by kind. */
  readonly grenades?: Readonly<Partial<Record<GrenadeType, number>>>;
  /** The taker takes the partner's prepared grenades; he may throw them at once (Case 11.23). */
  readonly takePreparedGrenades?: boolean;
  /** Something else passes in the same exchange (an explosive, Case 11.71), so it is not empty. */
  readonly passesOther?: boolean;
}

export interface ExchangeResult {
  readonly taker: Armament;
  readonly partner: Armament;
  readonly takerCost: Breakdown;
  /** Absent when the partner cannot act and so pays nothing (ruling W5). */
  readonly partnerCost?: Breakdown;
  readonly takerTaskPointsRemaining: number;
  readonly partnerTaskPointsRemaining: number;
  /** Left lying in the square (Case 13.14). */
  readonly dropped: readonly CarriedWeapon[];
}

const fail = (code: string, caseRef: string, message: string): { ok: false; error: RuleError } => ({ ok: false, error: ruleError(code, caseRef, message) });

const ctxOf = (p: ExchangeParty, now: Pick<WeaponTaskContext, 'turn' | 'phase'>): WeaponTaskContext => ({
  ...now,
  taskPointsRemaining: p.taskPointsRemaining,
  ...(p.wounds ? { wounds: p.wounds } : {}),
});

function checkParties(r: ExchangeRequest): RuleError | undefined {
  const { taker, partner } = r;
  if (taker.id === partner.id) return ruleError('weapon/exchange-self', 'Case 13.21', 'A man exchanges weapons with another man (Case 13.21).');
  if (taker.condition !== 'able') return ruleError('weapon/exchange-cannot-act', 'Case 9.22', 'An incapacitated or dead man performs no task (Case 9.22).');
  if (!sameSquare(taker.square, partner.square)) {
    return ruleError('weapon/not-same-square', 'Case 13.0', 'To take a weapon from another man, both men must be in the same square (Section 13.0 Procedure; Case 13.21).');
  }
  const friendly = taker.armament.side === partner.armament.side;
  if (!friendly && partner.condition === 'able') {
    return ruleError('weapon/exchange-enemy', 'Case 13.21', 'Weapons may be taken only from a Friendly man or an incapacitated or killed Enemy man (Case 13.21).');
  }
  if (!friendly && ((r.give ?? []).length > 0 || Object.values(r.grenades ?? {}).some((n) => (n ?? 0) < 0))) {
    return ruleError('weapon/exchange-give-enemy', 'Case 13.21', 'Weapons are given only to a Friendly man; from an Enemy man a man may only take (Case 13.21; ruling W5).');
  }
  if (r.take.length === 0 && (r.give ?? []).length === 0 && !r.takePreparedGrenades && !r.passesOther && Object.values(r.grenades ?? {}).every((n) => (n ?? 0) === 0)) {
    return ruleError('weapon/exchange-nothing', 'Case 13.23', 'An exchange must pass at least one weapon or grenade one way (Case 13.23).');
  }
  return undefined;
}

function checkItems(r: ExchangeRequest): RuleError | undefined {
  const { taker, partner } = r;
  const missing = (a: Armament, ids: readonly string[]): string | undefined => ids.find((id) => !a.weapons.some((w) => w.id === id));
  const m1 = missing(partner.armament, r.take);
  if (m1 !== undefined) return ruleError('weapon/not-carried', 'Case 13.21', `The other man does not carry weapon ${m1}.`);
  const m2 = missing(taker.armament, r.give ?? []);
  if (m2 !== undefined) return ruleError('weapon/not-carried', 'Case 13.21', `He does not carry weapon ${m2}.`);
  const overlapT = (r.takerDrops ?? []).find((id) => (r.give ?? []).includes(id));
  const overlapP = (r.partnerDrops ?? []).find((id) => r.take.includes(id));
  if (overlapT !== undefined || overlapP !== undefined) return ruleError('weapon/exchange-conflict', 'Case 13.21', 'A weapon cannot be both handed over and dropped.');
  const dropErr = validateDrop(taker.armament, r.takerDrops ?? []) ?? validateDrop(partner.armament, r.partnerDrops ?? []);
  if (dropErr) return dropErr;
  const ft = (ids: readonly string[], from: Armament): boolean => from.weapons.some((w) => ids.includes(w.id) && w.kind === 'flamethrower');
  if (ft(r.take, partner.armament) && !taker.armament.initialFlamethrowerOperator) {
    return ruleError('weapon/flamethrower-exchange', 'Case 13.25', 'Flamethrowers may never be exchanged, except to a man who began with one (asbestos clothing, Case 13.25).');
  }
  if (ft(r.give ?? [], taker.armament) && !partner.armament.initialFlamethrowerOperator) {
    return ruleError('weapon/flamethrower-exchange', 'Case 13.25', 'Flamethrowers may never be exchanged, except to a man who began with one (asbestos clothing, Case 13.25).');
  }
  for (const [kind, n] of Object.entries(r.grenades ?? {}) as [GrenadeType, number | undefined][]) {
    const k = n ?? 0;
    if (!Number.isInteger(k)) return ruleError('weapon/grenade-count', 'Section 11.0', `Grenades pass whole, not ${k}.`);
    if (k > (partner.armament.grenades[kind] ?? 0) || -k > (taker.armament.grenades[kind] ?? 0)) {
      return ruleError('weapon/grenade-count', 'Section 11.0', `Not enough ${kind} grenades to pass ${Math.abs(k)}.`);
    }
  }
  if (r.takePreparedGrenades && partner.armament.preparedGrenades.length === 0) {
    return ruleError('weapon/no-prepared-grenade', 'Case 11.23', 'The other man holds no prepared grenade.');
  }
  return undefined;
}

function transfer(r: ExchangeRequest, now: Pick<WeaponTaskContext, 'turn' | 'phase'>) {
  const received = { turn: now.turn, phase: now.phase };
  const t0 = withoutWeapons(r.taker.armament, [...(r.takerDrops ?? []), ...(r.give ?? [])]);
  const p0 = withoutWeapons(r.partner.armament, [...(r.partnerDrops ?? []), ...r.take]);
  const toTaker = r.partner.armament.weapons.filter((w) => r.take.includes(w.id)).map((w) => ({ ...w, receivedIn: received }));
  const toPartner = r.taker.armament.weapons.filter((w) => (r.give ?? []).includes(w.id)).map((w) => ({ ...w, receivedIn: received }));
  const grenades = (a: Armament, sign: 1 | -1): Armament['grenades'] => {
    const out: Partial<Record<GrenadeType, number>> = { ...a.grenades };
    for (const [kind, n] of Object.entries(r.grenades ?? {}) as [GrenadeType, number | undefined][]) out[kind] = (out[kind] ?? 0) + sign * (n ?? 0);
    return out;
  };
  const passPrepared = r.takePreparedGrenades ? r.partner.armament.preparedGrenades : [];
  let taker: Armament = { ...t0.armament, weapons: [...t0.armament.weapons, ...toTaker], grenades: grenades(t0.armament, 1) };
  if (passPrepared.length > 0) {
    // Case 13.17: a prepared grenade is his prepared weapon.
    const { preparedWeapon: _dropped, ...rest } = taker;
    taker = { ...rest, preparedGrenades: [...taker.preparedGrenades, ...passPrepared] };
  }
  const partner: Armament = {
    ...p0.armament,
    weapons: [...p0.armament.weapons, ...toPartner],
    grenades: grenades(p0.armament, -1),
    preparedGrenades: r.takePreparedGrenades ? [] : p0.armament.preparedGrenades,
  };
  const dropped = [
    ...t0.removed.filter((w) => (r.takerDrops ?? []).includes(w.id)),
    ...p0.removed.filter((w) => (r.partnerDrops ?? []).includes(w.id)),
  ];
  return { taker, partner, dropped };
}

/** Section 13.2: why this exchange may not be made, or the two men's costs. */
export function validateExchange(
  r: ExchangeRequest,
  now: Pick<WeaponTaskContext, 'turn' | 'phase'>,
  tables: WeaponTables = DEFAULT_COMMANDO_TABLES,
): Outcome<{ readonly takerCost: Breakdown; readonly partnerCost?: Breakdown }> {
  const err = checkParties(r) ?? checkItems(r);
  if (err) return { ok: false, error: err };
  const after = transfer(r, now);
  for (const [who, a] of [['He', after.taker], ['The other man', after.partner]] as const) {
    const c = checkCarrying(a.weapons);
    if (c) return fail(c.code, c.caseRef, `${who}: ${c.message} Either man may drop a weapon in the square to make room (Case 13.21).`);
  }
  const takerCost = weaponTaskCost('exchange-weapons', ctxOf(r.taker, now), tables);
  const tErr = checkAffordable(takerCost, r.taker, 'Exchanging weapons (Section 13.0)');
  if (tErr) return { ok: false, error: tErr };
  if (r.partner.condition !== 'able') return { ok: true, value: { takerCost } };
  const partnerCost = weaponTaskCost('exchange-weapons', ctxOf(r.partner, now), tables);
  const pErr = checkAffordable(partnerCost, r.partner, 'Exchanging weapons — both men pay (Case 13.23)');
  if (pErr) return { ok: false, error: { ...pErr, caseRef: 'Case 13.23', message: `The other man: ${pErr.message}` } };
  return { ok: true, value: { takerCost, partnerCost } };
}

/** Section 13.2: the exchange made. */
export function applyExchange(r: ExchangeRequest, now: Pick<WeaponTaskContext, 'turn' | 'phase'>, tables: WeaponTables = DEFAULT_COMMANDO_TABLES): Outcome<ExchangeResult> {
  const v = validateExchange(r, now, tables);
  if (!v.ok) return v;
  const { taker, partner, dropped } = transfer(r, now);
  const { takerCost, partnerCost } = v.value;
  return {
    ok: true,
    value: {
      taker,
      partner,
      takerCost,
      ...(partnerCost ? { partnerCost } : {}),
      takerTaskPointsRemaining: r.taker.taskPointsRemaining - takerCost.final,
      partnerTaskPointsRemaining: r.partner.taskPointsRemaining - (partnerCost?.final ?? 0),
      dropped,
    },
  };
}
