/** Shown instead of a game whose ruleset this Sightline has no screens for (a newer version's game, say). */
export function UnknownRuleset({ ruleset, big = false }: { ruleset: string; big?: boolean }) {
  return (
    <div className={big ? 'loading big' : 'loading'} role="alert" data-testid="unknown-ruleset">
      This game uses the ruleset "{ruleset}", which this Sightline does not know.
    </div>
  );
}
