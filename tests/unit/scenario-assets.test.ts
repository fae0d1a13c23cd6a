// The twelve bundled scenarios (Sections 39–50) are data the app trusts: a
// broken file must fail CI with a message naming the file and the field.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { readCoord } from '../../src/shared/map/coords';
import { canStart, formatScenarioError, loadScenario, spanEdge, type LoadScenarioResult } from '../../src/shared/rulesets/commando/scenarios/load-scenario';
import { COMMANDO_MAP_BOUNDS, edgeOfSquare, type Scenario } from '../../src/shared/rulesets/commando/model/scenario-schema';
import { rulesetOfFile } from '../../src/shared/rulesets/index';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dir = resolve(root, 'assets/scenarios');

function loadDir(path: string): { file: string; raw: unknown; result: LoadScenarioResult }[] {
  return readdirSync(path)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      const text = readFileSync(join(path, file), 'utf8');
      return { file, raw: JSON.parse(text) as unknown, result: loadScenario(text, file) };
    });
}

const files = loadDir(dir);
const scenarios: { file: string; scenario: Scenario }[] = files.flatMap((f) => (f.result.ok ? [{ file: f.file, scenario: f.result.scenario }] : []));

describe('assets/scenarios: the twelve Commando scenarios (Sections 39–50)', () => {
  it('every file parses and passes the whole-file checks', () => {
    const errors = files.flatMap((f) => (f.result.ok ? [] : f.result.errors.map(formatScenarioError)));
    expect(errors).toEqual([]);
    expect(files.length).toBe(12);
  });

  it('Sections 39–50 are each present exactly once, each file named for its Section', () => {
    expect(scenarios.map((s) => s.scenario.section).sort((a, b) => a - b)).toEqual([39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50]);
    for (const { file, scenario } of scenarios) expect(file).toMatch(new RegExp(`^${scenario.section}-[a-z0-9-]+\\.json$`));
  });

  it('every file names its ruleset ("ruleset": "commando"), and reads the same without it (files written before there were several rulesets)', () => {
    for (const f of files) {
      expect((f.raw as { ruleset?: unknown }).ruleset, f.file).toBe('commando');
      expect(rulesetOfFile(f.raw)).toMatchObject({ ok: true, value: { id: 'commando' } });
      const { ruleset: _ruleset, ...old } = f.raw as Record<string, unknown>;
      const reread = loadScenario(old, f.file);
      expect(reread.ok && reread.scenario, f.file).toEqual(f.result.ok && f.result.scenario);
    }
  });

  it('ids are unique, and so are the maps (Case 7.12: each map belongs to a scenario)', () => {
    const ids = scenarios.map((s) => s.scenario.id);
    expect(new Set(ids).size).toBe(ids.length);
    const maps = scenarios.map((s) => s.scenario.conditions.map.letter);
    expect(new Set(maps).size).toBe(12);
  });

  it('every map reference expects an approximation drawn from the text, at assets/maps/<letter>.json', () => {
    for (const { scenario } of scenarios) {
      expect(scenario.conditions.map.mapProvenance).toBe('approximation');
      expect(scenario.conditions.map.asset).toBe(`maps/${scenario.conditions.map.letter.toLowerCase()}.json`);
    }
  });

  it('Case 3.7: every coordinate in every file lies within the 40×64 map', () => {
    const bad: string[] = [];
    const walk = (v: unknown, path: string, file: string) => {
      if (typeof v === 'string' && /^\d{4}$/.test(v)) {
        const r = readCoord(v, COMMANDO_MAP_BOUNDS);
        if (!r.ok) bad.push(`${file}: ${path}: ${r.error.message}`);
      } else if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${path}[${i}]`, file));
      else if (typeof v === 'object' && v !== null) for (const [k, x] of Object.entries(v)) walk(x, path ? `${path}.${k}` : k, file);
    };
    let seen = 0;
    for (const f of files) {
      walk(f.raw, '', f.file);
      seen += JSON.stringify(f.raw).match(/"\d{4}"/g)?.length ?? 0;
    }
    expect(bad).toEqual([]);
    expect(seen).toBeGreaterThan(40);
  });

  it('Case 38.42: every Zone named in a deployment is a Zone the scenario defines for its map', () => {
    for (const { file, scenario } of scenarios) {
      const zones = new Set(scenario.conditions.map.zones);
      for (const d of scenario.deployment) {
        const named = [...d.zones.map((z) => z.zone), ...d.groups.flatMap((g) => g.zones), ...d.sentryRoutine.forbiddenZones];
        for (const z of named) expect(zones.has(z), `${file}: Zone ${z}`).toBe(true);
      }
    }
  });

  it('Case 38.43: each defender sets up exactly his Number of Men', () => {
    for (const { file, scenario } of scenarios) {
      for (const d of scenario.deployment.filter((x) => x.zones.length > 0 || x.groups.length > 0)) {
        const side = scenario.sides.find((s) => s.id === d.side);
        const placed = d.zones.reduce((n, z) => n + z.men, 0) + d.groups.reduce((n, g) => n + g.men, 0);
        expect(placed, file).toBe(side?.numberOfMen);
      }
    }
  });

  it('Case 38.51: entry squares lie on a map edge (Vaagso’s row-15 landing line is the one ruled exception)', () => {
    const across: string[] = [];
    for (const { file, scenario } of scenarios) {
      for (const e of scenario.entry) {
        for (const o of e.options) {
          for (const sp of o.spans) {
            if (sp.acrossMap !== undefined) {
              across.push(`${file} ${sp.from}–${sp.to}`);
              expect(edgeOfSquare(sp.from).length > 0 && edgeOfSquare(sp.to).length > 0, `${file}: ends of ${sp.from}–${sp.to} on edges`).toBe(true);
            } else expect(spanEdge(sp), `${file}: ${sp.from}–${sp.to}`).toBeDefined();
          }
        }
        for (const l of e.limitedSquares) for (const sq of l.squares) expect(edgeOfSquare(sq).length, `${file}: ${sq}`).toBeGreaterThan(0);
      }
      for (const g of scenario.reinforcements.groups) {
        if (g.entry.kind === 'squares') for (const sp of g.entry.spans) expect(spanEdge(sp), `${file}: reinforcements ${sp.from}–${sp.to}`).toBeDefined();
      }
    }
    expect(across).toEqual(['40-vaagso-island.json 0115–4015']);
  });

  it('Case 38.23: the necessary Optional Rules match the rules index (Addenda 42.2 applied; 50.42 read as 36.0)', () => {
    const necessary = Object.fromEntries(scenarios.map(({ scenario }) => [scenario.section, scenario.optionalRules.necessary.map((r) => r.section)]));
    expect(necessary).toEqual({ 39: [], 40: [], 41: [], 42: [19], 43: [20], 44: [], 45: [], 46: [], 47: [23, 24, 26, 28], 48: [], 49: [17, 35], 50: [36] });
  });

  it('Case 38.23: with no Optional Rules built, exactly the five scenarios that need one cannot start', () => {
    const blocked = scenarios.filter(({ scenario }) => !canStart(scenario, []).ok).map(({ scenario }) => scenario.section);
    expect(blocked).toEqual([42, 43, 47, 49, 50]);
  });

  it('Case 38.21: weather and light as printed (Blizzard for Section 50)', () => {
    const conditions = Object.fromEntries(scenarios.map(({ scenario }) => [scenario.section, `${scenario.conditions.weather}/${scenario.conditions.light}`]));
    expect(conditions).toEqual({
      39: 'clear/night',
      40: 'light-rain/dawn-dusk',
      41: 'clear/day',
      42: 'clear/day',
      43: 'mist/dawn-dusk',
      44: 'clear/night',
      45: 'light-snow/night',
      46: 'mist/day',
      47: 'heavy-rain/day',
      48: 'clear/dawn-dusk',
      49: 'clear/day',
      50: 'blizzard/day',
    });
  });

  it('every ruling a scenario file records is written up in docs/rulings/scenarios.md', () => {
    const doc = readFileSync(resolve(root, 'docs/rulings/scenarios.md'), 'utf8');
    for (const { file, scenario } of scenarios) {
      for (const r of scenario.rulings) expect(doc.includes(`Case ${r.case}`), `${file}: Case ${r.case}`).toBe(true);
    }
  });

  describe('a broken asset breaks CI with a clear message', () => {
    const tmp = mkdtempSync(join(tmpdir(), 'sightline-scenarios-'));
    afterAll(() => rmSync(tmp, { recursive: true, force: true }));

    it('a malformed copy fails, naming the file and the field path', () => {
      const good = JSON.parse(readFileSync(join(dir, '39-raid-on-entebbe.json'), 'utf8')) as { sides: { endurance: { formula: string } }[]; entry: { options: { spans: { to: string }[] }[] }[] };
      const sideTwo = good.sides[1];
      const span = good.entry[0]?.options[0]?.spans[0];
      if (!sideTwo || !span) throw new Error('fixture shape changed');
      sideTwo.endurance.formula = 'D6 and some';
      span.to = '4101';
      writeFileSync(join(tmp, '39-broken-entebbe.json'), JSON.stringify(good, null, 2));
      const [loaded] = loadDir(tmp);
      expect(loaded?.result.ok).toBe(false);
      if (!loaded || loaded.result.ok) return;
      const messages = loaded.result.errors.map(formatScenarioError);
      expect(messages).toContainEqual(expect.stringMatching(/^39-broken-entebbe\.json: sides\[1\]\.endurance\.formula: .*dice code/));
      expect(messages).toContainEqual(expect.stringMatching(/^39-broken-entebbe\.json: entry\[0\]\.options\[0\]\.spans\[0\]\.to: .*off the 40×64 map/));
    });

    it('a file that is not JSON fails with the file named', () => {
      writeFileSync(join(tmp, 'garbage.json'), '{ "version": 1, ');
      const r = loadScenario(readFileSync(join(tmp, 'garbage.json'), 'utf8'), 'garbage.json');
      expect(r.ok).toBe(false);
      if (!r.ok) expect(formatScenarioError(r.errors[0] as never)).toMatch(/^garbage\.json: \(file\): not valid JSON/);
    });
  });
});
