import type { WoundCondition } from '../rules/wounds';
import type { ManCondition } from './state';

/**
 * A man's condition on the map from his wound level (Cases 9.21–9.22): an
 * unwounded or lightly wounded man is fit; the rest are as the wound table says.
 * The one home of this mapping (fire, grenades, mines, wire and umpire rulings use it).
 */
export const conditionOf = (c: WoundCondition): ManCondition => (c === 'unwounded' || c === 'wounded' ? 'fit' : c);
