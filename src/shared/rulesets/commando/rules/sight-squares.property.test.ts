/**
 * The lit squares and a side's shading of them now come from one field of view per viewpoint
 * (sight-squares.ts) instead of one Line of Sight per square: the same squares, on the twelve bundled
 * maps, with smoke and men on roofs. The oracles are the per-square loops the code had before
 * (Cases 8.2, 33.21–33.25, 34.21–34.33; rulings SL3, SL10, IL3, IL4, IL10), written out here.
 */
import { describe, expect, inject, it } from 'vitest';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { loadBundledMap as load } from '../test-support/bundled-maps';
import type { Square } from '../../../map/map-model';
import { onMap } from '../../../map/map-model';
import { propertySeed } from '../test-support/property-seed';
import { searchlightGame, withTowers } from '../test-support/searchlight-game';
import { canAct } from '../model/state';
import { projectView } from '../view/view';
import { ILLUMINATION_KINDS } from '../tables/illumination';
import { DEFAULT_COMMANDO_TABLES } from '../tables';
import { isInterior } from './grenade-geometry';
import { litSquares as lightLit } from './illumination';
import { lineOfSight } from './line-of-sight';
import { range } from './range';
import { COMPASS, inArc, litSquares as beamLit } from './searchlights';
import { SEARCHLIGHT_NUMBERS } from '../tables/searchlights';
import { inSight, sightFrom } from './sight-squares';

const MAPS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'j', 'k', 'l', 'm'];
const RUNS = Math.max(24, Math.round(Number(inject('sightlineFovOrigins') || 96) / 4));
const SEED = propertySeed();

const key = (s: Square) => `${s.col},${s.row}`;
const sorted = (list: readonly Square[]) => list.map(key).sort();

describe('lit squares and a side’s shading by field of view are the per-square Line of Sight’s (Cases 8.2, 33.2, 34.2)', () => {
  it(`${RUNS} random draws over the twelve maps (seed ${SEED})`, { timeout: 600_000 }, async () => {
    const maps = await Promise.all(MAPS.map(load));
    const rng = xoroshiro128plus(SEED);
    const int = (lo: number, hi: number) => uniformInt(rng, lo, hi);
    for (let n = 0; n < RUNS; n++) {
      const map = maps[n % maps.length]!;
      const at = (): Square => ({ col: int(1, map.width), row: int(1, map.height) });
      const smoke: Square[] = int(0, 2) === 0 ? Array.from({ length: int(1, 3) }, at) : [];
      const ctx = smoke.length ? { smoke } : undefined;
      const where = `map ${map.id}, draw ${n}, smoke ${JSON.stringify(smoke)}`;

      // One viewpoint against random squares, on and off the map, asked twice (the second from the cache).
      const from = { square: at(), posture: 'erect' as const, ...(int(0, 4) === 0 ? { level: int(1, 2) } : {}) };
      for (let k = 0; k < 2; k++) {
        const fov = sightFrom(map, from, smoke);
        for (let q = 0; q < 200; q++) {
          const sq = { col: int(0, map.width + 1), row: int(0, map.height + 1) };
          const want = onMap(map, sq) && lineOfSight(map, from, { square: sq, posture: 'erect' }, ctx).clear;
          expect(inSight(fov, sq), `${where}, ${key(from.square)} → ${key(sq)}`).toBe(want);
        }
      }

      // A searchlight's beam (Cases 33.21–33.25, ruling SL3).
      const beam = { square: at(), facing: COMPASS[int(0, 7)]! };
      const beamRange = int(4, 30);
      const wantBeam: Square[] = [];
      for (let row = 1; row <= map.height; row++)
        for (let col = 1; col <= map.width; col++) {
          const sq = { col, row };
          const d = range(beam.square, sq);
          if (d <= SEARCHLIGHT_NUMBERS.unlitWithin.value || d > beamRange || !inArc(beam.square, beam.facing, sq)) continue;
          if (lineOfSight(map, { square: beam.square, posture: 'erect', level: SEARCHLIGHT_NUMBERS.roofLevel.value }, { square: sq, posture: 'erect' }, ctx).clear) wantBeam.push(sq);
        }
      expect(sorted(beamLit(map, beam, { beamRange, smoke })), where).toEqual(sorted(wantBeam));

      // An illumination device (Cases 34.21–34.33, rulings IL3, IL4).
      const device = { kind: ILLUMINATION_KINDS[int(0, ILLUMINATION_KINDS.length - 1)]!, square: at() };
      const row = DEFAULT_COMMANDO_TABLES.illumination[device.kind];
      const overRoof = isInterior(map, device.square);
      const wantLight: Square[] = [];
      for (let r = 1; r <= map.height; r++)
        for (let c = 1; c <= map.width; c++) {
          const sq = { col: c, row: r };
          if (range(device.square, sq) > row.radius.value) continue;
          const sight = () => lineOfSight(map, { square: device.square, posture: 'erect' }, { square: sq, posture: 'erect' }).clear;
          if (!row.parachute.value ? sight() : !isInterior(map, sq) || (!overRoof && sight())) wantLight.push(sq);
        }
      expect(sorted(lightLit(map, device)), `${where}, ${device.kind} at ${key(device.square)}`).toEqual(sorted(wantLight));
    }
  });

  it('a side’s view of the beams is what its own able men see of them, square by square (ruling SL10)', async () => {
    const maps = await Promise.all(MAPS.map(load));
    const rng = xoroshiro128plus(SEED + 1);
    const int = (lo: number, hi: number) => uniformInt(rng, lo, hi);
    for (let n = 0; n < 24; n++) {
      const base = maps[n % maps.length]!;
      const pick = () => ({ col: int(1, Math.min(base.width, 40)), row: int(1, Math.min(base.height, 40)) });
      const lights = [0, 1].map((k) => ({ id: `searchlight-${k + 1}`, side: k === 0 ? 'b' : 'a', ...pick(), facing: COMPASS[int(0, 7)]! }));
      const men = Array.from({ length: int(1, 4) }, (_, k) => ({ id: `a${k + 1}`, side: 'a', ...pick() }));
      const dayRange = int(0, 1) === 0 ? ('unlimited' as const) : int(3, 15);
      let state = searchlightGame([...men, { id: 'b1', side: 'b', col: 1, row: 1 }], lights, { dayRange, beamRange: int(6, 25) });
      state = { ...state, map: withTowers(base, lights) };
      const umpire = projectView(state, { kind: 'umpire' });
      const side = projectView(state, { kind: 'side', side: 'a' });
      const eyes = Object.values(state.men).filter((m) => m.side === 'a' && canAct(m) && m.square);
      const seen = (sq: Square) =>
        eyes.some((m) => {
          const r = range(m.square!, sq);
          if (r === 0) return true;
          if (dayRange !== 'unlimited' && r > dayRange) return false;
          return lineOfSight(state.map, { square: m.square!, posture: m.posture }, { square: sq, posture: 'erect' }).clear;
        });
      const want = new Set((umpire.searchlights?.beams ?? []).flatMap((b) => b.lit.filter(seen).map(key)));
      expect((side.searchlights?.lit ?? []).map((l) => key(l.square)).sort(), `map ${base.id}, draw ${n}`).toEqual([...want].sort());
    }
  });
});
