import { sq } from './names';
import { cite, tp, type Sentences } from './sentence-types';

/** Sentences for guard dogs (Section 32.0). */

const list = (ids: readonly string[], name: (id: string) => string): string => (ids.length === 0 ? 'no Enemy man' : ids.map(name).join(', '));

export const DOG_SENTENCES: Pick<
  Sentences,
  'dog-wind-rolled' | 'dog-wind-checked' | 'dog-placed' | 'dog-scented' | 'dog-released' | 'dog-recalled' | 'dog-whistle-blown' | 'dog-whistle-stopped' | 'dog-handler-changed'
> = {
  'dog-wind-rolled': (e) => `The wind blows from the ${e.from.toUpperCase()} (1D10: ${e.rolls.join(', ')})${cite(e.caseRef)}`,
  'dog-wind-checked': (e) => `Does the wind change? 1D6 = ${e.change}: ${e.rolls.length > 0 ? `it now blows from the ${e.from.toUpperCase()} (1D10: ${e.rolls.join(', ')})` : `it still blows from the ${e.from.toUpperCase()}`}${cite(e.caseRef)}`,
  'dog-placed': (e, n) => `${n.side(e.dog.side)} places ${e.dog.name} in ${sq(e.square)}, handled by ${n.man(e.dog.dog!.handlerId)}${e.dog.dog!.alternateHandlerId ? ` (alternate ${n.man(e.dog.dog!.alternateHandlerId)})` : ''}${cite(e.caseRef)}`,
  'dog-scented': (e, n) => `${n.man(e.dogId)} scents ${list(e.scented, (id) => n.man(id))}${cite(e.caseRef)}`,
  'dog-released': (e, n) => `${n.man(e.dogId)} is released${cite(e.caseRef)}`,
  'dog-recalled': (e, n) => `${n.man(e.dogId)} scents no Enemy and is back by its handler: no longer released${cite(e.caseRef)}`,
  'dog-whistle-blown': (e, n) => `${n.man(e.manId)} blows the dog whistle (${tp(e.cost.final)}; Game-Turn ${e.turnsBlown} of 2)${cite(e.caseRef)}`,
  'dog-whistle-stopped': (e, n) => `${n.man(e.manId)} stops blowing the dog whistle: ${e.reason}${cite(e.caseRef)}`,
  'dog-handler-changed': (e, n) => `${n.man(e.handlerId)} is the new dog handler of ${list(e.dogIds, (id) => n.man(id))}${cite(e.caseRef)}`,
};
