/**
 * Fire combat: 10,000 fire resolutions with full breakdowns (`resolveFire`,
 * Section 10.0: the Table 10.81 cell, every Case 10.82 / terrain modifier as
 * a Breakdown step, the kill row, the hit 1D100 per fire, damage dice, the
 * magazine check, the summary lines) over varied situations — weapon, range,
 * firer prone or standing, target prone, target terrain, a scenario fire
 * bonus (Case 38.21), wounds — with a seeded dice source.
 *
 * Peer (the baseline, written in this file): a bare resolution of the same
 * situations that looks up the same table cell, adds the same modifiers as
 * plain numbers and rolls the same 1D100 per fire, with no Breakdown, no
 * purposes, no kill row, no damage and no log. Ratios are full ÷ bare per
 * resolution, medians of several rounds in one process. No pass/fail.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { DiceSource } from '../src/shared/kernel/dice/dice-source';
import { SeededDice } from '../src/shared/kernel/dice/seeded-dice';
import type { FieldTerrain } from '../src/shared/map/map-model';
import { resolveFire } from '../src/shared/rulesets/commando/rules/fire-combat';
import type { Firer, ResolvableTarget } from '../src/shared/rulesets/commando/rules/fire-chance';
import { DEFAULT_COMMANDO_TABLES } from '../src/shared/rulesets/commando/tables';
import { fireRowKey, rangeBand } from '../src/shared/rulesets/commando/tables/fire-combat-table';
import type { WeaponClassId } from '../src/shared/rulesets/commando/tables/weapons';
import { median, seededFractions } from './support/stats';

const RESOLUTIONS = 10_000;
const ROUNDS = 7;
const SEED = 'bench-fire-combat';


const WEAPONS: readonly WeaponClassId[] = ['pistol', 'machine-pistol', 'submachinegun', 'automatic-rifle', 'semi-automatic-rifle', 'rifle', 'carbine', 'machinegun', 'shotgun'];
const TERRAIN: readonly FieldTerrain[] = ['clear', 'rough', 'woods', 'forest', 'rubble', 'building', 'trench', 'crater'];

interface Situation {
  readonly firer: Firer;
  readonly target: ResolvableTarget;
}

function situations(n: number): Situation[] {
  const rnd = seededFractions(1979);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  return Array.from({ length: n }, () => {
    const weapon = pick(WEAPONS);
    const bonus = pick([0, 0, 0, 10, -10, 20]);
    const firer: Firer = {
      weapon,
      wounds: { endurance: 14, woundPoints: rnd() < 0.15 ? 8 : 0 },
      // Case 10.22: a machinegun fires braced only.
      prone: weapon === 'machinegun' || rnd() < 0.4,
      adjacentToWall: rnd() < 0.2,
      taskPointsRemaining: 50,
      combatTasksThisTurn: 0,
      weaponLoaded: true,
      ...(bonus ? { combatBonus: bonus } : {}),
    };
    const target: ResolvableTarget = {
      label: 'man B',
      range: 1 + Math.floor(rnd() * 30),
      observedByFirer: true,
      prone: rnd() < 0.35,
      terrain: pick(TERRAIN),
      wounds: { endurance: 14, woundPoints: 0 },
    };
    return { firer, target };
  });
}

/** The full resolution: breakdowns, kill row, damage, magazine, log (what the engine records). */
function full(sits: readonly Situation[], dice: DiceSource): number {
  let hits = 0;
  for (const s of sits) {
    const r = resolveFire(s, dice);
    if (!('code' in r) && r.hit) hits++;
  }
  return hits;
}

/** The baseline: the same cell, the same modifiers as numbers, the same 1D100 per fire; nothing else. */
function bare(sits: readonly Situation[], dice: DiceSource): number {
  const t = DEFAULT_COMMANDO_TABLES;
  const prone = t.fireModifiers['target-prone'].modifier.value;
  let hits = 0;
  for (const { firer, target } of sits) {
    const w = t.weaponClasses[firer.weapon];
    const mode = w.rows.includes('any') ? 'any' : firer.prone || firer.adjacentToWall ? 'braced' : 'hand-held';
    const cell = t.fireCombat[fireRowKey(firer.weapon, mode)]?.[rangeBand(target.range).id]?.value;
    if (cell === undefined || cell === 'P') continue;
    let chance = cell + t.fieldTerrain[target.terrain].fireModifier.value + (target.prone ? prone : 0) + (firer.combatBonus ?? 0);
    if (firer.wounds.woundPoints * 2 >= firer.wounds.endurance) chance = Math.floor(chance / 2);
    if (cell <= 0 && chance <= 0) continue;
    chance = Math.min(90, Math.max(1, chance));
    for (let f = 0; f < w.fires.value; f++) {
      const tens = dice.roll({ die: 'd10', purpose: 'hit' }).face % 10;
      const units = dice.roll({ die: 'd10', purpose: 'hit' }).face % 10;
      const roll = tens * 10 + units || 100;
      if (roll <= chance) {
        hits++;
        break;
      }
    }
  }
  return hits;
}


export default async function run(): Promise<void> {
  const sits = situations(RESOLUTIONS);
  const cases = { full: (d: DiceSource) => full(sits, d), bare: (d: DiceSource) => bare(sits, d) };
  const samples: Record<keyof typeof cases, number[]> = { full: [], bare: [] };
  const hits: Record<keyof typeof cases, number> = { full: 0, bare: 0 };
  for (const fn of Object.values(cases)) fn(SeededDice.fromSeed(SEED)); // warm up
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, fn] of Object.entries(cases) as [keyof typeof cases, (d: DiceSource) => number][]) {
      const dice = SeededDice.fromSeed(`${SEED}-${round}`);
      const t0 = performance.now();
      hits[name] = fn(dice);
      samples[name].push(performance.now() - t0);
    }
  }
  const perFull = (median(samples.full) / RESOLUTIONS) * 1000;
  const perBare = (median(samples.bare) / RESOLUTIONS) * 1000;
  console.log(`fire-combat: ${RESOLUTIONS.toLocaleString('en')} resolutions over varied situations (seeded dice); median of ${ROUNDS} rounds`);
  console.log('  baseline = a bare resolution written in bench/fire-combat.ts: same Table 10.81 cell, same modifiers as numbers, same 1D100 per fire; no breakdowns, kill row, damage or log');
  console.log(`  resolveFire (full breakdowns)   per resolution ${perFull.toFixed(2).padStart(7)} µs   ×${(perFull / perBare).toFixed(2)} baseline   (${hits.full} hit)`);
  console.log(`  baseline (bare)                 per resolution ${perBare.toFixed(2).padStart(7)} µs   ×1.00            (${hits.bare} hit)`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await run();
