import { z } from 'zod';
import { InvalidInputError, StoredDataError } from './errors';

export type JsonValue = z.infer<ReturnType<typeof z.json>>;
export type JsonObject = { [key: string]: JsonValue };

export const jsonValue = z.json();
export const jsonObject: z.ZodType<JsonObject> = z.record(z.string(), z.json());

/** Reads a JSON column. A row that fails its schema is reported with where it came from, not passed on. */
export function parseStored<T>(schema: z.ZodType<T>, text: string, where: string): T {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new StoredDataError(`${where} holds text that is not JSON: ${(error as Error).message}`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new StoredDataError(`${where} holds unexpected data: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** Checks caller input at the repository boundary so a bad value never reaches SQL. */
export function checkInput<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new InvalidInputError(`invalid ${what}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** JSON text for a column; refuses what JSON cannot carry faithfully (undefined, NaN, cycles, BigInt). */
export function toJsonText(value: unknown, what: string): string {
  return checkedJsonText(checkInput(jsonValue, value, what), what);
}

/**
 * JSON text for a value its caller has just checked against a schema built of
 * `z.json()` (an event's payload): walking it again would only repeat that
 * check, which was ~14% of a command's path (issue 23).
 */
export function checkedJsonText(value: JsonValue | JsonObject, what: string): string {
  try {
    return JSON.stringify(value);
  } catch (error) {
    throw new InvalidInputError(`invalid ${what}: ${(error as Error).message}`);
  }
}

/**
 * Where `value` holds what JSON cannot carry faithfully (undefined, NaN or
 * Infinity, a BigInt, a function or symbol, an object that is not a plain
 * one, a hole in an array, a cycle), or undefined when it holds none: the
 * same values z.json() refuses, found by one plain walk. A snapshot's state
 * is ~170 KB of JSON; z.json() took ~50 ms of CPU to check it (twice, with
 * toJsonText), a whole command every 200 events (issue 23).
 */
export function jsonProblem(value: unknown, at = '', open = new Set<object>()): string | undefined {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return undefined;
    case 'number':
      return Number.isFinite(value) ? undefined : `${String(value)} at ${at || 'the top'}`;
    case 'object': {
      if (value === null) return undefined;
      if (open.has(value)) return `a cycle at ${at || 'the top'}`;
      const proto = Object.getPrototypeOf(value) as unknown;
      const array = Array.isArray(value);
      if (!array && proto !== Object.prototype && proto !== null) return `a ${(value as object).constructor?.name ?? 'non-plain'} object at ${at || 'the top'}`;
      open.add(value);
      let problem: string | undefined;
      if (array) {
        const list = value as unknown[];
        for (let i = 0; i < list.length && !problem; i++) problem = i in list ? jsonProblem(list[i], `${at}[${i}]`, open) : `a hole at ${at}[${i}]`;
      } else {
        for (const k in value as Record<string, unknown>) {
          problem = jsonProblem((value as Record<string, unknown>)[k], at ? `${at}.${k}` : k, open);
          if (problem) break;
        }
      }
      open.delete(value);
      return problem;
    }
    default:
      return `${value === undefined ? 'undefined' : `a ${typeof value}`} at ${at || 'the top'}`;
  }
}

/** `value` as a JSON object, checked by `jsonProblem`'s walk: for big trees (a snapshot's state). */
export function checkJsonObject(value: unknown, what: string): JsonObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new InvalidInputError(`invalid ${what}: not a JSON object`);
  const problem = jsonProblem(value);
  if (problem) throw new InvalidInputError(`invalid ${what}: it holds ${problem}, which JSON cannot carry`);
  return value as JsonObject;
}

/**
 * Reads a JSON column that must hold an object, checking only that: for
 * columns validated in full when written (events, audit, snapshots), so a
 * read does not walk every value again (issue 23). Not JSON, or not an
 * object, is reported with where it came from.
 */
export function parseStoredObject(text: string, where: string): JsonObject {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new StoredDataError(`${where} holds text that is not JSON: ${(error as Error).message}`);
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new StoredDataError(`${where} holds unexpected data: not a JSON object`);
  return raw as JsonObject;
}

export const nonEmpty = z.string().trim().min(1, 'must not be empty');
export const id = z.string().min(1, 'must not be empty').max(200);
