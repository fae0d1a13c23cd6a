/** Paint elevation levels (Case 8.21: the squares a contour encloses are at its level; ground is 0). */
import { elevationOp } from '../operations';
import { strokeIdle, type StrokeSpec } from './stroke-tool';

export const ELEVATION_SPEC: StrokeSpec = {
  tool: 'elevation',
  hint: 'Click or drag to set the elevation level. Number keys pick levels 0–9; - and = step down and up.',
  strokeHint: 'Raising ground… release to finish; Esc takes the stroke back.',
  paint: (ed, squares) => elevationOp(ed.map, squares, ed.brush.elevation),
  label: (ed) => `elevation ${ed.brush.elevation}`,
  colour: (ed) => (ed.brush.elevation >= 0 ? '#fff3b0' : '#1c2a3a'),
};

export const elevationIdle = strokeIdle(ELEVATION_SPEC);
