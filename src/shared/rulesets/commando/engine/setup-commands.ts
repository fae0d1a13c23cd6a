/**
 * The set-up commands of Section 38.0, once `createGame`
 * (scenarios/setup-game.ts) has built the game: `setup/deploy` (Cases
 * 38.42–38.48), `setup/place-object` (Case 39.43 hostage groups),
 * `setup/start` (Case 38.41). `scenarioGate` keeps play out of set-up and
 * everything out of a finished game. A scenario's own set-up rules are its
 * plug-in's hooks (special-rules.ts).
 */
import type { Command, CommandOf } from '../model/commands';
import type { GameEvent } from '../model/events';
import type { GameState } from '../model/state';
import { areaOf, enginePlaced } from '../model/scenario-objects';
import type { ScenarioObject } from '../model/scenario-state';
import { err, ok, type Result } from '../../../kernel/result';
import type { GameMap, Square } from '../../../map/map-model';
import { onMap } from '../../../map/map-model';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { squareName } from '../rules/movement';
import { impassableDeployError } from './deploy-terrain';
import { firstOf, specialRulesOf } from './special-rules';

/** The phase of a game being set up (Case 38.41). */
export const SETUP_PHASE = 'setup';

const zoneOf = (map: GameMap, s: Square): number | undefined => map.zones.find((z) => z.squares.some((q) => q.col === s.col && q.row === s.row))?.id;

/** Zones that touch Zone `z` (Case 38.46: a sentry may walk into adjacent Zones). */
function adjacentZones(map: GameMap, z: number): Set<number> {
  const out = new Set<number>([z]);
  const zone = map.zones.find((x) => x.id === z);
  for (const s of zone?.squares ?? []) {
    for (let dc = -1; dc <= 1; dc++) for (let dr = -1; dr <= 1; dr++) {
      const n = { col: s.col + dc, row: s.row + dr };
      if (!onMap(map, n)) continue;
      const id = zoneOf(map, n);
      if (id !== undefined) out.add(id);
    }
  }
  return out;
}

/**
 * Why a Zone refuses a man (Case 38.43), naming the Zones that still take
 * men of his side: "Zone 6 takes no men of ugandans", not "takes 0 men and
 * has them".
 */
function zoneFullMessage(zone: number, men: number, side: string, dep: { zones: readonly { zone: number; men: number }[]; groups: readonly { zones: readonly number[]; men: number }[] }, inZone: (z: number) => number, caseRef: string): string {
  const why = men === 0 ? `Zone ${zone} takes no men of ${side}` : `Zone ${zone} takes ${men} m${men === 1 ? 'an' : 'en'} of ${side} and has ${men === 1 ? 'him' : `all ${men}`}`;
  const open = [
    ...dep.zones.filter((z) => inZone(z.zone) < z.men).map((z) => `Zone ${z.zone} (${z.men - inZone(z.zone)} more)`),
    ...dep.groups.filter((g) => g.zones.reduce((n, z) => n + inZone(z), 0) < g.men).map((g) => `Zones ${g.zones.join('+')} (${g.men - g.zones.reduce((n, z) => n + inZone(z), 0)} more)`),
  ];
  return `${why} (Case 38.43; ${caseRef}). ${open.length > 0 ? `Still taking men: ${open.join(', ')}.` : `Every Zone of ${side} is full.`}`;
}

function setupError(state: GameState): RuleError | undefined {
  if (!state.scenario) return ruleError('setup/no-scenario', 'Case 38.41', 'This game was not created from a scenario.');
  if (state.scenario.started || state.phase !== SETUP_PHASE) return ruleError('setup/over', 'Case 38.41', 'Set-up is over: the game has started.');
  return undefined;
}

/** setup/deploy (Cases 38.41–38.48). */
export function decideDeploy(state: GameState, cmd: CommandOf<'setup/deploy'>): Result<GameEvent[], RuleError> {
  const bad = setupError(state);
  if (bad) return err(bad);
  const sc = state.scenario!;
  const man = state.men[cmd.manId];
  if (!man) return err(ruleError('setup/unknown-man', 'Case 38.43', `There is no man "${cmd.manId}" in this game.`));
  const dep = sc.deployment.find((d) => d.side === man.side);
  if (!dep || man.awaitingEntry) return err(ruleError('setup/not-deploying', 'Case 38.51', `${man.name} does not set up on the map: his side enters it (Case 38.51).`));
  if (!onMap(state.map, cmd.square)) return err(ruleError('setup/off-map', 'Case 3.7', `${squareName(cmd.square)} is not on the map.`));
  const zone = zoneOf(state.map, cmd.square);
  const others = Object.entries(sc.deployed).filter(([id]) => id !== man.id);
  const inZone = (z: number) => others.filter(([id, d]) => d.zone === z && state.men[id]?.side === man.side).length;
  const slot = zone !== undefined && dep.zones.find((z) => z.zone === zone);
  const group = zone !== undefined && dep.groups.find((g) => g.zones.includes(zone));
  if (zone === undefined || (!slot && !group)) return err(ruleError('setup/not-in-zone', dep.caseRef, `${squareName(cmd.square)} is not in a Zone ${man.side} sets up in (Cases 38.42, 38.43; ${dep.caseRef}).`));
  if (slot && inZone(zone) >= slot.men) return err(ruleError('setup/zone-full', dep.caseRef, zoneFullMessage(zone, slot.men, state.sides.find((x) => x.id === man.side)?.name ?? man.side, dep, inZone, dep.caseRef)));
  if (!slot && group && group.zones.reduce((n, z) => n + inZone(z), 0) >= group.men) return err(ruleError('setup/zone-full', dep.caseRef, `The set-up group for Zones ${group.zones.join(', ')} is full (${dep.caseRef}).`));
  const friends = Object.values(state.men).filter((m) => m.id !== man.id && m.side === man.side && m.square?.col === cmd.square.col && m.square.row === cmd.square.row).length;
  if (friends >= 2) return err(ruleError('move/stacking', 'Case 7.41', `${squareName(cmd.square)} already holds two men of ${man.side} (Case 7.41).`));
  // Case 7.39, then the scenario's own set-up rules (Cases 39.43, 43.43, 46.43).
  const special = impassableDeployError(state, cmd.square) ?? firstOf(state, (p) => p.deployError?.(state, man, cmd.square));
  if (special) return err(special);
  if (cmd.sentryRoute) {
    if (!dep.sentryAllowed) return err(ruleError('setup/no-sentry-routine', 'Case 38.45', `No man of ${man.side} may be plotted for Sentry Routine in this scenario (Case 38.45; the scenario's special rules).`));
    const route = cmd.sentryRoute;
    if (route[0]!.col !== cmd.square.col || route[0]!.row !== cmd.square.row) return err(ruleError('setup/sentry-route-start', 'Case 38.45', 'The route starts where the man is when the attacker enters (Case 38.45).'));
    const loop = [...route, route[0]!];
    for (let i = 1; i < loop.length; i++) {
      const a = loop[i - 1]!;
      const b = loop[i]!;
      if (Math.max(Math.abs(a.col - b.col), Math.abs(a.row - b.row)) !== 1) return err(ruleError('setup/sentry-route-broken', 'Case 38.45', `The route is not a continuous loop of adjacent squares at ${squareName(b)} (Case 38.45).`));
    }
    const allowedZones = dep.sentryOwnZoneOnly ? new Set([zone]) : adjacentZones(state.map, zone);
    for (const s of route) {
      const z = zoneOf(state.map, s);
      if (!onMap(state.map, s) || z === undefined || !allowedZones.has(z) || dep.sentryForbiddenZones.includes(z)) {
        return err(ruleError('setup/sentry-route-zone', 'Case 38.46', `${squareName(s)} is outside Zone ${zone} and the Zones adjacent to it, or in a Zone closed to sentries (Case 38.46).`));
      }
    }
    const sideMen = Object.values(state.men).filter((m) => m.side === man.side && m.original !== false).length;
    const sentries = Object.keys(sc.sentries).filter((id) => id !== man.id && state.men[id]?.side === man.side).length;
    if (sentries + 1 > Math.floor(sideMen / 2)) return err(ruleError('setup/too-many-sentries', 'Case 38.48', `No more than half (rounding down) of ${sideMen} men — ${Math.floor(sideMen / 2)} — may perform Sentry Routine (Case 38.48).`));
  }
  return ok([{ type: 'man-deployed', manId: man.id, square: cmd.square, zone, ...(cmd.sentryRoute ? { sentryRoute: cmd.sentryRoute } : {}), caseRef: cmd.sentryRoute ? 'Case 38.45' : 'Case 38.43' }]);
}

/** Any object's area is on the map and over no other object (Cases 3.7, 39.43). */
function objectAreaError(state: GameState, o: ScenarioObject, nw: Square): RuleError | undefined {
  const same = (a: Square, b: Square): boolean => a.col === b.col && a.row === b.row;
  const area = areaOf(o, nw);
  if (area.some((s) => !onMap(state.map, s))) return ruleError('setup/off-map', 'Case 3.7', `${o.id} does not fit on the map at ${squareName(nw)}.`);
  for (const other of Object.values(state.scenario?.objects ?? {})) {
    if (other.id === o.id || !other.square) continue;
    if (areaOf(other, other.square).some((s) => area.some((q) => same(q, s)))) return ruleError('setup/objects-overlap', 'Case 39.43', `${o.id} would overlap ${other.id}.`);
  }
  return undefined;
}

/** setup/place-object (Case 39.43). */
export function decidePlaceObject(state: GameState, cmd: CommandOf<'setup/place-object'>): Result<GameEvent[], RuleError> {
  const bad = setupError(state);
  if (bad) return err(bad);
  const o = state.scenario!.objects[cmd.objectId];
  if (!o) return err(ruleError('setup/unknown-object', 'Case 38.23', `There is no scenario object "${cmd.objectId}".`));
  // The scenario's own rules first (Cases 39.43, 42.7, 45.81, 46.43), then any object's area.
  const e = firstOf(state, (p) => p.placeObjectError?.(state, o, cmd.square)) ?? objectAreaError(state, o, cmd.square);
  if (e) return err(e);
  return ok([{ type: 'object-placed', objectId: o.id, square: cmd.square, caseRef: 'Case 39.43' }]);
}

/** setup/start (Case 38.41): every defender and object placed; Game-Turn 1 begins. */
export function decideStart(state: GameState): Result<GameEvent[], RuleError> {
  const bad = setupError(state);
  if (bad) return err(bad);
  const sc = state.scenario!;
  // Ruling HJ2: men aboard the train enter with it.
  // Ruling VH2: a vehicle's crew and passengers have its square, not their own.
  const unplaced = Object.values(state.men).filter((m) => sc.deployment.some((d) => d.side === m.side) && !m.awaitingEntry && !m.square && !m.aboard && !specialRulesOf(state).some((p) => p.setsUpElsewhere?.(state, m)));
  if (unplaced.length > 0) return err(ruleError('setup/unplaced', 'Case 38.43', `${unplaced.length} defending men are not set up yet (${unplaced.slice(0, 3).map((m) => m.name).join(', ')}${unplaced.length > 3 ? ', …' : ''}) (Case 38.43).`));
  for (const d of sc.deployment) {
    for (const z of d.zones) {
      const n = Object.entries(sc.deployed).filter(([id, x]) => x.zone === z.zone && state.men[id]?.side === d.side).length;
      if (n !== z.men) return err(ruleError('setup/zone-count', d.caseRef, `Zone ${z.zone} must hold ${z.men} men of ${d.side}; it holds ${n} (Case 38.43; ${d.caseRef}).`));
    }
  }
  // Ruling FL80 (Cases 47.65, 47.7 with ruling VH3): every listed vehicle is set up before play; none comes on later.
  const parked = (state.vehicles?.vehicles ?? []).filter((v) => v.setup && !v.square);
  if (parked.length > 0) return err(ruleError('setup/vehicles-unplaced', parked[0]!.setup!.caseRef, `Set up ${parked.map((v) => v.name).join(', ')} first (${parked[0]!.setup!.caseRef}, ruling VH3).`));
  const loose = Object.values(sc.objects).filter((o) => !o.square && !o.exited && !enginePlaced(o));
  if (loose.length > 0) return err(ruleError('setup/objects-unplaced', 'Case 39.43', `Place ${loose.map((o) => o.id).join(', ')} first (Case 39.43).`));
  return ok([{ type: 'deployment-ended', caseRef: 'Case 38.41' }]);
}

/**
 * setup/choose-entry (Case 41.7 "The Commando Player writes down his choice of sides before the defending Player
 * deploys his men"; Cases 45.7, 46.7 secretly): recorded while no defender is set up yet, once.
 */
export function decideChooseEntry(state: GameState, cmd: CommandOf<'setup/choose-entry'>): Result<GameEvent[], RuleError> {
  const bad = setupError(state);
  if (bad) return err(bad);
  const sc = state.scenario!;
  const entry = sc.entry.find((e) => e.side === cmd.side && e.chooseOne);
  if (!entry) return err(ruleError('setup/no-entry-choice', 'Case 38.51', `${cmd.side} has no choice of entry to write down in this scenario.`));
  if (!(entry.options ?? []).some((o) => o.id === cmd.optionId)) {
    return err(ruleError('setup/unknown-entry-option', entry.caseRef, `"${cmd.optionId}" is not one of ${cmd.side}'s entry options (${(entry.options ?? []).map((o) => o.id).join(', ')}) (${entry.caseRef}).`));
  }
  if (sc.entryChoices?.[cmd.side]) return err(ruleError('setup/entry-already-chosen', entry.caseRef, `${cmd.side} has already written down its entry choice (${entry.caseRef}).`));
  if (Object.keys(sc.deployed).length > 0) {
    return err(ruleError('setup/entry-choice-late', entry.caseRef, `The choice of entry is written down before the defending Player deploys his men (${entry.caseRef}); a defender is already set up.`));
  }
  return ok([{ type: 'entry-side-chosen', side: cmd.side, optionId: cmd.optionId, caseRef: entry.caseRef }]);
}

/** The entry choices still to write down (Case 41.7), while no defender is set up. */
export function entryChoiceCommands(state: GameState): CommandOf<'setup/choose-entry'>[] {
  const sc = state.scenario;
  if (!sc || sc.started || Object.keys(sc.deployed).length > 0) return [];
  return sc.entry.filter((e) => e.chooseOne && !sc.entryChoices?.[e.side]).flatMap((e) => (e.options ?? []).map((o) => ({ type: 'setup/choose-entry' as const, side: e.side, optionId: o.id })));
}

const SETUP_COMMANDS = new Set(['setup/choose-entry', 'setup/deploy', 'setup/place-object', 'setup/start', 'setup/assign-explosive', 'setup/place-mine', 'setup/remove-mine', 'setup/electrify-wire', 'setup/issue-thump-gun', 'setup/place-searchlight', 'setup/man-searchlight', 'setup/issue-hooks', 'setup/place-dog', 'setup/place-mount', 'setup/allot-artillery', 'setup/plan-artillery', 'setup/unplan-artillery', 'setup/target-gun', 'setup/designate-observer', 'setup/issue-rocket-launcher', 'setup/issue-law', 'setup/issue-satchel-charges', 'setup/place-vehicle']);

/** Section 38.0: before set-up ends only set-up commands and umpire rulings; after the end, nothing. */
export function scenarioGate(state: GameState, cmd: Command): RuleError | undefined {
  const sc = state.scenario;
  if (!sc) return undefined;
  if (sc.ended) return ruleError('game/ended', sc.ended.caseRef.startsWith('Case') ? sc.ended.caseRef : 'Case 38.32', `The game ended on Game-Turn ${sc.ended.turn} (${sc.ended.reason}); no further commands.`);
  if (!sc.started && !SETUP_COMMANDS.has(cmd.type) && !cmd.type.startsWith('umpire/')) return ruleError('setup/not-started', 'Case 38.41', 'The defender is still setting up; give setup/start when every man is placed (Case 38.41).');
  if (sc.started && SETUP_COMMANDS.has(cmd.type)) return ruleError('setup/over', 'Case 38.41', 'Set-up is over: the game has started.');
  return undefined;
}
