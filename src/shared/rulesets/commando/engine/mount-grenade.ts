/**
 * Case 19.34: a grenade dropped from a galloping mount. The Player states the
 * drop with the mount's move (`task/move` with `dropGrenade`: the square of the
 * route where the rider lets go); when the mount gallops through that square the
 * rider's prepared grenade falls, 1D10 is rolled (1–8: it scatters one square,
 * in the Scatter Diagram's direction of that roll; 9–10: it stays), and it
 * explodes "at the conclusion of the rider's movement" — when the mount's
 * interval ends (a follow-up of every command). Rulings HC20 in
 * docs/rulings/horses.md.
 */
import type { DiceSource } from '../../../kernel/dice/dice-source';
import { RecordingDice } from '../../../kernel/dice/recording-dice';
import { err, ok, type Result } from '../../../kernel/result';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { sameSquare } from '../../../map/map-model';
import type { CommandOf } from '../model/commands';
import type { GameEvent } from '../model/events';
import type { GameState } from '../model/state';
import { manTurnOf, sequenceOf } from '../model/state';
import { rollDice } from '../rules/dice-codes';
import { recordRoll, scatterOneSquare } from '../rules/grenade-scatter';
import { squareCode } from '../rules/grenade-geometry';
import { dropScatters } from '../rules/mounts';
import { squareName } from '../rules/movement';
import { SCATTER_DIAGRAM } from '../tables/grenade-accuracy';
import { MOUNT_NUMBERS } from '../tables/mounts';
import { armamentOf } from './carried-weapons';
import type { Folded } from './follow-ups';
import { blast, blastWounds } from './grenade-command';
import { illuminationLit } from './illumination-command';
import { firstOf } from './special-rules';
import { asInWater } from './mount-water';
import { waterState } from '../rules/underwater';
import { tablesOf } from './game-tables';

type Decided = Result<GameEvent[], RuleError>;
type Fold = (s: GameState, e: GameEvent) => GameState;
type Move = CommandOf<'task/move'>;

/** task/move with `dropGrenade` (Case 19.34); any other move goes to `decide` unchanged. */
export function decideGallopDrop(state: GameState, cmd: Move, decide: (s: GameState, c: Move) => Decided, dice: DiceSource): Decided {
  if (!cmd.dropGrenade) return decide(state, cmd);
  const { dropGrenade: drop, ...plain } = cmd;
  const mount = state.men[cmd.manId];
  const rider = mount?.mount?.riderId ? state.men[mount.mount.riderId] : undefined;
  if (!mount?.mount || !rider) return err(ruleError('mount/drop-not-riding', 'Case 19.34', 'A grenade is dropped by a rider as he and his mount gallop through a square: move a ridden mount (Case 19.34).'));
  if (!cmd.route.slice(1).some((q) => sameSquare(q, drop.square))) return err(ruleError('mount/drop-off-route', 'Case 19.34', `${squareName(drop.square)} is not a square ${mount.name} gallops through on this move (Case 19.34).`));
  // Case 36.71 with 36.85: a man riding a swimming mount is swimming, and swimming men have no grenades to use.
  const water = waterState(state.map, asInWater(state, rider));
  if (water === 'swimming' || water === 'diving') return err(ruleError('mount/drop-swimming', 'Case 36.71', `${rider.name} rides a swimming mount: swimming men never prepare or throw grenades (Cases 36.71, 36.85).`));
  const banned = firstOf(state, (p) => p.grenadeBan?.(state, rider.id));
  if (banned) return err(banned);
  const grenade = armamentOf(rider).preparedGrenades.find((g) => drop.grenade === undefined || g.type === drop.grenade);
  if (!grenade) return err(ruleError('grenade/not-prepared', 'Case 19.34', `${rider.name} holds no prepared ${drop.grenade ?? ''} grenade to drop (Cases 11.1, 19.34).`.replace('  ', ' ')));
  const turn = manTurnOf(state, rider.id);
  if (grenade.type === 'fragmentation' && turn.combatTaskDone) return err(ruleError('mount/drop-combat-task', 'Case 11.21', `${rider.name} has executed a combat task this Game-Turn; no man executes more than one (Case 11.21, ruling HC20).`));
  if (turn.grenadeThrownPhase === state.phase) return err(ruleError('mount/drop-second-grenade', 'Case 11.13', `${rider.name} has thrown or dropped a grenade this Phase; under no circumstances may a man throw two grenades in the same Phase (Case 11.13).`));
  const moved = decide(state, plain);
  if (!moved.ok) return moved;
  const at = moved.value.findIndex((e) => e.type === 'man-moved' && e.manId === mount.id && e.steps.some((s) => sameSquare(s.to, drop.square)));
  // The gallop stopped short of the square (an observation, a mine, the wire): nothing was dropped; he still holds it.
  if (at < 0) return moved;
  const rec = new RecordingDice(dice);
  const r = rollDice(MOUNT_NUMBERS.dropScatterDie.value, rec, `Case 19.34: does ${rider.name}'s dropped grenade scatter?`);
  const read = dropScatters(r.total);
  // Ruling HC20: the roll of 1–8 is itself the Scatter Diagram's direction ("the appropriate direction").
  const direction = read.scatters ? SCATTER_DIAGRAM[String(r.total) as keyof typeof SCATTER_DIAGRAM].value : undefined;
  const walk = direction ? scatterOneSquare(state.map, drop.square, direction, rec, tablesOf(state)) : { landing: drop.square, stops: [], rolls: [] };
  const summary = [
    recordRoll('Case 19.34', 'dropped grenade', r, direction ? `scatters one square ${direction.toUpperCase()} (Scatter Diagram ${r.total})` : `detonates in ${squareCode(drop.square)}, where it was dropped`).text,
    ...walk.rolls.map((x) => x.text),
    ...walk.stops.map((x) => x.reason),
  ];
  const held = armamentOf(rider).preparedGrenades;
  const armament = { ...armamentOf(rider), preparedGrenades: [...held.slice(0, held.indexOf(grenade)), ...held.slice(held.indexOf(grenade) + 1)] };
  const dropped: GameEvent = { type: 'grenade-dropped', riderId: rider.id, mountId: mount.id, grenade, square: drop.square, roll: r.total, ...(direction ? { direction } : {}), landing: walk.landing, armament, summary, caseRef: 'Case 19.34', dice: rec.take() };
  return ok([...moved.value.slice(0, at + 1), dropped, ...moved.value.slice(at + 1)]);
}

/**
 * Case 19.34 "explode at the conclusion of the rider's movement" (ruling HC20): once the mount's interval is over —
 * a mount's only task is movement (Case 19.21) — each grenade dropped from it goes off where it landed.
 */
export function droppedGrenadesExplode(sofar: Folded, dice: DiceSource, fold: Fold): Folded {
  const pending = sofar.state.mounts?.drops ?? [];
  const active = sequenceOf(sofar.state).active?.manId;
  const due = pending.filter((d) => d.mountId !== active);
  if (due.length === 0) return sofar;
  let state = sofar.state;
  const events = [...sofar.events];
  for (const d of due) {
    const rec = new RecordingDice(dice);
    const rider = state.men[d.riderId];
    const summary: string[] = [];
    let hits: GameEvent[] = [];
    let record: Extract<GameEvent, { type: 'dropped-grenade-exploded' }>['blast'];
    if (d.grenade.type === 'fragmentation') {
      const b = blast(state, d.landing, d.grenade.era, rec);
      summary.push(...b.rolls.map((x) => x.text));
      record = { code: b.code, killChance: b.killChance, men: b.men.filter((m) => m.exposure.affected).map((m) => ({ id: m.id, wounds: m.wounds, killed: m.killed, reason: m.exposure.reason })) };
      hits = blastWounds(state, b.men.filter((m) => m.wounds > 0 || m.killed).map((m) => ({ id: m.id, wounds: m.wounds, killed: m.killed })));
    } else if (d.grenade.type === 'smoke') summary.push(`Case 11.51: the smoke grenade lies in ${squareCode(d.landing)}; its pattern is made in the Bookkeeping Phase (Case 11.52)`);
    const lit = d.grenade.type === 'illumination' && rider ? illuminationLit(state, 'hand-grenade', d.landing, { side: rider.side, man: rider }) : [];
    const exploded: GameEvent = { type: 'dropped-grenade-exploded', riderId: d.riderId, mountId: d.mountId, grenade: d.grenade, landing: d.landing, ...(record ? { blast: record } : {}), summary, caseRef: 'Case 19.34', dice: rec.take() };
    for (const e of [exploded, ...hits, ...lit]) {
      events.push(e);
      state = fold(state, e);
    }
  }
  return { events, state };
}
