import { describe, expect, it } from 'vitest';
import { ScriptedDice, d10, d6 } from '../../../kernel/dice/scripted-dice';
import { hasLineOfSight } from './line-of-sight';
import type { SmokeSquare } from './smoke';
import { addSmoke, dissipateSmoke, resolveSmokePattern, smokeFill, smokeLine, smokeSquares } from './smoke';
import { LosMapBuilder, erect } from './test-support/los-maps';

const open = () => new LosMapBuilder(12, 12).build();

describe('Case 11.53 smoke pattern', () => {
  it('Case 11.53 example: a length roll of 4 makes a line two squares long — three squares in all', () => {
    const dice = new ScriptedDice([...d10(3), ...d10(4)]);
    const p = resolveSmokePattern(open(), { col: 5, row: 5 }, dice);
    expect(p).toMatchObject({ kind: 'line', direction: 'e', length: 2 });
    expect(p.squares).toEqual([
      { col: 5, row: 5 },
      { col: 6, row: 5 },
      { col: 7, row: 5 },
    ]);
    expect(p.rolls.map((r) => r.text)).toEqual(['Case 11.53 smoke direction: 1D10 = 3, Scatter Diagram 3: E', 'Case 11.53 smoke length: 1D10/2 = 2, 4 halved, rounding up: 2 squares beyond the destination square']);
    dice.assertAllUsed();
  });
  it('Case 11.53: the direction re-rolls 9 and 0; halving rounds up (Case 4.0): 7 → 4', () => {
    const p = resolveSmokePattern(open(), { col: 5, row: 5 }, new ScriptedDice([...d10(9, 0, 5), ...d10(7)]));
    expect(p.length).toBe(4);
    expect(p.squares.at(-1)).toEqual({ col: 5, row: 9 });
  });
  it('Case 11.57: the line stops at a wall', () => {
    const map = new LosMapBuilder(12, 12).line(7, 5, 'w', 'wall').build();
    const l = smokeLine(map, { col: 5, row: 5 }, 'e', 5);
    expect(l.squares).toHaveLength(2);
    expect(l.stoppedBy?.caseRef).toBe('Case 11.57');
  });
  it('Case 11.58: through a window the smoke takes the first square within and no more', () => {
    const map = new LosMapBuilder(12, 12).line(7, 5, 'w', 'window').build();
    const l = smokeLine(map, { col: 5, row: 5 }, 'e', 5);
    expect(l.squares.at(-1)).toEqual({ col: 7, row: 5 });
    expect(l.stoppedBy?.caseRef).toBe('Case 11.58');
  });
  it('Case 11.53: the line stops at the map edge', () => {
    expect(smokeLine(open(), { col: 11, row: 5 }, 'e', 5).squares).toHaveLength(2);
  });
});

describe('Case 11.55 smoke inside a structure', () => {
  const b = new LosMapBuilder(12, 12);
  for (let c = 3; c <= 7; c++) for (let r = 3; r <= 5; r++) b.field(c, r, 'building');
  for (let r = 3; r <= 5; r++) b.line(6, r, 'w', 'wall'); // room A: columns 3–5, room B: 6–7
  const map = b.build();
  it('fills the room it lands in (flood fill to walls) and rolls no line', () => {
    const p = resolveSmokePattern(map, { col: 3, row: 3 }, new ScriptedDice([]));
    expect(p.kind).toBe('room');
    expect(p.squares).toHaveLength(9);
    expect(p.squares.every((s) => s.col <= 5)).toBe(true);
  });
  it('the “adjacent” reading: the landing square and its neighbours in the room', () => {
    expect(smokeFill(map, { col: 3, row: 3 }, undefined, 'adjacent')).toHaveLength(4);
  });
});

describe('Case 11.54 dissipation', () => {
  const smoke: SmokeSquare[] = addSmoke(addSmoke([], { squares: [{ col: 1, row: 1 }, { col: 2, row: 1 }] }, 3, 'g1'), { squares: [{ col: 2, row: 1 }, { col: 3, row: 1 }] }, 4, 'g2');
  it('squares are not doubled', () => expect(smoke).toHaveLength(3));
  it('not rolled in the Turn it was made; otherwise 1D6 = 1 dissipates', () => {
    const dice = new ScriptedDice(d6(1, 2));
    const r = dissipateSmoke(smoke, 4, dice);
    expect(r.dissipated.map((s) => s.square)).toEqual([{ col: 1, row: 1 }]);
    expect(r.remaining).toHaveLength(2);
    expect(r.rolls.map((x) => x.text)).toEqual(['Case 11.54 smoke in 0101: 1D6 = 1, dissipates', 'Case 11.54 smoke in 0201: 1D6 = 2, remains']);
    dice.assertAllUsed();
  });
});

describe('Cases 8.23 and 11.56: smoke squares block Line of Sight', () => {
  it('smokeSquares feeds LosContext.smoke', () => {
    const map = open();
    const smoke = addSmoke([], { squares: [{ col: 6, row: 4 }] }, 1, 'g');
    expect(hasLineOfSight(map, erect(2, 5), erect(10, 5))).toBe(true);
    expect(hasLineOfSight(map, erect(2, 5), erect(10, 5), { smoke: smokeSquares(smoke) })).toBe(false);
  });
});
