/**
 * A flamethrower explodes (Cases 17.31–17.35): after all his fires (Case
 * 17.31) it blasts every man within two squares (Case 17.32) — 2D6-2, at least
 * one, to its wielder, 3D6 to another man in his square, 2D6 adjacent, 1D6 two
 * squares away (Case 17.33); each man it wounds checks panic, doubled and 10
 * added (Case 17.34, in follow-ups.ts); another flamethrower within the
 * Explosion Radius explodes on a 50% roll (Case 17.35) and blasts in turn. The
 * exploded flamethrower stays with its man, broken until repaired (Case 17.36).
 * Rulings: docs/rulings/flamethrowers.md FL4, FL5, FL9, FL10.
 */
import { RecordingDice } from '../../../kernel/dice/recording-dice';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { Square } from '../../../map/map-model';
import { onMap } from '../../../map/map-model';
import type { FlameBlastHit, GameEvent } from '../model/events';
import type { GameState, ManState } from '../model/state';
import { conditionOf } from '../model/state';
import { rollDice } from '../rules/dice-codes';
import { blastExposure } from '../rules/grenade-blast';
import { hasLineOfSight } from '../rules/line-of-sight';
import { range } from '../rules/range';
import { woundCondition } from '../rules/wounds';
import type { FlamethrowerNumbers } from '../tables/flamethrowers';
import { armamentOf } from './carried-weapons';
import { carriesFlamethrower } from './flamethrower-fire';
import { remainingTaskPoints } from './task-points';
import { tablesOf } from './game-tables';

type Fold = (s: GameState, e: GameEvent) => GameState;


/** An unbroken flamethrower the man carries (Case 17.35: only one that can still explode). */
export function liveFlamethrowerOf(state: GameState, man: ManState): string | undefined {
  const broken = state.flamethrowers?.broken ?? {};
  return armamentOf(man).weapons.find((w) => w.kind === 'flamethrower' && broken[w.id] === undefined)?.id;
}

/** The squares of the Explosion Radius on the map (Case 17.32), for the maps. */
export function blastSquares(map: GameState['map'], at: Square, n: Pick<FlamethrowerNumbers, 'explosionRadius'>): Square[] {
  const r = n.explosionRadius.value;
  const out: Square[] = [];
  for (let dr = -r; dr <= r; dr++) {
    for (let dc = -r; dc <= r; dc++) {
      const sq = { col: at.col + dc, row: at.row + dr };
      if (onMap(map, sq) && range(at, sq) <= r) out.push(sq);
    }
  }
  return out;
}

/** Who the blast reaches and with what (Cases 17.32–17.33; ruling FL4: walls shield as for a grenade next door, a clear line two squares out). */
function exposureOf(state: GameState, wielder: ManState, at: Square, m: ManState): { code: string; halved: boolean; reason: string } | undefined {
  const r = range(at, m.square!);
  if (r > tablesOf(state).flamethrowers.explosionRadius.value) return undefined;
  // "2D6-2 … to any flamethrower wielder (because of asbestos suit)": the exploding one's and any other's (ruling FL4).
  if (m.id === wielder.id || carriesFlamethrower(m)) return { code: tablesOf(state).flamethrowers.wielderDamage.value, halved: false, reason: `${m.id === wielder.id ? 'The wielder' : 'A flamethrower wielder'}, in his asbestos suit (Case 17.33).` };
  if (r === 0) return { code: tablesOf(state).flamethrowers.sameSquareDamage.value, halved: false, reason: 'In the wielder’s square (Case 17.33).' };
  if (r === 1) {
    const e = blastExposure(state.map, at, [{ id: m.id, square: m.square!, posture: m.posture }], tablesOf(state))[0]!;
    if (!e.affected) return undefined;
    return { code: tablesOf(state).flamethrowers.adjacentDamage.value, halved: e.halved, reason: `Adjacent (Case 17.33). ${e.reason}` };
  }
  if (!hasLineOfSight(state.map, { square: at, posture: 'erect' }, { square: m.square!, posture: m.posture })) return undefined;
  return { code: tablesOf(state).flamethrowers.twoAwayDamage.value, halved: false, reason: 'Two squares away, nothing blocking between (Case 17.33; ruling FL4).' };
}

/**
 * The explosion of `weaponId` carried by `man`: the `flamethrower-exploded` event, the blast with its wounds, and any
 * flamethrower it sets off (Case 17.35), each folded before the next. `done` holds weapons already exploded.
 */
export function flamethrowerExplosion(state: GameState, manId: string, weaponId: string, rolls: readonly number[], dice: DiceSource, fold: Fold, caseRef = 'Case 17.31', done: Set<string> = new Set()): GameEvent[] {
  const man = state.men[manId];
  if (!man?.square || done.has(weaponId)) return [];
  done.add(weaponId);
  const at = man.square;
  const exploded: GameEvent = {
    type: 'flamethrower-exploded',
    manId,
    weaponId,
    rolls,
    armament: armamentOf(man),
    summary: [
      caseRef === 'Case 17.35'
        ? `Case 17.35: caught in another flamethrower's Explosion Radius, this one explodes too (1D100 = ${rolls.join(', ')})`
        : `Case 17.31: 1D100 = ${rolls.join(', ')} in the flamethrower's explosion range (Table 10.81 note †): it explodes after all its fires`,
      'Case 17.36: broken until a man spends 135 Task Points repairing it; after that it explodes on 91–00',
    ],
    caseRef,
  };
  const events: GameEvent[] = [exploded];
  let s = fold(state, exploded);
  const rec = new RecordingDice(dice);
  const hits: FlameBlastHit[] = [];
  const wounds: GameEvent[] = [];
  const near = Object.values(s.men).filter((m) => m.square && m.condition !== 'dead' && range(at, m.square) <= tablesOf(state).flamethrowers.explosionRadius.value);
  for (const m of near) {
    const ex = exposureOf(s, man, at, m);
    if (!ex) continue;
    const roll = rollDice(ex.code, rec, `Case 17.33 flamethrower explosion on ${m.name}`);
    const points = ex.halved ? Math.floor(roll.total / 2) : roll.total;
    const totalWounds = m.wounds + Math.max(0, points);
    const condition = conditionOf(woundCondition({ endurance: Math.max(1, m.endurance), woundPoints: totalWounds }));
    const out = condition === 'dead' || condition === 'incapacitated';
    hits.push({ manId: m.id, range: range(at, m.square!), code: ex.code, woundPoints: points, reason: ex.halved ? `${ex.reason} Halved (Case 11.43).` : ex.reason, ...(points > 0 && !out ? { panicCheckDue: { caseRef: 'Case 17.34' } } : {}) });
    if (points > 0) {
      wounds.push({ type: 'man-wounded', manId: m.id, woundPoints: points, totalWounds, condition, taskPointsLost: out ? remainingTaskPoints(s, m.id) : 0, caseRef: condition === 'dead' ? 'Case 9.0' : 'Case 17.33' });
    }
  }
  const blast: GameEvent = {
    type: 'flame-blast',
    manId,
    weaponId,
    square: at,
    squares: blastSquares(s.map, at, tablesOf(state).flamethrowers),
    hits,
    summary: hits.map((h) => `${s.men[h.manId]?.name ?? h.manId}, range ${h.range}: ${h.code} → ${h.woundPoints} Wound Point${h.woundPoints === 1 ? '' : 's'}. ${h.reason}`),
    caseRef: 'Case 17.33',
    dice: rec.take(),
  };
  for (const e of [blast, ...wounds]) {
    events.push(e);
    s = fold(s, e);
  }
  // Case 17.35: every other live flamethrower in the Explosion Radius, 50% each, nearest first.
  const others = Object.values(s.men)
    .filter((m) => m.square && m.id !== manId && range(at, m.square) <= tablesOf(state).flamethrowers.explosionRadius.value)
    .sort((a, b) => range(at, a.square!) - range(at, b.square!) || (a.id < b.id ? -1 : 1));
  for (const o of others) {
    const w = liveFlamethrowerOf(s, o);
    if (!w || done.has(w)) continue;
    const r2 = new RecordingDice(dice);
    const roll = rollDice('1D100', r2, 'Case 17.35 another flamethrower in the Explosion Radius');
    const chain: GameEvent = { type: 'flamethrower-chain-roll', manId: o.id, weaponId: w, roll: roll.total, exploded: roll.total <= tablesOf(state).flamethrowers.chainExplosionPercent.value, caseRef: 'Case 17.35', dice: r2.take() };
    events.push(chain);
    s = fold(s, chain);
    if (!chain.exploded) continue;
    const more = flamethrowerExplosion(s, o.id, w, [roll.total], dice, fold, 'Case 17.35', done);
    for (const e of more) {
      events.push(e);
      s = fold(s, e);
    }
  }
  return events;
}
