import { describe, expect, it } from 'vitest';
import { applyOverrides, DEFAULT_COMMANDO_TABLES, listNonPrinted } from './index';
import { DIAGRAM_REACH, diagramCellAt, diagramKey, TANK_DAMAGE_DIAGRAM } from './shell-tables';
import { resolveShellBlast } from '../rules/shell-blast';
import { ScriptedDice, d10, d6 } from '../../../kernel/dice/scripted-dice';
import { LosMapBuilder } from '../rules/test-support/los-maps';

const T = DEFAULT_COMMANDO_TABLES;

describe('Case 23.91 Tank/Artillery Hit Table', () => {
  it('prints 15% for artillery or a buttoned-down tank, 30% opened up, +10% per forward-observed Turn', () => {
    expect(T.tankArtilleryHit.artillery.value).toBe(15);
    expect(T.tankArtilleryHit.buttonedDownTank.value).toBe(15);
    expect(T.tankArtilleryHit.openedUpTank.value).toBe(30);
    expect(T.tankArtilleryHit.perObservedTurn.value).toBe(10);
    expect(T.tankArtilleryHit.observedCap.value).toBe(75);
    expect(T.tankArtilleryHit.shortScatterFrom.value).toBe(45);
    expect(T.tankArtilleryHit.artillery.provenance.kind).toBe('printed');
  });
});

describe('Case 23.92 Tank/Artillery Scatter Table', () => {
  it('scatters as many squares as the 1D10 shows', () => {
    for (let i = 1; i <= 10; i++) expect(T.tankArtilleryScatter[String(i) as '1'].value).toBe(i);
  });
});

describe('Diagram 8 Tank Damage Diagram', () => {
  it('holds the printed target square 2D6 / 40 and the printed rows 1–2', () => {
    expect(TANK_DAMAGE_DIAGRAM['r6c6']!.code.value).toBe('2D6');
    expect(TANK_DAMAGE_DIAGRAM['r6c6']!.kill.value).toBe(40);
    for (const c of [5, 6, 7]) expect(TANK_DAMAGE_DIAGRAM[diagramKey(1, c)]).toMatchObject({ code: { value: '1D6-3', provenance: { kind: 'printed' } }, kill: { value: 2 } });
    expect(TANK_DAMAGE_DIAGRAM['r2c3']!.code.value).toBe('1D6-3');
    expect(TANK_DAMAGE_DIAGRAM['r2c5']).toMatchObject({ code: { value: '1D6-2', provenance: { kind: 'printed' } }, kill: { value: 4 } });
    // Row 1 has three cells, row 2's corners are blank.
    expect(TANK_DAMAGE_DIAGRAM['r1c4']).toBeUndefined();
    expect(TANK_DAMAGE_DIAGRAM['r2c2']).toBeUndefined();
  });

  it('is symmetric, weakens outward and reaches five squares (house rows, ruling AR2)', () => {
    for (let dr = -5; dr <= 5; dr++) {
      for (let dc = -5; dc <= 5; dc++) {
        const c = diagramCellAt(TANK_DAMAGE_DIAGRAM, dr, dc);
        expect(c === undefined).toBe(Math.hypot(dr, dc) > DIAGRAM_REACH);
        if (!c) continue;
        for (const m of [diagramCellAt(TANK_DAMAGE_DIAGRAM, -dr, dc), diagramCellAt(TANK_DAMAGE_DIAGRAM, dr, -dc), diagramCellAt(TANK_DAMAGE_DIAGRAM, dc, dr)]) {
          expect(m?.code.value).toBe(c.code.value);
          expect(m?.kill.value).toBe(c.kill.value);
        }
        const out = diagramCellAt(TANK_DAMAGE_DIAGRAM, dr + Math.sign(dr), dc);
        if (out && dr !== 0) expect(out.kill.value).toBeLessThanOrEqual(c.kill.value);
      }
    }
    // Straight along a row: 2D6/40, then 20, 16, 8, 4, 2.
    expect([0, 1, 2, 3, 4, 5].map((d) => diagramCellAt(TANK_DAMAGE_DIAGRAM, 0, d)!.kill.value)).toEqual([40, 20, 16, 8, 4, 2]);
  });

  it('lists every reconstructed cell as house with its rationale (docs/non-printed-values.md)', () => {
    const listed = listNonPrinted(T).filter((v) => v.table === 'tankDamageDiagram');
    const cells = Object.keys(TANK_DAMAGE_DIAGRAM).length;
    expect(listed).toHaveLength(2 * (cells - 9));
    for (const v of listed) {
      expect(v.kind).toBe('house');
      expect(v.rationale.length).toBeGreaterThan(20);
    }
  });

  it('a club with the printed chart enters a real cell as a campaign override, and the blast uses it', () => {
    const tables = applyOverrides(T, [
      { table: 'tankDamageDiagram', key: 'r6c7', field: 'code', value: '2D6-1', rationale: 'printed Diagram 8, row 6 column 7' },
      { table: 'tankDamageDiagram', key: 'r6c7', field: 'kill', value: 30, rationale: 'printed Diagram 8, row 6 column 7' },
    ]);
    expect(tables.tankDamageDiagram['r6c7']!.code.provenance).toMatchObject({ kind: 'house', source: 'campaign override' });
    const map = new LosMapBuilder(12, 12).build();
    // 1D100 = 35: over the override's 30 (not killed), under 40; then 2D6-1 = 3 + 4 - 1.
    const r = resolveShellBlast(map, { col: 6, row: 6 }, [{ id: 'm', square: { col: 7, row: 6 }, posture: 'erect' }], new ScriptedDice([...d10(3, 5), ...d6(3, 4)]), tables);
    expect(r.hits[0]).toMatchObject({ cell: 'r6c7', code: '2D6-1', kill: 30, killed: false, wounds: 6 });
  });

  it('a bad override names the problem', () => {
    expect(() => applyOverrides(T, [{ table: 'tankDamageDiagram', key: 'r6c7', field: 'code', value: 'lots', rationale: 'x' }])).toThrow(/tankDamageDiagram\.r6c7\.code.*dice code/);
    expect(() => applyOverrides(T, [{ table: 'tankDamageDiagram', key: 'r1c1', field: 'kill', value: 5, rationale: 'x' }])).toThrow(/unknown key "r1c1"/);
    expect(() => applyOverrides(T, [{ table: 'tankArtilleryHit', key: 'artillery', value: 150, rationale: 'x' }])).toThrow(/tankArtilleryHit\.artillery/);
  });
});
