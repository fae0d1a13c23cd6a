import { BreakdownBuilder, type Breakdown } from '../../../kernel/breakdown';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import { FLAME_AREA_PLACEMENT, FLAME_EFFECT, HE_DELIVERY, type HeWeapon } from '../tables/he';
import { DEVIATION_DIE, DEVIATION_GRID_ROWS, DEVIATION_NONE_AT_OR_BELOW, DEVIATION_SHORT_TO, DEVIATION_SQUARE } from '../tables/he-rules';
import type { Point } from './table-types';

/** Where a missed grenade lands, from the target point: `along` inches toward the firer (negative: beyond), `across` inches to the thrower's right. */
export interface DeviationOffset {
  readonly along: number;
  readonly across: number;
}

/** The square of the deviation diagram a face names (seed lines 122–125, house reading SK13). */
export function deviationSquare(face: number): DeviationOffset {
  if (face <= DEVIATION_NONE_AT_OR_BELOW.value) return { along: 0, across: 0 };
  const rows = DEVIATION_GRID_ROWS.value;
  const xRow = rows.findIndex((r) => r.includes('X'));
  const xCol = rows[xRow]!.indexOf('X');
  for (let r = 0; r < rows.length; r++) {
    const c = rows[r]!.indexOf(face);
    if (c >= 0) return { along: (c - xCol) * DEVIATION_SQUARE.value, across: (xRow - r) * DEVIATION_SQUARE.value };
  }
  throw new RangeError(`deviation: no square ${face} in the diagram (seed lines 122–124 number 1–20)`);
}

export interface DeviationRoll {
  readonly face: number;
  readonly offset: DeviationOffset;
  readonly breakdown: Breakdown;
}

/**
 * "If fail to hit throw on table" (seed lines 121–125): a hand grenade or
 * G.L. round up to 4" rolls a D10, over 4" a D20; a satchel charge D10-2.
 * Weapons the table does not name (a gun, a mortar) have no deviation:
 * `null` (house, HE_DELIVERY).
 */
export function rollDeviation(weapon: HeWeapon, range: number, dice: DiceSource): DeviationRoll | null {
  const delivery = HE_DELIVERY[weapon];
  if (delivery.value === 'none') return null;
  const kind = delivery.value === 'satchel' ? 'satchel' : range <= DEVIATION_SHORT_TO.value ? 'short' : 'long';
  const d = DEVIATION_DIE[kind];
  const rolled = dice.roll({ die: d.value.die, purpose: `seed 003 line ${kind === 'satchel' ? 124 : kind === 'short' ? 122 : 123} deviation (${weapon} at ${range}")` }).face;
  const b = new BreakdownBuilder(`deviation of ${weapon}`, { label: `${d.value.die.toUpperCase()} rolled ${rolled}`, caseRef: d.provenance.source, value: rolled });
  if (d.value.minus) b.add(`-${d.value.minus}`, d.provenance.source, -d.value.minus);
  const face = b.value;
  const offset = deviationSquare(face);
  if (face <= DEVIATION_NONE_AT_OR_BELOW.value) b.note('0 or less: lands on the target point', DEVIATION_NONE_AT_OR_BELOW.provenance.source);
  else {
    const along = offset.along === 0 ? '' : offset.along > 0 ? `${offset.along}" short (toward the firer)` : `${-offset.along}" over`;
    const across = offset.across === 0 ? '' : `${Math.abs(offset.across)}" to the thrower's ${offset.across > 0 ? 'right' : 'left'}`;
    b.note(`square ${face}: ${[along, across].filter(Boolean).join(', ')}`, DEVIATION_GRID_ROWS.provenance.source);
  }
  return { face, offset, breakdown: b.build() };
}

/** The table point of a deviation from `target`, the line of the throw running from `firer` (house geometry of SK13). */
export function landingPoint(target: Point, firer: Point, offset: DeviationOffset): Point {
  const dx = firer.x - target.x;
  const dy = firer.y - target.y;
  const len = Math.hypot(dx, dy);
  if (len === 0) throw new RangeError('landingPoint: the firer stands on the target point; the line of the throw has no direction');
  const ux = dx / len;
  const uy = dy / len;
  // The table's y axis points down: facing the target, along (-ux, -uy), the thrower's right is (uy, -ux).
  const rx = uy;
  const ry = -ux;
  return { x: target.x + ux * offset.along + rx * offset.across, y: target.y + uy * offset.along + ry * offset.across };
}

/** Whether a point lies in a flame's area: 4" along the line of fire by 2" across, centred on the aim point (seed line 109; placement house). */
export function inFlameArea(aim: Point, firer: Point, p: Point): boolean {
  if (FLAME_AREA_PLACEMENT.value !== 'centred-along-line-of-fire') return false;
  const dx = aim.x - firer.x;
  const dy = aim.y - firer.y;
  const len = Math.hypot(dx, dy);
  if (len === 0) throw new RangeError('inFlameArea: the aim point is the firer’s own position');
  const along = ((p.x - aim.x) * dx + (p.y - aim.y) * dy) / len;
  const across = ((p.x - aim.x) * -dy + (p.y - aim.y) * dx) / len;
  return Math.abs(along) <= FLAME_EFFECT.value.depth / 2 && Math.abs(across) <= FLAME_EFFECT.value.width / 2;
}
