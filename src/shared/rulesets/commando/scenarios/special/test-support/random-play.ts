/**
 * A seeded scripted policy for whole-scenario engine runs (issue 22): set the
 * defenders up by their Zone counts, take every set-up choice the scenario
 * offers (entry option, thump guns issued), then play Game-Turns where each
 * choice is drawn, by a seeded generator, from `legalActions` — the men to
 * act, their tasks (moves weighted up), the prompts' answers, a few plots.
 * Every command goes through `Play.run`, which throws on a refusal: a run
 * that ends has met no rule error. Pure and repeatable: the dice are
 * `SeededDice`, the policy's choices a seeded mulberry32.
 */
import type { Command } from '../../../model/commands';
import { isLegal, legalActions, whoseMove } from '../../../engine/legal-actions';
import type { GameMap, Square } from '../../../../../map/map-model';
import type { Scenario } from '../../../model/scenario-schema';
import { SeededDice } from '../../../../../kernel/dice/seeded-dice';
import { createGame } from '../../setup-game';
import { Play } from './play';
import { PLOT_PHASE } from '../../../engine/turn-sequence';
import { eligibleMen } from '../../../engine/sequentiality';
import { COMPASS } from '../../../rules/searchlights';
import { OBSERVATION_PHASE } from '../../../rules/observation-limits';

/** mulberry32 (public domain, Tommy Ettinger): the policy's choices, never the dice. */
export class PolicyRng {
  private a: number;
  constructor(seed: number) {
    this.a = seed >>> 0;
  }
  next(): number {
    this.a = (this.a + 0x6d2b79f5) >>> 0;
    let t = this.a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  pick<T>(xs: readonly T[]): T | undefined {
    return xs.length ? xs[Math.floor(this.next() * xs.length)] : undefined;
  }
}

export interface RandomRun {
  readonly play: Play;
  readonly commandsByType: Map<string, number>;
}

export interface StartOptions {
  /** The Optional Rule Sections the engine plays (createGame's `builtRules`); by default the registry's. */
  readonly builtRules?: ReadonlySet<number>;
  /** A scenario's own set-up choices (vehicles, launchers, planned rounds), made before `setup/start`. */
  readonly beforeStart?: (run: RandomRun, rng: PolicyRng) => void;
}

/** A game of a bundled scenario with the Optional Rules given, set up and started by the policy. */
export function startedScenario(file: string, loaded: { scenario: Scenario; map: GameMap }, optionalRules: readonly string[], seed: number, opts: StartOptions = {}): RandomRun {
  const { scenario, map } = loaded;
  const dice = SeededDice.fromSeed(`${file}:${optionalRules.join(',')}:${seed}`);
  const g = createGame(scenario, map, { gameId: `${scenario.id}-policy`, endurance: 'standard', optionalRules: [...optionalRules], ...(opts.builtRules ? { builtRules: opts.builtRules } : {}) }, dice);
  if (!g.ok) throw new Error(`${file} with Optional Rules [${optionalRules.join(', ')}] was not set up: ${g.error.map((e) => `${e.message} (${e.caseRef})`).join('; ')}`);
  const run: RandomRun = { play: new Play(g.value.state, dice), commandsByType: new Map() };
  setUp(run, new PolicyRng(seed), opts.beforeStart);
  return run;
}

export function runCounted(run: RandomRun, c: Command): void {
  run.play.run(c);
  run.commandsByType.set(c.type, (run.commandsByType.get(c.type) ?? 0) + 1);
}

const legalNow = (play: Play, c: Command): boolean => isLegal(play.state, c);

function setUp(run: RandomRun, rng: PolicyRng, beforeStart?: (run: RandomRun, rng: PolicyRng) => void): void {
  const play = run.play;
  // Case 38.2: an entry option chosen before deployment, by each side that must choose one.
  for (let guard = 0; guard < 10; guard++) {
    const choose = legalActions(play.state).commands.find((c) => c.type === 'setup/choose-entry');
    if (!choose) break;
    runCounted(run, choose);
  }
  // Case 38.43: the Zone counts, each man on a square of his Zone the engine accepts, tried in a seeded order.
  const s = play.state;
  for (const dep of s.scenario!.deployment) {
    const men = Object.values(play.state.men).filter((m) => m.side === dep.side && !m.square && !m.awaitingEntry);
    let i = 0;
    for (const z of dep.zones) {
      const squares = [...(s.map.zones.find((x) => x.id === z.zone)?.squares ?? [])];
      for (let k = squares.length - 1; k > 0; k--) {
        const j = Math.floor(rng.next() * (k + 1));
        [squares[k], squares[j]] = [squares[j]!, squares[k]!];
      }
      for (let n = 0; n < z.men && i < men.length; n++) {
        const manId = men[i++]!.id;
        const at = squares.find((q: Square) => legalNow(play, { type: 'setup/deploy', manId, square: q }));
        if (!at) throw new Error(`No square of Zone ${z.zone} takes ${manId} (Case 38.43).`);
        runCounted(run, { type: 'setup/deploy', manId, square: at });
      }
    }
    // Case 42.6 and the like: a group of men set up in any of its Zones (the union shuffled, each on a square the engine takes).
    for (const g of dep.groups ?? []) {
      const squares = g.zones.flatMap((zone) => [...(s.map.zones.find((x) => x.id === zone)?.squares ?? [])]);
      for (let k = squares.length - 1; k > 0; k--) {
        const j = Math.floor(rng.next() * (k + 1));
        [squares[k], squares[j]] = [squares[j]!, squares[k]!];
      }
      for (let n = 0; n < g.men && i < men.length; n++) {
        const manId = men[i++]!.id;
        const at = squares.find((q: Square) => legalNow(play, { type: 'setup/deploy', manId, square: q }));
        if (!at) throw new Error(`No square of Zones ${g.zones.join('+')} takes ${manId} (Case 38.43).`);
        runCounted(run, { type: 'setup/deploy', manId, square: at });
      }
    }
  }
  // Cases 39.43, 46.43 and the like: each scenario object on the first square, in a seeded order, the engine accepts.
  const all: Square[] = [];
  for (let row = 1; row <= s.map.height; row++) for (let col = 1; col <= s.map.width; col++) all.push({ col, row });
  for (const o of Object.values(play.state.scenario!.objects)) {
    if (o.square || o.exited) continue;
    const start = Math.floor(rng.next() * all.length);
    const order = [...all.slice(start), ...all.slice(0, start)];
    const at = order.find((q) => legalNow(play, { type: 'setup/place-object', objectId: o.id, square: q }));
    if (at) runCounted(run, { type: 'setup/place-object', objectId: o.id, square: at });
  }
  placeSearchlights(run, rng);
  placeDogs(run);
  placeMounts(run);
  // Case 21.11: every thump gun the scenario allots is issued.
  for (let guard = 0; guard < 20; guard++) {
    const issue = legalActions(play.state).commands.find((c) => c.type === 'setup/issue-thump-gun');
    if (!issue) break;
    runCounted(run, issue);
  }
  beforeStart?.(run, rng);
  // Ruling VH3: each listed vehicle on the first square of its Zones (or its side's entry squares) the engine takes,
  // facing north (ruling FL80: before setup/start).
  for (const v of play.state.vehicles?.vehicles ?? []) {
    if (v.square || !v.setup) continue;
    const zones = v.setup.zones ?? [];
    const squares = zones.length > 0 ? s.map.zones.filter((z) => zones.includes(z.id)).flatMap((z) => z.squares) : (s.scenario?.entry ?? []).filter((e) => e.side === v.side).flatMap((e) => e.squares);
    const at = squares.find((q) => legalNow(play, { type: 'setup/place-vehicle', vehicleId: v.id, square: q, facing: 'N' }));
    if (at) runCounted(run, { type: 'setup/place-vehicle', vehicleId: v.id, square: at, facing: 'N' });
  }
  runCounted(run, { type: 'setup/start' });
}

/**
 * Section 33.0 (ruling SL2): each searchlight a side is allotted (Case 41.41) on a building square next to one of its men,
 * facing a seeded point, and that man up on the roof as its operator; failing any such square, on the first the engine takes.
 */
function placeSearchlights(run: RandomRun, rng: PolicyRng): void {
  const play = run.play;
  for (const [side, allot] of Object.entries(play.state.searchlights?.allotments ?? {})) {
    for (let n = 0; n < (allot.count ?? 1); n++) {
      const placed = play.state.searchlights!.lights.length;
      const facing = rng.pick(COMPASS)!;
      const men = Object.values(play.state.men).filter((m) => m.side === side && m.square);
      const beside = men.flatMap((m) => NEIGHBOURS.map(([dc, dr]) => ({ manId: m.id, square: { col: m.square!.col + dc, row: m.square!.row + dr } })));
      const choice = beside.find((b) => legalNow(play, { type: 'setup/place-searchlight', side, square: b.square, facing }));
      if (choice) runCounted(run, { type: 'setup/place-searchlight', side, square: choice.square, facing });
      else {
        const { width, height } = play.state.map;
        for (let i = 0; i < width * height && play.state.searchlights!.lights.length === placed; i++) {
          const square = { col: (i % width) + 1, row: Math.floor(i / width) + 1 };
          if (legalNow(play, { type: 'setup/place-searchlight', side, square, facing })) runCounted(run, { type: 'setup/place-searchlight', side, square, facing });
        }
      }
      const light = play.state.searchlights!.lights[placed];
      if (!light) return;
      const operator = men.find((m) => legalNow(play, { type: 'setup/man-searchlight', searchlightId: light.id, manId: m.id }));
      if (operator) runCounted(run, { type: 'setup/man-searchlight', searchlightId: light.id, manId: operator.id });
    }
  }
}

/** Section 32.0: each guard dog a side is allotted (Case 40.41) beside its first placed man, its handler (Case 32.11); the next its alternate. */
function placeDogs(run: RandomRun): void {
  const play = run.play;
  for (const [side, allot] of Object.entries(play.state.guardDogs?.allotments ?? {})) {
    const men = Object.values(play.state.men).filter((m) => m.side === side && m.square && !m.dog);
    const handler = men[0];
    if (!handler) continue;
    const alt = men[1] ? { alternateHandlerId: men[1].id } : {};
    for (let n = 0; n < allot.count; n++) {
      const ring = [1, 2, 3].flatMap((k) => NEIGHBOURS.map(([dc, dr]) => ({ col: handler.square!.col + dc * k, row: handler.square!.row + dr * k })));
      const square = ring.find((q) => legalNow(play, { type: 'setup/place-dog', side, square: q, handlerId: handler.id, ...alt }));
      if (square) runCounted(run, { type: 'setup/place-dog', side, square, handlerId: handler.id, ...alt });
    }
  }
}

/** Section 19.0: each mount a side is allotted (Case 42.42) beside the first of its men that has room (the mule first: beside the machine gun, Case 42.43). */
function placeMounts(run: RandomRun): void {
  const play = run.play;
  for (const [side, allots] of Object.entries(play.state.mounts?.allotments ?? {})) {
    const ordered = [...allots].sort((a, b) => (a.kind === 'mule' ? -1 : b.kind === 'mule' ? 1 : 0));
    for (const a of ordered) {
      for (let n = 0; n < a.count; n++) {
        const men = Object.values(play.state.men).filter((m) => m.side === side && m.square && !m.mount && !m.dog);
        const around: readonly [number, number][] = [[0, 0], ...NEIGHBOURS];
        const ring = men.flatMap((m) => around.map(([dc, dr]) => ({ col: m.square!.col + dc, row: m.square!.row + dr })));
        const square = ring.find((q) => legalNow(play, { type: 'setup/place-mount', side, kind: a.kind, square: q }));
        if (square) runCounted(run, { type: 'setup/place-mount', side, kind: a.kind, square });
      }
    }
  }
}

/** Case 33.14: in the Observation Phase each working searchlight is turned once, one or two points either way, when the engine takes it. */
function turnSearchlights(run: RandomRun, rng: PolicyRng): boolean {
  let turned = false;
  for (const light of run.play.state.searchlights?.lights ?? []) {
    const at = COMPASS.indexOf(light.facing);
    const by = rng.pick([-2, -1, 1, 2])!;
    const facing = COMPASS[(at + by + COMPASS.length) % COMPASS.length]!;
    const c: Command = { type: 'searchlight/turn', searchlightId: light.id, facing };
    if (isLegal(run.play.state, c)) {
      runCounted(run, c);
      turned = true;
    }
  }
  return turned;
}

/** The umpire's steps of a Phase, each once: the initiative roll (Case 6.1), hand-to-hand (Section 12.0). */
const UMPIRE_STEPS: readonly Command[] = [{ type: 'initiative/roll' }, { type: 'melee/resolve', combats: [] }];

/** How a man's task is drawn: moves and the Optional Rules' own tasks weigh more than turning and reloading. */
function weight(c: Command): number {
  if (c.type === 'task/move') return 3;
  if (c.type === 'task/fire' || c.type === 'task/throw-grenade') return 2;
  if (c.type === 'task/prepare-weapon' || c.type === 'task/reload' || c.type === 'task/stand' || c.type === 'task/fall-prone' || c.type === 'task/exit-map') return 0.5;
  // Sections 18, 20, 21, 22, 31 (and any later one): launchers, wire, claymores, equipment, the scenario's own tasks.
  return 2;
}

function weighted(rng: PolicyRng, xs: readonly Command[]): Command | undefined {
  const total = xs.reduce((t, c) => t + weight(c), 0);
  let r = rng.next() * total;
  for (const c of xs) {
    r -= weight(c);
    if (r < 0) return c;
  }
  return xs.at(-1);
}

const NEIGHBOURS: readonly [number, number][] = [
  [-1, -1],
  [0, -1],
  [1, -1],
  [-1, 0],
  [1, 0],
  [-1, 1],
  [0, 1],
  [1, 1],
];

/** A move of one square in a random direction that decide takes (up to three tries). */
function stepOne(play: Play, manId: string, rng: PolicyRng): Command | undefined {
  const from = play.state.men[manId]?.square;
  if (!from) return undefined;
  for (let k = 0; k < 3; k++) {
    const [dc, dr] = rng.pick(NEIGHBOURS)!;
    const c: Command = { type: 'task/move', manId, route: [from, { col: from.col + dc, row: from.row + dr }] };
    if (isLegal(play.state, c)) return c;
  }
  return undefined;
}

/** Case 34.31: a hand-fired flare at a seeded square 3 to 12 squares off, into the dark (legalActions lists only squares where enemies were seen). */
function flareInto(play: Play, manId: string, rng: PolicyRng): Command | undefined {
  const from = play.state.men[manId]?.square;
  if (!from || !play.state.illumination) return undefined;
  for (let k = 0; k < 3; k++) {
    const d = 3 + Math.floor(rng.next() * 10);
    const [dc, dr] = rng.pick(NEIGHBOURS)!;
    const c: Command = { type: 'task/fire-flare', manId, target: { col: from.col + dc * d, row: from.row + dr * d } };
    if (isLegal(play.state, c)) return c;
  }
  return undefined;
}

function beginOne(play: Play, side: string, rng: PolicyRng): Command | undefined {
  const men = eligibleMen(play.state, side).map((m) => m.id);
  const start = Math.floor(rng.next() * men.length);
  for (let k = 0; k < men.length; k++) {
    const c: Command = { type: 'task/begin', manId: men[(start + k) % men.length]! };
    if (isLegal(play.state, c)) return c;
  }
  return undefined;
}

/**
 * One Game-Turn (Case 5.1) under the policy: each side acts with up to
 * `menPerPhase` men a Phase (each up to `tasksPerMan` tasks, drawn from the
 * legal ones) and then passes; prompts are answered at random among their
 * legal answers; in the Plot Phase a man may plot opportunity fire or a launch.
 */
export function playPolicyTurn(run: RandomRun, rng: PolicyRng, opts: { menPerPhase?: number; tasksPerMan?: number } = {}): void {
  const play = run.play;
  const menPerPhase = opts.menPerPhase ?? 2;
  const tasksPerMan = opts.tasksPerMan ?? 2;
  const startTurn = play.state.turn;
  const acted = new Map<string, number>();
  let tasks = 0;
  let phase = play.state.phase;
  let plots = 0;
  const once = new Set<string>();
  for (let guard = 0; guard < 400 && !play.ended; guard++) {
    if (play.state.phase !== phase) {
      phase = play.state.phase;
      acted.clear();
      plots = 0;
      once.clear();
    }
    if (play.state.turn !== startTurn) return;
    const who = whoseMove(play.state);
    if (who.kind === 'prompt') {
      const answer = rng.pick(legalActions(play.state).commands.filter((c) => c.type !== 'phase/advance'));
      if (!answer) throw new Error(`Turn ${play.state.turn}, ${play.state.phase}: a prompt with no legal answer (${who.summary})`);
      runCounted(run, answer);
      continue;
    }
    if (who.kind === 'man-acting' && who.manId) {
      const id = who.manId;
      const goOn = tasks < tasksPerMan && rng.next() >= 0.2;
      // Two tasks in three a step to a random neighbouring square (it walks men onto mines and wire; legalActions would probe
      // all eight moves at some ms each); the rest drawn from every legal task, the Optional Rules' own among them.
      const flare = goOn && rng.next() < 0.15 ? flareInto(play, id, rng) : undefined;
      const step = goOn && !flare && rng.next() < 0.67 ? stepOne(play, id, rng) : undefined;
      const options = goOn && !step && !flare ? legalActions(play.state).commands.filter((c) => c.type !== 'task/end' && c.type !== 'phase/advance' && 'manId' in c && c.manId === id) : [];
      const next = flare ?? step ?? weighted(rng, options);
      if (next) {
        tasks++;
        runCounted(run, next);
      } else runCounted(run, { type: 'task/end', manId: id });
      continue;
    }
    if (who.kind === 'choose-man' && who.side) {
      const side = who.side;
      const n = acted.get(side) ?? 0;
      // Case 6.41: one of the men the side may choose (task/begin checked by decide), not every candidate of legalActions.
      const begin = n < menPerPhase && rng.next() < 0.7 ? beginOne(play, side, rng) : undefined;
      if (begin) {
        acted.set(side, n + 1);
        tasks = 0;
        runCounted(run, begin);
      } else runCounted(run, { type: 'side/pass', side });
      continue;
    }
    // The umpire's: roll the initiative, resolve hand-to-hand, perhaps a plot, then advance.
    // (Not through legalActions here: in the Observation Phase it would probe every man's attempt on every enemy.)
    const must = UMPIRE_STEPS.find((c) => !once.has(c.type) && isLegal(play.state, c));
    if (must) {
      once.add(must.type);
      runCounted(run, must);
      continue;
    }
    if (play.state.phase === OBSERVATION_PHASE && !once.has('searchlight/turn')) {
      once.add('searchlight/turn');
      if (turnSearchlights(run, rng)) continue;
    }
    if (play.state.phase === PLOT_PHASE && plots < 2 && rng.next() < 0.5) {
      const plot = rng.pick(legalActions(play.state).commands.filter((c) => c.type.startsWith('plot/') && c.type !== 'plot/withdraw'));
      plots++;
      if (plot) {
        runCounted(run, plot);
        continue;
      }
    }
    runCounted(run, { type: 'phase/advance' });
  }
  if (!play.ended && play.state.turn === startTurn) throw new Error(`Game-Turn ${startTurn} did not end in 400 steps (${play.state.phase}: ${whoseMove(play.state).summary})`);
}
