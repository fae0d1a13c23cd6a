/**
 * Sorts `items` in place as `Array.prototype.sort` with `order` does (stable:
 * equal items keep their order), by insertion, and returns them. For the
 * handful of items one archive row holds (two sides, a few players): the
 * builtin's setup per call was most of the sorting's cost, and its time
 * varied by two from one process to the next (issue 23, arch5). Quadratic:
 * not for long lists.
 */
export function sortSmall<T>(items: T[], order: (a: T, b: T) => number): T[] {
  for (let i = 1; i < items.length; i++) {
    const item = items[i]!;
    let j = i - 1;
    while (j >= 0 && order(items[j]!, item) > 0) {
      items[j + 1] = items[j]!;
      j--;
    }
    items[j + 1] = item;
  }
  return items;
}

/** The builtin sort's default order for texts (UTF-16 code units), as a comparator. */
export const codeUnitOrder = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
