/**
 * Mines under a vehicle roll its damage table (Section 26.0's tables, now
 * played): an anti-tank mine a tank or APC detonates — "roll once on the
 * Tank/APC Damage Table (26.5)" (Case 22.42); a jeep or motorcycle affected by
 * an anti-personnel mine on a 6 — "Refer to the Motorcycle/Jeep Damage Table
 * (26.6)" (Cases 22.14, 29.21). The `vehicle-moved` event holds the 1D6
 * (engine/vehicle-command.ts, ruling VH12); this follows it with
 * `vehicle-damaged`, the wounds and any explosion (engine/shell-blast.ts), one
 * table roll per mine that detonated (ruling MN10).
 */
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { GameEvent } from '../model/events';
import type { Folded } from './follow-ups';
import type { Fold } from './opportunity-command';
import { vehicleShellDamage } from './shell-blast';

const MINE_STRIKE = { jeepCase: 'Case 22.14', tankCase: 'Case 22.42', reason: 'a mine went off under it' };

/** Follow-up (triggers.ts): after a command whose events moved a vehicle onto mines that went off. */
export function withVehicleMineDamage(sofar: Folded, own: readonly GameEvent[], dice: DiceSource, fold: Fold): Folded {
  let out = sofar;
  for (const e of own) {
    if (e.type !== 'vehicle-moved') continue;
    const rolls = e.steps.reduce((n, s) => n + (s.antiTank ?? []).filter((a) => a.detonated).length + (s.jeepMine?.affected ? 1 : 0), 0);
    for (let i = 0; i < rolls; i++) {
      // A vehicle the first mine destroyed is struck no more (ruling AR10).
      if (out.state.vehicles?.vehicles.find((v) => v.id === e.vehicleId)?.damage?.effects?.includes('destroyed')) break;
      const r = vehicleShellDamage(out.state, [e.vehicleId], dice, fold, MINE_STRIKE);
      out = { events: [...out.events, ...r.events], state: r.state };
    }
  }
  return out;
}
