import { describe, expect, it } from 'vitest';
import { ConflictError, InvalidInputError } from '../errors';
import { fixedContext } from '../test-helpers';
import { appendEventParams, eventFromRow } from './events';
import { insertGameParams, setStatusParams } from './games';
import { buildArchiveQuery, buildStatisticsQuery, saveResultParams } from './results';
import { StoredDataError } from '../errors';

describe('archive query builder', () => {
  it('with no filter has no WHERE and default paging', () => {
    const q = buildArchiveQuery();
    expect(q.sql).not.toContain('WHERE g.');
    expect(q.params).toEqual({ limit: 500, offset: 0 });
  });

  it('adds one clause and one parameter per filter', () => {
    const q = buildArchiveQuery({
      scenarioId: 's1',
      playerId: 'p1',
      from: '2024-01-01',
      to: '2024-02-01T10:00:00+01:00',
      outcome: { result: 'win', side: 'raiders' },
    });
    expect(q.sql).toContain('g.scenario_id = @scenarioId');
    expect(q.sql).toContain('gs.player_id = @playerId');
    expect(q.sql).toContain('r.finished_at >= @from');
    expect(q.sql).toContain('r.finished_at < @to');
    expect(q.sql).toContain('o.outcome = @outcome AND o.side = @outcomeSide');
    expect(q.params).toEqual({
      scenarioId: 's1',
      playerId: 'p1',
      from: '2024-01-01',
      to: '2024-02-01T09:00:00.000Z',
      outcome: 'win',
      outcomeSide: 'raiders',
      limit: 500,
      offset: 0,
    });
  });

  it('never puts a value into the SQL text', () => {
    const q = buildArchiveQuery({ scenarioId: "x' OR 1=1 --" });
    expect(q.sql).not.toContain('OR 1=1');
  });

  it('refuses an unknown outcome', () => {
    expect(() => buildArchiveQuery({ outcome: { result: 'victory' as never } })).toThrow(InvalidInputError);
  });

  it('statistics share the filter clauses', () => {
    const q = buildStatisticsQuery({ playerId: 'p1' });
    expect(q.sql).toContain('gs.player_id = @playerId');
    expect(q.params).toEqual({ playerId: 'p1' });
  });
});

describe('parameter builders', () => {
  it('game status transitions', () => {
    const ctx = fixedContext();
    expect(setStatusParams('g', 'setup', 'active', ctx)).toEqual({ id: 'g', status: 'active', finishedAt: null });
    expect(setStatusParams('g', 'active', 'abandoned', ctx).finishedAt).toMatch(/^2024-03-01T19:00:01/);
    expect(() => setStatusParams('g', 'finished', 'active', ctx)).toThrow(ConflictError);
    expect(() => setStatusParams('g', 'setup', 'paused', ctx)).toThrow(InvalidInputError);
  });

  it('a new game gets an id, empty options and its side rows', () => {
    const built = insertGameParams({ campaignId: 'c', scenarioId: 's', diceMode: 'physical', sides: [{ side: 'a', playerId: 'p' }] }, fixedContext());
    expect(built.game).toMatchObject({ id: 'id-1', options: '{}', rngState: null });
    expect(built.sides).toEqual([{ gameId: 'id-1', side: 'a', playerId: 'p' }]);
  });

  it('event batches number from the given seq and name the bad item', () => {
    const rows = appendEventParams('g', 7, [{ type: 'a', payload: {} }, { type: 'b', payload: { x: 1 } }], fixedContext());
    expect(rows.map((r) => [r.seq, r.type, r.payload, r.dice])).toEqual([
      [7, 'a', '{}', null],
      [8, 'b', '{"x":1}', null],
    ]);
    expect(() => appendEventParams('g', 1, [{ type: 'a', payload: {} }, { type: '', payload: {} }], fixedContext())).toThrow(
      /event 2 of 2/,
    );
  });

  it('stored rows that fail their schema are reported, not passed on', () => {
    const row = { seq: 3, kind: 'game' as const, type: 't', payload: '[1]', dice: null, createdAt: 'x', revertedBy: null };
    expect(() => eventFromRow('g', row)).toThrow(StoredDataError);
    expect(() => eventFromRow('g', row)).toThrow(/payload of event 3 of game g/);
    expect(() => eventFromRow('g', { ...row, payload: '{}', dice: '{not json' })).toThrow(/not JSON/);
  });

  it('result times are normalised to the stored form', () => {
    const built = saveResultParams(
      { gameId: 'g', turnsPlayed: 1, finishedAt: '2024-05-01T23:30:00-01:00', sides: { a: { outcome: 'draw', casualties: 0 } } },
      fixedContext(),
    );
    expect(built.result.finishedAt).toBe('2024-05-02T00:30:00.000Z');
    expect(built.sides).toEqual([{ gameId: 'g', side: 'a', outcome: 'draw', level: null, casualties: 0 }]);
  });
});
