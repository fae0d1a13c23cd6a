/**
 * A strafing pass in the Fire step (seed lines 296–315, ruling SK35): the
 * umpire flies an aircraft on one straight line across the table and names
 * the point on it he aims at. The D20 puts the pass on target or it deviates
 * as a mortar (line 302); every living man in the area raked rolls his own D6
 * on the effect table for the cover he is in; the hits wait for the Damage
 * step with the row's Str. Each side learns of the pass only if its men saw it
 * (PASS_SEEN_BY) or were in the area.
 */
import { RecordingDice } from '../../../kernel/dice/recording-dice';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { RuleError } from '../../../kernel/rule-error';
import { err, ok, type Result } from '../../../kernel/result';
import type { StrafedEvent } from '../model/air-events';
import type { SkirmishCommand } from '../model/commands';
import type { SkirmishEvent } from '../model/events';
import type { PendingHit, SkirmishState } from '../model/state';
import { distance } from '../rules/geometry';
import { airCoverAt, flightFrame, inStrafeArea, rollStrafeDeviation, rollStrafeEffect, rollStrafingAccuracy, seesPass, strafeArea } from '../rules/strafing';
import { PASSES_PER_BOUND, STRAFE_STEP } from '../tables/strafing';
import { refuse } from './errors';
import { tableIndexOf } from './table-cache';

type StrafeCommand = Extract<SkirmishCommand, { type: 'umpire/strafe' }>;
type Point = { readonly x: number; readonly y: number };

const onTable = (s: SkirmishState, p: Point) => p.x >= 0 && p.y >= 0 && p.x <= s.table.width && p.y <= s.table.height;

export function decideStrafe(state: SkirmishState, cmd: StrafeCommand, dice: DiceSource): Result<SkirmishEvent[], RuleError> {
  if (state.step !== STRAFE_STEP.value) return err(refuse('air/not-now', 296, 'strafing', `A strafing pass is flown in the Fire step (${STRAFE_STEP.provenance.source}, ruling SK35); bound ${state.bound} is in its ${state.step} step.`));
  const { from, to } = cmd;
  for (const [name, p] of [['from', from], ['to', to]] as const) {
    if (!onTable(state, p)) return err(refuse('air/off-table', 15, 'the table', `The pass's ${name} point (${p.x}, ${p.y}) is off the ${state.table.width}" × ${state.table.height}" table.`));
  }
  const length = distance(from, to);
  if (length === 0) return err(refuse('air/no-line', 296, 'strafing', 'A pass is a straight line across the table: its from and to points must differ (seed line 296).'));
  if (cmd.aimAlong > length) return err(refuse('air/aim-off-line', 301, 'strafing', `The aim point is ${cmd.aimAlong}" along a pass of ${+length.toFixed(2)}": it must lie on the line.`));
  const flown = (state.airPasses ?? []).filter((p) => p.aircraft === cmd.aircraft && p.bound === state.bound).length;
  if (flown >= PASSES_PER_BOUND.value) return err(refuse('air/one-pass', 296, 'strafing', `"${cmd.aircraft}" has flown its pass this bound ("${PASSES_PER_BOUND.provenance.source}").`));

  const index = tableIndexOf(state.table);
  const { along } = flightFrame(from, to);
  const aim = { x: from.x + along.x * cmd.aimAlong, y: from.y + along.y * cmd.aimAlong };
  const rec = new RecordingDice(dice);
  const accuracy = rollStrafingAccuracy({ altitude: cmd.altitude, flight: cmd.flight, target: cmd.target, ...(cmd.discretion ? { discretion: [cmd.discretion] } : {}) }, rec);
  const miss = accuracy.hit ? undefined : rollStrafeDeviation(aim, from, to, rec);
  const centre = miss ? miss.landing : aim;
  const area = strafeArea(cmd.weapon, cmd.target, centre, from, to);
  const struck: StrafedEvent['struck'][number][] = [];
  const hits: PendingHit[] = [];
  const firerId = `aircraft "${cmd.aircraft}"`;
  for (const f of Object.values(state.figures)) {
    if (f.state === 'killed' || !inStrafeArea(cmd.weapon, cmd.target, centre, from, to, f.at)) continue;
    const effect = rollStrafeEffect(cmd.weapon, airCoverAt(index, f.at), rec);
    const n = effect.roll?.hits ?? 0;
    struck.push({ figureId: f.id, column: effect.column, ...(effect.roll ? { roll: effect.roll.breakdown } : {}), hits: n });
    // The column is the cover (line 315): no penetration is deducted again.
    for (let k = 0; k < n; k++) hits.push({ hitId: `hit-${(state.hitSeq ?? 0) + hits.length + 1}`, figureId: f.id, firerId, strength: { value: effect.str, source: effect.source }, cover: [], conditions: f.loads.includes('flak-jacket') ? ['flak-jacket'] : [] });
  }
  const inArea = new Set(struck.map((s) => s.figureId));
  const seenBy = state.sides
    .map((s) => s.id)
    .filter((side) => Object.values(state.figures).some((f) => state.units[f.unitId]?.side === side && f.state !== 'killed' && !f.prisonerOf && (inArea.has(f.id) || seesPass(index, f.at, from, to, state.conditions.night))));
  const event: StrafedEvent = {
    type: 'air/strafed',
    bound: state.bound,
    pass: { aircraft: cmd.aircraft, bound: state.bound, from, to, weapon: cmd.weapon, altitude: cmd.altitude, seenBy },
    flight: cmd.flight,
    target: cmd.target,
    aim,
    accuracy: accuracy.breakdown,
    onTarget: accuracy.hit,
    ...(miss ? { deviation: miss.breakdown } : {}),
    centre,
    area: area.corners,
    struck,
    hits,
    reason: cmd.reason,
    dice: rec.take(),
  };
  return ok([event]);
}
