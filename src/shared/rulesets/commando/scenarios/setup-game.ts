/**
 * Starting a scenario (Section 38.0): `createGame` builds the game from a
 * scenario file and its map — sides with mode, panic %, preservation
 * multiple, observation code and combat bonuses; every man of the force
 * listing, named, armed, with grenades and his endurance (standard, or
 * rolled per man with the dice recorded, Case 9.4); the observation range
 * of Case 8.13; the scenario's clock, victory conditions and special
 * rules. Defenders start unplaced for secret set-up (Case 38.41), the
 * commando side off the map awaiting entry (Case 38.51). The set-up
 * commands that follow are engine/setup-commands.ts.
 */
import { initialSearchlights } from '../engine/searchlights';
import { initialVehicles } from '../engine/vehicles';
import { initialGuardDogs } from '../engine/guard-dogs';
import { initialMounts } from '../engine/mounts';
import { RecordingDice } from '../../../kernel/dice/recording-dice';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import { evolve } from '../engine/dispatch';
import type { GameEvent } from '../model/events';
import type { ReinforcementGroup, ScenarioDeployment, ScenarioEntry, ScenarioObject, ScenarioRuntime } from '../model/scenario-state';
import type { GameState, ManState, SideInfo } from '../model/state';
import { initialSequence } from '../model/state';
import { err, ok, type Result } from '../../../kernel/result';
import { readCoord } from '../../../map/coords';
import type { GameMap, MapEdge, Square } from '../../../map/map-model';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { generateEndurances, parseEndurance } from '../rules/endurance';
import { ILLUMINATION_SECTION, initialIllumination } from '../engine/illumination';
import type { TableOverride } from '../tables/index';
import { recordedOverrides, tablesOf } from '../engine/game-tables';
import { initialGrenades } from '../rules/weapons';
import { canStart, expandMen, oppositeSpan, spanEdge, spanSquares } from './load-scenario';
import { builtOptionalRules } from '../model/optional-rules';
import { isReadingId, READING_IDS } from '../model/readings';
import type { Scenario, ScenarioSide, Span } from '../model/scenario-schema';
import { entebbeObjects } from './special/entebbe';
import { SETUP_PHASE } from '../engine/setup-commands';
import { initialTrainRun, TRAIN_KIND } from './special/hejaz-train';
import { optionalRuleBalanceError } from './special/army-group-center';
import { workObjectSquare } from './special/scenario-work';
import { scenarioExplosives, type ListedMan } from './special/scenario-explosives';
import { groupStatistics } from './special/technical-advisers';
import { initialMines, type AgreedMines } from '../engine/mines';
import { liveWireSetup } from '../engine/live-wire-command';
import { antitankAllotments, carriedEquipment, divingGearAllotments, flamethrowerAllotments, scenarioArtillery, thumpGunAllotments } from './optional-rule-allotments';

export interface CreateGameOptions {
  readonly gameId: string;
  /** Case 9.4: the printed standard endurance for every man, or rolled per man (secret from the enemy). */
  readonly endurance: 'standard' | 'rolled';
  /** Optional Rule Sections in use ("21", "35"), beside the necessary ones. */
  readonly optionalRules: readonly string[];
  /** Section 22.0 Procedure: the mines the Players agreed (with "22" chosen); absent, the scenario's listing. */
  readonly mines?: readonly AgreedMines[];
  /** Named campaign readings in place of the rules text (model/readings.ts); none by default. */
  readonly readings?: readonly string[];
  /**
   * The Optional Rule Sections the engine plays (Case 38.23); by default the registry's `built` flags
   * (model/optional-rules.ts). Engine tests pass a larger set to play a scenario whose Sections are still being built.
   */
  readonly builtRules?: ReadonlySet<number>;
  /** The campaign's chart overrides (tables/index.ts `TableOverride`), recorded in the game's state (engine/game-tables.ts). */
  readonly tableOverrides?: readonly TableOverride[];
}

/** The Optional Rules in use: those chosen, then every necessary one not chosen (Case 38.23), each once. */
export function withNecessaryRules(scenario: Scenario, chosen: readonly string[]): string[] {
  return [...new Set([...chosen, ...scenario.optionalRules.necessary.map((u) => String(u.section))])];
}

const sq = (code: string): Square => {
  const r = readCoord(code, { width: 40, height: 64 });
  if (!r.ok) throw new RangeError(r.error.message);
  return r.square;
};

const spanList = (spans: readonly Span[]): { squares: Square[]; edges: MapEdge[] } => {
  const squares = spans.flatMap((s) => spanSquares(s) ?? []);
  const edges = [...new Set(spans.map(spanEdge).filter((e): e is MapEdge => e !== undefined))];
  return { squares, edges };
};

/** Squares in order, each once (Case 48.7's two spans share their corner square 4001). */
const dedupe = (squares: readonly Square[]): Square[] => squares.filter((q, i) => squares.findIndex((x) => x.col === q.col && x.row === q.row) === i);

/** Feature squares from the map: a structure by id, or a group `<id>-1…n` (docs/maps.md). */
function featureSquares(scenario: Scenario, map: GameMap): Record<string, Square[]> {
  const out: Record<string, Square[]> = {};
  for (const f of scenario.features) {
    const exact = map.structures.find((s) => s.id === f.id);
    const group = map.structures.filter((s) => s.id.startsWith(`${f.id}-`));
    const squares = exact ? [...exact.squares] : group.flatMap((s) => s.squares);
    if (squares.length === 0 && f.squaresAre === 'exact') squares.push(...f.squares.map(sq));
    out[f.id] = squares;
  }
  return out;
}

const manId = (side: ScenarioSide, letter: string, named?: string): string => named ?? `${side.id}-${letter.toLowerCase()}`;

const runtimeRules = (scenario: Scenario): string[] => scenario.specialRules.map((r) => r.id);

/** Section 38.0: a game ready for set-up. */
export function createGame(scenario: Scenario, drawnMap: GameMap, chosen: CreateGameOptions, dice: DiceSource): Result<{ state: GameState; events: GameEvent[]; initial: GameState }, RuleError[]> {
  // Case 38.23: the scenario's necessary Optional Rules are in use whatever the umpire ticked (Scenario 49: Sections 17 and 35).
  const options: CreateGameOptions = { ...chosen, optionalRules: withNecessaryRules(scenario, chosen.optionalRules) };
  // Section 31.0 (ruling EW10): the map's electrified wire looks like straight wire to every side; its current is the state's.
  const wired = liveWireSetup(scenario, drawnMap, options.optionalRules);
  const map = wired.map;
  const problems: RuleError[] = [];
  const built = options.builtRules ?? builtOptionalRules();
  const start = canStart(scenario, built);
  if (!start.ok) problems.push(...start.reasons.map((r) => ruleError('setup/missing-optional-rules', 'Case 38.23', r)));
  // Case 50.43: any Optional Rule but Artillery may be added by agreement (special/army-group-center.ts).
  const excluded = optionalRuleBalanceError(scenario.specialRules.map((r) => r.id), options.optionalRules);
  if (excluded) problems.push(excluded);
  for (const o of options.optionalRules) {
    const n = Number(o);
    if (!Number.isInteger(n) || !built.has(n)) problems.push(ruleError('setup/optional-rule-not-built', 'Case 38.23', `Optional Rule ${o} is not playable in Sightline yet (Case 38.23).`));
  }
  for (const d of scenario.deployment) {
    for (const z of d.zones) if (z.men > 0 && !map.zones.some((mz) => mz.id === z.zone)) problems.push(ruleError('setup/map-zone-missing', 'Case 38.42', `Map ${map.name} has no Zone ${z.zone}, which ${d.side} sets up in (Case 38.42).`));
  }
  // Section 33.0 General Rule: "if the rules for searchlights are used, the rules for climbing (Section 35.0) must also be used" (ruling SL2).
  if (options.optionalRules.includes('33') && !options.optionalRules.includes('35') && !(options.readings ?? []).includes('searchlights-without-climbing')) {
    problems.push(ruleError('setup/searchlights-need-climbing', 'Section 33.0', 'Searchlights (Section 33.0) must be used with Climbing (Section 35.0): choose Section 35 too, or the named campaign reading "searchlights-without-climbing" (ruling SL2).'));
  }
  for (const r of options.readings ?? []) {
    if (!isReadingId(r)) problems.push(ruleError('setup/unknown-reading', 'Section 38.0', `"${r}" is not a named campaign reading (known: ${READING_IDS.join(', ')}).`));
  }
  const overrides = recordedOverrides(options.tableOverrides); // a bad cell refuses the start, named
  // Section 22.0 Procedure: the mines each side may lay (rules/commando/mines.ts).
  const mined = initialMines(scenario, options.optionalRules, options.mines);
  problems.push(...mined.problems, ...wired.problems, ...(Array.isArray(overrides) ? overrides : []));
  if (problems.length > 0 || Array.isArray(overrides)) return err(problems);

  const { weather, light } = scenario.conditions;
  const range = tablesOf(overrides).observationRange[weather][light].value;
  const sides: SideInfo[] = scenario.sides.map((s) => ({
    id: s.id,
    name: s.name,
    // Case 42.43: "There are no Modes in this Scenario" (mode `none`).
    mode: s.mode === 'commando' ? 'commando' : s.mode === 'none' && scenario.specialRules.some((r) => r.id === 'hejaz-no-modes') ? 'none' : 'defending',
    observationCode: s.observationCode,
    panicPercentage: s.panicPercentage,
    preservationMultiple: s.preservationMultiple,
    combatBonus: { fire: s.combatBonus.fire, grenade: s.combatBonus.grenade },
  }));
  const entering = new Set(scenario.entry.map((e) => e.side));
  const men: Record<string, ManState> = {};
  const labels: Record<string, string[]> = {};
  const listed: ListedMan[] = [];
  const gearListed = new Map<string, readonly string[]>();
  for (const side of scenario.sides) {
    for (const m of expandMen(side)) {
      const id = manId(side, m.letter, m.man);
      gearListed.set(id, m.loadout.equipment.map((e) => e.item));
      listed.push({ id, side: side.id, listedExplosives: m.loadout.equipment.filter((e) => e.item === 'explosive').reduce((n, e) => n + e.count, 0) });
      men[id] = {
        id,
        side: side.id,
        name: m.name ?? `${side.name} ${m.letter}`,
        posture: 'erect',
        endurance: m.endurance.standard,
        wounds: 0,
        condition: 'fit',
        weapons: [...m.loadout.weapons],
        grenades: initialGrenades({ fragmentation: m.grenades.fragmentation, smoke: m.grenades.smoke, illumination: m.grenades.illumination }),
        ...carriedEquipment(m.loadout.equipment),
        original: true,
        ...(entering.has(side.id) ? { awaitingEntry: true } : {}),
      };
      (labels[m.endurance.formula] ??= []).push(id);
    }
  }
  flamethrowerAllotments(scenario, options.optionalRules, men);
  divingGearAllotments(scenario, options.optionalRules, men, gearListed);
  // Sections 23.0, 24.0: the listed vehicles with their full crews (Case 47.42), men of their side aboard (ruling VH2).
  const vehicled = initialVehicles(scenario, options.optionalRules, (side) => ({ side, endurance: scenario.sides.find((x) => x.id === side)!.endurance.standard }));
  Object.assign(men, vehicled.crew);

  const deployment: ScenarioDeployment[] = scenario.deployment.map((d) => ({
    side: d.side,
    caseRef: `Case ${d.case}`,
    zones: d.zones.map((z) => ({ zone: z.zone, men: z.men })),
    groups: d.groups.map((g) => ({ men: g.men, zones: g.zones })),
    sentryAllowed: d.sentryRoutine.allowed && !scenario.specialRules.some((r) => r.id === 'no-sentry-routine' || r.id === 'hejaz-no-modes'),
    sentryForbiddenZones: d.sentryRoutine.forbiddenZones,
    sentryOwnZoneOnly: d.sentryRoutine.ownZoneOnly || scenario.specialRules.some((r) => r.id === 'skorzeny-sentry-own-zone'),
  }));
  const entry: ScenarioEntry[] = scenario.entry.map((e) => {
    const { squares, edges } = spanList(e.options.flatMap((o) => o.spans));
    const options = e.options.map((o) => ({ id: o.id, squares: dedupe(spanList(o.spans).squares) }));
    return {
      side: e.side,
      caseRef: `Case ${e.case}`,
      squares,
      edges,
      anyEdge: e.anyEdge,
      options,
      ...(e.chooseOne !== 'no' ? { chooseOne: e.chooseOne } : {}),
      ...(e.windowSquares !== undefined ? { windowSquares: e.windowSquares } : {}),
    };
  });
  const reinforcements: ReinforcementGroup[] = scenario.reinforcements.groups.map((g, index) => {
    const spans = g.entry.kind === 'squares' ? g.entry.spans : scenario.entry.flatMap((e) => e.options.flatMap((o) => o.spans)).map(oppositeSpan).filter((s): s is Span => s !== undefined);
    const { squares, edges } = spanList(spans);
    const side = scenario.sides.find((s) => s.id === g.side)!;
    const loadouts = g.loadouts ?? [{ ...side.loadouts[0]!, count: g.men }];
    const template = loadouts.flatMap((l) =>
      Array.from({ length: l.count }, () => {
        const e = g.stats?.endurance ?? l.endurance ?? side.endurance;
        const gr = l.grenades ?? side.grenades;
        return { weapons: [...l.weapons], grenades: initialGrenades({ fragmentation: gr.fragmentation, smoke: gr.smoke, illumination: gr.illumination }), endurance: e.standard, formula: e.formula };
      }),
    ).slice(0, g.men);
    const stats = groupStatistics(g.stats);
    return { index, side: g.side, caseRef: `Case ${g.case}`, men: g.men, countedFrom: g.schedule.countedFrom, firstAfter: g.schedule.firstAfter, ...(g.schedule.every !== undefined ? { every: g.schedule.every } : {}), squares, edges, arrived: 0, template, ...stats };
  });
  const objects: Record<string, ScenarioObject> = {};
  for (const o of scenario.objects) {
    for (let i = 1; i <= o.count; i++) {
      const id = `${o.id}-${i}`;
      // Case 45.81: an object obtained by scenario work (the radio) lies where the work is done until then.
      const lies = workObjectSquare(o.id, featureSquares(scenario, map));
      objects[id] = { id, kind: o.id, size: entebbeObjects.has(o.id) ? 2 : 1, ...(o.taskPoints !== undefined ? { taskPoints: o.taskPoints } : {}), spent: 0, spentTurn: 0, ...(lies ? { square: lies } : {}) };
    }
  }
  // Case 42.43 (ruling HJ2): the train carries every man of the side that has it, half in each of its second and third squares.
  const trainSide = scenario.specialRules.some((r) => r.id === 'hejaz-train') ? scenario.sides.find((s) => s.vehicles.some((v) => v.kind === TRAIN_KIND)) : undefined;
  const trainObject = Object.values(objects).find((o) => o.kind === TRAIN_KIND);
  if (trainSide && trainObject) {
    const riders = Object.values(men).filter((m) => m.side === trainSide.id).map((m) => m.id);
    objects[trainObject.id] = { ...trainObject, train: initialTrainRun(trainSide.id, [...riders.filter((_, i) => i % 2 === 0), ...riders.filter((_, i) => i % 2 === 1)]) };
  }
  // Case 11.71: the scenario's explosives, on the men its force listing shows with them.
  const explosives = scenarioExplosives(runtimeRules(scenario), listed, scenario.sides.find((s) => s.mode === 'commando')?.id ?? scenario.sides[0]!.id);
  const runtime: ScenarioRuntime = {
    id: scenario.id,
    title: scenario.title,
    section: scenario.section,
    era: scenario.conditions.era,
    optionalRules: [...options.optionalRules],
    ...thumpGunAllotments(scenario, options.optionalRules),
    ...antitankAllotments(scenario, options.optionalRules),
    ...(options.readings && options.readings.length > 0 ? { readings: [...options.readings] } : {}),
    enduranceChoice: options.endurance,
    specialRules: runtimeRules(scenario),
    gameLength: {
      caseRef: scenario.gameLength.case,
      goalOriented: scenario.gameLength.goalOriented,
      ...(scenario.gameLength.goal ? { goal: scenario.gameLength.goal } : {}),
      ...(scenario.gameLength.turnLimit ? { turnLimit: scenario.gameLength.turnLimit } : {}),
      endsWhen: scenario.gameLength.endsWhen,
    },
    victory: scenario.victory,
    features: featureSquares(scenario, map),
    deployment,
    entry,
    reinforcements,
    deployed: {},
    sentries: {},
    entries: {},
    entriesTurn: 0,
    objects,
    counters: Object.fromEntries(scenario.counters.map((c) => [c.id, 0])),
    flags: {},
    grapples: {},
    started: false,
  };
  const initial: GameState = {
    gameId: options.gameId,
    ruleset: 'commando',
    scenarioName: scenario.title,
    map,
    sides,
    men,
    knowledge: {},
    turn: 1,
    phase: SETUP_PHASE,
    observationRange: range,
    sequence: initialSequence(),
    version: 0,
    scenario: runtime,
    ...(explosives.length > 0 ? { explosives } : {}),
    ...(mined.mines ? { mines: mined.mines } : {}),
    ...withLiveWire(wired.liveWire),
    // Section 33.0: the searchlights are placed in set-up (engine/searchlight-command.ts).
    ...initialSearchlights(scenario, options.optionalRules, tablesOf(overrides)),
    ...illuminationOf(scenario, options.optionalRules),
    ...scenarioArtillery(scenario, options.optionalRules),
    // Section 32.0: the dogs are placed in set-up with their handler (engine/dog-command.ts).
    ...initialGuardDogs(scenario, options.optionalRules),
    // Section 19.0: the mounts are placed in set-up beside their men (engine/mount-command.ts).
    ...initialMounts(scenario, options.optionalRules),
    ...(vehicled.vehicles ? { vehicles: vehicled.vehicles } : {}),
    ...overrides,
  };

  // Case 9.4: endurance, standard or rolled man by man (the rolls are the umpire's: secret from the enemy).
  const endurances: Record<string, number> = {};
  const rec = new RecordingDice(dice);
  for (const [formula, ids] of Object.entries(labels)) {
    const standard = men[ids[0]!]!.endurance;
    const spec = parseEndurance(`${standard} (${formula})`);
    if ('code' in spec) return err([spec]);
    const rolled = generateEndurances(spec, options.endurance, rec, ids.map((id) => men[id]!.name));
    if ('code' in rolled) return err([rolled]);
    ids.forEach((id, i) => (endurances[id] = rolled[i]!.endurance));
  }
  const d = rec.take();
  const events: GameEvent[] = [{ type: 'endurance-assigned', endurances, choice: options.endurance, caseRef: 'Case 9.4', ...(d.length > 0 ? { dice: d } : {}) }];
  return ok({ state: events.reduce(evolve, initial), events, initial });
}

/** Section 34.0 (chosen): the light, the Day range (Case 8.13) and the listing's flares per man (Case 45.41). */
function illuminationOf(scenario: Scenario, chosen: readonly string[]): { illumination?: NonNullable<GameState['illumination']> } {
  if (!chosen.includes(ILLUMINATION_SECTION)) return {};
  const uses = [...scenario.optionalRules.necessary, ...scenario.optionalRules.suggested].filter((u) => u.section === 34);
  const flares = uses.flatMap((u) => (u.allotments ?? []).filter((a) => /flare/i.test(a.item)).map((a) => ({ side: a.side, count: a.count, per: a.per, caseRef: u.case })));
  return { illumination: initialIllumination(scenario.conditions, flares) };
}

/** Section 31.0: the electrified wire's state, when the Optional Rule is chosen. */
const withLiveWire = (liveWire: GameState['liveWire']): { liveWire?: NonNullable<GameState['liveWire']> } => (liveWire ? { liveWire } : {});
