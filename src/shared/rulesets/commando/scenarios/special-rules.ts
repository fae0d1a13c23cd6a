/**
 * The registry of scenario special-rule modules (Case 38.23: "any special
 * rules will pertain to some special condition present in the Scenario, and
 * are usually applicable only to the Scenario in question"). Each module has
 * a stable id, a title, a description of what it will do, and the Sections
 * that use it. A scenario file names a module by id and quotes its own text
 * beside it; the loader refuses an id that is not registered here.
 *
 * The behaviour of each id is a plug-in (engine/special-rules.ts), one per
 * scenario in special/*.ts; `SPECIAL_RULE_PLUGINS` lists them and
 * `installCommandoSpecialRules` hands them to the engine (called by the
 * ruleset entry, index.ts). Ids never change once shipped (saved games quote them).
 */
import { installSpecialRules, type SpecialRules } from '../engine/special-rules';
import { armyGroupCenterRules } from './special/army-group-center';
import { brunevalRules } from './special/bruneval';
import { entebbeRules } from './special/entebbe';
import { hejazRules } from './special/hejaz';
import { lippeRules } from './special/lippe';
import { passchendaeleRules } from './special/passchendaele';
import { scenarioWorkRules } from './special/scenario-work';
import { noSentryRoutineRules, oilfieldRules, sontayRules, vaagsoRules } from './special/set-up-only';
import { skorzenyRules } from './special/skorzeny';

export interface SpecialRuleModule {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** Scenario Sections (39–50) that use it. */
  readonly sections: readonly number[];
}

/**
 * The special rules the engine plays today. Every other one is shown to the
 * umpire at set-up and in the game as a rule he applies by hand, so no
 * scenario is ever silently played without part of itself (Case 38.23).
 */
export const PLAYED_SPECIAL_RULES: ReadonlySet<string> = new Set([
  'no-sentry-routine',
  'entebbe-ugandan-preservation',
  'entebbe-no-ugandan-grenades',
  'entebbe-hostages',
  'entebbe-hostage-movement',
  'entebbe-fire-at-hostages',
  'passchendaele-preservation-prone',
  'passchendaele-exit-row',
  'passchendaele-fixed-machineguns',
  'passchendaele-germans-in-trenches',
  'skorzeny-sentry-own-zone',
  'skorzeny-swimming-pool',
  'skorzeny-prisoner',
  'sontay-guard-towers',
  'oilfield-cranes',
  'agc-no-preservation',
  'hejaz-no-modes',
  'hejaz-no-grenades',
  'hejaz-lawrence',
  'hejaz-train',
  'hejaz-train-observers',
  'hejaz-mule',
  'hejaz-machinegun-sledge',
  'vaagso-explosives',
  'oilfield-explosives',
  'oilfield-technical-advisers',
  'lippe-bridge-detonator',
  'bruneval-radio',
  'agc-ransack',
  'agc-tramway',
  'agc-optional-rule-balance',
]);

/** The scenario's special rules Sightline does not play yet, for the umpire to apply by hand. */
export function specialRulesByHand(ids: readonly string[]): { id: string; title: string }[] {
  return ids
    .filter((id) => !PLAYED_SPECIAL_RULES.has(id))
    .map((id) => ({ id, title: SPECIAL_RULES.find((r) => r.id === id)?.title ?? id }));
}

export const SPECIAL_RULES = [
  // Generic: more than one scenario.
  {
    id: 'no-sentry-routine',
    title: 'No Sentry Routine',
    description: 'No defending man may be plotted for Sentry Routine (Case 38.45); every defender stays in the square he was set up in until freed (Cases 38.47, 38.64).',
    sections: [39, 41, 43, 48],
  },
  // 39.0 Raid on Entebbe
  {
    id: 'entebbe-ugandan-preservation',
    title: 'Ugandan Preservation',
    description: 'A Ugandan man who fails his Preservation Check (Case 15.1) moves toward the Friendly map edge until he exits, and may only execute Preservation Movement.',
    sections: [39],
  },
  {
    id: 'entebbe-no-ugandan-grenades',
    title: 'Ugandan Presence of Mind',
    description: 'No Ugandan man may prepare or throw grenades; Israelis may still gain Ugandan grenades by Exchange Weapons (Section 13.0) with Killed or Incapacitated Ugandans.',
    sections: [39],
  },
  {
    id: 'entebbe-hostages',
    title: 'Hostages',
    description: 'Two hostage groups, each a 2×2 square area, set up by the Ugandan Player inside the terminal; no Ugandan may begin in the terminal, nor enter it until the Israelis begin to move the hostages.',
    sections: [39],
  },
  {
    id: 'entebbe-hostage-movement',
    title: 'Hostage Movement',
    description: 'From the Turn an Israeli enters the terminal, each hostage group adjacent to an Israeli man may move with 30 Task Points (movement only); hostages never Panic or check Preservation.',
    sections: [39],
  },
  {
    id: 'entebbe-fire-at-hostages',
    title: 'Fire at Hostages',
    description: 'Once an Israeli has moved the hostages, a Ugandan firing at a square with hostages gets a +25% Fire Modification; each hit kills one hostage (the dead-hostages counter).',
    sections: [39],
  },
  // 40.0 Vaagso
  {
    id: 'vaagso-explosives',
    title: 'British Explosives',
    description: 'Two explosives (Case 11.7): inside a building they destroy all its Walls, adjacent to a Wall they destroy that Wall; rubble one square line beyond; 75 Task Points, fuse two Game-Turns, 95%.',
    sections: [40],
  },
  // 41.0 Son Tay
  {
    id: 'sontay-guard-towers',
    title: 'Guard Towers',
    description: 'Without Searchlights (Section 33.0) the Guard Towers are completely blocking terrain; with them, the towers have ladders on the side facing the compound centre and Climbing (Section 35.0) is used too.',
    sections: [41],
  },
  // 42.0 Hejaz Railway
  {
    id: 'hejaz-no-modes',
    title: 'No Modes',
    description: 'Neither side is in Commando or Defending Mode: no Sentry Routine, no automatic Panic of Case 38.61; every man begins on the map and a man who exits is out of play for good.',
    sections: [42],
  },
  {
    id: 'hejaz-no-grenades',
    title: 'Grenade Availability',
    description: 'No grenades: the grenade rules (Section 11.0, Cases 11.1–11.6) are ignored.',
    sections: [42],
  },
  {
    id: 'hejaz-mule',
    title: 'The Mule',
    description: 'The mule only pulls the machinegun sledge and stays adjacent to it; it is a horse (Section 19.0) that may be hobbled, pays double Task Points, and never panics into movement (Addenda 42.43: a "Move" panic result makes it fall prone).',
    sections: [42],
  },
  {
    id: 'hejaz-machinegun-sledge',
    title: 'The Machine Gun',
    description: 'A heavy machinegun on a sledge, moved by the mule led by a man, or by two men in its square moving as if prone; never fired while moving; only its first owner and Lawrence may fire it, no Turk may.',
    sections: [42],
  },
  {
    id: 'hejaz-lawrence',
    title: 'Lawrence of Arabia',
    description: 'Lawrence (one Arab with rifle and sword) is never Killed: a result that would kill him Incapacitates him instead.',
    sections: [42],
  },
  {
    id: 'hejaz-train',
    title: 'Movement of the Train',
    description: 'A three-square train enters at 2101 on Game-Turn 1 and moves along the rail line only, 13 squares a Turn, without Task Points; it kills any Arab it runs over and stops at once if the mine detonates.',
    sections: [42],
  },
  {
    id: 'hejaz-train-observers',
    title: 'Observation from the Train',
    description: 'Turks ride in the second and third train squares; one in the second looks left, one in the third looks right. After an Arab is Observed the train slows (7–13 squares, then 6 fewer each Turn, Turkish option) and Turks may fire from it at −25%.',
    sections: [42],
  },
  // 43.0 Passchendaele
  {
    id: 'passchendaele-preservation-prone',
    title: 'Preservation',
    description: 'A man who fails his Preservation Check falls Prone and expends no Task Points that Turn, instead of the Preservation Routine (Case 15.2).',
    sections: [43],
  },
  {
    id: 'passchendaele-fixed-machineguns',
    title: 'Machine Guns',
    description: 'The two German machineguns are set up in trench squares, never move, and fire only in front of their trench, never behind it.',
    sections: [43],
  },
  {
    id: 'passchendaele-germans-in-trenches',
    title: 'German Set-Up',
    description: 'The Germans may not perform Sentry Routine and must all be set up in trench squares.',
    sections: [43],
  },
  {
    id: 'passchendaele-exit-row',
    title: 'Exiting the Map',
    description: 'Only British men may exit the map, and only from the 40xx square-row (the east edge).',
    sections: [43],
  },
  // 44.0 Lippe River
  {
    id: 'lippe-bridge-detonator',
    title: 'Bridge Demolition',
    description: 'From the 18th Game-Turn after the Rangers enter, the German Player may try once to blow the bridge from the detonator in 3007: 65% success; it affects only men on the bridge, who are killed unless Underwater Operations (Section 36.0) are in use.',
    sections: [44],
  },
  // 46.0 Skorzeny
  {
    id: 'skorzeny-sentry-own-zone',
    title: 'Sentry Routine',
    description: 'A House Guard on Sentry Routine may not leave the Zone he is assigned to (overriding Case 38.46, which allows adjacent Zones).',
    sections: [46],
  },
  {
    id: 'skorzeny-swimming-pool',
    title: 'The Swimming Pool',
    description: 'The swimming pool is off limits unless the Underwater Operations rules (Section 36.0) are in use.',
    sections: [46],
  },
  {
    id: 'skorzeny-prisoner',
    title: 'The Prisoner',
    description: 'The prisoner is deployed inside the house; once every Enemy man in the house is Killed or Incapacitated he moves with a commando (40 Task Points, movement only) and may not be shot at.',
    sections: [46],
  },
  // 48.0 Oilfield
  {
    id: 'oilfield-technical-advisers',
    title: 'Technical Advisers',
    description: 'The Woggistani reinforcements are groups of six submachinegun-armed advisers with their own statistics; each group has its own Preservation Multiple.',
    sections: [48],
  },
  {
    id: 'oilfield-explosives',
    title: 'US Explosives',
    description: 'Three explosives (Case 11.7) that level an oil tank (all its squares become rubble), a house or a crane; 100 Task Points, fuse three Game-Turns, 75%.',
    sections: [48],
  },
  {
    id: 'oilfield-cranes',
    title: 'Cranes',
    description: 'Each crane body is blocking and impassable without Climbing (Section 35.0); the arm is at Elevation Level Two, blocking LOS only at that level, with Clear terrain beneath.',
    sections: [48],
  },
  // 45.0 Bruneval (victory-condition mechanic)
  {
    id: 'bruneval-radio',
    title: 'The Radio',
    description: 'The radio is obtained when British men have expended 75 Task Points in square 1612 over two consecutive Turns (Case 45.81); it is then carried like equipment.',
    sections: [45],
  },
  // 50.0 Army Group Center
  {
    id: 'agc-role-playing',
    title: 'Role-Playing Adaptation',
    description: 'Commentary: the Scenario suits the Role-Playing Game booklet (not in the seed); the Miraculous Escape Matrix may be added by agreement. No effect unless the Players add it.',
    sections: [50],
  },
  {
    id: 'agc-optional-rule-balance',
    title: 'Optional Rules by Agreement',
    description: 'Any Optional Rule but Artillery (Section 28.0) may be added, each one helping a side balanced by one helping the other; the Allies get only portable or air-droppable items.',
    sections: [50],
  },
  {
    id: 'agc-ransack',
    title: 'Ransacking the Headquarters',
    description: 'The records are destroyed when three separate men have each expended 150 Task Points (no other Task) in the building including square 1655.',
    sections: [50],
  },
  {
    id: 'agc-no-preservation',
    title: 'Preservation',
    description: 'The Allied commandos never undergo Preservation Checks (Section 15.0).',
    sections: [50],
  },
  {
    id: 'agc-tramway',
    title: 'The Tramway',
    description: 'A man who begins a Turn in one "Tram" building may, instead of executing Tasks, be placed in the other, if no Enemy man is in it.',
    sections: [50],
  },
] as const satisfies readonly SpecialRuleModule[];

export type SpecialRuleId = (typeof SPECIAL_RULES)[number]['id'];

const BY_ID: ReadonlyMap<string, SpecialRuleModule> = new Map((SPECIAL_RULES as readonly SpecialRuleModule[]).map((r) => [r.id, r]));

export function specialRule(id: string): SpecialRuleModule | undefined {
  return BY_ID.get(id);
}

export function isSpecialRuleId(id: string): id is SpecialRuleId {
  return BY_ID.has(id);
}

/**
 * Every plug-in, in the order the engine asks them. Order matters only where
 * two own the same command: Skorzeny's prisoner is asked before Entebbe's
 * hostages for `object/move`; scenario work before Army Group Center's
 * tramway keeps the acting man's tasks in their old order.
 */
export const SPECIAL_RULE_PLUGINS: readonly SpecialRules[] = [
  noSentryRoutineRules,
  skorzenyRules,
  entebbeRules,
  vaagsoRules,
  sontayRules,
  hejazRules,
  passchendaeleRules,
  lippeRules,
  scenarioWorkRules,
  brunevalRules,
  oilfieldRules,
  armyGroupCenterRules,
];

/** Installs Commando's special-rule plug-ins in the engine; the ids not played are the umpire's, by hand (Case 38.23). */
export function installCommandoSpecialRules(): void {
  installSpecialRules(
    SPECIAL_RULE_PLUGINS,
    SPECIAL_RULES.map((r) => r.id).filter((id) => !PLAYED_SPECIAL_RULES.has(id)),
  );
}
