import { describe, expect, it } from 'vitest';
import type { PlayerView } from '@shared/rulesets/commando/view/view';
import type { ManState } from '@shared/rulesets/commando/model/state';
import { blankMap } from '@shared/map/map-model';
import { playerMarkers } from './markers';
import { dogBadges, playerItems } from './map-items';
import { dogLabels } from './ItemShape';

const map = blankMap('m', 'm', 10, 10, { kind: 'custom', note: 'test' });
const handler: ManState = { id: 'b1', side: 'b', name: 'Hans', square: { col: 2, row: 3 }, posture: 'erect', endurance: 18, wounds: 0, condition: 'fit', weapons: ['rifle'] };
const dog: ManState = { ...handler, id: 'dog-1', name: 'Guard dog 1', square: { col: 3, row: 3 }, endurance: 10, weapons: ['dog'], dog: { handlerId: 'b1', released: false, scented: [], alert: true } };

function view(enemies: PlayerView['enemies']): PlayerView {
  return { kind: 'player', ruleset: 'commando', side: { id: 'b', name: 'B', mode: 'defending', observationCode: 'G' }, scenarioName: 's', turn: 2, phase: 'observation', map, ownMen: [handler, dog], enemies, version: 1 };
}

describe('guard dogs on the maps (Section 32.0)', () => {
  it('Case 32.14: a dog is marked DOG, REL once released (Case 32.16), SCENT while it scents the Enemy; a man gets nothing', () => {
    expect(dogBadges(handler)).toEqual([]);
    expect(dogBadges({ dog: { released: false, scented: [] } })).toEqual(['DOG']);
    expect(dogBadges({ dog: { released: true, scented: ['a1'] } })).toEqual(['DOG', 'REL', 'SCENT']);
  });

  it('Case 32.11: a side window marks its own dog with its handler, and an enemy dog only as an observed contact', () => {
    const markers = playerMarkers(view([{ id: 'dog-2', dog: true, square: { col: 8, row: 8 }, posture: 'erect', observedBy: ['b1'], current: true, seenTurn: 2, seenPhase: 'observation' }]));
    const own = markers.find((m) => m.id === 'dog-1');
    expect(own?.badges).toEqual(['DOG', 'SCENT']);
    expect(own?.title).toMatch(/handler Hans/);
    expect(markers.find((m) => m.id === 'enemy:dog-2')?.badges).toEqual(['DOG']);
    expect(markers.find((m) => m.id === 'b1')?.badges).toBeUndefined();
  });

  it('Case 32.11: the side window rings its own dog and an observed enemy dog, and names them for the page', () => {
    const items = playerItems(view([{ id: 'dog-2', dog: true, square: { col: 8, row: 8 }, posture: 'erect', observedBy: ['b1'], current: true, seenTurn: 2, seenPhase: 'observation' }]));
    expect(dogLabels(items)).toBe('dog-1 enemy:dog-2');
    expect(dogLabels(playerItems(view([])))).toBe('dog-1');
  });
});
