import { describe, expect, it } from 'vitest';
import type { UmpireView } from '@shared/rulesets/commando/view/view';
import { launcherPreview, launcherTool } from './launcher-tool';
import { onKey } from './tools';
import { blankMap } from '@shared/map/map-model';
import { combatView } from './test-support/combat-view';

/** a1 (the acting man, 0202) armed as given; a1's side has observed b1 (Case 21.14). */
const armedWith = (armament: object): UmpireView =>
  ({
    ...combatView,
    men: combatView.men.map((m) => (m.id === 'a1' ? { ...m, armament: { side: 'a', preparedGrenades: [], grenades: {}, initialFlamethrowerOperator: false, ...armament } } : m)),
    knowledge: { a1: { ...combatView.knowledge['a1']!, lastKnown: { b1: { square: { col: 6, row: 2 }, turn: 1 } } } },
  }) as unknown as UmpireView;

const rifleGrenadier = armedWith({ weapons: [{ id: 'w1', kind: 'rifle', issuedTo: 'a1' }], preparedWeapon: 'w1', rifleGrenadeOn: 'w1', rifleGrenades: 5 });
const thumpGunner = { ...armedWith({ weapons: [{ id: 't1', kind: 'thump-gun', issuedTo: 'a1' }], preparedWeapon: 't1' }), map: blankMap('m', 'm', 30, 30, { kind: 'custom', note: 't' }) } as UmpireView;

describe('launcher tool (Sections 18.0, 21.0): a square target for the rifle grenade and the thump gun', () => {
  it('Cases 18.14, 18.31: with a rifle grenade affixed, hovering a square shows its chance (Table 18.31) and the burst\'s nine squares; a click fires it there', () => {
    const p = launcherPreview({ view: rifleGrenadier }, { col: 6, row: 4 })!;
    expect(p.launcher).toBe('rifle-grenade');
    expect(p.error).toBeUndefined();
    expect(p.chance?.steps.map((s) => s.caseRef).join(' ')).toMatch(/18\.3|11\.81/);
    expect(p.blast?.squares).toHaveLength(9);
    const step = launcherTool(undefined).click({ col: 6, row: 4 }, { view: rifleGrenadier });
    expect(step.command).toEqual({ type: 'task/fire-rifle-grenade', manId: 'a1', target: { col: 6, row: 4 } });
    expect(step.state.name).toBe('idle');
  });

  it('Cases 21.12, 21.13: with a thump gun prepared, a square 20 off shows Table 21.15\'s chance and a click fires the thump gun there', () => {
    const p = launcherPreview({ view: thumpGunner }, { col: 2, row: 22 })!;
    expect(p.launcher).toBe('thump-gun');
    expect(p.error).toBeUndefined();
    expect(p.chance?.final).toBeGreaterThan(0);
    expect(launcherTool(undefined).click({ col: 2, row: 22 }, { view: thumpGunner }).command).toEqual({ type: 'task/fire-thump-gun', manId: 'a1', target: { col: 2, row: 22 } });
  });

  it('Case 21.22: within 10 squares the shell does not arm — the tool says so, and still fires (the order is legal)', () => {
    const p = launcherPreview({ view: thumpGunner }, { col: 2, row: 12 })!;
    expect(p.error).toContain('Case 21.22');
    expect(p.blocked).toBeUndefined();
    expect(launcherTool(undefined).click({ col: 2, row: 12 }, { view: thumpGunner }).command).toEqual({ type: 'task/fire-thump-gun', manId: 'a1', target: { col: 2, row: 12 } });
  });

  it('Cases 18.11, 18.14: no launcher, or his own square: the reason with its Case, and a click sends nothing', () => {
    const none = launcherPreview({ view: combatView }, { col: 6, row: 4 })!;
    expect(none.error).toContain('18.11');
    expect(launcherTool(undefined).click({ col: 6, row: 4 }, { view: combatView }).command).toBeUndefined();
    const own = launcherPreview({ view: rifleGrenadier }, { col: 2, row: 2 })!;
    expect(own.error).toContain('Case 18.14');
    expect(launcherTool(undefined).click({ col: 2, row: 2 }, { view: rifleGrenadier }).command).toBeUndefined();
  });

  it('is on the tool bar, key K; its overlay is the grenade overlay (the target, the chance, the burst)', () => {
    expect(onKey('k', launcherTool({ col: 1, row: 1 })).tool).toBe('launcher');
    expect(launcherTool({ col: 6, row: 4 }).overlay({ view: rifleGrenadier }).kind).toBe('grenade');
    expect(launcherTool({ col: 6, row: 4 }).overlay({ view: { ...combatView, sequence: undefined } as unknown as UmpireView }).kind).toBe('none');
  });
});
