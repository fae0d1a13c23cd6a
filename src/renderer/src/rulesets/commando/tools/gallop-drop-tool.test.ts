import { describe, expect, it } from 'vitest';
import { blankMap } from '@shared/map/map-model';
import type { Command } from '@shared/rulesets/commando/model/commands';
import type { UmpireView } from '@shared/rulesets/commando/view/view';
import { dropOffered, gallopDropTool, gallopPreview } from './gallop-drop-tool';
import type { ToolContext } from './tool';

const sq = (col: number, row: number) => ({ col, row });
const view: UmpireView = {
  kind: 'umpire',
  ruleset: 'commando',
  gameId: 'g',
  scenarioName: 's',
  turn: 1,
  phase: 'non-prepared-task-execution',
  map: blankMap('m', 'm', 12, 12, { kind: 'custom', note: 't' }),
  sides: [],
  men: [
    { id: 'a1', side: 'a', name: 'Rider', square: sq(2, 2), posture: 'erect', endurance: 15, wounds: 0, condition: 'fit', weapons: ['pistol'] },
    { id: 'mount-1', side: 'a', name: 'Horse 1', square: sq(2, 2), posture: 'erect', endurance: 23, wounds: 0, condition: 'fit', weapons: [], mount: { kind: 'horse', riderId: 'a1' } },
    { id: 'b1', side: 'b', name: 'B', square: sq(9, 9), posture: 'erect', endurance: 15, wounds: 0, condition: 'fit', weapons: [] },
  ],
  knowledge: {},
  version: 0,
};
const ctx: ToolContext = { view, selectedManId: 'mount-1' };

describe('Case 19.34: the drop from a galloping mount, picked on the map (gallop-drop-tool.ts)', () => {
  it('Case 19.34: the Turn panel offers the drop only when the legal actions hold a move with dropGrenade', () => {
    const move: Command = { type: 'task/move', manId: 'mount-1', route: [sq(2, 2), sq(2, 3)] };
    const drop: Command = { ...move, dropGrenade: { square: sq(2, 3) } };
    expect(dropOffered([move])).toBeUndefined();
    expect(dropOffered([move, drop])).toEqual(drop);
  });

  it('Case 19.34: first click the drop square, then where the gallop ends; the move goes through the drop square and carries it', () => {
    const first = gallopDropTool().click(sq(2, 4), ctx);
    expect(first.command).toBeUndefined();
    expect(first.state.name).toBe('drop-route');
    expect(first.state.hint).toMatch(/Rider drops his grenade in .*Click where the gallop ends/);
    expect(first.state.overlay(ctx)).toMatchObject({ kind: 'move', preview: { drop: sq(2, 4) } });
    const second = first.state.click(sq(2, 6), ctx);
    expect(second.command).toEqual({ type: 'task/move', manId: 'mount-1', route: [sq(2, 2), sq(2, 3), sq(2, 4), sq(2, 5), sq(2, 6)], dropGrenade: { square: sq(2, 4) } });
    expect(second.state.name).toBe('idle');
  });

  it('Case 19.34: clicking the drop square again stops the gallop there', () => {
    const first = gallopDropTool().click(sq(4, 2), ctx);
    expect(first.state.click(sq(4, 2), ctx).command).toEqual({ type: 'task/move', manId: 'mount-1', route: [sq(2, 2), sq(3, 2), sq(4, 2)], dropGrenade: { square: sq(4, 2) } });
  });

  it('Case 19.34: the mount\'s own square is no gallop, and a drop beyond its Task Points says why (Case 6.44)', () => {
    const own = gallopDropTool().click(sq(2, 2), ctx);
    expect(own.command).toBeUndefined();
    expect(own.state.name).toBe('drop-square');
    expect(own.state.hint).toMatch(/Case 19.34/);
    const tired: UmpireView = { ...view, sequence: { men: { 'mount-1': { spent: 95, lost: 0 } } } as unknown as UmpireView['sequence'] };
    expect(gallopPreview(tired, 'mount-1', sq(2, 3), sq(2, 8))?.error).toMatch(/after the drop in .*\(Case 6.44\)/);
  });

  it('Escape steps back: from the gallop\'s end to the drop square, then to the Move tool', () => {
    const first = gallopDropTool().click(sq(2, 4), ctx);
    const back = first.state.cancel();
    expect(back.name).toBe('drop-square');
    expect(back.cancel().hint).toMatch(/cheapest route/);
  });
});
