import { diceText } from './dice-text';
import { sq } from './names';
import { cite, pct, plural, tp, type Sentences } from './sentence-types';

/** Sentences for rifle grenades (Section 18.0) and thump guns (Section 21.0). */

const withDice = (dice: Parameters<typeof diceText>[0]): string => {
  const t = diceText(dice);
  return t ? `; dice ${t}` : '';
};

export const LAUNCHER_SENTENCES: Pick<Sentences, 'rifle-grenade-affixed' | 'thump-gun-issued' | 'launcher-fired'> = {
  'rifle-grenade-affixed': (e, n) => {
    const whose = e.ownerId === e.manId ? 'his' : `${n.man(e.ownerId)}'s`;
    return `${n.man(e.manId)} ${e.removed ? 'removes the rifle grenade from' : 'affixes a rifle grenade to'} ${whose} weapon (${tp(e.cost.final)}; ${plural(e.armament.rifleGrenades ?? 0, 'rifle grenade')} left)${cite(e.caseRef)}`;
  },
  'thump-gun-issued': (e, n) => `${n.man(e.manId)} is issued a thump gun${e.replaced ? ` in lieu of his ${n.kind(e.replaced)}` : ''}${cite(e.caseRef)}`,
  'launcher-fired': (e, n) => {
    const what = e.launcher === 'thump-gun' ? (e.illumination ? 'an illumination shell from his thump gun' : 'his thump gun') : e.illumination ? 'an illumination rifle grenade' : 'a rifle grenade';
    const how = e.opportunity ? 'opportunity-fires' : 'fires';
    if (e.dud) return `${n.man(e.manId)} ${how} ${what} at ${sq(e.target)}, within 10 squares: the shell does not arm and the gun is unloaded (${tp(e.taskPointsCharged)})${cite(e.caseRef)}`;
    const where = e.hit ? `on target, ${e.illumination ? 'lands' : 'bursts'} in ${sq(e.landing)}` : `misses, scatters ${e.scatter ? `${e.scatter.distance} ${e.scatter.direction} ` : ''}to ${sq(e.landing)}`;
    const blast = e.blast ? (e.blast.men.length === 0 ? '; nobody in the blast' : `; blast: ${e.blast.men.map((m) => `${n.man(m.id)} ${m.killed ? 'killed' : plural(m.wounds, 'Wound Point')}`).join(', ')}`) : '';
    return `${n.man(e.manId)} ${how} ${what} at ${sq(e.target)}: ${e.chance ? pct(e.chance) : '—'} to hit, ${where}${blast} (${tp(e.taskPointsCharged)})${withDice(e.dice)}${cite(e.caseRef)}`;
  },
};
