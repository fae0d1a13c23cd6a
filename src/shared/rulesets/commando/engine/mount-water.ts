/**
 * Horses and camels in water (Cases 36.81–36.85): a mount swims and stands in
 * water as a man does (it is a figure in `state.men`, ruling HC1), a camel's
 * panic percentage is doubled in water (Case 36.81), and a man riding a swimming
 * mount is treated as swimming for all purposes (Case 36.85). Ruling UW16 in
 * docs/rulings/underwater.md.
 */
import type { GameState, ManState } from '../model/state';
import { waterState } from '../rules/underwater';
import { UNDERWATER_NUMBERS } from '../tables/underwater';

/** Case 36.81: "Camels will also swim, but ... have their panic percentage doubled when in water." */
export function mountWaterPanic(state: GameState, man: ManState, base: number): number {
  if (man.mount?.kind !== 'camel' || waterState(state.map, man) === 'dry') return base;
  return base * UNDERWATER_NUMBERS.camelPanicMultiple.value;
}

/** Case 36.85: the man as the water rules see him — a rider whose mount swims is himself swimming (prone at level 0). */
export function asInWater(state: GameState, man: ManState): ManState {
  if (!state.mounts) return man;
  const mount = Object.values(state.men).find((m) => m.mount?.riderId === man.id);
  if (!mount || waterState(state.map, mount) !== 'swimming') return man;
  return { ...man, posture: 'prone' };
}
