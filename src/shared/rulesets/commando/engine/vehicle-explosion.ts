/**
 * A destroyed vehicle explodes (Tables 26.5, 26.6 Destroyed; a Burns result
 * in the next Game-Turn's Bookkeeping Phase). In its square:
 * - a tank: "the same effect as the detonation of a tank main gun shell"
 *   (Diagram 8; ruling AR16);
 * - an APC: "a LAW Back-blast ... extending in every direction" (1D10 a man,
 *   Case 27.22; the squares of rules/vehicle-explosion.ts, ruling AR18);
 * - a motorcycle: a grenade; a jeep: two grenades (Case 11.4, the game's era).
 * The men the tables do not name — riders on a tank (Case 23.63), the men in a
 * jeep or on a motorcycle (Cases 29.23, 30.0) — sit in the open in its square
 * and are struck there, standing (ruling AR17). A vehicle that burned out
 * kills its crew and passengers as Destroyed says (`destroyedAboard`). Dice
 * are drawn here, in the order: the men aboard, then the blast. The engine's
 * chaining (vehicles, mines, searchlights a tank's blast reaches) is
 * engine/shell-blast.ts. No alert (Case 38.61 names fire, throws, observation).
 */
import type { DiceSource } from '../../../kernel/dice/dice-source';
import { RecordingDice } from '../../../kernel/dice/recording-dice';
import type { GameEvent } from '../model/events';
import type { GameState } from '../model/state';
import type { VehicleState } from '../model/vehicle';
import { rollDice } from '../rules/dice-codes';
import type { ManNearBlast } from '../rules/grenade-blast';
import { resolveBlast } from '../rules/grenade-blast';
import { squareCode } from '../rules/grenade-geometry';
import { recordRoll } from '../rules/grenade-scatter';
import type { ShellBlastResult } from '../rules/shell-blast';
import { resolveShellBlast } from '../rules/shell-blast';
import { destroyedAboard } from '../rules/vehicle-damage';
import { apcExplosionSquares } from '../rules/vehicle-explosion';
import { tablesOf } from './game-tables';
import { grenadeEraOf } from './carried-weapons';

/** Ruling AR17: the men aboard who sit in the open in the vehicle's square — a tank's riders (Case 23.63), everyone in a jeep or on a motorcycle. */
export function openAboard(v: VehicleState): string[] {
  if (v.kind === 'tank') return [...v.riders];
  if (v.kind === 'jeep' || v.kind === 'motorcycle') return [...Object.values(v.crew).filter((x): x is string => x !== undefined), ...v.passengers, ...v.riders];
  return [];
}

/** Every figure a blast may reach: the men on the map and (ruling AR17) the men in the open on a vehicle, standing in its square. */
export function blastFigures(state: GameState): ManNearBlast[] {
  const onMap = Object.values(state.men).flatMap((m) => (m.square && m.condition !== 'dead' ? [{ id: m.id, square: m.square, posture: m.posture }] : []));
  const aboard = (state.vehicles?.vehicles ?? []).flatMap((v) =>
    v.square ? openAboard(v).flatMap((id) => (state.men[id] && state.men[id].condition !== 'dead' ? [{ id, square: v.square!, posture: 'erect' as const }] : [])) : [],
  );
  return [...onMap, ...aboard];
}

export interface ExplosionHit {
  readonly manId: string;
  readonly wounds: number;
  readonly killed: boolean;
  readonly reason: string;
}

export interface VehicleExplosion {
  readonly event: Extract<GameEvent, { type: 'vehicle-exploded' }>;
  /** Every man struck, one entry each (a man struck twice — two grenades — has his wounds added). */
  readonly men: readonly ExplosionHit[];
  /** A tank's Diagram 8 blast (for the vehicles, mines and searchlights it reaches). */
  readonly tankBlast?: ShellBlastResult;
}

const CASE_OF = { tank: 'Table 26.5 Destroyed; Diagram 8', apc: 'Table 26.5 Destroyed; Case 27.22', jeep: 'Table 26.6 Destroyed; Case 11.4', motorcycle: 'Table 26.6 Destroyed; Case 11.4' } as const;

/** The vehicle's explosion (it must be on the map and not yet exploded), with its dice recorded on the event. */
export function explodeVehicle(state: GameState, vehicleId: string, burned: boolean, dice: DiceSource): VehicleExplosion | undefined {
  const v = state.vehicles?.vehicles.find((x) => x.id === vehicleId);
  if (!v?.square || v.damage?.exploded) return undefined;
  const at = v.square;
  const caseRef = CASE_OF[v.kind];
  const rec = new RecordingDice(dice);
  const summary: string[] = [`${v.name} ${burned ? 'burns out and explodes' : 'explodes'} in ${squareCode(at)} (${caseRef})`];
  const hits: ExplosionHit[] = [];
  const add = (h: ExplosionHit) => {
    const i = hits.findIndex((x) => x.manId === h.manId);
    if (i < 0) hits.push(h);
    else hits[i] = { manId: h.manId, wounds: hits[i]!.wounds + h.wounds, killed: hits[i]!.killed || h.killed, reason: `${hits[i]!.reason}; ${h.reason}` };
  };
  // Table 26.5 Burns: "See 'Destroyed' below" — the men still inside die (or, an unroofed APC's passengers, take 1D10) as it explodes.
  if (burned) {
    const d = destroyedAboard(v, 'Table 26.5 Burns', rec);
    summary.push(...d.rolls.map((r) => r.text));
    d.wounds.forEach((w) => add({ manId: w.manId, wounds: w.wounds, killed: w.killed, reason: w.killed ? 'killed inside (Table 26.5 Destroyed)' : 'unroofed APC passenger (Table 26.5 Destroyed)' }));
  }
  const figures = blastFigures(state).filter((f) => !hits.some((h) => h.manId === f.id && h.killed));
  let how: VehicleExplosion['event']['how'];
  let tankBlast: ShellBlastResult | undefined;
  if (v.kind === 'tank') {
    how = 'tank-shell';
    tankBlast = resolveShellBlast(state.map, at, figures, rec, tablesOf(state));
    summary.push(...tankBlast.rolls.map((r) => r.text), ...tankBlast.hits.filter((h) => h.shielded).map((h) => `${h.manId}: ${h.reason}`));
    tankBlast.hits.filter((h) => !h.shielded && (h.killed || h.wounds > 0)).forEach((h) => add({ manId: h.manId, wounds: h.wounds, killed: h.killed, reason: h.reason }));
  } else if (v.kind === 'apc') {
    how = 'apc-backblast';
    const reach = apcExplosionSquares(state.map, at, tablesOf(state));
    const code = tablesOf(state).antitankNumbers.backblastWounds.value;
    for (const f of figures) {
      const spot = reach.squares.find((q) => q.square.col === f.square.col && q.square.row === f.square.row);
      if (!spot) continue;
      const r = rollDice(code, rec, `Case 27.22 APC explosion on ${f.id}`);
      const wounds = spot.halved ? Math.floor(r.total / 2) : r.total;
      summary.push(recordRoll('Case 27.22', `APC explosion on ${f.id}`, r, spot.halved ? `halved through an aperture: ${wounds} (Case 27.23)` : `${wounds} Wound Points`).text);
      if (wounds > 0) add({ manId: f.id, wounds, killed: false, reason: spot.halved ? 'APC explosion through an aperture (Case 27.23)' : 'APC explosion (Case 27.22)' });
    }
  } else {
    how = 'grenades';
    const era = grenadeEraOf(state);
    const n = v.kind === 'jeep' ? 2 : 1;
    let left = figures;
    for (let i = 0; i < n; i++) {
      // "As if two grenades detonated in the jeep's square": each bursts on the men the one before left alive.
      const b = resolveBlast(state.map, { square: at, era }, left, rec, tablesOf(state));
      summary.push(...b.rolls.map((r) => r.text));
      b.men.filter((m) => m.killed || m.wounds > 0).forEach((m) => add({ manId: m.id, wounds: m.wounds, killed: m.killed, reason: `grenade ${i + 1} of ${n} (Case 11.4)` }));
      left = left.filter((f) => f.id !== b.killedId);
    }
  }
  const event: VehicleExplosion['event'] = {
    type: 'vehicle-exploded',
    vehicleId: v.id,
    square: at,
    how,
    burned,
    men: hits.map((h) => ({ manId: h.manId, wounds: h.wounds, killed: h.killed, reason: h.reason })),
    removedLines: tankBlast?.removedLines ?? [],
    summary,
    caseRef,
    dice: rec.take(),
  };
  return { event, men: hits, ...(tankBlast ? { tankBlast } : {}) };
}
