/**
 * The field checks every part of a scenario file shares (Section 38.0): a
 * Case reference, an id, capped text, numbers and lists, a square on the
 * 40×64 map (Case 3.7) and a dice code (Case 4.0). The caps keep a damaged or
 * hostile file from carrying a 100 MB title or a count of 1e12.
 */
import { z } from 'zod';
import { readCoord, type CoordBounds } from '../../../map/coords';
import { DiceCodeError, parseDiceCode } from '../rules/dice-codes';

/** Every Commando map is 40 squares on the short side by 64 on the long (Case 3.7; reference/rules-index.md). */
export const COMMANDO_MAP_BOUNDS: CoordBounds = { width: 40, height: 64 };

const CASE = /^\d{1,2}\.\d{1,3}$/;
export const caseRef = z.string().regex(CASE, 'a Case is written like "39.81" or "38.3"');
/** Caps on every string, number and list, so no file can carry a 100 MB title or a mine count of 1e12. */
export const SCENARIO_CAPS = { text: 20_000, count: 10_000, list: 5_000 } as const;
export const id = z.string().max(100, 'an id is at most 100 characters').regex(/^[a-z][a-z0-9-]*$/, 'an id is lower-case words joined by hyphens');
export const text = z.string().min(1, 'must not be empty').max(SCENARIO_CAPS.text, `must be at most ${SCENARIO_CAPS.text} characters`);
export const percent = z.number().min(0, 'a percentage is 0 or more').max(100, 'a percentage is 100 or less');
/** A list of at most SCENARIO_CAPS.list items. */
export const list = <T extends z.ZodType>(item: T) => z.array(item).max(SCENARIO_CAPS.list, `must have at most ${SCENARIO_CAPS.list} items`);
export const count = z.number().int('must be a whole number').min(0, 'must be 0 or more').max(SCENARIO_CAPS.count, `must be at most ${SCENARIO_CAPS.count}`);

/** A CCRR code on the 40×64 map (Case 3.7). */
export const squareCode = z.string('a square is a string such as "2547" (Case 3.7)').max(10).superRefine((s, ctx) => {
  const r = readCoord(s, COMMANDO_MAP_BOUNDS);
  if (!r.ok) ctx.addIssue({ code: 'custom', message: r.error.message });
});

/** A dice code (Case 4.0), e.g. "1D10+13". */
export const diceCode = z.string().max(100).superRefine((s, ctx) => {
  try {
    parseDiceCode(s);
  } catch (e) {
    ctx.addIssue({ code: 'custom', message: e instanceof DiceCodeError ? e.message : `"${s}" is not a dice code (Case 4.0)` });
  }
});
