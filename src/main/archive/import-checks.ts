import { onMap, type GameMap } from '@shared/map/map-model';
import { parseMap, serializeMap } from '@shared/map/map-schema';
import type { GameState } from '@shared/rulesets/commando/model/state';
import { loadScenario } from '@shared/rulesets/commando/scenarios/load-scenario';
import { commandoRuleset } from '@shared/rulesets/commando';
import { fileEventToGameEvent, type GameFile } from './game-file';

/**
 * The checks an imported game file passes before anything is written, beyond
 * its shape (game-file.ts) and its references (import-game.ts): the file is
 * one game (`initial.gameId` is `game.id`), its scenario copy reads, the
 * setup matches the scenario, the map is whole, every coordinate lies on
 * it, players are each one person once, and the log replays in a sandbox
 * — folded with the ruleset and every view projected, nothing written — so
 * a game that imports also opens. Each problem is thrown as a message naming
 * the field (`initial.men.c1.square`, `sides[1].players[0].name`, `events[4]`).
 */
export function checkInDepth(file: GameFile, refuse: (message: string) => never): void {
  const initial = file.initial as unknown as GameState;
  if (initial.gameId !== file.game.id) refuse(`initial.gameId "${initial.gameId}" is not the game's id (game.id "${file.game.id}"): the setup belongs to another game`);
  checkScenarioCopy(file, initial, refuse);
  const map = checkMap(initial.map, refuse);
  checkMen(initial, refuse);
  checkPlayers(file, new Set(initial.sides.map((s) => s.id)), refuse);
  const { map: _map, ...rest } = initial;
  checkSquares(rest, 'initial', map, refuse);
  file.events.forEach((e, i) => checkSquares(e.payload, `events[${i}] (seq ${e.seq}).payload`, map, refuse));
  replayInSandbox(file, initial, map, refuse);
}

function checkScenarioCopy(file: GameFile, initial: GameState, refuse: (m: string) => never): void {
  const copy = file.scenario.copy;
  if (copy.kind === 'demo') {
    // The training ground's stand-in (campaign-persistence.ts ensureGame): no scenario file behind it.
    const keys = Object.keys(copy).sort().join(',');
    if (keys !== 'gameId,kind' || typeof copy.gameId !== 'string' || copy.gameId.length > 200) refuse('scenario.copy: a demo scenario holds only "kind" and "gameId"');
    return;
  }
  const loaded = loadScenario(copy, 'scenario.copy');
  if (!loaded.ok) refuse(`scenario.copy.${loaded.errors[0]!.path}: ${loaded.errors[0]!.message}`);
  const scenario = loaded.scenario;
  if (initial.scenario && initial.scenario.id !== file.scenario.id) refuse(`initial.scenario.id "${initial.scenario.id}" is not the game's scenario (scenario.id "${file.scenario.id}")`);
  const want = scenario.sides.map((s) => s.id).sort().join(', ');
  const have = initial.sides.map((s) => s.id).sort().join(', ');
  if (want !== have) refuse(`initial.sides (${have}) are not the sides of scenario "${file.scenario.id}" (${want})`);
}

function checkMap(map: GameMap, refuse: (m: string) => never): GameMap {
  let parsed: ReturnType<typeof parseMap>;
  try {
    parsed = parseMap(serializeMap(map));
  } catch (e) {
    refuse(`initial.map is not a whole map: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (!parsed.ok) {
    const first = parsed.errors[0]!;
    refuse(`initial.map: ${[first.where, first.field].filter(Boolean).join(' ')}: ${first.message}`);
  }
  if (map.squares.length !== map.width * map.height) refuse(`initial.map.squares has ${map.squares.length} squares; a ${map.width}×${map.height} map has ${map.width * map.height}`);
  return map;
}

function checkMen(initial: GameState, refuse: (m: string) => never): void {
  const sideIds = initial.sides.map((s) => s.id);
  if (new Set(sideIds).size !== sideIds.length) refuse(`initial.sides: a side id is listed twice (${sideIds.join(', ')})`);
  for (const [key, man] of Object.entries(initial.men)) {
    if (man.id !== key) refuse(`initial.men.${key}.id is "${man.id}"; a man's id must be his key`);
  }
}

/** NFKC, trimmed, spaces folded, lower case: "Twin", " twin " and "Ｔｗｉｎ" are one name. */
const nameKey = (name: string) => name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const FORBIDDEN_IN_NAME = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

function checkPlayers(file: GameFile, sides: ReadonlySet<string>, refuse: (m: string) => never): void {
  const byKey = new Map<string, { id: string; where: string; name: string }>();
  const nameOf = new Map<string, string>();
  file.sides.forEach((s, si) => {
    if (!sides.has(s.side)) refuse(`sides[${si}].side "${s.side}" is not a side of the game (initial.sides: ${[...sides].join(', ')})`);
    const inSide = new Set<string>();
    s.players.forEach((p, pi) => {
      const where = `sides[${si}].players[${pi}]`;
      if (inSide.has(p.id)) refuse(`${where}: player ${p.id} (${p.name}) is listed twice in side "${s.side}"`);
      inSide.add(p.id);
      if (FORBIDDEN_IN_NAME.test(p.name)) refuse(`${where}.name: a player's name may not hold control or text-direction characters`);
      const key = nameKey(p.name);
      const named = nameOf.get(p.id);
      if (named !== undefined && named !== key) refuse(`${where}.name: player ${p.id} is named "${p.name}" here and differently elsewhere in the file`);
      nameOf.set(p.id, key);
      const other = byKey.get(key);
      if (other && other.id !== p.id) refuse(`${where}.name: "${p.name}" is the same name as "${other.name}" (${other.where}) under another player id; one person is one player`);
      if (!other) byKey.set(key, { id: p.id, where, name: p.name });
    });
  });
}

const isSquare = (v: Record<string, unknown>) => typeof v.col === 'number' && typeof v.row === 'number';

/** Every {col, row} anywhere in `value` must be a square of `map`. */
function checkSquares(value: unknown, path: string, map: GameMap, refuse: (m: string) => never): void {
  if (Array.isArray(value)) {
    value.forEach((v, i) => checkSquares(v, `${path}[${i}]`, map, refuse));
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const o = value as Record<string, unknown>;
  if (isSquare(o) && !onMap(map, { col: o.col as number, row: o.row as number })) {
    refuse(`${path}: square {col: ${String(o.col)}, row: ${String(o.row)}} is not on the ${map.width}×${map.height} map`);
  }
  for (const [k, v] of Object.entries(o)) if (v !== null && typeof v === 'object') checkSquares(v, `${path}.${k}`, map, refuse);
}

/** Folds every live event with the ruleset, checking each man stays on the map, and projects every view of the end state. */
function replayInSandbox(file: GameFile, initial: GameState, map: GameMap, refuse: (m: string) => never): void {
  let state = initial;
  const project = (s: GameState, at: string) => {
    try {
      commandoRuleset.project(s, { kind: 'umpire' });
      for (const side of s.sides) commandoRuleset.project(s, { kind: 'side', side: side.id });
    } catch (e) {
      refuse(`${at}: the game would not open (its views cannot be drawn: ${e instanceof Error ? e.message : String(e)})`);
    }
  };
  project(state, 'initial');
  file.events.forEach((e, i) => {
    if (e.kind !== 'game' || e.revertedBy !== null) return;
    try {
      state = commandoRuleset.evolve(state, fileEventToGameEvent(e));
    } catch (err) {
      refuse(`events[${i}] (seq ${e.seq}, ${e.type}) cannot be replayed: ${err instanceof Error ? err.message : String(err)}`);
    }
    for (const man of Object.values(state.men)) {
      if (man.square && !onMap(map, man.square)) refuse(`events[${i}] (seq ${e.seq}) puts man ${man.id} off the map at {col: ${man.square.col}, row: ${man.square.row}}`);
    }
  });
  project(state, `events (after seq ${file.events.at(-1)?.seq ?? 0})`);
}
