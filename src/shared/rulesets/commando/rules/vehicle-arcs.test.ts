import { describe, expect, it } from 'vitest';
import { inVehicleArc, slitSide } from './vehicle-arcs';
import { VEHICLE_ARCS } from '../tables/vehicle-arcs';

const at = { col: 10, row: 10 };

describe('Case 23.36 Diagram 11 — main gun and coaxial machinegun follow the turret, shifted right 22.5°', () => {
  it('a turret facing N covers due N to short of due NE', () => {
    expect(inVehicleArc(at, 'N', { col: 10, row: 5 }, 'turret')).toBe(true);
    expect(inVehicleArc(at, 'N', { col: 12, row: 5 }, 'turret')).toBe(true);
    expect(inVehicleArc(at, 'N', { col: 13, row: 7 }, 'turret')).toBe(false);
    expect(inVehicleArc(at, 'N', { col: 9, row: 5 }, 'turret')).toBe(false);
  });
  it('turns with the turret: facing S covers due S to short of due SW', () => {
    expect(inVehicleArc(at, 'S', { col: 10, row: 15 }, 'turret')).toBe(true);
    expect(inVehicleArc(at, 'S', { col: 8, row: 15 }, 'turret')).toBe(true);
    expect(inVehicleArc(at, 'S', { col: 10, row: 5 }, 'turret')).toBe(false);
  });
  it('the eight arcs share out every square around the tank, each to one', () => {
    for (let c = 5; c <= 15; c++)
      for (let r = 5; r <= 15; r++) {
        if (c === 10 && r === 10) continue;
        const n = (['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const).filter((f) => inVehicleArc(at, f, { col: c, row: r }, 'turret')).length;
        expect(n).toBe(1);
      }
  });
  it('its values are house, with a rationale (Diagram 11 is described in words only)', () => {
    expect(VEHICLE_ARCS.turret.widthDegrees.provenance.kind).toBe('house');
  });
});

describe('Case 23.34 Diagram 10 — the hull machinegun: a severely restricted field ahead of the hull', () => {
  it('covers straight ahead, not the front diagonals nor behind', () => {
    expect(inVehicleArc(at, 'E', { col: 15, row: 10 }, 'hull')).toBe(true);
    expect(inVehicleArc(at, 'E', { col: 15, row: 11 }, 'hull')).toBe(true);
    expect(inVehicleArc(at, 'E', { col: 15, row: 15 }, 'hull')).toBe(false);
    expect(inVehicleArc(at, 'E', { col: 5, row: 10 }, 'hull')).toBe(false);
  });
});

describe('Case 24.52 Diagrams 12–13 — gun slits: each side and the rear, none in front', () => {
  it('a man fires through the side facing the target', () => {
    expect(slitSide(at, 'N', { col: 5, row: 10 })).toBe('slits-left');
    expect(slitSide(at, 'N', { col: 15, row: 10 })).toBe('slits-right');
    expect(slitSide(at, 'N', { col: 10, row: 15 })).toBe('slits-rear');
    expect(slitSide(at, 'N', { col: 10, row: 5 })).toBeUndefined();
  });
  it('overridden by a club: a wider rear arc reaches further round', () => {
    const wide = { ...VEHICLE_ARCS, 'slits-rear': { ...VEHICLE_ARCS['slits-rear'], startDegrees: { value: 90, provenance: { kind: 'printed' as const, source: 'club' } }, widthDegrees: { value: 180, provenance: { kind: 'printed' as const, source: 'club' } } } };
    expect(inVehicleArc(at, 'N', { col: 15, row: 10 }, 'slits-rear', wide)).toBe(true);
    expect(inVehicleArc(at, 'N', { col: 15, row: 10 }, 'slits-rear')).toBe(false);
  });
});
