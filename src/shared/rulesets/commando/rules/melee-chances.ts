/**
 * Every chance of hand-to-hand combat as a Breakdown (Cases 12.25, 12.42,
 * 12.44, 12.6–12.8, 12.91, 12.92), and `meleeChance` previews for the UI.
 * Chances are percents (0–100); 2D6 and 1D6 chances are exact fractions.
 */
import { BreakdownBuilder, type Breakdown } from '../../../kernel/breakdown';
import type { Provenance } from '../../../kernel/provenance';
import type { HandToHandTables } from './melee-model';
import { DEFAULT_COMMANDO_TABLES } from '../tables';
import { DAMAGE_DIE_FACES, handToHandDamageCell } from '../tables/hand-to-hand-damage';
import { disengagementRowId } from '../tables/hand-to-hand-disengagement';
import type { MeleeWeaponId, WeaponDrawCondition } from '../tables/hand-to-hand-weapons';

const withProv = (p: Provenance): { provenance: Provenance } => ({ provenance: p });

/** Percent chance that 2D6 rolls at or below `n`. */
export function twoD6AtMostPercent(n: number): number {
  let ways = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b <= n) ways++;
  return (ways / 36) * 100;
}

export interface BlowSituation {
  readonly weapon: MeleeWeaponId;
  /** The striker has grappled his target (Case 12.6); otherwise Case 12.7. */
  readonly grappled: boolean;
  /** Case 9.21: halves the ungrappled hit chance (Case 12.73) and takes one from damage (Case 12.62). */
  readonly strikerSeriouslyWounded?: boolean;
  /** The target is surprised (Cases 12.25, 12.84). */
  readonly targetSurprised?: boolean;
  /** This is the striker's first blow of the Phase (Case 12.25). */
  readonly firstBlow?: boolean;
}

/** Case 12.6 / 12.72 / 12.73 / 12.83–12.84: the percent chance the blow hits. */
export function blowHitChance(s: BlowSituation, tables: HandToHandTables = DEFAULT_COMMANDO_TABLES): Breakdown {
  const row = tables.handToHandCombat[s.weapon];
  if (s.grappled) {
    if (row.grappledHitPercent) {
      const surprised = s.targetSurprised && row.surprisedGrappledHitPercent;
      const cell = surprised ? row.surprisedGrappledHitPercent! : row.grappledHitPercent;
      const label = surprised ? `${row.label} on a surprised man: ${cell.value}% (Case 12.84)` : `${row.label}, grappled: ${cell.value}% (Case 12.83 "only a small chance"; Case 12.84)`;
      return new BreakdownBuilder('% to hit (hand-to-hand)', { label, caseRef: surprised ? 'Case 12.84' : 'Case 12.83', value: cell.value, ...withProv(cell.provenance) }).build();
    }
    return new BreakdownBuilder('% to hit (hand-to-hand)', { label: 'A man who has grappled his target hits him automatically', caseRef: 'Case 12.6', value: 100 }).build();
  }
  const b = new BreakdownBuilder('% to hit (hand-to-hand)', {
    label: `Table 12.93 ${row.label}, Not Grappled: % to hit`,
    caseRef: 'Case 12.72',
    value: row.hitPercent.value,
    ...withProv(row.hitPercent.provenance),
  });
  if (row.grappledHitPercent) b.note(`A ${row.label.toLowerCase()} never hits a man he has not grappled`, 'Case 12.83');
  if (s.strikerSeriouslyWounded) b.multiply('Striker seriously wounded: chance of hitting halved', 'Case 12.73', 0.5).round('Round down', 'Case 12.73', 'down');
  return b.clamp('A chance lies within 0–100%', 'Case 12.72', 0, 100).build();
}

/** Cases 12.82, 12.25, 12.83: the percent chance a hit kills outright. */
export function blowKillChance(s: Pick<BlowSituation, 'weapon' | 'targetSurprised' | 'firstBlow'>, tables: HandToHandTables = DEFAULT_COMMANDO_TABLES): Breakdown {
  const row = tables.handToHandCombat[s.weapon];
  const b = new BreakdownBuilder('% to kill (hand-to-hand)', {
    label: `Table 12.93 ${row.label}, % to Kill`,
    caseRef: row.grappledHitPercent ? 'Case 12.83' : 'Case 12.82',
    value: row.killPercent.value,
    ...withProv(row.killPercent.provenance),
  });
  if (s.targetSurprised && s.firstBlow) b.multiply("Surprised man struck by the striker's first blow: chance of death tripled", 'Case 12.25', 3);
  return b.clamp('A chance lies within 0–100%', 'Case 12.82', 0, 100).build();
}

/** Case 12.6 / 12.7: the Damage Class read on Table 12.93 (0: the weapon does no damage, Case 12.83). */
export function blowDamageClass(s: Pick<BlowSituation, 'weapon' | 'grappled'>, tables: HandToHandTables = DEFAULT_COMMANDO_TABLES): Breakdown {
  const row = tables.handToHandCombat[s.weapon];
  const cell = s.grappled ? row.grappledDamage : row.notGrappledDamage;
  return new BreakdownBuilder('Damage Class (Table 12.94 column)', {
    label: `Table 12.93 ${row.label}, ${s.grappled ? 'Grappled' : 'Not Grappled'}: Damage`,
    caseRef: s.grappled ? 'Case 12.6' : 'Case 12.7',
    value: cell.value,
    ...withProv(cell.provenance),
  }).build();
}

/** Cases 12.6–12.7 and 12.62: the Wound Points for a 1D10 roll on the Damage Class; at least one. */
export function blowWoundPoints(damageClass: number, die: number, strikerSeriouslyWounded: boolean, tables: HandToHandTables = DEFAULT_COMMANDO_TABLES): Breakdown {
  const cell = handToHandDamageCell(tables.handToHandDamage, die, damageClass);
  const b = new BreakdownBuilder('Wound Points (hand-to-hand)', {
    label: `Table 12.94: 1D10 = ${die} on Damage Class ${damageClass}`,
    caseRef: 'Case 12.7',
    value: cell.value,
    ...withProv(cell.provenance),
  });
  if (strikerSeriouslyWounded) b.add('Striker seriously wounded: one less damage', 'Case 12.62', -1);
  return b.clamp('Damage inflicted is never less than one', 'Case 12.62', 1, Number.MAX_SAFE_INTEGER).build();
}

/** Case 12.92: the highest 2D6 roll that draws the weapon. */
export function drawTarget(condition: WeaponDrawCondition, grappled: boolean, tables: HandToHandTables = DEFAULT_COMMANDO_TABLES): Breakdown {
  const cell = tables.handToHandWeaponDraw[condition][grappled ? 'grappled' : 'notGrappled'];
  return new BreakdownBuilder('Weapon draw: 2D6 at or below', {
    label: `Table 12.92 ${condition === 'armed' ? 'Armed' : 'Unarmed'} / ${grappled ? 'Grappled' : 'Non-Grappled'}: 2-${cell.value}`,
    caseRef: 'Case 12.92',
    value: cell.value,
    ...withProv(cell.provenance),
  }).build();
}

export interface DisengagementTargets {
  /** 2D6 at or below: both men leave (0 when one man withdraws). */
  readonly both: Breakdown;
  /** 2D6 at or below (and above `both`): one man leaves. */
  readonly one: Breakdown;
}

/** Case 12.91: the spans for `withdrawing` men against `staying` men. */
export function disengagementTargets(withdrawing: 1 | 2, staying: 1 | 2, tables: HandToHandTables = DEFAULT_COMMANDO_TABLES): DisengagementTargets {
  const row = tables.handToHandDisengagement[disengagementRowId(withdrawing, staying)];
  const head = `Table 12.91 ${withdrawing} withdrawing vs ${staying} non-withdrawing`;
  const both = row.bothThrough
    ? new BreakdownBuilder('Disengagement, both men: 2D6 at or below', { label: `${head}: both on 2-${row.bothThrough.value}`, caseRef: 'Case 12.91', value: row.bothThrough.value, ...withProv(row.bothThrough.provenance) }).build()
    : new BreakdownBuilder('Disengagement, both men: 2D6 at or below', { label: `${head}: one man withdraws, no "both" span`, caseRef: 'Case 12.91', value: 0 }).build();
  const one = new BreakdownBuilder(`Disengagement, ${withdrawing === 1 ? 'the man' : 'one man'}: 2D6 at or below`, {
    label: `${head}: ${withdrawing === 1 ? '' : 'one on '}2-${row.oneThrough.value}`,
    caseRef: 'Case 12.91',
    value: row.oneThrough.value,
    ...withProv(row.oneThrough.provenance),
  }).build();
  return { both, one };
}

// ---------------------------------------------------------------------------
// Previews for the UI

export type MeleeChanceQuery =
  | ({ readonly kind: 'blow' } & BlowSituation)
  | { readonly kind: 'draw'; readonly armed: boolean; readonly grappled: boolean }
  | { readonly kind: 'disengage'; readonly withdrawing: 1 | 2; readonly staying: 1 | 2 }
  /** Case 12.41–12.42, 12.24: grappling a man who is grappling, evading, or surprised. */
  | { readonly kind: 'grapple'; readonly target: 'grappling' | 'evading' | 'surprised' }
  /** Case 12.44: breaking a grapple when one or both men roll. */
  | { readonly kind: 'break-free'; readonly rollers: 1 | 2 };

export interface MeleeChance {
  /** The headline chance in percent: the blow hits, the draw succeeds, at least one man disengages, the grapple holds, the grapple breaks. */
  readonly percent: number;
  /** Every outcome's chance in percent. */
  readonly outcomes: Readonly<Record<string, number>>;
  readonly breakdowns: readonly Breakdown[];
  /** Wound Points of a damaging hit (blows only). */
  readonly woundPoints?: { readonly min: number; readonly max: number; readonly mean: number };
}

const note = (what: string, label: string, caseRef: string, value: number): Breakdown => new BreakdownBuilder(what, { label, caseRef, value }).build();

/** Chances for the UI before anything is rolled. */
export function meleeChance(q: MeleeChanceQuery, tables: HandToHandTables = DEFAULT_COMMANDO_TABLES): MeleeChance {
  switch (q.kind) {
    case 'blow': {
      const hit = blowHitChance(q, tables);
      const kill = blowKillChance(q, tables);
      const cls = blowDamageClass(q, tables);
      const h = hit.final;
      const k = kill.final;
      const killed = (h * k) / 100;
      const damaging = cls.final > 0;
      const wounded = damaging ? h - killed : 0;
      let woundPoints: MeleeChance['woundPoints'];
      if (damaging) {
        const pts = DAMAGE_DIE_FACES.map((d) => blowWoundPoints(cls.final, d, q.strikerSeriouslyWounded ?? false, tables).final);
        woundPoints = { min: Math.min(...pts), max: Math.max(...pts), mean: pts.reduce((a, b) => a + b, 0) / pts.length };
      }
      return {
        percent: h,
        outcomes: { miss: 100 - h, killedOutright: killed, wounded, hitNoEffect: h - killed - wounded },
        breakdowns: [hit, kill, cls],
        ...(woundPoints ? { woundPoints } : {}),
      };
    }
    case 'draw': {
      const t = drawTarget(q.armed ? 'armed' : 'unarmed', q.grappled, tables);
      const p = twoD6AtMostPercent(t.final);
      return { percent: p, outcomes: { drawn: p, notDrawn: 100 - p }, breakdowns: [t] };
    }
    case 'disengage': {
      const t = disengagementTargets(q.withdrawing, q.staying, tables);
      const both = q.withdrawing === 2 ? twoD6AtMostPercent(t.both.final) : 0;
      const anyone = twoD6AtMostPercent(Math.max(t.both.final, t.one.final));
      return { percent: anyone, outcomes: { both, one: anyone - both, none: 100 - anyone }, breakdowns: [t.both, t.one] };
    }
    case 'grapple': {
      const b =
        q.target === 'evading'
          ? note('Grapple an evading man: 1D6 of 6', 'Roll 1D6; 6: the grappling man succeeds', 'Case 12.42', 100 / 6)
          : q.target === 'surprised'
            ? note('Grapple a surprised man', 'A surprised man is automatically grappled', 'Case 12.24', 100)
            : note('Grapple a man who is grappling', 'The man successfully grapples his target', 'Case 12.41', 100);
      return { percent: b.final, outcomes: { grappled: b.final, evaded: 100 - b.final }, breakdowns: [b] };
    }
    case 'break-free': {
      const p = q.rollers === 1 ? 100 / 6 : (11 / 36) * 100;
      const b = note('Break a grapple: a 1 on 1D6', q.rollers === 1 ? 'One man rolls 1D6; a 1 breaks the grapple' : 'Both men roll 1D6; either 1 breaks the grapple', 'Case 12.44', p);
      return { percent: p, outcomes: { broken: p, held: 100 - p }, breakdowns: [b] };
    }
  }
}
