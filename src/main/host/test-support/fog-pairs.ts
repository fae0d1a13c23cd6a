import type { DiceSource, DieFace, DieRequest } from '@shared/kernel/dice/dice-source';
import { blankMap } from '@shared/map/map-model';
import { SeededDice } from '@shared/kernel/dice/seeded-dice';
import { commandoRuleset } from '@shared/rulesets/commando';
import type { Command } from '@shared/rulesets/commando/model/commands';
import { manTurnOf, sequenceOf, type GameState } from '@shared/rulesets/commando/model/state';
import { sideToAct } from '@shared/rulesets/commando/engine/sequentiality';
import { dataLog } from '@shared/rulesets/commando/view/data-log';
import type { PlayerView } from '@shared/rulesets/commando/view/view';
import { canonicalJson } from '../../archive/canonical-json';
import { sideFile, type GameFile } from '../../archive/game-file';
import { GameHost, type Caller } from '../game-host';
import { SharedScreen } from '../shared-screen';
import type { Square } from '@shared/map/map-model';
import fc from 'fast-check';
import { scenarioInSetup, type CommandoHost } from './commando-host';

/**
 * Pairs of games for the fog-of-war property (issue 13): two hosts from the
 * same state, given the same public steps and different hidden ones, each
 * with listeners recording every message a viewer receives, serialised.
 */

/** One thing done in a game: by the umpire, or from a side's own window. */
export type Act = { readonly by: 'umpire'; readonly command: Command } | { readonly by: 'side'; readonly side: string; readonly action: string; readonly params: unknown };

/** A viewer of the pair whose stream is compared: a side, one man's narrowed window, or the shared screen showing the side. */
export type Watch = { readonly kind: 'side'; readonly side: string; readonly manId?: string } | { readonly kind: 'screen'; readonly side: string } | { readonly kind: 'orders'; readonly side: string };

/** A scripted prefix of faces, then seeded dice: both games of a pair roll the same from the same seed. */
export class PrefixedDice implements DiceSource {
  readonly mode = 'scripted' as const;
  private readonly rest: SeededDice;
  private i = 0;
  constructor(
    private readonly prefix: readonly number[],
    seed: number,
  ) {
    this.rest = SeededDice.fromSeed(seed);
  }
  roll(request: DieRequest): DieFace {
    if (this.i < this.prefix.length) return { die: request.die, face: this.prefix[this.i++]! } as DieFace;
    return this.rest.roll(request);
  }
}

/**
 * The fast-check seed (as src/shared/rulesets/commando/test-support/property-seed.ts, read here from the
 * environment): 1979 unless SIGHTLINE_FC_SEED names another, which also asks for the large run.
 */
export function propertySeed(): { seed: number; large: boolean } {
  const raw = process.env['SIGHTLINE_FC_SEED'] ?? '';
  if (raw.trim() === '') return { seed: 1979, large: false };
  const seed = Number(raw);
  if (!Number.isSafeInteger(seed)) throw new Error(`SIGHTLINE_FC_SEED must be an integer, not "${raw}".`);
  return { seed, large: true };
}

/** A blank-map game (as the engine tests' engineGame): side a commando, side b defending, in the Observation Phase. */
export function blankGame(men: readonly { id: string; side: string; col: number; row: number }[], opts: { observationRange: number }): GameState {
  return {
    gameId: 'fog-test',
    ruleset: 'commando',
    scenarioName: 'fog test',
    map: blankMap('m', 'fog test map', 30, 30, { kind: 'custom', note: 'test' }),
    sides: [
      { id: 'a', name: 'Player A', mode: 'commando', observationCode: 'C' },
      { id: 'b', name: 'Player B', mode: 'defending', observationCode: 'G' },
    ],
    men: Object.fromEntries(men.map((m) => [m.id, { id: m.id, side: m.side, name: `Man ${m.id}`, square: { col: m.col, row: m.row }, posture: 'erect', endurance: 14, wounds: 0, condition: 'fit', weapons: ['rifle'] }])),
    knowledge: {},
    turn: 1,
    phase: 'observation',
    observationRange: opts.observationRange,
    version: 0,
  };
}

export class Game {
  readonly host: CommandoHost;
  readonly streams = new Map<string, string[]>();
  /** A side's answers to its own acts and its orders' status, by side (the `orders` watches). */
  private readonly orderStreams = new Map<string, string[]>();
  private readonly stops: (() => void)[] = [];

  constructor(initial: GameState, dice: DiceSource, watches: readonly Watch[]) {
    this.host = new GameHost(commandoRuleset, initial, dice, { append: () => undefined });
    for (const w of watches) this.watch(w);
  }

  /**
   * Does an act; a refusal (an outcome not ok, or a thrown refusal) changes nothing. What a side is
   * answered to its own act (its outcome, or the refusal's words) goes into its `orders` stream, and so
   * does its own orders' status (`myOrders`) whenever it changes.
   */
  act(a: Act): boolean {
    let answer: unknown;
    try {
      if (a.by === 'umpire') return this.host.command({ kind: 'umpire' }, a.command).ok;
      const caller: Caller = { kind: 'player', side: a.side };
      answer = this.host.playerAction(caller, a.action, a.params);
      return (answer as { ok: boolean }).ok;
    } catch (e) {
      answer = { thrown: e instanceof Error ? `${e.name}: ${e.message}` : String(e) };
      return false;
    } finally {
      for (const [key, out] of this.orderStreams) {
        if (a.by === 'side' && key === a.side) out.push(`answer ${JSON.stringify(answer)}`);
        const status = `orders ${JSON.stringify(this.host.orders.ofSide({ kind: 'player', side: key }, key))}`;
        if (status !== [...out].reverse().find((m) => m.startsWith('orders '))) out.push(status);
      }
    }
  }

  /**
   * Every open prompt answered: the hidden side's observers by `choose` (attempt or forego), the watched
   * side's (`watched`) always by an attempt, so both games answer them alike; hold fire, the first tied target.
   */
  answerPrompts(choose: () => boolean, watched?: string): void {
    for (let guard = 0; guard < 40; guard++) {
      const p = sequenceOf(this.host.current).prompts[0];
      if (!p) return;
      if (p.kind === 'panic-target') this.act({ by: 'umpire', command: { type: 'panic/choose-target', manId: p.moverId, targetId: p.candidates[0]! } });
      else if (p.kind === 'opportunity') this.act({ by: 'umpire', command: { type: 'opportunity/hold', promptId: p.id } });
      else {
        const e = p.pending[0]!;
        const hidden = this.host.current.men[e.observerId]?.side !== watched;
        const forego = hidden && choose() && this.act({ by: 'umpire', command: { type: 'observe/forego', observerId: e.observerId, promptId: p.id } });
        if (!forego && !this.act({ by: 'umpire', command: { type: 'observe/attempt', observerId: e.observerId, targetId: p.moverId } })) return;
      }
    }
  }

  /**
   * What else of the game a side is handed, serialised, as it stood after the first `upTo` events: its
   * replay (the frames of every event as the side saw it then, a repeat of the frame before left out: what
   * stepping through it shows), its export (`sideFile`, the file a side's after-action report is built
   * from) and its Data Log (Case 38.1, built from its view as its window builds it).
   */
  sideRecords(side: string, upTo: number): { replay: readonly string[]; exported: string; log: string } {
    const replay: string[] = [];
    let last: PlayerView | undefined;
    for (let seq = 0; seq <= upTo; seq++) {
      last = this.host.replayAt({ kind: 'umpire' }, seq, { kind: 'side', side }).view as PlayerView;
      // The map, the same object in every frame, is compared once (in the export).
      const frame = JSON.stringify({ ...last, map: null });
      if (frame !== replay.at(-1)) replay.push(frame);
    }
    const view = last!;
    const log = dataLog({ side: view.side, men: view.ownMen, ...(view.sequence ? { plots: view.sequence.ownPlots } : {}) });
    return { replay, exported: canonicalJson(JSON.parse(JSON.stringify(sideFile(this.file(upTo), side)))), log: JSON.stringify(log) };
  }

  /** The game as an exported file holds it (its setup and first `upTo` live events), for `sideFile`. */
  private file(upTo: number): GameFile {
    const events = this.host.liveEvents().slice(0, upTo).map((e, i) => ({ seq: i + 1, kind: 'game' as const, type: e.type, payload: e as unknown as Record<string, never>, dice: null, createdAt: 'now', revertedBy: null }));
    return { initial: this.host.initialState, events, audit: [], sides: [], result: null } as unknown as GameFile;
  }

  stream(w: Watch): readonly string[] {
    return this.streams.get(watchKey(w)) ?? [];
  }

  close(): void {
    for (const s of this.stops.splice(0)) s();
  }

  private watch(w: Watch): void {
    const out: string[] = [];
    this.streams.set(watchKey(w), out);
    const caller: Caller = { kind: 'player', side: w.side };
    if (w.kind === 'orders') {
      this.orderStreams.set(w.side, out);
      return;
    }
    if (w.kind === 'side') {
      // As a transport does: the view on connecting, then every push.
      out.push(JSON.stringify(this.host.playerView(caller, w.side, w.manId)));
      this.stops.push(this.host.subscribePlayer(caller, w.side, (v) => out.push(JSON.stringify(v)), w.manId));
      return;
    }
    const screen = new SharedScreen(this.host);
    screen.handOver(w.side);
    screen.reveal();
    out.push(JSON.stringify(screen.current()));
    this.stops.push(screen.subscribe((p) => out.push(JSON.stringify(p))));
  }
}

export const watchKey = (w: Watch): string => `${w.kind}:${w.side}:${w.kind === 'side' ? (w.manId ?? '') : ''}`;

/**
 * What a side's men know, read from the whole state independently of any
 * projection: the turn and Phase, its own men (squares, posture, condition,
 * Task Points), what they observe, and the prompts that ask them (not whom
 * about). While two games agree on it, the side's streams must agree too.
 */
export function sideKnows(state: GameState, side: string): string {
  const own = Object.values(state.men).filter((m) => m.side === side);
  const seq = sequenceOf(state);
  const ids = new Set(own.map((m) => m.id));
  return JSON.stringify({
    turn: state.turn,
    phase: state.phase,
    started: state.scenario?.started ?? null,
    men: own,
    turns: own.map((m) => manTurnOf(state, m.id)),
    knowledge: own.map((m) => state.knowledge[m.id] ?? null),
    initiative: seq.initiative ?? null,
    // Which side chooses next is open play (Cases 6.22, 6.23: a side passes, or says it has no man left to act).
    toAct: sideToAct(state) ?? null,
    passed: seq.passedSides,
    // The prompts that ask its men, in order (Cases 7.52, 10.71, 14.22): not their game-wide ids, nor the prompts asking the enemy.
    asked: seq.prompts.flatMap((p): unknown[] => (p.kind === 'panic-target' ? (ids.has(p.moverId) ? [{ panic: p.moverId }] : []) : p.pending.some((e) => ids.has(e.observerId)) ? [p.pending.filter((e) => ids.has(e.observerId))] : [])),
    ownMines: state.mines?.laid.filter((m) => m.side === side) ?? [],
  });
}

// ------------------------------------------------ Raid on Entebbe, set-up

export const entebbe = scenarioInSetup('39-raid-on-entebbe', 'j', { optionalRules: ['22'], mines: [{ side: 'ugandans', type: 'anti-personnel', count: 4 }] });
const ugandans = Object.values(entebbe.men).filter((m) => m.side === 'ugandans').map((m) => m.id);
const israeli = Object.values(entebbe.men).find((m) => m.side === 'israelis')!.id;
const zoneSquares: Square[] = entebbe.map.zones.flatMap((z) => z.squares);
const anySquare = fc.record({ col: fc.integer({ min: 1, max: entebbe.map.width }), row: fc.integer({ min: 1, max: entebbe.map.height }) });

/** The Ugandans' secret set-up (Case 38.4, Section 22.0) and the umpire placing the hostages (Case 39.43). */
const ugandanSecret: fc.Arbitrary<Act> = fc.oneof(
  fc.record({ manId: fc.constantFrom(...ugandans), square: fc.constantFrom(...zoneSquares) }).map((params): Act => ({ by: 'side', side: 'ugandans', action: 'deploy', params })),
  anySquare.map((square): Act => ({ by: 'side', side: 'ugandans', action: 'placeMine', params: { mineType: 'anti-personnel', square } })),
  fc.integer({ min: 1, max: 4 }).map((n): Act => ({ by: 'side', side: 'ugandans', action: 'removeMine', params: { mineId: `mine-${n}` } })),
  fc.record({ objectId: fc.constantFrom('hostage-group-1', 'hostage-group-2'), square: anySquare }).map((c): Act => ({ by: 'umpire', command: { type: 'setup/place-object', ...c } })),
);

export const ISRAELI_WATCHES: readonly Watch[] = [{ kind: 'side', side: 'israelis' }, { kind: 'side', side: 'israelis', manId: israeli }, { kind: 'screen', side: 'israelis' }];

export const entebbeSetupPair = fc.tuple(fc.array(ugandanSecret, { maxLength: 14 }), fc.array(ugandanSecret, { maxLength: 14 }));

