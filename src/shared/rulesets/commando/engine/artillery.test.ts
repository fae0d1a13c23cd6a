import { describe, expect, it } from 'vitest';
import { ScriptedDice, d10, d6 } from '../../../kernel/dice/scripted-dice';
import { SeededDice } from '../../../kernel/dice/seeded-dice';
import type { Command } from '../model/commands';
import type { GameEvent } from '../model/events';
import type { GameState } from '../model/state';
import { engineGame, withReadings, type ManSpec } from '../test-support/engine-game';
import { decide, decideAndFold, evolve } from './dispatch';
import { withArtillery } from './artillery-fire';
import { artilleryOf } from './artillery-command';

/** A game with Section 28.0 (and 34.0) chosen on a blank 30 × 30 map; in set-up unless `started`. */
function game(men: readonly ManSpec[], opts: { started?: boolean; phase?: string; rules?: readonly string[] } = {}): GameState {
  const g = withReadings(engineGame(men, opts.phase ? { phase: opts.phase } : {}), []);
  return { ...g, scenario: { ...g.scenario!, optionalRules: opts.rules ?? ['28'], started: opts.started ?? false } };
}

function run(state: GameState, commands: readonly Command[], dice = SeededDice.fromSeed(1)): GameState {
  return commands.reduce((s, c) => {
    const r = decideAndFold(s, c, dice);
    if (!r.ok) throw new Error(`${c.type}: ${r.error.message}`);
    return r.value.state;
  }, state);
}

const refused = (state: GameState, c: Command): string => {
  const r = decide(state, c, SeededDice.fromSeed(1));
  return r.ok ? 'accepted' : `${r.error.caseRef}: ${r.error.message}`;
};

/** Enters the Bookkeeping Phase (triggers.ts hands the phase-advanced event to withArtillery). */
function bookkeeping(state: GameState, dice: ScriptedDice | SeededDice): { events: GameEvent[]; state: GameState } {
  const own: GameEvent[] = [{ type: 'phase-advanced', from: 'prepared-task-execution', to: 'bookkeeping', turn: state.turn } as GameEvent];
  const events = withArtillery(state, own, dice, evolve);
  return { events, state: events.reduce(evolve, state) };
}

const MEN: ManSpec[] = [
  { id: 'a1', side: 'a', col: 5, row: 5 },
  { id: 'a2', side: 'a', col: 6, row: 5 },
  { id: 'a3', side: 'a', col: 5, row: 6 },
  { id: 'a4', side: 'a', col: 6, row: 6 },
  { id: 'b1', side: 'b', col: 20, row: 20 },
  { id: 'b2', side: 'b', col: 22, row: 20 },
];

describe('Section 28.1 Planned Fire', () => {
  it('Case 28.11: a side plans as many rounds as it has, on one Game-Turn or several', () => {
    const s = run(game(MEN), [
      { type: 'setup/allot-artillery', side: 'a', rounds: 2, guns: 0 },
      { type: 'setup/plan-artillery', side: 'a', turn: 2, square: { col: 20, row: 20 }, round: 'high-explosive' },
      { type: 'setup/plan-artillery', side: 'a', turn: 2, square: { col: 21, row: 20 }, round: 'high-explosive' },
    ]);
    expect(artilleryOf(s).plans).toHaveLength(2);
    expect(refused(s, { type: 'setup/plan-artillery', side: 'a', turn: 3, square: { col: 20, row: 20 }, round: 'high-explosive' })).toMatch(/^Case 28.11: .*all planned/);
  });

  it('Case 28.12: planned before the game begins, never after', () => {
    const s = run(game(MEN), [{ type: 'setup/allot-artillery', side: 'a', rounds: 1, guns: 0 }]);
    const started = { ...s, scenario: { ...s.scenario!, started: true } };
    expect(refused(started, { type: 'setup/plan-artillery', side: 'a', turn: 2, square: { col: 20, row: 20 }, round: 'high-explosive' })).toMatch(/Set-up is over|before the game begins/);
    expect(refused(s, { type: 'setup/plan-artillery', side: 'a', turn: 2, square: { col: 40, row: 20 }, round: 'high-explosive' })).toMatch(/not on the map/);
  });

  it('Case 28.13 / 28.32: on the planned Game-Turn the round comes down in the Bookkeeping Phase — 15%, else 1D10 scatter — and Diagram 8 strikes', () => {
    const s = run(game(MEN), [
      { type: 'setup/allot-artillery', side: 'a', rounds: 1, guns: 0 },
      { type: 'setup/plan-artillery', side: 'a', turn: 1, square: { col: 18, row: 20 }, round: 'high-explosive' },
    ]);
    const live = { ...s, scenario: { ...s.scenario!, started: true } };
    // 1D100 = 50 misses; direction 3 (E); 1D10 = 2 → 2020, on b1. b1: kill 1D100 = 99, 2D6 = 3 + 4. b2 (2 E, 1D6/16): 1D100 = 99, 1D6 = 5.
    const dice = new ScriptedDice([...d10(5, 0), ...d10(3), ...d10(2), ...d10(9, 9), ...d6(3, 4), ...d10(9, 9), ...d6(5)]);
    const r = bookkeeping(live, dice);
    const landed = r.events.find((e) => e.type === 'shell-landed');
    expect(landed).toMatchObject({ impact: { landing: { col: 20, row: 20 }, hit: false, side: 'a' }, chance: { final: 15 }, scatter: { direction: 'e', distance: 2 } });
    expect(r.state.men['b1']!.wounds).toBe(7);
    expect(r.state.men['b2']!.wounds).toBe(5);
    expect(r.state.men['a1']!.wounds).toBe(0);
    expect(dice.remaining).toBe(0);
  });

  it('Case 28.31: entering the Opportunity Fire Plot Phase of a planned Game-Turn announces the fire, never the square', () => {
    const s = run(game(MEN), [
      { type: 'setup/allot-artillery', side: 'a', rounds: 1, guns: 0 },
      { type: 'setup/plan-artillery', side: 'a', turn: 1, square: { col: 18, row: 20 }, round: 'high-explosive' },
    ]);
    const own: GameEvent[] = [{ type: 'phase-advanced', from: 'initiative', to: 'opportunity-fire-plot', turn: 1 } as GameEvent];
    const events = withArtillery({ ...s, scenario: { ...s.scenario!, started: true } }, own, SeededDice.fromSeed(1), evolve);
    const ann = events.find((e) => e.type === 'artillery-announced');
    expect(ann).toMatchObject({ announcement: { side: 'a', turn: 1, fire: true, planned: true } });
    expect(JSON.stringify(ann)).not.toContain('"col":18');
  });
});

describe('Section 28.2 Called Fire', () => {
  const setup = (): GameState =>
    run(game(MEN), [
      { type: 'setup/allot-artillery', side: 'a', rounds: 0, guns: 2 },
      { type: 'setup/target-gun', gunId: 'gun-1', square: { col: 20, row: 20 } },
      { type: 'setup/designate-observer', manId: 'a1' },
    ]);

  it('Case 28.21: a side is given pieces, not rounds; Case 28.22: a piece laid before play fires from Game-Turn 1, one not laid forfeits three', () => {
    const a = artilleryOf(setup());
    expect(a.guns.map((g) => [g.id, g.readyTurn, g.target])).toEqual([
      ['gun-1', 1, { col: 20, row: 20 }],
      ['gun-2', 4, undefined],
    ]);
  });

  it('Case 28.23: one-fourth of the side\'s men, rounding down, may be forward observers', () => {
    expect(refused(setup(), { type: 'setup/designate-observer', manId: 'a2' })).toMatch(/^Case 28.23: a may designate 1 forward observer/);
  });

  it('Case 28.28: a forward observer cannot be replaced once play begins', () => {
    const s = setup();
    expect(refused({ ...s, scenario: { ...s.scenario!, started: true } }, { type: 'setup/designate-observer', manId: 'a2' })).toMatch(/Set-up is over|before the game begins/);
  });

  it('Case 28.31: called fire is announced in the Opportunity Fire Plot Phase, and only for a piece with a target that is ready (Case 28.22)', () => {
    const s = setup();
    const plot = { ...s, scenario: { ...s.scenario!, started: true }, phase: 'opportunity-fire-plot' };
    expect(refused({ ...plot, phase: 'observation' }, { type: 'artillery/announce', side: 'a', fire: [{ gunId: 'gun-1', round: 'high-explosive' }], retarget: [] })).toMatch(/^Case 28.31/);
    expect(refused(plot, { type: 'artillery/announce', side: 'a', fire: [{ gunId: 'gun-2', round: 'high-explosive' }], retarget: [] })).toMatch(/^Case 28.22/);
    expect(refused(plot, { type: 'artillery/announce', side: 'a', fire: [{ gunId: 'gun-1', round: 'high-explosive' }], retarget: ['gun-1'] })).toMatch(/^Case 28.26/);
    const r = decide(plot, { type: 'artillery/announce', side: 'a', fire: [{ gunId: 'gun-1', round: 'high-explosive' }], retarget: [] }, SeededDice.fromSeed(1));
    expect(r.ok).toBe(true);
  });

  it('Cases 28.23–28.24: a forward observer unharmed for a whole Game-Turn adds 10%; it is credited in the Bookkeeping Phase', () => {
    const s = setup();
    const turn = { ...s, scenario: { ...s.scenario!, started: true }, phase: 'non-prepared-task-execution' };
    const observed = run(turn, [{ type: 'task/begin', manId: 'a1' }, { type: 'task/forward-observe', manId: 'a1', gunId: 'gun-1' }]);
    const r = bookkeeping(observed, new ScriptedDice([]));
    expect(r.events.find((e) => e.type === 'observation-credited')).toMatchObject({ credited: true, reason: '1 Game-Turn observed: 25%' });
    expect(artilleryOf(r.state).guns[0]!.observedTurns).toBe(1);
  });

  it('Case 28.29: an observer who takes Wound Points in the Game-Turn earns nothing', () => {
    const s = setup();
    const turn = { ...s, scenario: { ...s.scenario!, started: true }, phase: 'non-prepared-task-execution' };
    const observed = run(turn, [{ type: 'task/begin', manId: 'a1' }, { type: 'task/forward-observe', manId: 'a1', gunId: 'gun-1' }]);
    const hurt = { ...observed, men: { ...observed.men, a1: { ...observed.men['a1']!, wounds: 2 } } };
    const r = bookkeeping(hurt, new ScriptedDice([]));
    expect(r.events.find((e) => e.type === 'observation-credited')).toMatchObject({ credited: false });
    expect(artilleryOf(r.state).guns[0]!.observedTurns).toBe(0);
  });

  it('Case 28.29: while the observer who earned it cannot act, the gun fires as if it had no forward observer', () => {
    const s = setup();
    const a = artilleryOf(s);
    const gun = { ...a.guns[0]!, observedTurns: 3, observedBy: 'a1' };
    const base = { ...s, scenario: { ...s.scenario!, started: true }, artillery: { ...a, guns: [gun, a.guns[1]!], called: [{ gunId: 'gun-1', turn: 1, round: 'smoke' as const }] } };
    const chance = (st: GameState) => (bookkeeping(st, SeededDice.fromSeed(4)).events.find((e) => e.type === 'shell-landed') as Extract<GameEvent, { type: 'shell-landed' }>).chance.final;
    expect(chance(base)).toBe(45);
    expect(chance({ ...base, men: { ...base.men, a1: { ...base.men['a1']!, condition: 'dead' } } })).toBe(15);
  });

  it('Case 28.27: the observer needs a Line of Sight to the target square', () => {
    const s = setup();
    const turn = run({ ...s, scenario: { ...s.scenario!, started: true }, phase: 'non-prepared-task-execution' }, [{ type: 'task/begin', manId: 'a1' }]);
    // a1 in 0505 walled in on its north, west and east sides, the target 2020 to the south-east: the east wall blocks.
    const walls = [{ col: 5, row: 5, dir: 'n' as const }, { col: 5, row: 5, dir: 'w' as const }, { col: 6, row: 5, dir: 'w' as const }, { col: 5, row: 6, dir: 'n' as const }];
    const boxed = { ...turn, map: { ...turn.map, lines: walls.map((side) => ({ side, terrain: 'wall' as const })) } };
    expect(refused(boxed, { type: 'task/forward-observe', manId: 'a1', gunId: 'gun-1' })).toMatch(/^Case 28.27/);
  });

  it('Cases 28.26, 28.29, 28.22: a change of target is announced, designated by an observer for a Game-Turn, effected in the Bookkeeping Phase, and the gun waits three Game-Turns', () => {
    const s = setup();
    const plot = { ...s, scenario: { ...s.scenario!, started: true }, phase: 'opportunity-fire-plot' };
    const announced = run(plot, [{ type: 'artillery/announce', side: 'a', fire: [], retarget: ['gun-1'] }]);
    const turn = { ...announced, phase: 'non-prepared-task-execution' };
    expect(refused(run(turn, [{ type: 'task/begin', manId: 'a1' }]), { type: 'task/forward-observe', manId: 'a1', gunId: 'gun-1' })).toMatch(/^Case 28.26/);
    const observed = run(turn, [{ type: 'task/begin', manId: 'a1' }, { type: 'task/forward-observe', manId: 'a1', gunId: 'gun-1', newTarget: { col: 15, row: 15 } }]);
    const r = bookkeeping(observed, new ScriptedDice([]));
    expect(artilleryOf(r.state).guns[0]).toMatchObject({ target: { col: 15, row: 15 }, readyTurn: 4, observedTurns: 0 });
  });
});

describe('Section 28.3 Damage and Sequencing; Section 28.4 Smoke and Illumination Rounds', () => {
  it('Case 28.33 with Section 23.0 "Fire": a shell destroys the wall and wire on its square\'s sides and sets off a mine there', () => {
    const s = run(game(MEN), [
      { type: 'setup/allot-artillery', side: 'a', rounds: 1, guns: 0 },
      { type: 'setup/plan-artillery', side: 'a', turn: 1, square: { col: 10, row: 10 }, round: 'high-explosive' },
    ]);
    const lines = [{ side: { col: 10, row: 10, dir: 'n' as const }, terrain: 'barbed-wire' as const }, { side: { col: 11, row: 10, dir: 'w' as const }, terrain: 'wall' as const }];
    const mines = { allotments: [], laid: [{ id: 'mine-1', side: 'b', type: 'anti-personnel' as const, square: { col: 10, row: 10 }, status: 'armed' as const }] };
    const live = { ...s, map: { ...s.map, lines }, mines, scenario: { ...s.scenario!, started: true } };
    const r = bookkeeping(live, new ScriptedDice(d10(0, 5)));
    expect(r.state.map.lines).toHaveLength(0);
    expect(r.events.map((e) => e.type)).toEqual(['phase-advanced', 'shell-landed', 'mine-detonated']);
    expect(r.state.mines!.laid[0]!.status).toBe('detonated');
  });

  it('Case 28.4: a smoke round is five smoke grenades where it lands', () => {
    const s = run(game(MEN), [
      { type: 'setup/allot-artillery', side: 'a', rounds: 1, guns: 0 },
      { type: 'setup/plan-artillery', side: 'a', turn: 1, square: { col: 10, row: 10 }, round: 'smoke' },
    ]);
    const r = bookkeeping({ ...s, scenario: { ...s.scenario!, started: true } }, SeededDice.fromSeed(7));
    expect(r.events.filter((e) => e.type === 'smoke-laid')).toHaveLength(5);
  });

  it('Case 28.4 with 34.44: a star shell round needs Section 34.0, and fires upon its announcement', () => {
    const s = run(game(MEN), [{ type: 'setup/allot-artillery', side: 'a', rounds: 1, guns: 0 }]);
    expect(refused(s, { type: 'setup/plan-artillery', side: 'a', turn: 1, square: { col: 10, row: 10 }, round: 'illumination' })).toMatch(/^Case 28.4/);
    const lit = run(game(MEN, { rules: ['28', '34'] }), [
      { type: 'setup/allot-artillery', side: 'a', rounds: 1, guns: 0 },
      { type: 'setup/plan-artillery', side: 'a', turn: 1, square: { col: 10, row: 10 }, round: 'illumination' },
    ]);
    const own: GameEvent[] = [{ type: 'phase-advanced', from: 'initiative', to: 'opportunity-fire-plot', turn: 1 } as GameEvent];
    const events = withArtillery({ ...lit, scenario: { ...lit.scenario!, started: true } }, own, SeededDice.fromSeed(3), evolve);
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['artillery-announced', 'shell-landed', 'illumination-lit']));
  });

  it('Section 28.0: not in use, every artillery command is refused', () => {
    const s = game(MEN, { rules: [] });
    expect(refused(s, { type: 'setup/allot-artillery', side: 'a', rounds: 1, guns: 0 })).toMatch(/^Section 28.0: .*not in use/);
  });
});
