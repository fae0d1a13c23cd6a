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
