import { describe, expect, it } from 'vitest';
import { BUNDLED_SCENARIOS, bundledGame, bundledTable, scenarioFile } from '../test-support/bundled-scenarios';
import { projectSide } from '../view/project';
import { formatSkirmishScenarioError, loadSkirmishScenario } from './load-scenario';

type Loose = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const load = (f: unknown) => loadSkirmishScenario(f, 'test.json', bundledTable);
const messages = (f: unknown) => {
  const r = load(f);
  return r.ok ? [] : r.errors.map(formatSkirmishScenarioError);
};
const edit = (name: string, change: (f: Loose) => void): Loose => {
  const f = scenarioFile(name) as Loose;
  change(f);
  return f;
};

describe('the bundled skirmish scenarios (docs/rulings/skirmish-game.md)', () => {
  it('are three, each written for Sightline, on a bundled table, and load without a fault', () => {
    const files = Object.entries(BUNDLED_SCENARIOS);
    expect(files).toHaveLength(3);
    for (const [path, file] of files) {
      const r = load(file);
      expect(r.ok ? [] : r.errors.map(formatSkirmishScenarioError), path).toEqual([]);
      if (!r.ok) continue;
      expect(r.file.provenance.kind).toBe('sightline');
      expect(r.file.provenance.note).toMatch(/^Written for Sightline/);
      expect(bundledTable(r.file.table)).toBeDefined();
    }
  });

  it('rate each unit from its conflict\'s printed row (seed lines 426–440, SK5) with its initial motivation (lines 398–405)', () => {
    const r = load(scenarioFile('patrol-meeting'));
    if (!r.ok) throw new Error('does not load');
    // "Other American units 1 2 3 2 Elite 0-2" (line 428): Ability 1, F.C.R. 2; Elite with L.P. 2 starts at +1.
    expect(r.setup.units.find((u) => u.id === 'us-1')).toMatchObject({ ability: 1, fieldCraft: 2, quality: 'elite', leadershipPoints: 2, motivation: 1, leaderId: 'us-1a', side: 'us' });
    // "NVA regular units 1 3 4 3 Vet./Elite 1-3" (line 437): the first word by default, the other when the scenario picks it.
    expect(r.setup.units.find((u) => u.id === 'nva-1')).toMatchObject({ ability: 1, fieldCraft: 3, quality: 'veteran', motivation: 1 });
    expect(r.setup.units.find((u) => u.id === 'nva-2')).toMatchObject({ quality: 'elite', leadershipPoints: 1, motivation: 1 });
    expect(r.ratedFrom['us-1']).toContain('line 428');
    expect(r.setup.terms?.aimed['nva-2d']).toEqual({ table: 'line-568', row: 'A' });
  });

  it('a hidden set-up starts with no contacts; an open one with every enemy figure as a contact, shown to the side as an opaque contact', () => {
    const hidden = bundledGame('track-ambush');
    expect(Object.values(hidden.knowledge).flat()).toEqual([]);
    const open = bundledGame('village-search');
    expect(open.knowledge['idf-1']!.map((c) => c.figureId)).toEqual(['h-1', 'h-2', 'h-3', 'h-4', 'n-1', 'n-2', 'n-3']);
    expect(open.knowledge['farmhouse-group']).toHaveLength(10);
    expect(open.contactSeq).toEqual({ idf: 7, plo: 10 });
    const side = JSON.stringify(projectSide(open, { kind: 'side', side: 'idf' }));
    // Fog: the side sees contacts, never the figures' ids, the mined areas or their cards.
    for (const hidden of ['h-1', 'n-3', 'garden-traps', 'bouncing betty', 'small A.P. mine', 'otherwise']) expect(side).not.toContain(hidden);
  });
});

describe('a faulty skirmish scenario is refused, the error naming the field', () => {
  it.each<[string, (f: Loose) => void, string]>([
    ['an unknown table', (f) => { f['table'] = 'no-such-table'; }, 'test.json: table: "no-such-table" is not a bundled table'],
    ['a rating not of the conflict', (f) => { f['forces'][0]['units'][0]['rating'] = 'Israeli Regulars'; }, 'forces[0].units[0].rating: "Israeli Regulars" is not a unit of the VIETNAM'],
    ['a quality the row does not print', (f) => { f['forces'][0]['units'][0]['quality'] = 'poor'; }, 'forces[0].units[0].quality: Other American units are rated elite, not poor'],
    ['an L.P. outside the printed range', (f) => { f['forces'][0]['units'][0]['leadershipPoints'] = 4; }, 'forces[0].units[0].leadershipPoints: Other American units have leaders of L.P. 0–2, not 4'],
    ['a figure outside its side\'s deployment', (f) => { f['forces'][0]['units'][0]['figures'][0]['at'] = { x: 40, y: 10 }; }, 'forces[0].units[0].figures[0].at: (40, 10) is outside deployment area "treeline"'],
    ['a figure off the table', (f) => { f['forces'][1]['units'][0]['figures'][0]['at'] = { x: 90, y: 10 }; }, 'forces[1].units[0].figures[0].at: (90, 10) is off the 72"×48" table'],
    ['an id used twice', (f) => { f['forces'][1]['units'][0]['figures'][1]['id'] = 'us-1a'; }, 'forces[1].units[0].figures[1].id: id "us-1a" is used twice'],
    ['a leader not of the unit', (f) => { f['forces'][0]['units'][0]['leader'] = 'nva-1a'; }, 'forces[0].units[0].leader: "nva-1a" is not one of the unit\'s figures'],
    ['a place that is no feature', (f) => { f['victory']['conditions'][2]['places'][0] = { feature: 'hut-9' }; }, 'victory.conditions[2].places[0]: "hut-9" is neither an area nor a building of the table'],
    ['a winner that is no side', (f) => { f['victory']['conditions'][0]['winner'] = 'vc'; }, 'victory.conditions[0].winner: "vc" is not a side of this scenario'],
    ['an aimed row that is not printed', (f) => { f['forces'][0]['units'][0]['figures'][0]['aimed'] = { table: 'line-569', row: 'Z' }; }, 'forces[0].units[0].figures[0].aimed.row: table "line-569" has rows'],
    ['an unknown optional rule', (f) => { f['optionalRules'] = ['jetpacks']; }, 'optionalRules[0]: "jetpacks" is not an optional rule of the skirmish ruleset'],
    ['a missing game length', (f) => { delete f['gameLength']; }, 'test.json: gameLength:'],
    ['a set-up neither hidden nor open', (f) => { f['setUp'] = 'half'; }, 'test.json: setUp:'],
    ['one side only', (f) => { f['sides'].pop(); }, 'sides: a skirmish game has two sides'],
    ['a newer version', (f) => { f['version'] = 3; }, 'version: this skirmish scenario is version 3, from a newer Sightline'],
  ])('%s', (_what, change, message) => {
    const got = messages(edit('patrol-meeting', change));
    expect(got.length).toBeGreaterThan(0);
    expect(got.some((m) => m.includes(message)), got.join('\n')).toBe(true);
  });

  it('a mined area needs its cards and a side that laid it', () => {
    const got = messages(edit('village-search', (f) => { f['minefields'][0]['laidBy'] = 'pla'; f['minefields'][1]['cards'] = []; }));
    expect(got).toEqual(expect.arrayContaining([expect.stringContaining('minefields[1].cards: a mined area needs its prepared cards (seed line 161)')]));
    const laid = messages(edit('village-search', (f) => { f['minefields'][0]['laidBy'] = 'pla'; }));
    expect(laid).toEqual(['test.json: minefields[0].laidBy: "pla" is not a side of this scenario']);
  });

  it('text that is not JSON, or not an object', () => {
    expect(messages('{ nope')[0]).toMatch(/^test.json: \(file\): not valid JSON/);
    expect(messages([])).toEqual(['test.json: (file): a scenario file must be a JSON object']);
  });
});
