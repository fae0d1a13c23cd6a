/** Vehicle commands in the legal actions (vehicle-candidates.ts): what the umpire console offers, each checked by decide (ruling VH1). */
import { describe, expect, it } from 'vitest';
import { d10, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import { Table } from '../test-support/engine-game';
import { toVehiclePhase, vehicleGame } from '../test-support/vehicle-game';
import { legalActions } from './legal-actions';

const at = (col: number, row: number) => ({ col, row });
const types = (cmds: readonly { type: string }[]) => new Set(cmds.map((c) => c.type));

describe('Section 23.0 General Rule, ruling VH1: vehicle tasks are offered in the Prepared Phase between intervals', () => {
  it('Cases 23.14, 23.15, 23.42, 23.5, 23.23, 23.71: a tank facing N is offered its three front squares, pivots, turret, hatch, crew exchanges and bailing out', () => {
    const t = new Table(vehicleGame([], [{ kind: 'tank', side: 'b', col: 10, row: 10 }]), new ScriptedDice(d10(7, 2)));
    toVehiclePhase(t);
    const cmds = legalActions(t.state).commands;
    const moves = cmds.filter((c) => c.type === 'vehicle/move').map((c) => (c.type === 'vehicle/move' ? c.route[1] : undefined));
    expect(moves).toEqual(expect.arrayContaining([at(9, 9), at(10, 9), at(11, 9)]));
    expect(moves).toHaveLength(3);
    for (const type of ['vehicle/pivot', 'vehicle/turn-turret', 'vehicle/hatch', 'vehicle/exchange-crew', 'vehicle/bail-out']) expect(types(cmds)).toContain(type);
  });

  it('Case 24.23: an APC has no turret — none is offered; Case 29.14: a jeep moves in any direction, never pivots', () => {
    const t = new Table(vehicleGame([], [{ kind: 'apc', side: 'b', col: 10, row: 10 }, { kind: 'jeep', side: 'b', col: 20, row: 20, crew: ['driver'] }]), new ScriptedDice(d10(7, 2)));
    toVehiclePhase(t);
    const cmds = legalActions(t.state).commands;
    expect(cmds.some((c) => c.type === 'vehicle/turn-turret')).toBe(false);
    expect(cmds.some((c) => c.type === 'vehicle/pivot' && c.vehicleId === 'vehicle-2')).toBe(false);
    expect(cmds.filter((c) => c.type === 'vehicle/move' && c.vehicleId === 'vehicle-2')).toHaveLength(8);
  });

  it('Ruling VH1: nothing is offered outside the Prepared Phase', () => {
    const t = new Table(vehicleGame([], [{ kind: 'tank', side: 'b', col: 10, row: 10 }]), new ScriptedDice(d10(7, 2)));
    expect(legalActions(t.state).commands.some((c) => c.type.startsWith('vehicle/'))).toBe(false);
  });

  it('Cases 24.12, 24.15: the acting man next to an APC is offered mounting it', () => {
    const t = new Table(vehicleGame([{ id: 'b1', side: 'b', col: 10, row: 11 }], [{ kind: 'apc', side: 'b', col: 10, row: 10 }]), new ScriptedDice(d10(7, 2)));
    t.advanceTo('initiative');
    t.run({ type: 'initiative/roll' });
    t.advanceTo('non-prepared-task-execution');
    t.run({ type: 'task/begin', manId: 'b1' });
    expect(legalActions(t.state).commands).toContainEqual({ type: 'task/mount-vehicle', manId: 'b1', vehicleId: 'vehicle-1' });
  });
});
