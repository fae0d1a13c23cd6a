import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commandSchema, type Command } from './model/commands';
import type { GameState, Prompt } from './model/state';
import { initialSequence } from './model/state';
import { emptyKnowledge } from './rules/knowledge';
import { engineGame } from './test-support/engine-game';
import { propertySeed } from './test-support/property-seed';
import { actorsOf, authoriseOrder, namedMen, promptAsks, promptOf, type SideOrder } from './side-orders';
import { projectView } from './view/view';

const MEN = ['a1', 'a2', 'b1', 'b2'] as const;
const SIDES = ['a', 'b'] as const;

/** Four men, the active one given, and one prompt of each kind asking each side (the engine's names, prompt-N). */
function table(active: string | undefined): GameState {
  const game = engineGame([
    { id: 'a1', side: 'a', col: 1, row: 1 },
    { id: 'a2', side: 'a', col: 2, row: 1 },
    { id: 'b1', side: 'b', col: 5, row: 5 },
    { id: 'b2', side: 'b', col: 6, row: 5 },
  ]);
  const at = { col: 1, row: 1 };
  const prompts = [
    { id: 'prompt-1', kind: 'observation', moverId: 'a1', moverSide: 'a', at, pending: [{ observerId: 'b1', duty: 'must' }], final: false, caseRef: 'Case 7.52' },
    { id: 'prompt-2', kind: 'opportunity', moverId: 'a1', moverSide: 'a', at, pending: [{ observerId: 'b2', duty: 'may' }], final: false, caseRef: 'Case 7.53', plotterId: 'b2' },
    { id: 'prompt-3', kind: 'panic-target', moverId: 'b1', moverSide: 'b', at, pending: [{ observerId: 'b1', duty: 'must' }], final: false, caseRef: 'Case 14.22', candidates: ['a1', 'a2'] },
    { id: 'prompt-4', kind: 'observation', moverId: 'b2', moverSide: 'b', at, pending: [{ observerId: 'a2', duty: 'may' }], final: false, caseRef: 'Case 7.52' },
  ] as unknown as Prompt[];
  const side = active ? game.men[active]!.side : 'a';
  return {
    ...game,
    phase: 'non-prepared-task-execution',
    sequence: { ...initialSequence(), prompts, ...(active ? { active: { manId: active, side, phase: 'non-prepared-task-execution', stoppedByEnemy: false, prompted: [], owed: [] } } : {}) },
  };
}

const TABLES = new Map([...MEN, undefined].map((active) => [active, table(active)] as const));
const TYPES = commandSchema.options.map((o) => o.shape.type.value);
const anId = fc.constantFrom(...MEN, 'nobody', 'prompt-1', 'prompt-2', 'prompt-3', 'prompt-4', 'a-asked-1', 'a-asked-2', 'b-asked-1', 'b-asked-2', 'b-asked-3');
const square = fc.record({ col: fc.integer({ min: 1, max: 6 }), row: fc.integer({ min: 1, max: 6 }) });
/** Any command type, with ids drawn from both sides' men and both sides' prompt names (and the engine's). */
const anOrder: fc.Arbitrary<SideOrder> = fc
  .record({
    type: fc.constantFrom(...TYPES),
    manId: anId,
    observerId: anId,
    targetId: anId,
    partnerId: anId,
    promptId: anId,
    route: fc.array(square, { minLength: 2, maxLength: 6 }),
    targets: fc.array(fc.record({ targetId: anId }), { minLength: 1, maxLength: 2 }),
    condition: fc.record({ trigger: fc.constant('moving'), ordinal: fc.constant(1), onlyMen: fc.array(anId, { minLength: 1, maxLength: 2 }) }),
    fireTask: fc.constant('fire-rifle'),
    take: fc.constant([]),
    target: square,
    side: fc.constantFrom('a', 'b'),
  })
  .chain((full) => fc.subarray(Object.keys(full).filter((k) => k !== 'type')).map((keys) => Object.fromEntries([['type', full.type], ...keys.map((k) => [k, full[k as keyof typeof full]])]) as SideOrder));

describe('orders from a side’s own window (issue 15): what a side may command', () => {
  it('property: no order a side may send commands an enemy man or answers another side’s prompt, and a refusal names no id the side did not send', () => {
    fc.assert(
      fc.property(fc.constantFrom('a1', 'a2', 'b1', 'b2', undefined), fc.constantFrom(...SIDES), anOrder, (active, side, order) => {
        const state = TABLES.get(active)!;
        const r = authoriseOrder(state, side, order);
        if (!r.ok) {
          const sent = JSON.stringify(order);
          for (const id of [...MEN, 'prompt-1', 'prompt-2', 'prompt-3', 'prompt-4']) if (r.error.includes(id)) expect(sent).toContain(id);
          return;
        }
        const c: Command = r.value;
        expect(commandSchema.safeParse(c).success).toBe(true);
        for (const man of actorsOf(c)) expect(state.men[man]?.side).toBe(side);
        // A target it names is its own man or an enemy in its projection (Case 8.82).
        const known = [...MEN.filter((m) => state.men[m]!.side === side), ...projectView(state, { kind: 'side', side }).enemies.map((e) => e.id)];
        for (const id of namedMen(c)) expect(known).toContain(id);
        const prompt = promptOf(c);
        if (prompt !== undefined) expect(promptAsks(state, prompt, side)).toBe(true);
        // An observation answer is an attempt on the mover of a prompt that asks this side's observer (Case 7.52).
        if (c.type === 'observe/attempt') expect(state.sequence!.prompts.some((p) => p.moverId === c.targetId && p.pending.some((e) => e.observerId === c.observerId))).toBe(true);
        // A task is the active man's (Case 6.43), and he is the side's own.
        if ((c.type.startsWith('task/') && c.type !== 'task/begin') || c.type === 'entry/enter') expect(active && 'manId' in c && c.manId === active && state.men[active]!.side === side).toBe(true);
        expect(['task/', 'plot/', 'observe/', 'opportunity/', 'panic/'].some((p) => c.type.startsWith(p)) || c.type === 'entry/enter').toBe(true);
      }),
      { seed: propertySeed(), numRuns: 2000 },
    );
  }, 60_000);

  it('Case 6.21: the side chooses its own man to execute tasks, never the enemy’s; Case 6.43: it then orders only him', () => {
    const state = table('a1');
    expect(authoriseOrder(state, 'a', { type: 'task/begin', manId: 'a2' })).toMatchObject({ ok: true });
    expect(authoriseOrder(state, 'a', { type: 'task/begin', manId: 'b1' })).toEqual({ ok: false, error: 'A side orders only its own men.' });
    // An unknown id is refused in the same words as an enemy's.
    expect(authoriseOrder(state, 'a', { type: 'task/begin', manId: 'nobody' })).toEqual({ ok: false, error: 'A side orders only its own men.' });
    expect(authoriseOrder(state, 'a', { type: 'task/route', manId: 'a1', route: [{ col: 1, row: 1 }, { col: 2, row: 2 }] })).toMatchObject({ ok: true });
    expect(authoriseOrder(state, 'a', { type: 'task/stand', manId: 'a2' })).toMatchObject({ ok: false, error: expect.stringContaining('Case 6.43') });
    expect(authoriseOrder(state, 'b', { type: 'task/fall-prone', manId: 'b1' })).toMatchObject({ ok: false, error: expect.stringContaining('Case 6.43') });
  });

  it('Case 7.52: the side answers an observation prompt by the name its window shows; the engine is told the mover, the side never names him', () => {
    const state = table('a1');
    // Side b is asked by prompt-1 (b1 observes) and prompt-2 (b2's interrupt); prompt-3 is its panicked man's choice.
    expect(authoriseOrder(state, 'b', { type: 'observe/attempt', observerId: 'b1', promptId: 'b-asked-1' })).toEqual({ ok: true, value: { type: 'observe/attempt', observerId: 'b1', targetId: 'a1' } });
    expect(authoriseOrder(state, 'b', { type: 'observe/forego', observerId: 'b1', promptId: 'b-asked-1' })).toEqual({ ok: true, value: { type: 'observe/forego', observerId: 'b1', promptId: 'prompt-1' } });
    // Naming the target is refused: it would let a side probe for enemy ids.
    expect(authoriseOrder(state, 'b', { type: 'observe/attempt', observerId: 'b1', targetId: 'a1' }).ok).toBe(false);
    // Another side's prompt, and a man not asked in it, are refused.
    expect(authoriseOrder(state, 'a', { type: 'observe/forego', observerId: 'a2', promptId: 'b-asked-1' }).ok).toBe(false);
    expect(authoriseOrder(state, 'b', { type: 'observe/forego', observerId: 'b2', promptId: 'b-asked-1' })).toMatchObject({ ok: false, error: expect.stringContaining('Case 8.92') });
  });

  it('Case 7.53: the plotted man’s side answers its opportunity-fire interrupt; Case 14.22: its panicked man’s target choice', () => {
    const state = table('a1');
    expect(authoriseOrder(state, 'b', { type: 'opportunity/fire', promptId: 'b-asked-2' })).toEqual({ ok: true, value: { type: 'opportunity/fire', promptId: 'prompt-2' } });
    expect(authoriseOrder(state, 'b', { type: 'opportunity/hold', promptId: 'b-asked-1' })).toMatchObject({ ok: false, error: expect.stringContaining('Case 7.53') });
    expect(authoriseOrder(state, 'a', { type: 'opportunity/hold', promptId: 'prompt-2' }).ok).toBe(false);
    // Case 14.22 with Case 8.82: the side names a man its men know of.
    expect(authoriseOrder(state, 'b', { type: 'panic/choose-target', manId: 'b1', targetId: 'a2' })).toMatchObject({ ok: false, error: expect.stringContaining('Case 8.82') });
    const seen: GameState = { ...state, knowledge: { b1: { ...emptyKnowledge(), observing: ['a2'], lastKnown: { a2: { enemyId: 'a2', square: { col: 2, row: 1 }, posture: 'erect', turn: 1, phase: 'observation' } } } } };
    expect(authoriseOrder(seen, 'b', { type: 'panic/choose-target', manId: 'b1', targetId: 'a2' })).toMatchObject({ ok: true });
    expect(authoriseOrder(state, 'a', { type: 'panic/choose-target', manId: 'a1', targetId: 'b1' })).toMatchObject({ ok: false, error: expect.stringContaining('Case 14.22') });
  });

  it('Case 8.82: a side fires only at men it knows of; an unseen enemy and an unknown id are refused in the same words', () => {
    const seen: GameState = { ...table('a1'), knowledge: { a1: { ...emptyKnowledge(), observing: ['b1'], lastKnown: { b1: { enemyId: 'b1', square: { col: 5, row: 5 }, posture: 'erect', turn: 1, phase: 'observation' } } } } };
    expect(projectView(seen, { kind: 'side', side: 'a' }).enemies.map((e) => e.id)).toEqual(['b1']);
    expect(authoriseOrder(seen, 'a', { type: 'task/fire', manId: 'a1', targets: [{ targetId: 'b1' }] })).toMatchObject({ ok: true });
    const unseen = authoriseOrder(seen, 'a', { type: 'task/fire', manId: 'a1', targets: [{ targetId: 'b2' }] });
    expect(unseen).toMatchObject({ ok: false, error: expect.stringContaining('Case 8.82') });
    expect(authoriseOrder(seen, 'a', { type: 'task/fire', manId: 'a1', targets: [{ targetId: 'nobody' }] })).toEqual(unseen);
    expect(authoriseOrder(seen, 'a', { type: 'plot/opportunity-fire', manId: 'a2', fireTask: 'fire-rifle', condition: { trigger: 'moving', ordinal: 1, onlyMen: ['b2'] } })).toEqual(unseen);
  });

  it('ruling SO13: the side’s acting man throws, reloads, exchanges with his own man and steps off the map by its order; never with or for the enemy’s', () => {
    const state = table('a1');
    for (const order of [
      { type: 'task/throw-grenade', manId: 'a1', target: { col: 3, row: 3 } },
      { type: 'task/reload', manId: 'a1' },
      { type: 'task/prepare-grenade', manId: 'a1', grenade: 'fragmentation' },
      { type: 'task/exchange-weapons', manId: 'a1', partnerId: 'a2', take: [] },
      { type: 'task/exit-map', manId: 'a1' },
    ]) {
      expect(authoriseOrder(state, 'a', order)).toMatchObject({ ok: true, value: { type: order.type } });
      // Another of its men, not executing tasks: Case 6.43.
      expect(authoriseOrder(state, 'a', { ...order, manId: 'a2', ...(order.type === 'task/exchange-weapons' ? { partnerId: 'a1' } : {}) })).toMatchObject({ ok: false, error: expect.stringContaining('Case 6.43') });
    }
    // An exchange with an enemy man is refused as any order for a man not its own.
    expect(authoriseOrder(state, 'a', { type: 'task/exchange-weapons', manId: 'a1', partnerId: 'b1', take: [] })).toEqual({ ok: false, error: 'A side orders only its own men.' });
    expect(authoriseOrder(state, 'b', { type: 'task/exit-map', manId: 'a1' })).toEqual({ ok: false, error: 'A side orders only its own men.' });
  });

  it('Case 13.21 (ruling SO17): its acting man takes a weapon from a fallen enemy in his own square; an able enemy, or a fallen one elsewhere, is refused in the same words', () => {
    const lying = (condition: 'dead' | 'incapacitated' | 'fit', col: number) => {
      const s = table('a1');
      return { ...s, men: { ...s.men, b1: { ...s.men['b1']!, condition, square: { col, row: 1 } } } };
    };
    const order = { type: 'task/exchange-weapons', manId: 'a1', partnerId: 'b1', take: ['wx-1'] };
    for (const condition of ['dead', 'incapacitated'] as const) expect(authoriseOrder(lying(condition, 1), 'a', order)).toMatchObject({ ok: true, value: { partnerId: 'b1' } });
    const refused = { ok: false, error: 'A side orders only its own men.' };
    expect(authoriseOrder(lying('fit', 1), 'a', order)).toEqual(refused);
    expect(authoriseOrder(lying('dead', 2), 'a', order)).toEqual(refused);
    expect(authoriseOrder(lying('dead', 1), 'a', { ...order, partnerId: 'nobody' })).toEqual(refused);
    // a2 stands a square away, not over him: the fallen man is a1's to search, not a2's.
    expect(authoriseOrder(lying('dead', 1), 'a', { ...order, manId: 'a2' })).toEqual(refused);
  });

  it('Case 5.1 B: a side plots and withdraws its own men’s opportunity fire, never the enemy’s', () => {
    const state = table(undefined);
    expect(authoriseOrder(state, 'a', { type: 'plot/opportunity-fire', manId: 'a2', fireTask: 'fire-rifle' })).toMatchObject({ ok: true });
    expect(authoriseOrder(state, 'a', { type: 'plot/withdraw', manId: 'b2' }).ok).toBe(false);
  });

  it('issue 15: every other command is the umpire’s, and the refusal says so, naming it', () => {
    const state = table('a1');
    for (const type of ['phase/advance', 'initiative/roll', 'umpire/wound-man', 'setup/start', 'side/pass', 'game/end', 'task/clip-wire', 'object/move']) {
      const r = authoriseOrder(state, 'a', { type, manId: 'a1' });
      expect(r).toMatchObject({ ok: false, error: expect.stringContaining(`"${type}" is the umpire's to give`) });
    }
  });
});
