import { describe, expect, it } from 'vitest';
import type { GameState } from '../model/state';
import type { ManSpec } from '../test-support/engine-game';
import { mountGame, mountTable } from '../test-support/mount-game';
import { Table } from '../test-support/engine-game';
import type { DiceSource, DieFace, DieRequest } from '../../../kernel/dice/dice-source';
import type { Command } from '../model/commands';
import { manTurnOf } from '../model/state';
import { armamentOf } from './carried-weapons';
import { decide } from './dispatch';
import { legalActions } from './legal-actions';
import { squareIndex } from '../../../map/map-model';
import { sideToAct } from './sequentiality';

const sq = (col: number, row: number) => ({ col, row });

const HORSE = 'mount-1';
const MEN: ManSpec[] = [
  { id: 'a1', side: 'a', col: 10, row: 10 },
  { id: 'b1', side: 'b', col: 20, row: 20 },
];
function game(ridden: boolean): GameState {
  const s = mountGame(MEN, [{ side: 'a', kind: 'horse', col: 10, row: 10 }]);
  return { ...s, men: { ...s.men, [HORSE]: { ...s.men[HORSE]!, mount: { ...s.men[HORSE]!.mount!, ...(ridden ? { riderId: 'a1' } : { reinsHeldBy: undefined }) } } } };
}

describe('Case 19.34: grenades on horseback, preparing (grenade-command.ts)', () => {
  it('Case 19.34: preparing a grenade on horseback costs twice the chart (7 → 14), the breakdown citing the Case', () => {
    const t = mountTable(game(true));
    t.run({ type: 'task/begin', manId: 'a1' });
    const [prepared] = t.run({ type: 'task/prepare-grenade', manId: 'a1', grenade: 'fragmentation' });
    if (prepared?.type !== 'grenade-prepared') throw new Error('no grenade-prepared');
    expect(prepared.cost.final).toBe(14);
    expect(prepared.cost.steps.at(-1)).toMatchObject({ kind: 'multiply', amount: 2, caseRef: 'Case 19.34' });
  });

  it('Case 19.34: afoot, the chart cost', () => {
    const s = game(false);
    const t = mountTable({ ...s, men: { ...s.men, a1: { ...s.men['a1']!, square: { col: 12, row: 10 } } } });
    t.run({ type: 'task/begin', manId: 'a1' });
    const [prepared] = t.run({ type: 'task/prepare-grenade', manId: 'a1', grenade: 'fragmentation' });
    expect(prepared).toMatchObject({ type: 'grenade-prepared', cost: { final: 7 } });
  });
});

/** Initiative to side a (7 against 2); the drop's 1D10 as given; every other die its highest face (1D100 = 100: no panic, no kill). */
class DropDice implements DiceSource {
  readonly mode = 'scripted' as const;
  private initiative = 0;
  constructor(private readonly drop: number) {}
  roll(r: DieRequest): DieFace {
    if (r.purpose.includes('initiative')) return { die: 'd10', face: this.initiative++ % 2 === 0 ? 7 : 2 };
    if (r.purpose.includes('Case 19.34')) return { die: 'd10', face: this.drop };
    return r.die === 'd6' ? { die: 'd6', face: 6 } : { die: 'd10', face: 10 };
  }
}

const GALLOP = [sq(10, 10), sq(11, 10), sq(12, 10), sq(13, 10), sq(14, 10), sq(15, 10)];

/** a1 rides mount-1 in 1010 and has prepared a fragmentation grenade; a2, a Friend, stands in 1211 beside the drop square; mount-1's interval has begun. */
function galloping(drop: number): Table {
  const s = mountGame([...MEN, { id: 'a2', side: 'a', col: 12, row: 11 }], [{ side: 'a', kind: 'horse', col: 10, row: 10 }]);
  const t = new Table({ ...s, men: { ...s.men, [HORSE]: { ...s.men[HORSE]!, mount: { ...s.men[HORSE]!.mount!, riderId: 'a1' } } } }, new DropDice(drop));
  t.advanceTo('initiative');
  t.run({ type: 'initiative/roll' });
  t.advanceTo('non-prepared-task-execution');
  t.run({ type: 'task/begin', manId: 'a1' });
  t.run({ type: 'task/prepare-grenade', manId: 'a1', grenade: 'fragmentation' });
  t.run({ type: 'task/end', manId: 'a1' });
  if (sideToAct(t.state) === 'b') t.run({ type: 'side/pass', side: 'b' });
  t.run({ type: 'task/begin', manId: HORSE });
  return t;
}

describe('Case 19.34: the drop from a galloping mount (engine/mount-grenade.ts, ruling HC20)', () => {
  it('Case 19.34: on 9 or 10 it detonates in the square it is dropped in — at the conclusion of the movement, when the mount’s interval ends', () => {
    const t = galloping(9);
    t.run({ type: 'task/move', manId: HORSE, route: GALLOP, dropGrenade: { square: sq(12, 10) } });
    expect(t.events.find((e) => e.type === 'grenade-dropped')).toMatchObject({ riderId: 'a1', mountId: HORSE, square: sq(12, 10), roll: 9, landing: sq(12, 10), caseRef: 'Case 19.34' });
    expect(t.events.find((e) => e.type === 'grenade-dropped')).not.toHaveProperty('direction');
    expect(armamentOf(t.state.men['a1']!).preparedGrenades).toEqual([]);
    expect(manTurnOf(t.state, 'a1').combatTaskDone).toBe(true);
    // Not yet: the mount may still be moving.
    expect(t.events.some((e) => e.type === 'dropped-grenade-exploded')).toBe(false);
    expect(t.state.mounts!.drops).toHaveLength(1);
    t.run({ type: 'task/end', manId: HORSE });
    const boom = t.events.find((e) => e.type === 'dropped-grenade-exploded');
    expect(boom).toMatchObject({ landing: sq(12, 10), caseRef: 'Case 19.34' });
    // Case 11.44: grenades are impartial — the Friend beside the square is wounded; the rider, galloped on to 1510, is not.
    expect(t.events.some((e) => e.type === 'man-wounded' && e.manId === 'a2')).toBe(true);
    expect(t.state.men['a2']!.wounds).toBeGreaterThan(0);
    expect(t.state.men['a1']!.wounds).toBe(0);
    expect(t.state.mounts!.drops).toBeUndefined();
  });

  it('Case 19.34: on 1 through 8 it scatters one square, in the Scatter Diagram’s direction of that roll (3: east)', () => {
    const t = galloping(3);
    t.run({ type: 'task/move', manId: HORSE, route: GALLOP, dropGrenade: { square: sq(12, 10) } });
    expect(t.events.find((e) => e.type === 'grenade-dropped')).toMatchObject({ roll: 3, direction: 'e', landing: sq(13, 10) });
    t.run({ type: 'task/end', manId: HORSE });
    expect(t.events.find((e) => e.type === 'dropped-grenade-exploded')).toMatchObject({ landing: sq(13, 10) });
  });

  it('Case 19.34: the square must be one the mount gallops through; the rider must hold a prepared grenade; only a ridden mount drops', () => {
    const t = galloping(9);
    const code = (c: Command) => {
      const r = decide(t.state, c, t.dice);
      return r.ok ? undefined : r.error.code;
    };
    expect(code({ type: 'task/move', manId: HORSE, route: GALLOP, dropGrenade: { square: sq(20, 20) } })).toBe('mount/drop-off-route');
    expect(code({ type: 'task/move', manId: HORSE, route: GALLOP, dropGrenade: { square: sq(12, 10), grenade: 'smoke' } })).toBe('grenade/not-prepared');
    const { riderId: _r, ...loose } = t.state.men[HORSE]!.mount!;
    const s = { ...t.state, men: { ...t.state.men, [HORSE]: { ...t.state.men[HORSE]!, mount: loose } } };
    const r = decide(s, { type: 'task/move', manId: HORSE, route: GALLOP, dropGrenade: { square: sq(12, 10) } }, t.dice);
    expect(r.ok ? undefined : r.error.code).not.toBeUndefined();
  });
});

describe('Case 19.34 in the legal actions (mounts.ts mountCandidates)', () => {
  it('Case 19.34: the active ridden mount whose rider holds a prepared grenade is offered a gallop with the drop', () => {
    const t = galloping(9);
    const drops = legalActions(t.state).commands.filter((c) => c.type === 'task/move' && c.dropGrenade !== undefined);
    expect(drops.length).toBeGreaterThan(0);
    expect(drops).toContainEqual({ type: 'task/move', manId: HORSE, route: [sq(10, 10), sq(11, 10)], dropGrenade: { square: sq(11, 10) } });
  });
});

describe('Case 19.34 with Cases 36.71, 36.85: no drop from a swimming mount', () => {
  it('Case 36.71: a man riding a swimming mount is swimming (Case 36.85) and drops no grenade', () => {
    const t = galloping(9);
    const squares = [...t.state.map.squares];
    squares[squareIndex(t.state.map, sq(10, 10))] = { terrain: 'water', elevation: -1 };
    const s: GameState = { ...t.state, map: { ...t.state.map, squares }, scenario: { ...t.state.scenario!, optionalRules: ['19', '36'] }, men: { ...t.state.men, [HORSE]: { ...t.state.men[HORSE]!, posture: 'prone' } } };
    const r = decide(s, { type: 'task/move', manId: HORSE, route: GALLOP, dropGrenade: { square: sq(12, 10) } }, t.dice);
    expect(r.ok ? undefined : r.error.code).toBe('mount/drop-swimming');
  });
});
