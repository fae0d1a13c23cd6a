/**
 * Case 13.21 (ruling SO17): the incapacitated or killed enemy men lying in a
 * square where one of the viewing side's able men stands, and the weapons
 * they carry. A man standing over a fallen enemy sees him and what he holds,
 * as his Player would be told at the table; so the side's window can offer
 * to take a weapon from him (Section 13.2). Nothing of any other fallen man
 * is shown — not one in a square only seen from afar, not one in a square
 * none of its men stands in — and a window narrowed to one man shows only
 * what lies in his own square.
 */
import type { Square } from '../../../map/map-model';
import type { GameState, ManState } from '../model/state';
import { canAct } from '../model/state';
import { armamentOf } from '../engine/carried-weapons';
import type { CarriedWeaponKind } from '../rules/weapons';

export interface FallenEnemyView {
  readonly id: string;
  readonly square: Square;
  /** Case 13.21: "incapacitated or killed". */
  readonly condition: 'incapacitated' | 'killed';
  readonly weapons: readonly { readonly id: string; readonly kind: CarriedWeaponKind }[];
  /** The viewing side's men standing in his square. */
  readonly withMen: readonly string[];
}

const key = (s: Square): string => `${s.col},${s.row}`;

export function sideFallen(state: GameState, side: string, eyes: readonly ManState[]): { fallen?: readonly FallenEnemyView[] } {
  const standing = new Map<string, string[]>();
  for (const m of eyes) {
    if (!m.square || m.exited || !canAct(m)) continue;
    standing.set(key(m.square), [...(standing.get(key(m.square)) ?? []), m.id]);
  }
  if (standing.size === 0) return {};
  const fallen: FallenEnemyView[] = [];
  for (const m of Object.values(state.men)) {
    if (m.side === side || !m.square || m.dog || m.mount || canAct(m)) continue;
    const withMen = standing.get(key(m.square));
    if (!withMen) continue;
    fallen.push({ id: m.id, square: m.square, condition: m.condition === 'dead' ? 'killed' : 'incapacitated', weapons: armamentOf(m).weapons.map((w) => ({ id: w.id, kind: w.kind })), withMen });
  }
  return fallen.length > 0 ? { fallen: fallen.sort((a, b) => a.id.localeCompare(b.id)) } : {};
}
