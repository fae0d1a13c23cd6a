import { printed, type Sourced } from '../../../kernel/provenance';

/** Section 35.0 Climbing: the levels and the limits per level (the Task Point costs are chart 5.22's, task-point-costs.ts). */
export const CLIMBING_NUMBERS: {
  readonly treeLevel: Sourced<number>;
  readonly roofLevel: Sourced<number>;
  readonly woodsTreeLimit: Sourced<number>;
  readonly roofLimit: Sourced<number>;
} = {
  treeLevel: printed(1, 'Case 35.12 ("at the same elevation level as the trees; i.e., one level above the surrounding terrain")'),
  roofLevel: printed(1, 'Case 35.25 ("one elevation level higher than men on the ground floor")'),
  woodsTreeLimit: printed(1, 'Case 35.14 ("No more than one Friendly man may be up a tree in a single woods square tree at a time")'),
  roofLimit: printed(2, 'Case 35.26 ("Each Player may have up to two men on a roof square")'),
};
