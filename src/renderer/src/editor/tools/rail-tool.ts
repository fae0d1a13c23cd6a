/** Lay or take up the rail line (Case 42.43: the train moves only along it); the field terrain beneath stays. */
import { RAIL_STYLE } from '../../map/terrain-style';
import { railOp } from '../operations';
import { strokeIdle, type StrokeSpec } from './stroke-tool';

export const RAIL_SPEC: StrokeSpec = {
  tool: 'rail',
  hint: 'Click or drag along the track to lay the rail line (Case 42.43); it turns where the squares turn. 1 lays, 0 takes it up (with the brush size).',
  strokeHint: 'Laying the track… release to finish; Esc takes the stroke back.',
  paint: (ed, squares) => railOp(ed.map, squares, ed.brush.rail),
  label: (ed) => (ed.brush.rail ? 'lay rail line' : 'take up rail line'),
  colour: (ed) => (ed.brush.rail ? RAIL_STYLE.sleeper : '#1c2a3a'),
  // A track one square wide, so the line has a next square at each step (hejaz-train.ts railPath); taking it up uses the brush.
  brushSize: (ed) => (ed.brush.rail ? 1 : ed.brush.size),
};

export const railIdle = strokeIdle(RAIL_SPEC);
