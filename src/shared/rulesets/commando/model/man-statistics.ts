/** A man's force-listing statistics where they differ from his side's (Case 48.43). */
export interface ManStatistics {
  readonly label: string;
  readonly panicPercentage: number;
  readonly preservationMultiple: number;
  readonly observationCode: string;
  readonly combatBonus: { readonly fire: number | null; readonly grenade: number | null };
}
