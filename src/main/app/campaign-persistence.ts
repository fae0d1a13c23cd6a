import { randomBytes } from 'node:crypto';
import type { DiceSource } from '@shared/dice/dice-source';
import { SeededDice } from '@shared/dice/seeded-dice';
import type { GameEvent } from '@shared/game/events';
import type { GameState } from '@shared/game/state';
import type { Database } from '../db/driver';
import { createRepositories, type Repositories } from '../db/repositories/index';
import type { EventStore } from '../host/game-host';
import type { GamePersistence } from './sightline-app';

/**
 * A game kept in the campaign database: its committed events are replayed on
 * open, new ones are appended together with the seeded dice's new state in
 * one transaction, so a crash can never leave dice and log out of step.
 */
export function campaignGamePersistence(db: Database, databasePath: string, gameId: string): GamePersistence {
  const repos = createRepositories(db);
  return {
    databasePath,
    open(): { events: readonly GameEvent[]; store: EventStore; dice: DiceSource } {
      const game = repos.games.get(gameId);
      if (!game) throw new Error(`Game ${gameId} is not in ${databasePath}.`);
      const rng = repos.games.rngState(gameId);
      const dice = rng ? SeededDice.fromState(JSON.parse(rng)) : SeededDice.fromSeed(randomBytes(16).toString('hex'));
      const events = repos.events.listLive(gameId).map((stored) => toGameEvent(stored.type, stored.payload, stored.dice));
      const store: EventStore = {
        append(batch) {
          db.transaction(() => {
            repos.events.append(
              gameId,
              batch.map((e) => ({ type: e.type, payload: withoutDice(e), ...(e.dice ? { dice: e.dice.map((d) => ({ ...d, faces: [...d.faces] })) } : {}) })),
            );
            repos.games.setRngState(gameId, JSON.stringify(dice.state()));
          })();
        },
      };
      return { events, store, dice };
    },
    close() {
      db.close();
    },
  };
}

/** Finds the campaign's game of a bundled scenario, or sets one up with a fresh secret seed. */
export function ensureGame(repos: Repositories, campaignId: string, scenario: { id: string; name: string; initial: GameState }): string {
  repos.scenarios.installBundled([{ id: scenario.id, ruleset: 'commando', name: scenario.name, scenario: { kind: 'demo', gameId: scenario.initial.gameId } }]);
  const existing = repos.games.list(campaignId).find((g) => g.scenarioId === scenario.id && (g.status === 'active' || g.status === 'setup'));
  if (existing) return existing.id;
  const seed = SeededDice.fromSeed(randomBytes(16).toString('hex'));
  const game = repos.games.create({ campaignId, scenarioId: scenario.id, diceMode: 'seeded', rngState: JSON.stringify(seed.state()) });
  repos.games.setStatus(game.id, 'active');
  return game.id;
}

function withoutDice(e: GameEvent): Record<string, unknown> {
  const { dice: _dice, ...rest } = e;
  return rest as Record<string, unknown>;
}

const KNOWN_EVENTS = new Set<string>(['man-placed', 'enemy-observed', 'sight-lost']);

function toGameEvent(type: string, payload: Record<string, unknown>, dice: GameEvent['dice'] | null): GameEvent {
  if (!KNOWN_EVENTS.has(type) || payload.type !== type) {
    throw new Error(`Stored event of type "${type}" is not one this Sightline knows; the database may be from a newer version.`);
  }
  return { ...payload, ...(dice ? { dice } : {}) } as unknown as GameEvent;
}
