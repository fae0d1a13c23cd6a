/**
 * Mines in the views (Section 22.0: "Minefields are always noted in secret";
 * ruling MN13). The umpire sees every mine. A side sees its own allotments
 * and the mines it laid (whether each has gone off, not who set it off), and
 * of the enemy's mines only those that went off on one of its own men —
 * the one who set it off or one its blast struck — where it lay and what it was.
 */
import type { Mine, MinesState } from '../rules/mines-model';
import type { GameState } from '../model/state';

const ownMine = (m: Mine): Mine => {
  const rest: { -readonly [K in keyof Mine]?: Mine[K] } = { ...m };
  delete rest.triggeredBy;
  delete rest.victims;
  return rest as Mine;
};

const knownEnemyMine = (m: Mine): Mine => ({ id: m.id, side: m.side, type: m.type, square: m.square, status: m.status, ...(m.detonatedTurn !== undefined ? { detonatedTurn: m.detonatedTurn } : {}) });

/** The mines a side may know of; undefined when mines are not in play. */
export function sideMines(state: GameState, side: string): MinesState | undefined {
  const mines = state.mines;
  if (!mines) return undefined;
  const own = (id: string | undefined): boolean => id !== undefined && state.men[id]?.side === side;
  const laid = mines.laid.flatMap((m) => {
    if (m.side === side) return [ownMine(m)];
    return m.status === 'detonated' && (own(m.triggeredBy) || (m.victims ?? []).some(own)) ? [knownEnemyMine(m)] : [];
  });
  return { allotments: mines.allotments.filter((a) => a.side === side), laid };
}
