import { describe, expect, it } from 'vitest';
import { blankMap } from '@shared/map/map-model';
import type { PlayerView, UmpireView } from '@shared/rulesets/commando/view/view';
import type { WireState } from '@shared/rulesets/commando/rules/barbed-wire';
import { playerMarkers } from './markers';
import { manBadges, umpireItems } from './map-items';
import { sideEnds } from '../../../map/geometry';
import { clipMarks, sideFromKey } from './wire-marks';

const map = {
  ...blankMap('m', 'm', 10, 10, { kind: 'custom', note: '' }),
  lines: [
    { side: { col: 4, row: 4, dir: 'w' as const }, terrain: 'barbed-wire' as const },
    { side: { col: 6, row: 2, dir: 'n' as const }, terrain: 'concertina-wire' as const },
  ],
};
const wire: WireState = {
  bridges: { a1: { manId: 'a1', side: { col: 4, row: 4, dir: 'w' }, square: { col: 3, row: 4 }, since: { turn: 2, phase: 'prepared' } } },
  clipping: { '4,4,w': 35, '6,2,n': 12, '9,9,n': 5 },
  clipped: [],
};
const umpire = {
  kind: 'umpire',
  ruleset: 'commando',
  turn: 3,
  map,
  sides: [],
  men: [
    { id: 'a1', side: 'a', name: 'A', square: { col: 3, row: 4 }, posture: 'prone', endurance: 15, wounds: 0, condition: 'fit', weapons: [] },
    { id: 'b1', side: 'b', name: 'B', square: { col: 8, row: 8 }, posture: 'erect', endurance: 15, wounds: 0, condition: 'fit', weapons: [] },
  ],
  knowledge: {},
  smoke: [],
  lyingWeapons: [],
  explosives: [],
  wire,
  version: 1,
} as unknown as UmpireView;

describe('barbed wire on the master map (Section 20.0)', () => {
  it('Case 20.12: a man lying on the wire as a bridge has the BRIDGE badge; others do not', () => {
    expect(manBadges(umpire, 'a1')).toEqual(['BRIDGE']);
    expect(manBadges(umpire, 'b1')).toEqual([]);
  });

  it('Case 20.31: each side being clipped shows its Task Points toward the total beside it; a side with no wire left shows nothing', () => {
    expect(sideFromKey('4,4,w')).toEqual({ col: 4, row: 4, dir: 'w' });
    expect(sideFromKey('nonsense')).toBeUndefined();
    const marks = clipMarks(wire, map);
    expect(marks.map((m) => [m.label, m.title])).toEqual([
      ['35/50', 'Straight wire being clipped: 35 of 50 Task Points (Case 20.31)'],
      [`12/${marks[1]!.needed}`, `Concertina wire being clipped: 12 of ${marks[1]!.needed} Task Points (Case 20.31)`],
    ]);
    const [a, b] = sideEnds({ col: 4, row: 4, dir: 'w' });
    expect([marks[0]!.x, marks[0]!.y]).toEqual([(a.x + b.x) / 2, (a.y + b.y) / 2]);
    expect(umpireItems(umpire).filter((i) => i.kind === 'wire-clip').map((i) => i.kind === 'wire-clip' && [i.square, i.label])).toEqual([
      [{ col: 4, row: 4 }, '35/50'],
      [{ col: 6, row: 2 }, `12/${marks[1]!.needed}`],
    ]);
  });

  it('Case 20.34: clipped wire is off the map, so nothing is drawn for it', () => {
    const cleared = { ...map, lines: map.lines.slice(1) };
    expect(clipMarks({ ...wire, clipping: { '4,4,w': 50 } }, cleared)).toEqual([]);
    expect(clipMarks(undefined, map)).toEqual([]);
  });

  it("Case 20.12: a player window badges its own bridging man; enemy contacts never carry the enemy's wire state", () => {
    const view: PlayerView = {
      kind: 'player',
      ruleset: 'commando',
      side: { id: 'a', name: 'A', mode: 'commando', observationCode: 'C' },
      scenarioName: 's',
      turn: 3,
      phase: 'prepared',
      map,
      ownMen: [umpire.men[0]!],
      ownBridges: ['a1'],
      enemies: [{ id: 'b1', square: { col: 8, row: 8 }, posture: 'erect', observedBy: ['a1'], current: true, seenTurn: 3, seenPhase: 'prepared' }],
      version: 1,
    };
    const markers = playerMarkers(view);
    expect(markers.find((m) => m.id === 'a1')?.badges).toEqual(['BRIDGE']);
    expect(markers.find((m) => m.id === 'enemy:b1')).not.toHaveProperty('badges');
    expect(playerMarkers({ ...view, ownBridges: [] }).find((m) => m.id === 'a1')).not.toHaveProperty('badges');
  });
});
