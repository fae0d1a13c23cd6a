import type { CarriedWeapon } from '../../rules/weapons';
import { diceText } from './dice-text';
import { sq } from './names';
import type { LogNames } from './names';
import { CONDITION_WORDS } from './sentences-core';
import { cite, listWords, pct, plural, tp, type Sentences } from './sentence-types';

/** Sentences for fire, grenades, weapons and explosives (Sections 9–11, 13, 17). */

const withDice = (dice: Parameters<typeof diceText>[0]): string => {
  const t = diceText(dice);
  return t ? `; dice ${t}` : '';
};

const weaponList = (ws: readonly CarriedWeapon[], n: LogNames): string => listWords(ws.map((w) => n.kind(w.kind)));

export const FIRE_SENTENCES: Pick<
  Sentences,
  | 'fire-resolved'
  | 'flamethrower-exploded'
  | 'structure-demolished'
  | 'observed-automatically'
  | 'opportunity-plots-updated'
  | 'opportunity-held'
  | 'grenade-prepared'
  | 'grenade-thrown'
  | 'weapon-reloaded'
  | 'weapon-prepared'
  | 'weapons-dropped'
  | 'weapon-picked-up'
  | 'weapons-exchanged'
  | 'explosive-assigned'
  | 'explosive-emplaced'
  | 'smoke-laid'
  | 'smoke-dissipated'
  | 'explosive-checked'
> = {
  'fire-resolved': (e, n) => {
    const how = `${e.opportunity ? 'opportunity-fires' : 'fires'} the ${n.kind(e.weapon)}${e.aimed ? ', aimed' : ''}${e.spray ? ', spray' : ''}`;
    const targets = e.targets
      .map((t) => `${n.man(t.targetId)}: ${plural(t.fires, 'fire')} at ${pct(t.chance)} to hit, ${t.killed ? 'killed outright' : t.hit ? `hit for ${plural(t.woundPoints, 'Wound Point')}, ${CONDITION_WORDS[t.condition]}` : 'missed'}`)
      .join('; ');
    const split = [
      ...(e.mountFire ?? []).map((x) => `fire ${x.fire} missed ${n.man(x.fromId)}: ${x.roll} against ${pct(x.chance)} ${x.hit ? `hits ${n.man(x.toId)} for ${plural(x.woundPoints, 'Wound Point')}` : `misses ${n.man(x.toId)}`} (${x.caseRef})`),
      ...(e.jeepFire ?? []).map((x) => `fire ${x.fire} missed ${n.man(x.fromId)}: ${x.roll} against ${pct(x.chance)} ${x.hit ? `hits ${x.vehicleId}, 1D6 = ${x.damageDie ?? 0}${x.damageDie === 6 ? ' (Table 26.6)' : ''}` : `misses ${x.vehicleId}`} (${x.caseRef})`),
      // Case 29.22 (with Case 29.23's miss at the driver): the fire was at the jeep itself.
      ...(e.atJeep?.fires ?? []).map((x) => `fire ${x.fire} at ${e.atJeep!.vehicleId}: ${x.roll} against ${pct(e.atJeep!.chance)} ${x.hit ? `hits it, 1D6 = ${x.damageDie ?? 0}${x.damageDie === 6 ? ' (Table 26.6)' : ''}` : x.driver ? `misses; ${x.driver.roll} against ${pct(x.driver.chance)} ${x.driver.hit ? `hits ${n.man(x.driver.manId)} for ${plural(x.driver.woundPoints, 'Wound Point')}` : `misses ${n.man(x.driver.manId)}`}` : 'misses'}`),
    ];
    const slit = e.fromVehicle ? ` from ${e.fromVehicle.vehicleId}${e.fromVehicle.slit ? ` through its ${e.fromVehicle.slit.replace('slits-', '')} slits` : ''}` : '';
    const at = e.atJeep ? ` at ${e.atJeep.vehicleId} (${e.atJeep.caseRef})` : '';
    return `${n.man(e.firerId)} ${how}${at}${slit}${e.flame ? ` in the ${e.flame.pattern} pattern (${plural(e.flame.squares.length, 'square')})` : ''} — ${targets}${split.length ? `; ${split.join('; ')}` : ''} (${tp(e.taskPointsCharged)})${e.magazineUnloaded ? ', the magazine check unloads the weapon' : ''}${withDice(e.dice)}${cite(e.caseRef)}`;
  },
  'flamethrower-exploded': (e, n) => `${n.man(e.manId)}'s Flamethrower explodes (rolled ${e.rolls.join(', ')}); broken until repaired${cite(e.caseRef)}`,
  'structure-demolished': (e) =>
    `The charge at ${sq(e.at)} ${e.result === 'damaged' ? 'damages' : 'destroys'} ${e.structureId ? `the ${e.structureId}` : 'the structure'}: ${plural(e.squares.length, 'square')} changed${cite(e.caseRef)}`,
  'observed-automatically': (e, n) => `${n.man(e.actorId)} fires from ${sq(e.square)} and is observed by ${listWords(e.observerIds.map(n.man))}${cite(e.caseRef)}`,
  'opportunity-plots-updated': (e, n) => {
    const plots = Object.entries(e.plots);
    return plots.length === 0 ? `No opportunity-fire plots remain${cite(e.caseRef)}` : `Opportunity-fire plots now: ${listWords(plots.map(([id]) => n.man(id)))}${cite(e.caseRef)}`;
  },
  'opportunity-held': (e, n) => `${n.man(e.plotterId)} holds his opportunity fire and lets the moment pass${cite(e.caseRef)}`,
  'grenade-prepared': (e, n) =>
    `${n.man(e.manId)} prepares a ${e.grenade.type} grenade (${tp(e.cost.final)})${e.exploded.length ? `; ${plural(e.exploded.length, 'grenade')} in hand explode` : ''}${withDice(e.dice)}${cite(e.caseRef)}`,
  'grenade-thrown': (e, n) => {
    const where = e.hit ? `on target, lands in ${sq(e.landing)}` : `misses, scatters ${e.scatter ? `${e.scatter.distance} ${e.scatter.direction} ` : ''}to ${sq(e.landing)}`;
    const blast = e.blast
      ? e.blast.men.length === 0
        ? '; nobody in the blast'
        : `; blast: ${e.blast.men.map((m) => `${n.man(m.id)} ${m.killed ? 'killed' : plural(m.wounds, 'Wound Point')}`).join(', ')}`
      : '';
    return `${n.man(e.manId)} ${e.opportunity ? 'opportunity-throws' : 'throws'} a ${e.grenade.type} grenade at ${sq(e.target)}: ${pct(e.chance)} to hit, ${where}${blast} (${tp(e.taskPointsCharged)})${withDice(e.dice)}${cite(e.caseRef)}`;
  },
  'weapon-reloaded': (e, n) => `${n.man(e.manId)} reloads the ${n.weapon(e.weaponId, e.manId, e.armament)} (${tp(e.cost.final)})${cite(e.caseRef)}`,
  'weapon-prepared': (e, n) => `${n.man(e.manId)} prepares the ${n.weapon(e.weaponId, e.manId, e.armament)} (${tp(e.cost.final)})${cite(e.caseRef)}`,
  'weapons-dropped': (e, n) => `${n.man(e.manId)} drops the ${weaponList(e.dropped, n)} in ${sq(e.square)}${cite(e.caseRef)}`,
  'weapon-picked-up': (e, n) => `${n.man(e.manId)} picks up the ${n.weapon(e.weaponId, e.manId, e.armament)} in ${sq(e.square)} (${tp(e.cost.final)})${cite(e.caseRef)}`,
  'weapons-exchanged': (e, n) =>
    `${n.man(e.manId)} exchanges weapons with ${n.man(e.partnerId)} in ${sq(e.square)} (${tp(e.takerCost.final)})${e.explosive ? `, passing ${e.explosive.id} to ${n.man(e.explosive.toManId)}` : ''}${cite(e.caseRef)}`,
  'explosive-assigned': (e, n) => `${n.man(e.manId)} is given ${e.explosiveId}${cite(e.caseRef)}`,
  'explosive-emplaced': (e, n) => `${n.man(e.manId)} emplaces ${e.explosive.id} in ${sq(e.explosive.square)} (${tp(e.taskPoints)})${cite(e.caseRef)}`,
  'smoke-laid': (e) => `Smoke from the ${e.source} lands in ${sq(e.landing)} and covers ${e.squares.map(sq).join(', ')}${withDice(e.dice)}${cite(e.caseRef)}`,
  'smoke-dissipated': (e) => `Smoke dissipates from ${e.dissipated.length ? e.dissipated.map(sq).join(', ') : 'no square'}${withDice(e.dice)}${cite(e.caseRef)}`,
  'explosive-checked': (e) => `Explosive ${e.explosive.id} is checked: ${e.detonated ? 'it detonates' : 'no detonation'}${withDice(e.dice)}${cite(e.caseRef)}`,
};
