/**
 * A simple scripted policy that plays a skirmish game through the engine, as
 * both sides and the umpire, for the engine tests: a unit with a known enemy
 * within its group fire range fires unaimed at the nearest; any other moves
 * toward its side's goal in formation; the umpire rolls every reaction and
 * wound and mine encounter, checks spotting for observers and figures in
 * sight, and steps the bound. Every command goes through `run`: a refusal throws, naming it.
 */
import type { DiceSource } from '../../../kernel/dice/dice-source';
import { skirmishRuleset } from '../index';
import { skirmishLegalActions } from '../engine/legal-actions';
import { tableIndexOf } from '../engine/table-cache';
import type { SkirmishCommand } from '../model/commands';
import type { SkirmishEvent } from '../model/events';
import type { Figure } from '../model/figures';
import type { UnitOrder } from '../model/orders';
import type { SkirmishState } from '../model/state';
import { distance } from '../rules/geometry';
import { planMove } from '../rules/movement';
import { GROUP_FIRE_COLUMN_OF } from '../tables/bound-wiring';
import { GROUP_FIRE_COLUMN } from '../tables/group-fire';
import { decideVictory, type VictoryDecision } from '../scenarios/victory';

type Point = { readonly x: number; readonly y: number };

const STEPS = [8, 5, 3, 1.5] as const;
const SPOT_CHECKS_PER_BOUND = 30;
/** A unit fires when a known enemy is within this share of its range; farther off it closes in. */
const FIRE_WITHIN = 0.5;

const alive = (f: Figure) => f.state !== 'killed';
const rangeOf = (f: Figure) => {
  const column = GROUP_FIRE_COLUMN_OF[f.weapon.kind].value;
  return column ? GROUP_FIRE_COLUMN[column].value.maxRange : 0;
};

/** The enemy figures a unit knows of (the umpire reads its real contacts) that are still alive. */
function knownEnemies(state: SkirmishState, unitId: string): Figure[] {
  const ids = new Set((state.knowledge[unitId] ?? []).map((c) => c.figureId).filter((id): id is string => id !== null));
  return [...ids].map((id) => state.figures[id]!).filter(alive);
}

function towards(from: Point, to: Point, inches: number): Point {
  const d = distance(from, to);
  if (d <= inches) return to;
  return { x: from.x + ((to.x - from.x) * inches) / d, y: from.y + ((to.y - from.y) * inches) / d };
}

function unitOrder(state: SkirmishState, unitId: string, goal: Point): UnitOrder {
  const men = Object.values(state.figures).filter((f) => f.unitId === unitId && alive(f));
  const enemies = knownEnemies(state, unitId);
  if (men.some((f) => f.state !== 'crippled' && enemies.some((e) => distance(f.at, e.at) <= rangeOf(f) * FIRE_WITHIN))) {
    return { unitId, action: 'unaimed-fire', figures: men.map((f) => ({ figureId: f.id, mode: 'still', path: [] })) };
  }
  const cx = men.reduce((a, f) => a + f.at.x, 0) / men.length;
  const cy = men.reduce((a, f) => a + f.at.y, 0) / men.length;
  const index = tableIndexOf(state.table);
  const figures = men.map((f) => {
    if (f.state === 'pinned' || f.state === 'crippled') return { figureId: f.id, mode: 'still' as const, path: [] };
    const mine = { x: Math.min(state.table.width, Math.max(0, goal.x + (f.at.x - cx) / 2)), y: Math.min(state.table.height, Math.max(0, goal.y + (f.at.y - cy) / 2)) };
    for (const step of STEPS) {
      const to = towards(f.at, mine, step);
      if (distance(f.at, to) < 0.5) break;
      const plan = planMove(index, { figure: { id: f.id, at: f.at, posture: f.posture }, waypoints: [to], mode: 'advance', risesFromProne: f.posture === 'prone', loads: f.loads });
      if (plan.reachable) return { figureId: f.id, mode: 'advance' as const, path: [to] };
    }
    return { figureId: f.id, mode: 'still' as const, path: [] };
  });
  return { unitId, action: figures.some((f) => f.mode !== 'still') ? 'advance' : 'hold', figures };
}

/** Group fire of one unit that passed its reaction: one group per fire column, at the nearest known enemies in range. */
function fireCommands(state: SkirmishState, unitId: string): SkirmishCommand[] {
  const enemies = knownEnemies(state, unitId);
  const firers = Object.values(state.figures).filter((f) => f.unitId === unitId && f.state !== 'killed' && f.state !== 'crippled' && !f.weapon.jammed && !f.weapon.mustReload && f.lastFiredBound !== state.bound);
  const byColumn = new Map<string, Figure[]>();
  for (const f of firers) {
    const column = GROUP_FIRE_COLUMN_OF[f.weapon.kind].value;
    if (column) byColumn.set(column, [...(byColumn.get(column) ?? []), f]);
  }
  const out: SkirmishCommand[] = [];
  for (const group of byColumn.values()) {
    const reach = rangeOf(group[0]!);
    const targets = enemies.filter((e) => group.every((f) => distance(f.at, e.at) <= reach)).sort((a, b) => distance(group[0]!.at, a.at) - distance(group[0]!.at, b.at)).slice(0, 3);
    if (targets.length > 0) out.push({ type: 'fire/group', firerIds: group.map((f) => f.id), targetIds: targets.map((t) => t.id) });
  }
  return out;
}

export interface PlayedGame {
  readonly state: SkirmishState;
  readonly events: readonly SkirmishEvent[];
  readonly decision: VictoryDecision;
  readonly commands: number;
}

/** Plays bounds until the victory decision is made (or `maxBounds` are over); `goals` gives each side the point it makes for. */
export function playScripted(start: SkirmishState, goals: Readonly<Record<string, Point>>, dice: DiceSource, maxBounds = 50): PlayedGame {
  let state = start;
  const events: SkirmishEvent[] = [];
  let commands = 0;
  const run = (c: SkirmishCommand) => {
    const r = skirmishRuleset.run(state, skirmishRuleset.commandSchema.parse(c), dice);
    if (!r.ok) throw new Error(`bound ${state.bound}, ${state.step}: ${JSON.stringify(c)} refused: ${r.error.code}: ${r.error.message}`);
    events.push(...r.value.events);
    state = r.value.state;
    commands += 1;
  };
  const legal = () => skirmishLegalActions(state);
  const advance = () => run({ type: 'bound/advance' });
  for (let n = 0; n < maxBounds; n++) {
    for (const side of state.sides) {
      const units = Object.values(state.units).filter((u) => u.side === side.id && Object.values(state.figures).some((f) => f.unitId === u.id && alive(f)));
      run({ type: 'orders/submit', side: side.id, orders: units.map((u) => unitOrder(state, u.id, goals[side.id]!)) });
    }
    advance();
    for (const a of legal().actions.filter((x) => x.command.type === 'reaction/roll')) run(a.command);
    advance();
    for (const a of legal().actions.filter((x) => x.command.type === 'spot/check').slice(0, SPOT_CHECKS_PER_BOUND)) run(a.command);
    advance(); // → Movement: the moves are made
    for (const a of legal().actions.filter((x) => x.command.type === 'mines/walk')) run(a.command); // ruling SK24: a unit that walked in a mined area rolls its encounter
    advance(); // → Fire
    for (const u of Object.values(state.units)) {
      const order = state.orders[u.side]?.find((o) => o.unitId === u.id);
      if (order?.action === 'unaimed-fire' && state.reactions[u.id]?.passed) for (const c of fireCommands(state, u.id)) run(c);
    }
    advance(); // → Damage
    for (const a of legal().actions.filter((x) => x.command.type === 'damage/roll')) run(a.command);
    advance(); // → Close combat
    advance(); // → Motivation
    advance(); // motivation applied, the next bound begins
    const decision = decideVictory(state);
    if (decision.decided) return { state, events, decision, commands };
  }
  return { state, events, decision: decideVictory(state), commands };
}
