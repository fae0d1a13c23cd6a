import { describe, expect, it } from 'vitest';
import type { SideRef } from '../../../map/map-model';
import { newHejaz } from '../scenarios/special/test-support/hejaz-play';
import { evolve } from '../engine/dispatch';
import type { GameState } from '../model/state';
import { projectView } from './view';

const WIRE: SideRef = { col: 13, row: 18, dir: 'w' };
const CLIP: SideRef = { col: 13, row: 19, dir: 'w' };

/** A game with straight wire on two sides: an Arab lies on one as a bridge, another is half clipped. */
async function withWire(): Promise<{ state: GameState; bridger: string }> {
  const { play } = await newHejaz();
  const s = play.state;
  const bridger = Object.values(s.men).find((m) => m.side === 'arabs' && m.square?.col === 12 && m.square.row === 18)!.id;
  const map = { ...s.map, lines: [...s.map.lines, { side: WIRE, terrain: 'barbed-wire' as const }, { side: CLIP, terrain: 'barbed-wire' as const }] };
  const wire = { bridges: { [bridger]: { manId: bridger, side: WIRE, square: { col: 12, row: 18 }, since: { turn: 1, phase: 'prepared' } } }, clipping: { '13,19,w': 20 }, clipped: [] };
  return { state: { ...s, map, wire }, bridger };
}

describe('barbed wire in the views (Section 20.0)', () => {
  it('Case 20.12: a side knows its own man lies on the wire as a bridge; the enemy learns nothing of the wire work', async () => {
    const { state, bridger } = await withWire();
    expect(projectView(state, { kind: 'side', side: 'arabs' }).ownBridges).toEqual([bridger]);
    const turks = projectView(state, { kind: 'side', side: 'turks' });
    expect(turks).not.toHaveProperty('ownBridges');
    expect(JSON.stringify(turks)).not.toMatch(/"bridges"|"clipping"|"clipped"|"wire":/);
    expect(projectView(state, { kind: 'umpire' }).wire).toMatchObject({ bridges: { [bridger]: { side: WIRE } }, clipping: { '13,19,w': 20 } });
  });

  it('Case 20.34: clipped wire has left the map in every view', async () => {
    const { state, bridger } = await withWire();
    const clipped = evolve(state, { type: 'wire-clipped', manId: bridger, side: CLIP, terrain: 'barbed-wire', caseRef: 'Case 20.34' });
    const at = (lines: readonly { side: SideRef }[]) => lines.some((l) => l.side.col === CLIP.col && l.side.row === CLIP.row);
    expect(at(projectView(state, { kind: 'umpire' }).map.lines)).toBe(true);
    expect(at(projectView(clipped, { kind: 'umpire' }).map.lines)).toBe(false);
    for (const side of ['arabs', 'turks']) expect(at(projectView(clipped, { kind: 'side', side }).map.lines)).toBe(false);
    expect(projectView(clipped, { kind: 'umpire' }).wire?.clipping).toEqual({});
  });
});
