/**
 * Is a square in a vehicle weapon's field of fire? (Case 23.34 Diagram 10,
 * the hull machinegun on the hull facing; Case 23.36 Diagram 11, the main gun
 * and coaxial machinegun on the turret facing; Case 24.52 Diagrams 12–13, the
 * gun slits on the hull facing; the hatch and APC swivel machineguns fire all
 * round, Cases 23.35, 24.23.) The arcs are house geometry
 * (tables/vehicle-arcs.ts); ruling VH25 in docs/rulings/vehicles.md.
 */
import type { Square } from '../../../map/map-model';
import { COMPASS, bearing, type Compass } from './searchlights';
import type { VehicleArcId, VehicleArcs } from '../tables/vehicle-arcs';
import { DEFAULT_COMMANDO_TABLES } from '../tables/index';

const EPS = 1e-9;

/** `to` seen from `from` lies in the arc `id` of a vehicle facing `facing` (its own square is in no arc). */
export function inVehicleArc(from: Square, facing: Compass, to: Square, id: VehicleArcId, arcs: VehicleArcs = DEFAULT_COMMANDO_TABLES.vehicleArcs): boolean {
  const b = bearing(from, to);
  if (b === undefined) return false;
  const a = arcs[id];
  const width = a.widthDegrees.value;
  if (width >= 360) return true;
  const start = COMPASS.indexOf(facing) * 45 + a.startDegrees.value;
  const rel = (((b - start) % 360) + 360) % 360;
  return rel < width - EPS || rel > 360 - EPS;
}

/** Case 24.52: the side of a gun-slit APC a man fires through at `to` (the front has no slits). */
export function slitSide(from: Square, facing: Compass, to: Square, arcs: VehicleArcs = DEFAULT_COMMANDO_TABLES.vehicleArcs): 'slits-left' | 'slits-right' | 'slits-rear' | undefined {
  return (['slits-left', 'slits-right', 'slits-rear'] as const).find((id) => inVehicleArc(from, facing, to, id, arcs));
}
