import type { GameMap, Square } from '../map/map-model';
import type { ManKnowledge } from './knowledge';

export type Posture = 'erect' | 'prone';
export type ManCondition = 'fit' | 'seriously-wounded' | 'incapacitated' | 'dead';

export interface SideInfo {
  readonly id: string;
  readonly name: string;
  /** Case 38.2: commando (attacking) or defending mode. */
  readonly mode: 'commando' | 'defending';
  /** Case 8.71: the side's observation code letter. */
  readonly observationCode: string;
}

export interface ManState {
  readonly id: string;
  readonly side: string;
  readonly name: string;
  /** Off the map (not yet entered, or exited) when absent. */
  readonly square?: Square;
  readonly posture: Posture;
  readonly endurance: number;
  readonly wounds: number;
  readonly condition: ManCondition;
  readonly weapons: readonly string[];
}

export interface GameState {
  readonly gameId: string;
  readonly ruleset: 'commando';
  readonly scenarioName: string;
  readonly map: GameMap;
  readonly sides: readonly SideInfo[];
  readonly men: Readonly<Record<string, ManState>>;
  readonly knowledge: Readonly<Record<string, ManKnowledge>>;
  readonly turn: number;
  readonly phase: string;
  /** Number of events folded into this state. */
  readonly version: number;
}

export function menOfSide(state: GameState, side: string): ManState[] {
  return Object.values(state.men).filter((m) => m.side === side);
}

export function sideOf(state: GameState, manId: string): string | undefined {
  return state.men[manId]?.side;
}
