import { describe, expect, it } from 'vitest';
import type { ReplayFrame } from '@shared/contract/api';
import { clampSeq, frameCaption, viewerChoices } from './replay-model';

const frame = (over: Partial<ReplayFrame>): ReplayFrame => ({ seq: 3, last: 9, kind: 'game', revertedBy: null, view: { turn: 2, phase: 'action' } as ReplayFrame['view'], ...over });

describe('replay viewer', () => {
  it('offers the umpire with the fog lifted, then each side as it saw the game', () => {
    expect(viewerChoices([{ id: 'israelis', name: 'Israeli Commandos' }]).map((c) => [c.key, c.label, c.viewer])).toEqual([
      ['umpire', 'Umpire (fog lifted)', { kind: 'umpire' }],
      ['side:israelis', 'As Israeli Commandos saw it', { kind: 'side', side: 'israelis' }],
    ]);
  });

  it('keeps the step inside the log', () => {
    expect(clampSeq(-2, 9)).toBe(0);
    expect(clampSeq(12, 9)).toBe(9);
    expect(clampSeq(4.4, 9)).toBe(4);
    expect(clampSeq(Number.NaN, 9)).toBe(0);
    expect(clampSeq(3, -1)).toBe(0);
  });

  it('captions the setup, a live event, an undone one and a rewind record', () => {
    expect(frameCaption(frame({ seq: 0, kind: 'setup' }))).toBe('Setup (0 of 9) · Game-Turn 2, action');
    expect(frameCaption(frame({}), (p) => p.toUpperCase())).toBe('Event 3 of 9 · Game-Turn 2, ACTION');
    expect(frameCaption(frame({ revertedBy: 5 }))).toBe('Event 3 of 9 · Game-Turn 2, action · later undone (rewind 5)');
    expect(frameCaption(frame({ seq: 5, kind: 'rewind' }))).toBe('Event 5 of 9 · Game-Turn 2, action · the umpire rewound here');
  });
});
