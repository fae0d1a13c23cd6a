/**
 * The fields of fire of a vehicle's weapons (Case 23.34 Diagram 10, Case 23.36
 * Diagram 11, Case 24.52 Diagrams 12–13). The seed describes the diagrams in
 * words and gives no geometry (seed-gaps.md: "Diagrams 1–7, 9–13 ... derive
 * from the words, flag as house"), so every arc is `house`: its width and
 * where it starts, in degrees clockwise from the facing it turns with (the
 * turret's, or the hull's). A club that owns the printed diagrams overrides
 * them (`vehicleArcs.<arc>.startDegrees` / `.widthDegrees`).
 */
import { z } from 'zod';
import type { Sourced } from '../../../kernel/provenance';
import { house } from '../../../kernel/provenance';
import { describeTable } from './table';

export interface VehicleArc {
  readonly label: string;
  /** Degrees clockwise from the facing where the arc starts (included). */
  readonly startDegrees: Sourced<number>;
  readonly widthDegrees: Sourced<number>;
}

const arc = (label: string, diagram: string, start: number, width: number, why: string): VehicleArc => ({
  label,
  startDegrees: house(start, `${diagram} (described in words only)`, why),
  widthDegrees: house(width, `${diagram} (described in words only)`, why),
});

export const VEHICLE_ARCS = {
  turret: arc(
    'Main gun and coaxial machinegun (turret facing)',
    'Case 23.36 Diagram 11',
    0,
    45,
    'Case 23.36: eight arcs labelled by the turret facing, "shifted to the right 22.5° from reality": a 45° arc centred on the facing, turned 22.5° clockwise, so N runs from due N to due NE (as Case 33.21 reads the same diagram)',
  ),
  hull: arc(
    'Hull machinegun (hull facing)',
    'Case 23.34 Diagram 10',
    -22.5,
    45,
    'Case 23.34: "a severely restricted field of fire" ahead of the hull: the three squares a tank may enter (Case 23.14) narrowed to the 45° centred on the facing; the grid shift is stated for Diagram 11 only',
  ),
  'slits-left': arc('Gun slits, left side', 'Case 24.52 Diagrams 12–13', -135, 90, 'Case 24.52: slits along each side: the quarter of the compass abeam to the left (from rear-left to front-left)'),
  'slits-right': arc('Gun slits, right side', 'Case 24.52 Diagrams 12–13', 45, 90, 'Case 24.52: slits along each side: the quarter of the compass abeam to the right (from front-right to rear-right)'),
  'slits-rear': arc('Gun slits, rear', 'Case 24.52 Diagrams 12–13', 135, 90, 'Case 24.52: two slits in the rear: the quarter of the compass astern'),
} as const satisfies Readonly<Record<string, VehicleArc>>;

export type VehicleArcId = keyof typeof VEHICLE_ARCS;
export type VehicleArcs = Readonly<Record<VehicleArcId, VehicleArc>>;

export const VEHICLE_ARC_TABLE = describeTable({
  title: 'Diagrams 10–13: the fields of fire of a vehicle’s weapons (Case 23.34, Case 23.36, Case 24.52)',
  data: VEHICLE_ARCS as VehicleArcs,
  valueSchema: (field) => (field === 'startDegrees' ? z.number().min(-360).max(360) : field === 'widthDegrees' ? z.number().min(0).max(360) : undefined),
});
