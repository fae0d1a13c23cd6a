/**
 * A high-explosive shell's effects as events (Section 23.0 procedure "Fire";
 * Diagram 8; Cases 28.32–28.35, 33.33): every figure within five squares is
 * struck (rules/shell-blast.ts) — `man-wounded` for each; mines in the
 * destination square go off (`mine-detonated`, mine-command.ts); a searchlight
 * in or beside it is destroyed (Case 33.33). Reused by the tank's main gun
 * once Section 23.0 lands.
 *
 * Vehicles (Cases 28.34, 28.35, 23.61): the hook `vehiclesStruck` names the
 * vehicles in (tanks, APCs) or in or beside (jeeps, motorcycles) the square;
 * there are none until Section 23.0 puts vehicles on the map, and their damage
 * rolls (Tables 26.5, 26.6) belong to it (ruling AR10).
 */
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { Square } from '../../../map/map-model';
import { sameSquare } from '../../../map/map-model';
import type { GameEvent } from '../model/events';
import type { GameState } from '../model/state';
import type { ShellBlastResult, ShellBlastTables } from '../rules/shell-blast';
import { resolveShellBlast } from '../rules/shell-blast';
import { DEFAULT_COMMANDO_TABLES } from '../tables';
import { blastWounds } from './grenade-command';
import { detonationEvents } from './mine-command';

type Fold = (s: GameState, e: GameEvent) => GameState;

/** Every figure on the map, alive (men, dogs — and horses once Section 19.0 puts them there). */
const figures = (state: GameState) => Object.values(state.men).flatMap((m) => (m.square && m.condition !== 'dead' ? [{ id: m.id, square: m.square, posture: m.posture }] : []));

/** Ruling AR10: the vehicles a shell at `landing` strikes — none until Section 23.0 (vehicles) is built. */
export function vehiclesStruck(_state: GameState, _landing: Square): string[] {
  return [];
}

/** Diagram 8 against the figures where the shell lands (dice drawn now, in the order rules/shell-blast.ts states). */
export function shellBlast(state: GameState, landing: Square, dice: DiceSource, tables: ShellBlastTables = DEFAULT_COMMANDO_TABLES): ShellBlastResult {
  return resolveShellBlast(state.map, landing, figures(state), dice, tables);
}

/**
 * The events that follow the `shell-landed` event (already folded into `after`):
 * the wounds, then the mines in the square, then searchlights in or beside it.
 */
export function shellAftermath(after: GameState, landing: Square, blast: ShellBlastResult, dice: DiceSource, fold: Fold): GameEvent[] {
  const wounds = blastWounds(after, blast.hits.map((h) => ({ id: h.manId, wounds: h.wounds, killed: h.killed })));
  let s = wounds.reduce(fold, after);
  const mines = (s.mines?.laid ?? []).filter((m) => m.status === 'armed' && sameSquare(m.square, landing));
  const mined = mines.length > 0 ? detonationEvents(s, mines, undefined, dice) : [];
  s = mined.reduce(fold, s);
  const lights: GameEvent[] = (s.searchlights?.lights ?? [])
    .filter((l) => !l.destroyed && Math.abs(l.square.col - landing.col) <= 1 && Math.abs(l.square.row - landing.row) <= 1)
    .map((l) => ({ type: 'searchlight-destroyed', searchlightId: l.id, how: 'shell', reason: `a shell landed in ${landing.col},${landing.row}`, caseRef: 'Case 33.33' }));
  return [...wounds, ...mined, ...lights];
}
