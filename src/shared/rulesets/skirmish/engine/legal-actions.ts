/**
 * What the umpire may do now, for the console to show on request: the step,
 * what it waits for, and the commands ready to give — advancing the bound
 * when the step is done, and in the Spotting step a check for every
 * observer and enemy figure in sight and within the target line's range,
 * in the Fire and Close combat steps the fire and charges the orders allow
 * (engine/legal-candidates.ts).
 * (Checks of empty places are the umpire's own choice: any point.)
 */
import type { DiceSource, DieRequest } from '../../../kernel/dice/dice-source';
import type { SkirmishCommand } from '../model/commands';
import type { SkirmishState } from '../model/state';
import { lineOfSight } from '../rules/line-of-sight';
import type { BoundStep } from '../tables/bound';
import { decideAdvance, reactionsPending } from './advance';
import { hitsPending } from './damage-step';
import { closeCombatCandidates, fireCandidates, heCandidates } from './legal-candidates';
import { mineWalksPending } from './mines-step';
import { sidesWithoutOrders } from './orders';
import { tableIndexOf } from './table-cache';
import { screensOf } from './smoke';

/** Whether the bound can advance does not hang on a die: a dry run rolls 1s and its events are thrown away. */
const DRY_DICE: DiceSource = { mode: 'scripted', roll: (r: DieRequest) => ({ die: r.die, face: 1 }) };

export interface SkirmishLegalActions {
  readonly bound: number;
  readonly step: BoundStep;
  /** What the step waits for, in words: sides' orders, units' reactions. */
  readonly waitingFor: readonly string[];
  readonly actions: readonly { readonly label: string; readonly command: SkirmishCommand }[];
}

function spotCandidates(state: SkirmishState): { label: string; command: SkirmishCommand }[] {
  const index = tableIndexOf(state.table);
  const living = Object.values(state.figures).filter((f) => f.state !== 'killed');
  const out: { label: string; command: SkirmishCommand }[] = [];
  for (const obs of living) {
    const side = state.units[obs.unitId]!.side;
    for (const t of living) {
      if (state.units[t.unitId]!.side === side) continue;
      const sight = lineOfSight(index, { id: obs.id, at: obs.at, posture: obs.posture }, { id: t.id, at: t.at, posture: t.posture }, screensOf(state));
      if (sight.visibility === 'blocked' || !sight.inRange) continue;
      out.push({ label: `"${obs.name}" looks for "${t.name}" (${sight.inches.toFixed(1)}", ${sight.line})`, command: { type: 'spot/check', observerId: obs.id, target: { figureId: t.id } } });
    }
  }
  return out;
}

export function skirmishLegalActions(state: SkirmishState): SkirmishLegalActions {
  const waitingFor =
    state.step === 'orders'
      ? sidesWithoutOrders(state).map((s) => `orders of side "${s}"`)
      : state.step === 'reaction'
        ? reactionsPending(state).map((u) => `reaction of unit "${u}"`)
        : state.step === 'damage'
          ? hitsPending(state).map((h) => `wound roll of ${h}`)
          : state.step === 'movement'
            ? mineWalksPending(state).map((w) => `mine encounter of unit "${w.unitId}" in "${w.areaId}"`)
            : [];
  const actions: { label: string; command: SkirmishCommand }[] = [];
  if (decideAdvance(state, DRY_DICE).ok) actions.push({ label: state.step === 'motivation' ? `begin bound ${state.bound + 1}` : 'next step of the bound', command: { type: 'bound/advance' } });
  if (state.step === 'spotting') actions.push(...spotCandidates(state));
  if (state.step === 'reaction') for (const unitId of reactionsPending(state)) actions.push({ label: `roll the reaction of unit "${unitId}"`, command: { type: 'reaction/roll', unitId, support: [] } });
  if (state.step === 'movement') for (const w of mineWalksPending(state)) actions.push({ label: `roll the mine encounter of unit "${w.unitId}" in "${w.areaId}"`, command: { type: 'mines/walk', areaId: w.areaId, unitId: w.unitId, notInFile: false } });
  if (state.step === 'fire') actions.push(...fireCandidates(state), ...heCandidates(state));
  if (state.step === 'close-combat') actions.push(...closeCombatCandidates(state));
  if (state.step === 'damage') for (const hitId of hitsPending(state)) actions.push({ label: `roll the wound of ${hitId}`, command: { type: 'damage/roll', hitId } });
  if (state.step === 'motivation') {
    const done = new Set(state.motivationDone ?? []);
    for (const u of Object.values(state.units)) if (!done.has(u.id)) actions.push({ label: `apply the motivation of unit "${u.id}"`, command: { type: 'motivation/apply', unitId: u.id } });
  }
  return { bound: state.bound, step: state.step, waitingFor, actions };
}
