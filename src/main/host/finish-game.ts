import type { DecidedResult, GameTally, SideRef } from '@shared/kernel/ruleset';
import type { FinishInput } from '@shared/contract/umpire-api';
import type { ManCasualty } from './game-log';
import { HostError } from './host-errors';

export interface GameResult {
  readonly sides: Record<string, { outcome: 'win' | 'loss' | 'draw'; level: string | null; casualties: number }>;
  readonly turnsPlayed: number;
  readonly rulings: readonly string[];
  readonly notes: string;
  readonly casualties: ManCasualty[];
}

/**
 * The result of a finished game: an outcome for every side (and only its
 * sides), casualties per man — every man not fit or wounded, unless the
 * umpire lists them — counted per side, and the turns played (the current
 * turn by default). The men and the turn come from the ruleset's `tally`;
 * a ruleset without one has only what the umpire enters.
 */
export function gameResult(gameSides: readonly SideRef[], tally: GameTally | undefined, input: FinishInput): GameResult {
  const sideIds = gameSides.map((s) => s.id);
  for (const side of Object.keys(input.sides)) if (!sideIds.includes(side)) throw new HostError(`No side "${side}" in this game (sides: ${sideIds.join(', ')}).`);
  for (const side of sideIds) if (!input.sides[side]) throw new HostError(`The result needs an outcome for side "${side}".`);
  const men = new Map((tally?.men ?? []).map((m) => [m.id, m]));
  let casualties: ManCasualty[];
  if (input.casualties) {
    casualties = input.casualties.map((c) => {
      const man = men.get(c.manId);
      if (!man) throw new HostError(`No man "${c.manId}" in this game.`);
      return { manId: man.id, name: man.name, side: man.side, condition: c.condition, wounds: c.wounds ?? man.wounds };
    });
  } else {
    casualties = [...men.values()].filter((m) => m.condition !== 'fit' || m.wounds > 0).map((m) => ({ manId: m.id, name: m.name, side: m.side, condition: m.condition, wounds: m.wounds }));
  }
  const sides: GameResult['sides'] = {};
  for (const side of sideIds) {
    const r = input.sides[side]!;
    sides[side] = { outcome: r.outcome, level: r.level ?? null, casualties: casualties.filter((c) => c.side === side && c.condition !== 'fit').length };
  }
  return { sides, turnsPlayed: input.turnsPlayed ?? tally?.turn ?? 0, rulings: input.rulings ?? [], notes: input.notes ?? '', casualties };
}

/**
 * Issue 19: a result given with no side's outcome is the one the rules
 * decide (Ruleset.decidedResult): each side's outcome, the turns played and
 * the reasons as rulings, before any the umpire adds. Undecided, or a
 * ruleset that decides nothing, it is refused in words that say what to do.
 */
export function withDecidedResult(input: FinishInput, decide: (() => DecidedResult) | undefined): FinishInput {
  if (Object.keys(input.sides).length > 0) return input;
  if (!decide) throw new HostError("The result needs each side's outcome: this game's rules decide none by themselves.");
  const decided = decide();
  if (!decided.decided) throw new HostError(`The game is not decided yet: ${decided.why}. Give each side's outcome to finish it with a result of your own.`);
  return {
    ...input,
    sides: Object.fromEntries(Object.entries(decided.sides).map(([side, outcome]) => [side, { outcome }])),
    turnsPlayed: input.turnsPlayed ?? decided.turnsPlayed,
    rulings: [...decided.reasons, ...(input.rulings ?? [])],
  };
}
