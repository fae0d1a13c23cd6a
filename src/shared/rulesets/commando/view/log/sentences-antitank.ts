import { diceText } from './dice-text';
import { sq } from './names';
import { cite, pct, plural, tp, type Sentences } from './sentence-types';

/** Sentences for rocket launchers (Section 26.0) and LAWs (Section 27.0). */

const withDice = (dice: Parameters<typeof diceText>[0]): string => {
  const t = diceText(dice);
  return t ? `; dice ${t}` : '';
};

type Hurt = readonly { readonly id: string; readonly wounds: number; readonly killed: boolean }[];
const hurt = (men: Hurt, n: Parameters<Sentences['law-fired']>[1]): string => (men.length === 0 ? 'nobody' : men.map((m) => `${n.man(m.id)} ${m.killed ? 'killed' : plural(m.wounds, 'Wound Point')}`).join(', '));

export const ANTITANK_SENTENCES: Pick<Sentences, 'rocket-launcher-issued' | 'rocket-fired' | 'rocket-reloaded' | 'law-issued' | 'law-fired'> = {
  'rocket-launcher-issued': (e, n) => `${n.man(e.manId)} is issued a ${e.multiple ? 'multiple-fire ' : ''}rocket launcher, loaded${cite(e.caseRef)}`,
  'rocket-fired': (e, n) => {
    const shots = e.shots.map((s, i) => {
      const where = s.hit ? `on target in ${sq(s.landing)}` : `scatters ${s.scatter ? `${s.scatter.distance} ${s.scatter.direction} ` : ''}to ${sq(s.landing)}`;
      const veh = s.vehicles.length > 0 ? `, strikes ${s.vehicles.join(', ')}` : '';
      return `${e.shots.length > 1 ? `rocket ${i + 1} ` : ''}${where}${veh}; blast: ${hurt(s.blast.men, n)}`;
    });
    return `${n.man(e.manId)} fires ${e.shots.length === 1 ? 'a rocket' : `${e.shots.length} rockets`} at ${sq(e.target)}: ${e.shots[0] ? pct(e.shots[0].chance) : '—'} to hit, ${shots.join('; ')} (${tp(e.taskPointsCharged)}; ${plural(e.armament.rocketLauncher?.shells ?? 0, 'rocket')} left)${withDice(e.dice)}${cite(e.caseRef)}`;
  },
  'rocket-reloaded': (e, n) => {
    const whose = e.ownerId === e.manId ? 'his' : `${n.man(e.ownerId)}'s`;
    return `${n.man(e.manId)} ${e.loaded ? 'loads a rocket into' : 'begins a shared reload of'} ${whose} rocket launcher (${tp(e.cost.final)}; ${plural(e.armament.rocketLauncher?.shells ?? 0, 'rocket')} loaded)${cite(e.caseRef)}`;
  },
  'law-issued': (e, n) => `${n.man(e.manId)} is issued a LAW${cite(e.caseRef)}`,
  'law-fired': (e, n) => {
    const what = e.unarmed
      ? 'within 3 squares: it does not arm, no effect'
      : `${e.chance ? pct(e.chance) : '—'} to hit, ${e.hit ? 'strikes it' : `misses, scatters ${e.scatter ? `${e.scatter.distance} ${e.scatter.direction} ` : ''}to ${sq(e.landing)}${e.struckVehicleId ? ` and strikes ${e.struckVehicleId}` : e.lineDestroyed ? ` against a building line (${e.lineDestroyed})` : ', no effect'}`}`;
    const bb = `back-blast ${e.backblast.smallBuilding ? 'fills the small building' : `to the ${e.backblast.toward.toUpperCase()}`}: ${hurt(e.backblast.men, n)}`;
    return `${n.man(e.manId)} fires a LAW at ${e.vehicleId} in ${sq(e.target)}: ${what}; ${bb} (${tp(e.taskPointsCharged)})${withDice(e.dice)}${cite(e.caseRef)}`;
  },
};
