import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OpportunityContext, OpportunityMan, OpportunityPlot, TaskEvent } from './opportunity-model';
import { OPPORTUNITY_FIRE_PLOT_PHASE } from './opportunity-model';
import { beginPreparedExecution, checkTaskExecution, targetPanicCheck, taskPointLossWhenHit } from './opportunity-fire';
import { plotOpportunityFire } from './opportunity-fire-plot';
import type { InterruptQueue } from './opportunity-queue';
import { afterEvent, answerPrompt, firstInterrupt, interruptQueue, nextPrompt } from './opportunity-queue';
import { NON_PREPARED_PHASE, PREPARED_PHASE } from './observation-limits';
import { range } from './range';
import { initialGrenades } from './weapons';

/** Men see each other only within the same ten-row lane: enough geometry for the sequence. */
const lane = (m: OpportunityMan): number => Math.floor(m.square.row / 10);

function world(men: OpportunityMan[]) {
  const byId = new Map(men.map((m) => [m.id, m]));
  const ctx = (phase: string): OpportunityContext => ({
    phase,
    man: (id) => byId.get(id),
    sight: (o, t) => ({ los: lane(o) === lane(t), range: range(o.square, t.square), inObservationRange: true }),
    observes: (o, t) => lane(byId.get(o)!) === lane(byId.get(t)!),
  });
  const put = (id: string, col: number, row: number): void => void byId.set(id, { ...byId.get(id)!, square: { col, row } });
  const set = (id: string, patch: Partial<OpportunityMan>): void => void byId.set(id, { ...byId.get(id)!, ...patch });
  return { byId, ctx, put, set };
}

const man = (id: string, col: number, row: number): OpportunityMan => ({
  id,
  side: id[0]!,
  square: { col, row },
  posture: 'erect',
  wounds: { endurance: 12, woundPoints: 0 },
  taskPointsRemaining: 50,
  combatTasksThisTurn: 0,
});

function plotFor(m: OpportunityMan): OpportunityPlot {
  const r = plotOpportunityFire({
    man: m,
    armament: { side: m.side, weapons: [{ id: `${m.id}-rifle`, kind: 'rifle', issuedTo: m.side }], preparedWeapon: `${m.id}-rifle`, preparedGrenades: [], grenades: initialGrenades(), initialFlamethrowerOperator: false },
    turn: 1,
    phase: OPPORTUNITY_FIRE_PLOT_PHASE,
  });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Feeds a man's steps, one square at a time, returning the queue and the prompts raised at each step. */
function walk(q: InterruptQueue, w: ReturnType<typeof world>, phase: string, id: string, route: [number, number][]) {
  const raised: { step: number; plotters: string[] }[] = [];
  let spent = 0;
  route.forEach(([c, r], i) => {
    w.put(id, c, r);
    spent += 5;
    const a = afterEvent(q, { kind: 'moved-into', actor: id, square: { col: c, row: r }, step: i + 1, taskPointsSpent: spent }, w.ctx(phase));
    q = a.queue;
    if (a.prompts.length > 0) raised.push({ step: i + 1, plotters: a.prompts.map((p) => p.plotter) });
  });
  return { q, raised };
}

describe('Case 6.23 worked example: opportunity fire and sequence', () => {
  // Lanes: B7 watches lane 0, A5 lane 2, A4 lane 3, B8 lane 4; everyone else acts in lane 6.
  const men = [
    man('A1', 10, 15), man('A2', 1, 61), man('A3', 2, 61), man('A4', 50, 35), man('A5', 50, 25), man('A6', 30, 55),
    man('B1', 5, 62), man('B2', 6, 62), man('B3', 7, 62), man('B4', 8, 62), man('B5', 9, 62), man('B6', 52, 18),
    man('B7', 10, 5), man('B8', 30, 45),
  ];
  it('Case 6.23: A1 → B7 fires; B6 → A5 fires, B6 dies; Prepared: A4, B7, A5 act; B8 waits and fires at A6; A6 completes', () => {
    const w = world(men);
    let q = interruptQueue(['A4', 'A5', 'A6', 'B7', 'B8'].map((id) => plotFor(w.byId.get(id)!)));
    const np = NON_PREPARED_PHASE;
    for (const id of ['A4', 'A5', 'A6', 'B7', 'B8']) expect(checkTaskExecution(q.plots.find((p) => p.manId === id), np)?.code).toBe('opfire/plotted-man-waits');

    // A1 moves north; he enters B7's lane (row 9) at step 4 and B7's opportunity fire interrupts there (Cases 6.31, 10.73).
    let walked = walk(q, w, np, 'A1', [[10, 14], [10, 12], [10, 10], [10, 9]]);
    expect(walked.raised).toEqual([{ step: 4, plotters: ['B7'] }]);
    q = walked.q;
    let open = nextPrompt(q, w.ctx(np));
    expect(open.prompt).toMatchObject({ plotter: 'B7', target: 'A1', interrupts: { actor: 'A1', step: 4, taskPointsSpent: 20 } });
    const fired = answerPrompt(open.queue, open.prompt!.id, 'fire');
    if (!fired.ok) throw new Error(fired.error.message);
    q = fired.value;
    // The fire wounds A1 for 2: Case 9.31 costs him 4 of his 30 remaining; Case 10.74 panic check.
    expect(taskPointLossWhenHit(2, 30).remaining).toBe(26);
    expect(targetPanicCheck({ hit: true, conditionAfter: 'wounded', expendingTaskPoints: true }).required).toBe(true);
    w.set('B7', { taskPointsRemaining: 32, combatTasksThisTurn: 1 });
    q = afterEvent(q, { kind: 'fired', actor: 'B7', square: { col: 10, row: 5 }, targets: ['A1'] }, w.ctx(np)).queue;
    expect(nextPrompt(q, w.ctx(np)).prompt).toBeUndefined();
    // "Player A chooses to continue moving man A1 until his Task Point allotment is exhausted."
    walked = walk(q, w, np, 'A1', [[10, 8], [10, 7]]);
    expect(walked.raised).toEqual([]);
    q = afterEvent(walked.q, { kind: 'finished', actor: 'A1' }, w.ctx(np)).queue;

    // B1, A2, B2, A3, B3, then B4 and B5: "without incident".
    for (const [id, c] of [['B1', 5], ['A2', 1], ['B2', 6], ['A3', 2], ['B3', 7], ['B4', 8], ['B5', 9]] as const) {
      expect(checkTaskExecution(undefined, np)).toBeUndefined();
      walked = walk(q, w, np, id, [[c + 1, 63]]);
      expect(walked.raised).toEqual([]);
      q = afterEvent(walked.q, { kind: 'finished', actor: id }, w.ctx(np)).queue;
    }

    // B6 triggers opportunity fire from A5; "B6 is killed", so his task execution ends.
    walked = walk(q, w, np, 'B6', [[52, 19], [52, 20]]);
    expect(walked.raised).toEqual([{ step: 2, plotters: ['A5'] }]);
    open = nextPrompt(walked.q, w.ctx(np));
    const a5 = answerPrompt(open.queue, open.prompt!.id, 'fire');
    if (!a5.ok) throw new Error(a5.error.message);
    w.set('B6', { wounds: { endurance: 12, woundPoints: 0, killed: true } });
    w.set('A5', { taskPointsRemaining: 32, combatTasksThisTurn: 1 });
    q = afterEvent(a5.value, { kind: 'fired', actor: 'A5', square: { col: 50, row: 25 }, targets: ['B6'] }, w.ctx(np)).queue;
    q = afterEvent(q, { kind: 'finished', actor: 'B6' }, w.ctx(np)).queue;

    // Prepared Phase: "Man A4 performs his tasks, followed by man B7, followed by man A5".
    const pp = PREPARED_PHASE;
    const begin = (id: string) => {
      const plot = q.plots.find((p) => p.manId === id)!;
      const r = beginPreparedExecution(plot, w.byId.get(id)!, w.ctx(pp));
      if (!r.ok) throw new Error(r.error.message);
      q = { ...q, plots: q.plots.map((p) => (p.manId === id ? r.value.plot : p)) };
      return r.value;
    };
    expect(begin('A4')).toMatchObject({ taskPointsRemaining: 45, mayFireNormally: true });
    walked = walk(q, w, pp, 'A4', [[51, 35]]);
    expect(walked.raised).toEqual([]);
    q = afterEvent(walked.q, { kind: 'finished', actor: 'A4' }, w.ctx(pp)).queue;
    // "the Players have remembered to deduct the cost for plotting opportunity fire and possibly performing opportunity fire".
    expect(begin('B7')).toMatchObject({ taskPointsRemaining: 32, mayFireNormally: false });
    // Case 6.32: B7 walks into A4's lane; A4 has executed his tasks and may not opportunity-fire.
    walked = walk(q, w, pp, 'B7', [[10, 30], [10, 31]]);
    expect(walked.raised).toEqual([]);
    q = afterEvent(walked.q, { kind: 'finished', actor: 'B7' }, w.ctx(pp)).queue;
    expect(begin('A5')).toMatchObject({ taskPointsRemaining: 32, mayFireNormally: false });
    q = afterEvent(q, { kind: 'finished', actor: 'A5' }, w.ctx(pp)).queue;

    // "Player B opts to have man B8 not perform any task but opportunity fire": A6 triggers him.
    begin('A6');
    walked = walk(q, w, pp, 'A6', [[30, 52], [30, 50], [30, 49]]);
    expect(walked.raised).toEqual([{ step: 3, plotters: ['B8'] }]);
    open = nextPrompt(walked.q, w.ctx(pp));
    const b8 = answerPrompt(open.queue, open.prompt!.id, 'fire');
    expect(b8.ok).toBe(true);
    // "the fire has no effect": a miss, but Case 14.31 still calls a panic check on A6 (ruling O11).
    expect(targetPanicCheck({ hit: false, conditionAfter: 'unwounded', expendingTaskPoints: true }).required).toBe(true);
    // "Player A completes the task execution of man A6."
    walked = walk(b8.ok ? b8.value : q, w, pp, 'A6', [[30, 48]]);
    expect(walked.raised).toEqual([]);
    expect(walked.q.plots.map((p) => [p.manId, p.status])).toEqual([
      ['A4', 'acted'], ['A5', 'acted'], ['A6', 'acted'], ['B7', 'acted'], ['B8', 'fired'],
    ]);
    // B8 has fired but not executed tasks: Case 5.1 F would still let him act once, paying nothing more.
    expect(checkTaskExecution(walked.q.plots.find((p) => p.manId === 'B8'), pp)).toBeUndefined();
  });
});

describe('Case 10.71 / 10.73 / 7.53 the queue', () => {
  it('Case 10.71 "opportunity fire can trigger opportunity fire": the reply comes before the rest of the step’s prompts', () => {
    const w = world([man('A1', 10, 15), man('A5', 12, 14), man('B7', 10, 12), man('B8', 11, 11)]);
    let q = interruptQueue(['A5', 'B7', 'B8'].map((id) => plotFor(w.byId.get(id)!)));
    const ctx = w.ctx(NON_PREPARED_PHASE);
    const a = afterEvent(q, { kind: 'moved-into', actor: 'A1', square: { col: 10, row: 14 }, step: 1, taskPointsSpent: 5 }, ctx);
    expect(a.prompts.map((p) => p.plotter)).toEqual(['B7', 'B8']);
    const r = answerPrompt(a.queue, a.prompts[0]!.id, 'fire');
    if (!r.ok) throw new Error(r.error.message);
    q = afterEvent(r.value, { kind: 'fired', actor: 'B7', square: { col: 10, row: 12 }, targets: ['A1'] }, ctx).queue;
    expect(q.pending.map((p) => `${p.plotter}>${p.target}`)).toEqual(['A5>B7', 'B8>A1']);
  });
  it('Case 7.53 (ruling O5): his Player may hold at one square and fire at a later one of the same move', () => {
    const w = world([man('A1', 10, 9), man('B7', 10, 5)]);
    const ctx = w.ctx(NON_PREPARED_PHASE);
    let q = interruptQueue([plotFor(w.byId.get('B7')!)]);
    let a = afterEvent(q, { kind: 'moved-into', actor: 'A1', square: { col: 10, row: 8 }, step: 1, taskPointsSpent: 5 }, ctx);
    const held = answerPrompt(a.queue, a.prompts[0]!.id, 'hold');
    if (!held.ok) throw new Error(held.error.message);
    a = afterEvent(held.value, { kind: 'moved-into', actor: 'A1', square: { col: 10, row: 7 }, step: 2, taskPointsSpent: 10 }, ctx);
    expect(a.prompts[0]?.interrupts.step).toBe(2);
    q = afterEvent(a.queue, { kind: 'finished', actor: 'A1' }, ctx).queue;
    expect(q.pending).toEqual([]);
    expect(q.plots[0]?.status).toBe('lapsed');
  });
  it('Case 10.73: firstInterrupt finds the square of the route where the fire interrupts', () => {
    const w = world([man('A1', 10, 15), man('B7', 10, 5)]);
    const steps: TaskEvent[] = [14, 12, 10, 9].map((row, i) => ({ kind: 'moved-into', actor: 'A1', square: { col: 10, row }, step: i + 1, taskPointsSpent: 5 * (i + 1) }));
    // The engine resolves observation at each step (Case 7.52); here B7 observes A1 once he can see him.
    const first = firstInterrupt([plotFor(w.byId.get('B7')!)], steps, { ...w.ctx(NON_PREPARED_PHASE), observes: () => true });
    expect(first?.index).toBe(3);
    expect(first?.prompts[0]?.targetSquare).toEqual({ col: 10, row: 9 });
  });
  it('Case 10.54: a prompt whose target has since been killed is dropped', () => {
    const w = world([man('A1', 10, 9), man('B7', 10, 5), man('B8', 12, 5)]);
    const ctx = w.ctx(NON_PREPARED_PHASE);
    const a = afterEvent(interruptQueue(['B7', 'B8'].map((id) => plotFor(w.byId.get(id)!))), { kind: 'moved-into', actor: 'A1', square: { col: 10, row: 9 }, step: 1, taskPointsSpent: 5 }, ctx);
    const r = answerPrompt(a.queue, a.prompts[0]!.id, 'fire');
    w.set('A1', { wounds: { endurance: 12, woundPoints: 20 } });
    expect(r.ok && nextPrompt(r.value, ctx).prompt).toBeUndefined();
  });
  it('answerPrompt refuses an unknown prompt', () => {
    const r = answerPrompt(interruptQueue([]), 'nope', 'fire');
    expect(!r.ok && r.error.code).toBe('opfire/no-such-prompt');
  });
});

describe('properties: random task streams', () => {
  const ids = ['A1', 'A2', 'A3', 'B1', 'B2', 'B3'];
  const action = fc.oneof(
    fc.record({ t: fc.constant('move' as const), who: fc.constantFrom(...ids), col: fc.integer({ min: 1, max: 30 }), row: fc.integer({ min: 1, max: 30 }) }),
    fc.record({ t: fc.constant('fire' as const), who: fc.constantFrom(...ids), hit: fc.constantFrom(...ids) }),
    fc.record({ t: fc.constant('finish' as const), who: fc.constantFrom(...ids) }),
    fc.record({ t: fc.constant('answer' as const), fire: fc.boolean() }),
    fc.record({ t: fc.constant('begin' as const), who: fc.constantFrom(...ids) }),
  );
  it('a plot fires at most once per turn; once begun in the Prepared Phase it never prompts again; Task Points never negative', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 60 }), fc.subarray(ids, { minLength: 1 }), fc.boolean(), (actions, plotted, prepared) => {
        const w = world(ids.map((id, i) => man(id, 3 + i * 4, 3 + (i % 3) * 6)));
        const phase = prepared ? PREPARED_PHASE : NON_PREPARED_PHASE;
        const ctx = w.ctx(phase);
        let q = interruptQueue(plotted.map((id) => plotFor(w.byId.get(id)!)));
        const firedCount = new Map<string, number>();
        const begun = new Set<string>();
        for (const a of actions) {
          if (a.t === 'move') {
            w.put(a.who, a.col, a.row);
            q = afterEvent(q, { kind: 'moved-into', actor: a.who, square: { col: a.col, row: a.row }, step: 1, taskPointsSpent: 5 }, ctx).queue;
          } else if (a.t === 'fire') {
            const shooter = w.byId.get(a.who)!;
            const victim = w.byId.get(a.hit)!;
            const hits = victim.side !== shooter.side ? [{ man: a.hit, before: { wounds: victim.wounds, taskPointsRemaining: victim.taskPointsRemaining } }] : [];
            q = afterEvent(q, { kind: 'fired', actor: a.who, square: shooter.square, targets: [a.hit], hits }, ctx).queue;
          } else if (a.t === 'finish') {
            q = afterEvent(q, { kind: 'finished', actor: a.who }, ctx).queue;
          } else if (a.t === 'answer') {
            const open = nextPrompt(q, ctx);
            q = open.queue;
            if (!open.prompt) continue;
            const firer = w.byId.get(open.prompt.plotter)!;
            expect(begun.has(open.prompt.plotter)).toBe(false);
            expect(open.prompt.cost.final).toBeLessThanOrEqual(open.prompt.firerBeforeHit?.taskPointsRemaining ?? firer.taskPointsRemaining);
            const r = answerPrompt(q, open.prompt.id, a.fire ? 'fire' : 'hold');
            if (!r.ok) throw new Error(r.error.message);
            q = r.value;
            if (a.fire) {
              firedCount.set(open.prompt.plotter, (firedCount.get(open.prompt.plotter) ?? 0) + 1);
              w.set(open.prompt.plotter, { taskPointsRemaining: firer.taskPointsRemaining - open.prompt.cost.final, combatTasksThisTurn: 1 });
            }
          } else if (prepared) {
            const plot = q.plots.find((p) => p.manId === a.who);
            const r = plot ? beginPreparedExecution(plot, w.byId.get(a.who)!, ctx) : undefined;
            if (begun.has(a.who)) expect(r?.ok).toBe(false);
            if (r?.ok) {
              begun.add(a.who);
              expect(r.value.taskPointsRemaining).toBeGreaterThanOrEqual(0);
              q = { ...q, plots: q.plots.map((p) => (p.manId === a.who ? r.value.plot : p)) };
            }
          }
          for (const m of w.byId.values()) expect(m.taskPointsRemaining).toBeGreaterThanOrEqual(0);
        }
        for (const n of firedCount.values()) expect(n).toBeLessThanOrEqual(1);
        const last = nextPrompt(q, ctx).prompt;
        if (last) expect(begun.has(last.plotter)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
