/**
 * Section 17.0 in the views (ruling FL11). The umpire sees everything in
 * `state.flamethrowers`. A side sees:
 * - this Game-Turn's flames (a pattern, an explosion's radius) of its own
 *   flamethrower men, and an enemy's only when one of its men observes the
 *   flamethrower man, or observed him this Game-Turn (as he fired, Case 8.5);
 *   a man hit by a flame he did not see knows his wounds, not the pattern;
 * - its own men burning, and enemy men burning while one of its men observes them;
 * - its own men's broken and repaired flamethrowers, never the enemy's.
 * Nothing else of the Section reaches a side.
 */
import type { Square } from '../../../map/map-model';
import type { GameState, ManState } from '../model/state';
import type { FlamethrowerState } from '../rules/flamethrower-model';
import { armamentOf } from '../engine/carried-weapons';

export interface SideFlameView {
  readonly flames: readonly { readonly kind: 'pattern' | 'blast'; readonly manId: string; readonly origin: Square; readonly squares: readonly Square[] }[];
  /** Men burning that the side knows of, with their squares as it sees them. */
  readonly burning: readonly { readonly manId: string; readonly square: Square }[];
  /** Its own broken flamethrowers (weapon id → Task Points of repair spent) and repaired ones. */
  readonly broken: Readonly<Record<string, number>>;
  readonly repaired: readonly string[];
}

export function umpireFlames(state: GameState): { flamethrowers?: FlamethrowerState } {
  if (!state.flamethrowers) return {};
  return { flamethrowers: { ...state.flamethrowers, flames: state.flamethrowers.flames.filter((f) => f.turn === state.turn) } };
}

export function sideFlames(state: GameState, side: string, eyes: readonly ManState[]): { flames?: SideFlameView } {
  const fl = state.flamethrowers;
  if (!fl) return {};
  const sees = (enemyId: string, turn?: number): boolean =>
    eyes.some((m) => {
      const k = state.knowledge[m.id];
      return !!k && (k.observing.includes(enemyId) || (turn !== undefined && k.lastKnown[enemyId]?.turn === turn));
    });
  const flames = fl.flames
    .filter((f) => f.turn === state.turn && (f.side === side || sees(f.manId, f.turn)))
    .map((f) => ({ kind: f.kind, manId: f.manId, origin: f.origin, squares: f.squares }));
  const burning = Object.keys(fl.burning).flatMap((id) => {
    const m = state.men[id];
    if (!m?.square || m.condition === 'dead') return [];
    if (m.side === side) return [{ manId: id, square: m.square }];
    if (!sees(id)) return [];
    const known = eyes.map((e) => state.knowledge[e.id]?.lastKnown[id]?.square).find((q) => q !== undefined);
    return [{ manId: id, square: known ?? m.square }];
  });
  const own = new Set(Object.values(state.men).filter((m) => m.side === side).flatMap((m) => armamentOf(m).weapons.map((w) => w.id)));
  const broken = Object.fromEntries(Object.entries(fl.broken).filter(([w]) => own.has(w)).map(([w, b]) => [w, b.repairSpent]));
  const repaired = fl.repaired.filter((w) => own.has(w));
  if (flames.length === 0 && burning.length === 0 && Object.keys(broken).length === 0 && repaired.length === 0) return {};
  return { flames: { flames, burning, broken, repaired } };
}
