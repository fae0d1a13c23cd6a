/**
 * The table editor's document: the table and its undo and redo stacks. Each
 * step keeps the table as it was before (the tables share every unchanged
 * feature, so a step costs one changed list), which makes undo exact by
 * construction: undoing any sequence of steps gives back the very table the
 * editor started from. A refused operation leaves the history as it was and
 * hands back the model's errors, naming the feature, for the screen to show.
 */
import type { SkirmishTable, TableError } from '../table-model';
import { applyTableOp, describeTableOp, type TableOp } from './table-ops';

export const TABLE_UNDO_LIMIT = 500;

export interface TableStep {
  readonly label: string;
  /** The table on the other side of this step (before it, on the undo stack; after it, on the redo stack). */
  readonly table: SkirmishTable;
}

export interface TableHistory {
  readonly table: SkirmishTable;
  readonly undo: readonly TableStep[];
  readonly redo: readonly TableStep[];
  /** The last refused operation's errors (cleared by the next step). */
  readonly errors: readonly TableError[];
}

export const createTableHistory = (table: SkirmishTable): TableHistory => ({ table, undo: [], redo: [], errors: [] });

/** Applies an operation as one undo step; a refused one records its errors and changes nothing else. */
export function applyToHistory(h: TableHistory, op: TableOp, label = describeTableOp(op)): TableHistory {
  const r = applyTableOp(h.table, op);
  if (!r.ok) return { ...h, errors: r.errors };
  const undo = [...h.undo, { label, table: h.table }];
  return { table: r.table, undo: undo.length > TABLE_UNDO_LIMIT ? undo.slice(undo.length - TABLE_UNDO_LIMIT) : undo, redo: [], errors: [] };
}

/** Several operations as one undo step (a building with its door): all apply, or none. */
export function applyAllToHistory(h: TableHistory, ops: readonly TableOp[], label: string): TableHistory {
  let table = h.table;
  for (const op of ops) {
    const r = applyTableOp(table, op);
    if (!r.ok) return { ...h, errors: r.errors };
    table = r.table;
  }
  if (table === h.table) return h;
  return { table, undo: [...h.undo, { label, table: h.table }].slice(-TABLE_UNDO_LIMIT), redo: [], errors: [] };
}

export function undoTable(h: TableHistory): TableHistory {
  const step = h.undo[h.undo.length - 1];
  if (!step) return h;
  return { table: step.table, undo: h.undo.slice(0, -1), redo: [...h.redo, { label: step.label, table: h.table }], errors: [] };
}

export function redoTable(h: TableHistory): TableHistory {
  const step = h.redo[h.redo.length - 1];
  if (!step) return h;
  return { table: step.table, undo: [...h.undo, { label: step.label, table: h.table }], redo: h.redo.slice(0, -1), errors: [] };
}

export const canUndo = (h: TableHistory): boolean => h.undo.length > 0;
export const canRedo = (h: TableHistory): boolean => h.redo.length > 0;
export const undoLabel = (h: TableHistory): string | undefined => h.undo[h.undo.length - 1]?.label;
export const redoLabel = (h: TableHistory): string | undefined => h.redo[h.redo.length - 1]?.label;
