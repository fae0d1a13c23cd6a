/**
 * A campaign's chart overrides reach play (issue 21): createGame records them in the game's state
 * (engine/game-tables.ts), every play-time chart read goes through `tablesOf`, and a bad cell refuses the start.
 * Diagram 8 (Section 23.0 "Fire", Case 23.38) and Table 23.91 (Case 23.91), whose seed is cut off (ruling AR2),
 * are the charts a club that owns the printed chart corrects.
 */
import { describe, expect, it } from 'vitest';
import { d10, d6, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { GameState } from '../model/state';
import { createGame } from '../scenarios/setup-game';
import { loadEntebbe } from '../scenarios/special/test-support/entebbe-play';
import { engineGame, executionTable, Table } from '../test-support/engine-game';
import { toVehiclePhase, vehicle, vehicleGame, type VehicleSpec } from '../test-support/vehicle-game';
import { vehicleTaskPointsLeft } from './vehicles';
import { searchlightGame } from '../test-support/searchlight-game';
import { litBeams } from './searchlights';
import { dogGame, dogTable } from '../test-support/dog-game';
import { remainingTaskPoints } from './task-points';
import { flameTable, pct } from '../test-support/flame-game';
import { emptyFlamethrowers } from '../rules/flamethrower-model';
import { DEFAULT_COMMANDO_TABLES, OVERRIDE_SOURCE, type TableOverride } from '../tables/index';
import { CHARTS_READ_DIRECTLY, tablesOf, unplayedOverrideProblems } from './game-tables';
import { cellsOf } from '../tables/table';

const at = (col: number, row: number) => ({ col, row });
const tank: VehicleSpec = { kind: 'tank', side: 'b', col: 10, row: 20, facing: 'N', turret: 'N', open: true };
// a2 stands one square north of the target square 10,10: Diagram 8 row 5, column 6 (house: 1D6+1, kill 20).
const men = [
  { id: 'a1', side: 'a', col: 38, row: 38 },
  { id: 'a2', side: 'a', col: 10, row: 9 },
];
const killR5C6: TableOverride = { table: 'tankDamageDiagram', key: 'r5c6', field: 'kill', value: 35, rationale: 'our printed Diagram 8, row 5 column 6' };
const openedUp: TableOverride = { table: 'tankArtilleryHit', key: 'openedUpTank', value: 45, rationale: 'club reading of our printed Table 23.91' };

function fireAt(game: GameState, ...dice: number[]) {
  const t = new Table(game, new ScriptedDice([...d10(7, 2), ...d10(...dice), ...d6(3)]));
  toVehiclePhase(t);
  return t.run({ type: 'vehicle/fire-main-gun', vehicleId: 'vehicle-1', square: at(10, 10) });
}
const withOverrides = (g: GameState, overrides: readonly TableOverride[]): GameState => ({ ...g, tableOverrides: overrides });

describe('Diagram 8 with a campaign override (Section 23.0 "Fire", Case 23.38)', () => {
  it('the same dice: the house kill 20 wounds him, the club’s printed 35 kills him', () => {
    // 1D100 10 hits the square (30%); the kill roll 1D100 30; then 1D6 3 for Wound Points when he lives.
    const plain = fireAt(vehicleGame(men, [tank]), 1, 0, 3, 0);
    expect(plain[0]).toMatchObject({ type: 'main-gun-fired', hits: [{ manId: 'a2', cell: 'r5c6', kill: 20, killed: false, wounds: 4 }] });
    const club = fireAt(withOverrides(vehicleGame(men, [tank]), [killR5C6]), 1, 0, 3, 0);
    expect(club[0]).toMatchObject({ type: 'main-gun-fired', hits: [{ manId: 'a2', cell: 'r5c6', kill: 35, killed: true, wounds: 0 }] });
  });
});

describe('Case 23.91 with a campaign override: the chance to hit and its source', () => {
  it('an opened-up tank at 45% hits on 40 where the printed 30% misses; the breakdown names the campaign override', () => {
    const plain = fireAt(vehicleGame(men.slice(0, 1), [tank]), 4, 0, 1, 1);
    expect(plain[0]).toMatchObject({ type: 'main-gun-fired', hit: false, chance: { final: 30, steps: [{ provenance: { kind: 'printed' } }] } });
    const club = fireAt(withOverrides(vehicleGame(men.slice(0, 1), [tank]), [openedUp]), 4, 0);
    expect(club[0]).toMatchObject({
      type: 'main-gun-fired',
      hit: true,
      chance: { final: 45, steps: [{ caseRef: 'Case 23.91', provenance: { kind: 'house', source: OVERRIDE_SOURCE, rationale: openedUp.rationale } }] },
    });
  });
});

describe('Case 23.12 with a campaign override (vehicleNumbers): the tank\'s Task Point allotment', () => {
  it('the same dice: the printed 50 refuse 11 steps (55), the club\'s 60 play them and leave 5', () => {
    const tp: TableOverride = { table: 'vehicleNumbers', key: 'tankTaskPoints', value: 60, rationale: 'club: tanks of our campaign are faster' };
    const route = Array.from({ length: 12 }, (_, i) => at(10, 30 - i));
    const play = (g: GameState) => {
      const t = new Table(g, new ScriptedDice(d10(7, 2)));
      toVehiclePhase(t);
      return t;
    };
    const game = () => vehicleGame([], [{ kind: 'tank', side: 'b', col: 10, row: 30 }]);
    expect(play(game()).refuse({ type: 'vehicle/move', vehicleId: 'vehicle-1', route })).toMatchObject({ code: 'vehicle/insufficient-task-points', caseRef: 'Case 23.12' });
    const club = play(withOverrides(game(), [tp]));
    club.run({ type: 'vehicle/move', vehicleId: 'vehicle-1', route });
    expect(vehicleTaskPointsLeft(club.state, vehicle(club.state))).toBe(5);
  });
});

describe('Chart 23.8 with a campaign override (vehicleTaskCosts): the cost of an orthogonal square', () => {
  it('the same dice: at the printed 5 the tank cannot pay 11 squares (55), at the club\'s 4 it pays 44 and keeps 6', () => {
    const orth: TableOverride = { table: 'vehicleTaskCosts', key: 'move-orthogonal', field: 'cost', value: 4, rationale: 'club: our printed Chart 23.8' };
    const route = Array.from({ length: 12 }, (_, i) => at(10, 30 - i));
    const play = (g: GameState) => {
      const t = new Table(g, new ScriptedDice(d10(7, 2)));
      toVehiclePhase(t);
      return t;
    };
    const game = () => vehicleGame([], [{ kind: 'tank', side: 'b', col: 10, row: 30 }]);
    expect(play(game()).refuse({ type: 'vehicle/move', vehicleId: 'vehicle-1', route })).toMatchObject({ code: 'vehicle/insufficient-task-points' });
    const club = play(withOverrides(game(), [orth]));
    club.run({ type: 'vehicle/move', vehicleId: 'vehicle-1', route });
    expect(vehicleTaskPointsLeft(club.state, vehicle(club.state))).toBe(6);
  });
});

describe('Case 23.36 Diagram 11 with a campaign override (vehicleArcs): the main gun\'s field of fire', () => {
  it('the same dice: the house arc (N to NE) refuses a square just west of north; the club\'s arc centred on the facing fires at it', () => {
    const centred: TableOverride = { table: 'vehicleArcs', key: 'turret', field: 'startDegrees', value: -22.5, rationale: 'club: our printed Diagram 11 centres the arc' };
    const shoot = (g: GameState) => {
      const t = new Table(g, new ScriptedDice([...d10(7, 2), ...d10(1, 0), ...d6(3)]));
      toVehiclePhase(t);
      return t;
    };
    const cmd = { type: 'vehicle/fire-main-gun' as const, vehicleId: 'vehicle-1', square: at(9, 10) };
    expect(shoot(vehicleGame(men.slice(0, 1), [tank])).refuse(cmd)).toMatchObject({ code: 'vehicle/out-of-arc', caseRef: 'Case 23.36' });
    expect(shoot(withOverrides(vehicleGame(men.slice(0, 1), [tank]), [centred])).run(cmd)[0]).toMatchObject({ type: 'main-gun-fired' });
  });
});

describe('Case 22.21 with a campaign override (mines): the bounce mine\'s severe wound', () => {
  it('the same dice: 4 Wound Points are an ordinary wound at the printed 5, a severe one at the club\'s 4', () => {
    const severeAt4: TableOverride = { table: 'mines', key: 'bounceSevereWounds', value: 4, rationale: 'club: bounce mines are deadlier in our campaign' };
    const walk = (g: GameState) => {
      const t = executionTable(g, [...d6(4), ...d6(4), ...d10(10, 10)]);
      t.run({ type: 'task/begin', manId: 'a1' });
      t.run({ type: 'task/move', manId: 'a1', route: [at(4, 1), at(5, 1)] });
      return t.state.men['a1']!;
    };
    const mined = (): GameState => ({
      ...engineGame([{ id: 'a1', side: 'a', col: 4, row: 1 }, { id: 'b1', side: 'b', col: 29, row: 29 }], { observationRange: 3 }),
      mines: { allotments: [], laid: [{ id: 'mine-1', side: 'b', type: 'bounce', square: at(5, 1), status: 'armed' }] },
    });
    expect(walk(mined())).toMatchObject({ wounds: 4, condition: 'fit' });
    expect(walk(withOverrides(mined(), [severeAt4]))).toMatchObject({ wounds: 4, condition: 'seriously-wounded', severeWound: { caseRef: 'Case 22.21' } });
  });
});

describe('Case 33.22 with a campaign override (searchlights): the dark squares next to the light', () => {
  it('the same game: the printed 3 leave a square 4 out lit; the club\'s 5 leave it dark', () => {
    const wider: TableOverride = { table: 'searchlights', key: 'unlitWithin', value: 5, rationale: 'club: our reading of Case 33.22' };
    const game = () => searchlightGame([{ id: 'b1', side: 'b', col: 1, row: 1 }], [{ col: 20, row: 10, facing: 'S', operatorId: 'b1' }]);
    const lit = (g: GameState, row: number) => litBeams(g).some((b) => b.lit.has(`20,${row}`));
    expect(lit(game(), 14)).toBe(true);
    expect(lit(withOverrides(game(), [wider]), 14)).toBe(false);
    expect(lit(withOverrides(game(), [wider]), 16)).toBe(true);
  });
});

describe('Case 17.42 with a campaign override (flamethrowers): putting out the flames', () => {
  it('the same dice: prone, 15 already spent, he pays 10 more at the printed 25 and 25 more at the club\'s 40', () => {
    const longer: TableOverride = { table: 'flamethrowers', key: 'smotherTaskPoints', value: 40, rationale: 'club: our reading of Case 17.42' };
    const smother = (overrides: readonly TableOverride[]) => {
      const t = flameTable([{ id: 'a1', side: 'a', col: 5, row: 5, weapons: ['flamethrower'] }, { id: 'b1', side: 'b', col: 9, row: 9, posture: 'prone' }], [...pct(99)], (s) => ({
        ...s,
        turn: 2,
        flamethrowers: { ...emptyFlamethrowers(), burning: { b1: { since: 1, smothered: 15 } } },
        sequence: { ...s.sequence!, initiative: { side: 'b', rounds: [] } },
        ...(overrides.length > 0 ? { tableOverrides: overrides } : {}),
      }));
      t.run({ type: 'task/begin', manId: 'b1' });
      return t.run({ type: 'task/smother-flames', manId: 'b1' }).find((e) => e.type === 'flames-smothered');
    };
    expect(smother([])).toMatchObject({ needed: 25, spentSoFar: 25, out: true, cost: { final: 10 } });
    expect(smother([longer])).toMatchObject({ needed: 40, spentSoFar: 40, out: true, cost: { final: 25, steps: [{ provenance: { kind: 'house', source: OVERRIDE_SOURCE } }] } });
  });
});

describe('Section 32.0 General Rule with a campaign override (guardDogs; the wind, scent and leash still read as printed, ruling TO5): a dog\'s Task Points', () => {
  it('the same game: the dog begins his task with the printed 60, or the club\'s 70', () => {
    const faster: TableOverride = { table: 'guardDogs', key: 'taskPoints', value: 70, rationale: 'club: our dogs are faster' };
    const game = () => dogGame([{ id: 'b1', side: 'b', col: 10, row: 10 }, { id: 'b2', side: 'b', col: 10, row: 11 }, { id: 'a1', side: 'a', col: 25, row: 10 }], [{ col: 11, row: 10 }], 'e');
    const left = (g: GameState) => {
      const t = dogTable(g);
      t.run({ type: 'task/begin', manId: 'dog-1' });
      return remainingTaskPoints(t.state, 'dog-1');
    };
    expect(left(game())).toBe(60);
    expect(left(withOverrides(game(), [faster]))).toBe(70);
  });
});

describe('Section 38.0: a game records the overrides it was started with', () => {
  it('createGame stores them in the initial state and the game reads them; none leaves the field out', async () => {
    const { scenario, map } = await loadEntebbe();
    const g = createGame(scenario, map, { gameId: 'ov', endurance: 'standard', optionalRules: [], tableOverrides: [killR5C6] }, new ScriptedDice([]));
    if (!g.ok) throw new Error(g.error.map((e) => e.message).join('; '));
    expect(g.value.initial.tableOverrides).toEqual([killR5C6]);
    expect(tablesOf(g.value.state).tankDamageDiagram.r5c6!.kill).toEqual({ value: 35, provenance: { kind: 'house', source: OVERRIDE_SOURCE, rationale: killR5C6.rationale } });
    const none = createGame(scenario, map, { gameId: 'ov', endurance: 'standard', optionalRules: [], tableOverrides: [] }, new ScriptedDice([]));
    expect(none.ok && 'tableOverrides' in none.value.initial).toBe(false);
    expect(tablesOf({})).toBe(DEFAULT_COMMANDO_TABLES);
  });

  it('a bad cell refuses the start with a setup error naming its table, key and field', async () => {
    const { scenario, map } = await loadEntebbe();
    const bad = [{ ...killR5C6, key: 'r1c1' }, { ...openedUp, value: 'lots' }];
    const g = createGame(scenario, map, { gameId: 'ov', endurance: 'standard', optionalRules: [], tableOverrides: bad }, new ScriptedDice([]));
    expect(g.ok).toBe(false);
    if (g.ok) return;
    expect(g.error.map((e) => e.code)).toEqual(['setup/bad-table-override', 'setup/bad-table-override']);
    expect(g.error[0]!.message).toContain('tankDamageDiagram.r1c1.kill');
    expect(g.error[0]!.message).toContain('unknown key "r1c1"');
    expect(g.error[1]!.message).toContain('tankArtilleryHit.openedUpTank');
  });

  it('ruling TO5: a chart the engine still reads as printed (Chart 5.22, Task Point costs) takes no campaign value: the start is refused, naming it', async () => {
    const { scenario, map } = await loadEntebbe();
    const cell = cellsOf('taskPointCosts', DEFAULT_COMMANDO_TABLES.taskPointCosts)[0]!;
    const unplayed = { table: 'taskPointCosts', key: cell.key, ...(cell.field ? { field: cell.field } : {}), value: cell.cell.value, rationale: 'our chart' };
    expect(CHARTS_READ_DIRECTLY.has('taskPointCosts')).toBe(true);
    const g = createGame(scenario, map, { gameId: 'ov', endurance: 'standard', optionalRules: [], tableOverrides: [unplayed] }, new ScriptedDice([]));
    expect(g.ok).toBe(false);
    if (g.ok) return;
    expect(g.error[0]!.code).toBe('setup/bad-table-override');
    expect(g.error[0]!.message).toContain(`taskPointCosts.${cell.key}`);
    expect(g.error[0]!.message).toContain('ruling TO5');
    expect(unplayedOverrideProblems([killR5C6, openedUp])).toEqual([]);
  });
});
