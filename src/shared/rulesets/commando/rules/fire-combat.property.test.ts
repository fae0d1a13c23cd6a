import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIELD_TERRAIN, type FieldTerrain } from '../../../map/map-model';
import type { DiceSource, DieFace, DieRequest } from '../../../kernel/dice/dice-source';
import { isRuleError } from '../../../kernel/rule-error';
import { fireChance, resolveFire } from './fire-combat';
import type { Firer, ResolvableTarget } from './fire-chance';
import { WEAPON_CLASS_IDS } from '../tables/weapons';

/** Dice from a fast-check list of numbers, cycling: any face sequence the property explores. */
class ListDice implements DiceSource {
  readonly mode = 'scripted' as const;
  private i = 0;
  constructor(private readonly values: readonly number[]) {}
  roll(r: DieRequest): DieFace {
    const v = this.values[this.i++ % this.values.length]!;
    return { die: r.die, face: r.die === 'd6' ? (v % 6) + 1 : (v % 10) + 1 };
  }
}

const terrains = FIELD_TERRAIN.filter((t) => t !== 'oil-tank') as FieldTerrain[];

const firerArb: fc.Arbitrary<Firer> = fc.record({
  weapon: fc.constantFrom(...WEAPON_CLASS_IDS),
  wounds: fc.record({ endurance: fc.integer({ min: 5, max: 25 }), woundPoints: fc.integer({ min: 0, max: 30 }) }),
  prone: fc.boolean(),
  adjacentToWall: fc.boolean(),
  weaponMounted: fc.boolean(),
  inVehicle: fc.boolean(),
  movingVehicleOrAnimal: fc.boolean(),
  usingEnemyWeapon: fc.boolean(),
  aiming: fc.boolean(),
  inWater: fc.boolean(),
  taskPointsRemaining: fc.integer({ min: 0, max: 50 }),
  combatTasksThisTurn: fc.integer({ min: 0, max: 1 }),
  weaponLoaded: fc.boolean(),
  flamethrowerRepaired: fc.boolean(),
});

const targetArb: fc.Arbitrary<ResolvableTarget> = fc.record({
  range: fc.integer({ min: 0, max: 70 }),
  observedByFirer: fc.boolean(),
  prone: fc.boolean(),
  terrain: fc.constantFrom(...terrains),
  apertures: fc.array(fc.constantFrom('door' as const, 'window' as const, 'slit' as const), { maxLength: 2 }),
  flushAgainstWall: fc.boolean(),
  moving: fc.boolean(),
  inWater: fc.boolean(),
  onTankOrInApc: fc.boolean(),
  friendlyMenInSquare: fc.integer({ min: 0, max: 1 }),
  enteringFirersSquare: fc.boolean(),
  wounds: fc.record({ endurance: fc.integer({ min: 5, max: 25 }), woundPoints: fc.integer({ min: 0, max: 20 }) }),
  taskPointsRemaining: fc.integer({ min: 0, max: 50 }),
});

const dead = (f: Firer) => f.wounds.woundPoints >= f.wounds.endurance + 3;

describe('Section 10.0 fire combat invariants (property)', () => {
  it('Cases 10.24 / 10.83: a permitted fire hits on 1–90; the kill chance is 0–hit (0 only when no kill is possible)', () => {
    fc.assert(
      fc.property(firerArb, targetArb, (firer, target) => {
        const r = fireChance({ firer, target });
        if (isRuleError(r)) return;
        const hit = r.chance.breakdown.final;
        const kill = r.chance.killBreakdown.final;
        expect(Number.isInteger(hit)).toBe(true);
        expect(hit).toBeGreaterThanOrEqual(1);
        expect(hit).toBeLessThanOrEqual(90);
        expect(kill).toBeGreaterThanOrEqual(0);
        expect(kill).toBeLessThanOrEqual(hit);
        if (hit <= 5) expect(kill).toBe(0);
      }),
      { numRuns: 2000 },
    );
  });
  it('Case 10.54: a dead man never fires (RuleError fire/firer-dead)', () => {
    fc.assert(
      fc.property(firerArb, targetArb, fc.integer({ min: 0, max: 10 }), (f, target, extra) => {
        const firer = { ...f, wounds: { endurance: f.wounds.endurance, woundPoints: f.wounds.endurance + 3 + extra } };
        const r = fireChance({ firer, target });
        expect(isRuleError(r) && r.code).toBe('fire/firer-dead');
      }),
    );
  });
  it('Cases 10.53 / 6.44 / 9.31: every hit that does not kill does at least one Wound Point; Task Points never go negative; kill ⇒ hit', () => {
    fc.assert(
      fc.property(firerArb, targetArb, fc.array(fc.integer({ min: 0, max: 59 }), { minLength: 1, maxLength: 40 }), fc.boolean(), (firer, target, faces, opp) => {
        const r = resolveFire({ firer, target, opportunityFire: opp }, new ListDice(faces));
        if (isRuleError(r)) {
          if (dead(firer)) expect(r.code).toBe('fire/firer-dead');
          return;
        }
        expect(dead(firer)).toBe(false);
        expect(r.firerTaskPointsRemaining).toBeGreaterThanOrEqual(0);
        if (r.targetTaskPointLoss) expect(r.targetTaskPointLoss.remaining).toBeGreaterThanOrEqual(0);
        for (const f of r.fires) {
          if (f.killed) expect(f.hit).toBe(true);
          if (f.hit && !f.killed) expect(f.woundPoints).toBeGreaterThanOrEqual(1);
          if (!f.hit) expect(f.woundPoints).toBe(0);
        }
        expect(r.rolls.length).toBeGreaterThanOrEqual(r.fires.length);
        for (const roll of r.rolls) expect(roll.text).toMatch(/^(Case|Section) \d/);
      }),
      { numRuns: 1000 },
    );
  });
});
