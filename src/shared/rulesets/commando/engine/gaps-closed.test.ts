/**
 * The engine gaps closed after the wiring (docs/rulings/turn-sequence.md "Gaps closed"): the scenario fire bonus
 * (Case 38.21), panic fire (Cases 14.22–14.23), first sightings (Addenda to Case 14.41), explosives against
 * structures (Cases 11.72, 40.43), the flamethrower explosion (Case 17.31) and Entebbe's special rules (Case 39.43).
 */
import { describe, expect, it } from 'vitest';
import { d10, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { GameEvent } from '../model/events';
import type { GameState, SideInfo } from '../model/state';
import { manTurnOf } from '../model/state';
import { engineGame, Table, type ManSpec } from '../test-support/engine-game';
import { projectView } from '../view/view';
import { replay } from './dispatch';
import { sideKey, terrainAt, type GameMap, type LineFeature } from '../../../map/map-model';
import { newExplosive } from '../rules/explosives';
import { stepTaskPoints } from '../rules/movement';
import { SCENARIO_EXPLOSIVES } from '../tables/explosives';
import { armamentOf } from './carried-weapons';

const TASKS = 'non-prepared-task-execution';
type Ev<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>;
const find = <T extends GameEvent['type']>(ev: readonly GameEvent[], type: T): Ev<T> | undefined => ev.find((e): e is Ev<T> => e.type === type);

const SIDES: SideInfo[] = [
  { id: 'a', name: 'A', mode: 'commando', observationCode: 'C', panicPercentage: 30 },
  { id: 'b', name: 'B', mode: 'defending', observationCode: 'G', panicPercentage: 45 },
];

function table(men: readonly ManSpec[], dice: number[], opts: { sides?: SideInfo[]; patch?: (s: GameState) => GameState; observe?: [string, string][]; turn?: number } = {}): Table {
  const base = engineGame(men, { phase: TASKS, ...(opts.sides ? { sides: opts.sides } : {}) });
  const s: GameState = {
    ...base,
    turn: opts.turn ?? 1,
    sequence: { passedSides: [], prompts: [], nextPromptNumber: 1, men: {}, plots: {}, sides: {}, attemptsThisPhase: 0, initiative: { side: 'a', rounds: [] } },
  };
  const t = new Table((opts.patch ?? ((x) => x))(s), new ScriptedDice(d10(...dice)));
  for (const [o, x] of opts.observe ?? []) t.run({ type: 'umpire/record-observation', observerId: o, targetId: x });
  return t;
}

const withWeapons = (id: string, weapons: string[]) => (s: GameState): GameState => ({ ...s, men: { ...s.men, [id]: { ...s.men[id]!, weapons } } });

describe('Case 38.21: the scenario fire combat bonus in fire resolution', () => {
  const shoot = (bonus: number | null | undefined) => {
    const sides: SideInfo[] = [{ ...SIDES[0]!, ...(bonus !== undefined ? { combatBonus: { fire: bonus, grenade: null } } : {}) }, SIDES[1]!];
    const t = table([{ id: 'a1', side: 'a', col: 5, row: 5 }, { id: 'b1', side: 'b', col: 5, row: 9 }], [9, 9, 9, 9, 9, 9], { sides: sides.map(({ panicPercentage: _p, ...x }) => x), observe: [['a1', 'b1']] });
    t.run({ type: 'task/begin', manId: 'a1' });
    return find(t.run({ type: 'task/fire', manId: 'a1', targets: [{ targetId: 'b1' }] }), 'fire-resolved')!.targets[0]!.chance;
  };

  it('Case 38.21: a +10% bonus is a Breakdown modifier with its Case; a −10% debit likewise', () => {
    const bare = shoot(undefined);
    const plus = shoot(10);
    const minus = shoot(-10);
    expect(plus.steps.find((s) => s.caseRef === 'Case 38.21')).toMatchObject({ kind: 'modifier', amount: 10 });
    expect(plus.final).toBe(bare.final + 10);
    expect(minus.steps.find((s) => s.caseRef === 'Case 38.21')).toMatchObject({ kind: 'modifier', amount: -10 });
    expect(minus.final).toBe(bare.final - 10);
  });

  it('Case 38.21: no bonus (0) or "see special rules" (null) adds no step', () => {
    expect(shoot(0).steps.some((s) => s.caseRef === 'Case 38.21')).toBe(false);
    expect(shoot(null).steps.some((s) => s.caseRef === 'Case 38.21')).toBe(false);
  });
});

describe('Case 14.22: panic fire goes through the fire resolver', () => {
  it('Case 14.22: a "fire" result fires his prepared weapon at the nearest observed Enemy man, dice recorded, before his interval ends (14.14)', () => {
    // 1D100 = 05 ≤ 30+5: panics; 1D10 = 7: fire; the rifle's 1D100 = 99: a miss.
    const t = table([{ id: 'a1', side: 'a', col: 5, row: 5 }, { id: 'b1', side: 'b', col: 5, row: 8 }, { id: 'b2', side: 'b', col: 5, row: 15 }], [10, 5, 7, 9, 9], { sides: SIDES, observe: [['a1', 'b1'], ['a1', 'b2']] });
    const ev = t.run({ type: 'task/begin', manId: 'a1' });
    expect(ev.map((e) => e.type)).toEqual(['task-begun', 'panic-checked', 'panic-fire-ordered', 'fire-resolved', 'observed-automatically', 'task-ended']);
    const ordered = find(ev, 'panic-fire-ordered')!;
    expect(ordered).toMatchObject({ candidates: ['b1'], at: 'enemy', caseRef: 'Case 14.22' });
    const fired = find(ev, 'fire-resolved')!;
    expect(fired).toMatchObject({ firerId: 'a1', panicFire: { at: 'enemy', caseRef: 'Case 14.22' }, targets: [{ targetId: 'b1', hit: false }] });
    expect(fired.dice?.[0]?.purpose).toMatch(/^Case 10\.0 hit roll/);
    expect(fired.dice?.map((d) => d.faces[0]?.face)).toEqual([9, 9]);
    expect(ev[ev.length - 1]).toMatchObject({ type: 'task-ended', reason: 'panicked' });
    // The order is delivered: ManTurn.panicFire is cleared; the fire was his combat task.
    expect(manTurnOf(t.state, 'a1').panicFire).toBeUndefined();
    expect(manTurnOf(t.state, 'a1').combatTaskDone).toBe(true);
  });

  it('Case 14.22: with no Enemy observed, a second failed check fires at the nearest Friendly man in his LOS', () => {
    // 05 panics; 7 fire; second check 05 panics again; the rifle's 99 misses a2.
    const t = table([{ id: 'a1', side: 'a', col: 5, row: 5 }, { id: 'a2', side: 'a', col: 5, row: 7 }, { id: 'a3', side: 'a', col: 5, row: 12 }, { id: 'b1', side: 'b', col: 25, row: 25 }], [10, 5, 7, 10, 5, 9, 9], { sides: SIDES });
    const ev = t.run({ type: 'task/begin', manId: 'a1' });
    expect(find(ev, 'panic-fire-ordered')).toMatchObject({ at: 'friend', candidates: ['a2'] });
    expect(find(ev, 'fire-resolved')).toMatchObject({ panicFire: { at: 'friend' }, targets: [{ targetId: 'a2', hit: false }] });
    // Case 10.15 still forbids an ordinary fire at a friend.
    expect(ev[ev.length - 1]).toMatchObject({ type: 'task-ended', reason: 'panicked' });
  });

  it('Case 14.22: a fire the rules refuse (an unloaded weapon, Case 10.63) is recorded as not delivered; the order stays for the umpire', () => {
    const unloaded = (s: GameState): GameState => {
      const a = armamentOf(s.men['a1']!);
      return { ...s, men: { ...s.men, a1: { ...s.men['a1']!, armament: { ...a, weapons: a.weapons.map((w) => ({ ...w, loaded: false })) } } } };
    };
    const t = table([{ id: 'a1', side: 'a', col: 5, row: 5 }, { id: 'b1', side: 'b', col: 5, row: 8 }], [10, 5, 7], { sides: SIDES, observe: [['a1', 'b1']], patch: unloaded });
    const ev = t.run({ type: 'task/begin', manId: 'a1' });
    expect(find(ev, 'panic-fire-not-delivered')).toMatchObject({ manId: 'a1', targetId: 'b1', code: 'weapon/unloaded', caseRef: 'Case 14.22' });
    expect(find(ev, 'fire-resolved')).toBeUndefined();
    expect(manTurnOf(t.state, 'a1').panicFire).toMatchObject({ candidates: ['b1'], at: 'enemy' });
  });

  it('Case 14.22: replaying the events gives the live state (no die is rolled again)', () => {
    const t = table([{ id: 'a1', side: 'a', col: 5, row: 5 }, { id: 'b1', side: 'b', col: 5, row: 8 }], [10, 5, 7, 1, 1, 5], { sides: SIDES, observe: [['a1', 'b1']] });
    const start = t.state;
    const ev = t.run({ type: 'task/begin', manId: 'a1' });
    expect(find(ev, 'fire-resolved')!.targets[0]).toMatchObject({ hit: true });
    expect(replay(start, ev)).toEqual(t.state);
  });
});

describe('Addenda to Case 14.41: +10% for observing an Enemy man for the first time', () => {
  const panicChance = (t: Table) => find(t.run({ type: 'task/begin', manId: 'a1' }), 'panic-checked')!.chance;

  it('Case 14.41 (Addenda): an Enemy man first observed this Game-Turn gives +10%, superseding the +5%', () => {
    const t = table([{ id: 'a1', side: 'a', col: 5, row: 5 }, { id: 'b1', side: 'b', col: 5, row: 8 }], [9, 9], { sides: SIDES, observe: [['a1', 'b1']], turn: 3 });
    expect(t.state.knowledge['a1']?.firstObserved).toEqual({ b1: 3 });
    const chance = panicChance(t);
    expect(chance.steps.find((s) => s.kind === 'modifier')).toMatchObject({ amount: 10, caseRef: 'Case 14.41 (Addenda)' });
    expect(chance.final).toBe(40);
  });

  it('Case 14.41: an Enemy man seen again this Turn, first seen in an earlier Turn, gives only +5%', () => {
    const seenBefore = (s: GameState): GameState => ({
      ...s,
      knowledge: { a1: { observing: [], lastKnown: { b1: { enemyId: 'b1', square: { col: 5, row: 8 }, posture: 'erect', turn: 1, phase: TASKS } }, firstObserved: { b1: 1 }, successesThisTurn: 0, attemptedThisPhase: [], attemptedInObservationPhase: false } },
    });
    const t = table([{ id: 'a1', side: 'a', col: 5, row: 5 }, { id: 'b1', side: 'b', col: 5, row: 8 }], [9, 9], { sides: SIDES, observe: [['a1', 'b1']], turn: 3, patch: seenBefore });
    expect(t.state.knowledge['a1']?.firstObserved).toEqual({ b1: 1 });
    const chance = panicChance(t);
    expect(chance.steps.find((s) => s.kind === 'modifier')).toMatchObject({ amount: 5, caseRef: 'Case 14.41' });
    expect(chance.final).toBe(35);
  });

  it('Case 14.41: a save without first sightings counts an old last-known sighting as seen before (never "first")', () => {
    const legacy = (s: GameState): GameState => ({
      ...s,
      knowledge: { a1: { observing: [], lastKnown: { b1: { enemyId: 'b1', square: { col: 5, row: 8 }, posture: 'erect', turn: 2, phase: TASKS } }, successesThisTurn: 0, attemptedThisPhase: [], attemptedInObservationPhase: false } },
    });
    const t = table([{ id: 'a1', side: 'a', col: 5, row: 5 }, { id: 'b1', side: 'b', col: 5, row: 8 }], [9, 9], { sides: SIDES, observe: [['a1', 'b1']], turn: 3, patch: legacy });
    expect(t.state.knowledge['a1']?.firstObserved).toEqual({ b1: 2 });
    expect(panicChance(t).final).toBe(35);
  });
});

/** A 3×3 building (cols 10–12, rows 10–12) walled round with building lines. */
function buildingMap(map: GameMap): GameMap {
  const squares = map.squares.map((sq, i) => {
    const col = (i % map.width) + 1;
    const row = Math.floor(i / map.width) + 1;
    return col >= 10 && col <= 12 && row >= 10 && row <= 12 ? { ...sq, terrain: 'building' as const } : sq;
  });
  const lines: LineFeature[] = [];
  for (let k = 10; k <= 12; k++) {
    lines.push({ side: { col: k, row: 10, dir: 'n' }, terrain: 'building-line' }, { side: { col: k, row: 12, dir: 's' }, terrain: 'building-line' });
    lines.push({ side: { col: 10, row: k, dir: 'w' }, terrain: 'building-line' }, { side: { col: 12, row: k, dir: 'e' }, terrain: 'building-line' });
  }
  return { ...map, squares, lines };
}

describe('Cases 11.72, 40.43: an explosive against a structure', () => {
  const charged = (at: { col: number; row: number }) => (s: GameState): GameState => ({
    ...s,
    turn: 3,
    phase: 'prepared-task-execution',
    map: buildingMap(s.map),
    explosives: [{ ...newExplosive('x1', SCENARIO_EXPLOSIVES.vaagso, 'a'), status: 'set', setTurn: 1, square: at }],
  });
  const plain = SIDES.map(({ panicPercentage: _p, ...x }) => x);

  it('Case 40.43: set off adjacent to a wall, that wall goes and the square line behind it becomes rubble; every side sees the new map', () => {
    // 1D100 = 05 ≤ 95: detonates; the men are beyond 6 squares (Case 11.76).
    const t = table([{ id: 'a1', side: 'a', col: 25, row: 25 }, { id: 'b1', side: 'b', col: 25, row: 2 }], [10, 5], { sides: plain, patch: charged({ col: 13, row: 11 }) });
    const before = t.state.map;
    expect(typeof stepTaskPoints(before, { col: 13, row: 11 }, { col: 12, row: 11 }, { prone: false, seriouslyWounded: false })).not.toBe('number');
    const ev = t.run({ type: 'phase/advance' });
    expect(find(ev, 'explosive-checked')).toMatchObject({ detonated: true });
    const demolished = find(ev, 'structure-demolished')!;
    expect(demolished).toMatchObject({ explosiveId: 'x1', at: { col: 13, row: 11 }, caseRef: 'Case 11.72; Case 40.43' });
    expect(demolished.squares.map((c) => [c.square.col, c.square.row, c.to])).toEqual([
      [12, 10, 'rubble'],
      [12, 11, 'rubble'],
      [12, 12, 'rubble'],
    ]);
    expect(demolished.removedLines.map((l) => sideKey(l.side)).sort()).toEqual([10, 11, 12].map((row) => sideKey({ col: 12, row, dir: 'e' })).sort());
    // Folded into the map: rubble, the east wall gone; movement reads it.
    expect(terrainAt(t.state.map, { col: 12, row: 11 }).terrain).toBe('rubble');
    expect(terrainAt(t.state.map, { col: 11, row: 11 }).terrain).toBe('building');
    expect(t.state.map.lines).toHaveLength(before.lines.length - 3);
    expect(typeof stepTaskPoints(t.state.map, { col: 13, row: 11 }, { col: 12, row: 11 }, { prone: false, seriouslyWounded: false })).toBe('number');
    // The map is public: both sides' views carry it.
    for (const side of ['a', 'b']) expect(terrainAt(projectView(t.state, { kind: 'side', side }).map, { col: 12, row: 11 }).terrain).toBe('rubble');
  });

  it('Case 40.43: set off inside, every wall of the building goes and rubble falls one square line outside', () => {
    const t = table([{ id: 'a1', side: 'a', col: 25, row: 25 }, { id: 'b1', side: 'b', col: 25, row: 2 }], [10, 5], { sides: plain, patch: charged({ col: 10, row: 11 }) });
    const demolished = find(t.run({ type: 'phase/advance' }), 'structure-demolished')!;
    expect(demolished.removedLines).toHaveLength(12);
    expect(demolished.squares).toHaveLength(9 + 12);
    expect(t.state.map.lines).toHaveLength(0);
  });

  it('Case 11.73: a charge not placed as the listing requires (no wall beside it) does nothing to the structure', () => {
    const t = table([{ id: 'a1', side: 'a', col: 25, row: 25 }, { id: 'b1', side: 'b', col: 25, row: 2 }], [10, 5], { sides: plain, patch: charged({ col: 15, row: 11 }) });
    const ev = t.run({ type: 'phase/advance' });
    expect(find(ev, 'structure-demolished')).toBeUndefined();
    expect(find(ev, 'explosive-checked')!.summary.some((l) => l.startsWith('Case 11.72: no structure'))).toBe(true);
  });
});

describe('Case 17.31: the flamethrower explosion', () => {
  // Section 17.0 is built: the explosion's blast, panic, chain and repair are in flamethrower-explosion.test.ts.
  it('Table 10.81 note †: 95 does not explode', () => {
    const t = table([{ id: 'a1', side: 'a', col: 5, row: 5 }, { id: 'b1', side: 'b', col: 5, row: 7 }], [9, 5], { sides: SIDES.map(({ panicPercentage: _p, ...x }) => x), observe: [['a1', 'b1']], patch: withWeapons('a1', ['flamethrower']) });
    t.run({ type: 'task/begin', manId: 'a1' });
    expect(find(t.run({ type: 'task/fire', manId: 'a1', targets: [{ targetId: 'b1' }] }), 'flamethrower-exploded')).toBeUndefined();
  });
});

describe('Case 39.43: Raid on Entebbe special rules in the fire, grenade and weapon commands', () => {
  const entebbe = (flags: Record<string, number>, extra: (s: GameState) => GameState = (s) => s) => (s: GameState): GameState =>
    extra({
      ...s,
      sequence: { ...s.sequence!, lastActedSide: 'a' },
      scenario: {
        id: 'entebbe',
        section: 39,
        entry: [],
        reinforcements: [],
        specialRules: ['entebbe-no-ugandan-grenades', 'entebbe-fire-at-hostages', 'entebbe-hostages'],
        grapples: {},
        sentries: {},
        started: true,
        objects: { 'hostage-group-1': { id: 'hostage-group-1', kind: 'hostage-group', square: { col: 5, row: 8 }, size: 2, spent: 0, spentTurn: 0 } },
        counters: { 'dead-hostages': 0 },
        flags,
        victory: [],
        gameLength: { goalOriented: false, endsWhen: [], caseRef: 'Case 39.51' },
        features: {},
      } as never,
    });
  const plain = SIDES.map(({ panicPercentage: _p, ...x }) => x);

  it('Case 39.43 Presence of Mind: no Ugandan prepares a grenade', () => {
    const t = table([{ id: 'a1', side: 'a', col: 20, row: 20 }, { id: 'b1', side: 'b', col: 5, row: 5 }], [], { sides: plain, patch: entebbe({}) });
    t.run({ type: 'task/begin', manId: 'b1' });
    expect(t.refuse({ type: 'task/prepare-grenade', manId: 'b1', grenade: 'fragmentation' })).toMatchObject({ code: 'grenade/ugandan-presence-of-mind', caseRef: 'Case 39.43' });
  });

  it('Case 39.43 Fire at Hostages: refused before the hostages move; after, +25% and each hit kills a hostage', () => {
    const men: ManSpec[] = [{ id: 'a1', side: 'a', col: 6, row: 9 }, { id: 'b1', side: 'b', col: 6, row: 14 }];
    const before = table(men, [], { sides: plain, patch: entebbe({}), observe: [['b1', 'a1']] });
    before.run({ type: 'task/begin', manId: 'b1' });
    expect(before.refuse({ type: 'task/fire', manId: 'b1', targets: [{ targetId: 'a1' }] })).toMatchObject({ code: 'fire/hostages-not-moved', caseRef: 'Case 39.43' });

    const after = table(men, [10, 5, 5, 5], { sides: plain, patch: entebbe({ hostagesMoved: 1 }), observe: [['b1', 'a1']] });
    after.run({ type: 'task/begin', manId: 'b1' });
    const ev = after.run({ type: 'task/fire', manId: 'b1', targets: [{ targetId: 'a1' }] });
    const fired = find(ev, 'fire-resolved')!;
    expect(fired.targets[0]!.chance.steps.find((s) => s.caseRef === 'Case 39.43')).toMatchObject({ kind: 'modifier', amount: 25 });
    expect(fired.targets[0]!.hit).toBe(true);
    expect(find(ev, 'counter-changed')).toMatchObject({ counter: 'dead-hostages', value: 1, caseRef: 'Case 39.43' });
    expect(after.state.scenario?.counters['dead-hostages']).toBe(1);
  });

  it('Case 39.43 (Section 13.0): an Israeli takes a Ugandan’s grenades only from a Killed or Incapacitated Ugandan', () => {
    const men: ManSpec[] = [{ id: 'a1', side: 'a', col: 5, row: 5 }, { id: 'b1', side: 'b', col: 5, row: 5 }];
    const alive = table(men, [], { sides: plain, patch: entebbe({}, (s) => ({ ...s, sequence: { ...s.sequence!, lastActedSide: 'b' } })) });
    alive.run({ type: 'task/begin', manId: 'a1' });
    expect(alive.refuse({ type: 'task/exchange-weapons', manId: 'a1', partnerId: 'b1', take: [], grenades: { fragmentation: 2, smoke: 0, illumination: 0 } })).toMatchObject({ code: 'weapon/not-fallen', caseRef: 'Case 39.43' });

    const dead = table([men[0]!, { ...men[1]!, condition: 'dead' }], [], { sides: plain, patch: entebbe({}, (s) => ({ ...s, sequence: { ...s.sequence!, lastActedSide: 'b' } })) });
    dead.run({ type: 'task/begin', manId: 'a1' });
    const ev = dead.run({ type: 'task/exchange-weapons', manId: 'a1', partnerId: 'b1', take: [], grenades: { fragmentation: 2, smoke: 0, illumination: 0 } });
    expect(find(ev, 'weapons-exchanged')).toBeDefined();
    expect(armamentOf(dead.state.men['a1']!).grenades.fragmentation).toBe(14);
  });
});
