/** The errors the host answers with; the API turns them into refusals (api-service.ts). */

/** The caller may not do this (a player asking for the umpire's tools, or for another side). */
export class ForbiddenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ForbiddenError';
  }
}

/** A request the host refuses as it stands (nothing to undo, no dice pending, game over…). Nothing was changed. */
export class HostError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HostError';
  }
}

/** A stored event the ruleset does not know: a damaged row (a newer Sightline's file is refused by its schema version before a game is read). `seq` once known. */
export class UnknownEventError extends Error {
  constructor(
    message: string,
    readonly seq?: number,
  ) {
    super(message);
    this.name = 'UnknownEventError';
  }
}

/**
 * A stored row of a game's log that cannot be read or replayed: the game is
 * damaged at `seq` (0: its stored setup). The campaign lists it as damaged;
 * every other game plays.
 */
export class DamagedEventError extends Error {
  constructor(
    readonly seq: number,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'DamagedEventError';
  }
}

/** The seq a replay error names, if any. */
export function damagedSeq(error: unknown): number | undefined {
  return error instanceof DamagedEventError || error instanceof UnknownEventError ? error.seq : undefined;
}
