import { describe, expect, it } from 'vitest';
import { d10 } from '../../../kernel/dice/scripted-dice';
import type { LineFeature } from '../../../map/map-model';
import type { GameState } from '../model/state';
import type { ManSpec } from '../test-support/engine-game';
import { mountGame, mountTable } from '../test-support/mount-game';
import { sideKnowsWire } from './mount-wire';

const sq = (col: number, row: number) => ({ col, row });
const MEN: ManSpec[] = [
  { id: 'a1', side: 'a', col: 10, row: 10 },
  { id: 'b1', side: 'b', col: 25, row: 25 },
];
const HORSE = 'mount-1';
/** a1 rides a horse in 1010; straight wire down the west side of column 12 (between 11 and 12). */
function wired(patch: (s: GameState) => GameState = (s) => s): GameState {
  const s = mountGame(MEN, [{ side: 'a', kind: 'horse', col: 10, row: 10 }]);
  const lines: LineFeature[] = Array.from({ length: 30 }, (_, i) => ({ side: { col: 12, row: i + 1, dir: 'w' as const }, terrain: 'barbed-wire' as const }));
  return patch({ ...s, map: { ...s.map, lines }, men: { ...s.men, [HORSE]: { ...s.men[HORSE]!, mount: { ...s.men[HORSE]!.mount!, riderId: 'a1' } } } });
}
const ROUTE = [sq(10, 10), sq(11, 10), sq(12, 10), sq(13, 10)];

describe('Cases 20.14–20.15: barbed wire and mounts (engine/mount-wire.ts)', () => {
  it('Case 20.15: a ridden horse that does not know of the wire falls at it without crossing: 1D10 to it and 1D10 to its rider, dismounted', () => {
    const t = mountTable(wired(), d10(9, 9, 7, 4));
    t.run({ type: 'task/begin', manId: HORSE });
    t.run({ type: 'task/move', manId: HORSE, route: ROUTE });
    expect(t.state.men[HORSE]!.square).toEqual(sq(11, 10));
    expect(t.state.men[HORSE]).toMatchObject({ posture: 'prone', wounds: 7 });
    expect(t.state.men[HORSE]!.mount!.riderId).toBeUndefined();
    expect(t.state.men['a1']).toMatchObject({ square: sq(11, 10), wounds: 4 });
    expect(t.events.find((e) => e.type === 'mount-fell')).toMatchObject({ cause: 'wire', roll: 7, riderWounds: 4, caseRef: 'Case 20.15' });
    // Case 20.14: a Friendly horse has now been on the wire; the side knows of it.
    expect(t.state.mounts!.wireKnownBy).toEqual(['a']);
  });

  it('Case 20.14: the side that laid the wire (it defends; the wire began on the map) knows of it; the other does not until it has been on it', () => {
    const s = wired((g) => ({ ...g, sides: g.sides.map((x) => (x.id === 'b' ? { ...x, mode: 'defending' as const } : x)) }));
    expect(sideKnowsWire(s, 'b')).toBe(true);
    expect(sideKnowsWire(s, 'a')).toBe(false);
    expect(sideKnowsWire({ ...s, mounts: { ...s.mounts!, wireKnownBy: ['a'] } }, 'a')).toBe(true);
  });

  it('Case 20.14: once a Friendly man or horse has been on the wire, the side’s riders jump it (it crosses, rider carried)', () => {
    const t = mountTable(wired((s) => ({ ...s, mounts: { ...s.mounts!, wireKnownBy: ['a'] } })), d10(9, 9));
    t.run({ type: 'task/begin', manId: HORSE });
    t.run({ type: 'task/move', manId: HORSE, route: ROUTE });
    expect(t.state.men[HORSE]!.square).toEqual(sq(13, 10));
    expect(t.state.men['a1']!.square).toEqual(sq(13, 10));
    expect(t.events.some((e) => e.type === 'mount-fell')).toBe(false);
  });

  it('Case 20.15: wire on the first step: it falls where it stands', () => {
    const t = mountTable(wired((s) => ({ ...s, men: { ...s.men, [HORSE]: { ...s.men[HORSE]!, square: sq(11, 10) }, a1: { ...s.men['a1']!, square: sq(11, 10) } } })), d10(9, 9, 2, 3));
    t.run({ type: 'task/begin', manId: HORSE });
    t.run({ type: 'task/move', manId: HORSE, route: [sq(11, 10), sq(12, 10)] });
    expect(t.state.men[HORSE]).toMatchObject({ square: sq(11, 10), posture: 'prone', wounds: 2 });
    expect(t.state.men['a1']!.wounds).toBe(3);
  });
});
