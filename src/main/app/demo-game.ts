import { blankMap, type GameMap, type SquareTerrain } from '@shared/map/map-model';
import type { GameState, ManState, SideInfo } from '@shared/rulesets/commando/model/state';

/**
 * The training ground the default campaign opens with, so a new club sees a
 * map and men before any scenario is set up. It is not one of the twelve
 * Commando scenarios and says so.
 */
export const DEMO_GAME_ID = 'training-ground';

export function trainingGroundMap(): GameMap {
  const base = blankMap('training-ground', 'Training ground (demo)', 40, 64, {
    kind: 'custom',
    note: 'A demonstration map bundled with Sightline; not one of the printed Commando maps.',
  });
  const squares = base.squares.slice() as SquareTerrain[];
  const set = (col: number, row: number, t: SquareTerrain) => {
    squares[(row - 1) * base.width + (col - 1)] = t;
  };
  // A low hill in the middle, a copse of trees, a rough patch and a farmhouse.
  for (let row = 26; row <= 38; row++) for (let col = 14; col <= 26; col++) set(col, row, { terrain: 'clear', elevation: 1 });
  for (let row = 29; row <= 35; row++) for (let col = 17; col <= 23; col++) set(col, row, { terrain: 'clear', elevation: 2 });
  for (let row = 10; row <= 16; row++) {
    for (let col = 5; col <= 11; col++) set(col, row, { terrain: 'woods', elevation: 0, trees: [{ x: 0.5, y: 0.5, r: 0.3 }] });
  }
  for (let row = 44; row <= 49; row++) for (let col = 28; col <= 34; col++) set(col, row, { terrain: 'rough', elevation: 0 });
  for (let row = 52; row <= 55; row++) for (let col = 8; col <= 12; col++) set(col, row, { terrain: 'building', elevation: 0 });
  const lines: GameMap['lines'][number][] = [];
  for (let col = 8; col <= 12; col++) {
    lines.push({ side: { col, row: 52, dir: 'n' }, terrain: col === 10 ? 'door' : 'wall' });
    lines.push({ side: { col, row: 56, dir: 'n' }, terrain: col === 9 ? 'window' : 'wall' });
  }
  for (let row = 52; row <= 55; row++) {
    lines.push({ side: { col: 8, row, dir: 'w' }, terrain: 'wall' });
    lines.push({ side: { col: 13, row, dir: 'w' }, terrain: row === 54 ? 'window' : 'wall' });
  }
  return {
    ...base,
    squares,
    lines,
    zones: [{ id: 1, squares: rect(6, 50, 14, 57) }],
    structures: [{ id: 'farmhouse', name: 'Farmhouse', squares: rect(8, 52, 12, 55) }],
    entryEdges: ['north'],
  };
}

export function trainingGroundState(): GameState {
  const sides: SideInfo[] = [
    { id: 'commando', name: 'Commandos', mode: 'commando', observationCode: 'C' },
    { id: 'defender', name: 'Guards', mode: 'defending', observationCode: 'G' },
  ];
  const man = (id: string, side: string, name: string, col: number, row: number, weapons: string[]): ManState => ({
    id,
    side,
    name,
    square: { col, row },
    posture: 'erect',
    endurance: 18,
    wounds: 0,
    condition: 'fit',
    weapons,
  });
  const men: ManState[] = [
    man('c1', 'commando', 'Sgt. Hale', 18, 4, ['submachinegun', 'pistol']),
    man('c2', 'commando', 'Cpl. Moss', 20, 4, ['rifle']),
    man('c3', 'commando', 'Pte. Rook', 22, 5, ['rifle']),
    man('d1', 'defender', 'Guard Brandt', 10, 54, ['rifle']),
    man('d2', 'defender', 'Guard Keller', 30, 46, ['rifle']),
    man('d3', 'defender', 'Guard Vogt', 20, 32, ['machine pistol']),
  ];
  return {
    gameId: DEMO_GAME_ID,
    ruleset: 'commando',
    scenarioName: 'Training ground (demo)',
    map: trainingGroundMap(),
    sides,
    men: Object.fromEntries(men.map((m) => [m.id, m])),
    knowledge: {},
    turn: 1,
    phase: 'observation',
    version: 0,
  };
}

function rect(c1: number, r1: number, c2: number, r2: number): { col: number; row: number }[] {
  const out: { col: number; row: number }[] = [];
  for (let row = r1; row <= r2; row++) for (let col = c1; col <= c2; col++) out.push({ col, row });
  return out;
}
