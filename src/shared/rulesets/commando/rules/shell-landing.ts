/**
 * Where a tank or artillery shell lands (Section 23.0 procedure "Fire";
 * Cases 23.91, 23.92, 28.13, 28.23–28.25): the chance to hit the target
 * square with its breakdown, the 1D100, and on a miss the Scatter Diagram's
 * direction and the scatter distance. A shell flies: it scatters "through"
 * walls (Case 28.13), so only the map edge stops it (ruling AR3). Shared by
 * artillery (engine/artillery-*.ts) and, once Section 23.0 lands, the tank's
 * main gun. Rulings: docs/rulings/artillery.md.
 */
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { Breakdown } from '../../../kernel/breakdown';
import { BreakdownBuilder } from '../../../kernel/breakdown';
import type { GameMap, Square } from '../../../map/map-model';
import { onMap } from '../../../map/map-model';
import { rollDice } from './dice-codes';
import type { GrenadeRoll } from './grenade-scatter';
import { recordRoll, rollScatterDirection } from './grenade-scatter';
import { squareCode } from './grenade-geometry';
import type { CommandoTables } from '../tables';
import { DEFAULT_COMMANDO_TABLES } from '../tables';
import type { Compass } from '../tables/grenade-accuracy';
import { COMPASS_STEP } from '../tables/grenade-accuracy';

export type ShellTables = Pick<CommandoTables, 'tankArtilleryHit' | 'tankArtilleryScatter' | 'scatterDiagram'>;

/** Who fires: an off-map gun (Section 28.0) or a tank's main gun (Section 23.0). */
export type ShellSource = { readonly kind: 'artillery'; readonly observedTurns: number } | { readonly kind: 'tank'; readonly openedUp: boolean };

/** Case 23.91 (with Cases 28.23–28.24 for a forward-observed gun): the percentage to hit the target square. */
export function shellHitChance(source: ShellSource, tables: ShellTables = DEFAULT_COMMANDO_TABLES): Breakdown {
  const t = tables.tankArtilleryHit;
  if (source.kind === 'tank') {
    const base = source.openedUp ? t.openedUpTank : t.buttonedDownTank;
    return new BreakdownBuilder('Chance to hit the target square', { label: source.openedUp ? 'Opened Up Tank' : 'Buttoned Down Tank', caseRef: 'Case 23.91', value: base.value, provenance: base.provenance }).build();
  }
  const b = new BreakdownBuilder('Chance to hit the target square', { label: 'Artillery', caseRef: 'Case 23.91; Case 28.13', value: t.artillery.value, provenance: t.artillery.provenance });
  if (source.observedTurns > 0) {
    b.add(`Forward observed ${source.observedTurns} Game-Turn${source.observedTurns === 1 ? '' : 's'} (+${t.perObservedTurn.value}% each)`, 'Case 23.91; Cases 28.23–28.24', source.observedTurns * t.perObservedTurn.value, t.perObservedTurn.provenance);
    b.clamp(`No more than ${t.observedCap.value}%`, 'Case 28.24', 0, t.observedCap.value);
  }
  return b.build();
}

export interface ShellLanding {
  readonly target: Square;
  readonly chance: Breakdown;
  readonly hit: boolean;
  readonly scatter?: { readonly direction: Compass; readonly distance: number; readonly die: '1D10' | '1D6'; readonly stoppedAtEdge: boolean };
  /** The destination square (the target square on a hit). */
  readonly landing: Square;
  readonly rolls: readonly GrenadeRoll[];
}

/**
 * Rolls the shell in: 1D100 against the chance (Case 23.91); on a miss the
 * Scatter Diagram direction and the Case 23.92 distance — 1D10, or 1D6 for a
 * gun at 45% or more (Case 28.25). Walls do not stop it (Case 28.13); the
 * map edge does, on its last square (ruling AR3).
 */
export function landShell(map: GameMap, target: Square, chance: Breakdown, dice: DiceSource, tables: ShellTables = DEFAULT_COMMANDO_TABLES): ShellLanding {
  const hitRoll = rollDice('1D100', dice, 'Case 23.91 shell hit roll');
  const hit = hitRoll.total <= chance.final;
  const rolls: GrenadeRoll[] = [recordRoll('Case 23.91', 'shell hit roll', hitRoll, hit ? `hits ${squareCode(target)} (${chance.final}% or less)` : `misses (over ${chance.final}%)`)];
  if (hit) return { target, chance, hit, landing: target, rolls };
  const { direction, rolls: dirRolls } = rollScatterDirection(dice, 'Case 23.92', 'scatter direction', tables);
  rolls.push(...dirRolls);
  const short = chance.final >= tables.tankArtilleryHit.shortScatterFrom.value;
  const die = short ? '1D6' : '1D10';
  const caseRef = short ? 'Case 28.25' : 'Case 23.92';
  const dr = rollDice(die, dice, `${caseRef} scatter distance`);
  const distance = tables.tankArtilleryScatter[String(dr.total) as keyof CommandoTables['tankArtilleryScatter']].value;
  rolls.push(recordRoll(caseRef, 'scatter distance', dr, `${distance} square${distance === 1 ? '' : 's'}`));
  const step = COMPASS_STEP[direction];
  let landing = target;
  let stoppedAtEdge = false;
  for (let i = 0; i < distance; i++) {
    const next = { col: landing.col + step.dc, row: landing.row + step.dr };
    if (!onMap(map, next)) {
      stoppedAtEdge = true;
      break;
    }
    landing = next;
  }
  return { target, chance, hit, scatter: { direction, distance, die, stoppedAtEdge }, landing, rolls };
}
