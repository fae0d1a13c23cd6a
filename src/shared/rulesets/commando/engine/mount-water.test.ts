import { describe, expect, it } from 'vitest';
import { squareIndex } from '../../../map/map-model';
import type { GameState } from '../model/state';
import { waterState } from '../rules/underwater';
import type { ManSpec } from '../test-support/engine-game';
import { mountGame } from '../test-support/mount-game';
import { asInWater, mountWaterPanic } from './mount-water';
import { meleeHorses } from './mount-melee';
import { panicSubject } from './panic-step';
import { underwaterGate } from './underwater-command';

const sq = (col: number, row: number) => ({ col, row });
const MEN: ManSpec[] = [
  { id: 'a1', side: 'a', col: 10, row: 10 },
  { id: 'b1', side: 'b', col: 25, row: 25 },
];
/** Sections 19 and 36 in use; deep water (level −1) in 1210; a1 rides `kind` there, the mount swimming (prone at level 0). */
function inWater(kind: 'horse' | 'camel', swimming = true): GameState {
  const s = mountGame(MEN, [{ side: 'a', kind, col: 10, row: 10 }]);
  const squares = [...s.map.squares];
  squares[squareIndex(s.map, sq(12, 10))] = { terrain: 'water', elevation: -1 };
  const m = s.men['mount-1']!;
  return {
    ...s,
    scenario: { ...s.scenario!, optionalRules: ['19', '36'] },
    map: { ...s.map, squares },
    men: { ...s.men, 'mount-1': { ...m, square: sq(12, 10), posture: swimming ? 'prone' : 'erect', mount: { ...m.mount!, riderId: 'a1' } }, a1: { ...s.men['a1']!, square: sq(12, 10) } },
  };
}

describe('Cases 36.81–36.85: horses and camels in water (engine/mount-water.ts)', () => {
  it('Case 36.81: a camel’s panic percentage is doubled in water; a horse’s is not; on land neither', () => {
    const camel = inWater('camel');
    expect(mountWaterPanic(camel, camel.men['mount-1']!, 30)).toBe(60);
    expect(panicSubject(camel, camel.men['mount-1']!).basePanic).toBe(2 * camel.men['mount-1']!.statistics!.panicPercentage!);
    const horse = inWater('horse');
    expect(mountWaterPanic(horse, horse.men['mount-1']!, 30)).toBe(30);
    const dry = mountGame(MEN, [{ side: 'a', kind: 'camel', col: 10, row: 10 }]);
    expect(mountWaterPanic(dry, dry.men['mount-1']!, 30)).toBe(30);
  });

  it('Cases 36.81, 36.84: a mount swims (prone at level 0) or stands in water as a man does', () => {
    const s = inWater('horse');
    expect(waterState(s.map, s.men['mount-1']!)).toBe('swimming');
    const standing = inWater('horse', false);
    expect(waterState(standing.map, standing.men['mount-1']!)).toBe('standing');
  });

  it('Case 36.85: a man riding a swimming horse or camel is treated as swimming for all purposes (no grenade from the water, Case 36.71)', () => {
    const s = inWater('camel');
    expect(waterState(s.map, s.men['a1']!)).toBe('standing');
    expect(waterState(s.map, asInWater(s, s.men['a1']!))).toBe('swimming');
    expect(underwaterGate(s, { type: 'task/prepare-grenade', manId: 'a1', grenade: 'fragmentation' })?.caseRef).toBe('Case 36.71');
    const standing = inWater('camel', false);
    expect(waterState(standing.map, asInWater(standing, standing.men['a1']!))).toBe('standing');
  });
});

describe('Case 36.82: a swimming horse in hand-to-hand combat (engine/mount-melee.ts)', () => {
  it('Case 36.82: a swimming horse strikes both blows on the "Horse vs. Horse" line against a man, never charging or rearing', () => {
    const s = inWater('horse');
    const foe = { ...s.men['b1']!, square: sq(12, 10) };
    const wet: GameState = { ...s, men: { ...s.men, b1: foe } };
    expect(meleeHorses(wet, [wet.men['a1']!, foe]).map((h) => h.blows)).toEqual([[{ line: 'horse-vs-horse', against: 'man' }, { line: 'horse-vs-horse', against: 'man' }]]);
  });

  it('Case 36.82: standing in the water (not swimming) it charges and rears as on land (Cases 19.41, 36.84)', () => {
    const s = inWater('horse', false);
    const foe = { ...s.men['b1']!, square: sq(12, 10) };
    const wet: GameState = { ...s, men: { ...s.men, b1: foe } };
    expect(meleeHorses(wet, [wet.men['a1']!, foe]).map((h) => h.blows.map((b) => b.line))).toEqual([['charging', 'rearing']]);
  });
});
