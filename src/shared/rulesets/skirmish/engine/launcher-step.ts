/**
 * Launchers at men in the Fire step (seed lines 246–261, 289–293; rulings
 * SK16 and SK28): a L.A.W. or L.A.D. from the load a man carries, a
 * recoilless rifle or a missile from his R.R. or A.T.G.W., fired at a point
 * (men, a position). The D10 shot against the Infantry A.T. table's Need with
 * its DMs (Ability, the firer's own move, obscured by smoke or cover, night);
 * a low die's A.T. misfire (lost, half Str., out of ammunition, jams); a miss
 * does no harm (LAUNCHER_MISS). The round's blast (line 261) is shared among
 * every living figure within its radius as pending hits. A disposable tube is
 * spent.
 */
import { RecordingDice } from '../../../kernel/dice/recording-dice';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { RuleError } from '../../../kernel/rule-error';
import { err, ok, type Result } from '../../../kernel/result';
import type { SkirmishCommand } from '../model/commands';
import type { SkirmishEvent } from '../model/events';
import type { HeFiredEvent } from '../model/ordnance-events';
import type { SkirmishState } from '../model/state';
import { shareHits } from '../rules/blast';
import { distance } from '../rules/geometry';
import { launcherEffect, launcherNeed, rollLauncher, rollLauncherHits, rollLauncherMisfire } from '../rules/infantry-at';
import { lineOfSight } from '../rules/line-of-sight';
import { LAUNCHER_CLASS } from '../tables/infantry-at';
import { LAUNCHER_FIRED_BY, LAUNCHER_MISS } from '../tables/ordnance-wiring';
import { refuse } from './errors';
import { burstHits, ordnanceFirer } from './he-step';
import { tableIndexOf } from './table-cache';
import { screensOf } from './smoke';

type LauncherCommand = Extract<SkirmishCommand, { type: 'fire/launcher' }>;

/** Inches a man walked this bound (his path from his start), for "firer moved" (line 254). */
const walkedInches = (state: SkirmishState, figureId: string): number => {
  const path = state.walked?.[figureId] ?? [];
  let total = 0;
  for (let i = 1; i < path.length; i++) total += distance(path[i - 1]!, path[i]!);
  return total;
};

export function decideLauncherFire(state: SkirmishState, cmd: LauncherCommand, dice: DiceSource): Result<SkirmishEvent[], RuleError> {
  if (state.step !== 'fire') return err(refuse('launcher/not-now', 246, 'Infantry A.T.', `Launchers are fired in the Fire step; bound ${state.bound} is in its ${state.step} step.`));
  const f = ordnanceFirer(state, cmd.firerId);
  if ('code' in f) return err(f);
  const cls = LAUNCHER_CLASS[cmd.launcher].value;
  const by = LAUNCHER_FIRED_BY[cls];
  // A weapon destroyed by an arm hit (line 63, ruling SK30) fires no more; a carried tube still may.
  const armed = by.value.weapons.includes(f.weapon.kind) && !f.weapon.jammed && !f.weapon.mustReload && !f.weapon.destroyed;
  const carried = by.value.loads.some((l) => f.loads.includes(l));
  if (!armed && !carried) return err(refuse('launcher/none', 246, 'Infantry A.T.', `"${f.id}" has no ${cls} launcher ready: it is fired from ${[...by.value.weapons.map((w) => `a ${w}`), ...by.value.loads.map((l) => `a carried ${l}`)].join(' or ')} (${by.provenance.source}, ruling SK28).`));
  const { aim } = cmd;
  if (aim.x < 0 || aim.y < 0 || aim.x > state.table.width || aim.y > state.table.height) return err(refuse('launcher/off-table', 15, 'the table', `(${aim.x}, ${aim.y}) is off the table.`));
  const range = distance(f.at, aim);
  try {
    launcherNeed(cmd.launcher, range);
  } catch (e) {
    return err(refuse('launcher/cannot-fire-there', 246, 'Infantry A.T.', e instanceof Error ? e.message : String(e)));
  }
  const sight = lineOfSight(tableIndexOf(state.table), { id: f.id, at: f.at, posture: f.posture }, { id: '(aim point)', at: aim, posture: 'standing' }, screensOf(state));
  const obscured = sight.smoke.shift > 0 || sight.coverIn.line === 'close' || sight.coverIn.line === 'dense';
  const rec = new RecordingDice(dice);
  const shot = rollLauncher(
    { launcher: cmd.launcher, range, ability: state.units[f.unitId]!.ability, obscured, firerMoved: walkedInches(state, f.id), night: state.conditions.night, ...(cmd.discretion ? { discretion: [cmd.discretion] } : {}) },
    rec,
  );
  let misfire: HeFiredEvent['misfire'];
  let half = false;
  let lost = false;
  let weaponDown: HeFiredEvent['weaponDown'];
  if (shot.misfireCheck) {
    const m = rollLauncherMisfire(cmd.launcher, rec);
    misfire = { result: m.result, effect: m.breakdown.steps.at(-1)?.label ?? m.result, breakdown: m.breakdown };
    half = m.result === 'half-effect';
    lost = m.result === 'lost' || m.result === 'jams';
    if (armed && (m.result === 'jams' || m.result === 'out-of-ammo')) weaponDown = m.result;
  }
  const burst = shot.hit && !lost ? aim : null;
  let hitsRoll: HeFiredEvent['hitsRoll'];
  let shared: Record<string, number> = {};
  const hits: HeFiredEvent['hits'][number][] = [];
  if (burst) {
    const effect = launcherEffect(cmd.launcher, half);
    const within = Object.values(state.figures).filter((g) => g.state !== 'killed' && distance(g.at, burst) <= effect.radius).map((g) => ({ id: g.id, distance: distance(g.at, burst) }));
    const allProne = within.length > 0 && within.every((w) => state.figures[w.id]!.posture === 'prone');
    const roll = rollLauncherHits(cmd.launcher, { allProne }, rec);
    hitsRoll = roll.breakdown;
    shared = { ...shareHits(roll.hits, within, effect.radius).perFigure };
    hits.push(...burstHits(state, burst, shared, f.id, { value: effect.str, source: effect.source }));
  }
  const event: HeFiredEvent = {
    type: 'he/fired',
    bound: state.bound,
    firerId: f.id,
    weapon: cmd.launcher,
    round: 'he',
    aim,
    range: shot.breakdown,
    onTarget: shot.hit,
    ...(misfire ? { misfire } : {}),
    burst,
    ...(!shot.hit ? { missed: LAUNCHER_MISS.provenance.source } : {}),
    ...(hitsRoll ? { hitsRoll } : {}),
    shared,
    hits,
    ...(weaponDown ? { weaponDown } : {}),
    ...(!armed && by.value.spent ? { spent: by.value.loads[0]! } : {}),
    dice: rec.take(),
  };
  return ok([event]);
}
