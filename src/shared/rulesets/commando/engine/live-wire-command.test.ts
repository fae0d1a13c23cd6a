import { describe, expect, it } from 'vitest';
import { d10, d6, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { LineFeature } from '../../../map/map-model';
import { manTurnOf, type GameState } from '../model/state';
import type { Scenario } from '../model/scenario-schema';
import { engineGame, Table, withReadings, type ManSpec, executionTable as table } from '../test-support/engine-game';
import { projectView } from '../view/view';
import { legalActions } from './legal-actions';
import { initialLiveWire, liveWireSetup } from './live-wire-command';
import { ELECTRIFIED_WIRE_NUMBERS } from '../tables/electrified-wire';

const sq = (col: number, row: number) => ({ col, row });
const west = (col: number, row: number) => ({ col, row, dir: 'w' as const });

/**
 * Straight wire down the west side of column 5 (concertina on 0505's); side b's current is on in the
 * wire of rows 1–3 (Section 31.0), rows 4 and 6 are dead wire.
 */
function liveGame(men: ManSpec[], extra: Partial<GameState> = {}): GameState {
  const g = engineGame(men, { observationRange: 3 });
  const lines: LineFeature[] = Array.from({ length: 30 }, (_, i) => ({ side: west(5, i + 1), terrain: i === 4 ? ('concertina-wire' as const) : ('barbed-wire' as const) }));
  const live = [1, 2, 3].map((row) => ({ side: west(5, row), owner: 'b' }));
  return { ...g, map: { ...g.map, lines }, liveWire: { allotments: [], live, told: {} }, ...extra };
}

const MEN: ManSpec[] = [
  { id: 'a1', side: 'a', col: 4, row: 1 },
  { id: 'a2', side: 'a', col: 4, row: 1 },
  { id: 'a3', side: 'a', col: 4, row: 4, wounds: 8, condition: 'seriously-wounded' },
  { id: 'a4', side: 'a', col: 4, row: 2 },
  { id: 'b1', side: 'b', col: 29, row: 29 },
];

const known = (state: GameState, side: string) => projectView(state, { kind: 'side', side }).liveWireKnown;

describe('Section 31.0 Electrified Wire: set-up and secrecy (General Rule)', () => {
  it('General Rule: the owning side puts the current in its straight wire in set-up, within the scenario\'s count; never concertina; the enemy sees only barbed wire', () => {
    const started = liveGame(MEN, { liveWire: { allotments: [{ side: 'b', count: 2, caseRef: 'Case 45.41' }], live: [], told: {} } });
    const g = { ...started, scenario: { ...withReadings(started, []).scenario!, started: false } };
    const t = new Table(g, new ScriptedDice([]));
    t.run({ type: 'setup/electrify-wire', side: 'b', wire: west(5, 1) }, { type: 'setup/electrify-wire', side: 'b', wire: { col: 4, row: 2, dir: 'e' } });
    expect(t.state.liveWire?.live.map((l) => l.side)).toEqual([west(5, 1), west(5, 2)]);
    expect(t.refuse({ type: 'setup/electrify-wire', side: 'b', wire: west(5, 3) })).toMatchObject({ code: 'live-wire/allotment', caseRef: 'Case 45.41' });
    expect(t.refuse({ type: 'setup/electrify-wire', side: 'b', wire: west(5, 5) })).toMatchObject({ code: 'live-wire/concertina' });
    expect(t.refuse({ type: 'setup/electrify-wire', side: 'b', wire: west(6, 1) })).toMatchObject({ code: 'wire/no-wire' });
    t.run({ type: 'setup/electrify-wire', side: 'b', wire: west(5, 2), on: false }, { type: 'setup/electrify-wire', side: 'b', wire: west(5, 3) });
    expect(known(t.state, 'b')).toEqual([
      { side: west(5, 1), live: true, own: true },
      { side: west(5, 3), live: true, own: true },
    ]);
    // "Electrified wire also looks exactly like straight barbed wire": side a has the same map and no word of the current.
    const a = projectView(t.state, { kind: 'side', side: 'a' });
    expect(a.map.lines).toEqual(t.state.map.lines);
    expect(a).not.toHaveProperty('liveWireKnown');
    expect(JSON.stringify(a)).not.toMatch(/liveWire"|"live"/);
    expect(projectView(t.state, { kind: 'umpire' }).liveWire?.live).toHaveLength(2);
    // Set-up over: the current stays as it is.
    expect(new Table({ ...t.state, scenario: { ...t.state.scenario!, started: true } }, new ScriptedDice([])).refuse({ type: 'setup/electrify-wire', side: 'b', wire: west(5, 4) })).toMatchObject({ code: 'setup/over' });
    expect(new Table({ ...t.state, scenario: undefined } as GameState, new ScriptedDice([])).refuse({ type: 'setup/electrify-wire', side: 'b', wire: west(5, 4) })).toMatchObject({ code: 'live-wire/setup-over', caseRef: 'Case 38.41' });
  });

  it('Section 31.0 not chosen: no electrifying, testing or boosting', () => {
    const t = table({ ...liveGame(MEN), liveWire: undefined } as GameState);
    t.run({ type: 'task/begin', manId: 'a1' });
    expect(t.refuse({ type: 'task/test-wire', manId: 'a1', side: west(5, 1) })).toMatchObject({ code: 'live-wire/not-in-play', caseRef: 'Section 31.0' });
    expect(t.refuse({ type: 'task/boost-wire', manId: 'a1', partnerId: 'a2', side: west(5, 1) })).toMatchObject({ code: 'live-wire/not-in-play' });
  });

  it('Case 45.41: a scenario\'s "25 lines worth" is the Germans\' count when Section 31.0 is chosen; not chosen, no state', () => {
    const scenario = { optionalRules: { necessary: [], suggested: [{ section: 31, case: '45.41', allotments: [{ side: 'germans', item: 'electrified wire', count: 25, per: 'side' }] }] } } as unknown as Scenario;
    expect(initialLiveWire(scenario, ['31'])).toEqual({ allotments: [{ side: 'germans', count: 25, caseRef: 'Case 45.41' }], live: [], told: {} });
    expect(initialLiveWire(scenario, ['20'])).toBeUndefined();
  });
});

describe('Section 31.0 General Rule: electrified wire drawn on the map (ruling EW10)', () => {
  const scenario = (deployment: string[]) =>
    ({ entry: [{ side: 'british' }], deployment: deployment.map((side) => ({ side })), optionalRules: { necessary: [], suggested: [] } }) as unknown as Scenario;
  const drawn = () => {
    const g = engineGame([]);
    return { ...g.map, lines: [{ side: west(5, 1), terrain: 'electrified-wire' as const }, { side: west(5, 2), terrain: 'barbed-wire' as const }] };
  };

  it('General Rule: "looks exactly like straight barbed wire": the map\'s electrified wire becomes straight wire, live and owned by the side that sets up', () => {
    const r = liveWireSetup(scenario(['germans', 'british']), drawn(), ['31']);
    expect(r.problems).toEqual([]);
    expect(r.map.lines.map((l) => l.terrain)).toEqual(['barbed-wire', 'barbed-wire']);
    expect(r.liveWire?.live).toEqual([{ side: west(5, 1), owner: 'germans' }]);
  });

  it('Section 31.0 not chosen: the drawn wire is plain straight wire and there is no current; two sides setting up: whose current is a problem named', () => {
    const off = liveWireSetup(scenario(['germans']), drawn(), []);
    expect(off.map.lines.map((l) => l.terrain)).toEqual(['barbed-wire', 'barbed-wire']);
    expect(off.liveWire).toBeUndefined();
    const both = liveWireSetup({ ...scenario(['germans', 'italians']), entry: [] } as unknown as Scenario, drawn(), ['31']);
    expect(both.problems[0]).toMatchObject({ code: 'live-wire/no-owner' });
  });
});

describe('Section 31.1 Testing Electrified Wire', () => {
  it('Case 31.1: a man beside the wire spends his full Phase (50 Task Points) testing it; his Player is told, and only his', () => {
    const t = table(liveGame(MEN));
    t.run({ type: 'task/begin', manId: 'a1' });
    expect(legalActions(t.state).commands).toContainEqual({ type: 'task/test-wire', manId: 'a1', side: west(5, 1) });
    expect(t.refuse({ type: 'task/test-wire', manId: 'a1', side: west(5, 4) })).toMatchObject({ code: 'live-wire/not-adjacent', caseRef: 'Case 31.1' });
    expect(t.refuse({ type: 'task/test-wire', manId: 'a1', side: west(5, 5) })).toMatchObject({ code: 'live-wire/concertina' });
    expect(known(t.state, 'a')).toBeUndefined();
    const ev = t.run({ type: 'task/test-wire', manId: 'a1', side: west(5, 1) });
    expect(ev.map((e) => e.type)).toEqual(['wire-tested', 'task-ended']);
    expect(ev[0]).toMatchObject({ live: true, cost: { final: 50 }, caseRef: 'Case 31.1' });
    expect(manTurnOf(t.state, 'a1')).toMatchObject({ spent: 50, done: true });
    expect(known(t.state, 'a')).toEqual([{ side: west(5, 1), live: true, own: false }]);
    // A man who has already spent Task Points cannot spend a full Phase testing.
    t.run({ type: 'side/pass', side: 'b' }, { type: 'task/begin', manId: 'a4' }, { type: 'task/move', manId: 'a4', route: [sq(4, 2), sq(4, 3)] });
    expect(t.refuse({ type: 'task/test-wire', manId: 'a4', side: west(5, 3) })).toMatchObject({ code: 'live-wire/whole-phase', caseRef: 'Case 31.1' });
  });

  it('Case 31.1: "25 Task Points for a severely wounded man" is his whole Phase too (doubled, Case 9.21); dead wire is told as dead', () => {
    const t = table(liveGame(MEN));
    t.run({ type: 'task/begin', manId: 'a3' });
    const ev = t.run({ type: 'task/test-wire', manId: 'a3', side: west(5, 4) });
    expect(ev[0]).toMatchObject({ type: 'wire-tested', live: false, cost: { final: 50 } });
    if (ev[0]?.type !== 'wire-tested') throw new Error('no test');
    expect(ev[0].cost.steps[0]).toMatchObject({ value: ELECTRIFIED_WIRE_NUMBERS.testTaskPointsWounded.value, caseRef: 'Case 31.1' });
    expect(known(t.state, 'a')).toEqual([{ side: west(5, 4), live: false, own: false }]);
    expect(known(t.state, 'b')?.some((k) => k.side.row === 4)).toBe(false);
  });
});

describe('Section 31.2 Crossing Electrified Wire', () => {
  it('Case 31.21: a man who throws himself on live wire rolls 1D10 (1–5 he dies) and takes 1D6 Wound Points in any case; alive, he bridges as normal wire', () => {
    const t = table(liveGame(MEN), [...d10(8), ...d6(3)]);
    t.run({ type: 'task/begin', manId: 'a1' });
    const ev = t.run({ type: 'task/bridge-wire', manId: 'a1', side: west(5, 1) });
    expect(ev.map((e) => e.type)).toEqual(['posture-changed', 'wire-bridged', 'wire-touched', 'wire-shock', 'man-wounded']);
    expect(ev[3]).toMatchObject({ roll: 8, killed: false, caseRef: 'Case 31.21' });
    expect(ev[3]?.dice?.[0]?.faces).toEqual([{ die: 'd10', face: 8 }]);
    expect(ev[4]).toMatchObject({ woundPoints: 3, totalWounds: 3, caseRef: 'Case 31.21' });
    expect(known(t.state, 'a')).toEqual([{ side: west(5, 1), live: true, own: false }]);
    // "The wire may be bridged as normal barbed wire is bridged": a2 crosses over him.
    t.run({ type: 'task/end', manId: 'a1' }, { type: 'side/pass', side: 'b' }, { type: 'task/begin', manId: 'a2' });
    expect(t.run({ type: 'task/move', manId: 'a2', route: [sq(4, 1), sq(5, 1)] }).map((e) => e.type)).toEqual(['man-moved', 'wire-bridge-used']);
  });

  it('Case 31.22: a man killed on the wire is a bridge for any and all men; a man aware of the current will not throw himself on it', () => {
    const t = table(liveGame(MEN), [...d10(5), ...d6(2)]);
    t.run({ type: 'task/begin', manId: 'a1' });
    const ev = t.run({ type: 'task/bridge-wire', manId: 'a1', side: west(5, 1) });
    expect(ev[3]).toMatchObject({ type: 'wire-shock', roll: 5, killed: true });
    expect(ev[4]).toMatchObject({ type: 'man-wounded', condition: 'dead', woundPoints: 2 });
    expect(t.state.men['a1']).toMatchObject({ condition: 'dead', posture: 'prone' });
    // Side a now knows the current is on: a4 will not throw himself on the wire beside him (row 2 is live too, but only row 1 is known).
    t.run({ type: 'side/pass', side: 'b' }, { type: 'task/begin', manId: 'a2' });
    expect(t.refuse({ type: 'task/bridge-wire', manId: 'a2', side: west(5, 1) })).toMatchObject({ code: 'live-wire/aware', caseRef: 'Case 31.22' });
    expect(t.run({ type: 'task/move', manId: 'a2', route: [sq(4, 1), sq(5, 1), sq(6, 1)] }).map((e) => e.type)).toEqual(['man-moved', 'wire-bridge-used']);
    t.run({ type: 'task/end', manId: 'a2' }, { type: 'task/begin', manId: 'a4' });
    const aware = { ...t.state, liveWire: { ...t.state.liveWire!, told: { a: { ...t.state.liveWire!.told['a'], '5,2,w': true } } } };
    t.state = aware;
    expect(t.refuse({ type: 'task/bridge-wire', manId: 'a4', side: west(5, 2) })).toMatchObject({ code: 'live-wire/aware', caseRef: 'Case 31.22' });
  });

  it('Case 31.23: the booster spends 25 Task Points and his whole Phase; the man in his square crosses with his full allowance', () => {
    const t = table(liveGame(MEN), d10(6));
    t.run({ type: 'task/begin', manId: 'a1' });
    expect(legalActions(t.state).commands).toContainEqual({ type: 'task/boost-wire', manId: 'a1', partnerId: 'a2', side: west(5, 1) });
    expect(t.refuse({ type: 'task/boost-wire', manId: 'a1', partnerId: 'a4', side: west(5, 1) })).toMatchObject({ code: 'live-wire/partner-not-placed', caseRef: 'Case 31.23' });
    expect(t.refuse({ type: 'task/boost-wire', manId: 'a1', partnerId: 'b1', side: west(5, 1) })).toMatchObject({ code: 'live-wire/no-partner' });
    const ev = t.run({ type: 'task/boost-wire', manId: 'a1', partnerId: 'a2', side: west(5, 1) });
    expect(ev.map((e) => e.type)).toEqual(['wire-boosted', 'task-ended']);
    expect(ev[0]).toMatchObject({ boosterId: 'a1', manId: 'a2', from: sq(4, 1), to: sq(5, 1), boosterCost: { final: 25 }, moverTaskPoints: 50, slipRoll: 6, slipped: false, caseRef: 'Case 31.23' });
    expect(t.state.men['a2']!.square).toEqual(sq(5, 1));
    expect(manTurnOf(t.state, 'a1')).toMatchObject({ spent: 25, done: true });
    expect(manTurnOf(t.state, 'a2')).toMatchObject({ spent: 50, done: true });
    // Nothing was touched: side a still does not know whether the wire is live.
    expect(known(t.state, 'a')).toBeUndefined();
    // The boosted man has had his Phase.
    t.run({ type: 'side/pass', side: 'b' });
    expect(t.refuse({ type: 'task/begin', manId: 'a2' })).toBeDefined();
  });

  it('Case 31.23: the boosted man must not have acted; the booster must not have spent Task Points', () => {
    const t = table(liveGame(MEN), d10(6));
    t.run({ type: 'task/begin', manId: 'a2' }, { type: 'task/fall-prone', manId: 'a2' }, { type: 'side/pass', side: 'b' });
    t.run({ type: 'task/begin', manId: 'a1' });
    expect(t.refuse({ type: 'task/boost-wire', manId: 'a1', partnerId: 'a2', side: west(5, 1) })).toMatchObject({ code: 'live-wire/partner-acted', caseRef: 'Case 31.23' });
    t.run({ type: 'task/move', manId: 'a1', route: [sq(4, 1), sq(3, 1)] });
    expect(t.refuse({ type: 'task/boost-wire', manId: 'a1', partnerId: 'a2', side: west(5, 1) })).toMatchObject({ code: 'live-wire/whole-phase' });
  });

  it('Case 31.24: a boosted man who rolls 1 on 1D10 slips onto the wire and suffers Case 31.21 (1D10 for death, 1D6 Wound Points)', () => {
    const t = table(liveGame(MEN), [...d10(1), ...d10(9), ...d6(4)]);
    t.run({ type: 'task/begin', manId: 'a1' });
    const ev = t.run({ type: 'task/boost-wire', manId: 'a1', partnerId: 'a2', side: west(5, 1) });
    expect(ev.map((e) => e.type)).toEqual(['wire-boosted', 'wire-touched', 'wire-shock', 'man-wounded', 'task-ended']);
    expect(ev[0]).toMatchObject({ slipRoll: 1, slipped: true });
    expect(ev[2]).toMatchObject({ manId: 'a2', roll: 9, killed: false, caseRef: 'Case 31.24' });
    expect(ev[3]).toMatchObject({ manId: 'a2', woundPoints: 4 });
    expect(t.state.men['a2']).toMatchObject({ square: sq(5, 1), wounds: 4 });
    expect(known(t.state, 'a')).toEqual([{ side: west(5, 1), live: true, own: false }]);
  });

  it('Case 31.25: a man on the other side of the wire boosts (braces) the moving man across to himself', () => {
    const men: ManSpec[] = [
      { id: 'a1', side: 'a', col: 5, row: 1 },
      { id: 'a2', side: 'a', col: 4, row: 1 },
      { id: 'b1', side: 'b', col: 29, row: 29 },
    ];
    const t = table(liveGame(men), d10(4));
    t.run({ type: 'task/begin', manId: 'a1' });
    const ev = t.run({ type: 'task/boost-wire', manId: 'a1', partnerId: 'a2', side: west(5, 1) });
    expect(ev[0]).toMatchObject({ type: 'wire-boosted', from: sq(4, 1), to: sq(5, 1), slipped: false, caseRef: 'Case 31.25' });
    expect(t.state.men['a2']!.square).toEqual(sq(5, 1));
  });

  it('Case 31.24 on dead wire (ruling EW7): a slip onto wire with no current does no harm, and tells the Player it is dead', () => {
    const men: ManSpec[] = [
      { id: 'a1', side: 'a', col: 4, row: 4 },
      { id: 'a2', side: 'a', col: 4, row: 4 },
      { id: 'b1', side: 'b', col: 29, row: 29 },
    ];
    const t = table(liveGame(men), d10(1));
    t.run({ type: 'task/begin', manId: 'a1' });
    const ev = t.run({ type: 'task/boost-wire', manId: 'a1', partnerId: 'a2', side: west(5, 4) });
    expect(ev.map((e) => e.type)).toEqual(['wire-boosted', 'wire-touched', 'task-ended']);
    expect(known(t.state, 'a')).toEqual([{ side: west(5, 4), live: false, own: false }]);
  });
});

describe('Section 31.0 and Section 20.3 (ruling EW6): clipping is touching', () => {
  // Case 20.32: men clipping wire are prone.
  const clippers = (s: GameState): GameState => ({ ...s, men: { ...s.men, a1: { ...s.men['a1']!, posture: 'prone', equipment: ['wire-clippers'] }, a3: { ...s.men['a3']!, posture: 'prone', equipment: ['wire-clippers'] } } });

  it('Case 31.21 (ruling EW6): a man who lays clippers on live wire suffers the shock and clips nothing; then his side will not touch it', () => {
    const t = table(clippers(liveGame(MEN)), [...d10(10), ...d6(1)]);
    t.run({ type: 'task/begin', manId: 'a1' });
    const ev = t.run({ type: 'task/clip-wire', manId: 'a1', side: west(5, 1) });
    expect(ev.map((e) => e.type)).toEqual(['wire-touched', 'wire-shock', 'man-wounded']);
    expect(t.state.wire?.clipping ?? {}).toEqual({});
    expect(t.refuse({ type: 'task/clip-wire', manId: 'a1', side: west(5, 1) })).toMatchObject({ code: 'live-wire/aware', caseRef: 'Case 31.22' });
  });

  it('Section 20.3 on dead wire: the clipping goes on and the Player learns the wire is dead', () => {
    const t = table(clippers(liveGame(MEN)));
    t.run({ type: 'task/begin', manId: 'a3' });
    const ev = t.run({ type: 'task/clip-wire', manId: 'a3', side: west(5, 4), taskPoints: 10 });
    expect(ev.map((e) => e.type)).toEqual(['wire-clipping', 'wire-touched']);
    expect(known(t.state, 'a')).toEqual([{ side: west(5, 4), live: false, own: false }]);
    expect(t.run({ type: 'task/clip-wire', manId: 'a3', side: west(5, 4), taskPoints: 10 }).map((e) => e.type)).toEqual(['wire-clipping']);
  });
});
