import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Command } from '@shared/rulesets/commando/model/commands';
import type { GameState } from '@shared/rulesets/commando/model/state';
import type { Square } from '@shared/map/map-model';
import { blankGame, entebbe, entebbeSetupPair, Game, ISRAELI_WATCHES, PrefixedDice, propertySeed, sideKnows, type Act, type Watch } from './test-support/fog-pairs';

/**
 * Issue 13, fog of war as non-interference: a side's stream is a function of
 * what its men know. Each property runs pairs of games from the same state
 * through the real GameHost, the same public steps in both and different
 * hidden ones (the enemy's secret set-up, its unseen plots and placings, its
 * answers to observation prompts), and asserts that every viewer of the side
 * (the side, one man's narrowed window, the shared screen showing it)
 * receives the same messages, byte for byte and in number, for as long as
 * the side's men know the same things (`sideKnows`, read from the whole
 * state, not from any projection). A large run: SIGHTLINE_FC_SEED=<n>.
 */
const { seed, large } = propertySeed();
const runs = (bounded: number) => (large ? bounded * 20 : bounded);
/** The large run takes minutes. */
const timeout = large ? 3_600_000 : 120_000;

/** A pair's script: public steps are done in both games, hidden ones differ; prompts are answered after each step by each game's own choices. */
export type Step = { readonly public: Act } | { readonly hidden: readonly [readonly Act[], readonly Act[]] };

/** Runs a pair and compares the watched streams after every step while the side's knowledge agrees; returns how many steps were compared. */
export function runPair(initial: GameState, dice: () => PrefixedDice, side: string, watches: readonly Watch[], steps: readonly Step[], answers: readonly [readonly boolean[], readonly boolean[]]): number {
  const games = [new Game(initial, dice(), watches), new Game(initial, dice(), watches)] as const;
  const choosers = answers.map((list) => {
    let i = 0;
    return () => (list.length === 0 ? false : list[i++ % list.length]!);
  });
  let compared = 0;
  let known: readonly [number, number] = [0, 0];
  try {
    for (const step of steps) {
      games.forEach((g, i) => {
        if ('public' in step) g.act(step.public);
        else for (const a of step.hidden[i]!) g.act(a);
        g.answerPrompts(choosers[i]!, side);
      });
      // The side's men now know something that differs: from here on its streams may differ.
      if (sideKnows(games[0].host.current, side) !== sideKnows(games[1].host.current, side)) break;
      for (const w of watches) sameStream(games[0].stream(w), games[1].stream(w), `${w.kind} ${w.side} ${w.kind === 'side' ? (w.manId ?? '') : ''} after step ${compared}`);
      known = [games[0].host.liveEvents().length, games[1].host.liveEvents().length];
      compared++;
    }
    // The side's replay, export and Data Log as they stood after the last step its men knew alike (the scripts never undo: a prefix of the live events).
    sameRecords(games[0].sideRecords(side, known[0]), games[1].sideRecords(side, known[1]), `${side} after step ${compared}`);
  } finally {
    for (const g of games) g.close();
  }
  return compared;
}

/** The side's replay, export and Data Log: the same bytes in both games. */
export function sameRecords(a: ReturnType<Game['sideRecords']>, b: ReturnType<Game['sideRecords']>, label: string): void {
  sameStream(a.replay, b.replay, `${label}: replay`);
  sameStream([a.exported], [b.exported], `${label}: export`);
  sameStream([a.log], [b.log], `${label}: Data Log`);
}

/** Byte-for-byte equality of two streams, failing with the first difference (not two whole maps). */
export function sameStream(a: readonly string[], b: readonly string[], label: string): void {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    if (a[i] === b[i]) continue;
    const x = a[i]!;
    const y = b[i]!;
    let at = 0;
    while (at < x.length && x[at] === y[at]) at++;
    throw new Error(`${label}: message ${i} differs at byte ${at}: …${x.slice(Math.max(0, at - 80), at + 120)}… against …${y.slice(Math.max(0, at - 80), at + 120)}…`);
  }
  if (a.length !== b.length) throw new Error(`${label}: ${a.length} messages against ${b.length}; the extra one ends …${(a[n] ?? b[n])!.slice(-240)}`);
}

// ------------------------------------------------ a task phase on a blank map

const sq = (col: number, row: number): Square => ({ col, row });
const blank = blankGame(
  [
    { id: 'a1', side: 'a', col: 1, row: 10 },
    { id: 'a2', side: 'a', col: 1, row: 20 },
    { id: 'b1', side: 'b', col: 29, row: 29 },
    { id: 'b2', side: 'b', col: 29, row: 2 },
    // b3 walks into a1's view after a1's move (Case 7.52): a is asked, so the prompt's id reaches a's stream.
    { id: 'b3', side: 'b', col: 13, row: 12 },
  ],
  { observationRange: 5 },
);
// Never on a's rows nor b3's (a man entering an enemy's square would meet him, Case 7.44).
const hiddenSquare = fc.record({ col: fc.integer({ min: 2, max: 30 }), row: fc.integer({ min: 1, max: 30 }) }).filter((s) => s.row !== 10 && s.row !== 20 && s.row !== 12);
const umpire = (command: Command): Act => ({ by: 'umpire', command });
const advance = umpire({ type: 'phase/advance' });

/** B's secrets before a moves: where its men stand, what they already observe, and the plots nobody sees (Case 5.1 B). */
const bSecret: fc.Arbitrary<Act> = fc.oneof(
  fc.record({ manId: fc.constantFrom('b1', 'b2'), square: hiddenSquare }).map((c) => umpire({ type: 'umpire/place-man', ...c })),
  fc.record({ observerId: fc.constantFrom('b1', 'b2'), targetId: fc.constantFrom('a1', 'a2') }).map((c) => umpire({ type: 'umpire/record-observation', ...c })),
  fc.constantFrom('fire-rifle', 'aim').map((fireTask) => umpire({ type: 'plot/opportunity-fire', manId: 'b1', fireTask })),
  fc.constant(umpire({ type: 'plot/withdraw', manId: 'b1' })),
);

/**
 * The same public game in both: to the plot Phase, b2 plots in both (so the declaration of Case 5.1 B
 * agrees), B's secrets, then a1 walks east square by square, b3 walks west towards him (a's men are asked
 * about b3, Case 7.52: the prompt B's secrets may have preceded), b passes and a2 walks.
 */
function taskScript(hidden: readonly [readonly Act[], readonly Act[]], steps: number): Step[] {
  const walk = (id: string, row: number, n = steps, from = 1, dir = 1): Step[] => [
    { public: umpire({ type: 'task/begin', manId: id }) },
    ...Array.from({ length: n }, (_, i): Step => ({ public: umpire({ type: 'task/move', manId: id, route: [sq(from + dir * i, row), sq(from + dir * (i + 1), row)] }) })),
    { public: umpire({ type: 'task/end', manId: id }) },
  ];
  return [
    { public: advance },
    { public: umpire({ type: 'plot/opportunity-fire', manId: 'b2', fireTask: 'fire-rifle' }) },
    { hidden },
    { public: advance },
    { public: umpire({ type: 'initiative/roll' }) },
    { public: advance },
    { public: advance },
    ...walk('a1', 10),
    ...walk('b3', 12, 4, 13, -1),
    { public: umpire({ type: 'side/pass', side: 'b' }) },
    ...walk('a2', 20),
  ];
}

export const A_WATCHES: readonly Watch[] = [{ kind: 'side', side: 'a' }, { kind: 'side', side: 'a', manId: 'a1' }, { kind: 'screen', side: 'a' }];

const aOrder = (order: Record<string, unknown>): Act => ({ by: 'side', side: 'a', action: 'order', params: { order } });

/** Orders a's window may send that are refused: by what a knows (side-orders.ts) or by the engine (the neutral text, issue 13). */
const aMistake: fc.Arbitrary<Act> = fc.constantFrom(
  aOrder({ type: 'task/fire', manId: 'a1', targets: [{ targetId: 'b1' }] }),
  aOrder({ type: 'task/stand', manId: 'a1' }),
  aOrder({ type: 'task/begin', manId: 'a2' }),
  aOrder({ type: 'phase/advance' }),
  aOrder({ type: 'observe/forego', observerId: 'a1', promptId: 'a-asked-9' }),
  aOrder({ type: 'task/route', manId: 'a1', route: [sq(1, 10), sq(9, 10)] }),
);

/** As taskScript, but a's men are moved from a's own window (routes of one or two squares), with a's mistaken orders among them. */
function sideOrderScript(hidden: readonly [readonly Act[], readonly Act[]], strides: readonly number[], mistakes: readonly Act[]): Step[] {
  const walk = (id: string, row: number): Step[] => {
    let col = 1;
    const moves = strides.map((n): Step => {
      const route = Array.from({ length: n + 1 }, (_, i) => sq(col + i, row));
      col += n;
      return { public: aOrder({ type: 'task/route', manId: id, route }) };
    });
    return [{ public: aOrder({ type: 'task/begin', manId: id }) }, ...mistakes.map((m): Step => ({ public: m })), ...moves, { public: aOrder({ type: 'task/end', manId: id }) }];
  };
  const base = taskScript(hidden, 0);
  const a1 = base.findIndex((s) => 'public' in s && s.public.by === 'umpire' && s.public.command.type === 'task/begin' && s.public.command.manId === 'a1');
  const a2 = base.findIndex((s) => 'public' in s && s.public.by === 'umpire' && s.public.command.type === 'task/begin' && s.public.command.manId === 'a2');
  return [...base.slice(0, a1), ...walk('a1', 10), ...base.slice(a1 + 2, a2), ...walk('a2', 20)];
}

const A_ORDER_WATCHES: readonly Watch[] = [...A_WATCHES, { kind: 'orders', side: 'a' }];

// Side a wins the initiative (7 against 2); then the seeded dice.
const taskDice = (n: number) => () => new PrefixedDice([7, 2], n);

describe('fog of war: a side\u2019s stream depends only on what its men know (issue 13)', () => {
  it('Raid on Entebbe: whatever the Ugandans deploy, lay, lift and the umpire places in secret, every Israeli viewer receives the same bytes', () => {
    let pairs = 0;
    fc.assert(
      fc.property(entebbeSetupPair, ([a, b]) => {
        pairs++;
        const steps = runPair(entebbe, () => new PrefixedDice([], 7), 'israelis', ISRAELI_WATCHES, [{ hidden: [a, b] }], [[], []]);
        expect(steps).toBe(1);
      }),
      { seed, numRuns: runs(30) },
    );
    if (large) console.info(`fog set-up pairs: ${pairs}`);
  }, timeout);

  it('a task Phase: where B stands, what it observes and plots unseen, and how it answers the prompts about a\u2019s men, change nothing a receives until a\u2019s men know it', () => {
    let pairs = 0;
    let compared = 0;
    fc.assert(
      fc.property(fc.array(bSecret, { maxLength: 6 }), fc.array(bSecret, { maxLength: 6 }), fc.array(fc.boolean(), { maxLength: 6 }), fc.array(fc.boolean(), { maxLength: 6 }), fc.integer({ min: 1, max: 8 }), fc.nat(1000), (a, b, ansA, ansB, walk, diceSeed) => {
        pairs++;
        compared += runPair(blank, taskDice(diceSeed), 'a', A_WATCHES, taskScript([a, b], walk), [ansA, ansB]);
      }),
      { seed, numRuns: runs(40) },
    );
    // The comparisons reach the moves (not only the first steps), in most pairs.
    expect(compared / pairs).toBeGreaterThan(9);
    if (large) console.info(`fog task-phase pairs: ${pairs}, steps compared: ${compared}`);
  }, timeout);

  it('issue 15: a\u2019s men moved from its own window: its answers, refusals and orders\u2019 status, like its views, depend only on what its men know', () => {
    let pairs = 0;
    let compared = 0;
    fc.assert(
      fc.property(
        fc.array(bSecret, { maxLength: 6 }),
        fc.array(bSecret, { maxLength: 6 }),
        fc.array(fc.boolean(), { maxLength: 6 }),
        fc.array(fc.boolean(), { maxLength: 6 }),
        fc.array(fc.integer({ min: 1, max: 2 }), { minLength: 1, maxLength: 6 }),
        fc.array(aMistake, { maxLength: 3 }),
        fc.nat(1000),
        (a, b, ansA, ansB, strides, mistakes, diceSeed) => {
          pairs++;
          compared += runPair(blank, taskDice(diceSeed), 'a', A_ORDER_WATCHES, sideOrderScript([a, b], strides, mistakes), [ansA, ansB]);
        },
      ),
      { seed, numRuns: runs(30) },
    );
    expect(compared / pairs).toBeGreaterThan(9);
    if (large) console.info(`fog side-order pairs: ${pairs}, steps compared: ${compared}`);
  }, timeout);

  it('Case 7.52: the prompt that asks a\u2019s men carries the same id whether or not B\u2019s men were asked about a\u2019s before', () => {
    // b1 stands where he sees a1 walk (a prompt asks B about a1) in one game, far away in the other; then b3 walks into a1's view.
    const hidden: readonly [Act[], Act[]] = [[umpire({ type: 'umpire/place-man', manId: 'b1', square: sq(5, 11) })], [umpire({ type: 'umpire/place-man', manId: 'b1', square: sq(29, 29) })]];
    const games = [0, 1].map(() => new Game(blank, taskDice(5)(), A_WATCHES));
    let askedB = 0;
    const askedA = (g: Game) => g.host.current.sequence?.prompts.some((p) => p.kind === 'observation' && p.moverId === 'b3') ?? false;
    try {
      for (const step of taskScript(hidden, 4)) {
        games.forEach((g, i) => {
          if ('public' in step) g.act(step.public);
          else step.hidden[i]!.forEach((x) => g.act(x));
          if (i === 0 && g.host.current.sequence?.prompts.some((p) => p.kind === 'observation' && p.moverId === 'a1')) askedB++;
          // Answered (and the attempt rolled) only after the comparison: a's men may then know different things.
          if (!askedA(g)) g.answerPrompts(() => false, 'a');
        });
        if (askedA(games[0]!)) break;
      }
      expect(askedB).toBeGreaterThan(0);
      expect(askedA(games[1]!)).toBe(true);
      expect(games[0]!.stream({ kind: 'side', side: 'a' }).at(-1)).toContain('"prompts":[{"id":"a-asked-1","role":"observer"');
      for (const w of A_WATCHES) sameStream(games[0]!.stream(w), games[1]!.stream(w), `${w.kind} a`);
    } finally {
      for (const g of games) g.close();
    }
  });

  it('an observation prompt about a\u2019s man, raised in one game and not the other, is invisible to a', () => {
    // b1 stands where he sees a1 arrive (range 5) in one game, far away in the other.
    const hidden: readonly [Act[], Act[]] = [[umpire({ type: 'umpire/place-man', manId: 'b1', square: sq(5, 11) })], [umpire({ type: 'umpire/place-man', manId: 'b1', square: sq(29, 29) })]];
    const games = [0, 1].map(() => new Game(blank, taskDice(5)(), A_WATCHES));
    const steps = taskScript(hidden, 3);
    try {
      for (const step of steps) {
        games.forEach((g, i) => ('public' in step ? g.act(step.public) : step.hidden[i]!.forEach((x) => g.act(x))));
        if (games[0]!.host.current.sequence?.prompts.length) break;
      }
      // a1 has moved into b1's view in the first game: a prompt waits there, about a1.
      expect(games[0]!.host.current.sequence?.prompts).toHaveLength(1);
      expect(games[1]!.host.current.sequence?.prompts ?? []).toHaveLength(0);
      for (const w of A_WATCHES) sameStream(games[0]!.stream(w), games[1]!.stream(w), `${w.kind} a`);
      const seen = games[0]!.host.playerView({ kind: 'player', side: 'a' }, 'a');
      expect(seen.sequence?.whoseMove).toMatchObject({ kind: 'man-acting', side: 'a', manId: 'a1' });
      expect(JSON.stringify(seen)).not.toMatch(/Case 7\.5[23]|"prompts":\[\{/);
    } finally {
      for (const g of games) g.close();
    }
  });
});
