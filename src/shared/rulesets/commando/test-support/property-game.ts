/**
 * The engine stream property's starting game (engine.property.test.ts): a 12x12
 * field with both sides' men and every Optional Rule the property exercises in
 * play at once (Sections 17-36), each placed where its commands are reachable
 * and its secrets can leak if the projection is wrong.
 */
import { armamentOf } from '../engine/carried-weapons';
import { emptyArtillery } from '../model/artillery-state';
import type { GameState } from '../model/state';
import { emptyIllumination } from '../rules/illumination';
import { engineGame, withReadings } from './engine-game';

export function propertyGame(): GameState {
  const g = engineGame(
    [
      { id: 'a1', side: 'a', col: 2, row: 2 },
      { id: 'a2', side: 'a', col: 3, row: 2 },
      { id: 'a3', side: 'a', col: 2, row: 3, wounds: 8, condition: 'seriously-wounded' },
      { id: 'a5', side: 'a', col: 1, row: 4 },
      { id: 'b1', side: 'b', col: 8, row: 8 },
      { id: 'b2', side: 'b', col: 9, row: 9, posture: 'prone' },
      { id: 'b3', side: 'b', col: 10, row: 10 },
      { id: 'b4', side: 'b', col: 7, row: 9, wounds: 14, condition: 'incapacitated', posture: 'prone' },
    ],
    { width: 12, height: 12, observationRange: 7 },
  );
  // Sections 10.6, 13.1: a2 and b2 carry submachineguns (they can run dry and reload).
  // Section 22.0: a few armed mines on the way between the sides (projection: never an armed enemy mine).
  const mine = (id: string, side: string, type: 'anti-personnel' | 'bounce', col: number, row: number) => ({ id, side, type, square: { col, row }, status: 'armed' as const });
  const mines = { allotments: [], laid: [mine('mine-1', 'b', 'anti-personnel', 4, 4), mine('mine-2', 'b', 'bounce', 5, 6), mine('mine-3', 'a', 'anti-personnel', 7, 7)] };
  // Sections 20.0, 31.0: straight wire; b's current in one side of it (0301 is dead wire), a's in one beside b1;
  // a1 and b1 carry clippers (projection: never a word of the enemy's current that the side did not test or touch).
  // The wire runs between a1 and a2 (0202 | 0302), so a boost from across the wire (Case 31.25) is there from the start.
  const lines = [...[1, 2].map((row) => ({ side: { col: 3, row, dir: 'w' as const }, terrain: 'barbed-wire' as const })), { side: { col: 9, row: 8, dir: 'w' as const }, terrain: 'barbed-wire' as const }];
  const liveWire = { allotments: [], told: {}, live: [{ side: { col: 3, row: 2, dir: 'w' as const }, owner: 'b' }, { side: { col: 9, row: 8, dir: 'w' as const }, owner: 'a' }] };
  // Sections 18.0 and 21.0 in use (a started minimal scenario): b1 and b3 have rifles and six rifle grenades each, a1 a thump gun.
  // Sections 33.0 and 34.0 too: two flares for every man of each side (projection: a side sees an enemy grenade's light only where its men see it).
  // Section 32.0 too: b's guard dog in 0807 handled by b1 (alternate b2), the wind from the east (projection: an enemy dog only when
  // observed, and a side's own dog shows whether it scents the Enemy, never whom, ruling GD5).
  const scenario = { ...withReadings(g, []).scenario!, era: 'Modern' as const, optionalRules: ['17', '18', '19', '21', '28', '31', '32', '33', '34', '35', '36'] };
  const dog = { id: 'dog-1', side: 'b', name: 'Guard dog 1', square: { col: 8, row: 7 }, posture: 'erect' as const, endurance: 10, wounds: 0, condition: 'fit' as const, weapons: ['dog'], dog: { handlerId: 'b1', alternateHandlerId: 'b2', released: false, scented: [] } };
  const guardDogs = { windFrom: 'e' as const, whistles: [], nextNumber: 2 };
  // Section 19.0 too: a's horse in 0302 ridden by a2 (a Cossack's), b's hobbled camel in 1009 (projection: an enemy mount only when
  // observed, seen to be a horse or camel and nothing else of it, ruling HC6; never whose reins or who rides it).
  const mountFig = (id: string, side: string, name: string, col: number, row: number, mount: NonNullable<GameState['men'][string]['mount']>) => ({ id, side, name, square: { col, row }, posture: 'erect' as const, endurance: 25, wounds: 0, condition: 'fit' as const, weapons: [], statistics: { label: name, panicPercentage: 5, preservationMultiple: 0, observationCode: 'C', combatBonus: { fire: null, grenade: null } }, mount });
  // Horse 3 stands on land in 0104 ridden by a5, who holds a prepared grenade: its gallops may drop it (Case 19.34).
  const horses = { 'mount-1': mountFig('mount-1', 'a', 'Horse 1', 3, 2, { kind: 'horse', riderId: 'a2', cossack: true }), 'mount-2': mountFig('mount-2', 'b', 'Camel 2', 10, 9, { kind: 'camel', hobbled: true }), 'mount-3': mountFig('mount-3', 'a', 'Horse 3', 1, 4, { kind: 'horse', riderId: 'a5' }) };
  const illumination = { ...emptyIllumination('night', 'unlimited'), flaresPerMan: { a: { count: 2, caseRef: '45.41' }, b: { count: 2, caseRef: '45.41' } } };
  const men = {
    ...g.men,
    a1: { ...g.men['a1']!, weapons: ['thump-gun'], equipment: ['wire-clippers'], hooksAndRopes: true as const },
    b1: { ...g.men['b1']!, equipment: ['wire-clippers'] },
    a5: { ...g.men['a5']!, weapons: ['pistol'], armament: { ...armamentOf({ ...g.men['a5']!, weapons: ['pistol'] }), preparedGrenades: [{ type: 'fragmentation' as const, era: 'modern' as const }] } },
    // Section 17.0: a3 carries a flamethrower (projection: ruling FL11, a flame only where the side observes its man).
    a3: { ...g.men['a3']!, weapons: ['flamethrower'] },
    // Section 36.0: a2 swims in the pond at 0302 with SCUBA gear (he may dive), b2 lies in the stream at 0909 with a snorkel.
    a2: { ...g.men['a2']!, weapons: ['submachinegun'], posture: 'prone' as const, divingGear: { kind: 'scuba' as const } },
    b2: { ...g.men['b2']!, weapons: ['submachinegun', 'pistol'], divingGear: { kind: 'snorkel' as const } },
  };
  // Section 33.0: b's searchlight on a tower in 1212, operated by b3 moved onto it, facing NW over the field (projection: ruling SL10).
  const searchlights = { lights: [{ id: 'searchlight-1', side: 'b', square: { col: 12, row: 12 }, facing: 'NW' as const, operatorId: 'b3' }], beamRange: 25, dayRange: 'unlimited' as const };
  // Section 35.0: a1 stands in woods (a tree to climb) beside a house at 0303 (hooks and ropes); b1 in a house with a ladder, 0808
  // (projection: an enemy's level and his hooks reach a side only as it sees him).
  const climbing: Record<number, GameState['map']['squares'][number]> = {
    [1 * 12 + 1]: { terrain: 'woods', elevation: 0 },
    [2 * 12 + 2]: { terrain: 'building', elevation: 0 },
    [7 * 12 + 7]: { terrain: 'building', elevation: 0, ladder: 'ladder' },
    // Section 36.0 (projection: an unseen swimmer or diver never reaches the enemy; a diver's level only as seen).
    [1 * 12 + 2]: { terrain: 'water', elevation: -2 },
    [1 * 12 + 3]: { terrain: 'water', elevation: -2 },
    [8 * 12 + 8]: { terrain: 'river', elevation: -1 },
    [8 * 12 + 9]: { terrain: 'river', elevation: -1 },
  };
  const squares = g.map.squares.map((q, i) => (i === 11 * 12 + 11 ? { ...q, terrain: 'tower' as const } : (climbing[i] ?? q)));
  // Sections 23.0, 24.0: b's tank in 1006 facing W with its crew of five, a's unroofed APC in 0210 with its two crew and a
  // passenger a4 (projection, ruling VH8: an enemy vehicle only while a man sees its square, and never who is in it).
  const crewMan = (id: string, side: string, vehicleId: string): GameState['men'][string] => ({ id, side, name: `Crew ${id}`, posture: 'erect', endurance: 14, wounds: 0, condition: 'fit', weapons: ['pistol', 'combat-knife'], aboard: { vehicleId } });
  const tankCrew = ['commander', 'driver', 'loader', 'gunner', 'hull-machinegunner'] as const;
  const vehicleMen = Object.fromEntries([...tankCrew.map((r) => [`tank-${r}`, crewMan(`tank-${r}`, 'b', 'vehicle-1')]), ['apc-commander', crewMan('apc-commander', 'a', 'vehicle-2')], ['apc-driver', crewMan('apc-driver', 'a', 'vehicle-2')], ['a4', { ...crewMan('a4', 'a', 'vehicle-2'), name: 'Man a4', weapons: ['rifle'] }], ['jeep-driver', crewMan('jeep-driver', 'a', 'vehicle-3')], ['burning-jeep-driver', crewMan('burning-jeep-driver', 'b', 'vehicle-4')]]);
  const vehicles = {
    nextNumber: 6,
    vehicles: [
      { id: 'vehicle-1', side: 'b', kind: 'tank' as const, name: 'Tank', variant: { era: 'Modern' as const }, square: { col: 10, row: 6 }, facing: 'W' as const, turret: 'W' as const, open: false, crew: Object.fromEntries(tankCrew.map((r) => [r, `tank-${r}`])), passengers: [], riders: [] },
      { id: 'vehicle-2', side: 'a', kind: 'apc' as const, name: 'APC', variant: { era: 'Modern' as const, apcType: 'unroofed' as const }, square: { col: 2, row: 10 }, facing: 'NE' as const, open: false, crew: { commander: 'apc-commander', driver: 'apc-driver' }, passengers: ['a4'], riders: [] },
      // Section 29.0: a's jeep in 0610, near b's riflemen, with its driver (Cases 29.22–29.23: fired at itself, ruling VH52; its driver in the open, VH32).
      { id: 'vehicle-3', side: 'a', kind: 'jeep' as const, name: 'Jeep', variant: { era: 'Modern' as const }, square: { col: 6, row: 10 }, facing: 'S' as const, open: true, crew: { driver: 'jeep-driver' }, passengers: [], riders: [] },
      // Tables 26.5, 26.6 Burns (rulings AR15–AR19): b's jeep in 0612 with its driver has burned since before play and explodes
      // leaving Game-Turn 1's Bookkeeping Phase (two grenades); a's empty tank in 1201 burns from Game-Turn 1 and explodes entering
      // Game-Turn 2's (Diagram 8). Rockets, LAWs, satchels and shells may destroy the others (projection: never an enemy vehicle's damage).
      { id: 'vehicle-4', side: 'b', kind: 'jeep' as const, name: 'Burning jeep', variant: { era: 'Modern' as const }, square: { col: 6, row: 12 }, facing: 'N' as const, open: true, crew: { driver: 'burning-jeep-driver' }, passengers: [], riders: [], damage: { taskPointsLost: 0, knockedOut: false, caseRef: 'Case 28.34', effects: ['burns'], burnsTurn: 0 } },
      { id: 'vehicle-5', side: 'a', kind: 'tank' as const, name: 'Burning tank', variant: { era: 'Modern' as const }, square: { col: 12, row: 1 }, facing: 'S' as const, turret: 'S' as const, open: false, crew: {}, passengers: [], riders: [], damage: { taskPointsLost: 0, knockedOut: false, caseRef: 'Case 26.21', effects: ['burns'], burnsTurn: 1 } },
    ],
  };
  const withVehicleRules = { ...scenario, optionalRules: [...scenario.optionalRules, '23', '24', '25', '26', '27', '29'] };
  // Section 28.0: both sides' barrages are planned in secret for Game-Turns 1–3 (the b plan lands by a's men), each side has a laid
  // piece and a forward observer (projection: never the enemy's plan, piece or aim; an impact only where its men saw it, ruling AR7).
  const plan = (id: string, side: string, turn: number, col: number, row: number, round: 'high-explosive' | 'smoke' | 'illumination') => ({ id, side, turn, square: { col, row }, round });
  const artillery = {
    ...emptyArtillery(),
    allotments: [{ side: 'a', rounds: 2, guns: 1, caseRef: 'Section 28.0' }, { side: 'b', rounds: 2, guns: 1, caseRef: 'Section 28.0' }],
    plans: [plan('plan-secret-a1', 'a', 1, 9, 9, 'high-explosive'), plan('plan-secret-a2', 'a', 2, 10, 8, 'smoke'), plan('plan-secret-b1', 'b', 1, 3, 3, 'high-explosive'), plan('plan-secret-b2', 'b', 3, 2, 4, 'illumination')],
    guns: [{ id: 'gun-secret-a', side: 'a', target: { col: 8, row: 9 }, readyTurn: 1, observedTurns: 0 }, { id: 'gun-secret-b', side: 'b', target: { col: 2, row: 2 }, readyTurn: 1, observedTurns: 0 }],
    observers: ['a1', 'b1'],
  };
  // Sections 26.0, 27.0: b4 carries a multiple-fire rocket launcher with four rockets, a1 a LAW (projection: an enemy's launcher,
  // rockets and LAWs are his armament, which only his own side is sent).
  const b4 = { ...g.men['b4']!, weapons: [...g.men['b4']!.weapons, 'rocket-launcher'], armament: { ...armamentOf(g.men['b4']!), rocketLauncher: { multiple: true, shells: 4 } } };
  // Section 25.0: a1 and b2 carry two satchel charges each (projection: a prepared charge is the umpire's, ruling SC13).
  const a1 = { ...men.a1, armament: { ...armamentOf(men.a1), laws: 1, satchelCharges: 2 } };
  const b2 = { ...g.men['b2']!, armament: { ...armamentOf(g.men['b2']!), satchelCharges: 2 } };
  return { ...g, scenario: withVehicleRules, map: { ...g.map, lines, squares }, liveWire, mines, men: { ...men, a1, b2, b4, b3: { ...g.men['b3']!, square: { col: 12, row: 12 } }, 'dog-1': dog, ...horses, ...vehicleMen }, searchlights, illumination, guardDogs, mounts: { nextNumber: 4 }, vehicles, artillery };
}
