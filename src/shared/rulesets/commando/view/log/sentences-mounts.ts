import { sq } from './names';
import { cite, tp, type Sentences } from './sentence-types';

/** Sentences for horses and camels (Section 19.0). */
export const MOUNT_SENTENCES: Pick<Sentences, 'mount-placed' | 'man-mounted' | 'man-dismounted' | 'mount-hobbled' | 'mount-panicked' | 'mount-fell' | 'reins-passed' | 'mount-hitched' | 'mount-stood-at-wire' | 'grenade-dropped' | 'dropped-grenade-exploded'> = {
  'mount-placed': (e, n) => `${n.side(e.mount.side)} places ${e.mount.name} in ${sq(e.square)}${e.mount.mount?.hobbled ? ', hobbled' : ''}: Endurance ${e.endurance}${cite(e.caseRef)}`,
  'man-mounted': (e, n) => `${n.man(e.manId)} mounts ${n.man(e.mountId)} (${tp(e.cost.final)}; the mount ${tp(e.mountCost)})${cite(e.caseRef)}`,
  'man-dismounted': (e, n) => `${n.man(e.manId)} dismounts from ${n.man(e.mountId)} and holds the reins (${tp(e.cost.final)}; the mount ${tp(e.mountCost)})${cite(e.caseRef)}`,
  'mount-hobbled': (e, n) => `${n.man(e.manId)} ${e.hobbled ? 'hobbles' : 'unhobbles'} ${n.man(e.mountId)} (${tp(e.cost.final)})${cite(e.caseRef)}`,
  'mount-fell': (e, n) =>
    e.cause === 'wire'
      ? `${n.man(e.mountId)} did not know of the wire: it falls without crossing it, suffering ${e.roll ?? 0} Wound Points (1D10); ${e.riderId ? n.man(e.riderId) : 'its rider'} falls and suffers ${e.riderWounds ?? 0} (1D10)${cite(e.caseRef)}`
      : e.cause === 'down'
      ? `${n.man(e.mountId)} falls; ${e.riderId ? n.man(e.riderId) : 'its rider'} is thrown and suffers ${e.riderWounds ?? 0} Wound Points (1D6)${cite(e.caseRef)}`
      : `${n.man(e.mountId)} is wounded by fire: 1D6 = ${e.roll ?? '?'}, ${e.fell ? `it falls prone${e.riderId ? `; ${n.man(e.riderId)} is dismounted and suffers ${e.riderWounds ?? 0} Wound Points` : ''}` : 'it stays up'}${cite(e.caseRef)}`,
  'reins-passed': (e, n) => `${n.man(e.manId)} passes ${n.man(e.mountId)}'s reins to ${n.man(e.toManId)} (${tp(e.cost.final)})${cite(e.caseRef)}`,
  'mount-hitched': (e, n) => (e.hitched ? `${n.man(e.manId)} hitches ${n.man(e.mountId)} to a building corner (${tp(e.cost.final)})${cite(e.caseRef)}` : `${n.man(e.manId)} unhitches ${n.man(e.mountId)} and holds the reins (${tp(e.cost.final)})${cite(e.caseRef)}`),
  'mount-stood-at-wire': (e, n) => `${n.man(e.mountId)} gets up from the wire by itself, suffering ${e.roll} Wound Points (1D6)${e.stood ? '' : ': they put it out of action and it stays down'}${cite(e.caseRef)}`,
  'grenade-dropped': (e, n) =>
    `${n.man(e.riderId)} drops a ${e.grenade.type} grenade as ${n.man(e.mountId)} gallops through ${sq(e.square)}: 1D10 = ${e.roll}, ${e.direction ? `it scatters one square ${e.direction.toUpperCase()}` : 'it stays'} and lies in ${sq(e.landing)} until the gallop ends${cite(e.caseRef)}`,
  'dropped-grenade-exploded': (e, n) =>
    `The ${e.grenade.type} grenade ${n.man(e.riderId)} dropped ${e.grenade.type === 'fragmentation' ? 'explodes' : 'goes off'} in ${sq(e.landing)}${e.blast ? ` (${e.blast.code}; ${e.blast.men.filter((m) => m.wounds > 0 || m.killed).length} hit)` : ''}${cite(e.caseRef)}`,
  'mount-panicked': (e, n) =>
    `${n.man(e.mountId)} ${e.automatic ? 'has no rider and panics' : 'panics'}: ${e.result === 'hold' ? 'it holds in place and refuses to move' : e.result === 'move' ? 'it runs' : 'it falls prone'}${e.letGo ? `; ${n.man(e.letGo)} lets go of the reins` : ''}${cite(e.caseRef)}`,
};
