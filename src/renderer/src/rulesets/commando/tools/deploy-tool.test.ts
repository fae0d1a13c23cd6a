import { describe, expect, it } from 'vitest';
import { blankMap } from '@shared/map/map-model';
import type { UmpireView } from '@shared/rulesets/commando/view/view';
import { confirmRoute, deployPreview, deployStatus, deployTool, isDeployTool, menToDeploy, objectsToPlace, placingObject, routeBreak, routeDraft, sideToolView, undoRoutePoint, withSentry } from './deploy-tool';
import { onKey } from './tools';
import { selectIdle } from './select-tool';

const base = blankMap('m', 'm', 10, 10, { kind: 'custom', note: 't' });
const map = { ...base, zones: [{ id: 2, squares: [{ col: 3, row: 5 }, { col: 4, row: 5 }] }], entryEdges: ['north' as const] } as unknown as UmpireView['map'];
const man = (id: string, side: string, extra: object = {}) => ({ id, side, name: id.toUpperCase(), posture: 'erect' as const, endurance: 10, wounds: 0, condition: 'fit' as const, weapons: [], ...extra });
const setup: UmpireView = {
  kind: 'umpire',
  ruleset: 'commando',
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

describe('deploy tool: sentry routes (Cases 38.45–38.48)', () => {
  const withSetup: UmpireView = {
    ...setup,
    phase: 'setup',
    map: { ...map, zones: [{ id: 2, squares: [{ col: 3, row: 5 }, { col: 4, row: 5 }, { col: 5, row: 5 }] }, { id: 7, squares: [{ col: 9, row: 9 }] }] } as unknown as UmpireView['map'],
    setup: {
      started: false,
      sides: [{ side: 'u', caseRef: 'Case 40.6', zones: [{ zone: 2, men: 2, placed: 0 }], groups: [], sentryAllowed: true, sentryForbiddenZones: [], sentryOwnZoneOnly: false, maxSentries: 1, deployed: [], sentries: [] }],
      sentryRoutes: [],
    },
  };
  const ctx = { view: withSetup };

  it("Case 38.45: lays the route after the man's square, counts its squares, takes the last one back, and closes the loop on the first square", () => {
    let t = withSentry(true);
    let step = t.click({ col: 3, row: 5 }, ctx);
    expect(step.command).toBeUndefined();
    t = step.state as typeof t;
    expect(t.name).toBe('route');
    t = t.click({ col: 4, row: 5 }, ctx).state as typeof t;
    t = t.click({ col: 5, row: 5 }, ctx).state as typeof t;
    t = t.click({ col: 5, row: 6 }, ctx).state as typeof t;
    expect(routeDraft(t, ctx)?.points).toHaveLength(4);
    const over = t.overlay(ctx);
    expect(over.kind === 'deploy' && over.preview.label).toBe('u1 U1: route of 4 squares');
    expect(over.kind === 'deploy' && over.preview.caseRef).toBe('Case 38.45');
    t = undoRoutePoint(t);
    expect(routeDraft(t, ctx)?.points).toEqual([{ col: 3, row: 5 }, { col: 4, row: 5 }, { col: 5, row: 5 }]);
    // Out to 0505, back through 0405, and home: a back-and-forth beat.
    t = t.click({ col: 4, row: 5 }, ctx).state as typeof t;
    step = t.click({ col: 3, row: 5 }, ctx);
    expect(step.command).toEqual({ type: 'setup/deploy', manId: 'u1', square: { col: 3, row: 5 }, sentryRoute: [{ col: 3, row: 5 }, { col: 4, row: 5 }, { col: 5, row: 5 }, { col: 4, row: 5 }] });
  });

  it('Case 38.45: a refused route stays drawn to be mended; once the man stands there as a sentry it is done', () => {
    let t = withSentry(true);
    t = t.click({ col: 3, row: 5 }, ctx).state as typeof t;
    t = t.click({ col: 4, row: 5 }, ctx).state as typeof t;
    const sent = confirmRoute(t);
    expect(sent.command).toMatchObject({ sentryRoute: [{ col: 3, row: 5 }, { col: 4, row: 5 }] });
    t = sent.state as typeof t;
    expect(routeDraft(t, ctx)?.sent).toBe(true);
    const taken: UmpireView = {
      ...withSetup,
      men: withSetup.men.map((m) => (m.id === 'u1' ? { ...m, square: { col: 3, row: 5 } } : m)),
      setup: { ...withSetup.setup!, sides: [{ ...withSetup.setup!.sides[0]!, sentries: ['u1'], deployed: ['u1'] }] },
    };
    expect(routeDraft(t, { view: taken })).toBeUndefined();
  });

  it('Case 38.46: the preview flags a step that is not to an adjacent square, and only Zones of the side are offered (Case 38.43)', () => {
    let t = withSentry(true);
    t = t.click({ col: 3, row: 5 }, ctx).state as typeof t;
    const p = deployPreview(ctx, { col: 9, row: 9 }, t.options);
    expect(p?.allowed).toBe(false);
    t = t.click({ col: 9, row: 9 }, ctx).state as typeof t;
    const over = t.overlay(ctx);
    expect(over.kind === 'deploy' && over.preview.route?.broken).toEqual({ col: 9, row: 9 });
    expect(routeBreak([{ col: 1, row: 1 }, { col: 2, row: 2 }])).toBeUndefined();
    const plain = deployPreview(ctx, undefined);
    expect(plain?.squares).toHaveLength(3);
    expect(plain?.zones).toEqual([{ id: 2, at: { col: 3, row: 5 }, text: 'Zone 2 · 0/2' }]);
  });

  it('Case 39.43: places a scenario object by its north-west square, showing its area', () => {
    const objView: UmpireView = { ...withSetup, objects: [{ id: 'hostage-group-1', kind: 'hostage-group', size: 2, area: [], spentThisTurn: 0 }] };
    expect(objectsToPlace(objView)).toEqual([{ id: 'hostage-group-1', kind: 'hostage-group', size: 2 }]);
    const t = placingObject(deployTool(undefined), 'hostage-group-1');
    const p = deployPreview({ view: objView }, { col: 4, row: 4 }, t.options);
    expect(p?.area).toHaveLength(4);
    const step = t.click({ col: 4, row: 4 }, { view: objView });
    expect(step.command).toEqual({ type: 'setup/place-object', objectId: 'hostage-group-1', square: { col: 4, row: 4 } });
    expect(isDeployTool(step.state) && step.state.options.objectId).toBeUndefined();
  });

  it("Case 38.4: a side's window works the tool on its own men and its own Zones only", () => {
    const side = sideToolView({
      kind: 'player',
      ruleset: 'commando',
      side: { id: 'u', name: 'U', mode: 'defending' } as never,
      scenarioName: 's',
      turn: 1,
      phase: 'setup',
      map,
      ownMen: [man('u1', 'u')],
      enemies: [],
      setup: withSetup.setup!.sides[0]!,
      version: 3,
    });
    expect(side.men.map((m) => m.id)).toEqual(['u1']);
    expect(deployTool(undefined).click({ col: 3, row: 5 }, { view: side }).command).toEqual({ type: 'setup/deploy', manId: 'u1', square: { col: 3, row: 5 } });
  });
});

describe('the set-up status always names the next man and the Zones still taking men (Case 38.43, issue 16)', () => {
  const sides = { sides: [{ id: 'u', name: 'Ugandan Sentries' }] } as unknown as Pick<UmpireView, 'sides'>;
  const sideSetup = { side: 'u', zones: [{ zone: 2, men: 2, placed: 0 }, { zone: 6, men: 0, placed: 0 }], groups: [], sentries: [], deployed: [] };
  const inSetup = (men: UmpireView['men'], placed: number): UmpireView =>
    ({ ...setup, ...sides, phase: 'setup', men, setup: { started: false, sentryRoutes: [], sides: [{ ...sideSetup, zones: [{ zone: 2, men: 2, placed }, { zone: 6, men: 0, placed: 0 }] }] } }) as unknown as UmpireView;

  it('names the next man and "Zone 2 (2 more)", never Zone 6 that takes none', () => {
    const s = deployStatus({ view: inSetup([man('u1', 'u'), man('u2', 'u')], 0) });
    expect(s).toBe('Next to set up: u1 U1 (2 still to set up) — click a square of Zone 2 (2 more) (Case 38.43).');
  });

  it('after a refused click the console puts the selection back, so the same man is still named', () => {
    // The click selects the next man before the host answers; a refusal restores the one refused (UmpireConsole).
    const view = inSetup([man('u1', 'u'), man('u2', 'u')], 0);
    expect(deployStatus({ view, selectedManId: 'u1' })).toContain('Next to set up: u1 U1');
  });

  it('once every man is set up it says so and points at the start button, not "click a square" to set up', () => {
    const view = inSetup([man('u1', 'u', { square: { col: 3, row: 5 } }), man('u2', 'u', { square: { col: 4, row: 5 } })], 2);
    const s = deployStatus({ view, selectedManId: 'u2' });
    expect(s).toContain('Every man is set up (Case 38.41): press "Set-up done: begin Game-Turn 1"');
    expect(s).not.toContain('still to set up');
  });
});
