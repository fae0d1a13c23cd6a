import { describe, expect, it } from 'vitest';
import type { ScenarioSummaryInfo } from '@shared/contract/api';
import { blockedHeading, blockingReasons, DEFAULT_SETUP, missingRuleLines, newGameParams, optionalRuleChoices, scenarioFacts, scenarioHeading, scenariosOf, suggestedRules } from './scenario-labels';

const entebbe: ScenarioSummaryInfo = {
  id: 'raid-on-entebbe',
  ruleset: 'commando',
  bundled: true,
  section: 39,
  title: 'Raid on Entebbe',
  mapLetter: 'B',
  era: 'Modern',
  sides: [
    { id: 'israelis', name: 'Israeli Commandos', mode: 'commando', numberOfMen: 10 },
    { id: 'ugandans', name: 'Ugandan Sentries', mode: 'defending', numberOfMen: 1 },
  ],
  canStart: true,
  missingOptionalRules: [],
  specialRulesByHand: [],
  problems: [],
};

const frontLine: ScenarioSummaryInfo = {
  ...entebbe,
  id: 'commando-front-line-action',
  section: 47,
  title: 'Commando Front-Line Action',
  canStart: false,
  missingOptionalRules: [
    { section: 23, title: 'Tanks', case: '47.42' },
    { section: 24, title: 'Armored Personnel Carriers (APCs)', case: '47.42' },
  ],
  problems: [
    'Case 47.42 makes Section 23.0 Tanks necessary (Case 38.23), and Sightline does not play it yet',
    'Case 47.42 makes Section 24.0 Armored Personnel Carriers (APCs) necessary (Case 38.23), and Sightline does not play it yet',
  ],
};

describe('scenario labels', () => {
  it('heads a scenario by its Section (Case 38.0 scenarios are Sections 39–50)', () => {
    expect(scenarioHeading(entebbe)).toBe('Section 39.0 · Raid on Entebbe');
    expect(scenarioHeading({ section: null, title: 'Broken file' })).toBe('Broken file');
  });

  it('gives map letter, era and sides with their men', () => {
    expect(scenarioFacts(entebbe)).toBe('Map B · Modern · Israeli Commandos (commando, 10 men) v Ugandan Sentries (defending, 1 man)');
    expect(scenarioFacts({ ...entebbe, sides: [{ id: 'arabs', name: 'Lawrence and the Arabs', mode: 'none', numberOfMen: 12 }] })).toBe('Map B · Modern · Lawrence and the Arabs (no Mode, 12 men)');
    expect(scenarioFacts({ ...entebbe, bundled: false, era: null, mapLetter: null, sides: [] })).toBe("no map letter · the campaign's own");
  });

  it('names each missing Optional Rule with its Section and the Case that makes it necessary (Case 38.23)', () => {
    expect(missingRuleLines(frontLine)).toEqual(['Section 23.0 Tanks — necessary by Case 47.42', 'Section 24.0 Armored Personnel Carriers (APCs) — necessary by Case 47.42']);
    // The host's sentences about the same rules are not repeated.
    expect(blockingReasons(frontLine)).toEqual(missingRuleLines(frontLine));
    expect(blockingReasons(entebbe)).toEqual([]);
  });

  it('keeps any other reason the host gives (a file that does not read)', () => {
    const broken: ScenarioSummaryInfo = { ...entebbe, canStart: false, problems: ['scenario x, sides[0].name: required'] };
    expect(blockingReasons(broken)).toEqual(['scenario x, sides[0].name: required']);
    expect(blockingReasons({ ...broken, problems: [] })).toHaveLength(1);
  });

  it('reads the suggested Optional Rules from the scenario file, skipping malformed entries', () => {
    const file = { optionalRules: { suggested: [{ section: 21, case: '39.41', text: 'Israelis: Thump Guns' }, { nope: true }, { section: 35 }], necessary: [] } };
    expect(suggestedRules(file)).toEqual([
      { section: 21, case: '39.41', text: 'Israelis: Thump Guns' },
      { section: 35, case: '', text: '' },
    ]);
    expect(suggestedRules(undefined)).toEqual([]);
    expect(suggestedRules({ optionalRules: 'x' })).toEqual([]);
  });

  it('offers Sections 17–36 as two-digit values', () => {
    const choices = optionalRuleChoices();
    expect(choices[0]).toMatchObject({ section: 17, value: '17' });
    expect(choices.at(-1)).toMatchObject({ section: 36, value: '36' });
    expect(choices).toHaveLength(20);
  });

  it('builds newGame parameters and never passes an Optional Rule Sightline does not play', () => {
    const choices = [
      { section: 21, title: 'Thump Guns', built: true, value: '21' },
      { section: 35, title: 'Climbing', built: false, value: '35' },
    ];
    expect(newGameParams('raid-on-entebbe', { endurance: 'rolled', diceMode: 'physical', optionalRules: ['35', '21', '21'] }, choices)).toEqual({
      scenarioId: 'raid-on-entebbe',
      endurance: 'rolled',
      diceMode: 'physical',
      optionalRules: ['21'],
    });
    expect(newGameParams('x', DEFAULT_SETUP, choices)).toEqual({ scenarioId: 'x', endurance: 'standard', diceMode: 'seeded', optionalRules: [] });
  });
});

describe('both rulesets on the Games screen (issue 19)', () => {
  const ambush: ScenarioSummaryInfo = {
    ...entebbe,
    id: 'skirmish-track-ambush',
    ruleset: 'skirmish',
    section: null,
    title: 'Ambush on the village road',
    mapLetter: null,
    era: null,
    sides: [],
    canStart: false,
    problems: ['Sightline\'s umpire console does not play skirmish games yet'],
    skirmish: {
      conflict: "RHODESIA ('64-'79/80)", tableId: 'village-edge', tableName: 'Village edge', setUp: 'hidden', bounds: 10, provenance: 'Written for Sightline',
      sides: [{ id: 'rli', name: 'R.L.I. patrol', figures: 8 }, { id: 'zanla', name: 'Guerrillas', figures: 1 }],
    },
  };

  it('filters by ruleset', () => {
    expect(scenariosOf([entebbe, ambush], 'all').map((s) => s.id)).toEqual(['raid-on-entebbe', 'skirmish-track-ambush']);
    expect(scenariosOf([entebbe, ambush], 'skirmish').map((s) => s.id)).toEqual(['skirmish-track-ambush']);
    expect(scenariosOf([entebbe, ambush], 'commando').map((s) => s.id)).toEqual(['raid-on-entebbe']);
  });

  it('a skirmish scenario says its ruleset, conflict, table, set-up, length and forces; its block is not Case 38.23', () => {
    expect(scenarioHeading(ambush)).toBe('Ambush on the village road');
    expect(scenarioFacts(ambush)).toBe("Modern skirmish (1989) · RHODESIA ('64-'79/80) · table Village edge · hidden set-up · 10 bounds · R.L.I. patrol (8 figures) v Guerrillas (1 figure)");
    expect(blockingReasons(ambush)).toEqual(['Sightline\'s umpire console does not play skirmish games yet']);
    expect(blockedHeading(ambush)).toEqual({ title: 'Cannot be started here yet.', lead: '' });
    expect(blockedHeading(entebbe)).toEqual({ title: 'Cannot be played yet (Case 38.23).', lead: ' It needs:' });
  });
});
