import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../model/events';
import type { ScenarioRuntime } from '../model/scenario-state';
import type { GameState } from '../model/state';
import { evolve } from '../engine/dispatch';
import { emptyIllumination, type IlluminationDevice } from '../rules/illumination';
import { engineGame } from '../test-support/engine-game';
import { projectView } from './view';

const sq = (col: number, row: number) => ({ col, row });

/** Side a at 0515 behind a wall of forest along column 10 (rows 1–30); side b at 2515 and 1215 (beyond the forest). */
function game(): GameState {
  const g = engineGame(
    [
      { id: 'a1', side: 'a', col: 5, row: 15 },
      { id: 'b1', side: 'b', col: 25, row: 15 },
      { id: 'b2', side: 'b', col: 12, row: 15 },
    ],
    { width: 30, height: 30, observationRange: 6 },
  );
  const squares = g.map.squares.map((s, i) => (i % 30 === 9 ? { ...s, terrain: 'forest' as const } : s));
  const scenario: ScenarioRuntime = {
    id: 't', title: 'illumination view', section: 0, optionalRules: ['34'], enduranceChoice: 'standard', specialRules: [],
    gameLength: { caseRef: '38.3', goalOriented: false, endsWhen: [] }, victory: [], features: {}, deployment: [], entry: [], reinforcements: [],
    deployed: {}, sentries: {}, entries: {}, entriesTurn: 0, objects: {}, counters: {}, flags: {}, grapples: {}, started: true,
  };
  return { ...g, map: { ...g.map, squares }, scenario, illumination: emptyIllumination('night', 25) };
}

const lit = (device: Omit<IlluminationDevice, 'id' | 'litTurn' | 'lastTurn'>): GameEvent => ({
  type: 'illumination-lit',
  device: { id: 'light-1', litTurn: 1, lastTurn: device.kind === 'flare' ? 1 : 2, ...device },
  squares: 0,
  summary: [],
  caseRef: 'Case 34.21',
});

const withoutVersion = <T extends { version: number }>(v: T): Omit<T, 'version'> => {
  const { version: _v, ...rest } = v;
  return rest;
};

describe('Ruling IL10: what a side sees of the light (Cases 34.22, 34.33)', () => {
  it('Case 34.22: an enemy illumination grenade behind the forest changes nothing in the side’s view', () => {
    const before = game();
    const after = evolve(before, lit({ kind: 'grenade', source: 'hand-grenade', side: 'b', manId: 'b1', square: sq(20, 15) }));
    expect(after.illumination!.devices).toHaveLength(1);
    expect(withoutVersion(projectView(after, { kind: 'side', side: 'a' }))).toEqual(withoutVersion(projectView(before, { kind: 'side', side: 'a' })));
    expect(projectView(after, { kind: 'side', side: 'a' }).illumination).toBeUndefined();
    // Its own side sees it (b1, 5 squares from it, in the open).
    expect(projectView(after, { kind: 'side', side: 'b' }).illumination?.devices).toMatchObject([{ kind: 'grenade', square: sq(20, 15) }]);
    // The umpire sees every device and every lit square.
    const u = projectView(after, { kind: 'umpire' }).illumination!;
    expect(u.devices).toHaveLength(1);
    expect(u.lit.some((s) => s.col === 20 && s.row === 15)).toBe(true);
  });

  it('Case 34.22: a grenade partly in sight shows only the lit squares the side’s men can see, and not the grenade if its square is hidden', () => {
    // Over 1315, radius 5: the forest squares of column 10 are lit (a Line of Sight reaches a blocking square itself), the
    // squares behind them (0815, 0915) are not. a1 in 0515 sees into column 10 but not past it: he sees those lit squares only.
    const after = evolve(game(), lit({ kind: 'grenade', source: 'hand-grenade', side: 'b', square: sq(13, 15) }));
    const seen = projectView(after, { kind: 'side', side: 'a' }).illumination;
    expect(seen?.devices).toEqual([]);
    expect(seen!.lit.length).toBeGreaterThan(0);
    expect(seen!.lit.every((s) => s.col === 10)).toBe(true);
    const umpire = projectView(after, { kind: 'umpire' }).illumination!;
    expect(umpire.lit.some((s) => s.col > 10)).toBe(true);
  });

  it('Case 34.33: a flare on its parachute is seen by every side, wherever it hangs', () => {
    const after = evolve(game(), lit({ kind: 'flare', source: 'flare', side: 'b', manId: 'b1', square: sq(22, 15) }));
    const a = projectView(after, { kind: 'side', side: 'a' }).illumination!;
    expect(a.devices).toEqual([{ id: 'light-1', kind: 'flare', square: sq(22, 15), lastTurn: 1 }]);
    expect(a.lit).toEqual(projectView(after, { kind: 'umpire' }).illumination!.lit);
    // No thrower, no source in a side's view of it.
    expect(JSON.stringify(a)).not.toContain('b1');
  });
});
