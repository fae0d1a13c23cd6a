import { diceText } from './dice-text';
import { cite, tp, type Sentences } from './sentence-types';

/** Sentences for underwater operations (Section 36.0). */

const level = (n: number): string => (n === 0 ? 'the surface' : `level ${n}`);

export const UNDERWATER_SENTENCES: Pick<
  Sentences,
  'diving-gear-issued' | 'man-dived' | 'diving-gear-changed' | 'man-swims' | 'mouthpiece-tear' | 'mouthpiece-replaced' | 'breath-checked' | 'revive-worked' | 'high-surf-set'
> = {
  'diving-gear-issued': (e, n) => `${n.man(e.manId)} is equipped with ${e.kind === 'scuba' ? 'SCUBA' : 'snorkel'} gear${cite(e.caseRef)}`,
  'man-dived': (e, n) =>
    e.cost.final === 0
      ? `${n.man(e.manId)}, unconscious, rises from ${level(e.from)} to ${level(e.to)}${cite(e.caseRef)}`
      : `${n.man(e.manId)} ${e.to < e.from ? 'dives' : 'rises'} from ${level(e.from)} to ${level(e.to)} (${tp(e.cost.final)})${cite(e.caseRef)}`,
  'diving-gear-changed': (e, n) => `${n.man(e.manId)} ${e.action === 'pack' ? 'packs his flippers and mask away and is prone this Game-Turn' : 'puts his flippers and mask back on'} (${tp(e.cost.final)})${cite(e.caseRef)}`,
  'man-swims': (e, n) => `${n.man(e.manId)} is in water too deep to stand in: he swims (prone)${cite(e.caseRef)}`,
  'mouthpiece-tear': (e, n) => `${n.man(e.manId)} tears at ${n.man(e.targetId)}'s mouthpiece: ${e.chance}%, ${e.torn ? 'torn off' : 'it holds'}; dice ${diceText(e.dice)}${cite(e.caseRef)}`,
  'mouthpiece-replaced': (e, n) => `${n.man(e.manId)} puts his mouthpiece back${cite(e.caseRef)}`,
  'breath-checked': (e, n) => `${n.man(e.manId)}, Game-Turn ${e.turnsUnder} underwater: ${e.chance}% to pass out, ${e.unconscious ? 'he is unconscious' : 'he holds on'}; dice ${diceText(e.dice)}${cite(e.caseRef)}`,
  'revive-worked': (e, n) => `${n.man(e.manId)} works to revive ${n.man(e.targetId)} (${tp(e.taskPoints)}; ${e.total} of 150)${e.revived ? ': he is revived, with 25 Task Points a Game-Turn from now on' : ''}${cite(e.caseRef)}`,
  'high-surf-set': (e) => `${e.on ? 'High surf: only SCUBA men may enter the water; no fire or grenade into or from the water' : 'The high surf is over'}${cite(e.caseRef)}`,
};
