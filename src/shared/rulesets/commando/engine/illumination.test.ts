import { describe, expect, it } from 'vitest';
import { d10, d6 } from '../../../kernel/dice/scripted-dice';
import type { GameEvent } from '../model/events';
import type { ScenarioRuntime } from '../model/scenario-state';
import { manTurnOf, type GameState } from '../model/state';
import { emptyIllumination, type IlluminationState } from '../rules/illumination';
import { measureSight, sightError } from '../rules/observation-limits';
import { engineGame, type Table, type ManSpec, executionTable as table, passToTurn } from '../test-support/engine-game';
import { armamentOf } from './carried-weapons';
import { checkAttempt } from './observe-command';
import { attemptContext, manAt } from './prompts';

const sq = (col: number, row: number) => ({ col, row });

/** A started minimal scenario with these Optional Rules, at night (Case 8.13: Night range `night`, Day range `day`). */
function nightGame(men: readonly ManSpec[], rules: readonly string[], opts: { night?: number; day?: number; ill?: Partial<IlluminationState> } = {}): GameState {
  const scenario: ScenarioRuntime = {
    id: 't', title: 'illumination test', section: 0, era: 'Modern', optionalRules: rules, enduranceChoice: 'standard', specialRules: [],
    gameLength: { caseRef: '38.3', goalOriented: false, endsWhen: [] }, victory: [], features: {}, deployment: [], entry: [], reinforcements: [],
    deployed: {}, sentries: {}, entries: {}, entriesTurn: 0, objects: {}, counters: {}, flags: {}, grapples: {}, started: true,
  };
  const g = engineGame(men, { width: 40, height: 30, observationRange: opts.night ?? 6 });
  return { ...g, scenario, ...(rules.includes('34') ? { illumination: { ...emptyIllumination('night', opts.day ?? 25), ...opts.ill } } : {}) };
}

const passTo = (t: Table, turn: number, phase: string): void => passToTurn(t, turn, phase, 80);

/** The enemy pairs "observer>target" Cases 8.12 and 8.24 allow now (range and Line of Sight, the engine's own context). */
function observable(state: GameState): string[] {
  const ctx = attemptContext(state);
  const out: string[] = [];
  for (const o of Object.values(state.men)) {
    for (const t of Object.values(state.men)) {
      if (o.side === t.side) continue;
      if (!sightError(measureSight(manAt(o)!, manAt(t)!, ctx), ctx)) out.push(`${o.id}>${t.id}`);
    }
  }
  return out.sort();
}

const types = (ev: readonly GameEvent[]) => ev.map((e) => e.type);

// The night game: Night range 6, Day range 25 (Case 8.13). Side a (commando) strung along row 15; b1 fires
// the flare from 2215 at 1015 (range 12: Table 11.81 Rifle Grenade row, 9-12, house 70%); b2 hides in 1415.
const NIGHT: ManSpec[] = [
  { id: 'a1', side: 'a', col: 5, row: 15 },
  { id: 'a2', side: 'a', col: 12, row: 15 },
  { id: 'a5', side: 'a', col: 19, row: 15 },
  { id: 'b1', side: 'b', col: 22, row: 15 },
  { id: 'b2', side: 'b', col: 14, row: 15 },
];

describe('Section 34.0 in a night game: which men are observable, Phase by Phase, while a flare burns and after', () => {
  it('Cases 34.31–34.34 with 34.11, 8.12, 8.84: hand-worked ranges before, during and after the flare', () => {
    // Dice: initiative 7/2; flare 1D100 = 05 ≤ 70 hits; b1's observation of a1 1D100 = 01.
    const t = table(nightGame(NIGHT, ['34'], { ill: { flaresPerMan: { b: { count: 2, caseRef: '45.41' } } } }), [...d10(0, 5), ...d10(0, 1)]);
    // Before: in the dark only pairs within 6 squares — a5 (1915) and b1 (2215) at 3; a2 (1215) and b2 (1415) at 2.
    const dark = ['a2>b2', 'a5>b1', 'a5>b2', 'b1>a5', 'b2>a2', 'b2>a5'];
    // a5 → b2: 1915 → 1415 is 5 ≤ 6. a1 is 9 from b2, 17 from b1: nobody sees him.
    expect(observable(t.state)).toEqual(dark);

    t.run({ type: 'side/pass', side: 'a' }, { type: 'task/begin', manId: 'b1' });
    const fired = t.run({ type: 'task/fire-flare', manId: 'b1', target: sq(10, 15) });
    expect(types(fired).slice(0, 2)).toEqual(['flare-fired', 'illumination-lit']);
    expect(fired[0]).toMatchObject({ hit: true, landing: sq(10, 15), chance: { final: 70 }, taskPointsCharged: 13, flaresLeft: 1, caseRef: 'Case 34.31' });
    expect(fired[1]).toMatchObject({ device: { kind: 'flare', square: sq(10, 15), litTurn: 1, lastTurn: 1 } });
    expect(manTurnOf(t.state, 'b1').spent).toBe(13);
    // Ruling IL5: the flare is fired (Case 8.5): a5, 3 squares off (within the Night range 6), sees b1 fire; nobody else can.
    expect(fired.find((e) => e.type === 'observed-automatically')).toMatchObject({ actorId: 'b1', observerIds: ['a5'], caseRef: 'Case 8.5' });

    // The flare over 1015 lights 0015–2015 on row 15 (radius 10): a1 (5), a2 (2), a5 (9), b2 (4) are lit; b1 (12) is not.
    // Lit targets are seen out to the Day range, 25 (Cases 34.11, 33.24): b1 now sees a1 (17), a2 (10); b2 sees a1 (9);
    // a1 sees b2 (9, lit) but not b1 (17, dark: Night range 6); a2 sees b2; a5 sees b1 (3) and b2 (5).
    const burning = ['a1>b2', 'a2>b2', 'a5>b1', 'a5>b2', 'b1>a1', 'b1>a2', 'b1>a5', 'b2>a1', 'b2>a2', 'b2>a5'];
    expect(observable(t.state)).toEqual(burning);

    // b1, in his own interval, observes a1 17 squares off: code G 65%, Defending Mode −20%, no −30% (b1 is in the dark).
    const attempt = checkAttempt(t.state, { type: 'observe/attempt', observerId: 'b1', targetId: 'a1' });
    expect(attempt.ok && attempt.value.breakdown.final).toBe(45);
    t.run({ type: 'observe/attempt', observerId: 'b1', targetId: 'a1' });
    expect(t.state.knowledge['b1']!.observing).toEqual(['a1']);
    // a5 (lit) looking at b1 (dark, 3 squares): Case 34.11's −30% in the Breakdown, cited.
    t.run({ type: 'task/end', manId: 'b1' });

    // The Prepared Phase: still Game-Turn 1, still burning.
    passTo(t, 1, 'prepared-task-execution');
    expect(observable(t.state)).toEqual(burning);

    // Bookkeeping: the flare goes out first (Case 34.34), then Case 8.84: b1 loses a1 (17 > 6).
    const before = t.events.length;
    passTo(t, 1, 'bookkeeping');
    const bk = t.events.slice(before);
    const out = bk.findIndex((e) => e.type === 'illumination-expired');
    const lost = bk.findIndex((e) => e.type === 'sight-lost');
    expect(bk[out]).toMatchObject({ kind: 'flare', caseRef: 'Case 34.34' });
    expect(bk[lost]).toMatchObject({ observerId: 'b1', targetId: 'a1', caseRef: 'Case 8.84' });
    expect(out).toBeLessThan(lost);
    expect(t.state.illumination!.devices).toEqual([]);
    expect(observable(t.state)).toEqual(dark);

    // Game-Turn 2: dark again, b1 keeps only a ghost of a1 where he saw him.
    passTo(t, 2, 'observation');
    expect(observable(t.state)).toEqual(dark);
    expect(t.state.knowledge['b1']!.lastKnown['a1']!.square).toEqual(sq(5, 15));
  });

  it('Case 34.11: a lit observer looking out at a man in the dark has −30% in his Breakdown', () => {
    // The Observation Phase of Game-Turn 1, in the dark: a5 (1915) may try for b1 (2215, 3 squares): no modifier.
    const state = nightGame(NIGHT, ['34']);
    const dark = checkAttempt(state, { type: 'observe/attempt', observerId: 'a5', targetId: 'b1' });
    expect(dark.ok && dark.value.breakdown.steps.some((s) => s.caseRef.includes('34.11'))).toBe(false);
    // An illumination grenade over 1615 lights 1115–2115 on row 15 (radius 5): a5 is lit, b1 (range 6) is not.
    const g = { ...state, illumination: { ...state.illumination!, devices: [{ id: 'x', kind: 'grenade' as const, source: 'hand-grenade' as const, side: 'a', square: sq(16, 15), litTurn: 1, lastTurn: 2 }] } };
    const lit = checkAttempt(g, { type: 'observe/attempt', observerId: 'a5', targetId: 'b1' });
    const step = lit.ok ? lit.value.breakdown.steps.find((s) => s.caseRef.includes('Case 34.11')) : undefined;
    expect(step?.amount).toBe(-30);
    expect(lit.ok && dark.ok && lit.value.breakdown.final).toBe(dark.ok ? dark.value.breakdown.final - 30 : -1);
  });
});

describe('Case 34.2 Illumination Grenades — Cases 34.21, 34.23: an illumination hand grenade', () => {
  it('Case 34.21: thrown and scattered as a grenade; Case 34.23: burns that Game-Turn and the next, out in the second Bookkeeping Phase', () => {
    const men: ManSpec[] = [{ id: 'a1', side: 'a', col: 5, row: 15 }, { id: 'b1', side: 'b', col: 30, row: 15 }];
    const g = nightGame(men, ['34']);
    const a = armamentOf(g.men['a1']!);
    const armed = { ...g, men: { ...g.men, a1: { ...g.men['a1']!, armament: { ...a, preparedGrenades: [{ type: 'illumination' as const, era: 'modern' as const }] } } } };
    const t = table(armed, [...d10(0, 1), ...d10(7, 2)]);
    t.run({ type: 'task/begin', manId: 'a1' });
    const ev = t.run({ type: 'task/throw-grenade', manId: 'a1', target: sq(8, 15), grenade: 'illumination' });
    expect(types(ev).slice(0, 2)).toEqual(['grenade-thrown', 'illumination-lit']);
    expect(ev[1]).toMatchObject({ caseRef: 'Case 34.21', device: { kind: 'grenade', source: 'hand-grenade', square: sq(8, 15), lastTurn: 2 } });
    t.run({ type: 'task/end', manId: 'a1' });
    passTo(t, 2, 'observation');
    expect(t.state.illumination!.devices).toHaveLength(1);
    const before = t.events.length;
    passTo(t, 2, 'bookkeeping');
    expect(t.events.slice(before).find((e) => e.type === 'illumination-expired')).toMatchObject({ caseRef: 'Case 34.23' });
    expect(t.state.illumination!.devices).toHaveLength(0);
  });

  it('Section 34.0 not chosen: the illumination grenade is spent and nothing burns', () => {
    const men: ManSpec[] = [{ id: 'a1', side: 'a', col: 5, row: 15 }, { id: 'b1', side: 'b', col: 30, row: 15 }];
    const g = nightGame(men, []);
    const a = armamentOf(g.men['a1']!);
    const armed = { ...g, men: { ...g.men, a1: { ...g.men['a1']!, armament: { ...a, preparedGrenades: [{ type: 'illumination' as const, era: 'modern' as const }] } } } };
    const t = table(armed, [...d10(0, 1)]);
    t.run({ type: 'task/begin', manId: 'a1' });
    const ev = t.run({ type: 'task/throw-grenade', manId: 'a1', target: sq(8, 15), grenade: 'illumination' });
    expect(types(ev)).not.toContain('illumination-lit');
    expect(t.state.illumination).toBeUndefined();
  });
});

describe('Cases 34.24, 34.25: illumination shells and rifle grenades', () => {
  const men: ManSpec[] = [{ id: 'a1', side: 'a', col: 5, row: 5 }, { id: 'b1', side: 'b', col: 5, row: 15 }];
  it('Case 34.25 (ruling RG6): the rifle grenade procedure, and it lights instead of bursting', () => {
    const g = nightGame(men, ['18', '34']);
    const a = armamentOf(g.men['a1']!);
    const t = table({ ...g, men: { ...g.men, a1: { ...g.men['a1']!, armament: { ...a, rifleGrenades: 5, rifleGrenadeOn: a.preparedWeapon! } } } }, d10(3, 0));
    t.run({ type: 'task/begin', manId: 'a1' });
    const ev = t.run({ type: 'task/fire-rifle-grenade', manId: 'a1', target: sq(5, 15), illumination: true });
    expect(ev[0]).toMatchObject({ type: 'launcher-fired', illumination: true, hit: true, chance: { final: 70 } });
    expect(ev[0]!.type === 'launcher-fired' && ev[0]!.blast).toBeUndefined();
    expect(types(ev)).not.toContain('man-wounded');
    expect(ev[1]).toMatchObject({ type: 'illumination-lit', caseRef: 'Case 34.25', device: { kind: 'grenade', source: 'rifle-grenade', lastTurn: 2 } });
  });
  it('Case 34.24 (ruling TG1): a thump gun illumination shell is an illumination grenade; inside 10 squares it does not arm', () => {
    const g = nightGame([...men, { id: 'b2', side: 'b', col: 5, row: 22 }], ['21', '34']);
    const a = armamentOf(g.men['a1']!);
    const gun = { id: 'tg', kind: 'thump-gun' as const, issuedTo: 'a' };
    const armed = { ...g, men: { ...g.men, a1: { ...g.men['a1']!, armament: { ...a, weapons: [gun], preparedWeapon: 'tg' } } }, knowledge: { a1: { observing: [], lastKnown: { b1: { enemyId: 'b1', square: sq(5, 15), posture: 'erect' as const, turn: 1, phase: 'observation' } }, attemptedThisPhase: [], attemptedInObservationPhase: false, successesThisTurn: 0 } } };
    const t = table(armed, d10(1, 0));
    t.run({ type: 'task/begin', manId: 'a1' });
    const ev = t.run({ type: 'task/fire-thump-gun', manId: 'a1', target: sq(5, 22), illumination: true });
    expect(ev[0]).toMatchObject({ type: 'launcher-fired', launcher: 'thump-gun', illumination: true, hit: true });
    expect(ev[1]).toMatchObject({ type: 'illumination-lit', caseRef: 'Case 34.24', device: { source: 'thump-gun', square: sq(5, 22) } });
    expect(types(ev)).not.toContain('man-wounded');
  });
  it('Section 34.0 not chosen: no illumination rifle grenade', () => {
    const g = nightGame(men, ['18']);
    const a = armamentOf(g.men['a1']!);
    const t = table({ ...g, men: { ...g.men, a1: { ...g.men['a1']!, armament: { ...a, rifleGrenades: 5, rifleGrenadeOn: a.preparedWeapon! } } } });
    t.run({ type: 'task/begin', manId: 'a1' });
    expect(t.refuse({ type: 'task/fire-rifle-grenade', manId: 'a1', target: sq(5, 15), illumination: true })).toMatchObject({ code: 'optional-rule/not-in-use', caseRef: 'Case 34.0' });
  });
});

describe('Case 34.3 Hand-Fired Flares — Cases 34.31–34.32', () => {
  const men: ManSpec[] = [{ id: 'a1', side: 'a', col: 5, row: 15 }, { id: 'b1', side: 'b', col: 30, row: 15 }];
  const issued = { flaresPerMan: { a: { count: 1, caseRef: '45.41' } } };
  it('Case 34.31: 13 Task Points; only as many as issued (Case 45.41); none without Section 34.0', () => {
    const t = table(nightGame(men, ['34'], { ill: issued }), [...d10(0, 5)]);
    t.run({ type: 'task/begin', manId: 'a1' }, { type: 'task/fire-flare', manId: 'a1', target: sq(5, 25) });
    expect(t.refuse({ type: 'task/fire-flare', manId: 'a1', target: sq(5, 25) })).toMatchObject({ code: 'flare/none-left', caseRef: 'Case 45.41' });
    const none = table(nightGame(men, []));
    none.run({ type: 'task/begin', manId: 'a1' });
    expect(none.refuse({ type: 'task/fire-flare', manId: 'a1', target: sq(5, 25) })).toMatchObject({ code: 'optional-rule/not-in-use' });
    const noIssue = table(nightGame(men, ['34']));
    noIssue.run({ type: 'task/begin', manId: 'a1' });
    expect(noIssue.refuse({ type: 'task/fire-flare', manId: 'a1', target: sq(5, 25) })).toMatchObject({ code: 'flare/none-left', caseRef: 'Case 34.31' });
  });
  it('Case 34.32: scattered as a rifle grenade — a miss scatters on Table 18.32; no Line of Sight needed, Table 18.31’s ×.5 then applies (ruling IL5)', () => {
    // 1D100 = 90 > 70: direction 3 = E, 1D6 = 4: 0525 → 0925.
    const t = table(nightGame(men, ['34'], { ill: issued }), [...d10(9, 0), ...d10(3), ...d6(4)]);
    t.run({ type: 'task/begin', manId: 'a1' });
    const [e, lit] = t.run({ type: 'task/fire-flare', manId: 'a1', target: sq(5, 25) });
    expect(e).toMatchObject({ type: 'flare-fired', hit: false, landing: sq(9, 25), scatter: { direction: 'e', distance: 4 } });
    expect(lit).toMatchObject({ type: 'illumination-lit', device: { square: sq(9, 25) } });
    // Blind, over a forest in 0520: 70 × .5 = 35.
    const forest = nightGame(men, ['34'], { ill: issued });
    const map = { ...forest.map, squares: forest.map.squares.map((s, i) => (i === (20 - 1) * 40 + 4 ? { ...s, terrain: 'forest' as const } : s)) };
    const blind = table({ ...forest, map }, [...d10(0, 5)]);
    blind.run({ type: 'task/begin', manId: 'a1' });
    const [b] = blind.run({ type: 'task/fire-flare', manId: 'a1', target: sq(5, 25) });
    expect(b).toMatchObject({ type: 'flare-fired', chance: { final: 35 } });
    expect(b!.type === 'flare-fired' && b!.chance.steps.some((s) => s.caseRef === 'Case 18.31' && s.label.includes('LOS'))).toBe(true);
  });
});

describe('Case 34.4 Star Shells — Cases 34.41–34.45 (placed by the umpire, ruling IL7)', () => {
  const men: ManSpec[] = [{ id: 'a1', side: 'a', col: 5, row: 15 }, { id: 'b1', side: 'b', col: 30, row: 15 }];
  it('Case 34.42: the wind is rolled with the first shell; Case 34.45: it drifts each Bookkeeping Phase; Case 34.44: out after five Game-Turns', () => {
    const t = table(nightGame(men, ['34']), [...d10(7), ...d6(3), ...d10(7, 2, 7, 2, 7, 2, 7, 2)]);
    const ev = t.run({ type: 'umpire/star-shell', side: 'b', square: sq(30, 20) });
    expect(types(ev)).toEqual(['wind-rolled', 'illumination-lit']);
    expect(t.state.illumination!.wind).toEqual({ direction: 'w', velocity: 2 });
    expect(ev[1]).toMatchObject({ caseRef: 'Case 34.41', device: { kind: 'star-shell', litTurn: 1, lastTurn: 5 } });
    const seen: { turn: number; col: number }[] = [];
    for (let turn = 2; turn <= 6; turn++) {
      passTo(t, turn, 'observation');
      seen.push({ turn, col: t.state.illumination!.devices[0]?.square.col ?? -1 });
    }
    // Drifts 2 west in the Bookkeeping Phases of Game-Turns 1–4; goes out in Game-Turn 5's.
    expect(seen).toEqual([
      { turn: 2, col: 28 },
      { turn: 3, col: 26 },
      { turn: 4, col: 24 },
      { turn: 5, col: 22 },
      { turn: 6, col: -1 },
    ]);
    expect(t.events.filter((e) => e.type === 'illumination-expired')).toMatchObject([{ caseRef: 'Case 34.44' }]);
    expect(t.refuse({ type: 'umpire/roll-wind' })).toMatchObject({ code: 'wind/rolled' });
  });
});
