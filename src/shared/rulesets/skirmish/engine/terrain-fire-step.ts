/**
 * Terrain fire in the Bound (seed lines 225, 230–231; ruling SK29). A flame
 * that ignites, or a W.P. round, bursting in ground that burns starts a fire
 * 2" across (FIRE_STARTED_BY, FIRE_BURNS); the umpire may start one by hand.
 * A fire does not spread (FIRE_SPREADS); it screens sight as full smoke
 * (engine/smoke.ts); a man in it, or who walks through it, in the Movement
 * step takes a hit at its strength (FIRE_HITS_PER_BOUND, FIRE_STR); men at its
 * edge may try to put it out in the Fire step; at the end of each bound every
 * fire rolls its D20 to burn out (rules/terrain-fire.ts, BURN_OUT_WHEN).
 */
import { RecordingDice } from '../../../kernel/dice/recording-dice';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { RuleError } from '../../../kernel/rule-error';
import { err, ok, type Result } from '../../../kernel/result';
import type { SkirmishCommand } from '../model/commands';
import type { FigureMove, SkirmishEvent } from '../model/events';
import type { PendingHit, SkirmishState } from '../model/state';
import type { FireBurnOutEvent, FireBurnedEvent, FireCause, FireStartedEvent } from '../model/terrain-events';
import { distance, pointInPolygon, segmentNearPoint } from '../rules/geometry';
import { rollBurnOut } from '../rules/terrain-fire';
import { FIGHT_REACH, FIRE_BURNS, FIRE_HITS_PER_BOUND, FIRE_STARTED_BY, FIRE_STR, TERRAIN_FIRE_DIAMETER } from '../tables/terrain-fire';
import { refuse } from './errors';

type Point = { readonly x: number; readonly y: number };
type StartCommand = Extract<SkirmishCommand, { type: 'umpire/start-fire' }>;
type FightCommand = Extract<SkirmishCommand, { type: 'terrain-fire/fight' }>;

const RADIUS = TERRAIN_FIRE_DIAMETER.value / 2;

/** The area of the table at a point that burns (FIRE_BURNS), if any: the last listed wins, as it is drawn on top. */
export function burningGroundAt(state: SkirmishState, at: Point): { readonly id: string; readonly name?: string } | undefined {
  const burns = FIRE_BURNS.value as readonly string[];
  return [...state.table.areas].reverse().find((a) => burns.includes(a.cover) && pointInPolygon(at, a.polygon));
}

function started(state: SkirmishState, at: Point, cause: FireCause, reason: string): FireStartedEvent {
  const fireId = `fire-${(state.fireSeq ?? 0) + 1}`;
  return { type: 'terrain-fire/started', bound: state.bound, fire: { fireId, centre: at, radius: RADIUS, startedBound: state.bound, cause, foughtBounds: [] }, reason };
}

/** The fire a burst starts, when its round sets fires (FIRE_STARTED_BY) and it bursts in ground that burns, not already burning there. */
export function fireFromBurst(state: SkirmishState, burst: Point, round: 'flame' | 'wp' | string): FireStartedEvent | undefined {
  if (!(FIRE_STARTED_BY.value as readonly string[]).includes(round)) return undefined;
  const ground = burningGroundAt(state, burst);
  if (!ground) return undefined;
  if ((state.fires ?? []).some((f) => distance(f.centre, burst) <= f.radius)) return undefined;
  const cause = round as 'flame' | 'wp';
  return started(state, burst, cause, `${cause === 'flame' ? 'the flame' : 'the W.P. round'} set "${ground.name ?? ground.id}" alight (${FIRE_STARTED_BY.provenance.source}, house)`);
}

export function decideStartFire(state: SkirmishState, cmd: StartCommand): Result<SkirmishEvent[], RuleError> {
  const { at } = cmd;
  if (at.x < 0 || at.y < 0 || at.x > state.table.width || at.y > state.table.height) return err(refuse('terrain-fire/off-table', 230, 'terrain fire', `(${at.x}, ${at.y}) is off the table.`));
  return ok([started(state, at, 'umpire', cmd.reason)]);
}

/** Whether a man is fighting a fire this bound (he does nothing else in the Fire step). */
export const foughtFireThisBound = (state: SkirmishState, figureId: string): boolean => (state.fireFighters ?? []).includes(figureId);

export function decideFightFire(state: SkirmishState, cmd: FightCommand): Result<SkirmishEvent[], RuleError> {
  if (state.step !== 'fire') return err(refuse('terrain-fire/not-now', 231, 'terrain fire', `Men try to put out a fire in the Fire step (ruling SK29); bound ${state.bound} is in its ${state.step} step.`));
  const f = state.figures[cmd.figureId];
  if (!f) return err(refuse('terrain-fire/unknown-figure', 231, 'terrain fire', `There is no figure "${cmd.figureId}" in game "${state.scenarioId}".`));
  const fire = (state.fires ?? []).find((x) => x.fireId === cmd.fireId);
  if (!fire) return err(refuse('terrain-fire/unknown-fire', 230, 'terrain fire', `No fire "${cmd.fireId}" burns on the table.`));
  if (f.prisonerOf) return err(refuse('terrain-fire/prisoner', 146, 'surrender', `"${f.id}" has surrendered and does nothing more (ruling SK31).`));
  if (f.state !== 'ok' && f.state !== 'wounded') return err(refuse('terrain-fire/cannot-fight', 61, f.state, `"${f.id}" is ${f.state} and cannot fight a fire (ruling SK29).`));
  if (f.lastFiredBound === state.bound) return err(refuse('terrain-fire/fired', 231, 'terrain fire', `"${f.id}" fired this bound; a man fights a fire instead of firing (ruling SK29).`));
  if (foughtFireThisBound(state, f.id)) return err(refuse('terrain-fire/already', 231, 'terrain fire', `"${f.id}" is already fighting a fire this bound.`));
  const gap = distance(f.at, fire.centre) - fire.radius;
  if (gap > FIGHT_REACH.value) return err(refuse('terrain-fire/too-far', 231, 'terrain fire', `"${f.id}" is ${+gap.toFixed(1)}" from the edge of fire "${fire.fireId}"; a man fights it from within ${FIGHT_REACH.value}" (${FIGHT_REACH.provenance.source}, house).`));
  return ok([{ type: 'terrain-fire/fought', bound: state.bound, fireId: fire.fireId, figureId: f.id }]);
}

/** The hits of the Movement step: each living man standing in a fire or whose walk passed through it (FIRE_HITS_PER_BOUND). */
export function burnsOfMovement(state: SkirmishState, moves: readonly FigureMove[]): FireBurnedEvent[] {
  const out: FireBurnedEvent[] = [];
  let seq = state.hitSeq ?? 0;
  for (const fire of state.fires ?? []) {
    const hits: PendingHit[] = [];
    for (const m of moves) {
      const f = state.figures[m.figureId];
      if (!f || f.state === 'killed') continue;
      const points = [f.at, ...m.path];
      const touched = points.length === 1 ? distance(f.at, fire.centre) <= fire.radius : points.slice(1).some((p, i) => segmentNearPoint(points[i]!, p, fire.centre, fire.radius));
      if (!touched) continue;
      for (let j = 0; j < FIRE_HITS_PER_BOUND.value; j++) {
        seq += 1;
        hits.push({
          hitId: `hit-${seq}`,
          figureId: f.id,
          firerId: `(${fire.fireId})`,
          strength: { value: FIRE_STR.value, source: `${FIRE_STR.provenance.source} (house: a fire burns as a flame, ruling SK29)` },
          cover: [],
          conditions: f.loads.includes('flak-jacket') ? ['flak-jacket'] : [],
        });
      }
    }
    if (hits.length > 0) out.push({ type: 'terrain-fire/burned', bound: state.bound, fireId: fire.fireId, hits });
  }
  return out;
}

/** The end of the bound: every fire rolls to burn out (line 231), turns passed since it started, turns men fought it. */
export function burnOutRolls(state: SkirmishState, dice: DiceSource): FireBurnOutEvent[] {
  return (state.fires ?? []).map((fire) => {
    const rec = new RecordingDice(dice);
    const roll = rollBurnOut({ turnsPassed: state.bound - fire.startedBound, turnsFought: fire.foughtBounds.length }, rec);
    return { type: 'terrain-fire/burn-out', bound: state.bound, fireId: fire.fireId, burntOut: roll.burntOut, breakdown: roll.breakdown, dice: rec.take() };
  });
}
