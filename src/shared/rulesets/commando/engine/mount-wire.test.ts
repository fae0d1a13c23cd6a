import { describe, expect, it } from 'vitest';
import { d10, d6, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import { RecordingDice } from '../../../kernel/dice/recording-dice';
import type { Table } from '../test-support/engine-game';
import { sideToAct } from './sequentiality';
import { emptyKnowledge } from '../rules/knowledge';
import { decide } from './dispatch';
import type { LineFeature } from '../../../map/map-model';
import type { GameState } from '../model/state';
import type { ManSpec } from '../test-support/engine-game';
import { mountGame, mountTable } from '../test-support/mount-game';
import { mountPanicMap, panicRunAtWire, sideKnowsWire } from './mount-wire';

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
/** To the Prepared Task Execution Phase, each side passing. */
function toPrepared(t: Table): void {
  for (let guard = 0; guard < 20 && t.state.phase !== 'prepared-task-execution'; guard++) {
    const side = sideToAct(t.state);
    t.run(side ? { type: 'side/pass', side } : { type: 'phase/advance' });
  }
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

describe('Case 20.15: the fallen mount stands by itself in the following Task Execution Phase (engine/mount-wire.ts, ruling HC21)', () => {
  it('Case 20.15: it may not stand by a task while caught; entering the next Task Execution Phase it stands, suffering 1D6', () => {
    const t = mountTable(wired(), [...d10(9, 9, 7, 4), ...d6(3)]);
    t.run({ type: 'task/begin', manId: HORSE });
    t.run({ type: 'task/move', manId: HORSE, route: ROUTE });
    expect(t.state.men[HORSE]!.mount!.caughtInWire).toBe(true);
    const refused = decide(t.state, { type: 'task/stand', manId: HORSE }, t.dice);
    expect(refused.ok ? undefined : refused.error.code).toBe('mount/caught-in-wire');
    t.run({ type: 'task/end', manId: HORSE });
    toPrepared(t);
    const stood = t.events.find((e) => e.type === 'mount-stood-at-wire');
    expect(stood).toMatchObject({ mountId: HORSE, roll: 3, stood: true, caseRef: 'Case 20.15' });
    expect(t.state.men[HORSE]).toMatchObject({ posture: 'erect', wounds: 10 });
    expect(t.state.men[HORSE]!.mount!.caughtInWire).toBeUndefined();
  });

  it('Case 20.15: a 1D6 that puts it out of action leaves it down', () => {
    const t = mountTable(wired((s) => ({ ...s, men: { ...s.men, [HORSE]: { ...s.men[HORSE]!, endurance: 10 } } })), [...d10(9, 9, 7, 4), ...d6(6)]);
    t.run({ type: 'task/begin', manId: HORSE });
    t.run({ type: 'task/move', manId: HORSE, route: ROUTE });
    t.run({ type: 'task/end', manId: HORSE });
    toPrepared(t);
    expect(t.events.find((e) => e.type === 'mount-stood-at-wire')).toMatchObject({ roll: 6, stood: false });
    expect(t.state.men[HORSE]!.posture).toBe('prone');
  });
});

describe('Cases 20.14–20.15 on a panic run (engine/panic-step.ts with mount-wire.ts, ruling HC22)', () => {
  /** A riderless horse in 1010 watching b1 due west in 0510: its Case 19.65 panic runs it east, at the wire west of column 12. */
  const loose = (patch: (s: GameState) => GameState = (s) => s) =>
    wired((s) => {
      const { riderId: _r, ...rest } = s.men[HORSE]!.mount!;
      return patch({ ...s, men: { ...s.men, [HORSE]: { ...s.men[HORSE]!, mount: rest }, a1: { ...s.men['a1']!, square: sq(3, 3) }, b1: { ...s.men['b1']!, square: sq(5, 10) } }, knowledge: { ...s.knowledge, [HORSE]: { ...emptyKnowledge(), observing: ['b1'] } } });
    });

  it('Case 20.14: "A riderless horse never knows that barbed wire is present": its panic run falls at the wire (1D10), it does not run along it', () => {
    const t = mountTable(loose(), [...d10(5), ...d6(2, 2, 2, 2)]);
    t.run({ type: 'task/begin', manId: HORSE });
    expect(t.events.find((e) => e.type === 'mount-panicked')).toMatchObject({ result: 'move', automatic: true });
    expect(t.state.men[HORSE]).toMatchObject({ square: sq(11, 10), posture: 'prone', wounds: 5 });
    expect(t.events.find((e) => e.type === 'mount-fell')).toMatchObject({ cause: 'wire', roll: 5, caseRef: 'Case 20.15' });
    expect(t.events.find((e) => e.type === 'mount-fell')).not.toHaveProperty('riderId');
    expect(t.state.men[HORSE]!.mount!.caughtInWire).toBe(true);
  });

  it('Case 20.14: a ridden mount whose side knows of the wire jumps it on its panic run; one that does not falls with its rider', () => {
    const ridden = (known: string[]) => loose((s) => ({ ...s, mounts: { ...s.mounts!, wireKnownBy: known }, men: { ...s.men, [HORSE]: { ...s.men[HORSE]!, mount: { ...s.men[HORSE]!.mount!, riderId: 'a1' } }, a1: { ...s.men['a1']!, square: sq(10, 10) } } }));
    const run = [sq(11, 10), sq(12, 10), sq(13, 10)].map((to) => ({ to, cost: 2 }));
    const knows = ridden(['a']);
    expect(mountPanicMap(knows, knows.men[HORSE]!).lines).toEqual([]);
    expect(panicRunAtWire(knows, knows.men[HORSE]!, sq(10, 10), run, new RecordingDice(new ScriptedDice([])))).toEqual({ steps: run, fall: [] });
    const not = ridden([]);
    const r = panicRunAtWire(not, not.men[HORSE]!, sq(10, 10), run, new RecordingDice(new ScriptedDice(d10(6, 3))));
    expect(r.steps).toEqual(run.slice(0, 1));
    expect(r.fall.map((e) => e.type)).toEqual(['mount-fell', 'man-wounded', 'man-wounded']);
    expect(r.fall[0]).toMatchObject({ riderId: 'a1', roll: 6, riderWounds: 3 });
  });
});
