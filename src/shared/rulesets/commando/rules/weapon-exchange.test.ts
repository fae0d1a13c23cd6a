import { describe, expect, it } from 'vitest';
import type { ExchangeParty } from './weapon-exchange';
import { applyExchange, validateExchange } from './weapon-exchange';
import type { Armament, CarriedWeapon, CarriedWeaponKind } from './weapons';
import { checkFireWith, initialGrenades, usingEnemyWeapon } from './weapons';

const sq = { col: 5, row: 5 };
const now = { turn: 2, phase: 'non-prepared-task-execution' };
const w = (id: string, kind: CarriedWeaponKind, issuedTo = 'A'): CarriedWeapon => ({ id, kind, issuedTo });
const man = (id: string, side: string, weapons: CarriedWeapon[], extra: Partial<ExchangeParty> = {}, armament: Partial<Armament> = {}): ExchangeParty => ({
  id,
  square: sq,
  condition: 'able',
  taskPointsRemaining: 50,
  armament: { side, weapons, preparedGrenades: [], grenades: initialGrenades(), initialFlamethrowerOperator: false, ...armament },
  ...extra,
});

describe('Case 13.21 who may exchange', () => {
  it('Case 13.21 / 13.23: with a Friendly man in the same square both pay the chart’s 22 (variant)', () => {
    const r = applyExchange({ taker: man('a1', 'A', [w('p', 'pistol')]), partner: man('a2', 'A', [w('r', 'rifle')]), take: ['r'], give: ['p'] }, now);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.takerCost.final).toBe(22);
    expect(r.value.partnerCost?.final).toBe(22);
    expect(r.value.takerTaskPointsRemaining).toBe(28);
    expect(r.value.partnerTaskPointsRemaining).toBe(28);
    expect(r.value.taker.weapons.map((x) => x.id)).toEqual(['r']);
    expect(r.value.partner.weapons.map((x) => x.id)).toEqual(['p']);
  });
  it('Section 13.0 Procedure: both men must be in the same square', () => {
    const r = validateExchange({ taker: man('a1', 'A', []), partner: man('a2', 'A', [w('r', 'rifle')], { square: { col: 5, row: 6 } }), take: ['r'] }, now);
    expect(!r.ok && r.error.code).toBe('weapon/not-same-square');
  });
  it('Case 13.21: not from an able Enemy man', () => {
    const r = validateExchange({ taker: man('a1', 'A', []), partner: man('b1', 'B', [w('r', 'rifle', 'B')]), take: ['r'] }, now);
    expect(!r.ok && r.error.code).toBe('weapon/exchange-enemy');
  });
  it('Case 13.21 (ruling W5): from a killed or incapacitated Enemy man; only the taker pays', () => {
    const r = applyExchange({ taker: man('a1', 'A', []), partner: man('b1', 'B', [w('smg', 'submachinegun', 'B')], { condition: 'dead', taskPointsRemaining: 0 }), take: ['smg'] }, now);
    expect(r.ok && r.value.partnerCost).toBeUndefined();
    expect(r.ok && r.value.takerCost.final).toBe(22);
    expect(r.ok && usingEnemyWeapon(r.value.taker, r.value.taker.weapons[0]!)).toBe(true);
  });
  it('Case 13.21: a Friendly man "regardless of condition" — an incapacitated comrade gives up his rifle, paying nothing', () => {
    const r = applyExchange({ taker: man('a1', 'A', []), partner: man('a2', 'A', [w('r', 'rifle')], { condition: 'incapacitated', taskPointsRemaining: 0 }), take: ['r'] }, now);
    expect(r.ok && r.value.partnerCost).toBeUndefined();
  });
  it('ruling W5: nothing is given to an Enemy man', () => {
    const r = validateExchange({ taker: man('a1', 'A', [w('p', 'pistol')]), partner: man('b1', 'B', [], { condition: 'dead' }), take: [], give: ['p'] }, now);
    expect(!r.ok && r.error.code).toBe('weapon/exchange-give-enemy');
  });
  it('Case 9.22: an incapacitated man cannot take', () => {
    const r = validateExchange({ taker: man('a1', 'A', [], { condition: 'incapacitated' }), partner: man('a2', 'A', [w('r', 'rifle')]), take: ['r'] }, now);
    expect(!r.ok && r.error.code).toBe('weapon/exchange-cannot-act');
  });
});

describe('Case 13.23 one-way exchange, both pay', () => {
  it('Case 13.23: receiving without giving is allowed', () => {
    expect(validateExchange({ taker: man('a1', 'A', []), partner: man('a2', 'A', [w('r', 'rifle')]), take: ['r'] }, now).ok).toBe(true);
  });
  it('Case 13.23: an exchange of nothing is refused', () => {
    const r = validateExchange({ taker: man('a1', 'A', []), partner: man('a2', 'A', []), take: [] }, now);
    expect(!r.ok && r.error.code).toBe('weapon/exchange-nothing');
  });
  it('Case 13.23: the partner must be able to pay as well', () => {
    const r = validateExchange({ taker: man('a1', 'A', []), partner: man('a2', 'A', [w('r', 'rifle')], { taskPointsRemaining: 10 }), take: ['r'] }, now);
    expect(!r.ok && r.error.caseRef).toBe('Case 13.23');
  });
  it('Case 9.21: a seriously wounded taker pays 44', () => {
    const r = validateExchange({ taker: man('a1', 'A', [], { wounds: { endurance: 10, woundPoints: 5 } }), partner: man('a2', 'A', [w('r', 'rifle')]), take: ['r'] }, now);
    expect(r.ok && r.value.takerCost.final).toBe(44);
  });
});

describe('Case 13.11 limits in an exchange', () => {
  const full = [w('r', 'rifle'), w('c', 'carbine'), w('p', 'pistol')];
  it('Case 13.11 / 13.21: taking a third fire weapon is refused unless he drops one in the square', () => {
    const refused = validateExchange({ taker: man('a1', 'A', full), partner: man('a2', 'A', [w('s', 'shotgun')]), take: ['s'] }, now);
    expect(!refused.ok && refused.error.code).toBe('weapon/limit');
    const r = applyExchange({ taker: man('a1', 'A', full), partner: man('a2', 'A', [w('s', 'shotgun')]), take: ['s'], takerDrops: ['c'] }, now);
    expect(r.ok && r.value.dropped.map((x) => x.id)).toEqual(['c']);
  });
  it('Case 13.12: taking a machinegun while carrying a rifle needs the rifle dropped or given', () => {
    const r = validateExchange({ taker: man('a1', 'A', [w('r', 'rifle')]), partner: man('a2', 'A', [w('mg', 'machinegun')]), take: ['mg'] }, now);
    expect(!r.ok && r.error.code).toBe('weapon/machinegun-limit');
    expect(validateExchange({ taker: man('a1', 'A', [w('r', 'rifle')]), partner: man('a2', 'A', [w('mg', 'machinegun')]), take: ['mg'], give: ['r'] }, now).ok).toBe(true);
  });
});

describe('Case 13.22 received weapons', () => {
  it('Case 13.22: the received weapon may not be fired in the same Task Execution Phase', () => {
    const r = applyExchange({ taker: man('a1', 'A', []), partner: man('a2', 'A', [w('r', 'rifle')]), take: ['r'] }, now);
    if (!r.ok) throw new Error(r.error.message);
    const armed = { ...r.value.taker, preparedWeapon: 'r' };
    expect(checkFireWith(armed, 'r', now)?.code).toBe('weapon/received-this-phase');
    expect(checkFireWith(armed, 'r', { turn: 3, phase: now.phase })).toBeUndefined();
  });
  it('Case 13.22: he may fire the weapon he is about to give before he exchanges it (his own is unaffected)', () => {
    const giver = man('a1', 'A', [w('r', 'rifle')], {}, { preparedWeapon: 'r' });
    expect(checkFireWith(giver.armament, 'r', now)).toBeUndefined();
  });
  it('Case 11.23: a prepared grenade received may be thrown at once; it becomes his prepared weapon (Case 13.17)', () => {
    const partner = man('a2', 'A', [], {}, { preparedGrenades: [{ type: 'fragmentation', era: 'wwii' }] });
    const r = applyExchange({ taker: man('a1', 'A', [w('r', 'rifle')], {}, { preparedWeapon: 'r' }), partner, take: [], takePreparedGrenades: true }, now);
    expect(r.ok && r.value.taker.preparedGrenades).toHaveLength(1);
    expect(r.ok && r.value.taker.preparedWeapon).toBeUndefined();
    expect(r.ok && r.value.partner.preparedGrenades).toHaveLength(0);
  });
  it('Section 11.0: grenades pass by count; not more than he has', () => {
    const r = applyExchange({ taker: man('a1', 'A', []), partner: man('a2', 'A', []), take: [], grenades: { fragmentation: 3 } }, now);
    expect(r.ok && r.value.taker.grenades.fragmentation).toBe(15);
    expect(r.ok && r.value.partner.grenades.fragmentation).toBe(9);
    const over = validateExchange({ taker: man('a1', 'A', []), partner: man('a2', 'A', []), take: [], grenades: { fragmentation: 13 } }, now);
    expect(!over.ok && over.error.code).toBe('weapon/grenade-count');
  });
});

describe('Case 13.25 flamethrowers', () => {
  it('Case 13.25: a flamethrower is never exchanged to a man without the asbestos clothing', () => {
    const r = validateExchange({ taker: man('a1', 'A', []), partner: man('a2', 'A', [w('ft', 'flamethrower')]), take: ['ft'] }, now);
    expect(!r.ok && r.error.code).toBe('weapon/flamethrower-exchange');
  });
  it('Case 13.25: a man who began with a flamethrower may take another man’s and use it', () => {
    const r = validateExchange({ taker: man('a1', 'A', [], {}, { initialFlamethrowerOperator: true }), partner: man('a2', 'A', [w('ft', 'flamethrower')]), take: ['ft'] }, now);
    expect(r.ok).toBe(true);
  });
  it('Case 13.25: nor may he give one to a man who did not begin with one', () => {
    const r = validateExchange({ taker: man('a1', 'A', [w('ft', 'flamethrower')], {}, { initialFlamethrowerOperator: true }), partner: man('a2', 'A', []), take: [], give: ['ft'] }, now);
    expect(!r.ok && r.error.code).toBe('weapon/flamethrower-exchange');
  });
});
