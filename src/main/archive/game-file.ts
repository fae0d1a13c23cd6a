import { z } from 'zod';
import type { GameEvent } from '@shared/rulesets/commando/model/events';
import type { GameState, SideInfo } from '@shared/rulesets/commando/model/state';
import { projectView, type PlayerView } from '@shared/rulesets/commando/view/view';
import type { Database } from '../db/driver';
import { createRepositories } from '../db/repositories/index';
import { commandoRuleset, type CommandoRuleset } from '@shared/rulesets/commando';
import { canonicalJson } from './canonical-json';

/** What of the ruleset the file needs: folding its events. */
type Folding = Pick<CommandoRuleset, 'evolve'>;

/**
 * The game file: one self-contained JSON document per game — the scenario
 * as it was set up, the sides and their players, the setup state, every
 * event (live and reverted, rewind records included) with its dice, the
 * audit trail and the result. Never the dice seed or RNG state.
 *
 * Written with `canonicalJson`, so export → import → export gives the same
 * bytes. A side's file (`kind: 'side'`) holds only that side's projection
 * timeline and cannot be imported.
 */
export const GAME_FILE_FORMAT = 'sightline-game';
export const SIDE_FILE_FORMAT = 'sightline-side-view';
export const GAME_FILE_SCHEMA_VERSION = 1;

/** Caps on every string and collection of a game file, so no field can carry 100 MB (the whole file is capped by the transport). */
export const GAME_FILE_CAPS = { name: 200, text: 100_000, sides: 16, players: 100, events: 500_000, audit: 500_000, rulings: 1_000, payload: 256 * 1024, detail: 4 * 1024 * 1024, scenario: 1_000_000, options: 64 * 1024, initial: 32 * 1024 * 1024 } as const;

/** A JSON object of at most `max` characters once written out. */
const jsonRecord = (max: number) =>
  z.record(z.string().max(GAME_FILE_CAPS.name), z.json()).check((ctx) => {
    const size = JSON.stringify(ctx.value).length;
    if (size > max) ctx.issues.push({ code: 'custom', message: `is ${size} characters of JSON; at most ${max}`, input: ctx.value });
  });
const isoText = z.string().min(1).max(64);
const name = z.string().max(GAME_FILE_CAPS.name);

const DIE_SIDES = { d6: 6, d10: 10, d12: 12, d20: 20 } as const;

const recordedDice = z
  .array(
    z
      .object({
        purpose: z.string().min(1).max(GAME_FILE_CAPS.name),
        mode: z.enum(['seeded', 'scripted', 'physical']),
        faces: z.array(z.object({ die: z.enum(['d6', 'd10', 'd12', 'd20']), face: z.number().int().min(1).max(20) }).strict().refine((f) => f.face <= DIE_SIDES[f.die], { message: 'the face is more than the die has sides' })).max(1_000),
      })
      .strict(),
  )
  .max(1_000)
  .nullable();

const eventRow = z
  .object({
    seq: z.number().int().min(1),
    kind: z.enum(['game', 'rewind']),
    type: z.string().min(1).max(200),
    payload: jsonRecord(GAME_FILE_CAPS.payload),
    dice: recordedDice,
    createdAt: isoText,
    revertedBy: z.number().int().min(1).nullable(),
  })
  .strict();

const auditRow = z
  .object({ seq: z.number().int().min(1).nullable(), kind: z.string().min(1).max(100), detail: jsonRecord(GAME_FILE_CAPS.detail), createdAt: isoText })
  .strict();

const sideResult = z.object({ outcome: z.enum(['win', 'loss', 'draw']), level: name.nullable(), casualties: z.number().int().min(0).max(100_000) }).strict();

const square = z.object({ col: z.number().int(), row: z.number().int() }).strict();
const manCore = z
  .object({
    id: name,
    side: z.string().max(100),
    name,
    square: square.optional(),
    posture: z.string().max(100),
    endurance: z.number().int().min(0).max(10_000),
    wounds: z.number().int().min(0).max(10_000),
    condition: z.string().max(100),
    weapons: z.array(z.string().max(100)).max(100),
  })
  .loose();
const sideCore = z.object({ id: z.string().min(1).max(100), name, mode: z.enum(['commando', 'defending', 'none']), observationCode: z.string().max(10) }).loose();

const initialState = z
  .object({
    gameId: name,
    sides: z.array(sideCore).max(GAME_FILE_CAPS.sides),
    men: z.record(name, manCore).check((ctx) => {
      if (Object.keys(ctx.value).length > 10_000) ctx.issues.push({ code: 'custom', message: 'has more than 10000 men', input: ctx.value });
    }),
    map: z.object({}).loose(),
    version: z.number().int().min(0),
  })
  .loose()
  .check((ctx) => {
    const size = JSON.stringify(ctx.value).length;
    if (size > GAME_FILE_CAPS.initial) ctx.issues.push({ code: 'custom', message: `is ${size} characters of JSON; at most ${GAME_FILE_CAPS.initial}`, input: ctx.value });
  });

export const gameFileSchema = z
  .object({
    format: z.literal(GAME_FILE_FORMAT),
    schemaVersion: z.literal(GAME_FILE_SCHEMA_VERSION),
    kind: z.literal('umpire'),
    game: z
      .object({
        id: z.string().min(1).max(200),
        status: z.enum(['setup', 'active', 'finished', 'abandoned']),
        diceMode: z.enum(['seeded', 'physical', 'scripted']),
        options: jsonRecord(GAME_FILE_CAPS.options),
        createdAt: isoText,
        finishedAt: isoText.nullable(),
      })
      .strict(),
    scenario: z.object({ id: z.string().min(1).max(200), name: name.min(1), ruleset: z.string().min(1).max(100), copy: jsonRecord(GAME_FILE_CAPS.scenario) }).strict(),
    sides: z.array(
      z
        .object({
          side: z.string().min(1).max(100),
          name,
          players: z.array(z.object({ id: z.string().min(1).max(200), name: name.trim().min(1) }).strict()).max(GAME_FILE_CAPS.players),
        })
        .strict(),
    ).max(GAME_FILE_CAPS.sides),
    initial: initialState,
    events: z.array(eventRow).max(GAME_FILE_CAPS.events),
    audit: z.array(auditRow).max(GAME_FILE_CAPS.audit),
    result: z
      .object({
        turnsPlayed: z.number().int().min(0).max(100_000),
        rulings: z.array(z.string().max(GAME_FILE_CAPS.text)).max(GAME_FILE_CAPS.rulings),
        notes: z.string().max(GAME_FILE_CAPS.text),
        finishedAt: isoText,
        sides: z.record(z.string().max(100), sideResult),
      })
      .strict()
      .nullable(),
  })
  .strict();

export type GameFile = z.infer<typeof gameFileSchema>;
export type GameFileEvent = GameFile['events'][number];

/** Reads a game out of the campaign database as a game file (no RNG state: it is not even selected). */
export function exportGameFile(db: Database, gameId: string, fallbackInitial?: GameState): GameFile {
  const repos = createRepositories(db);
  const game = repos.games.get(gameId);
  if (!game) throw new Error(`Game ${gameId} is not in this campaign database; nothing was exported.`);
  const initial = (repos.snapshots.latestAtOrBefore(gameId, 0)?.state as unknown as GameState | undefined) ?? fallbackInitial;
  if (!initial) throw new Error(`Game ${gameId} has no stored setup (snapshot 0); open it once in Sightline before exporting.`);
  const bySide = new Map<string, { id: string; name: string }[]>();
  for (const s of game.sides) {
    const list = bySide.get(s.side) ?? [];
    list.push({ id: s.playerId, name: s.playerName });
    bySide.set(s.side, list);
  }
  const sideIds = [...new Set([...initial.sides.map((s) => s.id), ...bySide.keys()])];
  const result = repos.results.get(gameId);
  const finishedRow = db.prepare<[string], { createdAt: string; finishedAt: string | null }>(`SELECT created_at AS createdAt, finished_at AS finishedAt FROM games WHERE id = ?`).get(gameId)!;
  return {
    format: GAME_FILE_FORMAT,
    schemaVersion: GAME_FILE_SCHEMA_VERSION,
    kind: 'umpire',
    game: { id: game.id, status: game.status, diceMode: game.diceMode, options: game.options, createdAt: finishedRow.createdAt, finishedAt: finishedRow.finishedAt },
    scenario: { id: game.scenarioId, name: game.scenarioName, ruleset: game.ruleset, copy: game.scenario },
    sides: sideIds.map((side) => ({
      side,
      name: initial.sides.find((s) => s.id === side)?.name ?? side,
      players: (bySide.get(side) ?? []).slice().sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
    })),
    initial: JSON.parse(JSON.stringify(initial)) as GameFile['initial'],
    events: repos.events.listAll(gameId).map((e) => ({
      seq: e.seq,
      kind: e.kind,
      type: e.type,
      payload: e.payload,
      dice: e.dice ? e.dice.map((d) => ({ purpose: d.purpose, mode: d.mode, faces: d.faces.map((f) => ({ die: f.die, face: f.face })) })) : null,
      createdAt: e.createdAt,
      revertedBy: e.revertedBy,
    })),
    audit: repos.audit.list(gameId).map((a) => ({ seq: a.seq, kind: a.kind, detail: a.detail, createdAt: a.createdAt })),
    result: result
      ? {
          turnsPlayed: result.turnsPlayed,
          rulings: [...result.rulings],
          notes: result.notes,
          finishedAt: result.finishedAt,
          sides: Object.fromEntries(Object.entries(result.outcome).map(([side, r]) => [side, { outcome: r.outcome, level: r.level, casualties: r.casualties }])),
        }
      : null,
  };
}

/** The file's text: canonical JSON and a final newline. */
export function gameFileText(file: unknown): string {
  return canonicalJson(file) + '\n';
}

/** A stored event row as the ruleset's event (its dice put back in). */
export function fileEventToGameEvent(e: GameFileEvent): GameEvent {
  return { ...e.payload, ...(e.dice ? { dice: e.dice } : {}) } as unknown as GameEvent;
}

export function liveFileEvents(file: GameFile): GameEvent[] {
  return file.events.filter((e) => e.kind === 'game' && e.revertedBy === null).map(fileEventToGameEvent);
}

// ------------------------------------------------------------------ side files

export interface SideTimelineEntry {
  /** 0 is the setup; then one step per change the side's window showed. */
  readonly step: number;
  readonly turn: number;
  readonly phase: string;
  readonly ownMen: PlayerView['ownMen'];
  readonly enemies: PlayerView['enemies'];
}

export interface SideFile {
  readonly format: typeof SIDE_FILE_FORMAT;
  readonly schemaVersion: typeof GAME_FILE_SCHEMA_VERSION;
  readonly kind: 'side';
  readonly side: SideInfo;
  readonly scenarioName: string;
  readonly players: readonly { readonly name: string }[];
  readonly map: PlayerView['map'];
  readonly timeline: readonly SideTimelineEntry[];
  readonly result: null | {
    readonly turnsPlayed: number;
    readonly outcome: Readonly<Record<string, { readonly outcome: 'win' | 'loss' | 'draw'; readonly level: string | null }>>;
    readonly ownCasualties: readonly { readonly manId: string; readonly name: string; readonly condition: string; readonly wounds: number }[];
  };
}

/**
 * What one side saw, and nothing else: its window's projection after every
 * live event that changed it (no seqs, no event count, no reverted branches,
 * no enemy it never observed, no umpire's rulings), its own players and
 * casualties, and the outcome.
 */
export function sideFile(file: GameFile, sideId: string, ruleset: Folding = commandoRuleset): SideFile {
  const initial = file.initial as unknown as GameState;
  const side = initial.sides.find((s) => s.id === sideId);
  if (!side) throw new Error(`No side "${sideId}" in this game (sides: ${initial.sides.map((s) => s.id).join(', ')}).`);
  const timeline: SideTimelineEntry[] = [];
  let lastKey = '';
  const push = (state: GameState) => {
    const view = projectView(state, { kind: 'side', side: sideId });
    const entry = { turn: view.turn, phase: view.phase, ownMen: view.ownMen, enemies: view.enemies };
    const key = canonicalJson(JSON.parse(JSON.stringify(entry)));
    if (key === lastKey) return;
    lastKey = key;
    timeline.push({ step: timeline.length, ...(JSON.parse(key) as Omit<SideTimelineEntry, 'step'>) });
  };
  let state = initial;
  push(state);
  for (const e of liveFileEvents(file)) {
    state = ruleset.evolve(state, e);
    push(state);
  }
  const finish = [...file.audit].reverse().find((a) => a.kind === 'finish');
  const casualties = Array.isArray(finish?.detail.casualties) ? (finish.detail.casualties as { manId: string; name: string; side: string; condition: string; wounds: number }[]) : [];
  return {
    format: SIDE_FILE_FORMAT,
    schemaVersion: GAME_FILE_SCHEMA_VERSION,
    kind: 'side',
    side: JSON.parse(JSON.stringify(side)) as SideInfo,
    scenarioName: initial.scenarioName,
    players: (file.sides.find((s) => s.side === sideId)?.players ?? []).map((p) => ({ name: p.name })),
    map: JSON.parse(JSON.stringify(initial.map)) as PlayerView['map'],
    timeline,
    result: file.result
      ? {
          turnsPlayed: file.result.turnsPlayed,
          outcome: Object.fromEntries(Object.entries(file.result.sides).map(([s, r]) => [s, { outcome: r.outcome, level: r.level }])),
          ownCasualties: casualties.filter((c) => c.side === sideId).map((c) => ({ manId: c.manId, name: c.name, condition: c.condition, wounds: c.wounds })),
        }
      : null,
  };
}

export function fileNameFor(file: GameFile, side?: string, extension = 'json'): string {
  const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'game';
  return `${slug(file.scenario.name)}-${slug(file.game.id)}${side ? `-${slug(side)}` : ''}.sightline.${extension}`;
}
