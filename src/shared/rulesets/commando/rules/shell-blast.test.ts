import { describe, expect, it } from 'vitest';
import { ScriptedDice, d10, d6 } from '../../../kernel/dice/scripted-dice';
import { linesDestroyedAt, resolveShellBlast } from './shell-blast';
import { LosMapBuilder } from './test-support/los-maps';

const man = (id: string, col: number, row: number, posture: 'erect' | 'prone' = 'erect') => ({ id, square: { col, row }, posture });

describe('Section 23.0 "Fire" / Case 28.33: Diagram 8 on the men within five squares', () => {
  it('1D100 at or under the square\'s kill percentage kills; otherwise its dice are Wound Points', () => {
    const map = new LosMapBuilder(20, 20).build();
    // m1 in the target square: 1D100 = 40 → killed. m2 two squares east (1D6 / 16): 1D100 = 50, 1D6 = 4.
    const r = resolveShellBlast(map, { col: 10, row: 10 }, [man('m1', 10, 10), man('m2', 12, 10)], new ScriptedDice([...d10(4, 0), ...d10(5, 0), ...d6(4)]));
    expect(r.hits).toEqual([
      expect.objectContaining({ manId: 'm1', cell: 'r6c6', killed: true, wounds: 0 }),
      expect.objectContaining({ manId: 'm2', cell: 'r6c8', code: '1D6', killed: false, wounds: 4 }),
    ]);
    expect(r.rolls.map((x) => x.caseRef)).toEqual(['Diagram 8', 'Diagram 8', 'Diagram 8']);
  });
  it('men beyond five squares are untouched; a negative roll is no Wound Points', () => {
    const map = new LosMapBuilder(20, 20).build();
    const r = resolveShellBlast(map, { col: 10, row: 10 }, [man('far', 16, 10), man('edge', 15, 10)], new ScriptedDice([...d10(9, 9), ...d6(2)]));
    expect(r.hits).toEqual([expect.objectContaining({ manId: 'edge', code: '1D6-3', wounds: 0 })]);
  });
  it('Case 23.38: a wall between the shell and the man shields him, as for a grenade', () => {
    const b = new LosMapBuilder(20, 20);
    b.line(12, 10, 'w', 'wall');
    const r = resolveShellBlast(b.build(), { col: 10, row: 10 }, [man('behind', 13, 10)], new ScriptedDice([]));
    expect(r.hits[0]).toMatchObject({ manId: 'behind', shielded: true, wounds: 0 });
  });
  it('Case 23.38 with 11.43: through a window into a building the Wound Points are halved', () => {
    const b = new LosMapBuilder(20, 20);
    for (let c = 12; c <= 14; c++) for (let r = 9; r <= 11; r++) b.field(c, r, 'building');
    b.line(12, 10, 'w', 'window');
    const r = resolveShellBlast(b.build(), { col: 10, row: 10 }, [man('in', 12, 10)], new ScriptedDice([...d10(9, 9), ...d6(5)]));
    expect(r.hits[0]).toMatchObject({ manId: 'in', code: '1D6', wounds: 2, halved: true });
  });
});

describe('Section 23.0 "Fire": barbed wire and walls adjacent to the square hit are destroyed (ruling AR5)', () => {
  it('takes the wall and wire on the four sides of the destination square, not a building line or lines further off', () => {
    const b = new LosMapBuilder(20, 20);
    b.line(10, 10, 'n', 'barbed-wire').line(10, 10, 'w', 'wall').line(11, 10, 'w', 'building-line').line(12, 10, 'w', 'wall');
    const gone = linesDestroyedAt(b.build(), { col: 10, row: 10 });
    expect(gone.map((l) => l.terrain).sort()).toEqual(['barbed-wire', 'wall']);
  });
});
