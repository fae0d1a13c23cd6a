/**
 * Reading a scenario file: the schema first (every field), then the file as a
 * whole — every id a part names is defined, the zone counts add up to the
 * side (Case 38.43), entry squares lie along a map edge (Case 38.51), a
 * sentry route is a closed loop of adjacent squares (Case 38.45). Every
 * error names the file and the field path, so a broken asset fails CI with a
 * message that says where to look. Nothing is half-loaded.
 *
 * Loading is not starting: a scenario whose necessary Optional Rules are not
 * built yet loads (and says which are missing); `canStart` refuses it.
 */
import type { z } from 'zod';
import { readCoord } from '../../../map/coords';
import { builtOptionalRules, describeOptionalRule, isOptionalRuleSection, missingOptionalRules, type MissingOptionalRule } from '../model/optional-rules';
import { COMMANDO_MAP_BOUNDS, edgeOfSquare, scenarioSchema, SCENARIO_FILE_VERSION, type Loadout, type Scenario, type ScenarioSide, type Span } from '../model/scenario-schema';
import { isSpecialRuleId } from './special-rules';
import { collectRefs, emptyRefs, type Condition, type ConditionRefs } from '../model/victory-schema';

export interface ScenarioError {
  readonly file: string;
  /** The field path inside the file, "sides[1].loadouts[0].weapons[2]", or "(file)". */
  readonly path: string;
  readonly message: string;
}

export type LoadScenarioResult =
  | { readonly ok: true; readonly scenario: Scenario; readonly missingOptionalRules: readonly MissingOptionalRule[] }
  | { readonly ok: false; readonly errors: readonly ScenarioError[] };

/** The largest scenario file read (characters of JSON). */
export const MAX_SCENARIO_FILE_CHARS = 1_000_000;

export function formatScenarioError(e: ScenarioError): string {
  return `${e.file}: ${e.path}: ${e.message}`;
}

export function formatPath(path: readonly PropertyKey[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${String(p)}`)).join('') || '(file)';
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Reads a scenario file (its text, or the parsed JSON). `fileName` is used
 * only in messages. `built` says which Optional Rule Sections the engine has.
 */
export function loadScenario(json: unknown, fileName: string, built: ReadonlySet<number> = builtOptionalRules()): LoadScenarioResult {
  const fail = (path: string, message: string): LoadScenarioResult => ({ ok: false, errors: [{ file: fileName, path, message }] });
  let raw = json;
  if (typeof json === 'string') {
    try {
      raw = JSON.parse(json) as unknown;
    } catch (e) {
      return fail('(file)', `not valid JSON: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  if (!isRecord(raw)) return fail('(file)', 'a scenario file must be a JSON object');
  // The largest bundled scenario is 13 KB: a file far beyond that is refused before any field is read.
  if (typeof json !== 'string' && jsonLengthPasses(raw, MAX_SCENARIO_FILE_CHARS)) {
    return fail('(file)', `a scenario file is at most ${MAX_SCENARIO_FILE_CHARS} characters; this one has more`);
  }
  const size = typeof json === 'string' ? json.length : (JSON.stringify(raw)?.length ?? 0);
  if (size > MAX_SCENARIO_FILE_CHARS) return fail('(file)', `a scenario file is at most ${MAX_SCENARIO_FILE_CHARS} characters; this one has ${size}`);
  const v = raw['version'];
  if (typeof v === 'number' && Number.isInteger(v) && v > SCENARIO_FILE_VERSION) {
    return fail('version', `this scenario file is version ${v}, from a newer Sightline; this Sightline reads scenario files up to version ${SCENARIO_FILE_VERSION}`);
  }
  const parsed = scenarioSchema.safeParse(raw);
  if (!parsed.success) {
    return { ok: false, errors: parsed.error.issues.map((iss: z.core.$ZodIssue) => ({ file: fileName, path: formatPath(iss.path), message: iss.message })) };
  }
  const problems = checkScenario(parsed.data);
  if (problems.length > 0) return { ok: false, errors: problems.map((p) => ({ file: fileName, ...p })) };
  return { ok: true, scenario: parsed.data, missingOptionalRules: missingOptionalRules(parsed.data, built) };
}

/**
 * Whether a parsed file's JSON text is surely longer than `limit`, counting a
 * lower bound (each string's characters and quotes, each key, a comma per
 * value) and stopping as soon as it passes: a 100 MB title is not copied into
 * a second 100 MB string just to be measured (that took seconds on a loaded
 * machine).
 */
export function jsonLengthPasses(value: unknown, limit: number): boolean {
  let total = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    total += typeof v === 'string' ? v.length + 2 : 1;
    if (total > limit) return true;
    if (Array.isArray(v)) for (const x of v as unknown[]) stack.push(x);
    else if (isRecord(v)) {
      for (const [k, x] of Object.entries(v)) {
        total += k.length + 3;
        stack.push(x);
      }
    }
  }
  return false;
}

export type CanStart = { readonly ok: true } | { readonly ok: false; readonly reasons: readonly string[] };

/**
 * Whether the engine can play the scenario: every necessary Optional Rule
 * (Case 38.23: "The Player must be familiar with the specified Optional
 * Rules to play the Scenario") is built.
 */
export function canStart(scenario: Scenario, builtRules: ReadonlySet<number> | readonly number[] = builtOptionalRules()): CanStart {
  const missing = missingOptionalRules(scenario, builtRules);
  if (missing.length === 0) return { ok: true };
  return {
    ok: false,
    reasons: missing.map(
      (m) => `Case ${m.case} makes ${describeOptionalRule(m.section)} necessary (Case 38.23), and Sightline does not play it yet`,
    ),
  };
}

// ---------------------------------------------------------------- whole-file checks

interface Problem {
  readonly path: string;
  readonly message: string;
}

/** Squares along a span, inclusive; undefined if the two squares are not in one row or column. */
export function spanSquares(span: Span): { col: number; row: number }[] | undefined {
  const a = readCoord(span.from, COMMANDO_MAP_BOUNDS);
  const b = readCoord(span.to, COMMANDO_MAP_BOUNDS);
  if (!a.ok || !b.ok) return undefined;
  if (a.square.col !== b.square.col && a.square.row !== b.square.row) return undefined;
  const out: { col: number; row: number }[] = [];
  const [c0, c1] = [Math.min(a.square.col, b.square.col), Math.max(a.square.col, b.square.col)];
  const [r0, r1] = [Math.min(a.square.row, b.square.row), Math.max(a.square.row, b.square.row)];
  for (let c = c0; c <= c1; c++) for (let r = r0; r <= r1; r++) out.push({ col: c, row: r });
  return out;
}

/** The map edge every square of the span lies on, if there is one. */
export function spanEdge(span: Span): 'north' | 'east' | 'south' | 'west' | undefined {
  const from = edgeOfSquare(span.from);
  const to = edgeOfSquare(span.to);
  return from.find((e) => to.includes(e));
}

/**
 * Case 38.37 (Addenda): the squares "directly opposite from the commando
 * entry squares": a span along one edge mirrored onto the far edge.
 */
export function oppositeSpan(span: Span): Span | undefined {
  const edge = spanEdge(span);
  const a = readCoord(span.from, COMMANDO_MAP_BOUNDS);
  const b = readCoord(span.to, COMMANDO_MAP_BOUNDS);
  if (!edge || !a.ok || !b.ok) return undefined;
  const { width, height } = COMMANDO_MAP_BOUNDS;
  const code = (col: number, row: number) => `${String(col).padStart(2, '0')}${String(row).padStart(2, '0')}`;
  const flip = (sq: { col: number; row: number }) =>
    edge === 'north' || edge === 'south' ? code(sq.col, height + 1 - sq.row) : code(width + 1 - sq.col, sq.row);
  return { from: flip(a.square), to: flip(b.square) };
}

/** Man identifiers of Case 38.21 ("Each should be given an identifying code letter"): A…Z, then AA, AB… */
export function manLetter(index: number): string {
  let n = index;
  let s = '';
  do {
    s = String.fromCharCode(65 + (n % 26)) + s;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return s;
}

export interface ExpandedMan {
  readonly letter: string;
  readonly man?: string;
  readonly name?: string;
  readonly loadout: Loadout;
  readonly endurance: ScenarioSide['endurance'];
  readonly grenades: ScenarioSide['grenades'];
}

/** The side's men one by one, for the Data Log (Case 38.1): each group's count expanded, with the side's defaults filled in. */
export function expandMen(side: ScenarioSide): ExpandedMan[] {
  const out: ExpandedMan[] = [];
  for (const group of side.loadouts) {
    for (let i = 0; i < group.count; i++) {
      out.push({
        letter: manLetter(out.length),
        ...(group.man !== undefined ? { man: group.man } : {}),
        ...(group.name !== undefined ? { name: group.name } : {}),
        loadout: group,
        endurance: group.endurance ?? side.endurance,
        grenades: group.grenades ?? side.grenades,
      });
    }
  }
  return out;
}

/** Every check the schema cannot make field by field. */
export function checkScenario(s: Scenario): Problem[] {
  const out: Problem[] = [];
  const add = (path: string, message: string) => out.push({ path, message });

  const unique = <T>(list: readonly T[], key: (t: T) => string, path: string, what: string): Set<string> => {
    const seen = new Set<string>();
    list.forEach((item, i) => {
      const k = key(item);
      if (seen.has(k)) add(`${path}[${i}]`, `${what} "${k}" is defined twice`);
      seen.add(k);
    });
    return seen;
  };
  const sides = unique(s.sides, (x) => x.id, 'sides', 'side id');
  const features = unique(s.features, (x) => x.id, 'features', 'feature id');
  const objects = unique(s.objects, (x) => x.id, 'objects', 'object id');
  const counters = unique(s.counters, (x) => x.id, 'counters', 'counter id');
  const objectives = unique(s.objectives, (x) => x.id, 'objectives', 'objective id');
  const zones = new Set(s.conditions.map.zones.map(String));
  const namedMen = new Set<string>();
  const sideOf = new Map(s.sides.map((x) => [x.id, x]));

  // Case 38.21: the number of men, and each man's equipment.
  s.sides.forEach((side, i) => {
    const total = side.loadouts.reduce((n, l) => n + l.count, 0);
    if (total !== side.numberOfMen) {
      add(`sides[${i}].loadouts`, `the groups hold ${total} men but the listing gives ${side.numberOfMen} (Case 38.21 Number of Men)`);
    }
    side.loadouts.forEach((l, j) => {
      if (l.man !== undefined) {
        if (l.count !== 1) add(`sides[${i}].loadouts[${j}].count`, `a named man ("${l.man}") is one man`);
        if (namedMen.has(l.man)) add(`sides[${i}].loadouts[${j}].man`, `man "${l.man}" is named twice`);
        namedMen.add(l.man);
      }
    });
  });
  const commandoSides = s.sides.filter((x) => x.mode === 'commando');
  if (commandoSides.length > 1) add('sides', 'only one side can be in Commando Mode (Case 38.21)');

  // Case 38.23: special rules are registered modules; optional rules name real Sections.
  s.specialRules.forEach((r, i) => {
    if (!isSpecialRuleId(r.id)) add(`specialRules[${i}].id`, `"${r.id}" is not a registered special-rule module (src/shared/rulesets/commando/scenarios/special-rules.ts)`);
  });
  for (const kind of ['suggested', 'necessary'] as const) {
    s.optionalRules[kind].forEach((r, i) => {
      const path = `optionalRules.${kind}[${i}]`;
      r.requires.forEach((n, j) => {
        if (!isOptionalRuleSection(n)) add(`${path}.requires[${j}]`, `${n} is not an Optional Rule Section (17–36)`);
      });
      if (r.onlyWith !== undefined && !isOptionalRuleSection(r.onlyWith)) add(`${path}.onlyWith`, `${r.onlyWith} is not an Optional Rule Section (17–36)`);
      r.parts?.forEach((p, j) => {
        if (!p.startsWith(`${r.section}.`)) add(`${path}.parts[${j}]`, `Case ${p} is not part of Section ${r.section}.0`);
      });
      r.allotments.forEach((a, j) => {
        if (!sides.has(a.side)) add(`${path}.allotments[${j}].side`, `side "${a.side}" is not defined in sides`);
      });
    });
  }

  // Features named by squares.
  s.features.forEach((f, i) => {
    if (f.squaresAre === 'corners' && f.squares.length !== 2 && f.squares.length !== 4) {
      add(`features[${i}].squares`, `a building by its corners names 2 or 4 squares, not ${f.squares.length}`);
    }
    if (f.squares.length > 0 && f.squaresAre === undefined) add(`features[${i}].squaresAre`, 'say whether the squares are corners, a square it includes, or exact');
  });

  // Conditions: every id they name is defined.
  const checkRefs = (c: Condition | undefined, path: string) => {
    if (!c) return;
    reportRefs(collectRefs(c, emptyRefs()), path);
  };
  const reportRefs = (refs: ConditionRefs, path: string) => {
    refs.sides.forEach((x) => sides.has(x) || add(path, `side "${x}" is not defined in sides`));
    refs.features.forEach((x) => features.has(x) || add(path, `feature "${x}" is not defined in features`));
    refs.objects.forEach((x) => objects.has(x) || add(path, `object "${x}" is not defined in objects`));
    refs.counters.forEach((x) => counters.has(x) || add(path, `counter "${x}" is not defined in counters`));
    refs.objectives.forEach((x) => objectives.has(x) || add(path, `objective "${x}" is not defined in objectives`));
    refs.zones.forEach((x) => zones.has(String(x)) || add(path, `Zone ${x} is not among the map's zones (conditions.map.zones)`));
    refs.men.forEach((x) => namedMen.has(x) || add(path, `man "${x}" is not a named man in any side's loadouts`));
  };
  s.victory.forEach((v, i) => {
    if (!sides.has(v.side)) add(`victory[${i}].side`, `side "${v.side}" is not defined in sides`);
    if (!v.case.startsWith(`${s.section}.`)) add(`victory[${i}].case`, `Case ${v.case} is not in Section ${s.section}.0`);
    v.outcomes.forEach((o, j) => checkRefs(o.when, `victory[${i}].outcomes[${j}].when`));
  });
  checkRefs(s.gameLength.goal, 'gameLength.goal');
  s.gameLength.endsWhen.forEach((c, i) => checkRefs(c, `gameLength.endsWhen[${i}]`));
  if (s.gameLength.goalOriented && !s.gameLength.goal && s.gameLength.endsWhen.length === 0) {
    add('gameLength.goal', 'a goal-oriented game (Case 38.32) must say what its goal is');
  }
  if (!s.gameLength.goalOriented && !s.gameLength.turnLimit && s.gameLength.endsWhen.length === 0) {
    add('gameLength', 'a game needs a goal (Case 38.32), a turn limit, or an ending condition');
  }
  s.objectives.forEach((o, i) => {
    if (o.specialRule !== undefined && !isSpecialRuleId(o.specialRule)) add(`objectives[${i}].specialRule`, `"${o.specialRule}" is not a registered special-rule module`);
  });

  // Case 38.33 / 38.37: reinforcements.
  s.reinforcements.groups.forEach((g, i) => {
    const path = `reinforcements.groups[${i}]`;
    const side = sideOf.get(g.side);
    if (!side) add(`${path}.side`, `side "${g.side}" is not defined in sides`);
    else if (side.mode === 'commando') add(`${path}.side`, 'reinforcements go to the defender (Case 38.33)');
    checkRefs(g.onlyIf, `${path}.onlyIf`);
    if (g.loadouts) {
      const total = g.loadouts.reduce((n, l) => n + l.count, 0);
      if (total !== g.men) add(`${path}.loadouts`, `the groups hold ${total} men but the reinforcement is ${g.men}`);
    }
    if (g.entry.kind === 'squares') g.entry.spans.forEach((sp, j) => checkSpan(sp, `${path}.entry.spans[${j}]`, add));
    else if (s.entry.length === 0) add(`${path}.entry`, 'Case 38.37 needs commando entry squares to be opposite to');
  });

  // Cases 38.41–38.48: deployment.
  s.deployment.forEach((d, i) => {
    const path = `deployment[${i}]`;
    const side = sideOf.get(d.side);
    if (!side) add(`${path}.side`, `side "${d.side}" is not defined in sides`);
    d.zones.forEach((z, j) => {
      if (!zones.has(String(z.zone))) add(`${path}.zones[${j}].zone`, `Zone ${z.zone} is not among the map's zones (conditions.map.zones)`);
      if (z.detail) {
        const n = z.detail.reduce((a, x) => a + x.men, 0);
        if (n !== z.men) add(`${path}.zones[${j}].detail`, `the detail places ${n} men but the Zone has ${z.men}`);
        z.detail.forEach((x, k) => x.feature !== undefined && !features.has(x.feature) && add(`${path}.zones[${j}].detail[${k}].feature`, `feature "${x.feature}" is not defined in features`));
      }
    });
    d.groups.forEach((g, j) => g.zones.forEach((z, k) => zones.has(String(z)) || add(`${path}.groups[${j}].zones[${k}]`, `Zone ${z} is not among the map's zones (conditions.map.zones)`)));
    d.sentryRoutine.forbiddenZones.forEach((z, j) => zones.has(String(z)) || add(`${path}.sentryRoutine.forbiddenZones[${j}]`, `Zone ${z} is not among the map's zones`));
    d.constraints.forEach((c, j) => c.feature !== undefined && !features.has(c.feature) && add(`${path}.constraints[${j}].feature`, `feature "${c.feature}" is not defined in features`));
    const placed = d.zones.reduce((n, z) => n + z.men, 0) + d.groups.reduce((n, g) => n + g.men, 0);
    if (side && (d.zones.length > 0 || d.groups.length > 0) && placed !== side.numberOfMen) {
      add(`${path}.zones`, `the set-up places ${placed} men but ${side.name} has ${side.numberOfMen} (Case 38.43)`);
    }
    if (!d.sentryRoutine.allowed && d.sentryRoutes.length > 0) add(`${path}.sentryRoutes`, 'Sentry Routine is not allowed in this scenario');
    if (side && d.sentryRoutes.length > Math.floor(side.numberOfMen / 2)) {
      add(`${path}.sentryRoutes`, `${d.sentryRoutes.length} sentries, but no more than half (rounding down) of ${side.numberOfMen} men may perform Sentry Routine (Case 38.48)`);
    }
    d.sentryRoutes.forEach((r, j) => {
      if (!zones.has(String(r.zone))) add(`${path}.sentryRoutes[${j}].zone`, `Zone ${r.zone} is not among the map's zones`);
      if (d.sentryRoutine.forbiddenZones.includes(r.zone)) add(`${path}.sentryRoutes[${j}].zone`, `no Sentry Routine in Zone ${r.zone}`);
      const loop = [...r.route, r.route[0] ?? ''];
      for (let k = 1; k < loop.length; k++) {
        const a = readCoord(loop[k - 1] ?? '', COMMANDO_MAP_BOUNDS);
        const b = readCoord(loop[k] ?? '', COMMANDO_MAP_BOUNDS);
        if (!a.ok || !b.ok) continue;
        const step = Math.max(Math.abs(a.square.col - b.square.col), Math.abs(a.square.row - b.square.row));
        if (step > 1) {
          const where = k === loop.length - 1 ? 'the last square does not lead back to the first' : `squares ${loop[k - 1]} and ${loop[k]} are not adjacent`;
          add(`${path}.sentryRoutes[${j}].route[${Math.min(k, r.route.length - 1)}]`, `${where}: a sentry route is a continuous, repeating pattern (Case 38.45)`);
        }
      }
    });
  });
  s.sides.forEach((side, i) => {
    if (side.mode === 'defending' && !s.deployment.some((d) => d.side === side.id)) add(`sides[${i}].mode`, `${side.name} is Defending and so begins on the map (Case 38.21), but no deployment is given`);
    if (side.mode === 'commando' && !s.entry.some((e) => e.side === side.id)) add(`sides[${i}].mode`, `${side.name} is in Commando Mode and so enters the map (Case 38.51), but no entry is given`);
  });

  // Case 38.5: entry.
  s.entry.forEach((e, i) => {
    const path = `entry[${i}]`;
    const side = sideOf.get(e.side);
    if (!side) add(`${path}.side`, `side "${e.side}" is not defined in sides`);
    else if (side.mode !== 'commando') add(`${path}.side`, `${side.name} is not in Commando Mode; only the Commando side enters (Case 38.51)`);
    if (!e.anyEdge && e.options.length === 0) add(`${path}.options`, 'give the entry squares or edges (Case 38.51), or anyEdge');
    unique(e.options, (o) => o.id, `${path}.options`, 'entry option id');
    e.options.forEach((o, j) => o.spans.forEach((sp, k) => checkSpan(sp, `${path}.options[${j}].spans[${k}]`, add)));
    e.limitedSquares.forEach((l, j) =>
      l.squares.forEach((sq, k) => edgeOfSquare(sq).length === 0 && add(`${path}.limitedSquares[${j}].squares[${k}]`, `${sq} is not on a map edge (Case 38.51)`)),
    );
    if (e.chooseOne !== 'no' && e.options.length < 2) add(`${path}.chooseOne`, 'a choice of entry needs two or more options');
  });
  s.exits.forEach((x, i) => sides.has(x.side) || add(`exits[${i}].side`, `side "${x.side}" is not defined in sides`));
  return out;
}

/** Case 38.51: entry between two named squares — a straight run along a map edge (or, when ruled so, across the map). */
function checkSpan(sp: Span, path: string, add: (path: string, message: string) => void): void {
  const squares = spanSquares(sp);
  if (!squares) {
    add(path, `${sp.from} and ${sp.to} are not in one row or column, so there are no squares "between" them (Case 38.51)`);
    return;
  }
  const edge = spanEdge(sp);
  if (!edge && sp.acrossMap === undefined) {
    add(path, `the squares between ${sp.from} and ${sp.to} do not lie along a map edge (Case 38.51); if the scenario means a line across the map, say why in "acrossMap"`);
  }
  if (edge && sp.acrossMap !== undefined) add(`${path}.acrossMap`, `${sp.from}–${sp.to} lies along the ${edge} edge; "acrossMap" is only for a line across the map`);
}
