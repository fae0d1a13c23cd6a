import { sq } from './names';
import { diceText } from './dice-text';
import { rolled } from './sentences-core';
import { cite, plural, tp, type Sentences } from './sentence-types';

const withDice = (dice: Parameters<typeof diceText>[0]): string => {
  const t = diceText(dice);
  return t ? `; dice ${t}` : '';
};

/** Sentences for flamethrowers (Section 17.0). */
export const FLAME_SENTENCES: Pick<Sentences, 'flame-blast' | 'flamethrower-chain-roll' | 'man-caught-fire' | 'man-burned' | 'flames-smothered' | 'flamethrower-repair'> = {
  'flame-blast': (e, n) => {
    const hits = e.hits.map((h) => `${n.man(h.manId)} (range ${h.range}, ${h.code}): ${plural(h.woundPoints, 'Wound Point')}`).join('; ');
    return `${n.man(e.manId)}'s flamethrower explodes in ${sq(e.square)} — ${hits || 'no man within two squares'}${withDice(e.dice)}${cite(e.caseRef)}`;
  },
  'flamethrower-chain-roll': (e, n) => `${n.man(e.manId)}'s flamethrower is in the Explosion Radius: ${rolled(e.dice, '1D100', e.roll)}, ${e.exploded ? 'it explodes too' : 'it holds'}${cite(e.caseRef)}`,
  'man-caught-fire': (e, n) => `${n.man(e.manId)} is burning${cite(e.caseRef)}`,
  'man-burned': (e, n) => `${n.man(e.manId)} burns: ${rolled(e.dice, '1D6', e.woundPoints)} Wound Points${cite(e.caseRef)}`,
  'flames-smothered': (e, n) => `${n.man(e.manId)} rolls on the ground (${tp(e.cost.final)}, ${e.spentSoFar} of ${e.needed}): ${e.out ? 'the flames are out' : 'still burning'}${cite(e.caseRef)}`,
  'flamethrower-repair': (e, n) => `${n.man(e.manId)} repairs his flamethrower (${tp(e.cost.final)}, ${e.spentSoFar} of ${e.needed}): ${e.repaired ? 'it can fire again, exploding on 91–00' : 'not yet repaired'}${cite(e.caseRef)}`,
};
