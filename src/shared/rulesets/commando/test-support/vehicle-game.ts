import type { Command } from '../model/commands';
import type { ScenarioRuntime } from '../model/scenario-state';
import type { GameState, ManState } from '../model/state';
import type { CrewRole, VehicleKind, VehicleState, VehicleVariant } from '../model/vehicle';
import type { Compass } from '../rules/searchlights';
import { engineGame, type ManSpec } from './engine-game';

const runtime = (started: boolean, optionalRules: readonly string[]): ScenarioRuntime => ({
  id: 't', title: 'vehicle test', section: 0, optionalRules, enduranceChoice: 'standard', specialRules: [],
  gameLength: { caseRef: '38.3', goalOriented: false, endsWhen: [] }, victory: [], features: {}, deployment: [], entry: [], reinforcements: [],
  deployed: {}, sentries: {}, entries: {}, entriesTurn: 0, objects: {}, counters: {}, flags: {}, grapples: {}, started,
});

export interface VehicleSpec {
  readonly kind: VehicleKind;
  readonly side: string;
  readonly col: number;
  readonly row: number;
  readonly facing?: Compass;
  readonly turret?: Compass;
  readonly open?: boolean;
  readonly variant?: Partial<VehicleVariant>;
  /** The seats filled (default: a full crew for a tank or APC, none for a jeep or motorcycle). */
  readonly crew?: readonly CrewRole[];
}

const FULL: Readonly<Record<VehicleKind, readonly CrewRole[]>> = {
  tank: ['commander', 'driver', 'loader', 'gunner', 'hull-machinegunner'],
  apc: ['commander', 'driver'],
  jeep: [],
  motorcycle: [],
};

/**
 * A started day game on a blank 40 × 40 map with Sections 23, 24, 29 and 30 chosen: these men, these vehicles
 * (`vehicle-1`, … with crew `vehicle-1-commander`, … aboard). Side `a` commando, side `b` defending.
 */
export function vehicleGame(men: readonly ManSpec[], vehicles: readonly VehicleSpec[], opts: { started?: boolean; phase?: string; optionalRules?: readonly string[]; observationRange?: number } = {}): GameState {
  const base = engineGame(men, { width: 40, height: 40, observationRange: opts.observationRange ?? 20, ...(opts.phase ? { phase: opts.phase } : {}) });
  const all: Record<string, ManState> = { ...base.men };
  const made: VehicleState[] = vehicles.map((s, i) => {
    const id = `vehicle-${i + 1}`;
    const crew: Partial<Record<CrewRole, string>> = {};
    for (const role of s.crew ?? FULL[s.kind]) {
      const manId = `${id}-${role}`;
      crew[role] = manId;
      all[manId] = { id: manId, side: s.side, name: `${id} ${role}`, posture: 'erect', endurance: 14, wounds: 0, condition: 'fit', weapons: ['pistol', 'combat-knife'], aboard: { vehicleId: id } };
    }
    return {
      id,
      side: s.side,
      kind: s.kind,
      name: `${s.kind} ${i + 1}`,
      variant: { era: 'WWII', ...(s.kind === 'apc' ? { apcType: 'unroofed' as const } : {}), ...s.variant },
      square: { col: s.col, row: s.row },
      facing: s.facing ?? 'N',
      ...(s.kind === 'tank' ? { turret: s.turret ?? s.facing ?? 'N' } : {}),
      open: s.open ?? false,
      crew,
      passengers: [],
      riders: [],
    };
  });
  return { ...base, men: all, scenario: runtime(opts.started ?? true, opts.optionalRules ?? ['23', '24', '29', '30']), vehicles: { vehicles: made, nextNumber: made.length + 1 } };
}

/** Side a has the initiative (7 against 2): on to Game-Turn 1's Prepared Task Execution Phase, where vehicles act. */
export function toVehiclePhase(t: { state: GameState; run: (...c: Command[]) => unknown; advanceTo: (p: string) => void }): void {
  t.advanceTo('initiative');
  t.run({ type: 'initiative/roll' });
  t.advanceTo('non-prepared-task-execution');
  // Every side passes the Non-Prepared Phase (Case 6.41); a side with nobody to act has nothing to pass.
  for (const side of ['a', 'b']) {
    try {
      t.run({ type: 'side/pass', side });
    } catch {
      // nothing to pass
    }
  }
  t.advanceTo('prepared-task-execution');
}

export const vehicle = (state: GameState, id = 'vehicle-1'): VehicleState => state.vehicles!.vehicles.find((v) => v.id === id)!;
