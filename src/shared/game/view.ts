import type { GameMap, Square } from '../map/map-model';
import type { ManKnowledge, Sighting } from './knowledge';
import type { GameState, ManState, Posture, SideInfo } from './state';

/**
 * Views are computed by the host; a player window receives its projection and
 * nothing more (architecture: "secrets never leave the host"). Everything a
 * side view holds about the enemy comes from its own men's knowledge.
 */
export type Viewer = { readonly kind: 'umpire' } | { readonly kind: 'side'; readonly side: string; readonly manId?: string };

export interface UmpireView {
  readonly kind: 'umpire';
  readonly gameId: string;
  readonly scenarioName: string;
  readonly turn: number;
  readonly phase: string;
  readonly map: GameMap;
  readonly sides: readonly SideInfo[];
  readonly men: readonly ManState[];
  readonly knowledge: Readonly<Record<string, ManKnowledge>>;
  readonly version: number;
}

/** An enemy man as this side knows him: seen now, or a ghost at his last-known square. */
export interface EnemyContact {
  readonly id: string;
  readonly square: Square;
  readonly posture: Posture;
  /** Observed now by these men of the viewing side (Case 8.82); empty for a ghost. */
  readonly observedBy: readonly string[];
  readonly current: boolean;
  /** When the square was seen: the ghost's label in the player window. */
  readonly seenTurn: number;
  readonly seenPhase: string;
}

export interface PlayerView {
  readonly kind: 'player';
  readonly side: SideInfo;
  /** When the window is narrowed to one man, his id. */
  readonly manId?: string;
  readonly scenarioName: string;
  readonly turn: number;
  readonly phase: string;
  readonly map: GameMap;
  readonly ownMen: readonly ManState[];
  readonly enemies: readonly EnemyContact[];
  readonly version: number;
}

export function projectView(state: GameState, viewer: { kind: 'umpire' }): UmpireView;
export function projectView(state: GameState, viewer: { kind: 'side'; side: string; manId?: string }): PlayerView;
export function projectView(state: GameState, viewer: Viewer): UmpireView | PlayerView;
export function projectView(state: GameState, viewer: Viewer): UmpireView | PlayerView {
  if (viewer.kind === 'umpire') {
    return {
      kind: 'umpire',
      gameId: state.gameId,
      scenarioName: state.scenarioName,
      turn: state.turn,
      phase: state.phase,
      map: state.map,
      sides: state.sides,
      men: Object.values(state.men),
      knowledge: state.knowledge,
      version: state.version,
    };
  }
  const side = state.sides.find((s) => s.id === viewer.side);
  if (!side) throw new Error(`No side "${viewer.side}" in this game.`);
  const ownMen = Object.values(state.men).filter((m) => m.side === side.id);
  const eyes = viewer.manId ? ownMen.filter((m) => m.id === viewer.manId) : ownMen;
  if (viewer.manId && eyes.length === 0) throw new Error(`No man "${viewer.manId}" on side ${side.name}.`);

  // An enemy seen now is drawn where his observers see him; otherwise at the
  // latest square any of the viewing men saw him (a ghost, Case 8.84).
  const contacts = new Map<string, { latest: Sighting; seenNow?: Sighting; observedBy: string[] }>();
  for (const man of eyes) {
    const k = state.knowledge[man.id];
    if (!k) continue;
    for (const sighting of Object.values(k.lastKnown)) {
      const observing = k.observing.includes(sighting.enemyId);
      const entry = contacts.get(sighting.enemyId) ?? { latest: sighting, observedBy: [] };
      if (isLater(sighting, entry.latest)) entry.latest = sighting;
      if (observing) {
        entry.observedBy.push(man.id);
        entry.seenNow = sighting;
      }
      contacts.set(sighting.enemyId, entry);
    }
  }
  const enemies: EnemyContact[] = [...contacts.values()].map(({ latest, seenNow, observedBy }) => {
    const shown = seenNow ?? latest;
    return {
      id: shown.enemyId,
      square: shown.square,
      posture: shown.posture,
      observedBy,
      current: observedBy.length > 0,
      seenTurn: shown.turn,
      seenPhase: shown.phase,
    };
  });
  return {
    kind: 'player',
    side,
    ...(viewer.manId ? { manId: viewer.manId } : {}),
    scenarioName: state.scenarioName,
    turn: state.turn,
    phase: state.phase,
    map: state.map,
    ownMen,
    enemies,
    version: state.version,
  };
}

function isLater(a: Sighting, b: Sighting): boolean {
  return a.turn > b.turn;
}
