import { describe, expect, it } from 'vitest';
import type { ArchiveEntryInfo } from '@shared/contract/api';
import { archiveFilter, dayAfter, EMPTY_FILTER, finishInput, outcomeLine, percent, playersLine, playersOf, record, sidesOf } from './archive-model';

const entry = (over: Partial<ArchiveEntryInfo>): ArchiveEntryInfo => ({
  gameId: 'g1',
  campaignId: 'c',
  scenarioId: 'raid-on-entebbe',
  scenarioName: 'Raid on Entebbe',
  ruleset: 'commando',
  finishedAt: '2024-02-01T20:00:00Z',
  turnsPlayed: 12,
  rulings: [],
  notes: '',
  sides: [
    { id: 'israelis', name: 'Israeli Commandos' },
    { id: 'ugandans', name: 'Ugandan Sentries' },
  ],
  outcome: { israelis: { outcome: 'win', level: 'Decisive', casualties: 2 }, ugandans: { outcome: 'loss', level: null, casualties: 1 } },
  players: [],
  optionalRules: [],
  ...over,
});

describe('archive filter', () => {
  it('leaves out empty fields', () => {
    expect(archiveFilter(EMPTY_FILTER)).toEqual({});
  });

  it('passes scenario, player and outcome with its side', () => {
    expect(archiveFilter({ ...EMPTY_FILTER, scenarioId: 's', playerId: 'p', result: 'win', side: ' israelis ' })).toEqual({
      scenarioId: 's',
      playerId: 'p',
      outcome: { result: 'win', side: 'israelis' },
    });
    expect(archiveFilter({ ...EMPTY_FILTER, result: 'draw' })).toEqual({ outcome: { result: 'draw' } });
  });

  it('includes the whole "to" day (the host\'s "to" is exclusive) and puts a backwards range right', () => {
    expect(archiveFilter({ ...EMPTY_FILTER, from: '2024-02-01', to: '2024-02-29' })).toEqual({ from: '2024-02-01', to: '2024-03-01' });
    expect(archiveFilter({ ...EMPTY_FILTER, from: '2024-03-05', to: '2024-03-01' })).toEqual({ from: '2024-03-01', to: '2024-03-06' });
    expect(archiveFilter({ ...EMPTY_FILTER, from: '2024-03-05', to: '2024-03-05' })).toEqual({ from: '2024-03-05', to: '2024-03-06' });
    expect(archiveFilter({ ...EMPTY_FILTER, from: 'yesterday' })).toEqual({});
    expect(dayAfter('2023-12-31')).toBe('2024-01-01');
  });
});

describe('archive lines', () => {
  it('says each side\'s outcome, level and casualties', () => {
    expect(outcomeLine(entry({}).outcome)).toBe('israelis won (Decisive, 2 casualties); ugandans lost (1 casualty)');
    expect(outcomeLine(entry({}).outcome, entry({}).sides)).toBe('Israeli Commandos won (Decisive, 2 casualties); Ugandan Sentries lost (1 casualty)');
  });

  it('names each side\'s players in the game\'s order of sides', () => {
    const e = entry({
      players: [
        { side: 'ugandans', playerId: 'p3', playerName: 'Cat' },
        { side: 'israelis', playerId: 'p1', playerName: 'Ann' },
        { side: 'israelis', playerId: 'p2', playerName: 'Bob' },
        { side: 'observers', playerId: 'p4', playerName: 'Dee' },
      ],
    });
    expect(playersLine(e)).toBe('Ann, Bob (Israeli Commandos); Cat (Ugandan Sentries); Dee (observers)');
    expect(playersLine(entry({}))).toBe('');
  });

  it('lists the players and sides the archive knows', () => {
    const es = [
      entry({ players: [{ side: 'israelis', playerId: 'p2', playerName: 'Zoe' }] }),
      entry({ gameId: 'g2', players: [{ side: 'ugandans', playerId: 'p1', playerName: 'Ann' }, { side: 'israelis', playerId: 'p2', playerName: 'Zoe' }], outcome: { british: { outcome: 'draw', level: null, casualties: 0 } } }),
    ];
    expect(playersOf(es)).toEqual([
      { id: 'p1', name: 'Ann' },
      { id: 'p2', name: 'Zoe' },
    ]);
    expect(sidesOf(es)).toEqual([
      { id: 'british', name: 'british' },
      { id: 'israelis', name: 'Israeli Commandos' },
      { id: 'ugandans', name: 'Ugandan Sentries' },
    ]);
  });

  it('formats a side\'s record and win share', () => {
    expect(record({ side: 'x', games: 4, wins: 3, losses: 1, draws: 0, averageCasualties: 0, totalCasualties: 0 })).toBe('3–1–0');
    expect(percent(1, 3)).toBe('33%');
    expect(percent(0, 0)).toBe('—');
  });
});

describe('finish game form', () => {
  const sides = [
    { id: 'israelis', name: 'Israeli Commandos' },
    { id: 'ugandans', name: 'Ugandan Sentries' },
  ];

  it('needs an outcome for every side', () => {
    const r = finishInput({ sides: { israelis: { outcome: 'win', level: '' } }, rulings: '', notes: '', turnsPlayed: '' }, sides);
    expect(r).toEqual({ ok: false, problems: ['Choose an outcome for Ugandan Sentries.'] });
  });

  it('refuses turns played that are not a whole number', () => {
    const r = finishInput({ sides: { israelis: { outcome: 'win', level: '' }, ugandans: { outcome: 'loss', level: '' } }, rulings: '', notes: '', turnsPlayed: '3.5' }, sides);
    expect(r.ok).toBe(false);
  });

  it('builds the result: levels, rulings a line each, notes and turns', () => {
    const r = finishInput(
      { sides: { israelis: { outcome: 'win', level: ' Decisive ' }, ugandans: { outcome: 'loss', level: '' } }, rulings: 'Case 8.84: ghost kept\n\n  door counts as open  \n', notes: ' good game ', turnsPlayed: '14' },
      sides,
    );
    expect(r).toEqual({
      ok: true,
      result: {
        sides: { israelis: { outcome: 'win', level: 'Decisive' }, ugandans: { outcome: 'loss', level: null } },
        rulings: ['Case 8.84: ghost kept', 'door counts as open'],
        notes: 'good game',
        turnsPlayed: 14,
      },
    });
  });

  it('leaves out what was not filled in, so the host uses its defaults', () => {
    const r = finishInput({ sides: { israelis: { outcome: 'draw', level: '' }, ugandans: { outcome: 'draw', level: '' } }, rulings: '', notes: '', turnsPlayed: '' }, sides);
    expect(r).toEqual({ ok: true, result: { sides: { israelis: { outcome: 'draw', level: null }, ugandans: { outcome: 'draw', level: null } } } });
  });
});
