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

/** A stored event the ruleset does not know (a newer Sightline wrote it, or the row is damaged). */
export class UnknownEventError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnknownEventError';
  }
}
