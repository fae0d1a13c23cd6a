import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canStart, expandMen, formatScenarioError, jsonLengthPasses, loadScenario, manLetter, oppositeSpan, spanEdge, type ScenarioError } from './load-scenario';
import type { ScenarioFile } from '../model/scenario-schema';

/** A small valid scenario to break one field at a time. */
function base(): ScenarioFile & Record<string, unknown> {
  return {
    version: 1,
    id: 'test-raid',
    ruleset: 'commando',
    section: 39,
    title: 'Test Raid',
    heading: 'Test Raid, 1 May 1944',
    date: { printed: '1 May 1944', iso: '1944-05-01' },
    conditions: {
      case: '39.1',
      era: 'WWII',
      map: { letter: 'J', asset: 'maps/j.json', mapProvenance: 'approximation', zones: [1, 2] },
      weather: 'clear',
      light: 'night',
      printed: { weather: 'Clear', light: 'Night' },
    },
    sides: [
      {
        id: 'raiders',
        name: 'Raiders',
        case: '39.2',
        mode: 'commando',
        panicPercentage: 5,
        preservationMultiple: 4,
        numberOfMen: 3,
        endurance: { standard: 18, formula: '1D10+13', printed: '18 (D10 + 13)' },
        combatBonus: { fire: 12, grenade: 20, printed: 'Fire: +12%; Grenade: +20%' },
        observationCode: 'A',
        weaponsPrinted: 'Submachinegun; Pistol; Combat Knife.',
        loadouts: [
          { count: 1, man: 'leader', name: 'The Leader', weapons: ['submachinegun'], endurance: { standard: 25, formula: '1D6+22', printed: '25 (D6 + 22)' } },
          { count: 2, weapons: ['submachinegun', 'pistol', 'combat-knife'] },
        ],
      },
      {
        id: 'guards',
        name: 'Guards',
        case: '39.3',
        mode: 'defending',
        panicPercentage: 45,
        preservationMultiple: 20,
        numberOfMen: 4,
        endurance: { standard: 10, formula: '1D6+7', printed: '10 (D6 + 7)' },
        combatBonus: { fire: -15, grenade: 0, printed: 'Fire: −15' },
        observationCode: 'L',
        weaponsPrinted: 'Semi-automatic rifle',
        loadouts: [{ count: 4, weapons: ['semi-automatic-rifle'] }],
      },
    ],
    features: [{ id: 'hut', kind: 'building', description: 'A hut', case: '39.43', squares: ['1740', '2443'], squaresAre: 'corners' }],
    optionalRules: { suggestedCase: '39.41', necessaryCase: '39.42', suggested: [{ section: 21, case: '39.41', text: 'Thump Guns' }], necessary: [] },
    specialRules: [{ id: 'no-sentry-routine', title: 'Sentries', case: '39.43', text: 'No sentries.' }],
    gameLength: { case: '39.51', text: 'Goal-oriented.', goalOriented: true, goal: { type: 'structures', features: ['hut'], state: 'destroyed', comparison: 'exactly', count: 'all' } },
    reinforcements: {
      case: '39.52',
      text: 'Every fifteenth Turn.',
      groups: [{ side: 'guards', case: '39.52', men: 2, schedule: { countedFrom: 'first-observation-or-turn-10', firstAfter: 15, every: 15 }, entry: { kind: 'opposite-commando-entry', case: '38.37' } }],
    },
    deployment: [
      {
        side: 'guards',
        case: '39.6',
        secret: true,
        zones: [
          { zone: 1, men: 1, case: '39.61', text: 'Zone 1: one man.' },
          { zone: 2, men: 3, case: '39.62', text: 'Zone 2: three men.' },
        ],
        sentryRoutine: { allowed: true, case: '38.45' },
      },
    ],
    entry: [{ side: 'raiders', case: '39.7', text: 'Between 0101 and 4001.', options: [{ id: 'north', spans: [{ from: '0101', to: '4001' }] }] }],
    victory: [
      {
        side: 'raiders',
        case: '39.81',
        text: 'Destroy the hut.',
        outcomes: [{ result: 'win', text: 'destroy the hut', when: { type: 'structures', features: ['hut'], state: 'destroyed', comparison: 'exactly', count: 'all' } }],
      },
    ],
  };
}

function errorsOf(file: unknown, name = 'test.json'): readonly ScenarioError[] {
  const r = loadScenario(file, name);
  if (r.ok) throw new Error('expected the file to be refused');
  return r.errors;
}

function change(f: (s: ReturnType<typeof base>) => void): ReturnType<typeof base> {
  const s = base();
  f(s);
  return s;
}

const sides = (s: ReturnType<typeof base>) => s.sides as unknown as Record<string, unknown>[];
const deployment = (s: ReturnType<typeof base>) => (s.deployment as unknown as Record<string, unknown>[])[0] as Record<string, unknown>;

describe('loadScenario: a good file', () => {
  it('loads, with defaults applied (Section 11.0: twelve fragmentation and twelve smoke grenades unless stated)', () => {
    const r = loadScenario(base(), 'test.json');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.scenario.sides[0]?.grenades).toEqual({ fragmentation: 12, smoke: 12, illumination: 0, case: '11.0' });
    expect(r.scenario.reinforcements.groups[0]?.schedule).toEqual({ countedFrom: 'first-observation-or-turn-10', firstAfter: 15, every: 15 });
    expect(r.missingOptionalRules).toEqual([]);
  });

  it('reads the file text as well as parsed JSON, and names the file when the text is not JSON', () => {
    expect(loadScenario(JSON.stringify(base()), 'x.json').ok).toBe(true);
    const errors = errorsOf('{ not json', 'broken.json');
    expect(formatScenarioError(errors[0] as ScenarioError)).toMatch(/^broken\.json: \(file\): not valid JSON/);
  });

  it('refuses a file from a newer Sightline, naming its version', () => {
    const [e] = errorsOf({ ...base(), version: 2 });
    expect(e).toMatchObject({ path: 'version' });
    expect(e?.message).toMatch(/version 2/);
  });
});

describe('Case 38.21: scenario listings', () => {
  it('Case 38.21 Number of Men: the groups must add up to the side', () => {
    const errors = errorsOf(change((s) => ((sides(s)[0] as Record<string, unknown>)['numberOfMen'] = 4)));
    expect(errors).toContainEqual(expect.objectContaining({ file: 'test.json', path: 'sides[0].loadouts', message: expect.stringMatching(/3 men but the listing gives 4/) }));
  });

  it('Case 38.21 Endurance / Case 9.4: the formula must be a dice code, and the error names the field path', () => {
    const errors = errorsOf(change((s) => ((sides(s)[1] as Record<string, unknown>)['endurance'] = { standard: 10, formula: 'D6 plus 7', printed: '10' })));
    expect(errors[0]).toMatchObject({ file: 'test.json', path: 'sides[1].endurance.formula' });
    expect(errors[0]?.message).toMatch(/Case 4\.0/);
  });

  it('Case 38.21 Weather and Light: ids from the Observation Range Table (Case 8.13)', () => {
    const errors = errorsOf(change((s) => ((s.conditions as Record<string, unknown>)['weather'] = 'drizzle')));
    expect(errors[0]).toMatchObject({ path: 'conditions.weather' });
    expect(errors[0]?.message).toMatch(/Case 8\.13/);
  });

  it('Case 38.21 Map: one of the twelve letters (no I)', () => {
    const errors = errorsOf(change((s) => (((s.conditions as Record<string, unknown>)['map'] as Record<string, unknown>)['letter'] = 'I')));
    expect(errors[0]).toMatchObject({ path: 'conditions.map.letter' });
  });

  it('Case 38.21 Observation Code Letter: a letter of the Index (Case 8.73)', () => {
    const errors = errorsOf(change((s) => ((sides(s)[0] as Record<string, unknown>)['observationCode'] = 'I')));
    expect(errors[0]).toMatchObject({ path: 'sides[0].observationCode' });
  });

  it('Case 38.21 Mode: a Defending side needs a deployment, a Commando side an entry', () => {
    const errors = errorsOf(change((s) => (s.entry = [])));
    expect(errors).toContainEqual(expect.objectContaining({ path: 'sides[0].mode', message: expect.stringMatching(/Case 38\.51/) }));
  });

  it('Case 38.21: each man gets a code letter; a named man keeps his own endurance (Case 9.4)', () => {
    const r = loadScenario(base(), 'test.json');
    if (!r.ok) throw new Error('should load');
    const men = expandMen(r.scenario.sides[0] as NonNullable<(typeof r.scenario.sides)[0]>);
    expect(men.map((m) => m.letter)).toEqual(['A', 'B', 'C']);
    expect(men[0]).toMatchObject({ man: 'leader', endurance: { standard: 25 } });
    expect(men[1]?.endurance.standard).toBe(18);
    expect([manLetter(0), manLetter(25), manLetter(26), manLetter(27)]).toEqual(['A', 'Z', 'AA', 'AB']);
  });

  it('Case 3.7: a square off the 40×64 map is refused, with its field path', () => {
    const errors = errorsOf(change((s) => (((s.features as Record<string, unknown>[])[0] as Record<string, unknown>)['squares'] = ['4165', '2443'])));
    expect(errors[0]).toMatchObject({ path: 'features[0].squares[0]' });
    expect(errors[0]?.message).toMatch(/off the 40×64 map/);
  });
});

describe('Case 38.23: Optional and Special Rules', () => {
  it('Case 38.23: a special rule must be a registered module', () => {
    const errors = errorsOf(change((s) => (s.specialRules = [{ id: 'flying-carpets', title: 'x', case: '39.43', text: 'x' }])));
    expect(errors[0]).toMatchObject({ path: 'specialRules[0].id' });
  });

  it('Case 38.23: a scenario whose necessary Optional Rules are not built loads, says which, and cannot start', () => {
    const s = change((x) => (x.optionalRules = { suggestedCase: '39.41', necessaryCase: '39.42', necessary: [{ section: 23, case: '39.42', text: 'Tanks' }] }));
    const r = loadScenario(s, 'test.json', new Set());
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.missingOptionalRules).toEqual([{ section: 23, title: 'Tanks', case: '39.42' }]);
    const start = canStart(r.scenario, new Set());
    expect(start.ok).toBe(false);
    if (!start.ok) expect(start.reasons[0]).toMatch(/Case 39\.42 makes Section 23\.0 Tanks necessary \(Case 38\.23\)/);
    expect(canStart(r.scenario, new Set([23]))).toEqual({ ok: true });
  });

  it('Case 38.23: suggested Optional Rules never stop a start', () => {
    const r = loadScenario(base(), 'test.json', new Set());
    if (!r.ok) throw new Error('should load');
    expect(canStart(r.scenario, [])).toEqual({ ok: true });
  });

  it('Case 38.23: an Optional Rule is a Section from 17 to 36', () => {
    const errors = errorsOf(change((s) => (s.optionalRules = { suggestedCase: '39.41', necessaryCase: '39.42', suggested: [{ section: 37, case: '39.41', text: 'Caveat' }] })));
    expect(errors[0]).toMatchObject({ path: 'optionalRules.suggested[0].section' });
  });
});

describe('Cases 38.3x: game length and reinforcements', () => {
  it('Case 38.32: a goal-oriented game must state its goal', () => {
    const errors = errorsOf(change((s) => (s.gameLength = { case: '39.51', text: 'x', goalOriented: true })));
    expect(errors[0]).toMatchObject({ path: 'gameLength.goal' });
  });

  it('Case 38.33: reinforcements go to the defender', () => {
    const errors = errorsOf(change((s) => ((((s.reinforcements as Record<string, unknown>)['groups'] as Record<string, unknown>[])[0] as Record<string, unknown>)['side'] = 'raiders')));
    expect(errors).toContainEqual(expect.objectContaining({ path: 'reinforcements.groups[0].side' }));
  });

  it('Case 38.37 (Addenda): the squares opposite the commando entry squares', () => {
    expect(oppositeSpan({ from: '0101', to: '4001' })).toEqual({ from: '0164', to: '4064' });
    expect(oppositeSpan({ from: '4001', to: '4036' })).toEqual({ from: '0101', to: '0136' });
    expect(oppositeSpan({ from: '2801', to: '4001' })).toEqual({ from: '2864', to: '4064' });
    expect(oppositeSpan({ from: '0115', to: '4015' })).toBeUndefined();
  });
});

describe('Cases 38.4x: defensive zones and sentries', () => {
  it('Case 38.43: the Zone counts must add up to the defender', () => {
    const errors = errorsOf(change((s) => (((deployment(s)['zones'] as Record<string, unknown>[])[1] as Record<string, unknown>)['men'] = 2)));
    expect(errors).toContainEqual(expect.objectContaining({ path: 'deployment[0].zones', message: expect.stringMatching(/places 3 men but Guards has 4 \(Case 38\.43\)/) }));
  });

  it('Case 38.42: a Zone named in the deployment must be one the map numbers', () => {
    const errors = errorsOf(change((s) => (((deployment(s)['zones'] as Record<string, unknown>[])[1] as Record<string, unknown>)['zone'] = 9)));
    expect(errors).toContainEqual(expect.objectContaining({ path: 'deployment[0].zones[1].zone' }));
  });

  it('Case 38.45: a sentry route is a continuous loop of adjacent squares', () => {
    const good = change((s) => (deployment(s)['sentryRoutes'] = [{ zone: 1, route: ['1010', '1011', '1111', '1110'] }]));
    expect(loadScenario(good, 'test.json').ok).toBe(true);
    const broken = change((s) => (deployment(s)['sentryRoutes'] = [{ zone: 1, route: ['1010', '1012', '1011'] }]));
    expect(errorsOf(broken)[0]).toMatchObject({ path: 'deployment[0].sentryRoutes[0].route[1]', message: expect.stringMatching(/Case 38\.45/) });
    const open = change((s) => (deployment(s)['sentryRoutes'] = [{ zone: 1, route: ['1010', '1011', '1012'] }]));
    expect(errorsOf(open)[0]?.message).toMatch(/does not lead back to the first/);
  });

  it('Case 38.48: no more than half (rounding down) of the defenders on Sentry Routine', () => {
    const loop = ['1010', '1011'];
    const s = change((x) => (deployment(x)['sentryRoutes'] = [1, 2, 3].map(() => ({ zone: 1, route: loop }))));
    expect(errorsOf(s)).toContainEqual(expect.objectContaining({ path: 'deployment[0].sentryRoutes', message: expect.stringMatching(/Case 38\.48/) }));
  });

  it('Case 38.46 / scenario rule: no sentry route in a forbidden Zone', () => {
    const s = change((x) => {
      deployment(x)['sentryRoutine'] = { allowed: true, forbiddenZones: [2], case: '44.6' };
      deployment(x)['sentryRoutes'] = [{ zone: 2, route: ['1010', '1011'] }];
    });
    expect(errorsOf(s)[0]).toMatchObject({ path: 'deployment[0].sentryRoutes[0].zone' });
  });
});

describe('Case 38.5: entry into play', () => {
  it('Case 38.51: entry squares between two named squares lie along a map edge', () => {
    const s = change((x) => (x.entry = [{ side: 'raiders', case: '39.7', text: 'x', options: [{ id: 'mid', spans: [{ from: '0115', to: '4015' }] }] }]));
    expect(errorsOf(s)[0]).toMatchObject({ path: 'entry[0].options[0].spans[0]', message: expect.stringMatching(/Case 38\.51/) });
  });

  it('Case 38.51: a line across the map is accepted only with the ruling that says why', () => {
    const s = change((x) => (x.entry = [{ side: 'raiders', case: '39.7', text: 'x', options: [{ id: 'mid', spans: [{ from: '0115', to: '4015', acrossMap: 'a landing line' }] }] }]));
    expect(loadScenario(s, 'test.json').ok).toBe(true);
  });

  it('Case 38.51: two squares not in one row or column have no squares between them', () => {
    const s = change((x) => (x.entry = [{ side: 'raiders', case: '39.7', text: 'x', options: [{ id: 'bad', spans: [{ from: '0101', to: '4064' }] }] }]));
    expect(errorsOf(s)[0]?.message).toMatch(/not in one row or column/);
  });

  it('Case 38.51: edges by coordinate — row 01 north, column 40 east, row 64 south, column 01 west', () => {
    expect(spanEdge({ from: '0101', to: '4001' })).toBe('north');
    expect(spanEdge({ from: '4001', to: '4064' })).toBe('east');
    expect(spanEdge({ from: '0164', to: '4064' })).toBe('south');
    expect(spanEdge({ from: '0101', to: '0164' })).toBe('west');
  });

  it('Cases 41.7, 45.7: a choice of entry needs two options', () => {
    const s = change((x) => ((x.entry as Record<string, unknown>[])[0] as Record<string, unknown>)['chooseOne'] = 'secretly-before-deployment');
    expect(errorsOf(s)[0]).toMatchObject({ path: 'entry[0].chooseOne' });
  });
});

describe('Case 38.24: victory conditions', () => {
  it('Case 38.24: every id a condition names must be defined', () => {
    const s = change((x) => ((((x.victory as Record<string, unknown>[])[0] as Record<string, unknown>)['outcomes'] as Record<string, unknown>[])[0] = { result: 'win', text: 'x', when: { type: 'object-exited', object: 'hostages', comparison: 'exactly', count: 'all' } }));
    expect(errorsOf(s)[0]).toMatchObject({ path: 'victory[0].outcomes[0].when', message: expect.stringMatching(/object "hostages"/) });
  });

  it('Case 38.24: a victory Case belongs to the scenario Section', () => {
    const s = change((x) => (((x.victory as Record<string, unknown>[])[0] as Record<string, unknown>)['case'] = '40.81'));
    expect(errorsOf(s)[0]).toMatchObject({ path: 'victory[0].case' });
  });

  it('Case 38.24: an unknown condition type is refused with its path', () => {
    const s = change((x) => ((((x.victory as Record<string, unknown>[])[0] as Record<string, unknown>)['outcomes'] as Record<string, unknown>[])[0] = { result: 'win', text: 'x', when: { type: 'vibes' } }));
    expect(errorsOf(s)[0]?.path).toMatch(/^victory\[0\]\.outcomes\[0\]\.when/);
  });
});

describe('scenario files: size caps (issue 14)', () => {
  type Loose = { title: string; optionalRules: { suggested: { allotments?: { count: number | null }[] }[]; necessary: { allotments?: { count: number | null }[] }[] } };
  const bundled = async () => JSON.parse(JSON.stringify(((await import(/* @vite-ignore */ '../../../../../assets/scenarios/39-raid-on-entebbe.json')) as { default: unknown }).default)) as Loose;

  it('refuses a mine count of 1e12, naming the field', async () => {
    const f = await bundled();
    const use = [...f.optionalRules.suggested, ...f.optionalRules.necessary].find((u) => (u.allotments ?? []).length > 0)!;
    use.allotments![0]!.count = 1e12;
    const r = loadScenario(f, 'big-mines.json');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.map(formatScenarioError).join('\n')).toMatch(/big-mines\.json: optionalRules\.(suggested|necessary)\[\d+\]\.allotments\[0\]\.count: .*10000/);
  });

  it('refuses a 100 MB title naming the file, and a 30 KB title naming the field', async () => {
    const f = await bundled();
    f.title = 'x'.repeat(30_000);
    const r = loadScenario(f, 'long-title.json');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.map(formatScenarioError).join('\n')).toMatch(/long-title\.json: title: must be at most 20000 characters/);
    f.title = 'x'.repeat(100 * 1024 * 1024);
    const big = loadScenario(f, 'huge-title.json');
    expect(big.ok).toBe(false);
    if (!big.ok) expect(formatScenarioError(big.errors[0]!)).toMatch(/huge-title\.json: \(file\): a scenario file is at most 1000000 characters/);
  });

  it('the early size check never refuses a file whose JSON text is within the limit (a lower bound, property)', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), fc.integer({ min: 0, max: 400 }), (v, limit) => {
        if (jsonLengthPasses(v, limit)) expect(JSON.stringify(v).length).toBeGreaterThan(limit);
      }),
    );
    expect(jsonLengthPasses({ title: 'x'.repeat(2_000) }, 1_000)).toBe(true);
  });
});
