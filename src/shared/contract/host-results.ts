import type { DieFace, DieKind } from '../kernel/dice/dice-source';
import type { RecordedDice } from '../kernel/dice/recording-dice';
import type { RuleError } from '../kernel/rule-error';
import type { LoggedEvent, Tagged, ViewBase } from '../kernel/ruleset';
import type { ArchivePlayerInfo } from './catalogue';

/**
 * What the game host answers: commands, dice, undo and rewind, replay, the
 * audit and the result. Generic over a ruleset's commands, events and views
 * (contract/commando-api.ts names Commando's for the renderer).
 */
/** The die a command waits for in physical-dice mode: "Case 10.62 magazine check: roll 1D10". */
export interface DiceRequestInfo {
  readonly die: DieKind;
  readonly purpose: string;
  readonly prompt: string;
  /** How many dice had been entered for this command when this one was asked for. */
  readonly index: number;
}

/**
 * A command's outcome. `ok: false` with `dice` is not a refusal: the command
 * waits for the umpire to enter that die (its `error.code` is `dice/needed`),
 * and nothing was committed yet.
 */
export type CommandOutcome =
  /** `queued`: a side's order waits for the umpire's approval under this id (issue 15). `sent`: a side's order taken at once under this id, told alike whether it ran, was refused or waits (ruling SO12; what became of it is in the side's view and `myOrders`). `repeated`: the command's id (`commandId`) was seen before; this is the stored outcome and nothing ran again. */
  | { readonly ok: true; readonly version: number; readonly events: number; readonly seqs?: readonly number[]; readonly repeated?: true; readonly queued?: string; readonly sent?: string }
  | { readonly ok: false; readonly error: RuleError; readonly dice?: DiceRequestInfo };

/** Issue 15: whether the sides' orders run at once or wait for the umpire. */
export type OrderMode = 'immediate' | 'queue';

export interface OrderModeReport {
  readonly orderMode: OrderMode;
  readonly changed: boolean;
}

/** A side's order waiting for the umpire: the action as the window sent it and the command the ruleset made of it. */
export interface QueuedOrderInfo {
  readonly id: string;
  readonly side: string;
  readonly action: string;
  readonly params: unknown;
  readonly command: unknown;
  /** Issue 13: sent while the game waited on something the side may not know of; it runs by itself once that is over (orders at once). */
  readonly held?: boolean;
  /** The order in words, from the whole truth (the ruleset's `describe`): the umpire's eyes only. */
  readonly words?: string;
}

/** What the umpire's pushed view carries of the order queue (issue 15): enough for his console to know when to read the queue again. */
export interface OrderDeskSummary {
  readonly mode: OrderMode;
  /** The ids of the orders waiting, oldest first. */
  readonly pending: readonly string[];
}

export interface OrderQueueInfo {
  readonly mode: OrderMode;
  readonly orders: readonly QueuedOrderInfo[];
}

/** What a side is told of its own orders: as it sent them (never the command made of them), and why refused ones were refused. */
export interface SideOrdersInfo {
  readonly mode: OrderMode;
  readonly pending: readonly { readonly id: string; readonly action: string; readonly params: unknown }[];
  readonly refused: readonly { readonly id: string; readonly action: string; readonly params: unknown; readonly reason: string }[];
}

export interface PendingDiceInfo<C extends Tagged = Tagged> {
  readonly command: C;
  readonly entered: readonly DieFace[];
  readonly needed: DiceRequestInfo;
  /** The side whose own roll this die is (ruling SO15): its window asks for it too; the umpire may still type it. */
  readonly owner?: string;
}

export interface RewindOutcome {
  /** The seq of the rewind record. */
  readonly rewindSeq: number;
  /** The abandoned events; they stay in the log, marked reverted by `rewindSeq`. */
  readonly reverted: readonly number[];
  /** Per side, the abandoned events whose effect had reached that side's window. */
  readonly seenBy: Readonly<Record<string, readonly number[]>>;
  /** Abandoned events with dice that a side had already seen the effect of (flagged in the audit). */
  readonly diceSeen: readonly { readonly seq: number; readonly sides: readonly string[]; readonly dice: readonly RecordedDice[] }[];
  readonly version: number;
}

export interface DiceModeReport {
  readonly diceMode: 'seeded' | 'physical' | 'scripted';
  readonly changed: boolean;
}

export interface ReplayFrame<V extends ViewBase = ViewBase> {
  readonly seq: number;
  /** The last seq of the game's log (given when the frame was asked for by gameId). */
  readonly last?: number;
  readonly kind: 'setup' | 'game' | 'rewind';
  readonly revertedBy: number | null;
  readonly view: V;
}

export type AuditEvent<E extends LoggedEvent = LoggedEvent> =
  | {
      readonly seq: number;
      readonly kind: 'game';
      readonly type: string;
      readonly revertedBy: number | null;
      readonly dice: readonly RecordedDice[];
      readonly event: E;
      readonly createdAt: string;
      /** First seq of the command this event belongs to. */
      readonly batch: number;
    }
  | {
      readonly seq: number;
      readonly kind: 'rewind';
      readonly type: 'rewind';
      readonly revertedBy: null;
      readonly dice: readonly RecordedDice[];
      readonly fromSeq: number;
      readonly reason: string;
      readonly createdAt: string;
    };

export interface AuditEntryInfo {
  readonly id: number;
  readonly seq: number | null;
  readonly kind: string;
  readonly detail: Readonly<Record<string, unknown>>;
  readonly createdAt: string;
}

export interface AuditReport<E extends LoggedEvent = LoggedEvent> {
  readonly diceMode: 'seeded' | 'physical' | 'scripted';
  readonly status: 'setup' | 'active' | 'finished' | 'abandoned';
  readonly canRedo: boolean;
  readonly events: readonly AuditEvent<E>[];
  readonly entries: readonly AuditEntryInfo[];
}

export interface ManCasualtyInfo {
  readonly manId: string;
  readonly name: string;
  readonly side: string;
  readonly condition: string;
  readonly wounds: number;
}

export interface FinishReport {
  readonly finished: true;
  readonly sides: Readonly<Record<string, { readonly outcome: 'win' | 'loss' | 'draw'; readonly level: string | null; readonly casualties: number }>>;
  readonly turnsPlayed: number;
  readonly rulings: readonly string[];
  readonly notes: string;
  readonly casualties: readonly ManCasualtyInfo[];
  /** Who played each side, as recorded with the result. */
  readonly players?: readonly ArchivePlayerInfo[];
}

