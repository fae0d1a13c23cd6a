/**
 * When and how a satchel charge explodes (Cases 25.21, 25.24, 25.33): set for the current Game-Turn, at the end
 * of the preparer's task execution; set for a later one, at the beginning of that Game-Turn's Task Execution
 * Phase, after hand-to-hand combat (ruling SC9). The blast wounds every man in its square and the eight around it
 * (Table 25.42, rules/satchel-charges.ts); a vehicle it lies on, or in its square, suffers a rocket's hit
 * (Case 26.2: Table 26.5 / 26.6, engine/shell-blast.ts). Rulings: docs/rulings/satchel-charges.md.
 */
import type { DiceSource } from '../../../kernel/dice/dice-source';
import { RecordingDice } from '../../../kernel/dice/recording-dice';
import type { Square } from '../../../map/map-model';
import type { GameEvent } from '../model/events';
import type { SatchelCharge } from '../model/satchel-state';
import { sequenceOf, type GameState } from '../model/state';
import { squareCode } from '../rules/grenade-geometry';
import { NON_PREPARED_PHASE } from '../rules/observation-limits';
import { resolveSatchelBlast } from '../rules/satchel-charges';
import { vehiclesIn } from './antitank-view';
import type { Folded } from './follow-ups';
import { blastWounds } from './grenade-command';
import { chargesOf, chargeSquare } from './satchel-view';
import { vehicleShellDamage } from './shell-blast';
import { blastFigures } from './vehicle-explosion';
import { tablesOf } from './game-tables';

type Fold = (s: GameState, e: GameEvent) => GameState;

/** Where the charge explodes, and the vehicle it is on: a holder aboard carries it on his vehicle (ruling SC10). */
function whereNow(state: GameState, c: SatchelCharge): { readonly square?: Square; readonly vehicleId?: string } {
  const holder = c.holderId ? state.men[c.holderId] : undefined;
  const vehicleId = c.vehicleId ?? (holder && !holder.square ? holder.aboard?.vehicleId : undefined);
  const v = vehicleId ? state.vehicles?.vehicles.find((x) => x.id === vehicleId) : undefined;
  const square = v ? v.square : chargeSquare(state, c);
  return { ...(square ? { square } : {}), ...(v ? { vehicleId: v.id } : {}) };
}

/** One charge explodes: its event, the wounds of its blast, then each vehicle's damage table (Case 25.33). */
export function explodeCharge(state: GameState, c: SatchelCharge, dice: DiceSource, fold: Fold, caseRef: string): Folded {
  const { square, vehicleId } = whereNow(state, c);
  const rec = new RecordingDice(dice);
  if (!square) {
    const e: GameEvent = { type: 'satchel-exploded', chargeId: c.id, men: [], vehicles: [], summary: [`${c.id} explodes off the map: its effects are the umpire's (ruling SC10)`], caseRef };
    return { events: [e], state: fold(state, e) };
  }
  // Men inside a vehicle have no square (ruling AT6): the vehicle's table deals with them; riders and a jeep's men sit in the open (ruling AR17).
  const near = blastFigures(state);
  const b = resolveSatchelBlast(state.map, square, near, rec, tablesOf(state));
  const hit = b.men.filter((m) => m.exposure.affected);
  const struck = [...new Set([...(vehicleId && vehiclesIn(state, square).includes(vehicleId) ? [vehicleId] : []), ...vehiclesIn(state, square)])];
  const summary = [`${c.id} explodes in ${squareCode(square)}${vehicleId ? ` on ${vehicleId}` : ''} (${b.kind} square: ${b.code}, Table 25.42)`, ...b.rolls.map((r) => r.text)];
  const exploded: GameEvent = {
    type: 'satchel-exploded',
    chargeId: c.id,
    square,
    ...(vehicleId ? { onVehicleId: vehicleId } : {}),
    squareKind: b.kind,
    code: b.code,
    men: hit.map((m) => ({ id: m.id, wounds: m.wounds, reason: m.exposure.reason, ...(m.breakdown ? { breakdown: m.breakdown } : {}) })),
    vehicles: struck,
    summary,
    caseRef,
    dice: rec.take(),
  };
  let s = fold(state, exploded);
  const wounds = blastWounds(s, hit.map((m) => ({ id: m.id, wounds: m.wounds, killed: false })));
  s = wounds.reduce(fold, s);
  // Case 25.33: "the vehicle suffers the effects of being hit by a rocket (see Case 26.2)".
  const v = vehicleShellDamage(s, struck, dice, fold, { jeepCase: 'Case 25.33', tankCase: 'Case 25.33', reason: `satchel charge ${c.id} exploded ${vehicleId === undefined ? 'in its square' : 'on it'}` });
  return { events: [exploded, ...wounds, ...v.events], state: v.state };
}

function explodeAll(sofar: Folded, due: (s: GameState) => readonly SatchelCharge[], dice: DiceSource, fold: Fold, caseRef: string): Folded {
  let out = sofar;
  // Each explosion reads the men as the one before left them; the list is read once, in the order prepared.
  for (const c of due(sofar.state)) {
    const r = explodeCharge(out.state, c, dice, fold, caseRef);
    out = { events: [...out.events, ...r.events], state: r.state };
  }
  return out;
}

/** Case 25.21: a charge set for the current Game-Turn explodes once its preparer's task execution is over (ruling SC9). */
export function satchelsAtExecutionEnd(sofar: Folded, dice: DiceSource, fold: Fold): Folded {
  // Put out of action, his interval ends too (dispatch.ts `man-wounded`).
  const active = sequenceOf(sofar.state).active?.manId;
  const due = (s: GameState) => chargesOf(s).filter((c) => c.atExecutionEnd && c.preparerId !== active);
  return due(sofar.state).length === 0 ? sofar : explodeAll(sofar, due, dice, fold, 'Case 25.21');
}

/** Case 25.21: on entering a Game-Turn's Task Execution Phase (after hand-to-hand), the charges set for it explode. */
export function satchelsAtTaskExecution(before: GameState, own: readonly GameEvent[], dice: DiceSource, fold: Fold): GameEvent[] {
  if (!own.some((e) => e.type === 'phase-advanced' && e.to === NON_PREPARED_PHASE)) return [...own];
  const s = own.reduce(fold, before);
  const due = (x: GameState) => chargesOf(x).filter((c) => !c.atExecutionEnd && c.explodeTurn <= x.turn);
  if (due(s).length === 0) return [...own];
  return [...own, ...explodeAll({ events: [], state: s }, due, dice, fold, 'Case 25.21').events];
}
