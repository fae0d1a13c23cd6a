import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Square } from '../../../map/map-model';
import type { GameState } from '../model/state';
import { newBundledGame } from '../scenarios/special/test-support/bundled';
import { propertySeed } from '../test-support/property-seed';
import { victoryFacts } from './game-end';

// Case 38.24: the victory facts name the defensive zone and the scenario features each man stands in. They are indexed
// by square once per game (issue 23); this checks them against the plain reading — the first zone listing his square,
// and every feature listing it, in the features' order — on the bundled scenarios and their maps.
const BUNDLED: [string, string][] = [
  ['39-raid-on-entebbe.json', 'j'],
  ['41-raid-on-son-tay.json', 'A'],
  ['42-hejaz-railway.json', 'm'],
  ['43-passchendaele-trench-raid.json', 'l'],
  ['44-lippe-river-bridgehead.json', 'f'],
  ['46-skorzeny-to-the-rescue.json', 'c'],
  ['47-commando-front-line-action.json', 'e'],
  ['48-great-oilfield-raid.json', 'g'],
  ['49-streetfighting-in-europe.json', 'h'],
];

const same = (a: Square, b: Square) => a.col === b.col && a.row === b.row;

function plainReading(state: GameState, sq: Square): { zone?: number; features?: string[] } {
  const zone = state.map.zones.find((z) => z.squares.some((q) => same(q, sq)))?.id;
  const features = Object.entries(state.scenario?.features ?? {})
    .filter(([, sqs]) => sqs.some((q) => same(q, sq)))
    .map(([id]) => id);
  return { ...(zone !== undefined ? { zone } : {}), ...(features.length > 0 ? { features } : {}) };
}

describe('Case 38.24: the victory facts place each man in his zone and features', () => {
  it.each(BUNDLED)('%s on map %s: as the plain reading, wherever the men stand', async (file, map) => {
    const start = await newBundledGame(file, map);
    const people = Object.values(start.men).filter((m) => !m.mount && !m.dog);
    const known = [...start.map.zones.flatMap((z) => z.squares), ...Object.values(start.scenario?.features ?? {}).flat()];
    const anySquare = fc.record({ col: fc.integer({ min: 1, max: start.map.width }), row: fc.integer({ min: 1, max: start.map.height }) });
    const square = known.length > 0 ? fc.oneof(anySquare, fc.constantFrom(...known)) : anySquare;
    fc.assert(
      fc.property(fc.array(fc.option(square, { nil: undefined }), { minLength: people.length, maxLength: people.length }), (squares) => {
        const men = { ...start.men };
        people.forEach((m, i) => {
          const { square: _was, awaitingEntry: _entry, ...rest } = m;
          men[m.id] = squares[i] ? { ...rest, square: squares[i] } : rest;
        });
        const state = { ...start, men };
        const facts = victoryFacts(state);
        for (const f of facts.men) {
          const sq = state.men[f.id]!.square;
          const want = sq ? plainReading(state, sq) : {};
          expect({ zone: f.zone, features: f.features }).toEqual({ zone: want.zone, features: want.features });
        }
      }),
      { numRuns: 40, seed: propertySeed() },
    );
  });
});
