import { sq } from './names';
import { cite, tp, type Sentences } from './sentence-types';

/** Sentences for climbing (Section 35.0). */

const UP = { tree: 'climbs a tree', ladder: 'climbs the ladder to the roof', hooks: 'climbs onto the roof with hooks and ropes' } as const;
const DOWN = { drop: 'drops from the tree', ladder: 'climbs down the ladder', jump: 'jumps off the roof' } as const;

export const CLIMBING_SENTENCES: Pick<Sentences, 'man-climbed' | 'man-climbed-down' | 'hooks-issued'> = {
  'man-climbed': (e, n) => `${n.man(e.manId)} ${UP[e.how]} in ${sq(e.square)}, ${e.level} level above the ground (${tp(e.cost.final)})${e.prone ? ', prone on the gabled roof' : ''}${cite(e.caseRef)}`,
  'man-climbed-down': (e, n) => `${n.man(e.manId)} ${DOWN[e.how]}${e.how === 'jump' ? ` to ${sq(e.square)}` : ` in ${sq(e.square)}`} (${tp(e.cost.final)})${cite(e.caseRef)}`,
  'hooks-issued': (e, n) => `${n.man(e.manId)} carries hooks and ropes${cite(e.caseRef)}`,
};
