import { diceText } from './dice-text';
import { sq } from './names';
import { cite, pct, tp, type Sentences } from './sentence-types';

/** Sentences for illumination devices (Section 34.0). */

const withDice = (dice: Parameters<typeof diceText>[0]): string => {
  const t = diceText(dice);
  return t ? `; dice ${t}` : '';
};

const KIND = { grenade: 'illumination grenade', flare: 'flare', 'star-shell': 'star shell' } as const;

export const ILLUMINATION_SENTENCES: Pick<Sentences, 'flare-fired' | 'illumination-lit' | 'illumination-expired' | 'star-shell-drifted' | 'wind-rolled'> = {
  'flare-fired': (e, n) => {
    const where = e.hit ? `on target over ${sq(e.landing)}` : `scatters ${e.scatter ? `${e.scatter.distance} ${e.scatter.direction} ` : ''}to ${sq(e.landing)}`;
    return `${n.man(e.manId)} fires a flare at ${sq(e.target)}: ${pct(e.chance)} on target, ${where} (${tp(e.taskPointsCharged)}; ${e.flaresLeft} left)${withDice(e.dice)}${cite(e.caseRef)}`;
  },
  'illumination-lit': (e, n) =>
    `A ${KIND[e.device.kind]} of ${n.side(e.device.side)} burns over ${sq(e.device.square)}: ${e.squares} squares lit through Game-Turn ${e.device.lastTurn}${cite(e.caseRef)}`,
  'illumination-expired': (e) => `The ${KIND[e.kind]} over ${sq(e.square)} goes out${cite(e.caseRef)}`,
  'star-shell-drifted': (e) => `The star shell drifts ${e.wind.velocity} ${e.wind.direction.toUpperCase()} from ${sq(e.from)} to ${sq(e.to)}${cite(e.caseRef)}`,
  'wind-rolled': (e) => `The wind: ${e.wind.direction.toUpperCase()}, velocity ${e.wind.velocity}${withDice(e.dice)}${cite(e.caseRef)}`,
};
