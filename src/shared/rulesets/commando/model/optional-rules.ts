/**
 * The Optional Rules (Sections 17.0–36.0) and which of them Sightline has
 * built. A scenario lists Optional Rules as "Suggested" (they fit, but play
 * without them is fine) or "Necessary" (Case 38.23: "The Player must be
 * familiar with the specified Optional Rules to play the Scenario"). A
 * scenario whose necessary rules are not built yet still loads and can be
 * read; it cannot be started (`canStart`).
 *
 * Section 16.0 ("A Word on the Optional Rules") and Section 37.0 ("A
 * Caveat") are commentary with no rules to build, so they are not listed
 * (docs/rulings/scenarios.md).
 */

export interface OptionalRule {
  readonly section: number;
  readonly title: string;
  /** Primary Cases scenarios cite on their own ("Anti-Personnel Mines (22.1)", "Wire-Clipping (20.3)"). */
  readonly parts?: Readonly<Record<string, string>>;
  /** True once the engine implements the Section. */
  readonly built: boolean;
}

export const OPTIONAL_RULES = [
  // Section 17.0 (rules/flame-pattern.ts, engine/flamethrower-*.ts, view/flame-view.ts): every Case, 17.11–17.44; Diagram 5's
  // orthogonal pattern is a house reading (FL2); the Fire Combat Table's flamethrower row stays house (seed cut off; FL3).
  { section: 17, title: 'Flamethrowers', built: true },
  // Section 18.0 (rules/launchers.ts, engine/launcher-command.ts, engine/opportunity-launch.ts): every Case; illumination rifle grenades (Case 18.15) with Section 34.0 (`illumination: true`, ruling RG6).
  { section: 18, title: 'Rifle Grenades', built: true },
  // Section 19.0 (rules/mounts.ts, engine/mount-*.ts, engine/mounts.ts): every Case played — mounts, riders, reins and hitching,
  // hobbling, fire from horseback and its split (19.51-19.52), the drop (19.34, mount-grenade.ts), horses in melee (19.41-19.47),
  // falls, panic; Cases 20.14-20.15 (mount-wire.ts: the fall, the stand, the panic run), 22.12 and 36.81-36.85 (docs/rulings/horses.md).
  { section: 19, title: 'Horses and Camels', built: true },
  // Section 20.0 (barbed-wire.ts, wire-clipping.ts, engine/wire-command.ts): every part; Cases 20.14–20.15 (horses and camels) in a ridden mount's move, engine/mount-wire.ts (ruling BW10).
  { section: 20, title: 'Barbed Wire', parts: { '20.1': 'Straight Wire', '20.2': 'Concertina Wire', '20.3': 'Wire-Clipping' }, built: true },
  // Section 21.0 (same modules; setup/issue-thump-gun with the scenario's allotment, Cases 39.41, 41.41, 48.41): every Case; illumination shells (Case 34.24) with Section 34.0 (`illumination: true`, ruling TG1).
  { section: 21, title: 'Thump Guns', built: true },
  // Section 22.0 (mines.ts, claymore-blast.ts, engine/mine-command.ts): 22.1–22.3 played; 22.4 anti-tank mines are laid and only a
  // tank or APC sets one off (Case 22.41, engine/vehicle-command.ts; ruling MN10), rolling Table 26.5 (engine/vehicle-mine-damage.ts);
  // Cases 22.13–22.14 (tanks, jeeps) are played with the vehicles; 22.12 (horses) waits for Section 19; opportunity
  // detonation (Case 22.33) is an umpire ruling (MN11).
  { section: 22, title: 'Mines', parts: { '22.1': 'Normal Anti-Personnel Mines', '22.2': 'Bounce Mines', '22.3': 'Claymore Mines', '22.4': 'Anti-Tank Mines (laid; never set off by men, Case 22.41)' }, built: true },
  // Sections 23.0, 24.0, 29.0, 30.0 (model/vehicle.ts, rules/vehicle-movement.ts, engine/vehicle*.ts, engine/jeep-*.ts, view/vehicle-view.ts;
  // docs/rulings/vehicles.md VH1–VH68): every Case — the vehicle, its crew and passengers, movement, facing, turret, hatch, mounting, bailing
  // out, mines, its guns and their opportunity fire, passengers' fire and grenades, fire at it, panic, LOS blocking, the jeep and motorcycle.
  { section: 23, title: 'Tanks', built: true },
  { section: 24, title: 'Armored Personnel Carriers (APCs)', built: true },
  // Section 25.0 (rules/satchel-charges.ts, engine/satchel-command.ts, engine/satchel-detonation.ts; docs/rulings/satchel-charges.md): every
  // Case; Case 25.33 strikes a vehicle as a rocket does, with Table 26.5/26.6's consequences played (SC12, AR15–AR19).
  { section: 25, title: 'Satchel Charges', built: true },
  // Sections 26.0, 27.0 (rules/antitank.ts, engine/rocket-command.ts, engine/law-command.ts; docs/rulings/antitank.md): every Case; Tables
  // 26.5/26.6 and their consequences (weapons lost, Burns, a destroyed vehicle's explosion: engine/vehicle-explosion.ts, AR15–AR19) played;
  // opportunity fire with a launcher and a LAW's ruined building line are the umpire's (AT2, AT8).
  { section: 26, title: 'Rocket Launchers', built: true },
  { section: 27, title: 'Light Anti-Tank Weapons (LAWs)', built: true },
  // Section 28.0 (rules/shell-landing.ts, rules/shell-blast.ts, engine/artillery-*.ts, engine/shell-blast.ts): every Case, 28.11–28.4, with
  // Cases 28.34–28.35's damage tables and their consequences (rulings AR1–AR19, docs/rulings/artillery.md).
  { section: 28, title: 'Artillery and Mortar Fire', built: true },
  { section: 29, title: 'Jeeps', built: true },
  { section: 30, title: 'Motorcycles', built: true },
  // Section 31.0 (electrified-wire.ts, engine/live-wire-command.ts): every Case, 31.1–31.25; the current is a set-up secret
  // of its side (rulings EW1–EW2), clipping is touching (EW6), there is no power source to cut (EW9).
  { section: 31, title: 'Electrified Wire', built: true },
  // Section 32.0 (rules/guard-dogs.ts, engine/guard-dogs.ts, engine/dog-command.ts): every Case; dogs are figures with a `dog` record
  // (ruling GD3); Case 32.16's "must be moved" is held by the umpire (GD9). docs/rulings/guard-dogs.md.
  { section: 32, title: 'Guard Dogs', built: true },
  // Section 33.0 (rules/searchlights.ts, rules/searchlight-observation.ts, engine/searchlight-command.ts): every Case; used with Climbing
  // (Section 35.0, General Rule) unless the named reading searchlights-without-climbing; the operator goes on the roof in set-up (ruling SL2);
  // Case 33.33's rockets, tank guns and shells are the umpire's (SL9).
  { section: 33, title: 'Searchlights', built: true },
  // Section 34.0 (rules/illumination.ts, rules/illumination-observation.ts, engine/illumination*.ts, view/illumination-view.ts): every Case;
  // star shells' artillery fire (Case 34.41) is Section 28.0's illumination round when it is in use, else the umpire places the shell (ruling IL7).
  { section: 34, title: 'Illumination Devices', parts: { '34.2': 'Illumination Grenades', '34.3': 'Hand-Fired Flares', '34.4': 'Star Shells' }, built: true },
  // Section 35.0 (rules/climbing.ts, engine/climb-command.ts, map-climbing.ts): every Case; falls from trees and roofs in
  // hand-to-hand combat (Cases 35.15, 35.27) are placed and wounded by the umpire (ruling CL6); Case 35.33 is Section 36.0's (CL9).
  { section: 35, title: 'Climbing', built: true },
  // Section 36.0 (rules/underwater.ts, engine/underwater-*.ts): every Case; hand-to-hand underwater (36.42–36.43, 36.58), grenades and
  // explosions in water (36.72–36.75) are the umpire's (rulings UW14–UW17); mounts in water (36.81, 36.84–36.85) engine/mount-water.ts, 36.82
  // with the horses' blows (UW16). docs/rulings/underwater.md.
  { section: 36, title: 'Underwater Operations', built: true },
] as const satisfies readonly OptionalRule[];

export type OptionalRuleSection = (typeof OPTIONAL_RULES)[number]['section'];

export const OPTIONAL_RULE_SECTIONS: readonly number[] = OPTIONAL_RULES.map((r) => r.section);

export function isOptionalRuleSection(n: number): n is OptionalRuleSection {
  return OPTIONAL_RULE_SECTIONS.includes(n);
}

export function optionalRule(section: number): OptionalRule | undefined {
  return (OPTIONAL_RULES as readonly OptionalRule[]).find((r) => r.section === section);
}

/** "Section 36.0 Underwater Operations". */
export function describeOptionalRule(section: number): string {
  const r = optionalRule(section);
  return r ? `Section ${section}.0 ${r.title}` : `Section ${section}.0`;
}

/** The sections the engine implements today, from the `built` flags. */
export function builtOptionalRules(): ReadonlySet<number> {
  return new Set((OPTIONAL_RULES as readonly OptionalRule[]).filter((r) => r.built).map((r) => r.section));
}

/** A necessary Optional Rule the engine cannot play yet. */
export interface MissingOptionalRule {
  readonly section: number;
  readonly title: string;
  /** The scenario's Case that makes it necessary ("47.42"). */
  readonly case: string;
}

/**
 * The scenario's necessary Optional Rules (Case 38.23) that are not in
 * `built`. Suggested rules never block play.
 */
/** What this needs of a scenario (its necessary Optional Rules, Case 38.23); a structural type so the scenario schema can import this file. */
export interface ScenarioOptionalRules {
  readonly optionalRules: { readonly necessary: readonly { readonly section: number; readonly case: string }[] };
}

export function missingOptionalRules(scenario: ScenarioOptionalRules, built: ReadonlySet<number> | readonly number[] = builtOptionalRules()): MissingOptionalRule[] {
  const have = built instanceof Set ? built : new Set(built as readonly number[]);
  const seen = new Set<number>();
  const out: MissingOptionalRule[] = [];
  for (const use of scenario.optionalRules.necessary) {
    if (have.has(use.section) || seen.has(use.section)) continue;
    seen.add(use.section);
    out.push({ section: use.section, title: optionalRule(use.section)?.title ?? `Section ${use.section}.0`, case: use.case });
  }
  return out;
}
