import { diceText } from './dice-text';
import { sq } from './names';
import { cite, pct, tp, type Sentences } from './sentence-types';

/** Sentences for searchlights (Section 33.0). */

export const SEARCHLIGHT_SENTENCES: Pick<Sentences, 'searchlight-placed' | 'searchlight-manned' | 'searchlight-turned' | 'searchlight-shot' | 'searchlight-destroyed'> = {
  'searchlight-placed': (e, n) => `${n.side(e.searchlight.side)} mount ${e.searchlight.id} on the roof of ${sq(e.searchlight.square)}, facing ${e.searchlight.facing}${cite(e.caseRef)}`,
  'searchlight-manned': (e, n) => `${n.man(e.manId)} goes up to operate ${e.searchlightId} in ${sq(e.square)}${cite(e.caseRef)}`,
  'searchlight-turned': (e, n) => `${n.man(e.manId)} turns ${e.searchlightId} from ${e.from} to ${e.to}${cite(e.caseRef)}`,
  'searchlight-shot': (e, n) => {
    const t = diceText(e.dice);
    return `${n.man(e.manId)} shoots at ${e.searchlightId}: ${pct(e.chance)} to hit, ${e.hit ? 'hits it' : 'misses'} (${tp(e.taskPointsCharged)})${t ? `; dice ${t}` : ''}${cite(e.caseRef)}`;
  },
  'searchlight-destroyed': (e, n) => {
    const by = e.how === 'shell' ? `by a shell landing in or beside it` : e.how === 'umpire' ? `by the umpire's ruling: ${e.reason ?? 'destroyed'}` : e.how === 'fire' ? `by ${n.man(e.manId ?? '')}'s fire` : `by ${n.man(e.manId ?? '')} on the roof (${tp(e.cost?.final ?? 0)})`;
    return `${e.searchlightId} is destroyed ${by}${cite(e.caseRef)}`;
  },
};
