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

export function createRepositories(db: Database, ctx: RepoContext = systemContext): Repositories {
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
