import { initial } from './0010-initial';
import { archiveSides } from './0020-archive-sides';
import { stateMaps } from './0030-state-maps';
import { sideLinks } from './0040-side-links';
import { commandIds } from './0050-command-ids';
import { gameOptionalRules } from './0060-game-optional-rules';
import { gameRowChecks } from './0070-game-row-checks';
import { archiveSummary } from './0080-archive-summary';
import type { Migration } from './migration';

/** Every migration the app knows, in order. Append; never reorder or edit a released one. */
export const MIGRATIONS: readonly Migration[] = [initial, archiveSides, stateMaps, sideLinks, commandIds, gameOptionalRules, gameRowChecks, archiveSummary];

export const LATEST_SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1]?.version ?? 0;

export type { Migration } from './migration';
export { SIGHTLINE_APPLICATION_ID } from './migration';
