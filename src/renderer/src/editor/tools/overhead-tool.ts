/** Paint or erase overhead obstacles: a crane's arm at an Elevation Level above the ground, blocking LOS at that level only (Case 48.43). */
import { overheadOp } from '../operations';
import { strokeIdle, type StrokeSpec } from './stroke-tool';

export const OVERHEAD_SPEC: StrokeSpec = {
  tool: 'overhead',
  hint: 'Click or drag to put a crane arm over the squares (Case 48.43). Number keys pick its level above the ground; 0 erases.',
  strokeHint: 'Drawing the arm… release to finish; Esc takes the stroke back.',
  paint: (ed, squares) => overheadOp(ed.map, squares, ed.brush.overhead),
  label: (ed) => (ed.brush.overhead > 0 ? `crane arm at level ${ed.brush.overhead}` : 'erase overhead'),
  colour: (ed) => (ed.brush.overhead > 0 ? '#e8c14a' : '#1c2a3a'),
};

export const overheadIdle = strokeIdle(OVERHEAD_SPEC);
