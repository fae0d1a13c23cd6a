/**
 * Section 32.0's commands for the legal-actions list (legal-actions.ts checks
 * each with decide): a dog beside each deployed man in set-up (Case 32.11),
 * release of a dog that scents the Enemy (Case 32.16), the whistle (Case
 * 32.21) and the loose dog's run (Case 32.23) for the acting figure.
 */
import type { Command } from '../model/commands';
import type { GameState } from '../model/state';
import { canAct } from '../model/state';
import { activeDogs, dogsInUse } from './guard-dogs';

const NEAR = [
  [1, 0],
  [0, 1],
  [-1, 0],
  [0, -1],
] as const;

export function dogCandidates(state: GameState, activeId: string | undefined): Command[] {
  if (!dogsInUse(state)) return [];
  const out: Command[] = [];
  if (state.scenario && !state.scenario.started) {
    for (const m of Object.values(state.men)) {
      if (m.dog || !m.square || !canAct(m)) continue;
      const alt = Object.values(state.men).find((x) => x.side === m.side && x.id !== m.id && !x.dog);
      for (const [dc, dr] of NEAR) {
        out.push({ type: 'setup/place-dog', side: m.side, square: { col: m.square.col + dc, row: m.square.row + dr }, handlerId: m.id, ...(alt ? { alternateHandlerId: alt.id } : {}) });
      }
    }
    return out;
  }
  for (const d of activeDogs(state)) if (!d.dog!.released && d.dog!.scented.length > 0) out.push({ type: 'dog/release', dogId: d.id });
  if (activeId) out.push({ type: 'task/blow-whistle', manId: activeId }, { type: 'task/dog-panic-move', manId: activeId });
  return out;
}
