import type { RepoContext } from '../context';
import { systemContext } from '../context';
import type { Database } from '../driver';
import type { AuditEntry } from '../queries/audit';
import { auditFromRow, auditParams, auditSql } from '../queries/audit';
import { explainConstraint } from './errors-map';

export class AuditRepository {
  private readonly insertStmt;
  private readonly listStmt;

  constructor(
    db: Database,
    private readonly ctx: RepoContext = systemContext,
  ) {
    this.insertStmt = db.prepare<[ReturnType<typeof auditParams>]>(auditSql.insert);
    this.listStmt = db.prepare<[string], { id: number; seq: number | null; kind: string; detail: string; createdAt: string }>(auditSql.list);
  }

  append(gameId: string, kind: string, detail: unknown, seq: number | null = null): void {
    const params = auditParams(gameId, kind, detail, seq, this.ctx);
    try {
      this.insertStmt.run(params);
    } catch (error) {
      explainConstraint(error, { foreignKey: `game ${gameId} does not exist; the audit entry was not written` });
    }
  }

  list(gameId: string): AuditEntry[] {
    return this.listStmt.all(gameId).map((row) => auditFromRow(gameId, row));
  }
}
