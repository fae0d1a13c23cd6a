/**
 * A high-explosive shell's effects as events (Section 23.0 procedure "Fire";
 * Diagram 8; Cases 28.32–28.35, 33.33): every figure within five squares is
 * struck (rules/shell-blast.ts) — `man-wounded` for each; mines in the
 * destination square go off (`mine-detonated`, mine-command.ts); a searchlight
 * in or beside it is destroyed (Case 33.33). Reused by the tank's main gun
 * once Section 23.0 lands.
 *
 * Vehicles (Cases 28.34, 28.35): `vehiclesStruck` names the vehicles in
 * (tanks, APCs) or in or beside (jeeps, motorcycles) the square; each rolls
 * its damage table (rules/vehicle-damage.ts) — a `vehicle-damaged` event with
 * the roll, then `man-wounded` for the men aboard (rulings AR10, AR13–AR15).
 */
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { Square } from '../../../map/map-model';
import { sameSquare } from '../../../map/map-model';
import type { GameEvent } from '../model/events';
import type { GameState } from '../model/state';
import type { ShellBlastResult, ShellBlastTables } from '../rules/shell-blast';
import { resolveShellBlast } from '../rules/shell-blast';
import { tablesOf } from './game-tables';
import { blastWounds } from './blast-wounds';
import { detonationEvents } from './mine-command';
import { RecordingDice } from '../../../kernel/dice/recording-dice';
import { resolveVehicleDamage } from '../rules/vehicle-damage';
import { blastFigures, explodeVehicle } from './vehicle-explosion';

type Fold = (s: GameState, e: GameEvent) => GameState;

/** Every figure on the map, alive (men, dogs), and the men in the open on vehicles (ruling AR17). */
const figures = (state: GameState) => blastFigures(state);

const near = (a: Square, b: Square, reach: number) => Math.abs(a.col - b.col) <= reach && Math.abs(a.row - b.row) <= reach;

/** Ruling AR10, Cases 28.34–28.35: the vehicles a shell at `landing` strikes (not those already destroyed). */
export function vehiclesStruck(state: GameState, landing: Square): string[] {
  return (state.vehicles?.vehicles ?? [])
    .filter((v) => v.square && !v.damage?.effects?.includes('destroyed') && near(v.square, landing, v.kind === 'jeep' || v.kind === 'motorcycle' ? 1 : 0))
    .map((v) => v.id);
}

/** What struck the vehicles: the Case for a jeep or motorcycle, for a tank or APC, and the log's words (a rocket, a LAW, a satchel charge use this too). */
export interface VehicleStrike {
  readonly jeepCase: string;
  readonly tankCase: string;
  readonly reason: string;
}

const SHELL_STRIKE: VehicleStrike = { jeepCase: 'Case 28.34', tankCase: 'Case 28.35', reason: 'a shell struck it' };

/** Cases 28.34–28.35: one damage table roll per vehicle struck, each with its wounds to the men aboard. */
export function vehicleShellDamage(state: GameState, vehicleIds: readonly string[], dice: DiceSource, fold: Fold, strike: VehicleStrike = SHELL_STRIKE): { readonly events: GameEvent[]; readonly state: GameState } {
  const out: GameEvent[] = [];
  let s = state;
  for (const id of vehicleIds) {
    const v = s.vehicles?.vehicles.find((x) => x.id === id);
    if (!v) continue;
    const caseRef = v.kind === 'jeep' || v.kind === 'motorcycle' ? strike.jeepCase : strike.tankCase;
    const rec = new RecordingDice(dice);
    const r = resolveVehicleDamage(v, caseRef, rec);
    const damaged: GameEvent = {
      type: 'vehicle-damaged',
      vehicleId: id,
      taskPointsLost: v.damage?.taskPointsLost ?? 0,
      knockedOut: r.destroyed,
      reason: `${strike.reason} (${r.table} ${r.roll}: ${r.effects.join(' and ')})`,
      table: { name: r.table, roll: r.roll, effects: r.effects },
      summary: r.rolls.map((x) => x.text),
      caseRef,
      dice: rec.take(),
    };
    s = fold(s, damaged);
    const wounds = blastWounds(s, r.wounds.map((w) => ({ id: w.manId, wounds: w.wounds, killed: w.killed })));
    s = wounds.reduce(fold, s);
    out.push(damaged, ...wounds);
    // Tables 26.5 / 26.6 Destroyed: "immediately destroyed" — it explodes now (rulings AR16–AR19).
    if (r.destroyed) {
      const x = vehicleExplosionEvents(s, id, false, dice, fold);
      s = x.state;
      out.push(...x.events);
    }
  }
  return { events: out, state: s };
}

/**
 * A destroyed vehicle explodes (engine/vehicle-explosion.ts): the `vehicle-exploded` event, the wounds, then
 * for a tank what a main gun shell's blast reaches beside the men (vehicles, mines, searchlights; ruling AR16).
 * A jeep a tank's blast destroys explodes in turn; a vehicle explodes once, so the chain ends.
 */
export function vehicleExplosionEvents(state: GameState, vehicleId: string, burned: boolean, dice: DiceSource, fold: Fold): { readonly events: GameEvent[]; readonly state: GameState } {
  const x = explodeVehicle(state, vehicleId, burned, dice);
  if (!x) return { events: [], state };
  let s = fold(state, x.event);
  const wounds = blastWounds(s, x.men.map((h) => ({ id: h.manId, wounds: h.wounds, killed: h.killed })));
  s = wounds.reduce(fold, s);
  const out: GameEvent[] = [x.event, ...wounds];
  if (x.tankBlast) {
    const ground = groundAftermath(s, x.event.square, dice, fold);
    out.push(...ground.events);
    s = ground.state;
  }
  return { events: out, state: s };
}

/** After a shell's men: the vehicles struck (Cases 28.34–28.35), the mines in the square, searchlights in or beside it (Case 33.33). */
function groundAftermath(state: GameState, landing: Square, dice: DiceSource, fold: Fold): { readonly events: GameEvent[]; readonly state: GameState } {
  const struck = vehicleShellDamage(state, vehiclesStruck(state, landing), dice, fold);
  let s = struck.state;
  const mines = (s.mines?.laid ?? []).filter((m) => m.status === 'armed' && sameSquare(m.square, landing));
  const mined = mines.length > 0 ? detonationEvents(s, mines, undefined, dice) : [];
  s = mined.reduce(fold, s);
  const lights: GameEvent[] = (s.searchlights?.lights ?? [])
    .filter((l) => !l.destroyed && Math.abs(l.square.col - landing.col) <= 1 && Math.abs(l.square.row - landing.row) <= 1)
    .map((l) => ({ type: 'searchlight-destroyed', searchlightId: l.id, how: 'shell', reason: `a shell landed in ${landing.col},${landing.row}`, caseRef: 'Case 33.33' }));
  s = lights.reduce(fold, s);
  return { events: [...struck.events, ...mined, ...lights], state: s };
}

/** Diagram 8 against the figures where the shell lands (dice drawn now, in the order rules/shell-blast.ts states). */
export function shellBlast(state: GameState, landing: Square, dice: DiceSource, tables: ShellBlastTables = tablesOf(state)): ShellBlastResult {
  return resolveShellBlast(state.map, landing, figures(state), dice, tables);
}

/**
 * The events that follow the `shell-landed` event (already folded into `after`):
 * the wounds, then the vehicles struck (Cases 28.34–28.35), then the mines in
 * the square, then searchlights in or beside it.
 */
export function shellAftermath(after: GameState, landing: Square, blast: ShellBlastResult, dice: DiceSource, fold: Fold): GameEvent[] {
  const wounds = blastWounds(after, blast.hits.map((h) => ({ id: h.manId, wounds: h.wounds, killed: h.killed })));
  return [...wounds, ...groundAftermath(wounds.reduce(fold, after), landing, dice, fold).events];
}
