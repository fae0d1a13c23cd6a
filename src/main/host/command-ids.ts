import type { CommandOutcome } from '@shared/contract/host-results';
import type { AuditRecord } from './game-log';
import { HostError } from './host-errors';

/** The longest client command id the host keeps (the contract caps it the same way). */
export const MAX_COMMAND_ID_LENGTH = 100;

interface Applied {
  /** The command as it was committed, in a stable text form (keys sorted). */
  readonly body: string;
  readonly outcome: Extract<CommandOutcome, { ok: true }>;
}

/** JSON with object keys sorted, so the same command compares equal whatever order its keys came in. */
export function stableText(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => stableText(v ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableText(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The client command ids of one game and what each command gave (docs/host.md,
 * "Commands that apply once"). The id travels in the command's own audit row
 * (`detail.commandId`, with `detail.version` the game version it produced), so
 * it is written in the same transaction as the events: a command that
 * committed but whose answer was lost is known by its id after a crash too.
 * A repeat of an id is answered with the stored outcome and runs nothing
 * (no dice, no events), even when the command was undone since; a repeat
 * whose command differs is refused.
 */
export class CommandIds {
  private readonly applied = new Map<string, Applied>();

  /**
   * `stored` finds an id in the game's audit trail (the newest `command` row
   * carrying it: an index lookup in the campaign database, issue 23); ids
   * applied since are remembered here.
   */
  constructor(private readonly stored: (commandId: string) => AuditRecord | null = () => null) {}

  /** Rebuilds the ids from a game's audit trail (every `command` row that carries one). */
  static read(entries: readonly AuditRecord[]): CommandIds {
    const ids = new CommandIds();
    for (const a of entries) ids.rememberEntry(a);
    return ids;
  }

  private rememberEntry(a: AuditRecord): Applied | undefined {
    if (a.kind !== 'command' || typeof a.detail.commandId !== 'string') return undefined;
    const seqs = Array.isArray(a.detail.seqs) ? (a.detail.seqs as unknown[]).filter((s): s is number => Number.isInteger(s)) : [];
    const version = typeof a.detail.version === 'number' ? a.detail.version : 0;
    this.remember(a.detail.commandId, a.detail.command, { ok: true, version, events: seqs.length, seqs });
    return this.applied.get(a.detail.commandId);
  }

  /** Refuses a malformed id (the contract caps it too; the host is called by tests and IPC alike). */
  static check(commandId: string): void {
    if (commandId.length === 0 || commandId.length > MAX_COMMAND_ID_LENGTH || !/^[A-Za-z0-9_.:-]+$/.test(commandId)) {
      throw new HostError(`commandId: must be 1–${MAX_COMMAND_ID_LENGTH} characters of letters, digits, "-", "_", "." or ":".`);
    }
  }

  /** The stored outcome of `commandId` (marked `repeated`), or null when it is new. A different command under a known id is refused. */
  repeatOf(commandId: string, command: unknown): CommandOutcome | null {
    const entry = this.applied.has(commandId) ? null : this.stored(commandId);
    const known = this.applied.get(commandId) ?? (entry ? this.rememberEntry(entry) : undefined);
    if (!known) return null;
    if (known.body !== stableText(command)) {
      throw new HostError(`commandId "${commandId}" was already used for a different command; nothing was changed. Give a new command a new id.`);
    }
    return { ...known.outcome, repeated: true };
  }

  remember(commandId: string, command: unknown, outcome: Extract<CommandOutcome, { ok: true }>): void {
    this.applied.set(commandId, { body: stableText(command), outcome });
  }
}
