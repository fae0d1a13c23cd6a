import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../kernel/dice/seeded-dice';
import { parseMap } from '../../../map/map-schema';
import type { Square } from '../../../map/map-model';
import { loadScenario } from '../scenarios/load-scenario';
import { createGame } from '../scenarios/setup-game';
import type { Command } from '../model/commands';
import { decide, evolve } from '../engine/dispatch';
import type { GameState } from '../model/state';
import { projectView } from './view';

async function vaagso(): Promise<GameState> {
  const s = ((await import(/* @vite-ignore */ '../../../../../assets/scenarios/40-vaagso-island.json')) as { default: unknown }).default;
  const m = ((await import(/* @vite-ignore */ '../../../../../assets/maps/d.json')) as { default: unknown }).default;
  const loaded = loadScenario(s, '40-vaagso-island.json');
  if (!loaded.ok) throw new Error(loaded.errors.map((e) => e.message).join('; '));
  const map = parseMap(m);
  if (!map.ok) throw new Error('map D does not parse');
  const g = createGame(loaded.scenario, map.map, { gameId: 'vaagso-test', endurance: 'standard', optionalRules: [] }, SeededDice.fromSeed(3));
  if (!g.ok) throw new Error(g.error.map((e) => e.message).join('; '));
  return g.value.state;
}

function run(state: GameState, c: Command): GameState {
  const r = decide(state, c, SeededDice.fromSeed(1));
  if (!r.ok) throw new Error(`${c.type} refused: ${r.error.message}`);
  return r.value.reduce(evolve, state);
}

/** A square of Zone `zone` with a neighbour in the same Zone, for a two-square back-and-forth route (Case 38.45). */
function routeIn(state: GameState, zone: number): [Square, Square] {
  const squares = state.map.zones.find((z) => z.id === zone)!.squares;
  for (const a of squares) {
    const b = squares.find((q) => Math.max(Math.abs(q.col - a.col), Math.abs(q.row - a.row)) === 1);
    if (b) return [a, b];
  }
  throw new Error(`Zone ${zone} has no two adjacent squares`);
}

describe('set-up views (Case 38.4, ruling SU1)', () => {
  it("Case 38.43: the defending side sees its own Zones with how many men each takes and holds; the attacker sees no set-up at all", async () => {
    let state = await vaagso();
    const before = projectView(state, { kind: 'side', side: 'germans' }).setup!;
    expect(before.zones.map((z) => [z.zone, z.men, z.placed])).toEqual([
      [1, 3, 0],
      [2, 1, 0],
      [3, 1, 0],
      [5, 4, 0],
      [6, 1, 0],
    ]);
    expect(before.sentryAllowed).toBe(true);
    expect(before.maxSentries).toBe(5);
    expect(projectView(state, { kind: 'side', side: 'british' }).setup).toBeUndefined();
    const [a] = routeIn(state, 2);
    state = run(state, { type: 'setup/deploy', manId: 'germans-a', square: a });
    const after = projectView(state, { kind: 'side', side: 'germans' }).setup!;
    expect(after.zones.find((z) => z.zone === 2)?.placed).toBe(1);
    expect(after.deployed).toEqual(['germans-a']);
    // The attacker is sent no German during set-up (Case 38.4).
    expect(JSON.stringify(projectView(state, { kind: 'side', side: 'british' })).includes('"germans-')).toBe(false);
  });

  it("Case 38.45: the umpire sees every sentry's route, in set-up and in play; no side's view ever holds a route's squares", async () => {
    let state = await vaagso();
    const [a, b] = routeIn(state, 2);
    state = run(state, { type: 'setup/deploy', manId: 'germans-a', square: a, sentryRoute: [a, b] });
    const umpire = projectView(state, { kind: 'umpire' });
    expect(umpire.setup?.sentryRoutes).toEqual([{ manId: 'germans-a', route: [a, b], index: 0 }]);
    expect(umpire.setup?.started).toBe(false);
    const german = projectView(state, { kind: 'side', side: 'germans' });
    expect(german.setup?.sentries).toEqual(['germans-a']);
    // Each side's view is the same as if he stood there without a route, but for the German list of own sentries.
    const plain = run(await vaagso(), { type: 'setup/deploy', manId: 'germans-a', square: a });
    for (const side of ['germans', 'british']) {
      const withRoute = projectView(state, { kind: 'side', side });
      const without = projectView(plain, { kind: 'side', side });
      const strip = (v: typeof withRoute) => JSON.stringify({ ...v, setup: v.setup ? { ...v.setup, sentries: [] } : undefined });
      expect(strip(withRoute) === strip(without), `${side} view differs by the route`).toBe(true);
      expect(JSON.stringify(withRoute).includes('route'), `${side} view names a route`).toBe(false);
    }
  });

  it('Case 38.41: once set-up is over no side is sent set-up instructions', async () => {
    const state = await vaagso();
    const started: GameState = { ...state, scenario: { ...state.scenario!, started: true } };
    expect(projectView(started, { kind: 'side', side: 'germans' }).setup).toBeUndefined();
    expect(projectView(started, { kind: 'umpire' }).setup?.started).toBe(true);
  });
});
