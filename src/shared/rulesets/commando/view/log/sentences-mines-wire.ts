import type { SideRef } from '../../../../map/map-model';
import { diceText } from './dice-text';
import { sq } from './names';
import { rolled } from './sentences-core';
import { cite, plural, tp, type Sentences } from './sentence-types';

/** Sentences for mines (Section 22.0) and barbed wire (Section 20.0). */

const DIRS = { n: 'north', e: 'east', s: 'south', w: 'west' } as const;
const wireSide = (s: SideRef): string => `the ${DIRS[s.dir]} side of ${sq(s)}`;
const MINE_TYPES = { 'anti-personnel': 'anti-personnel mine', bounce: 'bounce mine', claymore: 'claymore', 'anti-tank': 'anti-tank mine' } as const;
const mineType = (t: string): string => (MINE_TYPES as Readonly<Record<string, string>>)[t] ?? `${t} mine`;

export const MINE_WIRE_SENTENCES: Pick<
  Sentences,
  'mine-placed' | 'mine-removed' | 'mine-triggered' | 'claymore-fired' | 'mine-detonated' | 'wire-bridged' | 'wire-bridge-used' | 'wire-left' | 'wire-clipping' | 'wire-clipped'
> = {
  'mine-placed': (e, n) => `${n.side(e.mine.side)} lays ${/^[aeiou]/.test(mineType(e.mine.type)) ? 'an' : 'a'} ${mineType(e.mine.type)} in ${sq(e.mine.square)}${cite(e.caseRef)}`,
  'mine-removed': (e) => `Mine ${e.mineId} is lifted${cite(e.caseRef)}`,
  'mine-triggered': (e, n) =>
    `${e.how === 'tripwire' ? 'Tripwire' : 'Mine'} at ${sq(e.square)} (${n.man(e.manId)}): ${e.roll === undefined ? 'a mount sets it off' : rolled(e.dice, '1D6', e.roll)}, ${e.detonated ? 'detonates' : 'no detonation'}${cite(e.caseRef)}`,
  'claymore-fired': (e, n) =>
    `${n.man(e.manId)} ${e.opportunity ? 'opportunity-detonates' : 'detonates'} ${plural(e.mineIds.length, 'claymore')} (${tp(e.taskPointsCharged ?? e.cost.final)})${cite(e.caseRef)}`,
  'mine-detonated': (e, n) => {
    const hits = e.hits.length === 0 ? 'nobody hit' : e.hits.map((h) => `${n.man(h.manId)} ${h.killed ? 'killed' : plural(h.woundPoints, 'Wound Point')}`).join(', ');
    const dice = diceText(e.dice);
    return `${e.mineIds.length === 1 ? 'A mine goes' : `${e.mineIds.length} mines go`} off${e.byManId ? ` under ${n.man(e.byManId)}` : ''}: ${hits}${dice ? `; dice ${dice}` : ''}${cite(e.caseRef)}`;
  },
  'wire-bridged': (e, n) => `${n.man(e.manId)} lies on the wire on ${wireSide(e.side)} as a bridge${cite(e.caseRef)}`,
  'wire-bridge-used': (e, n) => `${n.man(e.byManId)} crosses the wire over ${n.man(e.bridgeManId)}${cite(e.caseRef)}`,
  'wire-left': (e, n) => `${n.man(e.manId)} stands up off the wire in ${sq(e.square)} (${tp(e.cost.final)})${e.early ? ', before his time' : ''}${cite(e.caseRef)}`,
  'wire-clipping': (e, n) =>
    `${n.man(e.manId)} clips the ${e.terrain === 'concertina-wire' ? 'concertina wire' : 'barbed wire'} on ${wireSide(e.side)} (${tp(e.taskPoints)}, ${e.total} of ${e.needed})${cite(e.caseRef)}`,
  'wire-clipped': (e, n) => `${n.man(e.manId)} has clipped the ${e.terrain === 'concertina-wire' ? 'concertina wire' : 'barbed wire'} on ${wireSide(e.side)} away${cite(e.caseRef)}`,
};
