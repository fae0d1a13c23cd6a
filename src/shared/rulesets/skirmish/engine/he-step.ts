/**
 * H.E., grenades and flame in the Fire step (seed lines 91–131, rulings
 * SK12–SK15, SK23): a man of a unit that passed its reaction to fire (or to
 * advance or go to contact, ORDNANCE_ALLOWED) throws or fires at a point. The
 * roll to get range (D12, rules/he.ts); a low die's misfire (rules/he-misfire.ts:
 * a dud, a fumble at his feet, a flame that fails to ignite); a miss deviates
 * (rules/he-deviation.ts) or does no harm; the burst's hits (rules/blast.ts)
 * are shared among every living figure within its radius — either side's —
 * or within the flame's 2"×4", and wait as pending hits for the Damage step
 * with the round's Str. and the cover between the burst and each man.
 */
import { RecordingDice } from '../../../kernel/dice/recording-dice';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { RuleError } from '../../../kernel/rule-error';
import { err, ok, type Result } from '../../../kernel/result';
import type { SkirmishCommand } from '../model/commands';
import type { SkirmishEvent } from '../model/events';
import type { Figure } from '../model/figures';
import type { HeFiredEvent } from '../model/ordnance-events';
import type { PendingHit, SkirmishState } from '../model/state';
import { shareHits, type HitsRoll } from '../rules/blast';
import { distance } from '../rules/geometry';
import { effectOf, firedRound, heRangeNeed, rollBlastHits, rollFlameHits, rollHeRange, type HeOrFlame } from '../rules/he';
import { inFlameArea, landingPoint, rollDeviation } from '../rules/he-deviation';
import { rollHeMisfire } from '../rules/he-misfire';
import { lineOfSight } from '../rules/line-of-sight';
import { FLAME_EFFECT, FLAME_TABLE, HE_DELIVERY, HE_TABLE, type HeWeapon } from '../tables/he';
import type { HeFirerCondition, HeTargetCondition } from '../tables/he-rules';
import { NIGHT_IS_MOONLESS } from '../tables/bound-wiring';
import { BURST_POSTURE, HAS_TARGET, HEAT_DUD_HITS, ORDNANCE_ALLOWED, ORDNANCE_FIRED_BY } from '../tables/ordnance-wiring';
import { refuse } from './errors';
import { orderedMode } from './movement-step';
import { tableIndexOf } from './table-cache';
import { protectingCover, unitOrderOf, woundDm } from './wired-support';
import { screensOf } from './smoke';
import { fireFromBurst, foughtFireThisBound } from './terrain-fire-step';

type HeCommand = Extract<SkirmishCommand, { type: 'fire/he' }>;
type Point = { readonly x: number; readonly y: number };

const isFlame = (w: HeOrFlame): boolean => w in FLAME_TABLE;

/** A man who may fire H.E. or a launcher now — alive and able, not yet fired, his unit ordered to and passed (ruling SK23) — or the refusal. */
export function ordnanceFirer(state: SkirmishState, firerId: string): Figure | RuleError {
  const f = state.figures[firerId];
  if (!f) return refuse('he/unknown-figure', 91, 'H.E.', `There is no figure "${firerId}" in game "${state.scenarioId}".`);
  if (f.prisonerOf) return refuse('he/prisoner', 146, 'surrender', `"${f.id}" has surrendered and does not fire (ruling SK31).`);
  if (f.state === 'killed' || f.state === 'crippled') return refuse('he/cannot-fire', 61, f.state, `"${f.id}" is ${f.state} and does not fire (ruling SK10).`);
  if (f.lastFiredBound === state.bound) return refuse('he/fired', 50, 'fire', `"${f.id}" has already fired in bound ${state.bound}.`);
  if (foughtFireThisBound(state, f.id)) return refuse('he/fighting-fire', 231, 'terrain fire', `"${f.id}" is fighting a fire this bound and does not fire (ruling SK29).`);
  const action = unitOrderOf(state, f.unitId)?.action ?? 'hold';
  const allowed = ORDNANCE_ALLOWED[action];
  if (!allowed.value) return refuse('he/not-ordered', 24, 'reaction', `"${f.id}"'s unit "${f.unitId}" is ordered to ${action}, which allows no H.E. or flame (${allowed.provenance.source}, ruling SK23).`);
  const reaction = state.reactions[f.unitId];
  if (!reaction?.passed) return refuse('he/held', 24, 'reaction', `"${f.id}"'s unit "${f.unitId}" ${reaction ? `failed its reaction (${reaction.reason}) and holds (ruling SK2)` : 'has no reaction this bound'}: it does not fire.`);
  return f;
}

/** The man who may fire this weapon now, or the refusal naming why not. */
function thrower(state: SkirmishState, cmd: HeCommand): Figure | RuleError {
  const f = ordnanceFirer(state, cmd.firerId);
  if ('code' in f) return f;
  const by = ORDNANCE_FIRED_BY[cmd.weapon];
  if (by.value === 'none' || (by.value !== 'any' && !by.value.includes(f.weapon.kind))) {
    return refuse('he/not-his-weapon', 91, 'H.E. table', `"${f.id}" carries a ${f.weapon.kind}; the ${cmd.weapon} is fired by ${by.value === 'none' ? 'no figure' : (by.value as readonly string[]).join(' or ')} (${by.provenance.source}, ruling SK23).`);
  }
  if (by.value !== 'any' && f.weapon.destroyed) return refuse('he/weapon-destroyed', 63, 'hit location, arm', `"${f.id}"'s ${f.weapon.kind} was destroyed by the hit on his arm ("D6 = 6 weapon destroied", ruling SK30).`);
  if (by.value !== 'any' && (f.weapon.jammed || f.weapon.mustReload)) return refuse('he/weapon-down', 60, 'misfire', `"${f.id}"'s ${f.weapon.kind} is ${f.weapon.jammed ? 'jammed' : 'out of ammunition'} this go.`);
  return f;
}

/** Pending hits for the figures a burst at `burst` reached, each with the cover between the burst and him (BURST_POSTURE). */
export function burstHits(state: SkirmishState, burst: Point, shared: Readonly<Record<string, number>>, firerId: string, strength: PendingHit['strength']): PendingHit[] {
  const hits: PendingHit[] = [];
  for (const [figureId, n] of Object.entries(shared)) {
    const t = state.figures[figureId]!;
    const from = { id: '(burst)', at: burst, posture: BURST_POSTURE.value };
    const cover = distance(burst, t.at) > 0 ? protectingCover(lineOfSight(tableIndexOf(state.table), from, { id: t.id, at: t.at, posture: t.posture }, screensOf(state))) : [];
    for (let j = 0; j < n; j++) {
      hits.push({ hitId: `hit-${(state.hitSeq ?? 0) + hits.length + 1}`, figureId, firerId, strength, cover, conditions: t.loads.includes('flak-jacket') ? ['flak-jacket'] : [] });
    }
  }
  return hits;
}

/** The living figures a burst at `at` (radius) or a flame (area) reaches, with their distance from it. */
function reached(state: SkirmishState, weapon: HeOrFlame, at: Point, firer: Figure, radius: number): { id: string; distance: number }[] {
  const living = Object.values(state.figures).filter((g) => g.state !== 'killed');
  const inside = isFlame(weapon) ? living.filter((g) => inFlameArea(at, firer.at, g.at)) : living.filter((g) => distance(g.at, at) <= radius);
  return inside.map((g) => ({ id: g.id, distance: isFlame(weapon) ? 0 : distance(g.at, at) }));
}

export function decideHeFire(state: SkirmishState, cmd: HeCommand, dice: DiceSource): Result<SkirmishEvent[], RuleError> {
  if (state.step !== 'fire') return err(refuse('he/not-now', 91, 'H.E.', `H.E. is fired in the Fire step; bound ${state.bound} is in its ${state.step} step.`));
  const f = thrower(state, cmd);
  if ('code' in f) return err(f);
  const weapon = cmd.weapon;
  const { aim } = cmd;
  if (aim.x < 0 || aim.y < 0 || aim.x > state.table.width || aim.y > state.table.height) return err(refuse('he/off-table', 15, 'the table', `(${aim.x}, ${aim.y}) is off the table.`));
  const range = distance(f.at, aim);
  if (range === 0) return err(refuse('he/own-feet', 92, 'H.E. table', `"${f.id}" cannot aim at the ground he stands on.`));
  try {
    heRangeNeed(weapon, range);
    if (!isFlame(weapon)) effectOf(weapon as HeWeapon, cmd.round);
  } catch (e) {
    return err(refuse('he/cannot-fire-there', 92, 'H.E. table', e instanceof Error ? e.message : String(e)));
  }
  const sight = lineOfSight(tableIndexOf(state.table), { id: f.id, at: f.at, posture: f.posture }, { id: '(aim point)', at: aim, posture: 'standing' }, screensOf(state));
  const hasTarget = HAS_TARGET.value === 'sees-aim-point' && sight.visibility !== 'blocked';
  const target: HeTargetCondition[] = [];
  if (!hasTarget) target.push('muzzle-flash-or-unseen');
  if (sight.crossed.some((c) => c.protects) || sight.coverIn.line === 'dense') target.push('heavy-cover');
  else if (sight.coverIn.line === 'light' || sight.coverIn.line === 'close') target.push('light-cover');
  if (state.conditions.night) target.push(NIGHT_IS_MOONLESS.value);
  const firer: HeFirerCondition[] = [];
  if (f.state === 'pinned') firer.push('pinned');
  const wound = woundDm(state, f);
  if (wound) firer.push(wound);
  const mode = orderedMode(state, f.id);
  if (mode === 'advance') firer.push('advancing');
  if (mode === 'run') firer.push('running');
  if (f.posture === 'prone' && !isFlame(weapon) && HE_DELIVERY[weapon as HeWeapon].value === 'hand') firer.push('throwing-prone');
  const rec = new RecordingDice(dice);
  const ability = state.units[f.unitId]!.ability;
  const roll = rollHeRange({ weapon, round: cmd.round, range, target, firer, ability, hasTarget, ...(cmd.discretion ? { discretion: [cmd.discretion] } : {}) }, rec);
  let misfire: HeFiredEvent['misfire'];
  let deviation: HeFiredEvent['deviation'];
  let halve = false;
  let spoilt = false;
  let fumbled = false;
  const fired = firedRound(weapon, cmd.round);
  if (roll.misfireCheck) {
    const m = rollHeMisfire({ round: fired, handThrown: !isFlame(weapon) && HE_DELIVERY[weapon as HeWeapon].value === 'hand', ability }, rec);
    misfire = { result: m.result, effect: m.effect, breakdown: m.breakdown };
    fumbled = m.result === 'fumble';
    halve = m.result === 'dud' && fired === 'heat';
    spoilt = m.result === 'fails-to-ignite' || m.result === 'jams' || (m.result === 'dud' && !halve);
  }
  // A fumble bursts at his feet (FUMBLE_EFFECT); on target, at the aim point; a miss deviates, or (flame, gun, mortar) does no harm (SK13, SK15).
  let burst: Point | null = null;
  if (fumbled) burst = f.at;
  else if (!spoilt && roll.hit) burst = aim;
  else if (!spoilt && !isFlame(weapon)) {
    const d = rollDeviation(weapon as HeWeapon, range, rec);
    if (d) {
      deviation = d.breakdown;
      burst = landingPoint(aim, f.at, d.offset);
    }
  }
  let hitsRoll: HitsRoll | undefined;
  let shared: Record<string, number> = {};
  const hits: PendingHit[] = [];
  if (burst) {
    const effect = isFlame(weapon) ? { radius: 0, str: FLAME_EFFECT.value.str, source: FLAME_EFFECT.provenance.source } : { ...effectOf(weapon as HeWeapon, cmd.round), source: HE_TABLE[weapon as HeWeapon].provenance.source };
    const within = reached(state, weapon, burst, f, effect.radius);
    const allProne = within.length > 0 && within.every((w) => state.figures[w.id]!.posture === 'prone');
    hitsRoll = isFlame(weapon) ? rollFlameHits({ allProne }, rec) : rollBlastHits(weapon as HeWeapon, cmd.round, { allProne }, rec);
    const total = halve && HEAT_DUD_HITS.value === 'half-down' ? Math.floor(hitsRoll.hits / 2) : hitsRoll.hits;
    shared = { ...shareHits(total, within, effect.radius).perFigure };
    hits.push(...burstHits(state, burst, shared, f.id, { value: effect.str, source: effect.source }));
  }
  const event: HeFiredEvent = {
    type: 'he/fired',
    bound: state.bound,
    firerId: f.id,
    weapon,
    round: cmd.round,
    aim,
    range: roll.breakdown,
    onTarget: roll.hit,
    ...(misfire ? { misfire } : {}),
    ...(deviation ? { deviation } : {}),
    burst,
    ...(hitsRoll ? { hitsRoll: hitsRoll.breakdown } : {}),
    shared,
    hits,
    dice: rec.take(),
  };
  // A flame that ignited or a W.P. round sets burning ground alight (ruling SK29).
  const fire = burst ? fireFromBurst(state, burst, fired) : undefined;
  return ok(fire ? [event, fire] : [event]);
}
