import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SideViewer, UmpireViewer, Viewer } from '@shared/kernel/viewer';
import { ViewPublisher, type Projection } from './view-publisher';

/**
 * Issue 23 (push16): the publisher compares a side's projection with its last one without serialising the map
 * when the map is the same object. These check it against the rule it must keep — a side is pushed, and its
 * version moves, exactly when its whole view's JSON (version aside) changed — over maps that are the same
 * object, another object with the same squares, or another map; and that one side's change never moves the other.
 */
interface ToyMap {
  readonly squares: readonly string[];
}
interface ToyState {
  readonly version: number;
  readonly map: ToyMap;
  /** Each side's own secret: its projection carries its own and nothing of the other's. */
  readonly secrets: Readonly<Record<string, number>>;
}
interface ToyView {
  readonly ruleset: 'toy';
  readonly kind: string;
  readonly map: ToyMap;
  readonly mine?: number;
  readonly version: number;
}

const SIDES = ['a', 'b'] as const;
const toy: Projection<ToyState, ToyView, ToyView> = {
  project(state: ToyState, viewer: UmpireViewer | SideViewer): ToyView {
    return viewer.kind === 'umpire'
      ? { ruleset: 'toy', kind: 'umpire', map: state.map, version: state.version }
      : { ruleset: 'toy', kind: 'player', map: state.map, mine: state.secrets[viewer.side]!, version: state.version };
  },
  hasViewer: (_state: ToyState, viewer: Viewer) => viewer.kind === 'umpire' || SIDES.includes(viewer.side as 'a'),
} as Projection<ToyState, ToyView, ToyView>;

function watched() {
  const publisher = new ViewPublisher<ToyState, ToyView, ToyView>(toy);
  const pushed: Record<string, ToyView[]> = { a: [], b: [] };
  for (const side of SIDES) publisher.addPlayer((v) => pushed[side]!.push(v), side);
  return { publisher, pushed };
}

const squaresA = ['open', 'wall'];
const squaresB = ['open', 'door'];

describe('ViewPublisher: a side is pushed when its view changed, the map compared apart', () => {
  it('another map with other squares is a change; the same squares made again are not; the same map object is not', () => {
    const { publisher, pushed } = watched();
    const first = { squares: squaresA };
    publisher.publish({ version: 1, map: first, secrets: { a: 1, b: 1 } });
    publisher.publish({ version: 2, map: first, secrets: { a: 1, b: 1 } });
    publisher.publish({ version: 3, map: { squares: [...squaresA] }, secrets: { a: 1, b: 1 } });
    const other = { squares: squaresB };
    publisher.publish({ version: 4, map: other, secrets: { a: 1, b: 1 } });
    expect(pushed['a']!.map((v) => [v.version, v.map.squares])).toEqual([
      [1, squaresA],
      [2, squaresB],
    ]);
    expect(pushed['a']![1]!.map).toBe(other);
    // The window asking for its view now gets the map it was last pushed, with the same version.
    expect(publisher.sideView({ version: 4, map: other, secrets: { a: 1, b: 1 } }, { kind: 'side', side: 'a' })).toEqual({ ruleset: 'toy', kind: 'player', map: other, mine: 1, version: 2 });
  });

  it('pushes and versions match comparing the whole view as JSON, per side, whatever the maps and secrets (property)', () => {
    const maps = [{ squares: squaresA }, { squares: [...squaresA] }, { squares: squaresB }, { squares: [...squaresB] }];
    const step = fc.record({ map: fc.integer({ min: 0, max: maps.length - 1 }), a: fc.integer({ min: 0, max: 2 }), b: fc.integer({ min: 0, max: 2 }) });
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 30 }), (steps) => {
        const { publisher, pushed } = watched();
        // The reference: each side's last whole view as JSON, version aside, and its count of changes.
        const last: Record<string, { json: string; version: number } | undefined> = {};
        const expected: Record<string, { version: number; mine: number; squares: readonly string[] }[]> = { a: [], b: [] };
        steps.forEach((s, i) => {
          const state: ToyState = { version: i + 1, map: maps[s.map]!, secrets: { a: s.a, b: s.b } };
          for (const side of SIDES) {
            const json = JSON.stringify({ ...toy.project(state, { kind: 'side', side }), version: 0 });
            const seen = last[side];
            if (seen?.json === json) continue;
            last[side] = { json, version: (seen?.version ?? 0) + 1 };
            expected[side]!.push({ version: last[side]!.version, mine: state.secrets[side]!, squares: state.map.squares });
          }
          publisher.publish(state);
        });
        for (const side of SIDES) expect(pushed[side]!.map((v) => ({ version: v.version, mine: v.mine!, squares: v.map.squares }))).toEqual(expected[side]);
      }),
      { seed: 2323, numRuns: 300 },
    );
  });
});
