/** Draw ladders and stairways (Case 35.21) and flat roofs (Case 35.22) on building squares; the ground beneath stays. */
import { CLIMB_STYLE } from '../../map/climbing-marks';
import { climbOp } from '../operations';
import { strokeIdle, type StrokeSpec } from './stroke-tool';

export const CLIMB_SPEC: StrokeSpec = {
  tool: 'climb',
  hint: 'Click a building square to draw a ladder or stairway (Case 35.21) or mark its roof flat (Case 35.22). 1 ladder, 2 stairway, 3 flat roof, 0 clears.',
  strokeHint: 'Drawing… release to finish; Esc takes the stroke back.',
  paint: (ed, squares) => climbOp(ed.map, squares, ed.brush.climb),
  label: (ed) => (ed.brush.climb === 'clear' ? 'clear ladders and flat roofs' : `draw ${ed.brush.climb}`),
  colour: (ed) => (ed.brush.climb === 'clear' ? '#1c2a3a' : CLIMB_STYLE.ladder),
  brushSize: (ed) => ed.brush.size,
};

export const climbIdle = strokeIdle(CLIMB_SPEC);
