import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SeededDice } from '@shared/kernel/dice/seeded-dice';
import { parseMap } from '@shared/map/map-schema';
import { loadScenario } from '@shared/rulesets/commando/scenarios/load-scenario';
import { createGame, type CreateGameOptions } from '@shared/rulesets/commando/scenarios/setup-game';
import type { DiceSource } from '@shared/kernel/dice/dice-source';
import { runByFolding } from '@shared/kernel/ruleset';
import { commandoRuleset, type CommandoRuleset } from '@shared/rulesets/commando';
import type { Command } from '@shared/rulesets/commando/model/commands';
import type { GameState } from '@shared/rulesets/commando/model/state';
import { openCampaignFile } from '../../app/campaign-persistence';
import { DEMO_GAME_ID, trainingGroundState } from '../../app/demo-game';
import type { GamePersistence } from '../../app/sightline-app';
import type { Database } from '../../db/driver';
import { GameHost, type HostOptions } from '../game-host';
import type { GameLog } from '../game-log';

import type { CommandoHost } from '../../app/commando-host';
export type { CommandoHost };

/** Commando with another `decide` (a test's stand-in); `run` decides with it and folds each event once. */
export function withDecide(decide: CommandoRuleset['decide'], evolve: CommandoRuleset['evolve'] = commandoRuleset.evolve): CommandoRuleset {
  return { ...commandoRuleset, decide, evolve, run: (state, command, dice) => runByFolding({ decide, evolve }, state, command, dice) };
}

export const UMPIRE = { kind: 'umpire' } as const;
export const place = (manId: string, col: number, row: number): Command => ({ type: 'umpire/place-man', manId, square: { col, row } });
export const observe = (observerId: string, targetId: string): Command => ({ type: 'umpire/record-observation', observerId, targetId });
export const loseSight = (observerId: string, targetId: string): Command => ({ type: 'umpire/lose-sight', observerId, targetId });

/**
 * Commando's rules, except that placing a man first rolls a magazine check
 * (1D10, Case 10.62) and a d6, recorded in the event: a stand-in for the
 * ruleset's dice-rolling commands while they are being written.
 */
export const rollingRuleset: CommandoRuleset = withDecide((state, command, dice) => {
  if (command.type !== 'umpire/place-man') return commandoRuleset.decide(state, command, dice);
  const check = dice.roll({ die: 'd10', purpose: 'Case 10.62 magazine check' });
  const extra = dice.roll({ die: 'd6', purpose: 'Case 4.0 test roll' });
  const r = commandoRuleset.decide(state, command, dice);
  if (!r.ok) return r;
  return {
    ok: true,
    value: r.value.map((e) => ({
      ...e,
      dice: [
        { purpose: 'Case 10.62 magazine check', mode: dice.mode, faces: [check] },
        { purpose: 'Case 4.0 test roll', mode: dice.mode, faces: [extra] },
      ],
    })),
  };
});

export interface OpenedHost {
  host: CommandoHost;
  db: Database;
  file: string;
  gameId: string;
  persistence: GamePersistence;
  log: GameLog;
  dice: DiceSource;
  initial: GameState;
}

/** Opens (or creates) the training ground in the campaign file `file`, behind a host. */
export async function openHost(file: string, options: HostOptions & { readonly ruleset?: CommandoRuleset } = {}): Promise<OpenedHost> {
  const initial = trainingGroundState();
  const opened = await openCampaignFile(file, { id: DEMO_GAME_ID, name: initial.scenarioName, initial });
  const game = opened.persistence.open(opened.initial);
  if (!game.log) throw new Error('campaign persistence must give a log');
  const access = opened.persistence.campaign!();
  return {
    host: new GameHost(options.ruleset ?? commandoRuleset, opened.initial, game.dice, game.log, options),
    db: access.db,
    file,
    gameId: access.gameId,
    persistence: opened.persistence,
    log: game.log,
    dice: game.dice,
    initial: opened.initial,
  };
}

export const dbFile = (dir: string, name = 'campaign.sqlite') => join(dir, name);

/** Every row of every table, in a stable order: equal dumps mean an unchanged database. */
export function dumpDatabase(db: Database): string {
  const tables = db.prepare<[], { name: string }>(`SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`).all();
  const out: string[] = [];
  for (const { name } of tables) {
    const rows = db.prepare(`SELECT * FROM "${name}"`).all() as Record<string, unknown>[];
    out.push(`## ${name}`, ...rows.map((r) => JSON.stringify(r)).sort());
  }
  const seq = db.prepare(`SELECT name, seq FROM sqlite_sequence ORDER BY name`).all();
  out.push('## sqlite_sequence', JSON.stringify(seq));
  return out.join('\n');
}

const assets = fileURLToPath(new URL('../../../../assets/', import.meta.url));

/** A bundled scenario (e.g. "39-raid-on-entebbe", map "j") in set-up, as Section 38.0 creates it. */
export function scenarioInSetup(file: string, mapLetter: string, options: Pick<CreateGameOptions, 'optionalRules' | 'mines'> = { optionalRules: [] }): GameState {
  const loaded = loadScenario(JSON.parse(readFileSync(join(assets, 'scenarios', `${file}.json`), 'utf8')), `${file}.json`);
  if (!loaded.ok) throw new Error(loaded.errors.map((e) => e.message).join('; '));
  const map = parseMap(JSON.parse(readFileSync(join(assets, 'maps', `${mapLetter}.json`), 'utf8')));
  if (!map.ok) throw new Error(`map ${mapLetter} does not parse`);
  const g = createGame(loaded.scenario, map.map, { gameId: `${file}-test`, endurance: 'standard', ...options }, SeededDice.fromSeed(7));
  if (!g.ok) throw new Error(g.error.map((e) => e.message).join('; '));
  return g.value.state;
}
