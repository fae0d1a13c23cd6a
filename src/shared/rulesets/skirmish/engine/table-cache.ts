/** The table's index, built once per table object (a state carries its table by reference from bound to bound). */
import { buildTableIndex, type TableIndex } from '../rules/table-index';
import type { TableLayout } from '../rules/table-types';

const CACHE = new WeakMap<TableLayout, TableIndex>();

export function tableIndexOf(layout: TableLayout): TableIndex {
  let index = CACHE.get(layout);
  if (!index) CACHE.set(layout, (index = buildTableIndex(layout)));
  return index;
}
