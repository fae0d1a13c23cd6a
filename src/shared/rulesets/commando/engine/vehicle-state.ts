/**
 * Folds the vehicle events (Sections 23.0, 24.0, 29.0, 30.0). Pure; it never
 * rolls. The men aboard have no square of their own (ruling VH2); a man run
 * over is killed (Case 23.18); mines set off by a vehicle are spent (Cases
 * 22.13, 22.14, 22.42).
 */
import type { VehicleEvent } from '../model/events-vehicles';
import type { GameState, ManState } from '../model/state';
import { manTurnOf, sequenceOf } from '../model/state';
import type { VehicleState, VehicleTurn } from '../model/vehicle';
import { roleOf } from '../model/vehicle';
import { sideKey } from '../../../map/map-model';

const spendMan = (state: GameState, manId: string, cost: number, moved: boolean): GameState => {
  const seq = sequenceOf(state);
  const t = manTurnOf(state, manId);
  return { ...state, sequence: { ...seq, men: { ...seq.men, [manId]: { ...t, spent: t.spent + cost, movedThisTurn: t.movedThisTurn || moved } } } };
};

/** Case 24.71: he moved with a vehicle this Game-Turn. */
const carried = (state: GameState, manId: string): GameState => {
  const seq = sequenceOf(state);
  return { ...state, sequence: { ...seq, men: { ...seq.men, [manId]: { ...manTurnOf(state, manId), carried: true } } } };
};

const withMan = (state: GameState, manId: string, change: (m: ManState) => ManState): GameState => {
  const m = state.men[manId];
  return m ? { ...state, men: { ...state.men, [manId]: change(m) } } : state;
};

const withVehicle = (state: GameState, id: string, change: (v: VehicleState) => VehicleState): GameState => {
  const vs = state.vehicles;
  return vs ? { ...state, vehicles: { ...vs, vehicles: vs.vehicles.map((v) => (v.id === id ? change(v) : v)) } } : state;
};

const turnOf = (state: GameState, v: VehicleState): VehicleTurn => (v.turnRecord?.turn === state.turn ? v.turnRecord : { turn: state.turn, spent: 0, moved: false, turretTurned: false });

const spendVehicle = (state: GameState, v: VehicleState, cost: number, patch: Partial<VehicleTurn> = {}): VehicleState => {
  const t = turnOf(state, v);
  return { ...v, turnRecord: { ...t, ...patch, spent: t.spent + cost } };
};

const offFoot = (m: ManState, vehicleId: string): ManState => {
  const { square: _s, aloft: _a, ...rest } = m;
  return { ...rest, aboard: { vehicleId } };
};

const onFoot = (m: ManState, square: GameState['men'][string]['square']): ManState => {
  const { aboard: _gone, ...rest } = m;
  return square ? { ...rest, square } : rest;
};

export function evolveVehicleEvent(state: GameState, event: VehicleEvent): GameState {
  switch (event.type) {
    case 'vehicle-placed':
      return withVehicle(state, event.vehicleId, (v) => ({ ...v, square: event.square, facing: event.facing, ...(event.turret ? { turret: event.turret } : {}) }));
    case 'vehicle-moved': {
      let s = state;
      const last = event.steps[event.steps.length - 1]!;
      for (const step of event.steps) {
        for (const side of step.sidestepped ?? []) s = withMan(s, side.manId, (m) => ({ ...m, square: side.to }));
        for (const id of step.runOver ?? []) s = withMan(s, id, (m) => ({ ...m, condition: 'dead' }));
        const spent = new Set([...(step.harmlessMines ?? []), ...(step.jeepMine?.mineIds ?? []), ...(step.antiTank ?? []).filter((a) => a.detonated).map((a) => a.mineId)]);
        if (spent.size > 0 && s.mines) s = { ...s, mines: { ...s.mines, laid: s.mines.laid.map((m) => (spent.has(m.id) ? { ...m, status: 'detonated' as const, detonatedTurn: s.turn } : m)) } };
      }
      s = withVehicle(s, event.vehicleId, (v) => ({
        ...spendVehicle(s, v, event.cost.final, { moved: true, ...(event.mounted ? { stopped: true } : {}) }),
        square: last.to,
        facing: last.facing,
        ...(last.turret ? { turret: last.turret } : {}),
        ...(event.mounted ? { riders: [...v.riders, event.mounted] } : {}),
      }));
      if (event.mounted) s = withMan(spendMan(s, event.mounted, event.mountCost?.final ?? 0, true), event.mounted, (m) => offFoot(m, event.vehicleId));
      // Case 24.71 (ruling VH45): the men an APC (or a tank, as an unroofed APC, ruling VH14) carried moved with it this Game-Turn.
      const carrier = s.vehicles?.vehicles.find((v) => v.id === event.vehicleId);
      for (const id of carrier && (carrier.kind === 'apc' || carrier.kind === 'tank') ? [...carrier.passengers, ...carrier.riders] : []) s = carried(s, id);
      return s;
    }
    case 'vehicle-pivoted':
      return withVehicle(state, event.vehicleId, (v) => ({ ...spendVehicle(state, v, event.cost.final), facing: event.to, ...(event.turret ? { turret: event.turret } : {}) }));
    case 'turret-turned':
      return withVehicle(state, event.vehicleId, (v) => ({ ...spendVehicle(state, v, event.cost.final, { turretTurned: true }), turret: event.to }));
    case 'vehicle-hatch':
      return withVehicle(state, event.vehicleId, (v) => ({ ...spendVehicle(state, v, event.cost.final), open: event.open }));
    case 'crew-exchanged':
      return withVehicle(state, event.vehicleId, (v) => {
        const crew = { ...v.crew };
        const a = crew[event.a];
        const b = crew[event.b];
        delete crew[event.a];
        delete crew[event.b];
        return { ...spendVehicle(state, v, event.cost.final), crew: { ...crew, ...(b ? { [event.a]: b } : {}), ...(a ? { [event.b]: a } : {}) } };
      });
    case 'crew-bailed-out': {
      let s = withVehicle(state, event.vehicleId, (v) => {
        const crew = { ...v.crew };
        for (const b of event.men) {
          const role = roleOf(v, b.manId);
          if (role) delete crew[role];
        }
        return { ...spendVehicle(state, v, event.cost.final), crew };
      });
      for (const b of event.men) s = withMan(s, b.manId, (m) => onFoot(m, b.square));
      return s;
    }
    case 'crew-re-entered': {
      const s = withVehicle(state, event.vehicleId, (v) => ({ ...v, crew: { ...v.crew, [event.role]: event.manId }, turnRecord: { ...turnOf(state, v), reEnteredPhase: event.phase } }));
      return withMan(spendMan(s, event.manId, event.cost.final, false), event.manId, (m) => offFoot(m, event.vehicleId));
    }
    case 'man-boarded': {
      const s = withVehicle(state, event.vehicleId, (v) => {
        const paid = spendVehicle(state, v, event.vehicleCost, { loadedFrom: { phase: event.phase, square: event.from } });
        if (event.as === 'driver') return { ...paid, ...(event.captured ? { side: state.men[event.manId]?.side ?? v.side } : {}), crew: { ...v.crew, driver: event.manId } };
        return event.as === 'rider' ? { ...paid, riders: [...v.riders, event.manId] } : { ...paid, passengers: [...v.passengers, event.manId] };
      });
      return withMan(spendMan(s, event.manId, event.cost.final, true), event.manId, (m) => offFoot(m, event.vehicleId));
    }
    case 'man-alighted': {
      const s = withVehicle(state, event.vehicleId, (v) => {
        const role = roleOf(v, event.manId);
        const crew = { ...v.crew };
        if (role) delete crew[role];
        return {
          ...spendVehicle(state, v, event.vehicleCost, { loadedFrom: { phase: event.phase, square: event.square } }),
          crew,
          passengers: v.passengers.filter((id) => id !== event.manId),
          riders: v.riders.filter((id) => id !== event.manId),
        };
      });
      return withMan(spendMan(s, event.manId, event.cost.final, true), event.manId, (m) => onFoot(m, event.square));
    }
    case 'vehicle-panic-checked':
      // Cases 23.51–23.52: checked once a Game-Turn; a panicked vehicle takes no further task that Turn (vehicleTaskError).
      return withVehicle(state, event.vehicleId, (v) => ({ ...v, panic: { turn: state.turn, reading: event.reading } }));
    case 'vehicle-damaged':
      return withVehicle(state, event.vehicleId, (v) => {
        // A table roll adds its effects to those the vehicle already has (Cases 28.34–28.35).
        const effects = [...new Set([...(v.damage?.effects ?? []), ...(event.table?.effects ?? [])])];
        const knockedOut = event.knockedOut || (event.table !== undefined && (v.damage?.knockedOut ?? false));
        // Tables 26.5 / 26.6 Burns: it explodes in the next Game-Turn's Bookkeeping Phase (a second Burns does not put that off).
        const burnsTurn = v.damage?.burnsTurn ?? (event.table?.effects.includes('burns') ? state.turn : undefined);
        const exploded = v.damage?.exploded;
        return { ...v, damage: { taskPointsLost: event.taskPointsLost, knockedOut, caseRef: event.caseRef, ...(effects.length > 0 ? { effects } : {}), ...(burnsTurn !== undefined ? { burnsTurn } : {}), ...(exploded ? { exploded } : {}) } };
      });
    case 'vehicle-exploded': {
      // Tables 26.5 / 26.6 Destroyed: the vehicle is gone; a tank's blast takes the walls and wire beside it, as a shell's (ruling AR5).
      const gone = new Set(event.removedLines.map((l) => sideKey(l.side)));
      const map = gone.size === 0 ? state.map : { ...state.map, lines: state.map.lines.filter((l) => !gone.has(sideKey(l.side))) };
      return withVehicle({ ...state, map }, event.vehicleId, (v) => {
        const effects = [...new Set([...(v.damage?.effects ?? []), 'destroyed'])];
        return { ...v, damage: { ...(v.damage ?? { taskPointsLost: 0, caseRef: event.caseRef }), knockedOut: true, effects, exploded: true } };
      });
    }
    case 'main-gun-fired': {
      // Section 23.0 "Fire": the walls and wire beside the square hit come off the map (as a shell's, ruling AR5).
      const gone = new Set(event.removedLines.map((l) => sideKey(l.side)));
      const map = gone.size === 0 ? state.map : { ...state.map, lines: state.map.lines.filter((l) => !gone.has(sideKey(l.side))) };
      return withVehicle({ ...state, map }, event.vehicleId, (v) => ({
        ...spendVehicle(state, v, event.cost.final, { mainGunFires: (turnOf(state, v).mainGunFires ?? 0) + 1 }),
        turretFiredTurn: state.turn,
      }));
    }
    case 'vehicle-machinegun-fired':
      // Case 23.32 (ruling VH27): the 25 pays for its machineguns' fire in this Phase; Case 23.24: the coaxial is a turret weapon.
      return withVehicle(state, event.vehicleId, (v) => ({
        ...spendVehicle(state, v, event.cost.final, event.cost.final > 0 ? { machinegunsPaidPhase: state.phase } : {}),
        ...(event.gun === 'coaxial' ? { turretFiredTurn: state.turn } : {}),
      }));
  }
}
