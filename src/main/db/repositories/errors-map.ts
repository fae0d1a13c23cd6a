import { isSqliteError } from '../driver';
import { ConflictError } from '../errors';

/**
 * SQLite says only "FOREIGN KEY constraint failed"; say what the user tried.
 * Other errors pass through unchanged.
 */
export function explainConstraint(error: unknown, what: { foreignKey?: string; unique?: string }): never {
  if (isSqliteError(error)) {
    if (error.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' && what.foreignKey) throw new ConflictError(what.foreignKey, { cause: error });
    if ((error.code === 'SQLITE_CONSTRAINT_UNIQUE' || error.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') && what.unique) {
      throw new ConflictError(what.unique, { cause: error });
    }
  }
  throw error;
}
