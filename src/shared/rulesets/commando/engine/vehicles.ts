/**
 * What Sections 23.0, 24.0, 29.0 and 30.0 read of a game: whether a kind of
 * vehicle is in use, the vehicles the scenario lists (created with their
 * crews at createGame), the Task Points a vehicle has left this Game-Turn
 * (Cases 23.12, 24.11, 29.11, 23.74) and whether its crew can do a thing
 * (Cases 23.21–23.24, 23.72, 29.12–29.13). Rulings: docs/rulings/vehicles.md.
 */
import type { Square } from '../../../map/map-model';
import type { GameState, ManState } from '../model/state';
import { canAct, manTurnOf } from '../model/state';
import type { Scenario } from '../model/scenario-schema';
import type { CrewRole, VehicleKind, VehicleState, VehiclesState } from '../model/vehicle';
import { aboardIds } from '../model/vehicle';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import type { VehicleNumbers } from '../tables/vehicles';
import { tablesOf } from './game-tables';
import { aboardPlotError, passengerFireError } from './vehicle-passenger-fire';
import { GUN_PLOT_TASK } from './vehicle-gun-crew';
import { aboardThrow } from './vehicle-grenades';

/** The Optional Rules Section of each kind. */
export const VEHICLE_SECTION: Readonly<Record<VehicleKind, string>> = { tank: '23', apc: '24', jeep: '29', motorcycle: '30' };
export const VEHICLE_SECTIONS: readonly string[] = Object.values(VEHICLE_SECTION);

const KIND_NAME: Readonly<Record<VehicleKind, string>> = { tank: 'Tank', apc: 'APC', jeep: 'Jeep', motorcycle: 'Motorcycle' };

export const kindInUse = (state: GameState, kind: VehicleKind): boolean => state.vehicles !== undefined && (state.scenario?.optionalRules ?? VEHICLE_SECTIONS).includes(VEHICLE_SECTION[kind]);

export function vehicleOf(state: GameState, id: string): VehicleState | undefined {
  return state.vehicles?.vehicles.find((v) => v.id === id);
}

/** The vehicle a man is in or on (ruling VH2). */
export function vehicleCarrying(state: GameState, manId: string): VehicleState | undefined {
  const id = state.men[manId]?.aboard?.vehicleId;
  return id === undefined ? undefined : vehicleOf(state, id);
}

/** Case 23.21: a crewman fulfils his function only if not seriously (severely) wounded, incapacitated or killed. */
export function functioning(man: ManState | undefined): boolean {
  return man !== undefined && canAct(man) && man.condition === 'fit' && man.severeWound === undefined;
}

export const crewIn = (state: GameState, v: VehicleState, role: CrewRole): ManState | undefined => {
  const id = v.crew[role];
  return id === undefined ? undefined : state.men[id];
};

/** Cases 23.12, 24.11, 29.11, Section 30.0: the allotment. */
export function allotmentOf(v: VehicleState, n: VehicleNumbers): number {
  return { tank: n.tankTaskPoints, apc: n.apcTaskPoints, jeep: n.jeepTaskPoints, motorcycle: n.motorcycleTaskPoints }[v.kind].value;
}

/** Task Points left this Game-Turn: the allotment, less damage (Case 23.74) and what it spent. */
export function vehicleTaskPointsLeft(state: GameState, v: VehicleState): number {
  const spent = v.turnRecord?.turn === state.turn ? v.turnRecord.spent : 0;
  return Math.max(0, allotmentOf(v, tablesOf(state).vehicleNumbers) - (v.damage?.taskPointsLost ?? 0) - spent);
}

export type CrewNeed = 'act' | 'move' | 'turret';

/**
 * Why the vehicle cannot do a thing for want of crew (Cases 23.21–23.22, 23.72, 24.21, 29.12–29.13), or undefined.
 * Tanks and APCs: the commander orders every action; at least two crewmen aboard; the driver moves and turns it; the gunner turns the turret.
 * Jeeps and motorcycles: a driver able to drive (not in hand-to-hand combat, Case 29.13).
 */
export function crewError(state: GameState, v: VehicleState, need: CrewNeed, n: VehicleNumbers = tablesOf(state).vehicleNumbers): RuleError | undefined {
  if (v.damage?.knockedOut) return ruleError('vehicle/knocked-out', v.damage.caseRef, `${v.name} is knocked out (${v.damage.caseRef}).`);
  if (v.kind === 'jeep' || v.kind === 'motorcycle') {
    const d = crewIn(state, v, 'driver');
    if (!d || !canAct(d)) return ruleError('vehicle/no-driver', 'Case 29.12', `${v.name} has no driver: in order to move, a ${v.kind} must have a driver (Case 29.12).`);
    if (meleeEngaged(state, v)) return ruleError('vehicle/driver-in-melee', 'Case 29.13', `${d.name} is engaged in hand-to-hand combat and may not drive (Case 29.13).`);
    // Section 30.0 (ruling VH68): a motorcycle driver who fired this Game-Turn did so because it does not move in it.
    if (need === 'move' && v.kind === 'motorcycle' && manTurnOf(state, d.id).combatTaskDone) return ruleError('vehicle/driver-fired', 'Section 30.0', `${d.name} fired this Game-Turn: his motorcycle does not move in it (Section 30.0; Case 29.12: the driver may not expend Task Points in a Game-Turn it moves).`);
    return undefined;
  }
  const aboard = Object.values(v.crew).filter((id) => id !== undefined && state.men[id] && canAct(state.men[id])).length;
  if (aboard < n.minCrewToAct.value) return ruleError('vehicle/crew-too-few', 'Case 23.72', `${v.name} may not expend Task Points unless crewed by at least ${n.minCrewToAct.value} members (Case 23.72).`);
  if (!functioning(crewIn(state, v, 'commander'))) return ruleError('vehicle/no-commander', 'Case 23.22', `${v.name}'s commander is out of action: it can take no action until he is replaced (Cases 23.22, 23.23).`);
  if (need === 'move' && !functioning(crewIn(state, v, 'driver'))) return ruleError('vehicle/no-driver', 'Case 23.22', `${v.name}'s driver is out of action: it may not move or change facing (Case 23.22).`);
  if (need === 'turret' && !functioning(crewIn(state, v, 'gunner'))) return ruleError('vehicle/no-gunner', 'Case 23.22', `${v.name}'s gunner is out of action: the turret cannot be turned (Case 23.22).`);
  return undefined;
}

/** Case 29.13 (ruling VH9): the driver is engaged in hand-to-hand combat while an able Enemy man stands in the vehicle's square. */
function meleeEngaged(state: GameState, v: VehicleState): boolean {
  const sq = v.square;
  return sq !== undefined && Object.values(state.men).some((m) => m.side !== v.side && canAct(m) && m.square?.col === sq.col && m.square.row === sq.row);
}

/** Case 24.12: a flamethrower or rocket launcher man counts as two infantrymen. */
export function passengerWeight(man: ManState): number {
  return man.weapons.some((w) => w === 'flamethrower' || w === 'rocket-launcher') ? 2 : 1;
}

/** Men aboard who can be seen as men (everyone aboard, for the umpire's counts). */
export const aboardMen = (state: GameState, v: VehicleState): ManState[] => aboardIds(v).map((id) => state.men[id]).filter((m): m is ManState => m !== undefined);

// ---------------------------------------------------------------------------
// createGame

const TANK_ROLES_WWII: readonly CrewRole[] = ['commander', 'driver', 'loader', 'gunner', 'hull-machinegunner'];
/** Case 23.22 note: modern-era tanks have neither hull machineguns nor hull machinegunners (four men, General Rule). */
const TANK_ROLES_MODERN: readonly CrewRole[] = ['commander', 'driver', 'loader', 'gunner'];
/** Case 24.11: driver and commander/gunner. */
const APC_ROLES: readonly CrewRole[] = ['commander', 'driver'];

interface CrewSpec {
  readonly side: string;
  readonly endurance: number;
}

/**
 * Sections 23.0, 24.0 when chosen at createGame: each vehicle the listing gives a side (scenario `vehicles`), with its
 * full crew as men of the side (Case 47.42 "The Tank and the APC come with full crew"), each with a pistol and a combat
 * knife (Case 23.73). Set up in the Zones whose set-up names it, or with the side's entering men (ruling VH3).
 */
export function initialVehicles(
  scenario: Pick<Scenario, 'sides' | 'deployment' | 'entry' | 'conditions'>,
  chosen: readonly string[],
  crewSpec: (side: string) => CrewSpec,
): { vehicles?: VehiclesState; crew: Record<string, ManState> } {
  if (!VEHICLE_SECTIONS.some((s) => chosen.includes(s))) return { crew: {} };
  const era = scenario.conditions.era;
  const vehicles: VehicleState[] = [];
  const crew: Record<string, ManState> = {};
  for (const side of scenario.sides) {
    for (const listed of side.vehicles) {
      const kind = listed.kind;
      if (kind !== 'tank' && kind !== 'apc') continue;
      if (!chosen.includes(VEHICLE_SECTION[kind])) continue;
      for (let i = 0; i < listed.count; i++) {
        const id = `vehicle-${vehicles.length + 1}`;
        const name = `${side.name} ${KIND_NAME[kind]}${listed.count > 1 ? ` ${i + 1}` : ''}`;
        const roles: readonly CrewRole[] = kind === 'apc' ? APC_ROLES : era === 'Modern' ? TANK_ROLES_MODERN : TANK_ROLES_WWII;
        const seats: Partial<Record<CrewRole, string>> = {};
        const spec = crewSpec(side.id);
        for (const role of roles) {
          const manId = `${id}-${role}`;
          seats[role] = manId;
          crew[manId] = {
            id: manId,
            side: side.id,
            name: `${name} ${role.replace('-', ' ')}`,
            posture: 'erect',
            endurance: spec.endurance,
            wounds: 0,
            condition: 'fit',
            weapons: ['pistol', 'combat-knife'],
            original: true,
            aboard: { vehicleId: id },
          };
        }
        const zones = scenario.deployment.filter((d) => d.side === side.id).flatMap((d) => d.zones.filter((z) => (z.vehicles as readonly string[]).includes(kind)).map((z) => z.zone));
        const entry = scenario.entry.some((e) => e.side === side.id);
        vehicles.push({
          id,
          side: side.id,
          kind,
          name,
          variant: { era, ...(kind === 'apc' ? { apcType: era === 'Modern' ? 'enclosed' : 'unroofed' } : {}) },
          facing: 'N',
          ...(kind === 'tank' ? { turret: 'N' as const } : {}),
          open: false,
          crew: seats,
          passengers: [],
          riders: [],
          setup: { ...(zones.length > 0 ? { zones } : {}), ...(entry && zones.length === 0 ? { entry: true } : {}), caseRef: `Case ${listed.case}` },
        });
      }
    }
  }
  return { vehicles: { vehicles, nextNumber: vehicles.length + 1 }, crew };
}

/** Case 7.41 (no more than two Friendly men in a square): how many more of `side` may stand in `square`, counting `extra` already sent there. */
export function roomFor(state: GameState, side: string, square: { col: number; row: number }, extra = 0): boolean {
  const here = Object.values(state.men).filter((m) => m.side === side && m.condition !== 'dead' && m.square?.col === square.col && m.square.row === square.row).length;
  return here + extra < 2;
}

/** Case 23.62 (ruling VH19): the squares of the tanks on the map, blocking terrain for Line of Sight; a lookup table, not a scan, in the trace (los-vehicles.ts). */
export function losVehicles(state: GameState): { vehicles?: readonly Square[] } {
  const squares = (state.vehicles?.vehicles ?? []).filter((v) => v.kind === 'tank' && v.square !== undefined).map((v) => v.square!);
  return squares.length > 0 ? { vehicles: squares } : {};
}

/** What a man aboard a vehicle (no square of his own, ruling VH2) may order himself: begin, end, get out, withdraw a plot (Case 5.1 B; rulings VH44, VH60). */
const ABOARD_TASKS: ReadonlySet<string> = new Set(['task/begin', 'task/end', 'task/dismount-vehicle', 'plot/withdraw']);

/** Cases 24.14, 24.43, 29.34: a passenger's tasks that need no square of his own (reloading, readying a weapon, preparing grenades). */
const PASSENGER_TASKS: ReadonlySet<string> = new Set(['task/reload', 'task/prepare-weapon', 'task/prepare-grenade']);

/** Case 24.71: what a man who moved with a vehicle this Game-Turn may still do once out of it. */
const AFTER_RIDE: ReadonlySet<string> = new Set(['task/begin', 'task/end', 'task/fall-prone']);

/**
 * Case 24.71 (ruling VH45): "Men who move with an APC during a given Turn may dismount and possibly fall prone at the
 * end of the APC's movement, but not perform any other tasks outside the APC."
 */
function carriedError(state: GameState, man: ManState, type: string): RuleError | undefined {
  if (!type.startsWith('task/') || AFTER_RIDE.has(type) || !manTurnOf(state, man.id).carried) return undefined;
  return ruleError('vehicle/carried', 'Case 24.71', `${man.name} moved with a vehicle this Game-Turn: out of it he may only fall prone (Case 24.71).`);
}

/**
 * The gate for men aboard a vehicle (ruling VH18): a passenger or rider has his Task Points (Case 24.14).
 * He may get out (Case 24.12); a passenger (not crew, not a rider) may reload and ready a weapon
 * (Cases 24.43, 29.34); a passenger who may fire from his vehicle (Cases 24.33, 24.52, 29.33;
 * vehicle-passenger-fire.ts) fires. Every other task needs a square he does not have, and is
 * refused by name rather than resolved from a missing square.
 */
export function aboardGate(state: GameState, command: { readonly type: string }): RuleError | undefined {
  if (!state.vehicles || !(command.type.startsWith('task/') || command.type.startsWith('plot/'))) return undefined;
  const id = (command as { manId?: unknown }).manId;
  const man = typeof id === 'string' ? state.men[id] : undefined;
  if (man?.square && !man.aboard) return carriedError(state, man, command.type);
  if (!man?.aboard || man.square || ABOARD_TASKS.has(command.type)) return undefined;
  const v = vehicleOf(state, man.aboard.vehicleId);
  const passenger = v !== undefined && v.passengers.includes(man.id);
  if (passenger && PASSENGER_TASKS.has(command.type)) return undefined;
  if (command.type === 'task/fire') return passengerFireError(state, man);
  // Case 24.61 (ruling VH44): men in APCs (and jeeps, Case 29.34) may be plotted for opportunity fire.
  if (command.type === 'plot/opportunity-fire') {
    const fireTask = String((command as { fireTask?: unknown }).fireTask ?? '');
    // Cases 23.33, 23.53 (ruling VH60): the crewman at a machinegun is plotted for his gun (vehicle-gun-plot.ts says whether).
    return fireTask === GUN_PLOT_TASK ? undefined : aboardPlotError(state, man, fireTask);
  }
  if (command.type === 'task/throw-grenade') {
    const thrown = aboardThrow(state, man);
    return thrown.ok ? undefined : thrown.error;
  }
  return ruleError('vehicle/aboard', 'Case 24.12', `${man.name} is aboard ${v?.name ?? man.aboard.vehicleId}: from there he may only dismount (Case 24.12), reload, ready a weapon, prepare a grenade, or fire and throw as his place in it allows (Cases 24.33, 24.43, 24.52, 29.33, 29.34; rulings VH18, VH40).`);
}
