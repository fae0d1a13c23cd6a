/**
 * Hand-to-Hand Damage Table (Case 12.94): roll 1D10 and cross it with the
 * Damage Class from Table 12.93; the cell is the Wound Points inflicted
 * (Cases 12.6, 12.7).
 *
 * The seed prints die 1 (every class: 1) and die 2 for classes 1–7
 * (1 1 1 1 1 2 2), then breaks off (../reference/seed-gaps.md). Every printed
 * cell equals max(1, ⌊die × class ÷ 6⌋) (only divisors above 5.5 and up to
 * 6 fit them all; 6 is the whole one), so the house cells continue that rule: non-decreasing
 * along each row and column, at least 1 everywhere, up to 18 for a 10 on
 * class 11 (docs/rulings/hand-to-hand.md H-T3).
 */
import { z } from 'zod';
import type { Sourced } from '../../../kernel/provenance';
import { house, printed } from '../../../kernel/provenance';
import { describeTable } from './table';

const CHART = 'Case 12.94 Hand-to-Hand Damage Table';

export const DAMAGE_CLASSES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;
export type DamageClass = (typeof DAMAGE_CLASSES)[number];
export const DAMAGE_DIE_FACES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

export type DamageClassKey = `class${DamageClass}`;
export type DamageRow = Readonly<Record<DamageClassKey, Sourced<number>>>;
/** Rows keyed by the 1D10 roll as printed ("1" … "10"; a 0 on the die counts 10, Case 4.0). */
export type DamageTableData = Readonly<Record<string, DamageRow>>;

/** The house rule that reproduces every printed cell. */
export const houseDamageCell = (die: number, damageClass: number): number => Math.max(1, Math.floor((die * damageClass) / 6));

const isPrinted = (die: number, damageClass: number): boolean => die === 1 || (die === 2 && damageClass <= 7);

function build(): DamageTableData {
  const out: Record<string, DamageRow> = {};
  for (const die of DAMAGE_DIE_FACES) {
    const row: Partial<Record<DamageClassKey, Sourced<number>>> = {};
    for (const c of DAMAGE_CLASSES) {
      const v = houseDamageCell(die, c);
      const source = `${CHART}, die ${die} / Damage Class ${c}`;
      row[`class${c}`] = isPrinted(die, c)
        ? printed(v, source)
        : house(v, source, 'the seed stops after die 2 class 7; every printed cell is max(1, floor(die × class ÷ 6)), continued here');
    }
    out[String(die)] = row as DamageRow;
  }
  return out;
}

export const HAND_TO_HAND_DAMAGE_TABLE_DATA: DamageTableData = build();

export const HAND_TO_HAND_DAMAGE_TABLE = describeTable({
  title: CHART,
  data: HAND_TO_HAND_DAMAGE_TABLE_DATA,
  valueSchema: (field) => (field !== undefined && /^class([1-9]|1[01])$/.test(field) ? z.number().int().min(1).max(99) : undefined),
});

/** The cell for a 1D10 roll (1–10) and a Damage Class (1–11). */
export function handToHandDamageCell(data: DamageTableData, die: number, damageClass: number): Sourced<number> {
  const row = data[String(die)];
  const cell = row?.[`class${damageClass}` as DamageClassKey];
  if (!cell) throw new RangeError(`Case 12.94: no cell for die ${die}, Damage Class ${damageClass} (die 1–10, class 1–11)`);
  return cell;
}
