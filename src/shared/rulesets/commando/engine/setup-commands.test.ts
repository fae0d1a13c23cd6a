import { describe, expect, it } from 'vitest';
import type { ScenarioRuntime } from '../model/scenario-state';
import type { GameState } from '../model/state';
import { smallGame } from '../test-support/small-game';
import { decideDeploy, decidePlaceObject, SETUP_PHASE } from './setup-commands';
import { newEntebbe, RuleDice } from '../scenarios/special/test-support/entebbe-play';

/** A game in set-up with two one-square objects and no special rule. */
function settingUp(): GameState {
  const object = (id: string) => ({ id, kind: 'crate', size: 1, spent: 0, spentTurn: 0 });
  const scenario = {
    entry: [], reinforcements: [], specialRules: [], grapples: {}, sentries: {}, started: false, counters: {}, flags: {}, victory: [],
    gameLength: { goalOriented: false, endsWhen: [], caseRef: '0.0' }, features: {}, deployment: [], deployed: {},
    objects: { a: { ...object('a'), square: { col: 3, row: 3 } }, b: object('b') },
  } as unknown as ScenarioRuntime;
  return { ...smallGame(), phase: SETUP_PHASE, scenario };
}

describe('setup/place-object for any scenario object, whatever its special rules (Cases 3.7, 39.43)', () => {
  it('refuses an area off the map, or over another object', () => {
    const off = decidePlaceObject(settingUp(), { type: 'setup/place-object', objectId: 'b', square: { col: 13, row: 1 } });
    expect(!off.ok && off.error.code).toBe('setup/off-map');
    const over = decidePlaceObject(settingUp(), { type: 'setup/place-object', objectId: 'b', square: { col: 3, row: 3 } });
    expect(!over.ok && over.error.code).toBe('setup/objects-overlap');
    expect(decidePlaceObject(settingUp(), { type: 'setup/place-object', objectId: 'b', square: { col: 4, row: 3 } }).ok).toBe(true);
  });
});

describe('Case 38.43: a Zone that takes no more men says so, and names the Zones that still take men (issue 16)', () => {
  it('Raid on Entebbe Zone 6 "takes no men of the Ugandan Sentries", not "takes 0 men and has them"; Zone 2 full names the others', async () => {
    const { play } = await newEntebbe(new RuleDice());
    const state = play.state;
    const map = state.map;
    const zone = (id: number) => map.zones.find((z) => z.id === id)!.squares;
    const ugandans = Object.values(state.men).filter((m) => m.side === 'ugandans');
    const none = decideDeploy(state, { type: 'setup/deploy', manId: ugandans[0]!.id, square: zone(6)[0]! });
    expect(!none.ok && none.error.code).toBe('setup/zone-full');
    const text = !none.ok ? none.error.message : '';
    expect(text).toContain('Zone 6 takes no men of Ugandan Sentries');
    expect(text).not.toContain('0 men');
    expect(text).toContain('Still taking men: Zone 2 (2 more)');
  });
});
