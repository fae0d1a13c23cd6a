import { sq } from './names';
import { diceText } from './dice-text';
import { cite, pct, plural, tp, type Sentences } from './sentence-types';

const withDice = (dice: Parameters<typeof diceText>[0]): string => {
  const t = diceText(dice);
  return t ? `; dice ${t}` : '';
};

const GUN_WORDS = { hull: 'hull machinegun', coaxial: 'coaxial machinegun', hatch: 'turret hatch machinegun', swivel: 'swivel machinegun' } as const;

/** Sentences for vehicles (Sections 23.0, 24.0, 29.0, 30.0). */

type VehicleKinds = 'vehicle-placed' | 'vehicle-moved' | 'vehicle-pivoted' | 'turret-turned' | 'vehicle-hatch' | 'crew-exchanged' | 'crew-bailed-out' | 'crew-re-entered' | 'man-boarded' | 'man-alighted' | 'vehicle-damaged' | 'vehicle-panic-checked' | 'main-gun-fired' | 'vehicle-machinegun-fired' | 'vehicle-exploded';

export const VEHICLE_SENTENCES: Pick<Sentences, VehicleKinds> = {
  'vehicle-panic-checked': (e) => `${e.vehicleId} checks for panic: 1D100 = ${e.roll} against ${e.chance.final}% — ${e.text}${cite(e.caseRef)}`,
  'vehicle-placed': (e) => `${e.vehicleId} placed in ${sq(e.square)} facing ${e.facing}${e.turret ? `, turret ${e.turret}` : ''}${e.reason ? ` — ruling: ${e.reason}` : ''}${cite(e.caseRef)}`,
  'vehicle-moved': (e, n) => {
    const path = e.steps.map((s) => sq(s.to)).join(' → ');
    const extra = e.steps.flatMap((s) => [
      ...(s.sidestepped ?? []).map((x) => `${n.man(x.manId)} steps aside to ${sq(x.to)}`),
      ...(s.runOver ?? []).map((id) => `${n.man(id)} is run over and killed`),
      ...(s.harmlessMines?.length ? [`a mine in ${sq(s.to)} goes off harmlessly`] : []),
      ...(s.jeepMine ? [`a mine in ${sq(s.to)} goes off: 1D6 = ${s.jeepMine.roll}, ${s.jeepMine.affected ? 'the vehicle is affected (Table 26.6)' : 'no effect on the vehicle'}`] : []),
      ...(s.antiTank ?? []).map((a) => `anti-tank mine in ${sq(s.to)}: 1D6 = ${a.roll}, ${a.detonated ? 'detonated (Table 26.5)' : 'no detonation'}`),
    ]);
    return `${e.vehicleId} moves ${path}, facing ${e.steps[e.steps.length - 1]?.facing ?? ''} (${tp(e.cost.final)})${extra.length ? `; ${extra.join('; ')}` : ''}${e.mounted ? `; ${n.man(e.mounted)} mounts it and it stops` : ''}${cite(e.caseRef)}`;
  },
  'vehicle-pivoted': (e) => `${e.vehicleId} pivots from ${e.from} to ${e.to}${e.turret ? `, turret now ${e.turret}` : ''} (${tp(e.cost.final)})${cite(e.caseRef)}`,
  'turret-turned': (e) => `${e.vehicleId} turns its turret from ${e.from} to ${e.to} (${tp(e.cost.final)})${cite(e.caseRef)}`,
  'vehicle-hatch': (e) => `${e.vehicleId} ${e.open ? 'opens up' : 'buttons down'} (${tp(e.cost.final)})${cite(e.caseRef)}`,
  'crew-exchanged': (e) => `${e.vehicleId}: the ${e.a} and the ${e.b} change places (${tp(e.cost.final)})${cite(e.caseRef)}`,
  'crew-bailed-out': (e, n) => `${e.vehicleId}: ${e.men.map((m) => `${n.man(m.manId)} to ${sq(m.square)}`).join(', ')} bail out (${tp(e.cost.final)})${cite(e.caseRef)}`,
  'crew-re-entered': (e, n) => `${n.man(e.manId)} re-enters ${e.vehicleId} as its ${e.role} (${tp(e.cost.final)})${cite(e.caseRef)}`,
  'man-boarded': (e, n) => `${n.man(e.manId)} mounts ${e.vehicleId} from ${sq(e.from)} as ${e.as === 'rider' ? 'a rider' : e.as === 'driver' ? 'its driver' : 'a passenger'}${e.captured ? ', capturing it' : ''} (${tp(e.cost.final)}; the vehicle ${tp(e.vehicleCost)})${cite(e.caseRef)}`,
  'man-alighted': (e, n) => `${n.man(e.manId)} dismounts ${e.vehicleId} to ${sq(e.square)} (${tp(e.cost.final)}; the vehicle ${tp(e.vehicleCost)})${cite(e.caseRef)}`,
  'vehicle-damaged': (e) =>
    e.table
      ? `${e.vehicleId} is struck: ${e.table.name} 1D10 = ${e.table.roll}, ${e.table.effects.join(' and ')}${e.knockedOut ? ' — destroyed' : ''}${cite(e.caseRef)}`
      : `${e.vehicleId} damaged: ${e.knockedOut ? 'knocked out' : `loses ${tp(e.taskPointsLost)} a Turn`} — ruling: ${e.reason}${cite(e.caseRef)}`,
  'main-gun-fired': (e, n) => {
    const where = e.hit ? `hits ${sq(e.landing)}` : `scatters ${e.scatter?.distance ?? 0} ${(e.scatter?.direction ?? '').toUpperCase()} from ${sq(e.target)} to ${sq(e.landing)}`;
    const struck = e.hits.filter((h) => !h.shielded);
    const hits = struck.length === 0 ? '' : `: ${struck.map((h) => `${n.man(h.manId)} ${h.killed ? 'killed' : plural(h.wounds, 'Wound Point')}`).join(', ')}`;
    const lines = e.removedLines.length > 0 ? `; ${plural(e.removedLines.length, 'wall or wire side')} destroyed` : '';
    return `${e.vehicleId} fires its main gun at ${sq(e.target)} (${pct(e.chance)}, ${tp(e.cost.final)}): the round ${where}${hits}${lines}${withDice(e.dice)}${cite(e.caseRef)}`;
  },
  'vehicle-exploded': (e, n) => {
    const how = { 'tank-shell': 'as a tank main gun shell (Diagram 8)', 'apc-backblast': 'as a LAW back-blast in every direction', grenades: 'as grenades in its square' }[e.how];
    const men = e.men.length === 0 ? '' : `: ${e.men.map((m) => `${n.man(m.manId)} ${m.killed ? 'killed' : plural(m.wounds, 'Wound Point')}`).join(', ')}`;
    const lines = e.removedLines.length > 0 ? `; ${plural(e.removedLines.length, 'wall or wire side')} destroyed` : '';
    return `${e.vehicleId} ${e.burned ? 'burns out and explodes' : 'explodes'} in ${sq(e.square)} ${how}${men}${lines}${withDice(e.dice)}${cite(e.caseRef)}`;
  },
  'vehicle-machinegun-fired': (e, n) => `${e.vehicleId} fires its ${GUN_WORDS[e.gun]}, manned by ${n.man(e.crewmanId)}${e.panic ? ', in panic, at the nearest observed Enemy man' : ''} (${tp(e.cost.final)})${cite(e.caseRef)}`,
};
