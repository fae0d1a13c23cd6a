import type { RepoContext } from '../context';
import { systemContext } from '../context';
import type { Database } from '../driver';
import { AuditRepository } from './audit';
import { CampaignsRepository } from './campaigns';
import { EventsRepository } from './events';
import { GamesRepository } from './games';
import { MapsRepository } from './maps';
import { OverridesRepository } from './overrides';
import { PlayersRepository } from './players';
import { ResultsRepository } from './results';
import { ScenariosRepository } from './scenarios';
import { SnapshotsRepository } from './snapshots';

export interface Repositories {
  readonly campaigns: CampaignsRepository;
  readonly players: PlayersRepository;
  readonly maps: MapsRepository;
  readonly scenarios: ScenariosRepository;
  readonly games: GamesRepository;
  readonly events: EventsRepository;
  readonly snapshots: SnapshotsRepository;
  readonly overrides: OverridesRepository;
  readonly results: ResultsRepository;
  readonly audit: AuditRepository;
}

const byConnection = new WeakMap<Database, Map<RepoContext, Repositories>>();

/**
 * The repositories of a connection, built once per connection and context:
 * building them prepares ~70 statements (4–5 ms on the bench file, some
 * compiling the archive summary's triggers), which opening a game used to pay
 * three times over (issue 23). Repositories keep nothing but their statements
 * (and caches keyed by immutable content), and none iterates a statement, so
 * one set serves every caller of the connection.
 */
export function createRepositories(db: Database, ctx: RepoContext = systemContext): Repositories {
  let forDb = byConnection.get(db);
  if (!forDb) byConnection.set(db, (forDb = new Map()));
  let repos = forDb.get(ctx);
  if (!repos) forDb.set(ctx, (repos = buildRepositories(db, ctx)));
  return repos;
}

function buildRepositories(db: Database, ctx: RepoContext): Repositories {
  return {
    campaigns: new CampaignsRepository(db, ctx),
    players: new PlayersRepository(db, ctx),
    maps: new MapsRepository(db, ctx),
    scenarios: new ScenariosRepository(db, ctx),
    games: new GamesRepository(db, ctx),
    events: new EventsRepository(db, ctx),
    snapshots: new SnapshotsRepository(db, ctx),
    overrides: new OverridesRepository(db, ctx),
    results: new ResultsRepository(db, ctx),
    audit: new AuditRepository(db, ctx),
  };
}

export {
  AuditRepository,
  CampaignsRepository,
  EventsRepository,
  GamesRepository,
  MapsRepository,
  OverridesRepository,
  PlayersRepository,
  ResultsRepository,
  ScenariosRepository,
  SnapshotsRepository,
};
export type { Campaign } from './campaigns';
export type { Player } from './players';
export type { RewindReport } from './events';
