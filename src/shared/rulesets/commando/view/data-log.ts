import type { ManState, OpportunityFirePlot, SideInfo } from '../model/state';

/**
 * The Data Log of Case 38.1: per man his Endurance and Incapacitation range
 * (38.12), Wound Points and condition, weapons and equipment (38.13), panic
 * percentage and combat modifications (38.14), and any opportunity fire
 * plotted with its Turn (38.15); the Preservation Condition at the top.
 * Built from a view, so a side's log holds only what that side may see.
 */
export interface DataLogLine {
  readonly manId: string;
  readonly name: string;
  readonly endurance: number;
  /** Case 38.12: incapacitated from Endurance to Endurance + 2 Wound Points. */
  readonly incapacitationRange: readonly [number, number];
  readonly woundPoints: number;
  readonly condition: ManState['condition'];
  readonly posture: ManState['posture'];
  readonly weapons: readonly string[];
  /** Case 38.13: scenario equipment he carries (the Bruneval radio, Case 45.81). */
  readonly equipment?: readonly string[];
  readonly panicPercentage?: number;
  readonly opportunityFire?: string;
}

export interface DataLog {
  readonly side: SideInfo;
  readonly preservationCondition: number;
  readonly combatModifications: string;
  readonly lines: readonly DataLogLine[];
}

export function dataLog(input: {
  readonly side: SideInfo;
  readonly men: readonly ManState[];
  readonly plots?: Readonly<Record<string, OpportunityFirePlot>>;
  readonly preservationCondition?: number;
}): DataLog {
  const { side } = input;
  const bonus = side.combatBonus;
  const mods = bonus ? [bonus.fire !== null && bonus.fire !== undefined ? `fire ${signed(bonus.fire)}%` : 'fire: see special rules', bonus.grenade !== null && bonus.grenade !== undefined ? `grenades ${signed(bonus.grenade)}%` : 'grenades: see special rules'].join(', ') : 'none recorded';
  return {
    side,
    preservationCondition: input.preservationCondition ?? 0,
    combatModifications: mods,
    lines: input.men
      .filter((m) => m.side === side.id)
      .map((m) => {
        const plot = input.plots?.[m.id];
        return {
          manId: m.id,
          name: m.name,
          endurance: m.endurance,
          incapacitationRange: [m.endurance, m.endurance + 2] as const,
          woundPoints: m.wounds,
          condition: m.condition,
          posture: m.posture,
          weapons: m.weapons,
          ...(m.equipment && m.equipment.length > 0 ? { equipment: m.equipment } : {}),
          // Case 48.43: a man with statistics of his own (the technical advisers) logs his own panic percentage.
          ...((m.statistics?.panicPercentage ?? side.panicPercentage) !== undefined ? { panicPercentage: m.statistics?.panicPercentage ?? side.panicPercentage } : {}),
          ...(plot ? { opportunityFire: `OF ${plot.fireTask}${plot.fired ? ' (fired)' : ''}` } : {}),
        };
      }),
  };
}

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));
