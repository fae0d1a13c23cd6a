import type { Database } from '../driver';

/**
 * One step of the schema. `version` is the `PRAGMA user_version` the database
 * has after `up` ran; versions count 1, 2, 3... with no gaps. File names are
 * numbered in tens (0010, 0020) only so a forgotten step can be slotted in
 * before release; once released, a migration is never edited, only followed.
 */
export interface Migration {
  readonly version: number;
  readonly name: string;
  up(db: Database): void;
}

/** `PRAGMA application_id` of a campaign database: "SGLN". Tells our files from other programs' SQLite files. */
export const SIGHTLINE_APPLICATION_ID = 0x53474c4e;
