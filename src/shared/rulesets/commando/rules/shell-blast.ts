/**
 * What a tank or artillery shell does where it lands (Section 23.0 procedure
 * "Fire"; Diagram 8; Cases 23.38, 28.32–28.33): barbed wire and walls on the
 * sides of the destination square are destroyed; every man (and horse, dog)
 * within the diagram's five squares is struck — 1D100 at or under the
 * square's kill percentage kills him, otherwise he takes the square's dice
 * in Wound Points. A man is "only partially affected by shells when inside
 * buildings" (Case 23.38): walls shield and apertures halve as for a grenade
 * (Case 11.41, 11.43; ruling AR4). Mines in the square are set off by the
 * engine (engine/shell-blast.ts). Pure: the engine turns this into events.
 * Rulings: docs/rulings/artillery.md.
 */
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { GameMap, LineFeature, LineTerrain, Square } from '../../../map/map-model';
import { sideKey } from '../../../map/map-model';
import { rollDice } from './dice-codes';
import { blastShield } from './explosives';
import type { ManNearBlast } from './grenade-blast';
import type { LineTables } from './grenade-geometry';
import type { GrenadeRoll } from './grenade-scatter';
import { recordRoll } from './grenade-scatter';
import type { CommandoTables } from '../tables';
import { DEFAULT_COMMANDO_TABLES } from '../tables';
import { diagramCellAt, diagramKey, DIAGRAM_CENTRE } from '../tables/shell-tables';

export type ShellBlastTables = LineTables & Pick<CommandoTables, 'tankDamageDiagram'>;

/** Ruling AR5: the lines a shell destroys on its square's sides — walls and every kind of wire; a building's own lines stand. */
export const SHELL_DESTROYS: readonly LineTerrain[] = ['wall', 'barbed-wire', 'concertina-wire', 'electrified-wire'];

export interface ShellHit {
  readonly manId: string;
  /** The Diagram 8 cell (`r<row>c<col>`). */
  readonly cell: string;
  readonly code: string;
  readonly kill: number;
  readonly killed: boolean;
  readonly wounds: number;
  readonly halved: boolean;
  readonly shielded: boolean;
  readonly reason: string;
}

export interface ShellBlastResult {
  readonly hits: readonly ShellHit[];
  readonly removedLines: readonly LineFeature[];
  readonly rolls: readonly GrenadeRoll[];
}

/** The lines on the four sides of `square` a shell there destroys (Section 23.0 "Fire"; ruling AR5). */
export function linesDestroyedAt(map: GameMap, square: Square): LineFeature[] {
  const keys = new Set(['n', 'e', 's', 'w'].map((dir) => sideKey({ col: square.col, row: square.row, dir: dir as 'n' })));
  return map.lines.filter((l) => SHELL_DESTROYS.includes(l.terrain) && keys.has(sideKey(l.side)));
}

/**
 * Diagram 8 over `landing`, against each figure in `men` (the map as it stood
 * when the shell came in: the men are struck before the walls fall). Dice in
 * order: for each man in reach and not shielded, the 1D100 kill roll, then —
 * if he lives — the square's Wound Point dice (a negative total is none).
 */
export function resolveShellBlast(map: GameMap, landing: Square, men: readonly ManNearBlast[], dice: DiceSource, tables: ShellBlastTables = DEFAULT_COMMANDO_TABLES): ShellBlastResult {
  const rolls: GrenadeRoll[] = [];
  const hits: ShellHit[] = [];
  for (const m of men) {
    const dRow = m.square.row - landing.row;
    const dCol = m.square.col - landing.col;
    const cell = diagramCellAt(tables.tankDamageDiagram, dRow, dCol);
    if (!cell) continue;
    const key = diagramKey(dRow + DIAGRAM_CENTRE, dCol + DIAGRAM_CENTRE);
    const code = cell.code.value;
    const kill = cell.kill.value;
    const shield = blastShield(map, landing, m, tables, 'Case 23.38');
    if (shield.shield) {
      hits.push({ manId: m.id, cell: key, code, kill, killed: false, wounds: 0, halved: false, shielded: true, reason: shield.shield });
      continue;
    }
    const k = rollDice('1D100', dice, `Diagram 8 kill roll for ${m.id}`);
    const killed = k.total <= kill;
    rolls.push(recordRoll('Diagram 8', `kill roll for ${m.id} (${kill}%)`, k, killed ? 'killed' : 'not killed'));
    if (killed) {
      hits.push({ manId: m.id, cell: key, code, kill, killed, wounds: 0, halved: false, shielded: false, reason: `Diagram 8 ${key}: 1D100 ${k.total} ≤ ${kill}, killed.` });
      continue;
    }
    const w = rollDice(code, dice, `Diagram 8 Wound Points for ${m.id}`);
    rolls.push(recordRoll('Diagram 8', `Wound Points for ${m.id}`, w));
    const raw = Math.max(0, w.total);
    const wounds = shield.halved ? Math.floor(raw / 2) : raw;
    const reason = `Diagram 8 ${key}: ${code} = ${w.total}${w.total < 0 ? ' (none)' : ''}${shield.halved ? ', halved through an aperture (Cases 23.38, 11.43)' : ''}.`;
    hits.push({ manId: m.id, cell: key, code, kill, killed: false, wounds, halved: shield.halved, shielded: false, reason });
  }
  return { hits, removedLines: linesDestroyedAt(map, landing), rolls };
}
