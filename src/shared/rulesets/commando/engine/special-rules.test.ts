import { afterEach, describe, expect, it } from 'vitest';
import { ruleError } from '../../../kernel/rule-error';
import { ok } from '../../../kernel/result';
import type { ScenarioRuntime } from '../model/scenario-state';
import type { GameState } from '../model/state';
import { smallGame } from '../test-support/small-game';
import { installCommandoSpecialRules } from '../scenarios/special-rules';
import { hejazRules } from '../scenarios/special/hejaz';
import { decide, evolve } from './dispatch';
import { installSpecialRules, specialRulesOf, type SpecialRules } from './special-rules';

const dice = { mode: 'scripted' as const, roll: () => ({ die: 'd10' as const, face: 1 as const }) };

/** A started scenario game playing the given special-rule ids. */
function gameWith(specialRules: string[]): GameState {
  const scenario = {
    entry: [], reinforcements: [], specialRules, grapples: {}, sentries: {}, started: true, objects: {}, counters: {}, flags: {}, victory: [],
    gameLength: { goalOriented: false, endsWhen: [], caseRef: '0.0' }, features: {}, deployment: [], deployed: {},
  } as unknown as ScenarioRuntime;
  return { ...smallGame(), phase: 'prepared-task-execution', scenario };
}

const refuseMoves: SpecialRules = {
  name: 'test: no moving',
  ids: ['test-no-moving'],
  gate: (_state, command) => (command.type === 'task/move' ? ruleError('move/test-refused', 'Case 38.23', 'No man moves in this test scenario.') : undefined),
};

afterEach(() => installCommandoSpecialRules());

describe('the special-rule registry (Case 38.23)', () => {
  it('throws, naming the id, when a game names a special rule no installed plug-in plays', () => {
    installSpecialRules([refuseMoves]);
    expect(() => specialRulesOf(gameWith(['hejaz-train']))).toThrow(/"hejaz-train".*no installed plug-in/);
    const move = { type: 'task/move' as const, manId: 'a1', route: [{ col: 1, row: 1 }, { col: 2, row: 2 }] };
    expect(() => decide(gameWith(['hejaz-train']), move, dice)).toThrow(/"hejaz-train"/);
  });

  it('lets a game name a rule the umpire applies by hand, and gives a game without special rules no plug-in', () => {
    installSpecialRules([refuseMoves], ['hejaz-mule']);
    expect(specialRulesOf(gameWith(['hejaz-mule', 'test-no-moving']))).toEqual([refuseMoves]);
    expect(specialRulesOf(smallGame())).toEqual([]);
  });

  it('asks only the plug-ins of the ids the game lists, once each, in install order', () => {
    const other: SpecialRules = { name: 'test: other', ids: ['test-other', 'test-other-2'] };
    installSpecialRules([other, refuseMoves]);
    expect(specialRulesOf(gameWith(['test-no-moving', 'test-other', 'test-other-2']))).toEqual([other, refuseMoves]);
    expect(specialRulesOf(gameWith(['test-other']))).toEqual([other]);
  });

  it('the entry installs the Commando plug-ins (vitest setup file), e.g. Hejaz for its ids', () => {
    expect(specialRulesOf(gameWith(['hejaz-lawrence']))).toEqual([hejazRules]);
  });
});

describe('hooks', () => {
  it('gate: a plug-in refuses an ordinary command where the engine checks it', () => {
    installSpecialRules([refuseMoves]);
    const move = { type: 'task/move' as const, manId: 'a1', route: [{ col: 1, row: 1 }, { col: 2, row: 2 }] };
    const r = decide(gameWith(['test-no-moving']), move, dice);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('move/test-refused');
    // A game without the rule is not asked.
    const plain = decide(gameWith([]), move, dice);
    if (!plain.ok) expect(plain.error.code).not.toBe('move/test-refused');
  });

  it('filterEvents: a plug-in rewrites the events of every command', () => {
    const prone: SpecialRules = {
      name: 'test: every man placed lies prone',
      ids: ['test-filter'],
      filterEvents: (_state, events) => events.map((e) => (e.type === 'man-placed' ? { ...e, posture: 'prone' } : e)),
    };
    installSpecialRules([prone]);
    const place = { type: 'umpire/place-man' as const, manId: 'a1', square: { col: 5, row: 5 } };
    expect(decide(gameWith(['test-filter']), place, dice)).toEqual(ok([{ type: 'man-placed', manId: 'a1', square: { col: 5, row: 5 }, posture: 'prone' }]));
    expect(decide(gameWith([]), place, dice)).toEqual(ok([{ type: 'man-placed', manId: 'a1', square: { col: 5, row: 5 }, posture: 'erect' }]));
  });

  it('commands and events: the owning plug-in decides and folds its scenario-only command, whatever the game; none installed throws', () => {
    const tram: SpecialRules = {
      name: 'test: tram',
      ids: ['test-tram'],
      commands: { 'task/ride-tram': (_s, cmd) => ok([{ type: 'tram-ridden', manId: cmd.manId, from: { col: 1, row: 1 }, to: cmd.square, taskPoints: 0, caseRef: 'Case 50.43' }]) },
      events: { 'tram-ridden': (s) => ({ ...s, turn: 99 }) },
    };
    installSpecialRules([tram]);
    const game = gameWith([]);
    const r = decide(game, { type: 'task/ride-tram', manId: 'a1', square: { col: 3, row: 3 } }, dice);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value[0]?.type).toBe('tram-ridden');
    if (r.ok) expect(evolve(game, r.value[0]!).turn).toBe(99);
    installSpecialRules([]);
    expect(() => decide(game, { type: 'task/ride-tram', manId: 'a1', square: { col: 3, row: 3 } }, dice)).toThrow(/task\/ride-tram/);
    expect(() => evolve(game, { type: 'tram-ridden' } as never)).toThrow(/tram-ridden/);
  });
});
