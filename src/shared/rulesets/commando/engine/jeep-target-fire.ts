/**
 * Fire at a jeep itself (Case 29.22: "Jeeps may be hit and damaged by small
 * arms fire. Enemy men may fire at the jeep"), and a motorcycle (Section 30.0:
 * "treated as jeeps are"): `task/fire-at-jeep`, an ordinary fire task in the
 * man's interval (Section 10.0), at the vehicle standing in its square
 * (ruling VH52). Each of the weapon's fires is rolled at the chance a man
 * standing in that square would have: a hit rolls 1D6, and on a 6 the jeep
 * rolls on Table 26.6 (jeep-fire.ts `jeepDamage`); a miss is "resolved as if
 * the horse had been missed (but only the driver can be affected)" (Case
 * 29.23): Case 19.51's 1D100 at or below the tens digit hits the driver, for
 * the weapon's damage dice (Case 10.51; at least 1, Case 10.53). Then the
 * magazine check (Case 10.64) and, as for any fire, Case 8.5 and the plots.
 */
import { RecordingDice } from '../../../kernel/dice/recording-dice';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import { err, ok, type Result } from '../../../kernel/result';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import type { CommandOf } from '../model/commands';
import type { GameEvent, JeepTargetFire } from '../model/events';
import type { GameState, ManState } from '../model/state';
import { canAct, conditionOf, sequenceOf } from '../model/state';
import { parseDiceCode, rollDice } from '../rules/dice-codes';
import { rollMagazineCheck } from '../rules/magazines';
import { riderHitChance } from '../rules/mounts';
import { planMultipleFire } from '../rules/multiple-fire';
import { range } from '../rules/range';
import { checkFireWith, isFireWeaponClass } from '../rules/weapons';
import { applyWoundPoints, woundCondition } from '../rules/wounds';
import { tablesOf } from './game-tables';
import { armamentOf, fireTargetOf, firerOf, sightBetween, woundsOf } from './carried-weapons';
import { afterFireOrThrow } from './fire-command';
import { jeepDamage } from './jeep-fire';
import type { Fold } from './opportunity-command';
import { checkActive } from './sequentiality';
import { remainingTaskPoints } from './task-points';
import { vehicleInUse } from './vehicle-command';
import { crewIn } from './vehicles';

/** Case 29.22: the jeep is affected on a 6. */
const AFFECTED = 6;

/** task/fire-at-jeep (Cases 29.22–29.23; ruling VH52). */
export function decideFireAtJeep(state: GameState, cmd: CommandOf<'task/fire-at-jeep'>, dice: DiceSource, fold: Fold): Result<GameEvent[], RuleError> {
  const checked = checkActive(state, cmd.manId);
  if (!checked.ok) return checked;
  const man = checked.value;
  if (sequenceOf(state).active?.stoppedByEnemy) return err(ruleError('task/stopped-in-enemy-square', 'Case 7.44', `${man.name} entered a square holding an Enemy man: he may expend no further Task Points this Phase (Case 7.44).`));
  const found = vehicleInUse(state, cmd.vehicleId);
  if (!found.ok) return found;
  const v = found.value;
  if (v.kind !== 'jeep' && v.kind !== 'motorcycle') return err(ruleError('fire/vehicle-immune', 'Case 23.61', `Small arms fire has no effect on ${v.name} (Cases 23.61, 24.21): only a jeep or motorcycle is fired at itself (Case 29.22).`));
  if (v.side === man.side) return err(ruleError('fire/friendly-target', 'Case 29.22', `${v.name} is a Friendly vehicle: "Enemy men may fire at the jeep" (Case 29.22).`));
  if (!v.square || !man.square) return err(ruleError('fire/off-map', 'Case 10.13', `${!v.square ? v.name : man.name} is not on the map.`));
  if (!canAct(man)) return err(ruleError('fire/cannot-act', 'Case 9.22', `${man.name} is ${man.condition} and fires no more (Case 9.22).`));
  const a = armamentOf(man);
  const weaponId = cmd.weaponId ?? a.preparedWeapon;
  if (!weaponId) return err(ruleError('weapon/not-prepared', 'Case 13.17', `${man.name} has no prepared fire weapon (Case 13.17).`));
  const bad = checkFireWith(a, weaponId, { turn: state.turn, phase: state.phase });
  if (bad) return err(bad);
  const weapon = a.weapons.find((w) => w.id === weaponId)!;
  if (!isFireWeaponClass(weapon.kind)) return err(ruleError('weapon/not-fire-weapon', 'Case 13.13', `A ${weapon.kind} is not a fire weapon (Case 13.13).`));
  const wclass = tablesOf(state).weaponClasses[weapon.kind];
  if (wclass.pattern) return err(ruleError('fire/jeep-pattern', 'Case 29.22', `A ${weapon.kind} fires in a pattern at men (Section 17.0), not at a jeep: Case 29.22 names small arms fire.`));
  // Ruling VH52: the jeep is fired at as a man standing in its square would be, seen as ruling VH8 sees a vehicle.
  const standIn: ManState = { id: v.id, side: v.side, name: v.name, square: v.square, posture: 'erect', endurance: 10, wounds: 0, condition: 'fit', weapons: [] };
  const sight = sightBetween(state, man, standIn)!;
  const limit = state.observationRange ?? 'unlimited';
  if (range(man.square, v.square) > 1 && ((limit !== 'unlimited' && sight.range > limit) || !sight.los.clear)) {
    return err(ruleError('fire/no-los', 'Case 10.14', `${man.name} does not see ${v.name}: out of the observation range or with no Line of Sight to it (Cases 8.24, 10.14; ruling VH8).`));
  }
  const target = { ...fireTargetOf(state, man, standIn, sight, { moving: false, opportunity: false }), label: v.name, observedByFirer: true, movedThisTurn: v.turnRecord?.turn === state.turn && v.turnRecord.moved, flushAgainstWall: false };
  const firer = firerOf(state, man, weapon, { aimed: cmd.aimed ?? false, taskPointsRemaining: remainingTaskPoints(state, man.id) });
  const plan = planMultipleFire({ firer, allocations: [{ targetId: v.id, target, square: v.square, fires: wclass.fires.value }] }, tablesOf(state));
  if ('code' in plan) return err(plan);
  const chance = plan.targets[0]!.chance.breakdown;
  const driverChance = riderHitChance(chance.final);
  const damage = { ...parseDiceCode(wclass.damage.value), atLeastOne: true };
  const rec = new RecordingDice(dice);
  const driver = crewIn(state, v, 'driver');
  let driverWounds = driver ? woundsOf(driver) : undefined;
  let driverTaken = 0;
  const fires: JeepTargetFire[] = [];
  for (let n = 1; n <= plan.targets[0]!.fires; n++) {
    const roll = rollDice('1D100', rec, `Case 29.22: fire ${n} at ${v.name} (hits on ${chance.final} or less)`).total;
    if (roll <= chance.final) {
      fires.push({ fire: n, roll, hit: true, damageDie: rollDice('1D6', rec, `Case 29.22: ${v.name} is hit; is it affected? (on a ${AFFECTED})`).total });
      continue;
    }
    // Case 29.23: "only the driver can be affected" by a miss at the jeep; a dead driver is no more.
    if (!driver || !driverWounds || woundCondition(driverWounds) === 'dead') {
      fires.push({ fire: n, roll, hit: false });
      continue;
    }
    const dRoll = rollDice('1D100', rec, `Case 29.23: fire ${n} missed ${v.name}; does it hit ${driver.name}? (on ${driverChance.final} or less)`).total;
    const dHit = dRoll <= driverChance.final;
    const wp = dHit ? rollDice(damage, rec, `Case 29.23: Wound Points for ${driver.name} (Case 10.51; at least 1, Case 10.53)`).total : 0;
    if (dHit) {
      driverWounds = applyWoundPoints(driverWounds, wp).state;
      driverTaken += wp;
    }
    fires.push({ fire: n, roll, hit: false, driver: { manId: driver.id, chance: driverChance, roll: dRoll, hit: dHit, woundPoints: wp } });
  }
  const magazine = rollMagazineCheck(weapon.kind, rec, tablesOf(state));
  const cost = plan.taskPointCost;
  const fired: GameEvent = {
    type: 'fire-resolved',
    firerId: man.id,
    weaponId: weapon.id,
    weapon: weapon.kind,
    aimed: cmd.aimed ?? false,
    spray: false,
    cost,
    taskPointsCharged: cost.final,
    targets: [],
    atJeep: { vehicleId: v.id, chance, fires, caseRef: 'Cases 29.22, 29.23' },
    magazineUnloaded: magazine?.unloaded ?? false,
    summary: [`${wclass.label}: ${fires.length} fire${fires.length === 1 ? '' : 's'} at ${v.name} (${chance.final}%)`, ...(magazine ? [magazine.text] : [])],
    caseRef: 'Case 29.22',
    dice: rec.take(),
  };
  const events: GameEvent[] = [fired];
  if (driver && driverWounds && driverTaken > 0) {
    const cond = woundCondition(driverWounds);
    const out = cond === 'dead' || cond === 'incapacitated';
    events.push({ type: 'man-wounded', manId: driver.id, woundPoints: driverTaken, totalWounds: driverWounds.woundPoints, condition: conditionOf(cond), taskPointsLost: out ? remainingTaskPoints(state, driver.id) : 0, caseRef: cond === 'dead' ? 'Case 9.0' : cond === 'incapacitated' ? 'Case 9.22' : 'Case 29.23' });
  }
  events.push(...jeepDamage(events.reduce(fold, state), fires.map((f) => ({ vehicleId: v.id, ...(f.damageDie !== undefined ? { damageDie: f.damageDie } : {}) })), dice, fold));
  return ok([...events, ...afterFireOrThrow(events.reduce(fold, state), man.id, man.square, { kind: 'fired', targets: [], hits: [] })]);
}
