/**
 * Artillery called over the radio in the Fire step (seed lines 201–222,
 * ruling SK33): a forward observer whose radio call made contact this bound
 * calls one fire mission on a point. A ranging round rolls the D20 of line 201
 * (walking onto the target shot by shot) and bursts where it lands with the
 * single-shot effect of line 202; once a round has hit, the battery may fire a
 * barrage on the point (lines 204–222). The hits on every living figure in the
 * radius or area — either side's — wait for the Damage step (damage-step.ts).
 */
import { RecordingDice } from '../../../kernel/dice/recording-dice';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { RuleError } from '../../../kernel/rule-error';
import { err, ok, type Result } from '../../../kernel/result';
import type { ArtilleryFiredEvent } from '../model/artillery-events';
import type { SkirmishCommand } from '../model/commands';
import type { SkirmishEvent } from '../model/events';
import type { FireMission } from '../model/fire-mission';
import type { SkirmishState } from '../model/state';
import { barrageArea, barrageHitsFigure, rangingLanding, rollBarrageHits, rollRanging, rollShellHits, shellEffect } from '../rules/artillery';
import { shareHits, type HitsRoll } from '../rules/blast';
import { distance } from '../rules/geometry';
import { BARRAGE_NEEDS_RANGING, BARRAGE_TABLE, SINGLE_SHOT_EFFECT, type BarrageMinutes } from '../tables/artillery';
import { refuse } from './errors';
import { burstHits } from './he-step';
import { foughtFireThisBound } from './terrain-fire-step';

type CallCommand = Extract<SkirmishCommand, { type: 'artillery/call' }>;

const samePoint = (a: { x: number; y: number }, b: { x: number; y: number }): boolean => a.x === b.x && a.y === b.y;

export function decideArtilleryCall(state: SkirmishState, cmd: CallCommand, dice: DiceSource): Result<SkirmishEvent[], RuleError> {
  if (state.step !== 'fire') return err(refuse('artillery/not-now', 201, 'artillery', `Artillery falls in the Fire step (ruling SK33); bound ${state.bound} is in its ${state.step} step.`));
  const f = state.figures[cmd.observerId];
  if (!f) return err(refuse('artillery/unknown-figure', 201, 'artillery', `There is no figure "${cmd.observerId}" in game "${state.scenarioId}".`));
  if (f.state === 'killed' || f.state === 'crippled') return err(refuse('artillery/cannot-call', 61, f.state, `"${f.id}" is ${f.state} and calls no fire (ruling SK10).`));
  if (f.prisonerOf) return err(refuse('artillery/prisoner', 146, 'surrender', `"${f.id}" has surrendered and calls no fire (ruling SK31).`));
  if (foughtFireThisBound(state, f.id)) return err(refuse('artillery/fighting-fire', 231, 'terrain fire', `"${f.id}" is fighting a fire this bound and calls no fire (ruling SK29).`));
  if (state.radioContacts?.[f.id] !== state.bound) return err(refuse('artillery/no-contact', 16, 'radio contact', `"${f.id}" has no radio contact this bound: a fire mission is called over a radio that made contact (radio/contact, ruling SK33).`));
  const { aim } = cmd;
  if (aim.x < 0 || aim.y < 0 || aim.x > state.table.width || aim.y > state.table.height) return err(refuse('artillery/off-table', 15, 'the table', `(${aim.x}, ${aim.y}) is off the table.`));
  const side = state.units[f.unitId]!.side;
  const current = (state.fireMissions ?? []).find((m) => m.observerId === f.id);
  const same = current && current.battery === cmd.battery && samePoint(current.aim, aim) ? current : undefined;
  const minutes = cmd.minutes as BarrageMinutes | undefined;
  try {
    if (cmd.fire === 'ranging') shellEffect(cmd.battery, cmd.round);
    else {
      if (cmd.round === 'heat') throw new RangeError('a barrage fires H.E. or W.P. (seed lines 204–220); H.E.A.T. is a single shot (line 202)');
      if (minutes === undefined) throw new RangeError('a barrage names its minutes (seed line 205: 1 … 60)');
      barrageHitsFigure(cmd.battery, cmd.round, minutes);
    }
  } catch (e) {
    return err(refuse('artillery/cannot-fire', cmd.fire === 'ranging' ? 202 : 204, 'artillery', e instanceof Error ? e.message : String(e)));
  }
  if (cmd.fire === 'barrage' && BARRAGE_NEEDS_RANGING.value && !same?.rangedIn) {
    return err(refuse('artillery/not-ranged', 201, 'ranging', `No ranging round of "${f.id}"'s ${cmd.battery} has hit (${aim.x}, ${aim.y}) yet: the barrage follows the ranging (ruling SK33).`));
  }
  const seq = (state.missionSeq ?? 0) + (same ? 0 : 1);
  const base: FireMission = same ?? { missionId: `mission-${seq}`, side, observerId: f.id, battery: cmd.battery, aim, shots: 0, rangedIn: false };
  const rec = new RecordingDice(dice);
  const living = Object.values(state.figures).filter((g) => g.state !== 'killed');
  let event: ArtilleryFiredEvent;
  if (cmd.fire === 'ranging') {
    const shot = base.shots + 1;
    const r = rollRanging({ battery: cmd.battery, shot, ability: state.units[f.unitId]!.ability, wwii: state.options?.wwii === true, ...(cmd.discretion ? { discretion: [cmd.discretion] } : {}) }, rec);
    const burst = rangingLanding(f.at, aim, r.offset);
    const effect = shellEffect(cmd.battery, cmd.round);
    const within = living.map((g) => ({ id: g.id, distance: distance(g.at, burst) })).filter((w) => w.distance <= effect.radius);
    let hitsRoll: HitsRoll | undefined;
    let shared: Record<string, number> = {};
    if (within.length > 0) {
      const allProne = within.every((w) => state.figures[w.id]!.posture === 'prone');
      hitsRoll = rollShellHits(cmd.battery, cmd.round, { allProne, nearest: Math.min(...within.map((w) => w.distance)) }, rec);
      shared = { ...shareHits(hitsRoll.hits, within, effect.radius).perFigure };
    }
    const hits = burstHits(state, burst, shared, f.id, { value: effect.str, source: SINGLE_SHOT_EFFECT.provenance.source });
    const mission = { ...base, shots: shot, rangedIn: base.rangedIn || r.hit };
    event = { type: 'artillery/fired', bound: state.bound, mission, round: cmd.round, fire: 'ranging', ranging: r.breakdown, onTarget: r.hit, burst, ...(hitsRoll ? { hitsRoll: hitsRoll.breakdown } : {}), shared, hits, dice: rec.take() };
  } else {
    const round = cmd.round as 'he' | 'wp';
    const area = barrageArea(cmd.battery, round, cmd.guns as 4 | 6, aim);
    const inside = living.filter((g) => g.at.x >= area.x0 && g.at.x <= area.x1 && g.at.y >= area.y0 && g.at.y <= area.y1).map((g) => ({ id: g.id, distance: distance(g.at, aim) }));
    let hitsRoll: HitsRoll | undefined;
    let shared: Record<string, number> = {};
    if (inside.length > 0) {
      hitsRoll = rollBarrageHits(cmd.battery, round, minutes!, inside.some((w) => state.figures[w.id]!.posture !== 'prone'), rec);
      shared = { ...shareHits(hitsRoll.hits, inside, Number.POSITIVE_INFINITY).perFigure };
    }
    const effect = shellEffect(cmd.battery, round);
    const hits = burstHits(state, aim, shared, f.id, { value: effect.str, source: `${BARRAGE_TABLE.provenance.source} ("Str.s as above", ${SINGLE_SHOT_EFFECT.provenance.source})` });
    event = { type: 'artillery/fired', bound: state.bound, mission: base, round, fire: 'barrage', barrage: { minutes: minutes!, guns: cmd.guns as 4 | 6, area }, onTarget: true, burst: aim, ...(hitsRoll ? { hitsRoll: hitsRoll.breakdown } : {}), shared, hits, dice: rec.take() };
  }
  return ok([event]);
}
