import { house, printed, type Sourced } from '../../../kernel/provenance';
import type { ReactionAction } from './reaction';
import { seedLine } from './seed';

/**
 * The charge matrix (seed lines 132–142), garbled in the seed: its columns
 * were flattened into lines. Read back column by column (ruling SK11), every
 * cell is therefore house.
 */
export const ATTACKER_CHOICES = ['charge', 'fail-to-charge'] as const;
export type AttackerChoice = (typeof ATTACKER_CHOICES)[number];
export const DEFENDER_CHOICES = ['charge', 'fail-to-charge', 'fire', 'fail-to-fire', 'move-back', 'fail-to-move-back'] as const;
export type DefenderChoice = (typeof DEFENDER_CHOICES)[number];

export interface ChargeOutcome {
  /** What happens, in order. */
  readonly steps: readonly ('defenders-fire-first' | 'both-fire' | 'attackers-fire' | 'defenders-fire' | 'both-melee' | 'attackers-take-position' | 'defenders-surrender' | 'defenders-evacuate' | 'nothing')[];
  /** The words as read from the seed. */
  readonly text: string;
}

const RATIONALE = 'the seed flattens the chart’s columns into lines 133–142; read back column by column, each cell is a short sentence that fits its row and column';
const cell = (steps: ChargeOutcome['steps'], text: string): Sourced<ChargeOutcome> => house({ steps, text }, seedLine(133, `charge matrix, ${text}`), RATIONALE);

export const CHARGE_MATRIX: Readonly<Record<AttackerChoice, Readonly<Record<DefenderChoice, Sourced<ChargeOutcome>>>>> = {
  charge: {
    charge: cell(['both-fire', 'both-melee'], 'Both fire at 2". Both melee.'),
    'fail-to-charge': cell(['attackers-fire', 'both-melee'], 'Attackers fire at 2". Both melee.'),
    fire: cell(['defenders-fire-first', 'attackers-fire', 'both-melee'], 'Defenders fire first at 2". Attackers fire at 2". Both melee.'),
    'fail-to-fire': cell(['attackers-fire', 'both-melee'], 'Attackers fire at 2". Both melee.'),
    'move-back': cell(['attackers-take-position'], 'Attackers take position'),
    'fail-to-move-back': cell(['defenders-surrender'], 'Defenders surrender'),
  },
  'fail-to-charge': {
    charge: cell(['defenders-fire'], 'Defenders fire at 2"'),
    'fail-to-charge': cell(['nothing'], 'Nothing happens'),
    fire: cell(['defenders-fire'], 'Defenders fire normally'),
    'fail-to-fire': cell(['nothing'], 'Nothing happens'),
    'move-back': cell(['defenders-evacuate'], 'Defenders evacuate position'),
    'fail-to-move-back': cell(['nothing'], 'Nothing happens'),
  },
};

/** "All firing is at unseen enemy & takes place before melee" (seed line 143). */
export const CHARGE_FIRE_UNSEEN: Sourced<string> = printed('all firing is at unseen enemy and takes place before melee', seedLine(143, 'NOTES: All firing is at unseen enemy & takes place before melee'));

/** "Must be able to FIRE on reaction table to continue" (seed line 145): the aggression test is the reaction roll to fire unaimed (ruling SK11). */
export const AGGRESSION_ACTION: Sourced<ReactionAction> = house(
  'unaimed-fire',
  seedLine(145, 'Testing Aggression (D6): Must be able to FIRE on reaction table to continue'),
  'the reaction table has two fire rows; fire in a melee is "at unseen enemy" (line 143), which is unaimed fire (line 4), so the 3+ row',
);
/** "Will surrender if you fail" (line 146); "If both fail one with most casualties MUST withdraw" (line 147). */
export const AGGRESSION_FAIL: Sourced<'surrender'> = printed('surrender', seedLine(146, 'Will surrender if you fail'));
export const AGGRESSION_BOTH_FAIL: Sourced<'most-casualties-withdraws'> = printed('most-casualties-withdraws', seedLine(147, 'If both fail one with most casulalties MUST withdraw'));
/** Both failed with equal casualties: the attacker withdraws (house). */
export const AGGRESSION_TIE: Sourced<'attacker-withdraws'> = house('attacker-withdraws', seedLine(147, 'If both fail one with most casulalties MUST withdraw'), 'the seed does not break the tie; the defender holds the ground he stands on');

/** "Ability 0 1 2 3 4 / DM -2 -1 0 +1 +2" (seed line 150). */
export const MELEE_ABILITY_DM: readonly Sourced<number>[] = [-2, -1, 0, 1, 2].map((dm, ability) => printed(dm, seedLine(150, `melee DM, Ability ${ability}: ${dm > 0 ? '+' : ''}${dm}`)));

/** Each side's Ability counts, the defender's against the attacker (ruling SK11). */
export const MELEE_ABILITY_BOTH: Sourced<'attacker-minus-defender'> = house(
  'attacker-minus-defender',
  seedLine(150, 'melee DM, Ability'),
  'every other melee DM is printed as a pair, "+x/-x defender/attacker"; the Ability row is read the same way: the attacker’s DM added, the defender’s taken off',
);

export const MELEE_CONDITIONS = ['wounded', 'prone', 'pinned', 'knife'] as const;
export type MeleeCondition = (typeof MELEE_CONDITIONS)[number];

/** The paired DMs (seed lines 150–153): the DM when the defender has it, and when the attacker has it. */
export const MELEE_PAIR_DM: Readonly<Record<MeleeCondition, Sourced<{ readonly defender: number; readonly attacker: number }>>> = {
  wounded: printed({ defender: 1, attacker: -1 }, seedLine(150, 'melee DM, +1/-1 defender/attacker is wounded')),
  prone: printed({ defender: 2, attacker: -2 }, seedLine(151, 'melee DM, +2/-2 defender/attacker is prone or lower')),
  pinned: printed({ defender: 2, attacker: -2 }, seedLine(152, 'melee DM, +2/-2 defender/attacker is pinned')),
  knife: printed({ defender: -1, attacker: 1 }, seedLine(153, 'melee DM, +1/-1 attacker/defender has knife or bayonet')),
};
export const MELEE_REAR_DM: Sourced<number> = printed(3, seedLine(152, 'melee DM, +3 to rear of defender'));
export const MELEE_EXTRA_ATTACKER_DM: Sourced<number> = printed(1, seedLine(153, 'melee DM, +1 per additional attacker'));

export const MELEE_RESULTS = ['attacker-killed', 'attacker-crippled', 'attacker-wounded', 'attacker-pinned', 'ok', 'defender-pinned', 'defender-wounded', 'defender-crippled', 'defender-killed'] as const;
export type MeleeResult = (typeof MELEE_RESULTS)[number];

/** The lowest total of each result (seed line 154): <2, 2, 3, 4-5, 6-7, 8-9, 10, 11, 12+. */
export const MELEE_LADDER: readonly Sourced<{ readonly from: number; readonly result: MeleeResult }>[] = (
  [[-Infinity, 'attacker-killed', '<2 Kill'], [2, 'attacker-crippled', '2 Crip.'], [3, 'attacker-wounded', '3 Wound'], [4, 'attacker-pinned', '4-5 Pin.'], [6, 'ok', '6-7 O.K.'], [8, 'defender-pinned', '8-9 Pin.'], [10, 'defender-wounded', '10 Wound'], [11, 'defender-crippled', '11 Crip.'], [12, 'defender-killed', '12+ Kill']] as const
).map(([from, result, text]) => printed({ from, result }, seedLine(154, `melee result, Total ${text}`)));
