import { BreakdownBuilder, type Breakdown } from '../../../kernel/breakdown';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { WoundResult } from '../tables/damage';
import {
  AT_MINE_BY_ANIMAL, CARD_ORDER, CLAYMORE, CLAYMORE_ABILITY_DM, CLAYMORE_SETTING, ENCOUNTER_DIE, ENCOUNTER_NEED, ENCOUNTER_NOT_IN_FILE_DM, HALF_CHANCE_NEED, HEAR_BETTY,
  MINEFIELD_NEED_RANGE, TRAP_EFFECT, TRIGGER_DIE, TRIGGER_NEED,
  type ClaymoreSetting, type ClaymoreZone, type MineDensity, type TrapEffect, type Trigger,
} from '../tables/mines';
import { OBSERVER_DM } from '../tables/spotting';
import { DETECTION_DIE, DETECTION_EVERY, DETECTION_TABLE, DETECTION_TERRAIN, SPOT_TRAPS_BY_MOVE, type DetectionRow, type DetectionTerrain } from '../tables/trap-detection';
import { rollHits, type HitsRoll } from './blast';
import { addDiscretion, type UmpireDiscretion } from './discretion';

export interface D10Check {
  readonly face: number;
  readonly total: number;
  readonly need: number;
  readonly passed: boolean;
  readonly breakdown: Breakdown;
}

function check(what: string, die: 'd10' | 'd20', need: number, needSource: string, purpose: string, dice: DiceSource, add?: (b: BreakdownBuilder) => void): D10Check {
  const face = dice.roll({ die, purpose }).face;
  const b = new BreakdownBuilder(`${what}: need ${need}+`, { label: `${die.toUpperCase()} rolled ${face}`, caseRef: needSource, value: face });
  add?.(b);
  const passed = b.value >= need;
  b.note(`${passed ? 'yes' : 'no'}: ${b.value} against ${need}+`, needSource);
  return { face, total: b.value, need, passed, breakdown: b.build() };
}

/** Does a unit moving in the area meet a mine or trap? (seed lines 155–161): D10 by density, +1 not in single file (SK17). */
export function rollEncounter(input: { readonly density: MineDensity; readonly notInFile: boolean; readonly discretion?: readonly UmpireDiscretion[] }, dice: DiceSource): D10Check {
  const need = ENCOUNTER_NEED[input.density];
  return check(`mine/trap encounter (${input.density})`, ENCOUNTER_DIE.value, need.value, need.provenance.source, `seed 003 line 161 mine/trap encounter (${input.density})`, dice, (b) => {
    if (input.notInFile) b.add('not in single file', ENCOUNTER_NOT_IN_FILE_DM.provenance.source, ENCOUNTER_NOT_IN_FILE_DM.value, ENCOUNTER_NOT_IN_FILE_DM.provenance);
    addDiscretion(b, input.discretion, 'mine encounter');
  });
}

/** One of the umpire's prepared cards (line 161): nothing, or what is there. */
export interface MineCard {
  readonly label: string;
  /** What there is, if anything: the detection row, the trigger and the effect (or a weapon fired "as normal", line 199). */
  readonly contents: null | { readonly detection: DetectionRow; readonly trigger: Trigger | { readonly fieldNeed: number }; readonly effect: TrapEffect | 'claymore' | 'weapon' };
}

/** The card consulted on an encounter: the next of the area's stack, in the order the umpire laid them (house, SK17). */
export function consultCard(stack: readonly MineCard[], turned: number): { readonly card: MineCard; readonly turned: number; readonly source: string } {
  const card = stack[turned];
  if (!card) throw new RangeError(`mine cards: the area's stack has ${stack.length} card${stack.length === 1 ? '' : 's'}, all turned; the umpire must prepare more (seed line 161)`);
  return { card, turned: turned + 1, source: CARD_ORDER.provenance.source };
}

/** How many D20 detection rolls a move makes (line 163: one a 4"; a part of 4" counts, house). */
export const detectionRolls = (inches: number): number => (inches <= 0 ? 0 : Math.ceil(inches / DETECTION_EVERY.value));

export type DetectionRoll = { readonly possible: false; readonly why: string; readonly source: string } | ({ readonly possible: true } & D10Check);

/** One D20 detection roll for one trap (seed lines 41, 162–174). */
export function rollDetection(
  input: { readonly row: DetectionRow; readonly terrain: DetectionTerrain; readonly move: 'crawl' | 'advance' | 'run'; readonly discretion?: readonly UmpireDiscretion[] },
  dice: DiceSource,
): DetectionRoll {
  const byMove = SPOT_TRAPS_BY_MOVE[input.move];
  if (!byMove.value) return { possible: false, why: `a man who ${input.move}s cannot spot traps`, source: byMove.provenance.source };
  const row = DETECTION_TABLE[input.row];
  const need = row.value[DETECTION_TERRAIN.indexOf(input.terrain)];
  if (need === null || need === undefined) return { possible: false, why: `${input.row} cannot be used in ${input.terrain} (printed "-")`, source: row.provenance.source };
  const r = check(`detection of ${input.row} (${input.terrain})`, DETECTION_DIE.value, need, row.provenance.source, `seed 003 line 162 detection (${input.row}, ${input.terrain})`, dice, (b) => addDiscretion(b, input.discretion, 'detection'));
  return { possible: true, ...r };
}

/** Does it go off? (seed lines 175–179; D10, house SK17). A field's Need is the umpire's 5–9 per inch; an A.T. mine: no chance for a man, half for an animal. */
export function rollTrigger(input: { readonly trigger: Trigger | { readonly fieldNeed: number }; readonly by?: 'man' | 'animal' | 'vehicle'; readonly atMine?: boolean }, dice: DiceSource): D10Check | { readonly passed: false; readonly why: string; readonly source: string } {
  if (input.atMine) {
    if ((input.by ?? 'man') === 'man') return { passed: false, why: 'an A.T. mine is never set off by a man', source: AT_MINE_BY_ANIMAL.provenance.source };
    if (input.by === 'animal') return check('A.T. mine under an animal', TRIGGER_DIE.value, HALF_CHANCE_NEED.value, AT_MINE_BY_ANIMAL.provenance.source, 'seed 003 line 177 A.T. mine, 1/2 chance for an animal', dice);
  }
  if (typeof input.trigger === 'object') {
    const [lo, hi] = MINEFIELD_NEED_RANGE.value;
    const need = input.trigger.fieldNeed;
    if (!Number.isInteger(need) || need < lo || need > hi) throw new RangeError(`mine field: its density must be set between ${lo}+ and ${hi}+ (seed line 177), not ${need}+`);
    return check('mine field, this inch', TRIGGER_DIE.value, need, MINEFIELD_NEED_RANGE.provenance.source, `seed 003 line 177 mine field ${need}+/inch`, dice);
  }
  const t = TRIGGER_NEED[input.trigger];
  return check(`${input.trigger} triggered`, TRIGGER_DIE.value, t.value, t.provenance.source, `seed 003 line ${/line (\d+)/.exec(t.provenance.source)?.[1]} ${input.trigger} trigger`, dice);
}

/** The hits of a trap or mine (seed lines 182–192); share them with shareHits (radius 0: the man who set it off). */
export function rollTrapHits(effect: TrapEffect, dice: DiceSource, discretion?: readonly UmpireDiscretion[]): HitsRoll & { readonly radius: number; readonly str: number } {
  const e = TRAP_EFFECT[effect];
  return { ...rollHits(e.value.hits, e.provenance.source, [], dice, discretion), radius: e.value.radius, str: e.value.str };
}

/** "Treat killed as crippled" for toe-poppers and spiked pits (lines 183–184), unless the pit is a mantrap. */
export function trapWoundResult(effect: TrapEffect, result: WoundResult, mantrap = false): WoundResult {
  const e = TRAP_EFFECT[effect].value;
  return e.killedAsCrippled && result === 'killed' && !(effect === 'spiked-pit' && mantrap) ? 'crippled' : result;
}

/** Setting a claymore (seed lines 181, 200): D6 + the Ability DM: low, high or O.K. (the "1-5" overlap read 1-4, house). */
export function rollClaymoreSetting(ability: number, dice: DiceSource): { readonly setting: ClaymoreSetting; readonly face: number; readonly breakdown: Breakdown } {
  const dm = CLAYMORE_ABILITY_DM[ability];
  if (!dm || !Number.isInteger(ability)) throw new RangeError(`claymore setting: Ability must be 0–4, not ${ability}`);
  const face = dice.roll({ die: 'd6', purpose: `seed 003 line 181 claymore setting (Ability ${ability})` }).face;
  const b = new BreakdownBuilder('claymore setting', { label: `D6 rolled ${face}`, caseRef: CLAYMORE_SETTING.okFrom.provenance.source, value: face });
  if (dm.value) b.add(`Ability ${ability}`, dm.provenance.source, dm.value, dm.provenance);
  const t = b.value;
  const setting: ClaymoreSetting = t >= CLAYMORE_SETTING.okFrom.value ? 'ok' : t > CLAYMORE_SETTING.lowTo.value ? 'high' : 'low';
  b.note(setting === 'ok' ? 'O.K.' : `set ${setting}`, setting === 'low' ? CLAYMORE_SETTING.lowTo.provenance.source : setting === 'high' ? CLAYMORE_SETTING.highTo.provenance.source : CLAYMORE_SETTING.okFrom.provenance.source);
  return { setting, face, breakdown: b.build() };
}

/**
 * Which zone of a claymore a figure is in (seed lines 193–198): within 30° of
 * its facing either side (the 60° arc) and within a zone's range, shortened
 * for a Russian or Chinese mine; a high-set mine hits standing figures only.
 */
export function claymoreZone(input: { readonly setting: ClaymoreSetting; readonly distance: number; readonly offAxisDegrees: number; readonly eastBloc?: boolean; readonly standing?: boolean }): (ClaymoreZone & { readonly source: string }) | null {
  const c = CLAYMORE[input.setting];
  if (Math.abs(input.offAxisDegrees) > c.value.arc / 2) return null;
  if (c.value.standingOnly && input.standing === false) return null;
  const shorter = input.eastBloc ? c.value.eastBlocShorter : 0;
  const zone = c.value.zones.find((z) => input.distance <= z.to - shorter);
  return zone ? { ...zone, to: zone.to - shorter, source: c.provenance.source } : null;
}

/** "To hear mine arm (D10) 5+ (DM's as spot)" (seed line 191): the observer's spotting DMs (lines 32–33). */
export function rollHearBetty(observer: readonly (keyof typeof OBSERVER_DM)[], dice: DiceSource, discretion?: readonly UmpireDiscretion[]): D10Check {
  return check('hear the Bouncing Betty arm', HEAR_BETTY.value.die, HEAR_BETTY.value.need, HEAR_BETTY.provenance.source, 'seed 003 line 191 hear mine arm', dice, (b) => {
    for (const o of new Set(observer)) b.add(`observer ${o}`, OBSERVER_DM[o].provenance.source, OBSERVER_DM[o].value, OBSERVER_DM[o].provenance);
    addDiscretion(b, discretion, 'hear mine arm');
  });
}
