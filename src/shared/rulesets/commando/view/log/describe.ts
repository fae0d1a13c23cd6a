import type { GameEvent, GameEventType } from '../../model/events';
import type { LogNames } from './names';
import { CORE_SENTENCES } from './sentences-core';
import { FIRE_SENTENCES } from './sentences-fire';
import { MINE_WIRE_SENTENCES } from './sentences-mines-wire';
import { LIVE_WIRE_SENTENCES } from './sentences-live-wire';
import { FLAME_SENTENCES } from './sentences-flame';
import { LAUNCHER_SENTENCES } from './sentences-launchers';
import { ANTITANK_SENTENCES } from './sentences-antitank';
import { SATCHEL_SENTENCES } from './sentences-satchel';
import { SEARCHLIGHT_SENTENCES } from './sentences-searchlights';
import { ILLUMINATION_SENTENCES } from './sentences-illumination';
import { DOG_SENTENCES } from './sentences-dogs';
import { MOUNT_SENTENCES } from './sentences-mounts';
import { SCENARIO_SENTENCES } from './sentences-scenario';
import { CLIMBING_SENTENCES } from './sentences-climbing';
import { UNDERWATER_SENTENCES } from './sentences-underwater';
import { VEHICLE_SENTENCES } from './sentences-vehicles';
import { ARTILLERY_SENTENCES } from './sentences-artillery';
import type { Sentences } from './sentence-types';

/**
 * The log in words: one sentence per event — who, what, from where to where,
 * Task Points, the dice as rolled with their purpose, the outcome and the
 * Case. Every event kind has its writer (the `Sentences` type names them all;
 * log.test.ts walks GAME_EVENT_TYPES).
 */
export const SENTENCES: Sentences = { ...CORE_SENTENCES, ...FIRE_SENTENCES, ...SCENARIO_SENTENCES, ...MINE_WIRE_SENTENCES, ...LIVE_WIRE_SENTENCES, ...FLAME_SENTENCES, ...LAUNCHER_SENTENCES, ...SEARCHLIGHT_SENTENCES, ...ILLUMINATION_SENTENCES, ...CLIMBING_SENTENCES, ...DOG_SENTENCES, ...UNDERWATER_SENTENCES, ...MOUNT_SENTENCES, ...VEHICLE_SENTENCES, ...ARTILLERY_SENTENCES, ...ANTITANK_SENTENCES, ...SATCHEL_SENTENCES };

export interface LogLine {
  readonly kind: GameEventType;
  readonly text: string;
  /** Every man the event names (for the filter by man). */
  readonly men: readonly string[];
}

const MAN_FIELDS = ['manId', 'observerId', 'targetId', 'firerId', 'actorId', 'entrantId', 'byManId', 'bridgeManId', 'boosterId', 'partnerId', 'plotterId', 'fromId', 'ownerId', 'dogId', 'handlerId'] as const;

/** The men an event names, by its id fields and its lists of targets, hits and occupants. */
export function menOf(e: GameEvent): string[] {
  const out = new Set<string>();
  const r = e as unknown as Readonly<Record<string, unknown>>;
  for (const f of MAN_FIELDS) if (typeof r[f] === 'string') out.add(r[f]);
  const lists: readonly unknown[] = [r['targets'], r['hits'], r['occupants'], r['observerIds']];
  for (const l of lists) {
    if (!Array.isArray(l)) continue;
    for (const x of l as unknown[]) {
      if (typeof x === 'string') out.add(x);
      else if (x && typeof x === 'object') {
        const o = x as Readonly<Record<string, unknown>>;
        for (const k of ['targetId', 'manId']) if (typeof o[k] === 'string') out.add(o[k]);
      }
    }
  }
  if (e.type === 'prompt-raised') out.add(e.prompt.moverId);
  return [...out];
}

/** One event as a sentence. */
export function describeEvent(e: GameEvent, names: LogNames): LogLine {
  const write = SENTENCES[e.type] as (e: GameEvent, n: LogNames) => string;
  return { kind: e.type, text: write(e, names), men: menOf(e) };
}

/** A resolution — the events one command caused — as its sentences, in order. */
export function describeResolution(events: readonly GameEvent[], names: LogNames): LogLine[] {
  return events.map((e) => describeEvent(e, names));
}
