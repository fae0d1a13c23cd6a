/**
 * Scenario 41.0 The Raid on Son Tay, Case 41.81: the Commando Player wins only if a surviving man has
 * Observed the eight buildings within the prison compound, from one of its two doors or inside it, and
 * five North Vietnamese are killed or incapacitated (issue 24 point 5; ruling ST2: no roll).
 */
import { describe, expect, it } from 'vitest';
import type { Square } from '../../../../map/map-model';
import type { GameEvent } from '../../model/events';
import type { GameState } from '../../model/state';
import { assessOutcomes } from '../../engine/game-end';
import { projectView } from '../../view/view';
import { begin, inPlay, PurposeDice } from './test-support/scenario-table';

const sq = (code: string): Square => ({ col: Number(code.slice(0, 2)), row: Number(code.slice(2)) });
/** Through the north door (2022n) and down the yard between the two rows of buildings. */
const YARD = ['2022', '2023', '2024', '2025', '2026', '2027', '2028', '2029', '2030'];
const BUILDINGS = Array.from({ length: 8 }, (_, i) => `compound-buildings-${i + 1}`);

/** The end state: these men of `side` out of action (killed). */
function killed(state: GameState, side: string, n: number): GameState {
  const ids = Object.values(state.men).filter((m) => m.side === side).slice(0, n).map((m) => m.id);
  const men = { ...state.men };
  for (const id of ids) men[id] = { ...men[id]!, condition: 'dead' };
  return { ...state, men };
}

const wins = (state: GameState, side: string): boolean =>
  assessOutcomes(state).find((o) => o.side === side)!.outcomes.some((o) => o.result === 'win' && o.verdict === true);

async function walkIn(route: string[], start: string) {
  const t = await inPlay('41-raid-on-son-tay.json', 'A', new PurposeDice([], 'North Vietnamese'), { place: { 'green-berets-a': sq(start) } });
  begin(t, 'green-berets-a');
  t.run({ type: 'task/move', manId: 'green-berets-a', route: [sq(start), ...route.map(sq)] });
  return { t, ev: t.events };
}

describe('Case 41.81: a Green Beret Observes the eight buildings from a door or inside the compound', { timeout: 60_000 }, () => {
  it('Case 41.81: in the north door square he Observes the buildings in sight through the door, the rest walking down the yard; the side sees it, the enemy does not', async () => {
    const { t, ev } = await walkIn(YARD, '2021');
    const seen = ev.filter((e): e is Extract<GameEvent, { type: 'structures-observed' }> => e.type === 'structures-observed');
    expect(seen.length).toBeGreaterThan(1);
    // At 2021, outside the door line, when his Phase begins: through the open door (Case 8.41), not the last building.
    expect(seen[0]).toMatchObject({ manId: 'green-berets-a', square: sq('2021'), caseRef: 'Case 41.81' });
    expect(seen[0]!.from).toContain('compound-doors');
    expect(seen[0]!.structures).not.toContain('compound-buildings-4');
    expect(seen.at(-1)!.from).toEqual(['prison-compound']);
    expect(seen.flatMap((e) => e.structures).sort()).toEqual([...BUILDINGS].sort());
    expect(projectView(t.state, { kind: 'side', side: 'green-berets' }).structuresObserved?.['green-berets-a']?.slice().sort()).toEqual([...BUILDINGS].sort());
    expect(projectView(t.state, { kind: 'side', side: 'nva' }).structuresObserved).toBeUndefined();
    expect(projectView(t.state, { kind: 'umpire' }).structuresObserved?.['green-berets-a']).toHaveLength(8);
  });

  it('Case 41.81: from outside the compound, away from its doors, nothing is recorded', async () => {
    const { ev } = await walkIn(['2018'], '2017');
    expect(ev.some((e) => e.type === 'structures-observed')).toBe(false);
  });
});

describe('Case 41.81 / 41.82: the verdict from end states', { timeout: 60_000 }, () => {
  it('Case 41.81: he has Observed the eight buildings, survives on the map, and five North Vietnamese are killed: the Commando Player wins', async () => {
    const { t } = await walkIn(YARD, '2021');
    expect(wins(killed(t.state, 'nva', 5), 'green-berets')).toBe(true);
    // Four killed is not enough.
    expect(wins(killed(t.state, 'nva', 4), 'green-berets')).toBe(false);
  });

  it('Case 41.81: five killed but no man has Observed the buildings (he stayed outside): no Commando win', async () => {
    const { t } = await walkIn(['2018'], '2017');
    expect(wins(killed(t.state, 'nva', 5), 'green-berets')).toBe(false);
  });

  it('Case 41.81: the man who Observed them is killed: no Commando win; Case 41.82: five Green Berets killed, the North Vietnamese win', async () => {
    const { t } = await walkIn(YARD, '2021');
    const observerDead = killed(killed(t.state, 'nva', 5), 'green-berets', 5);
    expect(observerDead.men['green-berets-a']!.condition).toBe('dead');
    expect(wins(observerDead, 'green-berets')).toBe(false);
    expect(wins(observerDead, 'nva')).toBe(true);
  });
});
