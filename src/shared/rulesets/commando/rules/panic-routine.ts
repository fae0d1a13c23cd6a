/**
 * The panic routine (Case 14.2): what a panicked man is made to do.
 *
 * - `panicFire` (Cases 14.22, 14.23, 14.34): whom he fires at (or throws his
 *   prepared grenade at): the nearest observed Enemy man, the opportunity
 *   firer who shot at him, or — after a second failed check with no Enemy
 *   observed — the nearest Friendly man in his LOS; else he is poised.
 * - `panicMove` (Cases 14.24–14.28, 14.33): his forced route. Away from the
 *   nearest observed Enemy man along the Scatter Diagram's eight directions
 *   (or a rolled direction, Case 14.26); along walls (1D6: even right, odd
 *   left); out through a door he runs past (1D6 odd) to fall prone beyond;
 *   never through a window or slit; out of a building by the nearest door
 *   first (Case 14.25); stopped by an Enemy man's square (14.28) or two
 *   Friendly men (14.28); steadied by a passed check on a newly observed man
 *   (14.27). Every step is priced by `movement.ts`, and he never spends more
 *   Task Points than he has. His directions are panic-directions.ts, the
 *   windows, slits and doors he meets panic-terrain.ts.
 *
 * Rulings: docs/rulings/panic-and-preservation.md.
 */
import type { DiceRoll } from './dice-codes';
import { rollDice } from './dice-codes';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { GameMap, Square } from '../../../map/map-model';
import { onMap, terrainAt } from '../../../map/map-model';
import type { Breakdown } from '../../../kernel/breakdown';
import type { LosContext } from './line-of-sight';
import { hasLineOfSight } from './line-of-sight';
import type { Mover, MovementTables } from './movement-tables';
import { fallProneAtEndCost } from './move-plan';
import { MOVEMENT_TABLES } from './movement-tables';
import { squareName, stepTaskPoints } from './movement';
import type { PanicCheckResult, PanicSubject, PanicTables } from './panic';
import { panicCheck } from './panic';
import { range } from './range';
import type { Occupancy } from './stacking';
import { EMPTY_OCCUPANCY } from './stacking';
import type { CommandoTables } from '../tables/index';
import { DEFAULT_COMMANDO_TABLES } from '../tables/index';
import type { Compass } from '../tables/grenade-accuracy';
import { alongWall, compassToward, opposite, rollDirection, stepOf } from './panic-directions';
import { INTERIOR, linesOn, nearestExit, panicMovementTables } from './panic-terrain';

/** A man somewhere on the map, as the routine needs him. */
export interface Figure {
  readonly id: string;
  readonly square: Square;
  readonly posture: 'erect' | 'prone';
}

/** The nearest of `men` by Case 8.11 range, all of them if tied (owning Player's choice, Case 14.22). */
export function nearest<T extends { readonly square: Square }>(from: Square, men: readonly T[]): { readonly men: readonly T[]; readonly range: number } | undefined {
  let best = Number.POSITIVE_INFINITY;
  let out: T[] = [];
  for (const m of men) {
    const r = range(from, m.square);
    if (r < best) [best, out] = [r, [m]];
    else if (r === best) out.push(m);
  }
  return out.length > 0 ? { men: out, range: best } : undefined;
}

// ---------------------------------------------------------------------------
// Fire (Cases 14.22, 14.23, 14.34)

export interface PanicFireInput {
  readonly map: GameMap;
  readonly man: Figure;
  /** What he holds ready: a fire weapon, or a grenade he throws instead (Case 14.23). */
  readonly prepared: 'fire-weapon' | 'grenade';
  /** Enemy men he has observed. */
  readonly observedEnemies: readonly Figure[];
  /** Other Friendly men on the map (for the second failure of Case 14.22). */
  readonly friends: readonly Figure[];
  /** The Enemy man whose opportunity fire caused this check: he counts as the nearest (Case 14.34). */
  readonly opportunityFirerId?: string;
  /** He has already engaged in a combat task this Task Execution Phase (Case 14.34). */
  readonly engagedInCombatTask?: boolean;
  /** For the second check of Case 14.22. */
  readonly subject: PanicSubject;
  readonly los?: LosContext;
}

export type PanicFireOrder =
  | {
      readonly kind: 'fire';
      readonly at: 'enemy' | 'friend';
      /** Equally near candidates: the owning Player picks one (Case 14.22) with `panic/choose-target` (engine/panic-choice.ts). */
      readonly candidates: readonly string[];
      readonly range: number;
      readonly how: 'fire' | 'throw-grenade';
      /** "thereafter, the man may fall prone" (Case 14.22). */
      readonly mayFallProneAfter: true;
      readonly caseRef: string;
      readonly text: string;
      readonly secondCheck?: PanicCheckResult;
    }
  | {
      readonly kind: 'poised';
      /** `anyone`: the first man, Enemy (once observed) or Friendly, who moves into his LOS; `enemy`: the first Enemy man he may fire at (Case 14.22). */
      readonly against: 'anyone' | 'enemy';
      readonly mayFallProneAfter: true;
      readonly caseRef: 'Case 14.22';
      readonly text: string;
      readonly secondCheck: PanicCheckResult;
    }
  | { readonly kind: 'fall-prone'; readonly caseRef: 'Case 14.34'; readonly text: string };

/** The "fire" result of Case 14.42, resolved to a target (Cases 14.22, 14.23, 14.34). The fire itself is `fire-combat.ts`'s. */
export function panicFire(input: PanicFireInput, dice: DiceSource, tables: PanicTables = DEFAULT_COMMANDO_TABLES): PanicFireOrder {
  const how = input.prepared === 'grenade' ? 'throw-grenade' : 'fire';
  const verb = how === 'fire' ? 'fires his prepared weapon' : 'throws his prepared grenade (Case 14.23)';
  if (input.opportunityFirerId !== undefined && input.engagedInCombatTask) {
    return { kind: 'fall-prone', caseRef: 'Case 14.34', text: 'Case 14.34: he has already engaged in a combat task this Phase, so "fire" is treated as "fall prone".' };
  }
  const firer = input.observedEnemies.find((e) => e.id === input.opportunityFirerId);
  if (firer) {
    const r = range(input.man.square, firer.square);
    return { kind: 'fire', at: 'enemy', candidates: [firer.id], range: r, how, mayFallProneAfter: true, caseRef: 'Case 14.34', text: `Case 14.34: he ${verb} at ${firer.id}, the man who fired on him, counted the nearest Enemy man.` };
  }
  const enemy = nearest(input.man.square, input.observedEnemies);
  if (enemy) {
    const ids = enemy.men.map((m) => m.id);
    const choice = ids.length > 1 ? ` (equidistant: owning Player’s choice of ${ids.join(', ')})` : '';
    return { kind: 'fire', at: 'enemy', candidates: ids, range: enemy.range, how, mayFallProneAfter: true, caseRef: 'Case 14.22', text: `Case 14.22: he ${verb} at the nearest observed Enemy man, range ${enemy.range}${choice}.` };
  }
  const second = panicCheck(input.subject, dice, { trigger: 'second-check-no-enemy', rollResult: false }, tables);
  if (!second.panicked) {
    return { kind: 'poised', against: 'enemy', mayFallProneAfter: true, caseRef: 'Case 14.22', secondCheck: second, text: 'Case 14.22: he has observed no Enemy man and passes the second check: he is poised to deliver opportunity fire at the first Enemy man at whom he may fire.' };
  }
  const seen = input.friends.filter((f) => f.id !== input.man.id && hasLineOfSight(input.map, input.man, f, input.los));
  const friend = nearest(input.man.square, seen);
  if (friend) {
    const ids = friend.men.map((m) => m.id);
    return { kind: 'fire', at: 'friend', candidates: ids, range: friend.range, how, mayFallProneAfter: true, caseRef: 'Case 14.22', secondCheck: second, text: `Case 14.22: he fails the second check and ${verb} at the nearest Friendly man in his LOS, range ${friend.range}${ids.length > 1 ? ` (owning Player’s choice of ${ids.join(', ')})` : ''}.` };
  }
  return { kind: 'poised', against: 'anyone', mayFallProneAfter: true, caseRef: 'Case 14.22', secondCheck: second, text: 'Case 14.22: he fails the second check with no Friendly man in LOS: he is poised to fire at the first man, Enemy (once observed) or Friendly, who moves into his LOS.' };
}

// ---------------------------------------------------------------------------
// Move (Cases 14.24–14.28, 14.33)

export interface PanicMoveInput {
  readonly map: GameMap;
  readonly square: Square;
  readonly mover: Mover;
  /** The Task Points he has left: all of them for a first-task panic, the remainder after opportunity fire (Case 14.33). */
  readonly taskPoints: number;
  /** Squares of the Enemy men he has observed. */
  readonly observedEnemies: readonly Square[];
  /** Who is where, from his side's point of view (Cases 7.41, 7.44). */
  readonly occupancy?: Occupancy;
  /** Enemy men he observes once out of a building (Case 14.25); default `observedEnemies`. */
  readonly observedFrom?: (square: Square) => readonly Square[];
  /** Entering `square`, does he observe a man he had not observed before? The engine resolves the observation (Section 8.0). Case 14.27. */
  readonly newlyObserves?: (square: Square) => boolean;
  /** His panic percentage's inputs, for the check of Case 14.27 (needed with `newlyObserves`). */
  readonly subject?: PanicSubject;
  /** Which of equally near Enemy men sets his direction (owning Player's choice); default the first. */
  readonly nearestChoice?: number;
  /** Squares a scenario puts off limits (Case 46.43's swimming pool): he meets them as impassable terrain. */
  readonly offLimits?: (square: Square) => boolean;
  readonly movementTables?: MovementTables;
  readonly tables?: PanicTables & Pick<CommandoTables, 'scatterDiagram'>;
}

export type PanicMoveEnd =
  /** The next step costs more than he has left; the rest are spent standing (Case 14.24: "he expends all Task Points"). */
  | 'out-of-task-points'
  /** Walls all round: he can step no way the rules send him. */
  | 'boxed-in'
  /** He ran through a door and falls prone in the next square (Case 14.24). */
  | 'through-door'
  /** He entered an Enemy man's square: hand-to-hand combat next Game-Turn (Cases 14.28, 7.44). */
  | 'enemy-square'
  /** Two Friendly men in the way: he falls prone in the square in front of them (Case 14.28). */
  | 'two-friends'
  /** He passed the check on a newly observed man and falls prone at once (Case 14.27). */
  | 'steadied';

export interface PanicMoveStep {
  readonly from: Square;
  readonly to: Square;
  readonly cost: number;
}

export interface PanicMoveResult {
  /** His squares from the start to the end, both included. */
  readonly route: readonly Square[];
  readonly steps: readonly PanicMoveStep[];
  /** Task Points spent moving; never more than `taskPoints`. */
  readonly spent: number;
  readonly end: PanicMoveEnd;
  /** `must`: the rules make him fall prone (Cases 14.24 door, 14.27, 14.28); `may`: he may, as his last task (Case 14.24). */
  readonly fallProne: 'must' | 'may';
  /** Its price (Case 7.6: free when short of Task Points). */
  readonly fallProneCost: Breakdown;
  /** Task Points spent moving plus falling prone, if he does; never more than `taskPoints`. */
  readonly forfeited: number;
  readonly dice: readonly DiceRoll[];
  readonly checks: readonly PanicCheckResult[];
  /** Every decision, with its Case, in order. */
  readonly log: readonly string[];
}


type Probe = { readonly ok: true; readonly cost: number } | { readonly ok: false };

/** Case 14.2 "move": the route the panicked man runs. */
export function panicMove(input: PanicMoveInput, dice: DiceSource): PanicMoveResult {
  const { map, mover } = input;
  const baseTables = input.movementTables ?? MOVEMENT_TABLES;
  const mt = panicMovementTables(baseTables);
  const tables = input.tables ?? DEFAULT_COMMANDO_TABLES;
  const occupancy = input.occupancy ?? EMPTY_OCCUPANCY;
  const budget = Math.max(0, Math.floor(input.taskPoints));
  const rolls: DiceRoll[] = [];
  const checks: PanicCheckResult[] = [];
  const log: string[] = [];
  const steps: PanicMoveStep[] = [];
  let pos = input.square;
  let spent = 0;

  const probe = (from: Square, d: Compass): Probe => {
    const to = stepOf(from, d);
    if (!onMap(map, to) || input.offLimits?.(to) === true) return { ok: false };
    const c = stepTaskPoints(map, from, to, mover, mt);
    return typeof c === 'number' ? { ok: true, cost: c } : { ok: false };
  };

  /** One step of `cost` to the adjacent `to`; returns an end, or undefined to keep running. */
  const stepTo = (to: Square, cost: number, caseRef: string): PanicMoveEnd | undefined => {
    const occ = occupancy(to);
    if (occ.friendly >= mt.stackingLimit.value) {
      log.push(`Case 14.28: ${squareName(to)} holds two Friendly men; he falls prone in ${squareName(pos)}, in front of them`);
      return 'two-friends';
    }
    if (cost > budget - spent) {
      log.push(`${caseRef}: the step to ${squareName(to)} costs ${cost} Task Points, only ${budget - spent} remain; he has spent all he can`);
      return 'out-of-task-points';
    }
    steps.push({ from: pos, to, cost });
    spent += cost;
    pos = to;
    if (occ.enemyActive) {
      log.push(`Case 14.28: he runs into ${squareName(to)}, held by an Enemy man: in his desperation he will attempt hand-to-hand combat next Game-Turn (Case 7.44: his movement ends)`);
      return 'enemy-square';
    }
    if (occ.friendly > 0) log.push(`Case 14.28: a Friendly man in ${squareName(to)}, no effect on either man`);
    if (input.newlyObserves?.(to)) {
      if (!input.subject) throw new RangeError('Case 14.27: a panic check on a newly observed man needs the man’s panic subject');
      const c = panicCheck(input.subject, dice, { trigger: 'newly-observed-while-fleeing', rollResult: false }, tables);
      checks.push(c);
      if (c.roll) rolls.push(c.roll);
      log.push(...c.log);
      if (!c.panicked) {
        log.push(`Case 14.27: he passes the check on a newly observed man and falls prone at once in ${squareName(to)}`);
        return 'steadied';
      }
      log.push('Case 14.27: he fails it and keeps running');
    }
    return undefined;
  };

  const take = (d: Compass): PanicMoveEnd | undefined => {
    const p = probe(pos, d);
    return p.ok ? stepTo(stepOf(pos, d), p.cost, 'Case 14.24') : 'boxed-in';
  };

  const finish = (end: PanicMoveEnd): PanicMoveResult => {
    const must = end === 'through-door' || end === 'two-friends' || end === 'steadied';
    const fallProneCost = fallProneAtEndCost(mover, budget - spent, end === 'enemy-square', baseTables);
    return {
      route: [input.square, ...steps.map((s) => s.to)],
      steps,
      spent,
      end,
      fallProne: must ? 'must' : 'may',
      fallProneCost,
      forfeited: budget - spent,
      dice: rolls,
      checks,
      log,
    };
  };

  // Case 14.25: inside a building he makes for the nearest door (a window only if there is none).
  if (INTERIOR.has(terrainAt(map, pos).terrain)) {
    const exit = nearestExit(map, pos, mover, occupancy, mt, baseTables);
    if (!exit) {
      log.push('Case 14.25: no door or window leads out of his building by any route open to him');
      return finish('boxed-in');
    }
    log.push(`Case 14.25: inside a building, he makes for the nearest ${exit.via} (${squareName(exit.route[exit.route.length - 1]!)} outside)`);
    for (let i = 1; i < exit.route.length; i++) {
      const to = exit.route[i]!;
      const cost = stepTaskPoints(map, pos, to, mover, exit.tables);
      if (typeof cost !== 'number') return finish('boxed-in');
      const end = stepTo(to, cost, 'Case 14.25');
      if (end) return finish(end);
    }
  }

  // Direction: away from the nearest observed Enemy man (Case 14.24), else rolled (Case 14.26).
  const enemies = steps.length > 0 ? (input.observedFrom?.(pos) ?? input.observedEnemies) : input.observedEnemies;
  const near = nearest(pos, enemies.map((square) => ({ square })));
  let primary: Compass | undefined;
  if (near) {
    const pick = near.men[Math.min(Math.max(0, input.nearestChoice ?? 0), near.men.length - 1)]!;
    const toward = compassToward(pos, pick.square);
    if (toward) {
      primary = opposite(toward);
      log.push(`Case 14.24: the nearest observed Enemy man (${squareName(pick.square)}, range ${near.range}) lies ${toward.toUpperCase()}; he runs ${primary.toUpperCase()}`);
    }
  }
  primary ??= rollDirection(dice, tables, rolls, log);

  let heading: Compass = primary;
  let wallSide: Compass | undefined;
  let stepsSinceDeflection = 0;
  for (let guard = 0; guard < 10_000; guard++) {
    if (wallSide && stepsSinceDeflection > 0) {
      const beyond = stepOf(pos, wallSide);
      const through = probe(pos, wallSide);
      const open = through.ok;
      // A door he could not afford to pass is no choice: he runs on without a roll.
      const door = through.ok && through.cost <= budget - spent && linesOn(map, pos, beyond).includes('door');
      if (door) {
        const r = rollDice('1D6', dice, 'Case 14.24 door while running along a wall');
        rolls.push(r);
        if (r.total % 2 === 1) {
          log.push(`Case 14.24: he comes to a door; 1D6 = ${r.total} (odd): he runs through it and falls prone in the next square`);
          const end = take(wallSide);
          return finish(end ?? 'through-door');
        }
        log.push(`Case 14.24: he comes to a door; 1D6 = ${r.total} (even): he keeps running along the wall`);
      } else if (open && !linesOn(map, pos, beyond).includes('door')) {
        log.push(`Case 14.24: past the end of the wall at ${squareName(pos)}, he runs ${primary.toUpperCase()} again`);
        heading = primary;
        wallSide = undefined;
      }
    }
    if (probe(pos, heading).ok) {
      const end = take(heading);
      if (end) return finish(end);
      stepsSinceDeflection++;
      continue;
    }
    // He runs into a wall or other impassable terrain (or the map edge).
    const along = alongWall(heading, (d) => probe(pos, d).ok);
    const ways = [along.right, along.left].map((d) => probe(pos, d));
    if (!ways.some((w) => w.ok && w.cost <= budget - spent)) {
      // Nothing to roll for: neither way along the obstacle is open to him, or he cannot pay for either.
      const open = ways.some((w) => w.ok);
      log.push(`Case 14.24: running ${heading.toUpperCase()} he meets a wall or impassable terrain at ${squareName(pos)}; ${open ? `he has ${budget - spent} Task Points, too few to run along it` : 'both ways along it are closed'}`);
      return finish(open ? 'out-of-task-points' : 'boxed-in');
    }
    const r = rollDice('1D6', dice, 'Case 14.24 ran into a wall: right (even) or left (odd)');
    rolls.push(r);
    const first = r.total % 2 === 0 ? along.right : along.left;
    const other = r.total % 2 === 0 ? along.left : along.right;
    const chosen = probe(pos, first).ok ? first : probe(pos, other).ok ? other : undefined;
    log.push(
      `Case 14.24: running ${heading.toUpperCase()} he meets a wall or impassable terrain at ${squareName(pos)}; 1D6 = ${r.total} (${r.total % 2 === 0 ? 'even: right' : 'odd: left'}, ${first.toUpperCase()})` +
        (chosen === undefined ? '; both ways along it are closed' : chosen !== first ? `; that way is closed, so he runs ${chosen.toUpperCase()}` : ''),
    );
    if (chosen === undefined) return finish('boxed-in');
    heading = chosen;
    wallSide = along.wallSide;
    stepsSinceDeflection = 0;
  }
  return finish('boxed-in');
}
