import type { SideRef } from '../../../../map/map-model';
import { sq } from './names';
import { rolled } from './sentences-core';
import { cite, tp, type Sentences } from './sentence-types';

/** Sentences for electrified wire (Section 31.0). */

const DIRS = { n: 'north', e: 'east', s: 'south', w: 'west' } as const;
const wireSide = (s: SideRef): string => `the ${DIRS[s.dir]} side of ${sq(s)}`;

export const LIVE_WIRE_SENTENCES: Pick<Sentences, 'wire-electrified' | 'wire-tested' | 'wire-touched' | 'wire-shock' | 'wire-boosted'> = {
  'wire-electrified': (e, n) => `${n.side(e.owner)} ${e.on ? 'electrifies' : 'takes the current off'} the wire on ${wireSide(e.side)}${cite(e.caseRef)}`,
  'wire-tested': (e, n) => `${n.man(e.manId)} tests the wire on ${wireSide(e.side)} (${tp(e.cost.final)}): it is ${e.live ? 'electrified' : 'not electrified'}${cite(e.caseRef)}`,
  'wire-touched': (e, n) => `${n.man(e.manId)} touches the wire on ${wireSide(e.side)}: it is ${e.live ? 'electrified' : 'not electrified'}${cite(e.caseRef)}`,
  'wire-shock': (e, n) => `${n.man(e.manId)} on the electrified wire: ${rolled(e.dice, '1D10', e.roll)}, ${e.killed ? 'killed' : 'lives'}${cite(e.caseRef)}`,
  'wire-boosted': (e, n) =>
    `${n.man(e.boosterId)} boosts ${n.man(e.manId)} over the wire on ${wireSide(e.side)}, ${sq(e.from)} → ${sq(e.to)} (${tp(e.boosterCost.final)}; he spends ${tp(e.moverTaskPoints)}): ${rolled(e.dice, '1D10', e.slipRoll)}, ${e.slipped ? 'he slips onto the wire' : 'no slip'}${cite(e.caseRef)}`,
};
