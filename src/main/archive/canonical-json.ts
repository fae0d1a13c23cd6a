/**
 * Canonical JSON: one text for one value, so an exported game log is stable
 * byte for byte (export → import → export gives the same file).
 *
 * - object keys sorted by UTF-16 code unit order (what `<` on strings does);
 * - no insignificant whitespace;
 * - numbers as JavaScript prints them (shortest round-trip form), `-0` as `0`;
 * - strings escaped as JSON.stringify escapes them;
 * - `undefined` object properties are left out (as JSON.stringify does);
 *   anything JSON cannot carry (undefined in an array, NaN, Infinity, BigInt,
 *   functions, symbols, class instances, cycles) is an error, never guessed at.
 */
export function canonicalJson(value: unknown): string {
  const out: string[] = [];
  write(value, out, new Set(), '$');
  return out.join('');
}

function write(value: unknown, out: string[], seen: Set<object>, path: string): void {
  if (value === null) {
    out.push('null');
    return;
  }
  switch (typeof value) {
    case 'boolean':
      out.push(value ? 'true' : 'false');
      return;
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError(`canonical JSON cannot hold ${value} (at ${path})`);
      out.push(Object.is(value, -0) ? '0' : String(value));
      return;
    case 'string':
      out.push(JSON.stringify(value));
      return;
    case 'object':
      break;
    default:
      throw new TypeError(`canonical JSON cannot hold a ${typeof value} (at ${path})`);
  }
  const obj = value as object;
  if (seen.has(obj)) throw new TypeError(`canonical JSON cannot hold a cycle (at ${path})`);
  seen.add(obj);
  if (Array.isArray(obj)) {
    out.push('[');
    obj.forEach((item, i) => {
      if (item === undefined) throw new TypeError(`canonical JSON cannot hold undefined in an array (at ${path}[${i}])`);
      if (i > 0) out.push(',');
      write(item, out, seen, `${path}[${i}]`);
    });
    out.push(']');
  } else {
    const proto = Object.getPrototypeOf(obj) as unknown;
    if (proto !== Object.prototype && proto !== null) throw new TypeError(`canonical JSON holds plain objects only (at ${path})`);
    const record = obj as Record<string, unknown>;
    const keys = Object.keys(record)
      .filter((k) => record[k] !== undefined)
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    out.push('{');
    keys.forEach((k, i) => {
      if (i > 0) out.push(',');
      out.push(JSON.stringify(k), ':');
      write(record[k], out, seen, `${path}.${k}`);
    });
    out.push('}');
  }
  seen.delete(obj);
}
