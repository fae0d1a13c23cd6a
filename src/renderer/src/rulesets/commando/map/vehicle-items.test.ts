import { describe, expect, it } from 'vitest';
import type { PlayerView, UmpireView } from '@shared/rulesets/commando/view/view';
import type { VehicleState } from '@shared/rulesets/commando/model/vehicle';
import { blankMap } from '@shared/map/map-model';
import { playerItems, umpireItems } from './map-items';
import { vehicleItems, vehicleLabels, vehicleText, type VehicleItem } from './vehicle-items';

const map = blankMap('m', 'm', 12, 12, { kind: 'custom', note: 'test' });
const tank: VehicleState = { id: 'v1', side: 'a', kind: 'tank', name: 'Panzer', variant: { era: 'WWII' }, square: { col: 3, row: 4 }, facing: 'NE', turret: 'E', open: true, crew: { commander: 'a1', driver: 'a2', gunner: 'a3' }, passengers: [], riders: ['a4'] };
const jeep: VehicleState = { id: 'v2', side: 'b', kind: 'jeep', name: 'Jeep', variant: { era: 'WWII' }, square: { col: 8, row: 8 }, facing: 'S', open: false, crew: { driver: 'b1' }, passengers: ['b2', 'b3'], riders: [] };
const offMap: VehicleState = { ...jeep, id: 'v3', square: undefined };

function umpire(vehicles?: readonly VehicleState[]): UmpireView {
  return { kind: 'umpire', ruleset: 'commando', turn: 3, sides: [{ id: 'a' }, { id: 'b' }], map, men: [], ...(vehicles ? { vehicles } : {}) } as unknown as UmpireView;
}

function side(vehicles?: PlayerView['vehicles']): PlayerView {
  return { kind: 'player', ruleset: 'commando', side: { id: 'b', name: 'B', mode: 'defending', observationCode: 'G' }, scenarioName: 's', turn: 3, phase: 'bookkeeping', map, ownMen: [], enemies: [], version: 1, ...(vehicles ? { vehicles } : {}) };
}

describe('vehicles on the maps (Sections 23.0–30.0, ruling VH8)', () => {
  it('the master map draws every vehicle on the map: kind, hull facing, turret (Case 23.16), opened up (Case 23.5), men aboard, in its side colour', () => {
    const items = umpireItems(umpire([tank, jeep, offMap]));
    expect(vehicleLabels(items)).toBe('v1:TANK:0304:NE/E:o:4 v2:JEEP:0808:S:3');
    const [t, j] = items.filter((i): i is VehicleItem => i.kind === 'vehicle');
    expect(vehicleText(t!)).toBe('TANK o 4');
    expect(vehicleText(j!)).toBe('JEEP 3');
    expect(t!.colour).not.toBe(j!.colour);
    expect(vehicleLabels(umpireItems(umpire()))).toBe('');
  });

  it('a turret is drawn for a tank only; a motorcycle reads MC, an APC APC', () => {
    const labels = vehicleLabels(vehicleItems(umpire([{ ...jeep, kind: 'motorcycle', turret: 'N' }, { ...jeep, id: 'v4', kind: 'apc', open: true }])));
    expect(labels).toBe('v2:MC:0808:S:3 v4:APC:0808:S:o:3');
  });

  it('a side window draws its own vehicles whole and an enemy vehicle only from outside: no count aboard', () => {
    const own = { ...jeep, carried: 2 };
    const items = playerItems(side({ own: [own], enemySeen: [{ id: 'v1', kind: 'tank', square: tank.square!, facing: 'NE', turret: 'E', open: true }] }));
    expect(vehicleLabels(items)).toBe('v2:JEEP:0808:S:3 enemy:v1:TANK:0304:NE/E:o');
    const enemy = items.find((i): i is VehicleItem => i.kind === 'vehicle' && i.id === 'enemy:v1');
    expect(enemy?.aboard).toBeUndefined();
    expect(enemy?.title).not.toMatch(/a1|a2|a3|a4|Panzer|aboard/);
  });

  it('ruling VH8: umpire-only fields slipped into a side view draw nothing extra', () => {
    // The umpire's whole list where the side's projection belongs: nothing drawn.
    expect(vehicleLabels(playerItems({ ...side(), vehicles: [tank, jeep] } as unknown as PlayerView))).toBe('');
    // Crew and passengers riding on an enemy entry: still only the outside.
    const leaky = side({ own: [], enemySeen: [{ ...tank, square: tank.square! } as unknown as NonNullable<PlayerView['vehicles']>['enemySeen'][number]] });
    const items = vehicleItems(leaky);
    expect(vehicleLabels(items)).toBe('enemy:v1:TANK:0304:NE/E:o');
    expect(items[0]?.title).not.toMatch(/a1|Panzer|aboard/);
    expect(Object.keys(items[0]!).sort()).toEqual(['colour', 'facing', 'id', 'kind', 'knockedOut', 'label', 'open', 'square', 'title', 'turret']);
  });
});
