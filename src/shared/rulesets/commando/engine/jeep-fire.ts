/**
 * Small arms fire and jeeps (Cases 29.22–29.23), for the men in a jeep or on
 * a motorcycle (Section 30.0: "treated as jeeps are"): each fire that misses
 * such a man is rolled again, 1D100 at or below double the tens digit of its
 * chance, to hit the jeep instead ("treat as if a horse's rider had been
 * missed", Case 19.52); a hit on the jeep rolls 1D6, and on a 6 the jeep
 * rolls on Table 26.6 (Case 29.22; rules/vehicle-damage.ts). The
 * rolls ride on `fire-resolved` (`jeepFire`); the damage follows as
 * `vehicle-damaged` and the wounds it deals as `man-wounded`. Ruling VH32.
 * Fire at the jeep itself (Case 29.22, with Case 29.23's miss at the driver)
 * is jeep-target-fire.ts.
 */
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { GameEvent, JeepFireSplit } from '../model/events';
import type { GameState } from '../model/state';
import { rollDice } from '../rules/dice-codes';
import { mountHitChance } from '../rules/mounts';
import type { TargetResult } from '../rules/multiple-fire';
import { resolveVehicleDamage } from '../rules/vehicle-damage';
import { woundCondition } from '../rules/wounds';
import { RecordingDice } from '../../../kernel/dice/recording-dice';
import { conditionOf } from '../model/state';
import { woundsOf } from './carried-weapons';
import type { Fold } from './opportunity-command';
import { remainingTaskPoints } from './task-points';
import { vehicleExplosionEvents } from './shell-blast';

/** Case 29.22: the jeep is affected on a 6. */
const AFFECTED = 6;

/** Case 29.23 for every missed fire at a man in a jeep, in the order fired. */
export function jeepFireSplits(state: GameState, targets: readonly TargetResult[], dice: DiceSource): JeepFireSplit[] {
  const out: JeepFireSplit[] = [];
  for (const t of targets) {
    const man = state.men[t.targetId];
    const v = man?.aboard ? state.vehicles?.vehicles.find((x) => x.id === man.aboard?.vehicleId) : undefined;
    if (!man || !v || (v.kind !== 'jeep' && v.kind !== 'motorcycle')) continue;
    const chance = mountHitChance(t.chance.breakdown.final);
    for (const f of t.fires.filter((x) => !x.hit)) {
      const roll = rollDice('1D100', dice, `Case 29.23: fire ${f.fireNumber} missed ${man.name}; does it hit ${v.name}? (on ${chance.final} or less)`).total;
      const hit = roll <= chance.final;
      const damageDie = hit ? rollDice('1D6', dice, `Case 29.22: ${v.name} is hit; is it affected? (on a ${AFFECTED})`).total : undefined;
      out.push({ fromId: man.id, vehicleId: v.id, fire: f.fireNumber, chance, roll, hit, ...(damageDie !== undefined ? { damageDie } : {}), caseRef: 'Case 29.23' });
    }
  }
  return out;
}

/** Case 29.22: each jeep a split's 1D6 affected rolls on Table 26.6 (once per fire that affected it), and its wounds follow. */
export function jeepDamage(state: GameState, splits: readonly { readonly vehicleId: string; readonly damageDie?: number }[], dice: DiceSource, fold: Fold): GameEvent[] {
  const out: GameEvent[] = [];
  let s = state;
  for (const id of splits.filter((x) => x.damageDie === AFFECTED).map((x) => x.vehicleId)) {
    const v = s.vehicles?.vehicles.find((x) => x.id === id);
    if (!v) continue;
    const rec = new RecordingDice(dice);
    const r = resolveVehicleDamage(v, 'Case 29.22', rec);
    const damaged: GameEvent = {
      type: 'vehicle-damaged',
      vehicleId: id,
      taskPointsLost: v.damage?.taskPointsLost ?? 0,
      knockedOut: r.destroyed,
      reason: `small arms fire hit it (${r.table} ${r.roll}: ${r.effects.join(' and ')})`,
      table: { name: r.table, roll: r.roll, effects: r.effects },
      summary: r.rolls.map((x) => x.text),
      caseRef: 'Case 29.22',
      dice: rec.take(),
    };
    s = fold(s, damaged);
    out.push(damaged);
    for (const w of r.wounds) {
      const man = s.men[w.manId];
      if (!man || man.condition === 'dead' || (w.wounds <= 0 && !w.killed)) continue;
      const after = { ...woundsOf(man), woundPoints: man.wounds + w.wounds, ...(w.killed ? { killed: true } : {}) };
      const cond = woundCondition(after);
      const outOfAction = cond === 'dead' || cond === 'incapacitated';
      const e: GameEvent = { type: 'man-wounded', manId: man.id, woundPoints: w.wounds, totalWounds: after.woundPoints, condition: conditionOf(cond), taskPointsLost: outOfAction ? remainingTaskPoints(s, man.id) : 0, caseRef: cond === 'dead' ? 'Case 9.0' : cond === 'incapacitated' ? 'Case 9.22' : 'Case 29.22' };
      s = fold(s, e);
      out.push(e);
    }
    // Table 26.6 Destroyed: "It explodes" — two grenades in a jeep's square, one for a motorcycle (ruling AR17).
    if (r.destroyed) {
      const x = vehicleExplosionEvents(s, id, false, dice, fold);
      s = x.state;
      out.push(...x.events);
    }
  }
  return out;
}
