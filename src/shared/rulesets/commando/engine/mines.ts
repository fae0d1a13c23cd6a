/**
 * Mines before play (Section 22.0 Procedure; Cases 22.11, 22.31, 22.32,
 * 22.35): how many mines of each type a side may lay (the scenario's
 * listing, or the Players' agreement), and whether one laying is legal.
 * Laying happens in set-up; triggering and effects are engine/mine-command.ts.
 * Rulings: docs/rulings/mines.md.
 */
import type { GameState } from '../model/state';
import type { Square } from '../../../map/map-model';
import { onMap } from '../../../map/map-model';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import type { Scenario } from '../model/scenario-schema';
import { squaresApart } from '../rules/claymore-blast';
import { hasLineOfSight } from '../rules/line-of-sight';
import { squareName } from '../rules/movement';
import type { Mine, MineAllotment, MinesState, MineType } from '../rules/mines-model';
import { MINE_TYPE_CASE } from '../rules/mines-model';
import type { Compass } from '../tables/grenade-accuracy';
import { tablesOf } from './game-tables';

export const MINES_SECTION = '22';
const PROCEDURE = 'Section 22.0 Procedure';

/** A requested allotment (createGame's `mines` option: the Players' agreement, Section 22.0 Procedure). */
export interface AgreedMines {
  readonly side: string;
  readonly type: MineType;
  readonly count: number;
}

/** The mine types a scenario's allotment item names ("anti-personnel or bounce mine", ruling MN1). */
export function mineTypesOf(item: string): MineType[] {
  const t = item.toLowerCase();
  const out: MineType[] = [];
  if (t.includes('anti-personnel')) out.push('anti-personnel');
  if (t.includes('bounce')) out.push('bounce');
  if (t.includes('claymore')) out.push('claymore');
  if (t.includes('anti-tank')) out.push('anti-tank');
  return out;
}

/** Sides that set up on the map before play (Case 38.41): they alone can have laid mines (ruling MN2). */
const settingUpSides = (scenario: Scenario): Set<string> => {
  const entering = new Set(scenario.entry.map((e) => e.side));
  return new Set(scenario.deployment.map((d) => d.side).filter((s) => !entering.has(s)));
};

/** The scenario's own listing (Cases 46.41, 48.41): a count not printed is 0 until the Players agree one. */
export function scenarioAllotments(scenario: Scenario): MineAllotment[] {
  const out: MineAllotment[] = [];
  for (const use of [...scenario.optionalRules.necessary, ...scenario.optionalRules.suggested]) {
    if (use.section !== 22) continue;
    for (const a of use.allotments) {
      const [type, ...alsoTypes] = mineTypesOf(a.item);
      if (!type) continue;
      out.push({ side: a.side, type, count: a.count ?? 0, caseRef: `Case ${use.case}`, ...(alsoTypes.length > 0 ? { alsoTypes } : {}) });
    }
  }
  return out;
}

/**
 * The game's mines when Section 22.0 is chosen (`optionalRules` holds "22"):
 * the agreed allotments if given, else the scenario's. Undefined when not chosen.
 */
export function initialMines(scenario: Scenario, optionalRules: readonly string[], agreed: readonly AgreedMines[] | undefined): { mines?: MinesState; problems: RuleError[] } {
  const chosen = optionalRules.includes(MINES_SECTION);
  if (!chosen) {
    return agreed && agreed.some((a) => a.count > 0)
      ? { problems: [ruleError('mines/not-chosen', 'Section 22.0', 'Mines are an Optional Rule: choose Section 22.0 to lay them (Section 22.0).')] }
      : { problems: [] };
  }
  if (!agreed) return { mines: { allotments: scenarioAllotments(scenario), laid: [] }, problems: [] };
  const problems: RuleError[] = [];
  const setters = settingUpSides(scenario);
  for (const a of agreed) {
    if (!scenario.sides.some((s) => s.id === a.side)) problems.push(ruleError('mines/unknown-side', PROCEDURE, `There is no side "${a.side}" in this scenario (${PROCEDURE}).`));
    else if (!setters.has(a.side)) problems.push(ruleError('mines/side-not-setting-up', PROCEDURE, `${a.side} does not set up on the map before play, so it cannot have laid mines (${PROCEDURE}; Case 38.51).`));
  }
  if (problems.length > 0) return { problems };
  return { mines: { allotments: agreed.map((a) => ({ side: a.side, type: a.type, count: a.count, caseRef: PROCEDURE })), laid: [] }, problems: [] };
}

const covers = (a: MineAllotment, type: MineType): boolean => a.type === type || (a.alsoTypes ?? []).includes(type);

/** Mines of the allotment's types the side has laid. */
export const usedOf = (mines: MinesState, a: MineAllotment): number => mines.laid.filter((m) => m.side === a.side && covers(a, m.type)).length;

/** The side's allotments for a type with a mine left, first first. */
export const openAllotment = (mines: MinesState, side: string, type: MineType): MineAllotment | undefined =>
  mines.allotments.find((a) => a.side === side && covers(a, type) && usedOf(mines, a) < a.count);

export interface MineLaying {
  readonly side: string;
  readonly mineType: MineType;
  readonly square: Square;
  readonly facing?: Compass;
  readonly detonator?: Square;
  readonly tripwireAnchor?: Square;
}

/** Why this mine may not be laid (Section 22.0 Procedure; Cases 22.31, 22.32, 22.35), or undefined. */
export function layingError(state: GameState, m: MineLaying): RuleError | undefined {
  const mines = state.mines;
  if (!mines) return ruleError('mines/not-in-play', 'Section 22.0', 'Mines are not in play in this game: Optional Rule Section 22.0 was not chosen (Section 22.0).');
  if (!state.scenario || state.scenario.started) return ruleError('mines/setup-over', PROCEDURE, `Mines are laid before play begins (${PROCEDURE}).`);
  if (!state.sides.some((s) => s.id === m.side)) return ruleError('mines/unknown-side', PROCEDURE, `There is no side "${m.side}" in this game.`);
  const caseRef = MINE_TYPE_CASE[m.mineType];
  if (!openAllotment(mines, m.side, m.mineType)) {
    const listed = mines.allotments.filter((a) => a.side === m.side && covers(a, m.mineType));
    return ruleError('mines/allotment-spent', PROCEDURE, listed.length === 0 ? `${m.side} has no ${m.mineType} mines to lay (${PROCEDURE}).` : `${m.side} has laid all its ${m.mineType} mines (${listed.map((a) => `${a.count}, ${a.caseRef}`).join('; ')}).`);
  }
  if (!onMap(state.map, m.square)) return ruleError('mines/off-map', 'Case 22.11', `${squareName(m.square)} is not on the map (Case 22.11).`);
  if (m.mineType !== 'claymore') {
    if (m.facing || m.detonator || m.tripwireAnchor) return ruleError('mines/not-claymore', caseRef, `Only a claymore has a facing, a detonator or a tripwire (Case 22.31); a ${m.mineType} mine lies in its one square (${caseRef}).`);
    return undefined;
  }
  if (!m.facing) return ruleError('mines/claymore-facing', 'Case 22.31', 'A claymore must be pointed at one of the eight adjacent squares (Case 22.31).');
  if (!m.detonator && !m.tripwireAnchor) return ruleError('mines/claymore-trigger', 'Case 22.32', 'A claymore needs a detonator square (Case 22.32) or a tripwire anchor (Case 22.35).');
  if (m.detonator) {
    const max = tablesOf(state).mines.detonatorMaxRange.value;
    if (!onMap(state.map, m.detonator)) return ruleError('mines/off-map', 'Case 22.32', `The detonator square ${squareName(m.detonator)} is not on the map.`);
    if (squaresApart(m.detonator, m.square) > max) return ruleError('mines/detonator-range', 'Case 22.32', `The detonator must be within ${max} squares of the claymore (Case 22.32).`);
    if (!hasLineOfSight(state.map, { square: m.detonator, posture: 'erect' }, { square: m.square, posture: 'erect' })) return ruleError('mines/detonator-los', 'Case 22.32', `There must be a Line of Sight between the detonator square ${squareName(m.detonator)} and the claymore (Case 22.32).`);
  }
  if (m.tripwireAnchor) {
    const max = tablesOf(state).mines.tripwireMaxRange.value;
    if (!onMap(state.map, m.tripwireAnchor)) return ruleError('mines/off-map', 'Case 22.35', `The tripwire anchor ${squareName(m.tripwireAnchor)} is not on the map.`);
    const apart = squaresApart(m.tripwireAnchor, m.square);
    if (apart === 0 || apart > max) return ruleError('mines/tripwire-range', 'Case 22.35', `The tripwire anchor must be another square no more than ${max} squares from the claymore (Case 22.35).`);
  }
  return undefined;
}

/** The next engine-assigned id: mine-1, mine-2, … (one above the highest laid). */
export function nextMineId(mines: MinesState | undefined): string {
  const n = (mines?.laid ?? []).reduce((hi, m) => Math.max(hi, Number(m.id.replace(/^mine-/, '')) || 0), 0);
  return `mine-${n + 1}`;
}

/** A laid mine from a legal laying. */
export const laidMine = (id: string, m: MineLaying): Mine => ({
  id,
  side: m.side,
  type: m.mineType,
  square: m.square,
  ...(m.facing ? { facing: m.facing } : {}),
  ...(m.detonator ? { detonator: m.detonator } : {}),
  ...(m.tripwireAnchor ? { tripwireAnchor: m.tripwireAnchor } : {}),
  status: 'armed',
});
