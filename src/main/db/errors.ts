/**
 * Errors the database layer raises on purpose. Each names the file or record
 * at fault and says what was (not) changed, so the UI can show the message as is.
 */

export class DatabaseError extends Error {
  override name = 'DatabaseError';
}

/** The file failed SQLite's own consistency check. It is left exactly as found. */
export class CorruptDatabaseError extends DatabaseError {
  override name = 'CorruptDatabaseError';
  constructor(
    readonly file: string,
    readonly problems: readonly string[],
    /** Newest automatic backup of this campaign, or null when there is none. */
    readonly backupPath: string | null,
  ) {
    super(
      `the campaign database ${file} is damaged (${problems.slice(0, 3).join('; ')}); it was not changed. ` +
        (backupPath
          ? `The newest automatic backup is ${backupPath}: restore it to continue.`
          : 'No automatic backup of it was found.'),
    );
  }
}

export class DatabaseTooNewError extends DatabaseError {
  override name = 'DatabaseTooNewError';
  constructor(
    readonly file: string,
    readonly fileVersion: number,
    readonly appVersion: number,
  ) {
    super(
      `this campaign database was written by a newer Sightline (schema ${fileVersion}; this app knows up to ${appVersion}); nothing was changed (${file})`,
    );
  }
}

/** The file exists but is not an SQLite database at all (wrong file chosen, or overwritten). */
export class NotSqliteDatabaseError extends DatabaseError {
  override name = 'NotSqliteDatabaseError';
  constructor(readonly file: string) {
    super(`${file} is not a Sightline campaign database (it is not an SQLite file at all); it was not changed`);
  }
}

/** An SQLite file that belongs to some other program. Migrating it would graft our tables onto it. */
export class NotCampaignDatabaseError extends DatabaseError {
  override name = 'NotCampaignDatabaseError';
  constructor(
    readonly file: string,
    detail: string,
  ) {
    super(`${file} is an SQLite database but not a Sightline campaign (${detail}); it was not changed`);
  }
}

/** Input a repository refused before touching the database. */
export class InvalidInputError extends DatabaseError {
  override name = 'InvalidInputError';
}

export class NotFoundError extends DatabaseError {
  override name = 'NotFoundError';
}

/** The request contradicts what is stored (a finished game re-opened, a duplicate name...). */
export class ConflictError extends DatabaseError {
  override name = 'ConflictError';
}

/** A JSON column held something the schema does not allow: the row was written by a bug or by hand. */
export class StoredDataError extends DatabaseError {
  override name = 'StoredDataError';
}

export class RestoreRefusedError extends DatabaseError {
  override name = 'RestoreRefusedError';
}

/** Who holds a campaign file's lock (`<file>.lock`). */
export interface LockOwner {
  readonly pid: number;
  readonly host: string;
  /** When it took the lock (ISO 8601 UTC). */
  readonly since: string;
}

/**
 * Another process (another Sightline, a second browser-mode server) has the
 * campaign file open. Two writers would fork the game, so the second is refused.
 */
export class CampaignInUseError extends DatabaseError {
  override name = 'CampaignInUseError';
  constructor(
    readonly file: string,
    /** The process named by the lock file, or null when it could not be told. */
    readonly owner: LockOwner | null,
    detail: string | null = null,
  ) {
    const who = owner ? `Sightline process ${owner.pid} on ${owner.host}, which took it at ${owner.since}` : 'another process';
    super(
      `the campaign database ${file} is already open by ${who}${detail ? ` (${detail})` : ''}. ` +
        'Only one program may write a campaign at a time: close the other one (or switch to its window) and try again. Nothing was changed.',
    );
  }
}

/** The campaign file (or its folder) cannot be written: Sightline needs to, for every command. */
export class ReadOnlyDatabaseError extends DatabaseError {
  override name = 'ReadOnlyDatabaseError';
  constructor(
    readonly file: string,
    detail: string,
  ) {
    super(
      `the campaign database ${file} cannot be written (${detail}). Sightline writes every command to it: ` +
        'check the file and its folder are writable by you (not read-only, not on a read-only disk or share), or open a copy. Nothing was changed.',
    );
  }
}

/** The disk holding the campaign file is full: the write was rolled back. */
export class DatabaseFullError extends DatabaseError {
  override name = 'DatabaseFullError';
  constructor(
    readonly file: string,
    detail: string,
  ) {
    super(`the campaign database ${file} could not grow (${detail}): the disk holding it is full. Free some space and try again; nothing was changed.`);
  }
}

/**
 * What a raw SQLite failure on the campaign `file` becomes for the user: SQLite's own "attempt to write a
 * readonly database" (SQLITE_READONLY and its extended codes, e.g. the file or its folder turned read-only, a
 * read-only mount, `PRAGMA query_only`) and "database or disk is full" (SQLITE_FULL) name neither the file nor
 * what to do. Anything else is returned as is.
 */
export function explainSqliteFailure(error: unknown, file: string): unknown {
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  if (typeof code !== 'string') return error;
  const sqlite = `${(error as Error).message} [${code}]`;
  if (code.startsWith('SQLITE_READONLY')) return Object.assign(new ReadOnlyDatabaseError(file, `SQLite refused to write: it is read-only (${sqlite})`), { cause: error });
  if (code === 'SQLITE_FULL') return Object.assign(new DatabaseFullError(file, `SQLite: ${sqlite}`), { cause: error });
  return error;
}
