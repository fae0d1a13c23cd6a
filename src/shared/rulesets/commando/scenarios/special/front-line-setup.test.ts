import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../../kernel/dice/seeded-dice';
import { decide, evolve } from '../../engine/dispatch';
import { legalActions } from '../../engine/legal-actions';
import type { Command } from '../../model/commands';
import { builtOptionalRules } from '../../model/optional-rules';
import type { GameState } from '../../model/state';
import { createGame } from '../setup-game';
import { loadBundled } from './test-support/bundled';

const FULL: ReadonlySet<number> = builtOptionalRules();
const dice = SeededDice.fromSeed('front-line-setup');

async function setUpGame(): Promise<GameState> {
  const { scenario, map } = await loadBundled('47-commando-front-line-action.json', 'e');
  const g = createGame(scenario, map, { gameId: 'fl', endurance: 'standard', optionalRules: [], builtRules: FULL }, dice);
  if (!g.ok) throw new Error(g.error.map((e) => e.message).join('; '));
  return g.value.state;
}

function run(s: GameState, c: Command): GameState {
  const r = decide(s, c, dice);
  if (!r.ok) throw new Error(`${c.type}: ${r.error.message}`);
  return r.value.reduce(evolve, s);
}

/** Case 38.43: each German on the first square of his Zone the engine takes. */
function deployGermans(s0: GameState): GameState {
  let s = s0;
  const men = Object.values(s.men).filter((m) => m.side === 'germans' && !m.aboard);
  let i = 0;
  for (const z of s.scenario!.deployment[0]!.zones) {
    const squares = s.map.zones.find((x) => x.id === z.zone)?.squares ?? [];
    for (let n = 0; n < z.men; n++) {
      const manId = men[i++]!.id;
      const at = squares.find((q) => decide(s, { type: 'setup/deploy', manId, square: q }, dice).ok)!;
      s = run(s, { type: 'setup/deploy', manId, square: at });
    }
  }
  return s;
}

describe('Scenario 47 set-up: its vehicles (Cases 47.42, 47.65, 47.7; rulings VH2, VH3, FL80)', () => {
  it('Case 38.41 with ruling VH3: setup/place-vehicle is a set-up command (it was refused as "the defender is still setting up")', async () => {
    const s = await setUpGame();
    const r = decide(s, { type: 'setup/place-vehicle', vehicleId: 'vehicle-2', square: { col: 26, row: 20 }, facing: 'S' }, dice);
    expect(r.ok, r.ok ? '' : r.error.message).toBe(true);
    // The umpire console offers them: the legal actions list placements for both vehicles (vehicle-candidates.ts).
    const offered = legalActions(s).commands.flatMap((c) => (c.type === 'setup/place-vehicle' ? [c.vehicleId] : []));
    expect([...new Set(offered)].sort()).toEqual(['vehicle-1', 'vehicle-2']);
  });

  it('Case 38.43 with ruling VH2: the tank crew aboard are not "defending men not set up"; ruling FL80: setup/start waits for both vehicles', async () => {
    let s = deployGermans(await setUpGame());
    const early = decide(s, { type: 'setup/start' }, dice);
    expect(early.ok).toBe(false);
    if (!early.ok) {
      expect(early.error.code).toBe('setup/vehicles-unplaced');
      expect(early.error.caseRef).toBe('Case 47.42');
      expect(early.error.message).toMatch(/British Commandos APC, German Army Tank/);
    }
    s = run(s, { type: 'setup/place-vehicle', vehicleId: 'vehicle-2', square: { col: 26, row: 20 }, facing: 'S' });
    const apcAt = s.scenario!.entry.find((e) => e.side === 'british')!.squares[10]!;
    s = run(s, { type: 'setup/place-vehicle', vehicleId: 'vehicle-1', square: apcAt, facing: 'N' });
    const started = run(s, { type: 'setup/start' });
    expect(started.scenario!.started).toBe(true);
    // Played, a vehicle is never set up again (Case 38.41): the umpire places it (umpire/place-vehicle).
    const late = decide(started, { type: 'setup/place-vehicle', vehicleId: 'vehicle-2', square: { col: 26, row: 21 }, facing: 'S' }, dice);
    expect(late.ok ? '' : late.error.code).toBe('setup/over');
  });
});
