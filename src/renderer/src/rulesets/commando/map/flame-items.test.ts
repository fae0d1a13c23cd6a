import { describe, expect, it } from 'vitest';
import type { PlayerView, UmpireView } from '@shared/rulesets/commando/view/view';
import type { ManState } from '@shared/rulesets/commando/model/state';
import type { FlamethrowerState } from '@shared/rulesets/commando/rules/flamethrower-model';
import { blankMap } from '@shared/map/map-model';
import { playerMarkers, umpireMarkers } from './markers';
import { playerItems, umpireItems } from './map-items';
import { burningIds, flameItems, flameLabels } from './flame-items';

const map = blankMap('m', 'm', 12, 12, { kind: 'custom', note: 'test' });
const man = (id: string, side: string, col: number, row: number): ManState => ({ id, side, name: id.toUpperCase(), square: { col, row }, posture: 'erect', endurance: 18, wounds: 0, condition: 'fit', weapons: ['rifle'] });
const a3 = man('a3', 'a', 2, 5);
const b1 = man('b1', 'b', 4, 5);
const b2 = man('b2', 'b', 9, 9);
const pattern = { kind: 'pattern' as const, manId: 'a3', origin: { col: 2, row: 5 }, squares: [{ col: 3, row: 5 }, { col: 4, row: 5 }, { col: 4, row: 4 }] };

function umpire(fl: FlamethrowerState | undefined): UmpireView {
  return { kind: 'umpire', ruleset: 'commando', turn: 3, sides: [{ id: 'a' }, { id: 'b' }], map, men: [a3, b1, b2], ...(fl ? { flamethrowers: fl } : {}) } as unknown as UmpireView;
}

function side(flames: PlayerView['flames'], enemies: PlayerView['enemies'] = []): PlayerView {
  return { kind: 'player', ruleset: 'commando', side: { id: 'b', name: 'B', mode: 'defending', observationCode: 'G' }, scenarioName: 's', turn: 3, phase: 'bookkeeping', map, ownMen: [b1, b2], enemies, version: 1, ...(flames ? { flames } : {}) };
}

describe('flames on the maps (Section 17.0, ruling FL11)', () => {
  it('Diagram 5: one washed square per square of the pattern, outlined round the pattern only', () => {
    const items = flameItems([pattern]);
    expect(items.map((i) => [i.square, [...i.edges].sort()])).toEqual([
      [{ col: 3, row: 5 }, ['n', 's', 'w']],
      [{ col: 4, row: 5 }, ['e', 's']],
      [{ col: 4, row: 4 }, ['e', 'n', 'w']],
    ]);
    expect(flameLabels(items)).toBe('a3:0305 a3:0405 a3:0404');
    expect(flameLabels(flameItems([{ ...pattern, kind: 'blast', squares: [{ col: 10, row: 1 }] }]))).toBe('a3:1001:blast');
    expect(flameLabels([])).toBe('');
  });

  it('the master map draws every flame of the Game-Turn and marks every burning man BURN', () => {
    const fl: FlamethrowerState = { broken: {}, repaired: [], burning: { b1: { since: 3, smothered: 0 } }, flames: [{ ...pattern, side: 'a', menIn: ['b1'], turn: 3, phase: 'tasks' }] } as unknown as FlamethrowerState;
    const v = umpire(fl);
    expect(flameLabels(umpireItems(v))).toBe('a3:0305 a3:0405 a3:0404');
    const badges = Object.fromEntries(umpireMarkers(v).map((m) => [m.id, m.badges ?? []]));
    expect(badges.b1).toContain('BURN');
    expect(badges.a3).not.toContain('BURN');
    expect(badges.b2).not.toContain('BURN');
    expect(flameLabels(umpireItems(umpire(undefined)))).toBe('');
  });

  it('a side window draws only what its own projection holds: its burning men, an observed enemy burning, the flames it saw', () => {
    const seen = side({ flames: [pattern], burning: [{ manId: 'b1', square: b1.square! }, { manId: 'a3', square: a3.square! }], broken: {}, repaired: [] }, [
      { id: 'a3', square: a3.square!, posture: 'erect', observedBy: ['b1'], current: true, seenTurn: 3, seenPhase: 'tasks' },
    ]);
    expect(flameLabels(playerItems(seen))).toBe('a3:0305 a3:0405 a3:0404');
    const markers = playerMarkers(seen);
    expect(markers.find((m) => m.id === 'b1')?.badges).toEqual(['BURN']);
    expect(markers.find((m) => m.id === 'b2')?.badges).toBeUndefined();
    expect(markers.find((m) => m.id === 'enemy:a3')?.badges).toEqual(['BURN']);
  });

  it('ruling FL11: a side window ignores any umpire field riding on its view; without `flames` it draws no flame and no BURN', () => {
    const leaky = { ...side(undefined), flamethrowers: { broken: {}, repaired: [], burning: { b1: { since: 3, smothered: 0 } }, flames: [{ ...pattern, side: 'a', menIn: ['b1'], turn: 3, phase: 'tasks' }] } } as unknown as PlayerView;
    expect(flameLabels(playerItems(leaky))).toBe('');
    expect(burningIds(leaky).size).toBe(0);
    expect(playerMarkers(leaky).some((m) => m.badges?.includes('BURN'))).toBe(false);
  });
});
