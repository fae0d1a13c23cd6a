import { diceText } from './dice-text';
import { sq } from './names';
import { cite, pct, plural, tp, type Sentences } from './sentence-types';

/** Sentences for satchel charges (Section 25.0). */

const withDice = (dice: Parameters<typeof diceText>[0]): string => {
  const t = diceText(dice);
  return t ? `; dice ${t}` : '';
};

export const SATCHEL_SENTENCES: Pick<Sentences, 'satchel-charges-issued' | 'satchel-prepared' | 'satchel-thrown' | 'satchel-dropped' | 'satchel-picked-up' | 'satchel-exploded'> = {
  'satchel-charges-issued': (e, n) => `${n.man(e.manId)} is issued ${plural(e.count, 'satchel charge')} (${plural(e.armament.satchelCharges ?? 0, 'satchel charge')} carried)${cite(e.caseRef)}`,
  'satchel-prepared': (e, n) =>
    `${n.man(e.manId)} prepares ${e.charge.id}, fused to explode ${e.charge.atExecutionEnd ? 'at the end of his task execution this Game-Turn' : `in Game-Turn ${e.charge.explodeTurn}`} (${tp(e.cost.final)}; ${plural(e.armament.satchelCharges ?? 0, 'satchel charge')} left)${cite(e.caseRef)}`,
  'satchel-thrown': (e, n) => {
    const where = e.onVehicleId ? `lands on ${e.onVehicleId}` : e.hit ? `lands in ${sq(e.landing)}` : `scatters ${e.scatter ? `${e.scatter.distance} ${e.scatter.direction.toUpperCase()} ` : ''}to ${sq(e.landing)}`;
    return `${n.man(e.manId)} throws ${e.chargeId} ${e.ontoVehicleId ? `onto ${e.ontoVehicleId} ` : ''}at ${sq(e.target)}: ${pct(e.chance)} to hit, ${where} (${tp(e.taskPointsCharged)})${withDice(e.dice)}${cite(e.caseRef)}`;
  },
  'satchel-dropped': (e, n) => `${n.man(e.manId)} drops ${e.chargeId} in ${sq(e.square)} (0 TP)${cite(e.caseRef)}`,
  'satchel-picked-up': (e, n) => `${n.man(e.manId)} picks up ${e.chargeId}${e.fromVehicleId ? ` off ${e.fromVehicleId}` : ''} (${tp(e.cost.final)})${cite(e.caseRef)}`,
  'satchel-exploded': (e, n) => {
    if (!e.square) return `${e.chargeId} explodes off the map: the umpire rules its effects${cite(e.caseRef)}`;
    const men = e.men.length === 0 ? 'nobody' : e.men.map((m) => `${n.man(m.id)} ${plural(m.wounds, 'Wound Point')}`).join(', ');
    const veh = e.vehicles.length > 0 ? `; strikes ${e.vehicles.join(', ')}` : '';
    return `${e.chargeId} explodes in ${sq(e.square)}${e.onVehicleId ? ` on ${e.onVehicleId}` : ''} (${e.squareKind ?? ''} square, ${e.code ?? ''}): ${men}${veh}${withDice(e.dice)}${cite(e.caseRef)}`;
  },
};
