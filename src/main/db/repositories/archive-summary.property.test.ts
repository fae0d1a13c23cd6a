import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openCampaignDatabase } from '../open-database';
import type { Outcome } from '../queries/results';
import { archiveFromDetailTables, statisticsFromDetailTables } from '../test-support/archive-reference';
import { fixedContext } from '../test-helpers';
import { createRepositories } from './index';

// Issue 23, migration 8: whatever is written to the tables a game's summary is
// made from, through the repositories or by hand, in any order, the archive and
// the statistics read from `results.summary` equal what the detail tables give
// (schema 7's reads, test-support/archive-reference.ts).

const SIDES = ['raiders', 'garrison', 'partisans'] as const;
const PLAYERS = 4;
const GAMES = 3;
const RULES = ['17', '21', '22', '31'] as const;

const game = fc.nat({ max: GAMES - 1 });
const sideResult = fc.record({ outcome: fc.constantFrom<Outcome>('win', 'loss', 'draw'), level: fc.option(fc.constantFrom('Decisive', 'Tactical'), { nil: null }), casualties: fc.nat({ max: 12 }) });
const op = fc.oneof(
  fc.record({ kind: fc.constant('finish' as const), game, sides: fc.dictionary(fc.constantFrom(...SIDES), sideResult, { minKeys: 1 }), turns: fc.nat({ max: 20 }), day: fc.integer({ min: 1, max: 28 }) }),
  fc.record({ kind: fc.constant('players' as const), game, sides: fc.dictionary(fc.constantFrom(...SIDES), fc.uniqueArray(fc.nat({ max: PLAYERS - 1 }), { maxLength: 3 })) }),
  fc.record({ kind: fc.constant('rename' as const), player: fc.nat({ max: PLAYERS - 1 }), name: fc.constantFrom('Ann', 'bob', 'Zed', 'Émile', 'cat') }),
  fc.record({ kind: fc.constant('rules' as const), game, rules: fc.subarray([...RULES]) }),
  fc.record({ kind: fc.constant('setup' as const), game, sides: fc.array(fc.record({ id: fc.constantFrom(...SIDES), name: fc.option(fc.constantFrom('No. 2 Commando', 'Wehrmacht', ' '), { nil: undefined }) }), { maxLength: 3 }) }),
  fc.record({ kind: fc.constant('unfinish' as const), game }),
  fc.record({ kind: fc.constant('outcome-by-hand' as const), game, casualties: fc.nat({ max: 9 }) }),
);

describe('archive summary (migration 8), property: the summary always equals what the detail tables give', () => {
  it('for random finished games, players, renames, rules, setups and results replaced or removed', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 4, maxLength: 30, size: 'large' }), async (ops) => {
        const db = await openCampaignDatabase(':memory:');
        try {
          const repos = createRepositories(db, fixedContext());
          const campaignId = repos.campaigns.create({ name: 'Club' }).id;
          const players = Array.from({ length: PLAYERS }, (_, i) => repos.players.create({ campaignId, name: `Player ${i}` }).id);
          const scenarios = ['Bridge', 'radar'].map((name) => repos.scenarios.create({ campaignId, ruleset: 'commando', name, scenario: {} }).id);
          const games = Array.from({ length: GAMES }, (_, i) => {
            const g = repos.games.create({ campaignId, scenarioId: scenarios[i % 2]!, diceMode: 'seeded', options: { optionalRules: i % 2 ? ['22'] : [] } });
            repos.games.setStatus(g.id, 'active');
            return g.id;
          });
          for (const o of ops) {
            const id = games[o.kind === 'rename' ? 0 : o.game]!;
            if (o.kind === 'finish') {
              if (repos.games.get(id)!.status !== 'abandoned') repos.results.save({ gameId: id, sides: o.sides, turnsPlayed: o.turns, finishedAt: `2024-02-${String(o.day).padStart(2, '0')}T20:00:00Z` }, { replace: true });
            } else if (o.kind === 'players') {
              repos.games.setPlayers(id, Object.fromEntries(Object.entries(o.sides).map(([side, ps]) => [side, ps.map((p) => players[p]!)])));
            } else if (o.kind === 'rename') {
              const taken = repos.players.list(campaignId).some((p) => p.name.toLowerCase() === o.name.toLowerCase());
              if (!taken) repos.players.rename(players[o.player]!, o.name);
            } else if (o.kind === 'rules') {
              db.prepare(`UPDATE games SET options = ? WHERE id = ?`).run(JSON.stringify({ optionalRules: o.rules }), id);
            } else if (o.kind === 'setup') {
              repos.snapshots.save(id, 0, { version: 0, sides: o.sides.map((x) => (x.name === undefined ? { id: x.id } : x)) });
            } else if (o.kind === 'unfinish') {
              db.prepare(`DELETE FROM results WHERE game_id = ?`).run(id);
            } else {
              db.prepare(`UPDATE result_sides SET casualties = ? WHERE game_id = ? AND side = (SELECT min(side) FROM result_sides WHERE game_id = ?)`).run(o.casualties, id, id);
            }
          }
          expect(repos.results.archive({ campaignId })).toEqual(archiveFromDetailTables(db, campaignId));
          expect(repos.results.statistics({ campaignId })).toEqual(statisticsFromDetailTables(db, campaignId));
          for (const id of games) {
            const entry = repos.results.get(id);
            expect(entry).toEqual(archiveFromDetailTables(db, campaignId).find((e) => e.gameId === id) ?? null);
          }
        } finally {
          db.close();
        }
      }),
      { numRuns: Number(process.env.SIGHTLINE_SUMMARY_RUNS ?? 60), seed: Number(process.env.SIGHTLINE_SUMMARY_SEED ?? 23) },
    );
  });
});
