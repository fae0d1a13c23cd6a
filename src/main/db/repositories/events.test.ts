import { beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../driver';
import { ConflictError, InvalidInputError, NotFoundError } from '../errors';
import { openCampaignDatabase } from '../open-database';
import { fixedContext } from '../test-helpers';
import type { Repositories } from './index';
import { createRepositories } from './index';

let db: Database;
let repos: Repositories;
let gameId: string;

const placed = (manId: string) => ({ type: 'man-placed', payload: { manId, square: { col: 1, row: 2 }, posture: 'erect' } });

beforeEach(async () => {
  db = await openCampaignDatabase(':memory:');
  repos = createRepositories(db, fixedContext());
  const campaign = repos.campaigns.create({ name: 'My club' });
  const scenario = repos.scenarios.create({ campaignId: campaign.id, ruleset: 'commando', name: 'Bridge', scenario: { turns: 12 } });
  gameId = repos.games.create({ campaignId: campaign.id, scenarioId: scenario.id, diceMode: 'seeded' }).id;
  return () => db.close();
});

describe('events', () => {
  it('appends a batch and returns consecutive seqs', () => {
    expect(repos.events.append(gameId, [placed('a'), placed('b')])).toEqual([1, 2]);
    expect(repos.events.append(gameId, [placed('c')])).toEqual([3]);
    const live = repos.events.listLive(gameId);
    expect(live.map((e) => [e.seq, e.type, e.payload.manId])).toEqual([
      [1, 'man-placed', 'a'],
      [2, 'man-placed', 'b'],
      [3, 'man-placed', 'c'],
    ]);
    expect(repos.events.listLive(gameId, 2).map((e) => e.seq)).toEqual([3]);
  });

  it('stores dice with the event and reads them back validated', () => {
    const dice = [{ purpose: 'Case 10.62 magazine check', mode: 'seeded' as const, faces: [{ die: 'd10' as const, face: 3 }] }];
    repos.events.append(gameId, [{ ...placed('a'), dice }]);
    expect(repos.events.listLive(gameId)[0]?.dice).toEqual(dice);
  });

  it('a bad item anywhere in a batch saves nothing', () => {
    repos.events.append(gameId, [placed('a')]);
    const badDice = [{ purpose: 'Case 4.0', mode: 'seeded', faces: [{ die: 'd10', face: 11 }] }];
    expect(() => repos.events.append(gameId, [placed('b'), { ...placed('c'), dice: badDice as never }])).toThrow(
      /invalid event 2 of 2 \(nothing was saved\)/,
    );
    expect(() => repos.events.append(gameId, [placed('b'), { type: 'x', payload: { n: Number.NaN } }])).toThrow(InvalidInputError);
    expect(repos.events.listAll(gameId).map((e) => e.seq)).toEqual([1]);
  });

  // The payload is checked once, by the event's schema, and then written as it is (issue 23): what JSON cannot carry
  // faithfully is still refused there, deep or shallow, and nothing of the batch is saved.
  it.each([
    ['NaN', { n: Number.NaN }],
    ['Infinity, deep', { at: { range: [1, Number.POSITIVE_INFINITY] } }],
    ['undefined', { manId: undefined }],
    ['a BigInt', { n: 1n }],
    ['a function', { f: () => 1 }],
    ['a Date', { when: new Date(0) }],
  ])('a payload holding %s is refused and nothing is saved', (_what, payload) => {
    repos.events.append(gameId, [placed('a')]);
    expect(() => repos.events.append(gameId, [placed('b'), { type: 'x', payload: payload as never }])).toThrow(/invalid event 2 of 2 \(nothing was saved\)/);
    expect(repos.events.listAll(gameId).map((e) => e.seq)).toEqual([1]);
  });

  it('a failure inside SQLite mid-batch rolls the whole batch back', () => {
    repos.events.append(gameId, [placed('a')]);
    // Make the third insert collide, after two have been written inside the transaction.
    db.exec(`CREATE TRIGGER boom BEFORE INSERT ON events WHEN NEW.seq = 4 BEGIN SELECT RAISE(ABORT, 'disk trouble'); END`);
    expect(() => repos.events.append(gameId, [placed('b'), placed('c'), placed('d')])).toThrow(/disk trouble/);
    expect(repos.events.listAll(gameId).map((e) => e.seq)).toEqual([1]);
    db.exec('DROP TRIGGER boom');
    expect(repos.events.append(gameId, [placed('b')])).toEqual([2]);
  });

  it('refuses events for an unknown or finished game', () => {
    expect(() => repos.events.append('nope', [placed('a')])).toThrow(NotFoundError);
    repos.games.setStatus(gameId, 'abandoned');
    expect(() => repos.events.append(gameId, [placed('a')])).toThrow(/is abandoned; events cannot be added/);
  });

  it('rewinding marks the abandoned events with the rewind seq and keeps them', () => {
    repos.events.append(gameId, [placed('a'), placed('b'), placed('c'), placed('d')]);
    repos.snapshots.save(gameId, 2, { turn: 1 });
    repos.snapshots.save(gameId, 3, { turn: 2 });

    const rewind = repos.events.revertFrom(gameId, 3, 'sentry was placed on the wrong square');
    expect(rewind).toEqual({ rewindSeq: 5, reverted: [3, 4] });
    expect(repos.events.listLive(gameId).map((e) => e.seq)).toEqual([1, 2]);

    const all = repos.events.listAll(gameId);
    expect(all.map((e) => [e.seq, e.kind, e.revertedBy])).toEqual([
      [1, 'game', null],
      [2, 'game', null],
      [3, 'game', 5],
      [4, 'game', 5],
      [5, 'rewind', null],
    ]);
    expect(all[4]?.payload).toEqual({ fromSeq: 3, reason: 'sentry was placed on the wrong square' });

    // The new branch continues after the rewind record.
    expect(repos.events.append(gameId, [placed('e')])).toEqual([6]);
    expect(repos.events.listLive(gameId).map((e) => e.seq)).toEqual([1, 2, 6]);

    // Snapshots that included reverted events are gone; earlier ones stay.
    expect(repos.snapshots.latestAtOrBefore(gameId)?.seq).toBe(2);

    expect(repos.audit.list(gameId).map((a) => [a.kind, a.seq, a.detail])).toEqual([
      ['rewind', 5, { fromSeq: 3, reverted: [3, 4], reason: 'sentry was placed on the wrong square' }],
    ]);
  });

  it('a second rewind leaves the first branch marked by the first rewind', () => {
    repos.events.append(gameId, [placed('a'), placed('b'), placed('c')]);
    repos.events.revertFrom(gameId, 3, 'first');
    repos.events.append(gameId, [placed('d'), placed('e')]); // 5, 6
    expect(repos.events.revertFrom(gameId, 2, 'second')).toEqual({ rewindSeq: 7, reverted: [2, 5, 6] });
    const revertedBy = Object.fromEntries(repos.events.listAll(gameId).map((e) => [e.seq, e.revertedBy]));
    expect(revertedBy).toEqual({ 1: null, 2: 7, 3: 4, 4: null, 5: 7, 6: 7, 7: null });
  });

  it('refuses to rewind to a reverted event, a rewind record, or nowhere', () => {
    repos.events.append(gameId, [placed('a'), placed('b')]);
    repos.events.revertFrom(gameId, 2, 'oops');
    expect(() => repos.events.revertFrom(gameId, 2, 'again')).toThrow(/already reverted by rewind 3/);
    expect(() => repos.events.revertFrom(gameId, 3, 'x')).toThrow(ConflictError);
    expect(() => repos.events.revertFrom(gameId, 99, 'x')).toThrow(/has no event 99/);
    expect(() => repos.events.revertFrom(gameId, 1, '  ')).toThrow(/needs a reason/);
    expect(repos.events.listLive(gameId).map((e) => e.seq)).toEqual([1]);
  });

  it('the schema itself refuses to mark an event reverted by a rewind that does not exist', () => {
    repos.events.append(gameId, [placed('a')]);
    expect(() => db.prepare(`UPDATE events SET reverted_by = 9 WHERE game_id = ? AND seq = 1`).run(gameId)).toThrow(/FOREIGN KEY/);
  });
});

describe('snapshots', () => {
  it('finds the newest at or before a seq', () => {
    repos.events.append(gameId, [placed('a'), placed('b'), placed('c')]);
    repos.snapshots.save(gameId, 0, { turn: 0 });
    repos.snapshots.save(gameId, 2, { turn: 1 });
    expect(repos.snapshots.latestAtOrBefore(gameId, 1)).toMatchObject({ seq: 0, state: { turn: 0 } });
    expect(repos.snapshots.latestAtOrBefore(gameId, 3)).toMatchObject({ seq: 2, state: { turn: 1 } });
    expect(repos.snapshots.latestAtOrBefore('other', 3)).toBeNull();
  });

  it('refuses a snapshot on a seq that is not a live event', () => {
    repos.events.append(gameId, [placed('a'), placed('b')]);
    repos.events.revertFrom(gameId, 2, 'undo');
    expect(() => repos.snapshots.save(gameId, 2, { turn: 1 })).toThrow(/no live event 2/);
    expect(() => repos.snapshots.save(gameId, 3, { turn: 1 })).toThrow(/no live event 3/);
    expect(() => repos.snapshots.save(gameId, 1, [1, 2] as never)).toThrow(InvalidInputError);
  });

  it('refuses a state JSON cannot carry, deep in it or in its map, naming where; nothing is saved', () => {
    repos.events.append(gameId, [placed('a')]);
    const map = { width: 2, height: 1, squares: [{ terrain: 'clear' }, { terrain: 'woods' }] };
    expect(() => repos.snapshots.save(gameId, 1, { turn: 1, men: { a: { wounds: Number.NaN } }, map })).toThrow(/invalid snapshot state: it holds NaN at men\.a\.wounds/);
    expect(() => repos.snapshots.save(gameId, 1, { turn: 1, map: { ...map, squares: [{ terrain: undefined }] } })).toThrow(/undefined at map\.squares\[0\]\.terrain/);
    expect(repos.snapshots.latestAtOrBefore(gameId, 1)).toBeNull();
    // A good one with its map is read back whole (the map stored apart, by its hash).
    repos.snapshots.save(gameId, 1, { turn: 1, map });
    expect(repos.snapshots.latestAtOrBefore(gameId, 1)).toMatchObject({ seq: 1, state: { turn: 1, map } });
  });
});
