import { describe, expect, it } from 'vitest';
import type { PlayerView } from '@shared/rulesets/commando/view/view';
import { blankMap } from '@shared/map/map-model';
import { playerMarkers, umpireMarkers } from './markers';
import type { UmpireView } from '@shared/rulesets/commando/view/view';

const map = blankMap('m', 'm', 10, 10, { kind: 'custom', note: 'test' });

function view(enemies: PlayerView['enemies']): PlayerView {
  return {
    kind: 'player',
    ruleset: 'commando',
    side: { id: 'a', name: 'A', mode: 'commando', observationCode: 'C' },
    scenarioName: 's',
    turn: 4,
    phase: 'bookkeeping',
    map,
    ownMen: [{ id: 'a1', side: 'a', name: 'Able', square: { col: 2, row: 3 }, posture: 'erect', endurance: 18, wounds: 0, condition: 'fit', weapons: ['submachinegun'] }],
    enemies,
    version: 1,
  };
}

describe('player window markers (Case 8.82, 8.84)', () => {
  it('draws an enemy observed now as solid and a lost one as a ghost with the turn he was seen', () => {
    const markers = playerMarkers(
      view([
        { id: 'b1', square: { col: 5, row: 5 }, posture: 'erect', observedBy: ['a1'], current: true, seenTurn: 4, seenPhase: 'observation' },
        { id: 'b2', square: { col: 7, row: 1 }, posture: 'prone', observedBy: [], current: false, seenTurn: 2, seenPhase: 'non-prepared' },
      ]),
    );
    expect(markers.map((m) => [m.id, m.style, m.label])).toEqual([
      ['a1', 'solid', 'a1'],
      ['enemy:b1', 'solid', 'b1'],
      ['enemy:b2', 'ghost', 'b2 T2'],
    ]);
    expect(markers.find((m) => m.id === 'enemy:b2')?.prone).toBe(true);
  });

  it('Case 13.17: own men carry their prepared weapon beside the marker; enemy contacts never do', () => {
    const markers = playerMarkers(view([{ id: 'b1', square: { col: 5, row: 5 }, posture: 'erect', observedBy: ['a1'], current: true, seenTurn: 4, seenPhase: 'observation' }]));
    expect(markers.find((m) => m.id === 'a1')?.prepared).toBe('SMG');
    expect(markers.find((m) => m.id === 'enemy:b1')).not.toHaveProperty('prepared');
  });

  it('Case 13.17: the umpire sees every man’s prepared weapon', () => {
    const v = {
      kind: 'umpire',
      ruleset: 'commando',
      turn: 1,
      sides: [{ id: 'a' }, { id: 'b' }],
      men: [
        { id: 'a1', side: 'a', name: 'A', square: { col: 1, row: 1 }, posture: 'erect', endurance: 18, wounds: 0, condition: 'fit', weapons: ['rifle'] },
        { id: 'b1', side: 'b', name: 'B', square: { col: 4, row: 4 }, posture: 'prone', endurance: 18, wounds: 0, condition: 'fit', weapons: ['pistol'] },
      ],
    } as unknown as UmpireView;
    expect(umpireMarkers(v).map((m) => [m.id, m.prepared])).toEqual([
      ['a1', 'RIFLE'],
      ['b1', 'PISTOL'],
    ]);
  });
});

describe('Case 7.13: men up a tree or on a roof are marked with their level', () => {
  it('a side\'s own man on a roof reads ROOF+1; an enemy seen up a tree UP+1; a man who left the square is at ground level', () => {
    const v = view([{ id: 'b1', square: { col: 5, row: 5 }, posture: 'erect', level: 1, observedBy: ['a1'], current: true, seenTurn: 4, seenPhase: 'observation' }]);
    const up = { ...v, ownMen: [{ ...v.ownMen[0]!, aloft: { on: 'roof' as const, level: 1, square: { col: 2, row: 3 } } }] };
    const markers = playerMarkers(up);
    expect(markers.find((m) => m.id === 'a1')?.badges).toEqual(['ROOF+1']);
    expect(markers.find((m) => m.id === 'enemy:b1')?.badges).toEqual(['UP+1']);
    const moved = { ...up, ownMen: [{ ...up.ownMen[0]!, square: { col: 2, row: 4 } }] };
    expect(playerMarkers(moved).find((m) => m.id === 'a1')?.badges).toBeUndefined();
  });
});
