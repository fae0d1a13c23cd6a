import { describe, expect, it } from 'vitest';
import { replay } from '../../engine/dispatch';
import { projectView } from '../../view/view';
import type { GameEvent } from '../../model/events';
import { NON_PREPARED_PHASE, OBSERVATION_PHASE, PREPARED_PHASE } from '../../rules/observation-limits';
import { legalActions } from '../../engine/legal-actions';
import { railPath, trainOf } from './hejaz-train';
import { advanceTo, beginInterval, code, newHejaz, sq } from './test-support/hejaz-play';

const names = (squares: readonly { col: number; row: number }[] | undefined): string[] => (squares ?? []).map((s) => `${String(s.col).padStart(2, '0')}${String(s.row).padStart(2, '0')}`);
const turksIn = (state: { men: Record<string, { side: string; square?: { col: number; row: number } }> }, code: string): number =>
  Object.values(state.men).filter((m) => m.side === 'turks' && m.square && names([m.square])[0] === code).length;

describe('Case 42.43 Movement of the Train; Case 42.7 Turkish Train Entry', () => {
  it('Map M: the rail line runs from the entry square 2101 along column 21 (Cases 42.7, 42.43)', async () => {
    const { play } = await newHejaz();
    const path = railPath(play.state.map, sq('2101'));
    expect(names(path.slice(0, 3))).toEqual(['2101', '2102', '2103']);
    expect(path).toHaveLength(64);
  });

  it('Case 42.7: the train is not set up; it and the Turks aboard enter at 2101 on Game-Turn 1 and run 13 squares as the Prepared Phase begins (ruling HJ1)', async () => {
    const { play } = await newHejaz();
    expect(code(play, { type: 'phase/advance' })).toBeUndefined();
    const train = trainOf(play.state)!;
    expect(train.squares).toBeUndefined();
    expect(Object.values(play.state.men).filter((m) => m.side === 'turks' && m.square)).toHaveLength(0);
    advanceTo(play, 1, NON_PREPARED_PHASE);
    expect(trainOf(play.state)!.squares).toBeUndefined();
    advanceTo(play, 1, PREPARED_PHASE);
    const moved = play.events.filter((e): e is Extract<GameEvent, { type: 'train-moved' }> => e.type === 'train-moved');
    expect(moved).toHaveLength(1);
    expect(moved[0]).toMatchObject({ from: -1, to: 12, moved: 13, caseRef: 'Case 42.43' });
    expect(names(trainOf(play.state)!.squares)).toEqual(['2113', '2112', '2111']);
    // Ruling HJ2: ten Turks in each of the second and third squares (Case 42.43).
    expect(turksIn(play.state, '2112')).toBe(10);
    expect(turksIn(play.state, '2111')).toBe(10);
    expect(turksIn(play.state, '2113')).toBe(0);
  });

  it('Case 42.43: 13 squares every Game-Turn along the rail, paying no Task Points', async () => {
    const { play } = await newHejaz();
    advanceTo(play, 2, PREPARED_PHASE);
    expect(names(trainOf(play.state)!.squares)).toEqual(['2126', '2125', '2124']);
    expect(turksIn(play.state, '2125')).toBe(10);
    expect(Object.values(play.state.sequence!.men).every((t) => t.spent === 0)).toBe(true);
  });

  it('Case 42.43: "Any Arab run over by the train is killed" — Lawrence is Incapacitated instead (hejaz-lawrence)', async () => {
    const { play } = await newHejaz();
    advanceTo(play, 2, NON_PREPARED_PHASE);
    play.run({ type: 'umpire/place-man', manId: 'arabs-c', square: sq('2120') });
    play.run({ type: 'umpire/place-man', manId: 'lawrence', square: sq('2122') });
    advanceTo(play, 2, PREPARED_PHASE);
    expect(play.state.men['arabs-c']!.condition).toBe('dead');
    expect(play.state.men['lawrence']!.condition).toBe('incapacitated');
    const moved = play.events.find((e) => e.type === 'train-moved' && e.to === 25);
    expect(moved).toMatchObject({ ranOver: ['arabs-c', 'lawrence'] });
  });

  it('Case 42.43: the train "immediately ceases movement" when the mine detonates, and moves no more (ruling HJ4)', async () => {
    const { play } = await newHejaz({ mine: '2118' });
    advanceTo(play, 2, PREPARED_PHASE);
    const moved = play.events.filter((e): e is Extract<GameEvent, { type: 'train-moved' }> => e.type === 'train-moved');
    expect(moved[1]).toMatchObject({ moved: 5, mine: { objectId: 'rail-mine-1', square: sq('2118') } });
    expect(names(trainOf(play.state)!.squares)).toEqual(['2118', '2117', '2116']);
    expect(trainOf(play.state)!.train.stopped).toMatchObject({ reason: 'mine', turn: 2 });
    advanceTo(play, 3, PREPARED_PHASE);
    expect(names(trainOf(play.state)!.squares)).toEqual(['2118', '2117', '2116']);
    expect(play.events.filter((e) => e.type === 'train-moved')).toHaveLength(2);
  });

  it('ruling HJ4: the mine goes on the rail line; the train is never set up (Case 42.7)', async () => {
    await expect(newHejaz({ mine: '2050' })).rejects.toThrow(/setup\/mine-off-rail/);
    await expect(newHejaz({ mine: '2102' })).rejects.toThrow(/setup\/mine-at-entry/);
    const { play } = await newHejaz({ deploy: false });
    expect(code(play, { type: 'setup/place-object', objectId: 'train-1', square: sq('2101') })).toBe('setup/train-enters');
  });

  it('ruling HJ3: no Arab enters a square of the train', async () => {
    const { play } = await newHejaz();
    advanceTo(play, 2, NON_PREPARED_PHASE);
    play.run({ type: 'umpire/place-man', manId: 'arabs-c', square: sq('2013') });
    beginInterval(play, 'arabs-c');
    expect(code(play, { type: 'task/move', manId: 'arabs-c', route: [sq('2013'), sq('2113')] })).toBe('move/train-square');
    expect(code(play, { type: 'task/move', manId: 'arabs-c', route: [sq('2013'), sq('2014')] })).toBeUndefined();
  });

  it("a side's view carries none of the train's umpire record (who boards, its run) and no unseen Turk", async () => {
    const { play } = await newHejaz();
    advanceTo(play, 2, NON_PREPARED_PHASE);
    const view = JSON.stringify(projectView(play.state, { kind: 'side', side: 'arabs' }));
    expect(view).not.toMatch(/"boarding"|"lastMove"|"ordered"/);
    expect(view).not.toContain('"turks-a"');
  });

  it('the recorded game replays to the same state (the dice and the train are in the events)', async () => {
    const { play, initial, setupEvents } = await newHejaz({ mine: '2130' });
    advanceTo(play, 4, PREPARED_PHASE);
    expect(replay(initial, [...setupEvents, ...play.events])).toEqual(play.state);
    expect(legalActions(play.state).commands.some((c) => c.type === 'train/set-speed')).toBe(false);
  });
});

describe('Case 42.43 Observation from the Train (hejaz-train-observers)', () => {
  it('unless the Turks observe an Arab the train runs the full 13: no other run may be ordered', async () => {
    const { play } = await newHejaz();
    advanceTo(play, 2, NON_PREPARED_PHASE);
    expect(code(play, { type: 'train/set-speed', objectId: 'train-1', squares: 10 })).toBe('train/speed');
    expect(legalActions(play.state).commands.filter((c) => c.type === 'train/set-speed')).toEqual([]);
  });

  it('the Turn after an Arab is observed it runs 7–13 (Turkish option), the Turn after that six fewer at most, and so on', async () => {
    const { play } = await newHejaz();
    advanceTo(play, 1, PREPARED_PHASE);
    play.run({ type: 'umpire/record-observation', observerId: 'turks-a', targetId: 'arabs-g' });
    // Not the same Game-Turn: the train has run already.
    expect(code(play, { type: 'train/set-speed', objectId: 'train-1', squares: 8 })).toBe('train/already-moved');
    advanceTo(play, 2, NON_PREPARED_PHASE);
    const options = legalActions(play.state).commands.flatMap((c) => (c.type === 'train/set-speed' ? [c.squares] : []));
    expect(options).toEqual([7, 8, 9, 10, 11, 12, 13]);
    expect(code(play, { type: 'train/set-speed', objectId: 'train-1', squares: 6 })).toBe('train/speed');
    play.run({ type: 'train/set-speed', objectId: 'train-1', squares: 8 });
    advanceTo(play, 2, PREPARED_PHASE);
    expect(names(trainOf(play.state)!.squares)).toEqual(['2121', '2120', '2119']);
    advanceTo(play, 3, OBSERVATION_PHASE);
    expect(code(play, { type: 'train/set-speed', objectId: 'train-1', squares: 1 })).toBe('train/speed');
    expect(code(play, { type: 'train/set-speed', objectId: 'train-1', squares: 9 })).toBe('train/speed');
    play.run({ type: 'train/set-speed', objectId: 'train-1', squares: 2 });
    advanceTo(play, 4, NON_PREPARED_PHASE);
    expect(names(trainOf(play.state)!.squares)).toEqual(['2123', '2122', '2121']);
    // Not ordered: it keeps its last run (2); then it may stop (0).
    play.run({ type: 'train/set-speed', objectId: 'train-1', squares: 0 });
    advanceTo(play, 5, NON_PREPARED_PHASE);
    expect(names(trainOf(play.state)!.squares)).toEqual(['2123', '2122', '2121']);
  });

  it('once an Arab has been observed Turks fire from the train at the −25% of Case 10.82 ("fire from a moving vehicle"); not before', async () => {
    const { play } = await newHejaz();
    advanceTo(play, 2, NON_PREPARED_PHASE);
    play.run({ type: 'umpire/place-man', manId: 'arabs-g', square: sq('2420') });
    beginInterval(play, 'turks-c');
    expect(code(play, { type: 'task/fire', manId: 'turks-c', targets: [{ targetId: 'arabs-g' }] })).toBe('fire/train-not-alerted');
    play.run({ type: 'umpire/record-observation', observerId: 'turks-c', targetId: 'arabs-g' });
    const events = play.run({ type: 'task/fire', manId: 'turks-c', targets: [{ targetId: 'arabs-g' }] });
    const fired = events.find((e): e is Extract<GameEvent, { type: 'fire-resolved' }> => e.type === 'fire-resolved')!;
    const step = fired.targets[0]!.chance.steps.find((s) => s.label === 'Fire from a moving vehicle or animal');
    expect(step).toMatchObject({ amount: -25, caseRef: 'Case 10.82' });
  });

  it('ruling HJ5: no Turk leaves the train until an Arab has been observed', async () => {
    const { play } = await newHejaz();
    advanceTo(play, 2, NON_PREPARED_PHASE);
    beginInterval(play, 'turks-c');
    const off = { type: 'task/move' as const, manId: 'turks-c', route: [sq('2112'), sq('2212')] };
    expect(code(play, off)).toBe('move/aboard-train');
    play.run({ type: 'umpire/record-observation', observerId: 'turks-c', targetId: 'arabs-g' });
    expect(code(play, off)).toBeUndefined();
  });

  it('one Turk in the second square looks to the left of the train, one in the third to the right (ruling HJ5)', async () => {
    const { play } = await newHejaz();
    advanceTo(play, 2, OBSERVATION_PHASE);
    // The train heads south: its left is east. turks-a is the second square's lookout, turks-b the third's.
    play.run({ type: 'umpire/place-man', manId: 'arabs-g', square: sq('2413') });
    play.run({ type: 'umpire/place-man', manId: 'arabs-c', square: sq('1812') });
    expect(code(play, { type: 'observe/attempt', observerId: 'turks-c', targetId: 'arabs-g' })).toBe('observe/train-lookout');
    expect(code(play, { type: 'observe/attempt', observerId: 'turks-a', targetId: 'arabs-c' })).toBe('observe/train-side');
    expect(code(play, { type: 'observe/attempt', observerId: 'turks-b', targetId: 'arabs-g' })).toBe('observe/train-side');
    expect(code(play, { type: 'observe/attempt', observerId: 'turks-a', targetId: 'arabs-g' }) ?? 'legal').not.toMatch(/train/);
    expect(code(play, { type: 'observe/attempt', observerId: 'turks-b', targetId: 'arabs-c' }) ?? 'legal').not.toMatch(/train/);
  });

  it('Case 8.95 with ruling HJ5: a Turk the lookout rule bars from the attempt forgoes a final prompt that lists him', async () => {
    const { play } = await newHejaz();
    advanceTo(play, 2, NON_PREPARED_PHASE);
    play.run({ type: 'umpire/place-man', manId: 'arabs-g', square: sq('2413') });
    const seq = play.state.sequence!;
    const prompt = { id: 'prompt-9', kind: 'observation' as const, moverId: 'arabs-g', moverSide: 'arabs', at: sq('2413'), pending: [{ observerId: 'turks-c', duty: 'must' as const }], final: true, caseRef: 'Case 8.95' };
    play.state = { ...play.state, sequence: { ...seq, prompts: [prompt] } };
    expect(code(play, { type: 'observe/attempt', observerId: 'turks-c', targetId: 'arabs-g' })).toBe('observe/train-lookout');
    const [foregone] = play.run({ type: 'observe/forego', observerId: 'turks-c', promptId: 'prompt-9' });
    expect(foregone).toMatchObject({ type: 'observation-foregone', deferred: false });
  });
});
