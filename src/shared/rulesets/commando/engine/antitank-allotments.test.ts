/** Rulings AT1, SC1: the scenario's rocket launchers, LAWs and satchel charges in set-up, and no more (Cases 45.41, 46.41, 47.42, 49.41). */
import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../kernel/dice/seeded-dice';
import type { Command } from '../model/commands';
import type { GameState } from '../model/state';
import { createGame } from '../scenarios/setup-game';
import { loadBundled } from '../scenarios/special/test-support/bundled';
import { allotmentLeft } from './antitank-allotments';
import { candidates } from './legal-actions';
import { decide, evolve } from './dispatch';

async function game(file: string, map: string, optionalRules: string[]): Promise<GameState> {
  const { scenario, map: m } = await loadBundled(file, map);
  const g = createGame(scenario, m, { gameId: 'allot', endurance: 'standard', optionalRules }, SeededDice.fromSeed('allot'));
  if (!g.ok) throw new Error(g.error.map((e) => e.message).join('; '));
  return g.value.state;
}

const dice = SeededDice.fromSeed('allot-dice');
function run(state: GameState, command: Command): GameState {
  const r = decide(state, command, dice);
  if (!r.ok) throw new Error(`${command.type}: ${r.error.message}`);
  return r.value.reduce(evolve, state);
}
const refusal = (state: GameState, command: Command): string | undefined => {
  const r = decide(state, command, dice);
  return r.ok ? undefined : `${r.error.code}: ${r.error.message}`;
};
const menOf = (state: GameState, side: string) => Object.values(state.men).filter((m) => m.side === side && !m.dog && !m.mount && !m.aboard);

describe('Case 47.42: "2 Rocket Launchers ... given to any men at set-up" (ruling AT1)', () => {
  it('Case 47.42: the British are handed two launchers and a third is refused; the Germans none; the Turn panel stops offering them', async () => {
    let s = await game('47-commando-front-line-action.json', 'E', []);
    expect(s.scenario?.antitankAllotments?.['rocket-launcher']).toEqual({ british: { count: 2, caseRef: '47.42' } });
    const british = menOf(s, 'british');
    const germans = menOf(s, 'germans');
    expect(allotmentLeft(s, 'rocket-launcher', 'british')).toBe(2);
    const offered = (st: GameState) => candidates(st).filter((c) => c.type === 'setup/issue-rocket-launcher').map((c) => (c as { manId: string }).manId);
    expect(offered(s).every((id) => s.men[id]!.side === 'british')).toBe(true);
    expect(offered(s).length).toBeGreaterThan(0);
    expect(refusal(s, { type: 'setup/issue-rocket-launcher', manId: germans[0]!.id })).toMatch(/^rocket\/not-allotted: .*only to british/);
    s = run(s, { type: 'setup/issue-rocket-launcher', manId: british[0]!.id });
    s = run(s, { type: 'setup/issue-rocket-launcher', manId: british[1]!.id });
    expect(allotmentLeft(s, 'rocket-launcher', 'british')).toBe(0);
    expect(refusal(s, { type: 'setup/issue-rocket-launcher', manId: british[2]!.id })).toMatch(/^rocket\/allotment-spent: The scenario gives the side 2 rocket launchers \(Case 47\.42\); all are handed out/);
    expect(offered(s)).toEqual([]);
  });
});

describe('Case 46.41: "3 Rocket Launchers for the Germans" (ruling AT1)', () => {
  it('Case 46.41: three for the German commandos, a fourth refused', async () => {
    let s = await game('46-skorzeny-to-the-rescue.json', 'C', ['26']);
    const side = 'german-commandos';
    const men = menOf(s, side);
    for (const m of men.slice(0, 3)) s = run(s, { type: 'setup/issue-rocket-launcher', manId: m.id });
    expect(refusal(s, { type: 'setup/issue-rocket-launcher', manId: men[3]!.id })).toMatch(/^rocket\/allotment-spent: .*3 rocket launchers \(Case 46\.41\)/);
  });
});

describe('Case 45.41: "10 total" satchel charges for the British (ruling SC1)', () => {
  it('Case 45.41: ten in all, however they are shared; an eleventh is refused, and more than are left at once', async () => {
    let s = await game('45-bruneval-radar-station.json', 'B', ['25']);
    const men = menOf(s, 'british');
    s = run(s, { type: 'setup/issue-satchel-charges', manId: men[0]!.id, count: 6 });
    expect(refusal(s, { type: 'setup/issue-satchel-charges', manId: men[1]!.id, count: 5 })).toMatch(/^satchel\/allotment-spent: The scenario gives the side 10 satchel charges \(Case 45\.41\); 4 are left/);
    s = run(s, { type: 'setup/issue-satchel-charges', manId: men[1]!.id, count: 4 });
    expect(allotmentLeft(s, 'satchel-charge', 'british')).toBe(0);
    expect(refusal(s, { type: 'setup/issue-satchel-charges', manId: men[2]!.id, count: 1 })).toMatch(/^satchel\/allotment-spent/);
    expect(candidates(s).filter((c) => c.type === 'setup/issue-satchel-charges')).toEqual([]);
  });
});

describe('Case 49.41: "Partisans might have satchel charges": a count not printed is the umpire\u2019s (ruling SC1)', () => {
  it('Case 49.41: the partisans may be handed any number; the other side none', async () => {
    let s = await game('49-streetfighting-in-europe.json', 'H', ['25']);
    expect(s.scenario?.antitankAllotments?.['satchel-charge']).toEqual({ partisans: { count: null, caseRef: '49.41' } });
    const partisans = menOf(s, 'partisans');
    s = run(s, { type: 'setup/issue-satchel-charges', manId: partisans[0]!.id, count: 30 });
    expect(allotmentLeft(s, 'satchel-charge', 'partisans')).toBeNull();
    const other = Object.values(s.men).find((m) => m.side !== 'partisans' && !m.dog && !m.mount)!;
    expect(refusal(s, { type: 'setup/issue-satchel-charges', manId: other.id, count: 1 })).toMatch(/^satchel\/not-allotted: .*only to partisans/);
  });
});

describe('Section 26.0 chosen by agreement in a scenario that lists no launchers (ruling AT1)', () => {
  it('Case 38.23 (Scenario 40 with Section 26.0): no listing limits nothing — any side, the umpire\u2019s number', async () => {
    let s = await game('40-vaagso-island.json', 'D', ['26']);
    expect(s.scenario?.antitankAllotments).toBeUndefined();
    const sides = [...new Set(Object.values(s.men).map((m) => m.side))];
    for (const side of sides) for (const m of menOf(s, side).slice(0, 3)) s = run(s, { type: 'setup/issue-rocket-launcher', manId: m.id });
    expect(allotmentLeft(s, 'rocket-launcher', sides[0]!)).toBeNull();
  });
});

