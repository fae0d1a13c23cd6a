import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../model/events';
import { sequenceOf } from '../../model/state';
import { NON_PREPARED_PHASE, PREPARED_PHASE } from '../../rules/observation-limits';
import { stepTaskPoints } from '../../rules/movement';
import { PLAYED_SPECIAL_RULES, specialRulesByHand } from '../special-rules';
import { lawrenceNeverKilled, sledgeFireError } from './hejaz-rules';
import { advanceTo, beginInterval, code, newHejaz, sq } from './test-support/hejaz-play';

describe('Case 42.43 Modes (hejaz-no-modes)', () => {
  it('neither side is in Commando or Defending Mode, and no man may be plotted for Sentry Routine', async () => {
    const { play } = await newHejaz({ deploy: false });
    expect(play.state.sides.map((s) => [s.id, s.mode])).toEqual([
      ['arabs', 'none'],
      ['turks', 'none'],
    ]);
    expect(play.state.scenario!.deployment.every((d) => !d.sentryAllowed)).toBe(true);
    const r = code(play, { type: 'setup/deploy', manId: 'arabs-c', square: sq('1218'), sentryRoute: [sq('1218'), sq('1219')] });
    expect(r).toBe('setup/no-sentry-routine');
  });

  it('no man holds his square waiting for an alert, and an observation alerts nobody (no automatic panic of Case 38.61)', async () => {
    const { play } = await newHejaz();
    advanceTo(play, 1, NON_PREPARED_PHASE);
    beginInterval(play, 'arabs-c');
    expect(code(play, { type: 'task/move', manId: 'arabs-c', route: [sq('1220'), sq('1320')] })).toBeUndefined();
    play.run({ type: 'task/end', manId: 'arabs-c' });
    advanceTo(play, 1, PREPARED_PHASE);
    play.run({ type: 'umpire/record-observation', observerId: 'turks-a', targetId: 'arabs-g' });
    play.run({ type: 'umpire/record-observation', observerId: 'arabs-g', targetId: 'turks-a' });
    expect(Object.values(sequenceOf(play.state).sides).every((s) => s.alertedTurn === undefined)).toBe(true);
    advanceTo(play, 2, NON_PREPARED_PHASE);
    expect(play.events.some((e) => e.type === 'panic-checked' && e.caseRef === 'Case 38.61')).toBe(false);
  });
});

describe('Case 42.43 Grenade Availability (hejaz-no-grenades)', () => {
  it('"None. Ignore the grenade rules": preparing or throwing a grenade is refused with the Case', async () => {
    const { play } = await newHejaz();
    advanceTo(play, 1, NON_PREPARED_PHASE);
    beginInterval(play, 'arabs-c');
    expect(code(play, { type: 'task/prepare-grenade', manId: 'arabs-c', grenade: 'fragmentation' })).toBe('grenade/none-in-scenario');
    expect(code(play, { type: 'task/throw-grenade', manId: 'arabs-c', target: sq('1422') })).toBe('grenade/none-in-scenario');
  });
});

describe('Case 42.43 Lawrence of Arabia (hejaz-lawrence)', () => {
  it('"Lawrence is never killed; if results should indicate so, he is instead Incapacitated"', async () => {
    const { play } = await newHejaz();
    const events = play.run({ type: 'umpire/wound-man', manId: 'lawrence', woundPoints: 3, killed: true });
    expect(events.find((e): e is Extract<GameEvent, { type: 'man-wounded' }> => e.type === 'man-wounded')).toMatchObject({ condition: 'incapacitated', caseRef: 'Case 42.43' });
    expect(play.state.men['lawrence']!.condition).toBe('incapacitated');
    play.run({ type: 'umpire/wound-man', manId: 'arabs-c', woundPoints: 3, killed: true });
    expect(play.state.men['arabs-c']!.condition).toBe('dead');
  });

  it('a hand-to-hand result that would kill him incapacitates him too (Case 42.43 with Section 12.0)', async () => {
    const { play } = await newHejaz();
    const melee: GameEvent = {
      type: 'melee-resolved',
      combats: ['1219'],
      men: [{ id: 'lawrence', woundPoints: 20, condition: 'dead', weapon: 'samurai-sword', carried: [], disengaged: false, taskPointsLost: 0, taskPointsSpent: 0 }],
      grapples: {},
      log: [],
      caseRef: 'Case 12.1',
    };
    const [out] = lawrenceNeverKilled(play.state, [melee]);
    expect(out).toMatchObject({ men: [{ id: 'lawrence', condition: 'incapacitated' }], log: ['Case 42.43: Lawrence is never killed; he is Incapacitated instead'] });
  });
});

describe('Case 42.43 The Machine Gun (hejaz-machinegun-sledge, without the mule)', () => {
  it('only the man who began with it and Lawrence fire it; no Turk does', async () => {
    const { play } = await newHejaz();
    const s = play.state;
    expect(sledgeFireError(s, s.men['machinegunner']!, 'machinegun')).toBeUndefined();
    expect(sledgeFireError(s, s.men['lawrence']!, 'machinegun')).toBeUndefined();
    expect(sledgeFireError(s, s.men['arabs-c']!, 'machinegun')?.code).toBe('fire/sledge-untrained');
    expect(sledgeFireError(s, s.men['turks-a']!, 'machinegun')?.code).toBe('fire/sledge-turk');
    expect(sledgeFireError(s, s.men['arabs-c']!, 'rifle')).toBeUndefined();
  });

  it('two men in its square move it as if prone (double cost); alone its man cannot; it is not fired in a Game-Turn it moved', async () => {
    const { play } = await newHejaz();
    advanceTo(play, 1, NON_PREPARED_PHASE);
    beginInterval(play, 'machinegunner');
    const step = { type: 'task/move' as const, manId: 'machinegunner', route: [sq('1218'), sq('1118')] };
    expect(code(play, step)).toBe('move/sledge-alone');
    play.run({ type: 'umpire/place-man', manId: 'arabs-c', square: sq('1218') });
    const moved = play.run(step).find((e): e is Extract<GameEvent, { type: 'man-moved' }> => e.type === 'man-moved')!;
    const erect = stepTaskPoints(play.state.map, sq('1218'), sq('1118'), { prone: false, seriouslyWounded: false }) as number;
    const prone = stepTaskPoints(play.state.map, sq('1218'), sq('1118'), { prone: true, seriouslyWounded: false }) as number;
    expect(prone).toBeGreaterThan(erect);
    expect(moved.cost).toBe(prone);
    expect(sledgeFireError(play.state, play.state.men['machinegunner']!, 'machinegun')?.code).toBe('fire/sledge-moving');
  });
});

describe('special-rules registry (Case 38.23)', () => {
  it('every Hejaz rule is played by the engine: the mule and the sledge with Section 19.0', () => {
    for (const id of ['hejaz-no-modes', 'hejaz-no-grenades', 'hejaz-lawrence', 'hejaz-train', 'hejaz-train-observers', 'hejaz-mule', 'hejaz-machinegun-sledge']) expect(PLAYED_SPECIAL_RULES.has(id), id).toBe(true);
    expect(specialRulesByHand(['hejaz-mule', 'hejaz-machinegun-sledge', 'hejaz-train'])).toEqual([]);
  });
});
