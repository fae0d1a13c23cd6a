/** Paint field terrain (Case 7.3) with a 1- or 3-square brush; a drag is one undo step. */
import { FIELD_COLOURS } from '../../map/terrain-style';
import { paintTerrainOp } from '../operations';
import { strokeIdle, type StrokeSpec } from './stroke-tool';

export const PAINT_SPEC: StrokeSpec = {
  tool: 'paint',
  hint: 'Click or drag to paint field terrain. Number keys pick the terrain; B toggles a 1- or 3-square brush.',
  strokeHint: 'Painting… release to finish; Esc takes the stroke back.',
  paint: (ed, squares) => paintTerrainOp(ed.map, squares, ed.brush.terrain),
  label: (ed) => `paint ${ed.brush.terrain}`,
  colour: (ed) => FIELD_COLOURS[ed.brush.terrain],
};

export const paintIdle = strokeIdle(PAINT_SPEC);
