/**
 * What Sections 26.0 and 27.0 read of the game: whether each rule is in use,
 * the acting man, and the casualties of a blast. Rulings: docs/rulings/antitank.md.
 */
import type { GameState, ManState } from '../model/state';
import { sequenceOf } from '../model/state';
import { err, type Result } from '../../../kernel/result';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import type { Square } from '../../../map/map-model';
import { sameSquare } from '../../../map/map-model';
import type { AntitankCasualty } from '../model/events-antitank';
import type { BlastResult } from '../rules/grenade-blast';
import { checkActive } from './sequentiality';

export const ROCKETS_SECTION = '26';
export const LAWS_SECTION = '27';

const chosen = (state: GameState, section: string): boolean => (state.scenario?.optionalRules ?? []).includes(section);
export const rocketsInUse = (state: GameState): boolean => chosen(state, ROCKETS_SECTION);
export const lawsInUse = (state: GameState): boolean => chosen(state, LAWS_SECTION);

export const notInUse = (section: string, title: string): RuleError => ruleError('optional-rule/not-in-use', `Case ${section}.0`, `${title} (Optional Rule Section ${section}.0) is not in use in this game.`);

/** The man executing tasks now, who has not stopped in an Enemy square (Case 7.44). */
export function actingMan(state: GameState, manId: string): Result<ManState, RuleError> {
  const checked = checkActive(state, manId);
  if (!checked.ok) return checked;
  if (sequenceOf(state).active?.stoppedByEnemy) {
    return err(ruleError('task/stopped-in-enemy-square', 'Case 7.44', `${checked.value.name} entered a square holding an Enemy man: he may expend no further Task Points this Phase (Case 7.44).`));
  }
  return checked;
}

/** The men a grenade-like burst reached (Case 11.4). */
export const casualtiesOf = (b: BlastResult): AntitankCasualty[] => b.men.filter((m) => m.exposure.affected).map((m) => ({ id: m.id, wounds: m.wounds, killed: m.killed, reason: m.exposure.reason }));

/** Cases 26.21–26.22, 27.14: the vehicles in a square (not those already destroyed). */
export function vehiclesIn(state: GameState, sq: Square): string[] {
  return (state.vehicles?.vehicles ?? []).filter((v) => v.square && sameSquare(v.square, sq) && !v.damage?.effects?.includes('destroyed') && !v.damage?.knockedOut).map((v) => v.id);
}
