import { describe, expect, it } from 'vitest';
import { PREPARED_PHASE } from '../rules/observation-limits';
import { advanceTo, newHejaz, sq } from '../scenarios/special/test-support/hejaz-play';
import { setsUpObjects } from './object-view';
import { projectView } from './view';
import type { GameState } from '../model/state';

const seen = (state: GameState, side: string) => projectView(state, { kind: 'side', side }).objects.map((o) => [o.id, o.seen]);

/** Moves an Arab beside the mine's square (umpire placement, as a test shortcut). */
function arabBeside(state: GameState, square: { col: number; row: number }): GameState {
  const arab = Object.values(state.men).find((m) => m.side === 'arabs')!;
  return { ...state, men: { ...state.men, [arab.id]: { ...arab, square } } };
}

describe('object views in the Hejaz (Case 42.43; rulings SV1, SV2)', () => {
  it('SV2 (Case 42.43, no Modes): the Arabs set up the mine and the sledge and see them; the Turks enter aboard the train and set up nothing', async () => {
    const { play } = await newHejaz({ mine: '2130' });
    expect(setsUpObjects(play.state, 'arabs')).toBe(true);
    expect(setsUpObjects(play.state, 'turks')).toBe(false);
    expect(seen(play.state, 'arabs').sort()).toEqual([
      ['mule-sledge-1', 'set-up'],
      ['rail-mine-1', 'set-up'],
    ]);
    expect(seen(play.state, 'turks')).toEqual([]);
    expect(projectView(play.state, { kind: 'umpire' }).objects.map((o) => o.id).sort()).toEqual(['mule-sledge-1', 'rail-mine-1', 'train-1']);
  });

  it('SV1 (Case 42.43): the train is public, drawn over its three squares lead first, and tells no side who rides it', async () => {
    const { play } = await newHejaz({ mine: '2130' });
    advanceTo(play, 1, PREPARED_PHASE);
    const cars = [sq('2113'), sq('2112'), sq('2111')];
    for (const side of ['arabs', 'turks']) {
      const train = projectView(play.state, { kind: 'side', side }).objects.find((o) => o.id === 'train-1');
      expect(train).toEqual({ id: 'train-1', kind: 'train', square: cars[0], size: 1, area: cars, squares: cars, seen: 'open' });
    }
    expect(projectView(play.state, { kind: 'umpire' }).objects.find((o) => o.id === 'train-1')).toMatchObject({ squares: cars });
  });

  it('SV2 (Case 42.43): a Turk beside the mine does not see it; the Arabs and the umpire do', async () => {
    const { play } = await newHejaz({ mine: '2130' });
    advanceTo(play, 1, PREPARED_PHASE);
    const turk = Object.values(play.state.men).find((m) => m.side === 'turks' && m.square)!;
    const near: GameState = { ...play.state, men: { ...play.state.men, [turk.id]: { ...turk, square: sq('2129') } } };
    expect(seen(near, 'turks').map(([id]) => id)).toEqual(['train-1']);
    expect(projectView(near, { kind: 'side', side: 'turks', manId: turk.id }).objects.map((o) => o.id)).toEqual(['train-1']);
    expect(seen(near, 'arabs')).toContainEqual(['rail-mine-1', 'set-up']);
    expect(projectView(near, { kind: 'umpire' }).objects.find((o) => o.id === 'rail-mine-1')).toMatchObject({ square: sq('2130') });
    // A narrowed Arab window sees the mine only by that man's eyes, as any object (SV1).
    const arabNear = arabBeside(near, sq('2031'));
    const arab = Object.values(arabNear.men).find((m) => m.side === 'arabs')!;
    expect(projectView(arabNear, { kind: 'side', side: 'arabs', manId: arab.id }).objects.map((o) => [o.id, o.seen])).toEqual([
      ['train-1', 'open'],
      ['rail-mine-1', 'beside'],
    ]);
  });

  it('SV2 (Case 42.43): once the mine has gone off under the train, the Turks see it too', async () => {
    const { play } = await newHejaz({ mine: '2118' });
    advanceTo(play, 2, PREPARED_PHASE);
    expect(seen(play.state, 'turks')).toEqual([
      ['train-1', 'open'],
      ['rail-mine-1', 'went-off'],
    ]);
  });
});
