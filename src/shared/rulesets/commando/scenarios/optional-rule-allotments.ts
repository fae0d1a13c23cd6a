/**
 * What a scenario listing hands out when an Optional Rule is chosen (Case
 * 38.23 with each listing's x.4 lines): Thump Guns (Case 21.11), anti-tank
 * pieces (rulings AT1, SC1), flamethrowers (Section 17.0), diving gear
 * (Section 36.0), artillery rounds (Case 28.11), and the ancillary
 * equipment a built rule reads from the start (Case 38.13).
 */
import { WIRE_CLIPPERS } from '../engine/wire-clipping';
import type { AntitankAllotment, AntitankAllotments, AntitankKind } from '../model/scenario-state';
import type { ManState } from '../model/state';
import type { OptionalRuleUse, Scenario } from '../model/scenario-schema';
import { emptyArtillery, type ArtilleryState } from '../model/artillery-state';

/** Every Optional Rule the listing names, necessary then suggested (Case 38.23). */
const ruleUses = (scenario: Scenario): OptionalRuleUse[] => [...scenario.optionalRules.necessary, ...scenario.optionalRules.suggested];

/** Ancillary equipment a built rule reads, carried from the start (Case 38.13): wire-clippers (Case 20.3). */
const CARRIED_AT_START: readonly string[] = [WIRE_CLIPPERS];
export function carriedEquipment(items: readonly { readonly item: string; readonly count: number }[]): { equipment?: string[] } {
  const equipment = items.filter((e) => CARRIED_AT_START.includes(e.item)).flatMap((e) => Array.from({ length: e.count }, () => e.item));
  return equipment.length > 0 ? { equipment } : {};
}

/** Case 21.11 with the listing's allotment (Cases 39.41, 41.41, 48.41) when Thump Guns are chosen (engine/launcher-command.ts). */
export function thumpGunAllotments(scenario: Scenario, chosen: readonly string[]): { thumpGuns?: Record<string, { count: number | null; caseRef: string; inLieuOf?: string }> } {
  if (!chosen.includes('21')) return {};
  const out: Record<string, { count: number | null; caseRef: string; inLieuOf?: string }> = {};
  for (const use of ruleUses(scenario)) {
    if (use.section !== 21) continue;
    for (const a of use.allotments ?? []) {
      if (!/thump/i.test(a.item)) continue;
      // Case 41.41 "(in lieu of automatic rifles)".
      const lieu = /in lieu of automatic rifles/i.test(a.note ?? '') ? { inLieuOf: 'automatic-rifle' } : {};
      out[a.side] = { count: a.count, caseRef: use.case, ...lieu };
    }
  }
  return Object.keys(out).length > 0 ? { thumpGuns: out } : {};
}

/** The listing's lines naming each anti-tank piece, by the Section that brings it in (Cases 25.11, 26.0, 27.0). */
const ANTITANK_ITEMS: readonly { kind: AntitankKind; section: number; item: RegExp }[] = [
  { kind: 'satchel-charge', section: 25, item: /satchel/i },
  { kind: 'rocket-launcher', section: 26, item: /rocket launcher/i },
  { kind: 'law', section: 27, item: /\bLAWs?\b|light anti-?tank/i },
];

/** Rulings AT1, SC1: the listing's rocket launchers, LAWs and satchel charges (Cases 45.41, 46.41, 47.42, 49.41) for the Sections chosen. */
export function antitankAllotments(scenario: Scenario, chosen: readonly string[]): { antitankAllotments?: AntitankAllotments } {
  const out: Partial<Record<AntitankKind, Record<string, AntitankAllotment>>> = {};
  for (const use of ruleUses(scenario)) {
    for (const { kind, section, item } of ANTITANK_ITEMS) {
      if (!chosen.includes(String(section))) continue;
      for (const a of use.allotments ?? []) {
        if (!item.test(a.item)) continue;
        const per = out[kind] ?? (out[kind] = {});
        const had = per[a.side];
        // Two lines for one side add up; a count not printed (Case 49.41), or one per man (in no bundled listing), leaves it the umpire's.
        const count = a.count === null || a.per === 'man' || had?.count === null ? null : (had?.count ?? 0) + a.count;
        per[a.side] = { count, caseRef: had?.caseRef ?? use.case };
      }
    }
  }
  return Object.keys(out).length > 0 ? { antitankAllotments: out } : {};
}

/**
 * Section 17.0 with a listing's allotment (Case 44.41: "Germans get one in lieu of one of the machine pistols"):
 * the first men of the side carrying a machine pistol take a flamethrower in its place (ruling FL13); with no
 * "in lieu of", the side's first men take one besides their weapons.
 */
export function flamethrowerAllotments(scenario: Scenario, chosen: readonly string[], men: Record<string, ManState>): void {
  if (!chosen.includes('17')) return;
  for (const use of ruleUses(scenario)) {
    if (use.section !== 17) continue;
    for (const a of use.allotments ?? []) {
      if (!/flamethrower/i.test(a.item)) continue;
      const lieu = /in lieu of .*machine pistol/i.test(a.note ?? `${use.text}`) ? 'machine-pistol' : undefined;
      const side = Object.values(men).filter((m) => m.side === a.side && (!lieu || m.weapons.includes(lieu)));
      for (const m of side.slice(0, a.count ?? 1)) {
        const i = lieu ? m.weapons.indexOf(lieu) : -1;
        men[m.id] = { ...m, weapons: i >= 0 ? [...m.weapons.slice(0, i), 'flamethrower', ...m.weapons.slice(i + 1)] : ['flamethrower', ...m.weapons] };
      }
    }
  }
}

/**
 * Section 36.0 with a listing's gear (Case 50.42: "Allied team is equipped with snorkel gear"; Case 44.41: "Rangers are
 * equipped with SCUBA gear"): every man of the side, or those whose loadout lists it, wears it from the start (ruling UW10).
 */
export function divingGearAllotments(scenario: Scenario, chosen: readonly string[], men: Record<string, ManState>, listed: ReadonlyMap<string, readonly string[]>): void {
  if (!chosen.includes('36')) return;
  const kindOf = (item: string): 'snorkel' | 'scuba' | undefined => (/scuba/i.test(item) ? 'scuba' : /snorkel/i.test(item) ? 'snorkel' : undefined);
  for (const [id, items] of listed) {
    const kind = items.map(kindOf).find((k) => k !== undefined);
    if (kind && men[id]) men[id] = { ...men[id]!, divingGear: { kind } };
  }
  for (const use of ruleUses(scenario)) {
    if (use.section !== 36) continue;
    for (const a of use.allotments ?? []) {
      const kind = kindOf(a.item);
      if (!kind) continue;
      const side = Object.values(men).filter((m) => m.side === a.side && !m.divingGear);
      for (const m of a.per === 'man' || a.count === null ? side : side.slice(0, a.count)) men[m.id] = { ...m, divingGear: { kind } };
    }
  }
}

/** Case 28.11 (ruling AR1): a listing's rounds of artillery (Cases 40.41, 43.41, 47.42) are planned fire; a count not printed (Case 49.41) is the umpire's to enter. */
export function scenarioArtillery(scenario: Scenario, chosen: readonly string[]): { artillery?: ArtilleryState } {
  if (!chosen.includes('28')) return {};
  const allotments = ruleUses(scenario)
    .filter((u) => u.section === 28)
    .flatMap((u) => (u.allotments ?? []).filter((a) => /artillery/i.test(a.item) && a.count !== null).map((a) => ({ side: a.side, rounds: a.count!, guns: 0, caseRef: `Case ${u.case}` })));
  return { artillery: { ...emptyArtillery(), allotments } };
}
