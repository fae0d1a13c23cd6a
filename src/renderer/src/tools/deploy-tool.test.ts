import { describe, expect, it } from 'vitest';
import { blankMap } from '@shared/map/map-model';
import type { UmpireView } from '@shared/game/view';
import { deployPreview, deployTool, menToDeploy } from './deploy-tool';
import { onKey } from './tools';
import { selectIdle } from './select-tool';

const base = blankMap('m', 'm', 10, 10, { kind: 'custom', note: 't' });
const map = { ...base, zones: [{ id: 2, squares: [{ col: 3, row: 5 }, { col: 4, row: 5 }] }], entryEdges: ['north' as const] } as unknown as UmpireView['map'];
const man = (id: string, side: string, extra: object = {}) => ({ id, side, name: id.toUpperCase(), posture: 'erect' as const, endurance: 10, wounds: 0, condition: 'fit' as const, weapons: [], ...extra });
const setup: UmpireView = {
  kind: 'umpire',
  gameId: 'g',
  scenarioName: 's',
  turn: 1,
  phase: 'observation',
  map,
  sides: [],
  men: [man('u1', 'u'), man('u2', 'u'), man('c1', 'c', { awaitingEntry: true })],
  knowledge: {},
  version: 0,
};

describe('deploy tool (Cases 38.41–38.43, 38.51)', () => {
  it('sets up the first man still to deploy, then selects the next', () => {
    expect(menToDeploy(setup).map((m) => m.id)).toEqual(['u1', 'u2']);
    const step = deployTool(undefined).click({ col: 3, row: 5 }, { view: setup });
    expect(step.command).toEqual({ type: 'setup/deploy', manId: 'u1', square: { col: 3, row: 5 } });
    expect(step.select).toBe('u2');
  });

  it('deploys the selected man and shows the Zones with the hovered square checked', () => {
    const step = deployTool(undefined).click({ col: 4, row: 5 }, { view: setup, selectedManId: 'u2' });
    expect(step.command).toMatchObject({ manId: 'u2' });
    const p = deployPreview({ view: setup }, { col: 9, row: 9 });
    expect(p?.mode).toBe('setup');
    expect(p?.squares).toHaveLength(2);
    expect(p?.allowed).toBe(false);
    expect(p?.caseRef).toBe('Case 38.43');
  });

  it('enters the acting man waiting off the map on an entry-edge square', () => {
    const play = { ...setup, men: [man('u1', 'u', { square: { col: 3, row: 5 } }), man('c1', 'c', { awaitingEntry: true })], sequence: { active: { manId: 'c1' } } } as unknown as UmpireView;
    const over = deployTool({ col: 5, row: 1 }).overlay({ view: play });
    expect(over.kind === 'deploy' && over.preview.mode).toBe('entry');
    expect(over.kind === 'deploy' && over.preview.allowed).toBe(true);
    expect(over.kind === 'deploy' && over.preview.squares).toHaveLength(10);
    expect(deployTool(undefined).click({ col: 5, row: 1 }, { view: play }).command).toEqual({ type: 'entry/enter', manId: 'c1', square: { col: 5, row: 1 } });
  });

  it('does nothing once everyone is placed', () => {
    const done = { ...setup, men: [man('u1', 'u', { square: { col: 3, row: 5 } })] };
    expect(deployTool(undefined).click({ col: 4, row: 5 }, { view: done }).command).toBeUndefined();
    expect(deployTool(undefined).overlay({ view: done }).kind).toBe('none');
  });

  it('is D on the keyboard', () => {
    expect(onKey('d', selectIdle).tool).toBe('deploy');
    expect(onKey('F', selectIdle).tool).toBe('fire');
    expect(onKey('g', selectIdle).tool).toBe('grenade');
  });
});
