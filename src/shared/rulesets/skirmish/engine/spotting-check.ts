/**
 * A spotting check (seed lines 26–36; line 4): one observer looks at one
 * enemy figure, or at a place where the umpire knows nothing is. Sight and
 * the target's line come from the table (rules/line-of-sight.ts, smoke
 * included); the Need, DMs and the umpire's discretion from
 * rules/spotting.ts. A spot or a natural 6 gives the observer's unit a
 * contact: an existing one moved to the figure's place, or a new one with
 * the next id of the side's one sequence — the same whether anything is
 * there or not, so a side cannot tell a false contact from a real one.
 */
import { RecordingDice } from '../../../kernel/dice/recording-dice';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { RuleError } from '../../../kernel/rule-error';
import { err, ok, type Result } from '../../../kernel/result';
import type { SkirmishCommand } from '../model/commands';
import type { SkirmishEvent } from '../model/events';
import type { SkirmishState } from '../model/state';
import { distance } from '../rules/geometry';
import { lineOfSight } from '../rules/line-of-sight';
import { spottingChance, spottingOutcome, type SpotTarget } from '../rules/spotting';
import type { TableFigure } from '../rules/table-types';
import { BASE_RADIUS } from '../tables/movement';
import { FIRE_SIGNATURE } from '../tables/weapon-kinds';
import { refuse } from './errors';
import { orderedMode } from './movement-step';
import { tableIndexOf } from './table-cache';
import { screensOf } from './smoke';

type SpotCommand = Extract<SkirmishCommand, { type: 'spot/check' }>;

/** The contact id a side hands out next: one opaque sequence per side for real and false contacts alike. */
export const contactIdFor = (side: string, n: number): string => `${side}-contact-${n}`;

function firingOf(state: SkirmishState, figureId: string): SpotTarget['firing'] {
  const f = state.figures[figureId]!;
  if (f.lastFiredBound === undefined || f.lastFiredBound !== state.bound - 1) return undefined;
  return { signature: FIRE_SIGNATURE[f.weapon.kind].value, shot: f.boundsFired <= 1 ? 'first' : 'later', atgw: f.weapon.kind === 'atgw' };
}

export function decideSpotCheck(state: SkirmishState, cmd: SpotCommand, dice: DiceSource): Result<SkirmishEvent[], RuleError> {
  if (state.step !== 'spotting') return err(refuse('spot/not-now', 26, 'spotting', `Spotting is rolled in the Spotting step; bound ${state.bound} is in its ${state.step} step.`));
  const obs = state.figures[cmd.observerId];
  if (!obs) return err(refuse('spot/unknown-observer', 26, 'spotting', `There is no figure "${cmd.observerId}" in game "${state.scenarioId}".`));
  if (obs.state === 'killed') return err(refuse('spot/observer-killed', 61, 'killed', `"${obs.id}" is killed and spots nothing.`));
  const unit = state.units[obs.unitId]!;
  const index = tableIndexOf(state.table);
  let target: TableFigure;
  let real: string | null;
  if ('figureId' in cmd.target) {
    const t = state.figures[cmd.target.figureId];
    if (!t) return err(refuse('spot/unknown-target', 26, 'spotting', `There is no figure "${cmd.target.figureId}" in game "${state.scenarioId}".`));
    if (state.units[t.unitId]!.side === unit.side) return err(refuse('spot/own-side', 26, 'spotting', `"${t.id}" is of "${obs.id}"'s own side.`));
    if (t.state === 'killed') return err(refuse('spot/target-killed', 61, 'killed', `"${t.id}" is killed; the umpire tells the sides of bodies.`));
    target = { id: t.id, at: t.at, posture: t.posture };
    real = t.id;
  } else {
    const p = cmd.target.at;
    if (p.x < 0 || p.y < 0 || p.x > state.table.width || p.y > state.table.height) return err(refuse('spot/off-table', 15, 'the table', `(${p.x}, ${p.y}) is off the table.`));
    const there = Object.values(state.figures).find((f) => f.state !== 'killed' && state.units[f.unitId]!.side !== unit.side && distance(f.at, p) <= 2 * BASE_RADIUS.value);
    if (there) return err(refuse('spot/not-empty', 4, 'hidden movement', `"${there.id}" stands at (${p.x}, ${p.y}): check that figure, not an empty place.`));
    target = { id: '(nothing)', at: p, posture: 'standing' };
    real = null;
  }
  const sight = lineOfSight(index, { id: obs.id, at: obs.at, posture: obs.posture }, target, screensOf(state));
  const targetFigure = real ? state.figures[real]! : undefined;
  const chance = spottingChance({
    line: sight.line,
    inches: sight.inches,
    sightBlocked: sight.visibility === 'blocked',
    night: state.conditions.night,
    target: targetFigure ? { move: orderedMode(state, targetFigure.id), fieldCraft: state.units[targetFigure.unitId]!.fieldCraft, ...(firingOf(state, targetFigure.id) ? { firing: firingOf(state, targetFigure.id)! } : {}) } : undefined,
    observer: { pinned: obs.state === 'pinned', closedDown: obs.closedDown, move: orderedMode(state, obs.id), fieldCraft: unit.fieldCraft },
    ...(cmd.discretion ? { discretion: cmd.discretion } : {}),
  });
  const rec = new RecordingDice(dice);
  const face = chance.kind === 'auto' ? undefined : rec.roll({ die: 'd6', purpose: `seed line 26 spotting: "${obs.id}" looks at ${real ? `"${real}"` : `(${target.at.x}, ${target.at.y})`}` }).face;
  const outcome = spottingOutcome(chance, face);
  let contactId: string | undefined;
  if (outcome !== 'nothing') {
    const known = real ? state.knowledge[unit.id]?.find((c) => c.figureId === real) : undefined;
    contactId = known?.contactId ?? contactIdFor(unit.side, (state.contactSeq[unit.side] ?? 0) + 1);
  }
  const recorded = rec.take();
  return ok([
    {
      type: 'spot/checked',
      bound: state.bound,
      observerId: obs.id,
      unitId: unit.id,
      side: unit.side,
      targetFigureId: real,
      at: target.at,
      breakdown: chance.breakdown,
      outcome,
      ...(contactId ? { contactId } : {}),
      ...(recorded.length > 0 ? { dice: recorded } : {}),
    },
  ]);
}
