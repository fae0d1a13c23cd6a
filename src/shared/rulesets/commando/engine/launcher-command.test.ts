import { describe, expect, it } from 'vitest';
import { d10, d6, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { DieFace } from '../../../kernel/dice/dice-source';
import { manTurnOf, type GameState } from '../model/state';
import { engineGame, Table, type ManSpec, executionTable as table, passToTurn } from '../test-support/engine-game';
import type { ScenarioRuntime } from '../model/scenario-state';
import { armamentOf } from './carried-weapons';
import { legalActions } from './legal-actions';
import { rifleGrenadesOf } from './launcher-view';
import { createGame } from '../scenarios/setup-game';
import { loadEntebbe } from '../scenarios/special/test-support/entebbe-play';

const sq = (col: number, row: number) => ({ col, row });

/** The game under a started minimal scenario with these Optional Rules chosen (Cases 38.23, 18.0, 21.0). */
function withOptionalRules(state: GameState, rules: readonly string[], more: Partial<ScenarioRuntime> = {}): GameState {
  const scenario: ScenarioRuntime = {
    id: 't', title: 'launcher test', section: 0, era: 'Modern', optionalRules: rules, enduranceChoice: 'standard', specialRules: [],
    gameLength: { caseRef: '38.3', goalOriented: false, endsWhen: [] }, victory: [], features: {}, deployment: [], entry: [], reinforcements: [],
    deployed: {}, sentries: {}, entries: {}, entriesTurn: 0, objects: {}, counters: {}, flags: {}, grapples: {}, started: true, ...more,
  };
  return { ...state, scenario };
}

const passTo = (t: Table, turn: number, phase: string): void => passToTurn(t, turn, phase, 60);

const MEN: ManSpec[] = [
  { id: 'a1', side: 'a', col: 5, row: 5 },
  { id: 'a2', side: 'a', col: 5, row: 5 },
  { id: 'b1', side: 'b', col: 25, row: 25 },
];

/** a1 with a rifle grenade already on his rifle. */
function affixed(state: GameState, id = 'a1'): GameState {
  const man = state.men[id]!;
  const a = armamentOf(man);
  return { ...state, men: { ...state.men, [id]: { ...man, armament: { ...a, rifleGrenades: 5, rifleGrenadeOn: a.preparedWeapon! } } } };
}

/** a1 carrying a loaded thump gun as his prepared weapon. */
function thumper(state: GameState, id = 'a1'): GameState {
  const man = state.men[id]!;
  const a = armamentOf(man);
  const gun = { id: 'tg', kind: 'thump-gun' as const, issuedTo: man.side };
  return { ...state, men: { ...state.men, [id]: { ...man, weapons: ['thump-gun'], armament: { ...a, weapons: [gun], preparedWeapon: 'tg' } } } };
}

/** Side a has observed b1 (Case 21.14). */
const seen = (state: GameState): GameState => ({
  ...state,
  knowledge: { ...state.knowledge, a1: { observing: [], lastKnown: { b1: { enemyId: 'b1', square: sq(25, 25), posture: 'erect', turn: 1, phase: 'observation' } }, successesThisTurn: 0, attemptedThisPhase: [], attemptedInObservationPhase: false } },
});

describe('Section 18.0 Rifle Grenades in play', () => {
  it('Section 18.0 General Rule: six rifle grenades for a rifleman only while the rule is in use', () => {
    const g = engineGame(MEN);
    expect(rifleGrenadesOf(withOptionalRules(g, ['18']), armamentOf(g.men['a1']!))).toBe(6);
    expect(rifleGrenadesOf(withOptionalRules(g, []), armamentOf(g.men['a1']!))).toBe(0);
    const t = table(withOptionalRules(g, []));
    t.run({ type: 'task/begin', manId: 'a1' });
    expect(t.refuse({ type: 'task/affix-rifle-grenade', manId: 'a1' })).toMatchObject({ code: 'optional-rule/not-in-use' });
  });

  it('Case 18.12: affixing is a task of 50 Task Points (Chart 5.22); Case 18.13: removing costs the same and gives the grenade back', () => {
    const t = table(withOptionalRules(engineGame(MEN), ['18']), d10(7, 2));
    t.run({ type: 'task/begin', manId: 'a1' });
    const [e] = t.run({ type: 'task/affix-rifle-grenade', manId: 'a1' });
    expect(e).toMatchObject({ type: 'rifle-grenade-affixed', ownerId: 'a1', removed: false, caseRef: 'Case 18.12', cost: { final: 50 } });
    expect(manTurnOf(t.state, 'a1').spent).toBe(50);
    expect(armamentOf(t.state.men['a1']!)).toMatchObject({ rifleGrenades: 5, rifleGrenadeOn: armamentOf(t.state.men['a1']!).preparedWeapon });
    passTo(t, 2, 'non-prepared-task-execution');
    t.run({ type: 'task/begin', manId: 'a1' });
    const [r] = t.run({ type: 'task/affix-rifle-grenade', manId: 'a1', remove: true });
    expect(r).toMatchObject({ removed: true, caseRef: 'Case 18.13', cost: { final: 50 } });
    expect(armamentOf(t.state.men['a1']!).rifleGrenades).toBe(6);
    expect(armamentOf(t.state.men['a1']!).rifleGrenadeOn).toBeUndefined();
  });

  it('Case 18.11: with a rifle grenade affixed he may not fire the rifle; Case 18.22: nor affix a second', () => {
    const g = affixed(withOptionalRules(engineGame(MEN), ['18']));
    const k = seen(g).knowledge['a1']!;
    const t = table({ ...g, knowledge: { a1: { ...k, observing: ['b1'] } } });
    t.run({ type: 'task/begin', manId: 'a1' });
    const rifle = armamentOf(t.state.men['a1']!).preparedWeapon!;
    expect(t.refuse({ type: 'task/fire', manId: 'a1', targets: [{ targetId: 'b1' }], weaponId: rifle })).toMatchObject({ code: 'weapon/rifle-grenade-affixed', caseRef: 'Case 18.11' });
    expect(t.refuse({ type: 'task/affix-rifle-grenade', manId: 'a1' })).toMatchObject({ code: 'rifle-grenade/one-at-a-time', caseRef: 'Case 18.22' });
  });

  it('Case 18.23: a severely wounded man may not affix; another man in his square affixes it for him and pays', () => {
    const g = withOptionalRules(engineGame([{ ...MEN[0]!, condition: 'seriously-wounded', wounds: 8 }, MEN[1]!, MEN[2]!]), ['18']);
    const t = table(g);
    t.run({ type: 'task/begin', manId: 'a1' });
    expect(t.refuse({ type: 'task/affix-rifle-grenade', manId: 'a1' })).toMatchObject({ code: 'rifle-grenade/severely-wounded', caseRef: 'Case 18.23' });
    t.run({ type: 'task/end', manId: 'a1' }, { type: 'side/pass', side: 'b' }, { type: 'task/begin', manId: 'a2' });
    const [e] = t.run({ type: 'task/affix-rifle-grenade', manId: 'a2', ownerId: 'a1' });
    expect(e).toMatchObject({ manId: 'a2', ownerId: 'a1', caseRef: 'Case 18.23' });
    expect(manTurnOf(t.state, 'a2').spent).toBe(50);
    expect(armamentOf(t.state.men['a1']!).rifleGrenadeOn).toBeDefined();
  });

  it('Case 18.24: firing costs what firing the rifle does (13); Case 18.14 at a square in LOS; Section 18.0 Detonation: it bursts as a fragmentation grenade', () => {
    // 0505 → 0515, range 10: house 70%. 1D100 = 30 hits. Nobody near the burst: no blast dice.
    const t = table(affixed(withOptionalRules(engineGame(MEN), ['18'])), d10(3, 0));
    t.run({ type: 'task/begin', manId: 'a1' });
    const ev = t.run({ type: 'task/fire-rifle-grenade', manId: 'a1', target: sq(5, 15) });
    expect(ev[0]).toMatchObject({ type: 'launcher-fired', launcher: 'rifle-grenade', hit: true, landing: sq(5, 15), chance: { final: 70 }, taskPointsCharged: 13, blast: { men: [] } });
    expect(manTurnOf(t.state, 'a1')).toMatchObject({ spent: 13, combatTaskDone: true });
    expect(armamentOf(t.state.men['a1']!).rifleGrenadeOn).toBeUndefined();
    // Case 18.11: the grenade is gone from the rifle: nothing to fire.
    expect(t.refuse({ type: 'task/fire-rifle-grenade', manId: 'a1', target: sq(5, 15) })).toMatchObject({ code: 'rifle-grenade/not-affixed', caseRef: 'Case 18.11' });
  });

  it('Case 18.21 with Case 11.4: the burst wounds every man in the blast, friends included, and the wounds follow as man-wounded', () => {
    const men: ManSpec[] = [MEN[0]!, { id: 'b1', side: 'b', col: 5, row: 15 }];
    const t = table(affixed(withOptionalRules(engineGame(men), ['18'])), [...d10(3, 0), ...d6(4), ...d10(9, 9)]);
    t.run({ type: 'task/begin', manId: 'a1' });
    const ev = t.run({ type: 'task/fire-rifle-grenade', manId: 'a1', target: sq(5, 15) });
    const fired = ev.find((e) => e.type === 'launcher-fired');
    const wounded = ev.find((e) => e.type === 'man-wounded');
    expect(fired && fired.type === 'launcher-fired' && fired.blast?.men.map((m) => m.id)).toEqual(['b1']);
    expect(wounded).toMatchObject({ manId: 'b1' });
    expect(t.state.men['b1']!.wounds).toBeGreaterThan(0);
  });

  it('Case 18.32: a miss scatters up to six squares on the rifle grenade line', () => {
    // 1D100 = 90 > 70; direction 3 = E; 1D6 = 6: 0515 → 1115.
    const t = table(affixed(withOptionalRules(engineGame(MEN), ['18'])), [...d10(9, 0), ...d10(3), ...d6(6)]);
    t.run({ type: 'task/begin', manId: 'a1' });
    const [e] = t.run({ type: 'task/fire-rifle-grenade', manId: 'a1', target: sq(5, 15) });
    expect(e).toMatchObject({ hit: false, landing: sq(11, 15), scatter: { direction: 'e', distance: 6 } });
  });
});

describe('Section 21.0 Thump Guns in play', () => {
  it('Case 21.11: issued in set-up as a main combat weapon, in lieu of the weapon the listing names, to the allotted count (Case 41.41)', () => {
    const g = withOptionalRules(engineGame([...MEN, { id: 'a3', side: 'a', col: 6, row: 6 }]), ['21'], { started: false, thumpGuns: { a: { count: 2, caseRef: '41.41', inLieuOf: 'rifle' } } });
    const t = new Table({ ...g, phase: 'setup' }, new ScriptedDice([]));
    const [e] = t.run({ type: 'setup/issue-thump-gun', manId: 'a1' });
    expect(e).toMatchObject({ type: 'thump-gun-issued', replaced: 'rifle', caseRef: 'Case 41.41' });
    expect(armamentOf(t.state.men['a1']!).weapons.map((w) => w.kind)).toEqual(['thump-gun']);
    expect(armamentOf(t.state.men['a1']!).preparedWeapon).toBe(e?.type === 'thump-gun-issued' ? e.weaponId : '');
    expect(t.refuse({ type: 'setup/issue-thump-gun', manId: 'b1' })).toMatchObject({ code: 'thump-gun/not-allotted' });
    t.run({ type: 'setup/issue-thump-gun', manId: 'a2' });
    expect(t.refuse({ type: 'setup/issue-thump-gun', manId: 'a3' })).toMatchObject({ code: 'thump-gun/allotment-spent' });
    expect(legalActions(t.state).commands.filter((c) => c.type === 'setup/issue-thump-gun')).toEqual([]);
  });

  it('Case 21.11: a man listed with a thump gun carries it as his prepared main weapon', () => {
    const g = engineGame(MEN);
    const a = armamentOf({ ...g.men['a1']!, weapons: ['thump-gun', 'pistol'] });
    expect(a.weapons.map((w) => w.kind)).toEqual(['thump-gun', 'pistol']);
    expect(a.weapons.find((w) => w.id === a.preparedWeapon)?.kind).toBe('thump-gun');
  });

  it('Case 21.11 with Case 39.41: Thump Guns ticked at new game, every Israeli may be issued one (no number printed); the Ugandans may not', async () => {
    const { scenario, map } = await loadEntebbe();
    const g = createGame(scenario, map, { gameId: 'tg', endurance: 'standard', optionalRules: ['21'] }, new ScriptedDice([]));
    if (!g.ok) throw new Error(g.error.map((e) => e.message).join('; '));
    expect(g.value.state.scenario!.thumpGuns).toEqual({ israelis: { count: null, caseRef: '39.41' } });
    const issued = legalActions(g.value.state).commands.filter((c) => c.type === 'setup/issue-thump-gun');
    const israelis = Object.values(g.value.state.men).filter((m) => m.side === 'israelis').map((m) => m.id);
    expect(issued.map((c) => (c.type === 'setup/issue-thump-gun' ? c.manId : '')).sort()).toEqual(israelis.sort());
  });

  it('Section 21.0 Commentary: no thump gun before the Vietnam War', () => {
    const g = withOptionalRules(engineGame(MEN), ['21'], { started: false, era: 'WWII' });
    const t = new Table({ ...g, phase: 'setup' }, new ScriptedDice([]));
    expect(t.refuse({ type: 'setup/issue-thump-gun', manId: 'a1' })).toMatchObject({ code: 'thump-gun/era' });
  });

  it('Case 21.12: firing costs 25 Task Points; Case 21.13: Table 21.15 with the Table 11.82 modifiers; Case 21.21: then it is unloaded and reloads at 25; Case 21.23: never a second shell', () => {
    // 0505 → 0520, range 15: 80%. 1D100 = 50 hits; nobody in the burst.
    const t = table(seen(thumper(withOptionalRules(engineGame(MEN), ['21']))), [...d10(5, 0), ...d10(7, 2)]);
    t.run({ type: 'task/begin', manId: 'a1' });
    const [e] = t.run({ type: 'task/fire-thump-gun', manId: 'a1', target: sq(5, 20) });
    expect(e).toMatchObject({ type: 'launcher-fired', launcher: 'thump-gun', hit: true, chance: { final: 80 }, taskPointsCharged: 25, caseRef: 'Case 21.13' });
    expect(armamentOf(t.state.men['a1']!).weapons[0]!.loaded).toBe(false);
    passTo(t, 2, 'non-prepared-task-execution');
    t.run({ type: 'task/begin', manId: 'a1' });
    expect(t.refuse({ type: 'task/fire-thump-gun', manId: 'a1', target: sq(5, 20) })).toMatchObject({ code: 'thump-gun/unloaded', caseRef: 'Case 21.21' });
    // Case 21.21: the reload is the normal 25; Case 21.23: never a second shell.
    const [r] = t.run({ type: 'task/reload', manId: 'a1' });
    expect(r).toMatchObject({ type: 'weapon-reloaded', cost: { final: 25 }, caseRef: 'Case 21.21' });
    expect(t.refuse({ type: 'task/reload', manId: 'a1' })).toMatchObject({ code: 'thump-gun/one-shell', caseRef: 'Case 21.23' });
  });

  it('Case 21.14: not until an Enemy man has been observed; then the turn panel offers his last-known square', () => {
    const t = table(thumper(withOptionalRules(engineGame(MEN), ['21'])));
    t.run({ type: 'task/begin', manId: 'a1' });
    expect(t.refuse({ type: 'task/fire-thump-gun', manId: 'a1', target: sq(5, 20) })).toMatchObject({ code: 'thump-gun/no-enemy-observed', caseRef: 'Case 21.14' });
    expect(legalActions(t.state).commands.filter((c) => c.type === 'task/fire-thump-gun')).toEqual([]);
    const s = seen(t.state);
    expect(legalActions(s).commands).toContainEqual({ type: 'task/fire-thump-gun', manId: 'a1', target: sq(25, 25) });
  });

  it('Case 21.22: within 10 squares nothing occurs except that the gun is unloaded (no die rolled)', () => {
    const t = table(seen(thumper(withOptionalRules(engineGame(MEN), ['21']))));
    t.run({ type: 'task/begin', manId: 'a1' });
    const ev = t.run({ type: 'task/fire-thump-gun', manId: 'a1', target: sq(5, 15) });
    expect(ev[0]).toMatchObject({ type: 'launcher-fired', dud: true, hit: false, caseRef: 'Case 21.22' });
    expect(ev[0]).not.toHaveProperty('blast');
    expect(armamentOf(t.state.men['a1']!).weapons[0]!.loaded).toBe(false);
  });

  it('Section 21.0 General Rule: the thump gunner never runs out of grenades', () => {
    const g = seen(thumper(withOptionalRules(engineGame(MEN), ['21'])));
    const man = g.men['a1']!;
    const none = { ...g, men: { ...g.men, a1: { ...man, armament: { ...armamentOf(man), grenades: { fragmentation: 0, smoke: 0, illumination: 0 } } } } };
    const t = table(none);
    t.run({ type: 'task/begin', manId: 'a1' });
    t.run({ type: 'task/prepare-grenade', manId: 'a1', grenade: 'fragmentation' });
    expect(armamentOf(t.state.men['a1']!).grenades.fragmentation).toBe(0);
    expect(armamentOf(t.state.men['a1']!).preparedGrenades).toHaveLength(1);
  });
});

describe('Section 18.0 General Rule: rifle grenades (and thump guns, Case 21.12) for opportunity fire', () => {
  /** b1 lies in wait at 0505 with `plot`; he observes a1 (0520), side a has the initiative (7 against 2); then `more` dice. */
  function ambush(state: GameState, fireTask: string, more: DieFace[]): Table {
    const t = new Table(state, new ScriptedDice([...d10(7, 2), ...more]));
    t.advanceTo('opportunity-fire-plot');
    expect(legalActions(t.state).commands).toContainEqual({ type: 'plot/opportunity-fire', manId: 'b1', fireTask });
    const [plotted] = t.run({ type: 'plot/opportunity-fire', manId: 'b1', fireTask });
    expect(plotted).toMatchObject({ type: 'opportunity-fire-plotted', cost: 5, plot: { kind: 'launch', hostOnly: true } });
    t.run({ type: 'umpire/record-observation', observerId: 'b1', targetId: 'a1' });
    t.advanceTo('initiative');
    t.run({ type: 'initiative/roll' });
    t.advanceTo('non-prepared-task-execution');
    return t;
  }
  const men: ManSpec[] = [
    { id: 'b1', side: 'b', col: 5, row: 5 },
    { id: 'a1', side: 'a', col: 5, row: 20 },
  ];

  it('Section 18.0 General Rule: an affixed rifle grenade lies in wait; the moving Enemy man is shot at in his square, the fire cost (13) paid when fired', () => {
    // a1 steps 0520 → 0519 (range 14: house 70%); 1D100 = 20 hits; the burst on a1: blast dice follow.
    const t = ambush(affixed(withOptionalRules(engineGame(men), ['18']), 'b1'), 'fire-rifle-grenade', [...d10(2, 0), ...d6(3), ...d10(9, 9)]);
    t.run({ type: 'task/begin', manId: 'a1' });
    const ev = t.run({ type: 'task/move', manId: 'a1', route: [sq(5, 20), sq(5, 19)] });
    const raised = ev.find((e) => e.type === 'prompt-raised');
    expect(raised && raised.type === 'prompt-raised' && raised.prompt).toMatchObject({ kind: 'opportunity', plotterId: 'b1', plotKind: 'launch', at: sq(5, 19) });
    const id = raised && raised.type === 'prompt-raised' ? raised.prompt.id : '';
    const out = t.run({ type: 'opportunity/fire', promptId: id });
    expect(out[0]).toMatchObject({ type: 'launcher-fired', launcher: 'rifle-grenade', target: sq(5, 19), hit: true, chance: { final: 70 }, taskPointsCharged: 13, opportunity: { promptId: id } });
    expect(manTurnOf(t.state, 'b1')).toMatchObject({ spent: 18, combatTaskDone: true });
    expect(out.some((e) => e.type === 'man-wounded' && e.manId === 'a1')).toBe(true);
  });

  it('Case 11.61 read across (ruling RG5): no rifle grenade affixed, no launch plot; Case 21.22: a thump gun plot does not answer inside 10 squares', () => {
    const t = new Table(withOptionalRules(engineGame(men), ['18']), new ScriptedDice([]));
    t.advanceTo('opportunity-fire-plot');
    expect(t.refuse({ type: 'plot/opportunity-fire', manId: 'b1', fireTask: 'fire-rifle-grenade' })).toMatchObject({ code: 'opfire/rifle-grenade-not-affixed', caseRef: 'Case 18.11' });
    const close: ManSpec[] = [men[0]!, { id: 'a1', side: 'a', col: 5, row: 12 }];
    const g = ambush(thumper(withOptionalRules(engineGame(close), ['21']), 'b1'), 'fire-thump-gun', []);
    g.run({ type: 'task/begin', manId: 'a1' });
    const ev = g.run({ type: 'task/move', manId: 'a1', route: [sq(5, 12), sq(5, 11)] });
    expect(ev.some((e) => e.type === 'prompt-raised')).toBe(false);
  });
});
