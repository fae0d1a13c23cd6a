/**
 * The Fire step (seed lines 50–60, 66–90, 547–574): a unit that passed its
 * reaction to fire shoots, as its order allows (tables/bound-wiring.ts
 * FIRE_ALLOWED, ruling SK20) — group fire on the group table by its weapons'
 * column and the targets' band (rules/group-fire.ts), or an aimed single shot
 * on the individual table the umpire names for the weapon (rules/aimed-fire.ts)
 * — with the misfire roll a low die calls for (rules/misfire.ts). Hits wait in
 * the state for their wound rolls in the Damage step; the dice and the
 * breakdowns go into the event.
 */
import { RecordingDice } from '../../../kernel/dice/recording-dice';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { RuleError } from '../../../kernel/rule-error';
import { err, ok, type Result } from '../../../kernel/result';
import type { SkirmishCommand } from '../model/commands';
import type { SkirmishEvent } from '../model/events';
import type { Figure } from '../model/figures';
import type { PendingHit, SkirmishState } from '../model/state';
import type { MisfireRolled } from '../model/wired-events';
import { aimedShotNeed, rollAimedShot } from '../rules/aimed-fire';
import { rollGroupFire } from '../rules/group-fire';
import { rollMisfire } from '../rules/misfire';
import { AIMED_STR_FIRST, FIRE_ALLOWED, GROUP_FIRE_COLUMN_OF, MISFIRE_ROW_OF, NIGHT_IS_MOONLESS, type FireKind } from '../tables/bound-wiring';
import type { WoundCondition } from '../tables/damage';
import type { FirerCondition, TargetCondition } from '../tables/fire-modifiers';
import { GROUP_FIRE_BANDS, GROUP_FIRE_COLUMN, type GroupFireBand } from '../tables/group-fire';
import { INDIVIDUAL_FIRE } from '../tables/individual-fire';
import type { IndividualFireTableId } from '../tables/individual-fire-text';
import { FIRE_SIGNATURE } from '../tables/weapon-kinds';
import { refuse } from './errors';
import { orderedMode } from './movement-step';
import { behindHardCover, protectingCover, sightBetween, unitOrderOf, woundDm } from './wired-support';
import { distance } from '../rules/geometry';
import { foughtFireThisBound } from './terrain-fire-step';

type GroupCommand = Extract<SkirmishCommand, { type: 'fire/group' }>;
type AimedCommand = Extract<SkirmishCommand, { type: 'fire/aimed' }>;

function notNow(state: SkirmishState): RuleError | undefined {
  return state.step === 'fire' ? undefined : refuse('fire/not-now', 50, 'fire', `Fire is rolled in the Fire step; bound ${state.bound} is in its ${state.step} step.`);
}

/** A firer who may fire this kind of fire now, or the refusal naming why not. */
function firer(state: SkirmishState, id: string, kind: FireKind): Figure | RuleError {
  const f = state.figures[id];
  if (!f) return refuse('fire/unknown-figure', 50, 'fire', `There is no figure "${id}" in game "${state.scenarioId}".`);
  if (f.state === 'killed' || f.state === 'crippled') return refuse('fire/cannot-fire', 61, f.state, `"${id}" is ${f.state} and does not fire (ruling SK10).`);
  if (f.prisonerOf) return refuse('fire/prisoner', 146, 'surrender', `"${id}" has surrendered and does not fire (ruling SK31).`);
  if (f.weapon.destroyed) return refuse('fire/weapon-destroyed', 63, 'hit location, arm', `"${id}"'s ${f.weapon.kind} was destroyed by the hit on his arm ("D6 = 6 weapon destroied", ruling SK30).`);
  if (f.weapon.jammed) return refuse('fire/jammed', 60, 'misfire, Jams', `"${id}"'s ${f.weapon.kind} is jammed: it takes the next go to clear.`);
  if (f.weapon.mustReload) return refuse('fire/reloading', 60, 'misfire, Out of Ammo', `"${id}" is out of ammunition and must reload this go.`);
  if (f.lastFiredBound === state.bound) return refuse('fire/fired', 50, 'fire', `"${id}" has already fired in bound ${state.bound}.`);
  if (foughtFireThisBound(state, f.id)) return refuse('fire/fighting-fire', 231, 'terrain fire', `"${id}" is fighting a fire this bound and does not fire (ruling SK29).`);
  const order = unitOrderOf(state, f.unitId);
  const allowed = FIRE_ALLOWED[order?.action ?? 'hold'];
  if (!allowed.value.includes(kind)) return refuse('fire/not-ordered', 24, 'reaction', `"${id}"'s unit "${f.unitId}" is ordered to ${order?.action ?? 'hold'}, which allows ${allowed.value.length ? allowed.value.join(' or ') : 'no'} fire, not ${kind} fire (${allowed.provenance.source}).`);
  const reaction = state.reactions[f.unitId];
  if (!reaction?.passed) return refuse('fire/held', 24, 'reaction', `"${id}"'s unit "${f.unitId}" ${reaction ? `failed its reaction (${reaction.reason}) and holds (ruling SK2)` : 'has no reaction this bound'}: it does not fire.`);
  return f;
}

function target(state: SkirmishState, id: string, side: string): Figure | RuleError {
  const t = state.figures[id];
  if (!t) return refuse('fire/unknown-target', 50, 'fire', `There is no figure "${id}" in game "${state.scenarioId}".`);
  if (t.prisonerOf) return refuse('fire/prisoner-target', 146, 'surrender', `"${id}" has surrendered: he is no one's target (ruling SK31).`);
  if (state.units[t.unitId]!.side === side) return refuse('fire/own-side', 50, 'fire', `"${id}" is of the firer's own side.`);
  if (t.state === 'killed') return refuse('fire/target-killed', 61, 'killed', `"${id}" is killed.`);
  return t;
}

const isError = (x: Figure | RuleError): x is RuleError => 'code' in x;
const flak = (t: Figure): WoundCondition[] => (t.loads.includes('flak-jacket') ? ['flak-jacket'] : []);
const hitId = (state: SkirmishState, k: number): string => `hit-${(state.hitSeq ?? 0) + k + 1}`;

/** Misfire rolls for these firers (seed line 60), each on his weapon's row; weapons with no row (H.E.) roll none. */
function misfiresOf(firers: readonly Figure[], dice: DiceSource): MisfireRolled[] {
  const out: MisfireRolled[] = [];
  for (const f of firers) {
    const row = MISFIRE_ROW_OF[f.weapon.kind].value;
    if (!row) continue;
    const m = rollMisfire(row, dice);
    out.push({ figureId: f.id, face: m.face, result: m.result, effect: m.effect, source: m.source });
  }
  return out;
}

/** The band a target reads on (ruling SK7): behind hard cover Heavy; in close or dense cover, or crawling, Close/Dense; else Open/Light. */
function bandOf(state: SkirmishState, from: Figure, t: Figure): GroupFireBand {
  const sight = sightBetween(state, from, t);
  if (behindHardCover(sight)) return 'heavy';
  const dense = (l: string) => l === 'close' || l === 'dense';
  return dense(sight.coverIn.line) || dense(sight.coverBehind.line) || orderedMode(state, t.id) === 'crawl' ? 'close-dense' : 'open-light';
}

export function decideGroupFire(state: SkirmishState, cmd: GroupCommand, dice: DiceSource): Result<SkirmishEvent[], RuleError> {
  const now = notNow(state);
  if (now) return err(now);
  const firers: Figure[] = [];
  for (const id of new Set(cmd.firerIds)) {
    const f = firer(state, id, 'group');
    if (isError(f)) return err(f);
    firers.push(f);
  }
  const first = firers[0]!;
  if (firers.some((f) => f.unitId !== first.unitId)) return err(refuse('fire/one-unit', 66, 'group fire', `A group fires from one unit: ${firers.map((f) => `"${f.id}" (${f.unitId})`).join(', ')}.`));
  const columns = new Set(firers.map((f) => GROUP_FIRE_COLUMN_OF[f.weapon.kind].value));
  const column = [...columns][0];
  if (columns.has(null) || !column) return err(refuse('fire/no-column', 66, 'group fire', `${firers.filter((f) => !GROUP_FIRE_COLUMN_OF[f.weapon.kind].value).map((f) => `"${f.id}"'s ${f.weapon.kind}`).join(', ')} is not on the group fire table (its own H.E. table).`));
  if (columns.size > 1) return err(refuse('fire/mixed-columns', 66, 'group fire', `The group fire table reads one column: ${firers.map((f) => `"${f.id}" ${GROUP_FIRE_COLUMN_OF[f.weapon.kind].value}`).join(', ')}; fire each column as its own group.`));
  const side = state.units[first.unitId]!.side;
  const targets: Figure[] = [];
  for (const id of new Set(cmd.targetIds)) {
    const t = target(state, id, side);
    if (isError(t)) return err(t);
    targets.push(t);
  }
  const range = Math.max(...firers.flatMap((f) => targets.map((t) => distance(f.at, t.at))));
  const info = GROUP_FIRE_COLUMN[column];
  if (range > info.value.maxRange) return err(refuse('fire/out-of-range', 68, 'group fire, Max. range', `${info.value.title} reaches ${info.value.maxRange}"; the farthest target is ${range.toFixed(1)}" away.`));
  const band = GROUP_FIRE_BANDS[Math.max(...targets.map((t) => GROUP_FIRE_BANDS.indexOf(bandOf(state, first, t))))]!;
  const rec = new RecordingDice(dice);
  const roll = rollGroupFire(
    { column, band, range, smallarms: firers.filter((f) => FIRE_SIGNATURE[f.weapon.kind].value === 'smallarms').length, ...(cmd.discretion ? { discretion: [cmd.discretion] } : {}) },
    rec,
  );
  const misfires = roll.misfireCheck ? misfiresOf(firers, rec) : [];
  const lost = misfires.filter((m) => m.result === 'dud' || m.result === 'jams').length;
  const wounds = Math.max(0, roll.result.value.wounds - lost);
  const hits: PendingHit[] = Array.from({ length: wounds }, (_, k) => {
    const t = targets[k % targets.length]!;
    return {
      hitId: hitId(state, k),
      figureId: t.id,
      firerId: firers[k % firers.length]!.id,
      strength: { value: info.value.strength, source: info.provenance.source },
      cover: protectingCover(sightBetween(state, first, t)),
      conditions: flak(t),
    };
  });
  return ok([
    {
      type: 'fire/resolved',
      bound: state.bound,
      kind: 'group',
      firerIds: firers.map((f) => f.id),
      targetIds: targets.map((t) => t.id),
      breakdown: roll.breakdown,
      pinned: roll.result.value.pinned ? targets.map((t) => t.id) : [],
      hits,
      misfires,
      dice: rec.take(),
    },
  ]);
}

export function decideAimedFire(state: SkirmishState, cmd: AimedCommand, dice: DiceSource): Result<SkirmishEvent[], RuleError> {
  const now = notNow(state);
  if (now) return err(now);
  const f = firer(state, cmd.firerId, 'aimed');
  if (isError(f)) return err(f);
  const t = target(state, cmd.targetId, state.units[f.unitId]!.side);
  if (isError(t)) return err(t);
  if (!(cmd.table in INDIVIDUAL_FIRE)) return err(refuse('fire/no-table', 556, 'individual fire', `There is no individual fire table "${cmd.table}"; the tables are ${Object.keys(INDIVIDUAL_FIRE).join(', ')}.`));
  const table = cmd.table as IndividualFireTableId;
  const sight = sightBetween(state, f, t);
  if (sight.visibility === 'blocked') return err(refuse('fire/unseen', 4, 'unaimed fire', `"${f.id}" cannot see "${t.id}": an aimed shot needs a seen target; fire unaimed (group fire) at the place.`));
  const range = distance(f.at, t.at);
  try {
    aimedShotNeed(table, cmd.row, range);
  } catch (e) {
    return err(refuse('fire/out-of-range', INDIVIDUAL_FIRE[table].line, 'individual fire', e instanceof Error ? e.message : String(e)));
  }
  const targetDms: TargetCondition[] = [];
  if (t.posture === 'prone') targetDms.push('prone');
  if (orderedMode(state, t.id) === 'run') targetDms.push('running');
  if (behindHardCover(sight) || sight.coverIn.line === 'dense' || sight.smoke.shift > 0) targetDms.push('heavy-cover');
  else if (sight.visibility === 'partial' || sight.coverIn.line === 'light' || sight.coverIn.line === 'close') targetDms.push('light-cover');
  if (state.conditions.night) targetDms.push(NIGHT_IS_MOONLESS.value);
  const firerDms: FirerCondition[] = [];
  if (f.state === 'pinned') firerDms.push('pinned');
  const wound = woundDm(state, f);
  if (wound) firerDms.push(wound);
  const mode = orderedMode(state, f.id);
  if (mode === 'advance') firerDms.push('advancing');
  if (mode === 'run') firerDms.push('running');
  const rec = new RecordingDice(dice);
  const shot = rollAimedShot(
    { table, row: cmd.row, range, target: targetDms, firer: firerDms, ability: state.units[f.unitId]!.ability, ...(cmd.discretion ? { discretion: [cmd.discretion] } : {}) },
    rec,
  );
  const misfires = shot.misfireCheck ? misfiresOf([f], rec) : [];
  const spoilt = misfires.some((m) => m.result === 'dud' || m.result === 'jams');
  const row = INDIVIDUAL_FIRE[table].rows[cmd.row]!;
  const hits: PendingHit[] =
    shot.hit && !spoilt
      ? [
          {
            hitId: hitId(state, 0),
            figureId: t.id,
            firerId: f.id,
            strength: { value: shot.str[0] ?? 0, source: `${row.provenance.source}${shot.str.length > 1 ? ` (the first, ${AIMED_STR_FIRST.provenance.source})` : ''}` },
            cover: protectingCover(sight),
            conditions: ['aimed-single-shot', ...flak(t)],
          },
        ]
      : [];
  return ok([{ type: 'fire/resolved', bound: state.bound, kind: 'aimed', firerIds: [f.id], targetIds: [t.id], breakdown: shot.breakdown, pinned: [], hits, misfires, dice: rec.take() }]);
}
