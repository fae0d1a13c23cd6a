/**
 * Structures (buildings and groups of them a scenario names, Case 38.42's
 * features) as invertible map edits.
 */
import { onMap, sameSquare, type GameMap, type Square, type Structure } from '@shared/map/map-model';
import { appendSquares, squareKey, type EditOp } from './operations';

export function nextStructureId(map: GameMap): string {
  const used = new Set(map.structures.map((s) => s.id));
  let n = map.structures.length + 1;
  while (used.has(`structure-${n}`)) n++;
  return `structure-${n}`;
}

export function createStructureOp(map: GameMap, squares: readonly Square[], name?: string, id = nextStructureId(map)): EditOp | undefined {
  if (!id || map.structures.some((s) => s.id === id)) return undefined;
  const list = appendSquares(map, [], squares);
  const n = map.structures.length + 1;
  return { kind: 'structure', index: map.structures.length, after: { id, name: name ?? `Structure ${n}`, squares: list } };
}

export function structureIndex(map: GameMap, id: string): number {
  return map.structures.findIndex((s) => s.id === id);
}

export function renameStructureOp(map: GameMap, id: string, name: string): EditOp | undefined {
  const index = structureIndex(map, id);
  const before = map.structures[index];
  if (!before || before.name === name) return undefined;
  return { kind: 'structure', index, before, after: { ...before, name } };
}

export function deleteStructureOp(map: GameMap, id: string): EditOp | undefined {
  const index = structureIndex(map, id);
  return index >= 0 ? { kind: 'structure', index, before: map.structures[index]! } : undefined;
}

export function structureSquaresOp(map: GameMap, id: string, squares: readonly Square[], add: boolean): EditOp | undefined {
  const index = structureIndex(map, id);
  const before = map.structures[index];
  if (!before) return undefined;
  const keys = new Set(squares.filter((s) => onMap(map, s)).map(squareKey));
  const next = add ? appendSquares(map, before.squares, squares) : before.squares.filter((s) => !keys.has(squareKey(s)));
  return next.length === before.squares.length ? undefined : { kind: 'structure', index, before, after: { ...before, squares: next } };
}

export function structureAt(map: GameMap, sq: Square): Structure | undefined {
  for (let i = map.structures.length - 1; i >= 0; i--) {
    const s = map.structures[i]!;
    if (s.squares.some((q) => sameSquare(q, sq))) return s;
  }
  return undefined;
}
