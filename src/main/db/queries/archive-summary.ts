import type { ArchivePlayerInfo, Outcome } from '@shared/contract/api';

/** What the archive shows of a game besides its result's own columns: as schema 7's detail tables gave it (`archiveEntryFromRow`; the app reads `results.summary` in `archive-entry.ts`). */
export interface ArchiveDetails {
  names: { ord: number; side: string; name: string | null }[];
  outcomes: { side: string; outcome: Outcome; level: string | null; casualties: number }[];
  players: ArchivePlayerInfo[];
  optionalRules: string[];
}
