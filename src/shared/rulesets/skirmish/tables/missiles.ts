import { printed, type Sourced } from '../../../kernel/provenance';
import { seedLine } from './seed';

/**
 * The anti-tank guided missiles (seed lines 575–616): "MISSILE A" and
 * "MISSILE B" (the rows of the Infantry A.T. table, line 246, they fire on),
 * each with its minimum and maximum range in table inches, its real range in
 * km, whether it has a back-flash (spotting +1, line 34), whether it is
 * remote-fired ("yes", "no" or "Laser"), and its optional penetration.
 * "TOW 3 (US)" is printed twice (lines 613–614, Pen. 13 and 14): both kept.
 */
export interface MissileRow {
  readonly line: number;
  readonly family: 'A' | 'B';
  readonly name: string;
  readonly min: number;
  readonly max: number;
  readonly km: number;
  readonly backflash: boolean;
  readonly remote: 'yes' | 'no' | 'laser';
  readonly pen: number;
}

const m = (line: number, family: 'A' | 'B', name: string, min: number, max: number, km: number, backflash: boolean, remote: MissileRow['remote'], pen: number): Sourced<MissileRow> =>
  printed({ line, family, name, min, max, km, backflash, remote, pen }, seedLine(line, `MISSILE ${family}, ${name}`));

export const MISSILES: readonly Sourced<MissileRow>[] = [
  m(577, 'A', 'Mathogo (Ar)', 36, 82, 2.1, false, 'no', 7),
  m(578, 'A', 'SS-10 (Fr)', 30, 74, 1.6, false, 'yes', 7),
  m(579, 'A', 'SS-11 (Fr)', 36, 96, 3.0, false, 'yes', 10),
  m(580, 'A', 'Entac (Fr)', 34, 80, 2.0, false, 'yes', 9),
  m(581, 'A', 'Cobra (WG)', 34, 74, 1.6, false, 'yes', 8),
  m(582, 'A', 'Cobra 2000 (WG)', 34, 80, 2.0, false, 'yes', 8),
  m(583, 'A', 'Mamba (WG)', 30, 80, 2.0, true, 'yes', 8),
  m(584, 'A', 'Mosquito (It)', 32, 86, 2.3, false, 'yes', 8),
  m(585, 'A', 'KAM-D3 (Ja)', 32, 78, 1.8, false, 'yes', 7),
  m(586, 'A', 'Bantam (Sw)', 30, 80, 2.0, false, 'yes', 8),
  m(587, 'A', 'Kun Wu (Ti)', 36, 96, 3.0, false, 'yes', 8),
  m(588, 'A', 'AT1 Snapper (Ru)', 21, 86, 2.3, false, 'yes', 6),
  m(589, 'A', 'AT2 Swatter (Ru)', 36, 90, 2.5, false, 'yes', 8),
  m(590, 'A', 'AT3 Sagger (Ru)', 32, 96, 3.0, false, 'yes', 7),
  m(591, 'A', 'Malkara (UK)', 30, 108, 4.0, true, 'yes', 11),
  m(592, 'A', 'Vigilant (UK)', 25, 69, 1.6, false, 'yes', 7),
  m(593, 'A', 'Shillelagh (US)', 36, 96, 3.0, false, 'no', 12),
  m(596, 'B', 'Harpoon (Fr)', 34, 96, 3.0, false, 'no', 10),
  m(597, 'B', 'ADATS (Int)', 25, 120, 6.0, true, 'no', 10),
  m(598, 'B', 'HOT (Int)', 12, 108, 4.0, false, 'no', 12),
  m(599, 'B', 'Milan (Int)', 5, 80, 2.0, false, 'no', 8),
  m(600, 'B', 'Sparieo (It)', 12, 96, 3.0, true, 'no', 10),
  m(601, 'B', 'KAM-9 (Ja)', 12, 108, 4.0, true, 'no', 10),
  m(602, 'B', 'Chyu-Mat (Ja)', 12, 108, 4.0, true, 'no', 13),
  m(603, 'B', 'Bill* (Sw)', 20, 80, 2.0, true, 'no', 7),
  m(604, 'B', 'AT2 Swatter B (Ru)', 36, 102, 3.5, false, 'no', 9),
  m(605, 'B', 'AT3 Sagger B (Ru)', 32, 96, 3.0, false, 'no', 8),
  m(606, 'B', 'AT4 Spigot (Ru)', 15, 90, 2.5, true, 'no', 8),
  m(607, 'B', 'AT5 Spandrel (Ru)', 15, 96, 3.0, true, 'no', 8),
  m(608, 'B', 'AT6 Spiral (Ru)', 60, 114, 5.0, true, 'no', 12),
  m(609, 'B', 'AT6 Spiral B (Ru)', 60, 120, 6.0, true, 'laser', 12),
  m(610, 'B', 'Swingfire (UK)', 20, 108, 4.0, false, 'yes', 10),
  m(611, 'B', 'TOW (US)', 11, 104, 3.8, true, 'no', 10),
  m(612, 'B', 'TOW Imp. (US)', 11, 104, 3.8, true, 'no', 12),
  m(613, 'B', 'TOW 3 (US)', 11, 104, 3.8, true, 'no', 13),
  m(614, 'B', 'TOW 3 (US)', 11, 104, 3.8, true, 'no', 14),
  m(615, 'B', 'Dragon (US)', 10, 62, 1.1, true, 'no', 8),
  m(616, 'B', 'Hellfire (US)', 36, 120, 6.0, true, 'laser', 16),
];

/** "* If hits, will attack top armour on (D10) 5+." (seed line 617, for the starred Bill). */
export const TOP_ATTACK_ON: Sourced<number> = printed(5, seedLine(617, '* If hits, will attack top armour on (D10) 5+'));
/** "If using Laser Designator with observer & weapon is off table e.t.c. basic (D10) 4+ to hit." (seed line 617). */
export const LASER_DESIGNATED_NEED: Sourced<number> = printed(4, seedLine(617, 'If using Laser Designator with observer & weapon is off table e.t.c. basic (D10) 4+ to hit'));
