import { describe, expect, it } from 'vitest';
import { d6, d10 } from '../../../kernel/dice/scripted-dice';
import { squareIndex } from '../../../map/map-model';
import type { GameState } from '../model/state';
import type { ManSpec } from '../test-support/engine-game';
import { mountGame, mountTable } from '../test-support/mount-game';
import { remainingTaskPoints } from './task-points';
import { mountGate } from './mounts';

const sq = (col: number, row: number) => ({ col, row });
const MEN: ManSpec[] = [
  { id: 'a1', side: 'a', col: 10, row: 10 },
  { id: 'a2', side: 'a', col: 12, row: 12 },
  { id: 'b1', side: 'b', col: 25, row: 25 },
];
const HORSE = 'mount-1';
const horseGame = (): GameState => mountGame(MEN, [{ side: 'a', kind: 'horse', col: 10, row: 10 }]);
const riding = (s: GameState): GameState => ({ ...s, men: { ...s.men, [HORSE]: { ...s.men[HORSE]!, mount: { ...s.men[HORSE]!.mount!, riderId: 'a1' } } } });
const withTerrain = (s: GameState, at: { col: number; row: number }, terrain: 'trench' | 'mountain'): GameState => {
  const squares = [...s.map.squares];
  squares[squareIndex(s.map, at)] = { ...squares[squareIndex(s.map, at)]!, terrain };
  return { ...s, map: { ...s.map, squares } };
};

describe('Section 19.0 Horses and Camels in play (engine/mount-command.ts, engine/mounts.ts)', () => {
  it('Case 19.11: a placed horse’s Endurance is 4D10 + 3 (four 5s: 23); a camel’s 3D10 + 4 (19)', () => {
    const s = mountGame(MEN, [
      { side: 'a', kind: 'horse', col: 10, row: 10 },
      { side: 'a', kind: 'camel', col: 12, row: 13 },
    ]);
    expect(s.men['mount-1']).toMatchObject({ endurance: 23, mount: { kind: 'horse' }, square: sq(10, 10) });
    expect(s.men['mount-2']).toMatchObject({ endurance: 19, mount: { kind: 'camel' } });
  });

  it('Case 19.21: a mount has 100 Task Points and may undertake no task but movement', () => {
    const t = mountTable(riding(horseGame()));
    expect(remainingTaskPoints(t.state, HORSE)).toBe(100);
    expect(mountGate(t.state, { type: 'task/reload', manId: HORSE })?.code).toBe('mount/only-moves');
    expect(mountGate(t.state, { type: 'task/fall-prone', manId: HORSE })?.caseRef).toBe('Case 19.25');
  });

  it('Cases 19.22, 19.23: mounting costs the man and the horse; only before any other task of the Game-Turn', () => {
    const t = mountTable(horseGame());
    t.run({ type: 'task/begin', manId: 'a1' });
    t.run({ type: 'task/mount', manId: 'a1', mountId: HORSE });
    expect(t.state.men[HORSE]!.mount!.riderId).toBe('a1');
    expect(remainingTaskPoints(t.state, 'a1')).toBe(15);
    expect(remainingTaskPoints(t.state, HORSE)).toBe(65);
    const moved = mountTable(horseGame());
    moved.run({ type: 'task/begin', manId: 'a1' });
    moved.run({ type: 'task/move', manId: 'a1', route: [sq(10, 10), sq(11, 10)] });
    moved.run({ type: 'task/move', manId: 'a1', route: [sq(11, 10), sq(10, 10)] });
    expect(moved.refuse({ type: 'task/mount', manId: 'a1', mountId: HORSE }).code).toBe('mount/not-first-task');
  });

  it('Case 19.31: the rider goes where his mount goes — he does not move himself; the horse carries him', () => {
    const t = mountTable(riding(horseGame()), d10(9, 9));
    expect(mountGate(t.state, { type: 'task/move', manId: 'a1', route: [sq(10, 10), sq(11, 10)] })?.code).toBe('mount/rider-goes-with-mount');
    t.run({ type: 'task/begin', manId: HORSE });
    t.run({ type: 'task/move', manId: HORSE, route: [sq(10, 10), sq(11, 10), sq(12, 10)] });
    expect(t.state.men['a1']!.square).toEqual(sq(12, 10));
    expect(t.state.men[HORSE]!.square).toEqual(sq(12, 10));
    expect(remainingTaskPoints(t.state, 'a1')).toBe(50);
  });

  it('Case 19.24: a mount enters no square with another Friendly figure; a man no square with a riderless horse', () => {
    const s = riding(horseGame());
    expect(mountGate(s, { type: 'task/move', manId: HORSE, route: [sq(10, 10), sq(11, 11), sq(12, 12)] })?.caseRef).toBe('Case 19.24');
    const loose = horseGame();
    const near = { ...loose, men: { ...loose.men, b1: { ...loose.men['b1']!, square: sq(11, 11) } } };
    expect(mountGate(near, { type: 'task/move', manId: 'b1', route: [sq(11, 11), sq(10, 10)] })?.code).toBe('mount/riderless-square');
    expect(mountGate(loose, { type: 'task/move', manId: 'a2', route: [sq(12, 12), sq(11, 11), sq(10, 10)] })).toBeUndefined();
  });

  it('Case 19.25: no trench or mountain square for a mount', () => {
    const s = withTerrain(riding(horseGame()), sq(11, 10), 'trench');
    expect(mountGate(s, { type: 'task/move', manId: HORSE, route: [sq(10, 10), sq(11, 10)] })?.code).toBe('mount/barred-terrain');
    const m = withTerrain(riding(horseGame()), sq(11, 10), 'mountain');
    expect(mountGate(m, { type: 'task/move', manId: HORSE, route: [sq(10, 10), sq(11, 10)] })?.caseRef).toBe('Case 19.25');
  });

  it('Cases 19.32, 19.35: once the mount has moved its rider fires only a pistol and throws no grenade; standing, any weapon but a machine gun', () => {
    const t = mountTable(riding(horseGame()), d10(9, 9));
    t.run({ type: 'task/begin', manId: HORSE });
    t.run({ type: 'task/move', manId: HORSE, route: [sq(10, 10), sq(11, 10)] });
    expect(mountGate(t.state, { type: 'task/fire', manId: 'a1', targets: [{ targetId: 'b1' }] })?.code).toBe('mount/pistol-only-moving');
    expect(mountGate(t.state, { type: 'task/throw-grenade', manId: 'a1', target: sq(14, 10) })?.code).toBe('mount/grenade-dropped-only');
    const still = mountTable(riding(horseGame()));
    expect(mountGate(still.state, { type: 'task/fire', manId: 'a1', targets: [{ targetId: 'b1' }] })).toBeUndefined();
  });

  it('Case 19.71: a Cossack fires any weapon from a moving horse', () => {
    const s = riding(horseGame());
    const cossack = { ...s, men: { ...s.men, [HORSE]: { ...s.men[HORSE]!, mount: { ...s.men[HORSE]!.mount!, cossack: true as const } } } };
    const t = mountTable(cossack, d10(9, 9));
    t.run({ type: 'task/begin', manId: HORSE });
    t.run({ type: 'task/move', manId: HORSE, route: [sq(10, 10), sq(11, 10)] });
    expect(mountGate(t.state, { type: 'task/fire', manId: 'a1', targets: [{ targetId: 'b1' }] })).toBeUndefined();
  });

  it('Case 19.67: the dismounted rider holds the reins, may not fire, and leads the horse one square behind him', () => {
    const t = mountTable(riding(horseGame()));
    t.run({ type: 'task/begin', manId: 'a1' });
    t.run({ type: 'task/dismount', manId: 'a1' });
    expect(t.state.men[HORSE]!.mount).toEqual({ kind: 'horse', reinsHeldBy: 'a1' });
    expect(mountGate(t.state, { type: 'task/fire', manId: 'a1', targets: [{ targetId: 'b1' }] })?.code).toBe('mount/holding-reins');
    t.run({ type: 'task/move', manId: 'a1', route: [sq(10, 10), sq(11, 10)] });
    expect(t.state.men['a1']!.square).toEqual(sq(11, 10));
    expect(t.state.men[HORSE]!.square).toEqual(sq(10, 10));
  });

  it('Case 19.66: a camel is hobbled and then cannot move; a horse is never hobbled', () => {
    const s = mountGame(MEN, [{ side: 'a', kind: 'camel', col: 11, row: 10 }]);
    const t = mountTable(s);
    t.run({ type: 'task/begin', manId: 'a1' });
    t.run({ type: 'task/hobble', manId: 'a1', mountId: 'mount-1', hobble: true });
    expect(t.state.men['mount-1']!.mount!.hobbled).toBe(true);
    const ridden = { ...t.state, men: { ...t.state.men, 'mount-1': { ...t.state.men['mount-1']!, mount: { ...t.state.men['mount-1']!.mount!, riderId: 'a1' } } } };
    expect(mountGate(ridden, { type: 'task/move', manId: 'mount-1', route: [sq(11, 10), sq(12, 10)] })?.code).toBe('mount/hobbled');
    const h = mountTable(horseGame());
    h.run({ type: 'task/begin', manId: 'a1' });
    expect(h.refuse({ type: 'task/hobble', manId: 'a1', mountId: HORSE, hobble: true }).code).toBe('mount/not-hobbled');
  });

  it('Case 19.65: a riderless horse, neither held, hitched nor hobbled, panics with "Move" without a roll', () => {
    const t = mountTable(horseGame(), [...d10(5), ...d6(3), ...d10(5, 5, 5, 5)]);
    const events = t.run({ type: 'task/begin', manId: HORSE });
    expect(events.find((e) => e.type === 'mount-panicked')).toMatchObject({ result: 'move', automatic: true, caseRef: 'Case 19.65' });
  });

  it('Case 19.42: no mounting in hand-to-hand combat', () => {
    const t = mountTable(horseGame());
    t.run({ type: 'task/begin', manId: 'a1' });
    t.state = { ...t.state, men: { ...t.state.men, b1: { ...t.state.men['b1']!, square: sq(10, 10) } } };
    expect(t.refuse({ type: 'task/mount', manId: 'a1', mountId: HORSE }).code).toBe('mount/in-melee');
  });
});

describe('Cases 19.36, 19.71: fire from horseback (fire-command.ts with mounts.ts horsebackFire)', () => {
  it('Case 19.36: a rider fires at −25% (Table 10.82) only once his mount has moved; Case 19.71: hand-held, and a Cossack always at −25%', async () => {
    const { horsebackFire } = await import('./mounts');
    const { firingRow } = await import('../rules/fire-chance');
    const t = mountTable(riding(horseGame()), d10(9, 9));
    expect(horsebackFire(t.state, t.state.men['a1']!)).toEqual({ riding: true, minus25: false });
    t.run({ type: 'task/begin', manId: HORSE });
    t.run({ type: 'task/move', manId: HORSE, route: [sq(10, 10), sq(11, 10)] });
    expect(horsebackFire(t.state, t.state.men['a1']!)).toEqual({ riding: true, minus25: true });
    const s = riding(horseGame());
    const cossack: GameState = { ...s, men: { ...s.men, [HORSE]: { ...s.men[HORSE]!, mount: { ...s.men[HORSE]!.mount!, cossack: true as const } } } };
    expect(horsebackFire(cossack, cossack.men['a1']!).minus25).toBe(true);
    expect(horsebackFire(s, s.men['a2']!)).toEqual({ riding: false, minus25: false });
    const row = firingRow({ weapon: 'rifle', wounds: { endurance: 14, woundPoints: 0 }, prone: true, adjacentToWall: false, onHorseback: true, weaponLoaded: true, taskPointsRemaining: 50, combatTasksThisTurn: 0 });
    expect(row).toMatchObject({ mode: 'hand-held' });
  });
});

describe('Cases 19.45, 19.53, 19.55: falling horses (mount-falls.ts, a follow-up of every command)', () => {
  it('Case 19.45: a ridden horse killed falls; its rider suffers 1D6 and is on his feet', () => {
    const t = mountTable(riding(horseGame()), d6(4));
    t.run({ type: 'umpire/wound-man', manId: HORSE, woundPoints: 30, killed: true });
    expect(t.state.men[HORSE]!.mount!.riderId).toBeUndefined();
    expect(t.state.men['a1']!.wounds).toBe(4);
  });

  it('Case 19.55: a ridden horse incapacitated falls the same way and cannot rise', () => {
    const t = mountTable(riding(horseGame()), d6(3));
    t.run({ type: 'umpire/wound-man', manId: HORSE, woundPoints: 24 });
    expect(t.state.men[HORSE]).toMatchObject({ condition: 'incapacitated', posture: 'prone' });
    expect(t.state.men['a1']!.wounds).toBe(3);
  });

  it('Case 19.53: wounded by fire, 1D6; on a 6 it falls prone and its standing rider suffers 1/2 D6 rounded down, dismounted', async () => {
    const { mountFalls } = await import('./mount-falls');
    const { ScriptedDice } = await import('../../../kernel/dice/scripted-dice');
    const { evolve } = await import('./dispatch');
    const t = mountTable(riding(horseGame()));
    const s = { ...t.state, men: { ...t.state.men, [HORSE]: { ...t.state.men[HORSE]!, wounds: 3 } } };
    const fire = { type: 'fire-resolved', targets: [{ targetId: HORSE, woundPoints: 3 }] } as unknown as Parameters<typeof mountFalls>[1][number];
    const fell = mountFalls({ events: [], state: s }, [fire], new ScriptedDice([...d6(6), ...d6(5)]), evolve);
    expect(fell.events[0]).toMatchObject({ type: 'mount-fell', cause: 'fire', fell: true, roll: 6, riderWounds: 2, caseRef: 'Case 19.53' });
    expect(fell.state.men[HORSE]!.posture).toBe('prone');
    expect(fell.state.men['a1']!.wounds).toBe(2);
    const stays = mountFalls({ events: [], state: s }, [fire], new ScriptedDice(d6(5)), evolve);
    expect(stays.events[0]).toMatchObject({ fell: false, roll: 5 });
    expect(stays.state.men[HORSE]!.mount!.riderId).toBe('a1');
  });
});

describe('Case 22.12: mounts and anti-personnel mines (mine-command.ts mineStep)', () => {
  it('Case 22.12: a horse entering a mined square sets the mine off without a roll; its rider is protected from the blast', async () => {
    const { mineStep } = await import('./mine-command');
    const { SeededDice } = await import('../../../kernel/dice/seeded-dice');
    const s0 = riding(horseGame());
    const mine = { id: 'mine-1', side: 'b', type: 'anti-personnel' as const, square: sq(11, 10), status: 'armed' as const };
    const s: GameState = {
      ...s0,
      scenario: { ...s0.scenario!, optionalRules: ['19', '22'] },
      mines: { allotments: [], laid: [mine] },
      men: { ...s0.men, [HORSE]: { ...s0.men[HORSE]!, square: sq(11, 10) }, a1: { ...s0.men['a1']!, square: sq(11, 10) } },
    };
    const r = mineStep(s, HORSE, sq(11, 10), SeededDice.fromSeed('case-22.12'));
    expect(r.detonated).toBe(true);
    expect(r.events[0]).toMatchObject({ type: 'mine-triggered', detonated: true, caseRef: 'Case 22.12' });
    expect(r.events[0]).not.toHaveProperty('roll');
    expect(r.events.some((e) => e.type === 'man-wounded' && e.manId === 'a1')).toBe(false);
    const detonated = r.events.find((e) => e.type === 'mine-detonated') as { hits?: { manId: string }[] } | undefined;
    expect((detonated?.hits ?? []).some((h) => h.manId === 'a1')).toBe(false);
  });
});
