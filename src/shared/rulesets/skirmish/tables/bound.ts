import { house, printed, type Sourced } from '../../../kernel/provenance';
import { seedLine } from './seed';

/**
 * The Bound, reconstructed. The seed promises "the order set out in the Bound
 * (below)" (line 3) and never gives it: this sequence is Sightline's (house),
 * each step resting on the seed lines it cites. docs/rulings/skirmish-bound.md
 * gives the reasons; the umpire's app shows this list as it stands.
 */
export const BOUND_STEPS = ['orders', 'reaction', 'spotting', 'movement', 'fire', 'damage', 'close-combat', 'motivation'] as const;
export type BoundStep = (typeof BOUND_STEPS)[number];

export interface BoundStepInfo {
  readonly step: BoundStep;
  readonly title: string;
  /** What happens, in a sentence the umpire reads. */
  readonly summary: string;
  /** Where it rests in the seed, or house with its reason. */
  readonly provenance: Sourced<number>['provenance'];
  /** How Sightline plays it now: by the engine, or by the umpire's entered resolution. (The umpire may override any rolled step with `umpire/resolve`.) */
  readonly engine: 'engine' | 'umpire-resolves';
  /** The calculators (src/shared/rulesets/skirmish/rules/) the engine decides the step with. */
  readonly calculators: readonly string[];
}

const step = (s: BoundStep, title: string, summary: string, p: Sourced<unknown>, engine: BoundStepInfo['engine'], calculators: readonly string[] = []): BoundStepInfo => ({ step: s, title, summary, provenance: p.provenance, engine, calculators });

export const BOUND_SEQUENCE: readonly BoundStepInfo[] = [
  step('orders', 'Orders', 'Each side writes an order for each unit and its figures in secret; when both are in, they are revealed together (to the umpire: with hidden movement no side sees the other\'s).',
    house(0, seedLine(3, 'turns are simultaneous'), 'simultaneous turns need orders fixed before either side acts; hidden movement (line 4) keeps them from the other side'), 'engine'),
  step('reaction', 'Reaction', 'Each unit whose order does something rolls its Need for that action (Move back 2+ … To contact 6+); a unit that fails holds.',
    printed(0, seedLine(24, 'reaction, To: … Need')), 'engine', ['rules/reaction.ts rollReaction']),
  step('spotting', 'Spotting', 'Observers roll to spot by the target\'s cover line and activity; with an umpire a 6 spots something even if nothing is there.',
    printed(0, seedLine(4, 'hidden movement; spotting table lines 26–36')), 'engine', ['rules/line-of-sight.ts lineOfSight', 'rules/spotting.ts spottingChance']),
  step('movement', 'Movement', 'Every unit that passed (or holds) moves as ordered, all at once, by the movement rates; a unit that trod one of the umpire\'s mine areas rolls its encounter, and may find or set off what is there; a man in a terrain fire, or who walks through one, is burned (ruling SK29).',
    printed(0, seedLine(37, 'infantry movement; mines and traps lines 155–200')), 'engine', ['rules/movement.ts planMove', 'rules/mines.ts rollEncounter, rollDetection, rollTrigger']),
  step('fire', 'Fire', 'Units that passed to fire shoot: group or individual fire, misfires; H.E., grenades and flame at a point, with deviation and the blast on every figure in it; a flame or W.P. round may set the ground alight, and men may try to put a fire out (ruling SK29); a forward observer in radio contact calls artillery on a point — ranging rounds, then a barrage (ruling SK33); the umpire flies strafing passes, one a bound per aircraft (ruling SK35).',
    printed(0, seedLine(50, 'fire modifiers; misfire line 58; H.E. lines 91–131')), 'engine', ['rules/group-fire.ts rollGroupFire', 'rules/aimed-fire.ts rollAimedShot', 'rules/misfire.ts rollMisfire', 'rules/he.ts rollHeRange, rollBlastHits', 'rules/he-deviation.ts rollDeviation', 'rules/artillery.ts rollRanging, rollShellHits, rollBarrageHits', 'rules/strafing.ts rollStrafingAccuracy, rollStrafeDeviation, rollStrafeEffect']),
  step('damage', 'Damage', 'Each hit rolls D10 with strength and penetration: pinned, wounded, crippled or killed (with the optional hit location when the game plays it).',
    printed(0, seedLine(61, 'damage per hit')), 'engine', ['rules/damage.ts rollWound', 'rules/hit-location.ts rollHitLocation']),
  step('close-combat', 'Close combat', 'Units in contact fire at 2", test aggression, then melee; men who fail the test surrender, or withdraw (ruling SK31).',
    printed(0, seedLine(133, 'charge matrix and melee')), 'engine', ['rules/close-combat.ts chargeOutcome, testAggression, rollMelee']),
  step('motivation', 'Motivation and recovery', 'Motivation moves by the bound\'s passes, failures and casualties (−2 … +2); pinned men may recover; each terrain fire rolls to burn out (seed line 231).',
    house(0, seedLine(25, 'changes to motivation'), 'the changes are printed; when they are applied, and how a pinned man recovers, are not: both at the end of the bound'), 'engine', ['rules/motivation.ts motivationAfterBound, isPinnedDown', 'rules/terrain-fire.ts rollBurnOut']),
];

export const nextStep = (s: BoundStep): BoundStep | undefined => BOUND_STEPS[BOUND_STEPS.indexOf(s) + 1];
