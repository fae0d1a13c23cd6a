import type { MountKind } from '../tables/mounts';
import type { GameMap, Square } from '../../../map/map-model';
import type { ManKnowledge, Sighting } from '../rules/knowledge';
import type { GameState, InitiativeRecord, ManState, ManTurn, ObservationDuty, OpportunityFirePlot, Posture, Prompt, SequenceState, SideInfo, SideTurnInfo } from '../model/state';
import { manTurnOf, sequenceOf } from '../model/state';
import { whoseMove, type LegalActions, type MoveKind, type WhoseMove } from '../engine/legal-actions';
import { anyLegalAttempt, legalActionsOnce } from '../engine/legal-memo';
import { remainingTaskPoints } from '../engine/task-points';
import { sideObjects, umpireObjects, type SideObjectView, type UmpireObjectView } from './object-view';
import { sideSetupView, umpireSetup, type SideSetup, type UmpireSetupView } from './setup-view';
import { sideMines } from './mine-view';
import { sideFlames, umpireFlames, type SideFlameView } from './flame-view';
import type { FlamethrowerState } from '../rules/flamethrower-model';
import { sideWireKnowledge, type SideWireKnowledge } from './live-wire-view';
import type { MinesState } from '../rules/mines-model';
import { umpireReminders, type UmpireReminder } from './reminders';
import { sidePrompts } from './side-prompts';
import { sideSearchlights, umpireSearchlights, type SideSearchlightView, type UmpireSearchlightView } from './searchlight-view';
import { sideVehicles, umpireVehicles, type SideVehicleView } from './vehicle-view';
import { sideFallen, type FallenEnemyView } from './fallen-view';
import type { VehicleState } from '../model/vehicle';
import { sideIllumination, umpireIllumination, type SideIlluminationView, type UmpireIlluminationView } from './illumination-view';
import { sideEntry, sideExitBar, type SideEntryView, type SideExitBar } from './entry-view';
import { sideArtillery, umpireArtillery, type SideArtilleryView } from './artillery-view';
import type { ArtilleryState } from '../model/artillery-state';

/**
 * Views are computed by the host; a player window receives its projection and
 * nothing more (architecture: "secrets never leave the host"). Everything a
 * side view holds about the enemy comes from its own men's knowledge.
 */
import type { Viewer } from '../../../kernel/viewer';
export type { Viewer };

/** The ruleset id every Commando view carries (the renderer picks its screens by it). */
export const COMMANDO_RULESET_ID = 'commando';

export interface UmpireView {
  readonly kind: 'umpire';
  readonly ruleset: typeof COMMANDO_RULESET_ID;
  readonly gameId: string;
  readonly scenarioName: string;
  readonly turn: number;
  readonly phase: string;
  readonly map: GameMap;
  readonly sides: readonly SideInfo[];
  readonly men: readonly ManState[];
  readonly knowledge: Readonly<Record<string, ManKnowledge>>;
  /*
   * The fields below are always filled by projectView; they are optional in
   * the type only so that views built by hand (older fixtures) still compile.
   */
  readonly observationRange?: number | 'unlimited';
  /** Everything of Sections 5–6, secrets included: the umpire sees all plots. */
  readonly sequence?: SequenceState;
  readonly whoseMove?: WhoseMove;
  /** What may be done now, each command checked by decide. */
  readonly legal?: LegalActions;
  /** Things on the map only the umpire sees whole: smoke (Case 11.5), dropped weapons (Cases 12.55, 13.14), explosives (Case 11.7), satchel charges (Section 25.0, ruling SC13). */
  readonly smoke?: GameState['smoke'];
  readonly lyingWeapons?: GameState['lyingWeapons'];
  readonly explosives?: GameState['explosives'];
  readonly satchels?: GameState['satchels'];
  /** Section 20.0: bridging men, clipping under way, wire clipped away; Section 31.0: the live sides of straight wire and what each Player was told (umpire only). */
  readonly wire?: GameState['wire'];
  readonly liveWire?: GameState['liveWire'];
  /** Section 22.0: every side's allotments and every mine laid (mine-view.ts). */
  readonly mines?: MinesState;
  /** Section 33.0: every searchlight and every beam's lit squares (searchlight-view.ts). */
  readonly searchlights?: UmpireSearchlightView;
  /** Scenario objects (Case 39.43 hostage groups), every one, with area, Task Points spent and exit. */
  readonly objects?: readonly UmpireObjectView[];
  /** Set-up counts and every sentry's route (Cases 38.43, 38.45): umpire only (setup-view.ts). */
  readonly setup?: UmpireSetupView;
  /** Cases the umpire applies by hand, shown when they bear (reminders.ts: Cases 41.7, 8.93, 38.56). */
  readonly reminders?: readonly UmpireReminder[];
  /** Case 41.81: every man's structures Observed (map structure ids), both sides. */
  readonly structuresObserved?: Readonly<Record<string, readonly string[]>>;
  /** Section 34.0: every device burning, the lit squares and the wind (illumination-view.ts). */
  readonly illumination?: UmpireIlluminationView;
  /** Section 28.0: allotments, plans, pieces, announcements and every impact (artillery-view.ts). */
  readonly artillery?: ArtilleryState;
  /** Section 17.0: broken and repaired flamethrowers, burning men, this Game-Turn's flames (flame-view.ts). */
  readonly flamethrowers?: FlamethrowerState;
  /** Sections 23.0, 24.0, 29.0, 30.0: every vehicle, crews and passengers included (vehicle-view.ts). */
  readonly vehicles?: readonly VehicleState[];
  readonly tableOverrides?: GameState['tableOverrides']; // the campaign's chart values this game recorded at its start (issue 21); umpire only
  readonly version: number;
}

/** Whose move it is, as a side may know it: the enemy's acting man and prompts about him stay hidden. */
export interface SideWhoseMove {
  readonly kind: MoveKind;
  readonly side?: string;
  /** Only when the man is one of the viewing side's. */
  readonly manId?: string;
  readonly canAdvance: boolean;
  readonly caseRef: string;
  readonly summary: string;
}

/**
 * A prompt as a side sees it: its own observers asked (not whom about), or its own mover waiting. Its
 * `id` is the side's own (`<side>-asked-<n>`, its place among the prompts asking the side now), never the
 * engine's game-wide `prompt-N`, which counts the prompts that asked the enemy (issue 13).
 */
export type SidePromptView =
  | { readonly id: string; readonly role: 'observer'; readonly observers: readonly { readonly observerId: string; readonly duty: ObservationDuty }[]; readonly final: boolean; readonly caseRef: string }
  | { readonly id: string; readonly role: 'mover'; readonly moverId: string; readonly caseRef: string };

export interface SideSequenceView {
  readonly whoseMove: SideWhoseMove;
  /** Case 6.1: both sides roll in the open. */
  readonly initiative?: InitiativeRecord;
  readonly passedSides: readonly string[];
  /** The viewing side's own men only. */
  readonly ownTurns: Readonly<Record<string, ManTurn & { readonly remaining: number }>>;
  /** The viewing side's own plots only (Case 5.1 B: secret from the enemy). */
  readonly ownPlots: Readonly<Record<string, OpportunityFirePlot>>;
  /** Case 5.1 B: whether each side has any man plotted (not how many), once the plot Phase is over. */
  readonly plotDeclarations?: readonly { readonly side: string; readonly anyPlotted: boolean }[];
  readonly prompts: readonly SidePromptView[];
  readonly ownSideInfo: SideTurnInfo;
}

/** An enemy man as this side knows him: seen now, or a ghost at his last-known square. */
export interface EnemyContact {
  readonly id: string;
  readonly square: Square;
  readonly posture: Posture;
  /** Case 7.13: seen up a tree or on a roof, this many levels above the square's ground. */
  readonly level?: number;
  /** Observed now by these men of the viewing side (Case 8.82); empty for a ghost. */
  readonly observedBy: readonly string[];
  /** Section 32.0: the contact is a guard dog (ruling GD5). */
  readonly dog?: true;
  /** Section 19.0: the contact is a horse, camel or mule (ruling HC6). */
  readonly mount?: MountKind;
  readonly current: boolean;
  /** When the square was seen: the ghost's label in the player window. */
  readonly seenTurn: number;
  readonly seenPhase: string;
}

export interface PlayerView {
  readonly kind: 'player';
  readonly ruleset: typeof COMMANDO_RULESET_ID;
  readonly side: SideInfo;
  /** When the window is narrowed to one man, his id. */
  readonly manId?: string;
  readonly scenarioName: string;
  readonly turn: number;
  readonly phase: string;
  readonly map: GameMap;
  readonly ownMen: readonly ManState[];
  /** Section 22.0 (ruling MN13): its own allotments and mines, and enemy mines that went off on its men (mine-view.ts). */
  readonly mines?: MinesState;
  /** Own men lying on wire as a bridge (Case 20.12): own men are fully known; nothing of the enemy's wire work. */
  readonly ownBridges?: readonly string[];
  /** Section 31.0 (ruling EW2): its own electrified wire, and wire it tested or touched (Case 31.1). */
  readonly liveWireKnown?: readonly SideWireKnowledge[];
  /** Section 33.0 (ruling SL10): its own searchlights, enemy ones it looks into, and the lit squares it can see (searchlight-view.ts). */
  readonly searchlights?: SideSearchlightView;
  readonly enemies: readonly EnemyContact[];
  /** Always filled by projectView (optional in the type for hand-built fixtures). */
  readonly sequence?: SideSequenceView;
  /** The scenario objects this side may see (ruling SV1, object-view.ts); filled by projectView. */
  readonly objects?: readonly SideObjectView[];
  /** While set-up lasts, this side's own Zones and counts (Case 38.4, ruling SU1); never a route, never the other side's. */
  readonly setup?: SideSetup;
  /** Case 41.81: the structures its own men (the narrowed man only, in his window) have Observed; never the enemy's. */
  readonly structuresObserved?: Readonly<Record<string, readonly string[]>>;
  /** Section 34.0: the light its men can see (ruling IL10, illumination-view.ts). */
  readonly illumination?: SideIlluminationView;
  /** Section 28.0 (ruling AR7): its own plans and pieces, the announcements, the shells it saw land (artillery-view.ts). */
  readonly artillery?: SideArtilleryView;
  /** Case 38.51 (ruling SO11): its man executing tasks, off the map, and the entry squares he may take (entry-view.ts). */
  readonly entry?: SideEntryView;
  /** Case 43.43 (ruling SO13): the scenario's bar on its acting man stepping off the map from his edge square (entry-view.ts). */
  readonly exitBar?: SideExitBar;
  /** Section 17.0 (ruling FL11): the flames and burning men its men see, its own broken flamethrowers (flame-view.ts). */
  readonly flames?: SideFlameView;
  /** Ruling SO15: one of its own physical dice the umpire's game waits for, in words from this projection (added by the host, side-dice.ts). */
  readonly yourRoll?: { readonly die: 'd6' | 'd10' | 'd12' | 'd20'; readonly words: string };
  /** Sections 23.0–30.0 (ruling VH8): its own vehicles whole, enemy vehicles its men see, never who is in them (vehicle-view.ts). */
  readonly vehicles?: SideVehicleView;
  /** Case 13.21 (ruling SO17): fallen enemy men in its able men's own squares, with their weapons (fallen-view.ts). */
  readonly fallen?: readonly FallenEnemyView[];
  readonly version: number;
}

export function projectView(state: GameState, viewer: { kind: 'umpire' }): UmpireView & Required<Pick<UmpireView, 'observationRange' | 'sequence' | 'whoseMove' | 'legal' | 'objects'>>;
export function projectView(state: GameState, viewer: { kind: 'side'; side: string; manId?: string }): PlayerView & { readonly sequence: SideSequenceView; readonly objects: readonly SideObjectView[] };
export function projectView(state: GameState, viewer: Viewer): UmpireView | PlayerView;
export function projectView(state: GameState, viewer: Viewer): UmpireView | PlayerView {
  return project(state, viewer, true);
}

/**
 * The projection the host pushes to every window: the umpire's without `legal`, which
 * costs a legality check per candidate command and is asked for only when the console
 * shows it (the `legalActions` API, issue 23). Everything else is `projectView`'s.
 */
export function projectForPush(state: GameState, viewer: { kind: 'umpire' }): UmpireView;
export function projectForPush(state: GameState, viewer: { kind: 'side'; side: string; manId?: string }): PlayerView;
export function projectForPush(state: GameState, viewer: Viewer): UmpireView | PlayerView;
export function projectForPush(state: GameState, viewer: Viewer): UmpireView | PlayerView {
  return project(state, viewer, false);
}

function project(state: GameState, viewer: Viewer, withLegal: boolean): UmpireView | PlayerView {
  if (viewer.kind === 'umpire') {
    return {
      kind: 'umpire',
      ruleset: COMMANDO_RULESET_ID,
      gameId: state.gameId,
      scenarioName: state.scenarioName,
      turn: state.turn,
      phase: state.phase,
      map: state.map,
      sides: state.sides,
      men: Object.values(state.men),
      knowledge: state.knowledge,
      observationRange: state.observationRange ?? 'unlimited',
      sequence: sequenceOf(state),
      whoseMove: whoseMove(state),
      // Once per state, shared with the console's legalActions call (engine/legal-memo.ts).
      ...(withLegal ? { legal: legalActionsOnce(state) } : {}),
      // The reminders ask only whether some observation attempt is legal: a push checks those, not every candidate (legal-memo.ts).
      reminders: umpireReminders(state, (wanted) => anyLegalAttempt(state, wanted)),
      smoke: state.smoke ?? [],
      lyingWeapons: state.lyingWeapons ?? [],
      explosives: state.explosives ?? [],
      ...(state.satchels ? { satchels: state.satchels } : {}),
      ...(state.wire ? { wire: state.wire } : {}),
      ...(state.liveWire ? { liveWire: state.liveWire } : {}),
      ...(state.mines ? { mines: state.mines } : {}),
      ...umpireSearchlights(state),
      objects: umpireObjects(state),
      ...withSetup(umpireSetup(state)),
      ...structuresSeen(state, Object.keys(state.men)),
      ...umpireIllumination(state),
      ...umpireArtillery(state),
      ...umpireFlames(state),
      ...umpireVehicles(state),
      ...(state.tableOverrides ? { tableOverrides: state.tableOverrides } : {}),
      version: state.version,
    };
  }
  const side = state.sides.find((s) => s.id === viewer.side);
  if (!side) throw new Error(`No side "${viewer.side}" in this game.`);
  const ownMen = Object.values(state.men).filter((m) => m.side === side.id).map(ownDogView);
  const eyes = viewer.manId ? ownMen.filter((m) => m.id === viewer.manId) : ownMen;
  if (viewer.manId && eyes.length === 0) throw new Error(`No man "${viewer.manId}" on side ${side.name}.`);

  // An enemy seen now is drawn where his observers see him; otherwise at the
  // latest square any of the viewing men saw him (a ghost, Case 8.84).
  const contacts = new Map<string, { latest: Sighting; seenNow?: Sighting; observedBy: string[] }>();
  for (const man of eyes) {
    const k = state.knowledge[man.id];
    if (!k) continue;
    for (const sighting of Object.values(k.lastKnown)) {
      const observing = k.observing.includes(sighting.enemyId);
      const entry = contacts.get(sighting.enemyId) ?? { latest: sighting, observedBy: [] };
      if (isLater(sighting, entry.latest)) entry.latest = sighting;
      if (observing) {
        entry.observedBy.push(man.id);
        entry.seenNow = sighting;
      }
      contacts.set(sighting.enemyId, entry);
    }
  }
  const enemies: EnemyContact[] = [...contacts.values()].map(({ latest, seenNow, observedBy }) => {
    const shown = seenNow ?? latest;
    return {
      id: shown.enemyId,
      // Section 32.0: an observed figure is seen to be a dog (ruling GD5); nothing else of it.
      ...(state.men[shown.enemyId]?.dog ? { dog: true as const } : {}),
      // Section 19.0 (ruling HC6): an observed mount is seen to be a horse, camel or mule; nothing else of it.
      ...(state.men[shown.enemyId]?.mount ? { mount: state.men[shown.enemyId]!.mount!.kind } : {}),
      square: shown.square,
      posture: shown.posture,
      ...(shown.level ? { level: shown.level } : {}),
      observedBy,
      current: observedBy.length > 0,
      seenTurn: shown.turn,
      seenPhase: shown.phase,
    };
  });
  return {
    kind: 'player',
    ruleset: COMMANDO_RULESET_ID,
    side,
    ...(viewer.manId ? { manId: viewer.manId } : {}),
    scenarioName: state.scenarioName,
    turn: state.turn,
    phase: state.phase,
    map: state.map,
    ownMen,
    ...ownBridgesOf(state, ownMen),
    ...sideWireKnowledge(state, side.id),
    ...withMines(sideMines(state, side.id)),
    ...sideSearchlights(state, side.id, eyes),
    enemies,
    sequence: sideSequence(state, side.id, ownMen, viewer.manId),
    objects: sideObjects(state, side.id, eyes, viewer.manId !== undefined),
    ...withSetup(sideSetupView(state, side.id)),
    ...structuresSeen(state, eyes.map((m) => m.id)),
    ...sideIllumination(state, eyes),
    ...sideArtillery(state, side.id),
    ...sideEntry(state, side.id, viewer.manId),
    ...sideExitBar(state, side.id, viewer.manId),
    ...sideFlames(state, side.id, eyes),
    ...sideVehicles(state, side.id, eyes),
    ...sideFallen(state, side.id, eyes),
    version: state.version,
  };
}

function sideSequence(state: GameState, side: string, ownMen: readonly ManState[], narrowedTo?: string): SideSequenceView {
  const seq = sequenceOf(state);
  const own = new Set(ownMen.map((m) => m.id));
  const whose = sideWhoseMove(state, side, own);
  const ownTurns: Record<string, ManTurn & { remaining: number }> = {};
  const ownPlots: Record<string, OpportunityFirePlot> = {};
  for (const m of ownMen) {
    ownTurns[m.id] = { ...manTurnOf(state, m.id), remaining: remainingTaskPoints(state, m.id) };
    const plot = seq.plots[m.id];
    // A plot names the Enemy men it counted (Case 10.72): a window narrowed to one man shows only his own plot.
    if (plot && (narrowedTo === undefined || narrowedTo === m.id)) ownPlots[m.id] = plot;
  }
  const prompts: SidePromptView[] = sidePrompts(state, side).map(({ name: id, prompt: p, role }) =>
    role === 'observer' ? { id, role, observers: p.pending.filter((e) => own.has(e.observerId)), final: p.final, caseRef: p.caseRef } : { id, role, moverId: p.moverId, caseRef: p.caseRef },
  );
  return {
    whoseMove: whose,
    ...(seq.initiative ? { initiative: seq.initiative } : {}),
    passedSides: seq.passedSides,
    ownTurns,
    ownPlots,
    ...(seq.plotDeclarations ? { plotDeclarations: seq.plotDeclarations } : {}),
    prompts,
    ownSideInfo: seq.sides[side] ?? {},
  };
}

/** Does this prompt ask the side anything: its own observers (Cases 7.52, 10.71), or its own panicked man's target (Case 14.22)? */
function asksSide(p: Prompt, own: ReadonlySet<string>): boolean {
  return p.kind === 'panic-target' ? own.has(p.moverId) : p.pending.some((e) => own.has(e.observerId));
}

/**
 * Whose move it is, from what the side may know (issue 13: a side's stream
 * is a function of its own projection). A prompt that does not ask the side
 * is the enemy's secret — above all one about the side's own mover, whose
 * existence says an unseen enemy has him in view — so it is set aside: the
 * side sees the game as it would stand without it (its man still executing
 * tasks, the enemy still moving, the umpire still resolving the Phase). A
 * prompt that asks the side names neither the enemy mover nor his side.
 */
function sideWhoseMove(state: GameState, side: string, own: ReadonlySet<string>): SideWhoseMove {
  const seq = sequenceOf(state);
  const prompts = seq.prompts.filter((p) => asksSide(p, own));
  const who = whoseMove(prompts.length === seq.prompts.length ? state : { ...state, sequence: { ...seq, prompts } });
  const base = { kind: who.kind, canAdvance: who.canAdvance };
  if (who.kind === 'prompt') {
    const p = prompts[0]!;
    if (p.kind === 'panic-target') return { ...base, side, manId: p.moverId, caseRef: who.caseRef, summary: who.summary };
    return { ...base, side, caseRef: p.caseRef, summary: `Your men are asked whether they ${p.kind === 'opportunity' ? 'fire' : 'observe'}: answer the umpire (${p.caseRef}).` };
  }
  const ownsMan = who.manId !== undefined && own.has(who.manId);
  if (who.kind === 'man-acting' && !ownsMan) return { ...base, ...(who.side !== undefined ? { side: who.side } : {}), caseRef: 'Case 6.21', summary: 'A man of the other side is executing tasks (Case 6.21).' };
  if (who.kind === 'umpire') return { ...base, caseRef: who.caseRef, summary: `The umpire is resolving the ${state.phase} Phase (${who.caseRef}).` };
  return { ...base, ...(who.side !== undefined ? { side: who.side } : {}), ...(ownsMan ? { manId: who.manId } : {}), caseRef: who.caseRef, summary: who.summary };
}

function ownBridgesOf(state: GameState, ownMen: readonly ManState[]): { ownBridges?: readonly string[] } {
  const bridges = ownMen.filter((m) => state.wire?.bridges[m.id]).map((m) => m.id);
  return bridges.length > 0 ? { ownBridges: bridges } : {};
}

/** Case 41.81: the structures these men have Observed (only men with any), or nothing. */
function structuresSeen(state: GameState, ids: readonly string[]): { structuresObserved?: Record<string, string[]> } {
  const all = state.scenario?.structuresObserved ?? {};
  const out: Record<string, string[]> = {};
  for (const id of ids) if (all[id]?.length) out[id] = all[id].map((o) => o.structure);
  return Object.keys(out).length > 0 ? { structuresObserved: out } : {};
}

const withSetup = <T>(setup: T | undefined): { setup?: T } => (setup ? { setup } : {});
const withMines = (mines: MinesState | undefined): { mines?: MinesState } => (mines ? { mines } : {});

/** Ruling GD5: a side's own dog shows whether it has scented the Enemy, never whom (its list names unobserved Enemy men). */
function ownDogView(m: ManState): ManState {
  if (!m.dog) return m;
  return { ...m, dog: { ...m.dog, scented: [], alert: m.dog.scented.length > 0 } };
}

function isLater(a: Sighting, b: Sighting): boolean {
  return a.turn > b.turn;
}
