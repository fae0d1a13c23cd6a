import { describe, expect, it } from 'vitest';
import type { ArchiveEntryInfo, AuditReport, FileDownload, FinishReport, GameSummaryInfo, GameSwitchInfo, ReplayFrame, ScenarioStatisticsInfo } from '@shared/contract/api';
import type { SkirmishLegalActions } from '@shared/rulesets/skirmish/engine/legal-actions';
import type { SkirmishEvent } from '@shared/rulesets/skirmish/model/events';
import { skirmishLogSentence } from '@shared/rulesets/skirmish/view/log';
import type { SightlineApp } from './sightline-app';
import { call, startDemoApp } from './test-support/demo-app';

// Issue 19: a skirmish game's archive as a Commando game's — finished with the scenario's decision, exported, reported in words, replayed from the archive, counted per scenario, listed with its ruleset.

/**
 * Plays the open skirmish game on seeded dice until its scenario decides it:
 * every bound both sides write no orders and the umpire takes the step's
 * first action (its own step when offered, else what the step waits for).
 */
async function playToDecision(app: SightlineApp): Promise<void> {
  const spotted = new Set<number>();
  for (let i = 0; i < 400; i++) {
    const view = await call<{ step: string; ordersIn: Record<string, boolean>; sides: { id: string }[]; units: { id: string; side: string }[]; victory: { decided: boolean } }>(app, 'getView');
    if (view.victory.decided) return;
    // Each side's first unit holds (its reaction is rolled on the game's dice); the rest write nothing.
    if (view.step === 'orders') for (const s of view.sides) if (!view.ordersIn[s.id]) app.host.playerAction({ kind: 'player', side: s.id }, 'submitOrders', { orders: [{ unitId: view.units.find((u) => u.side === s.id)!.id, action: 'hold', figures: [] }] });
    const { legal } = await call<{ legal: SkirmishLegalActions }>(app, 'legalActions');
    // One spotting check a bound (rolled), every reaction and wound roll offered, else the next step.
    const spot = legal.step === 'spotting' && !spotted.has(legal.bound) ? legal.actions.find((a) => a.command.type.startsWith('spot')) : undefined;
    if (spot) spotted.add(legal.bound);
    const action = spot ?? legal.actions.find((a) => a.command.type === 'reaction/roll' || a.command.type === 'damage/roll') ?? legal.actions.find((a) => a.command.type === 'bound/advance') ?? legal.actions[0];
    if (!action) throw new Error(`nothing to do in the ${legal.step} step: ${legal.waitingFor.join(', ')}`);
    expect(await call(app, 'command', { command: action.command })).toMatchObject({ ok: true });
  }
  throw new Error('the game was not decided in 400 commands');
}

async function finishedGame() {
  const app = await startDemoApp({ lanHost: '127.0.0.1' });
  const demoId = (await call<{ gameId: string }>(app, 'currentGame')).gameId;
  const gameId = (await call<GameSwitchInfo>(app, 'newGame', { scenarioId: 'skirmish-patrol-meeting' })).game.gameId;
  // Not decided yet: a finish without the sides' outcomes is refused, naming why; nothing is archived.
  await expect(call(app, 'finishGame', { result: { sides: {} } })).rejects.toMatchObject({ body: { message: expect.stringMatching(/^The game is not decided yet: victory is read at the end of a bound; bound 1 is in its orders step\./) } });
  await playToDecision(app);
  const report = await call<FinishReport>(app, 'finishGame', { result: { sides: {}, notes: 'Played at the club.' } });
  return { app, gameId, report, demoId };
}

describe('the archive of a skirmish game (issue 19)', () => {
  it("finishing with no side's outcome records the scenario's decision: outcomes, bounds played, reasons and casualties", async () => {
    const { app, gameId, report, demoId } = await finishedGame();
    const view = await call<{ victory: { decided: true; winner: string | null; afterBound: number; reasons: string[] } }>(app, 'getView');
    const v = view.victory;
    const outcome = (side: string) => (v.winner === null ? 'draw' : v.winner === side ? 'win' : 'loss');
    expect(report).toMatchObject({ finished: true, turnsPlayed: v.afterBound, rulings: v.reasons, notes: 'Played at the club.', sides: { us: { outcome: outcome('us') }, nva: { outcome: outcome('nva') } } });
    const [entry] = await call<ArchiveEntryInfo[]>(app, 'archive', { filter: { gameId } });
    expect(entry).toMatchObject({ gameId, scenarioId: 'skirmish-patrol-meeting', ruleset: 'skirmish', turnsPlayed: v.afterBound, rulings: v.reasons, outcome: { us: { outcome: outcome('us') }, nva: { outcome: outcome('nva') } } });
    // Casualties per side are the figures the tally counts (wounded, crippled, killed).
    for (const side of ['us', 'nva']) expect(entry!.outcome[side]!.casualties).toBe(report.casualties.filter((c) => c.side === side && c.condition !== 'fit').length);
    // Finished: no command is taken, and a Commando game's rules decide nothing by themselves.
    await expect(call(app, 'finishGame', { result: { sides: {} } })).rejects.toThrow();
    await call(app, 'openGame', { gameId: demoId });
    await expect(call(app, 'finishGame', { result: { sides: {} } })).rejects.toMatchObject({ body: { message: "The result needs each side's outcome: this game's rules decide none by themselves." } });
  });

  it('exports the whole game and writes its report in words: every event as the log says it, every die as rolled, no JSON', async () => {
    const { app, gameId } = await finishedGame();
    const exported = await call<FileDownload>(app, 'exportGame', { gameId });
    const file = JSON.parse(exported.text) as { scenario: { ruleset: string }; events: { kind: string; type: string; payload: Record<string, unknown>; dice: { purpose: string; faces: { face: number; die: string }[] }[] | null }[]; result: unknown };
    expect(exported.fileName).toMatch(/^patrol-meeting-engagement-.*\.sightline\.json$/);
    expect(file.scenario.ruleset).toBe('skirmish');
    expect(file.result).not.toBeNull();
    const audit = await call<AuditReport>(app, 'audit');
    expect(file.events.length).toBe(audit.events.length);
    const html = (await call<FileDownload>(app, 'report', { gameId })).text;
    expect(html).toContain('Patrol meeting engagement — after-action report (umpire)');
    expect(html).toContain('Modern skirmish (1989)');
    const esc = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
    let dice = 0;
    for (const e of file.events) {
      const event = { ...e.payload, ...(e.dice ? { dice: e.dice } : {}) } as unknown as SkirmishEvent;
      expect(html).toContain(esc(skirmishLogSentence(event)));
      for (const d of e.dice ?? []) {
        dice++;
        expect(html).toContain(esc(`${d.purpose}: ${d.faces.map((f) => `${f.face} on a ${f.die}`).join(', ')} (seeded)`));
      }
    }
    expect(dice).toBeGreaterThan(0);
    expect(html).not.toMatch(/[{[]&quot;|\{"|"\}/);
    expect(html).not.toContain('[object Object]');
  });

  it("writes each side's own copy and report: its figures and contacts as it saw them, nothing of the enemy's, not importable", async () => {
    const { app, gameId } = await finishedGame();
    const audit = await call<AuditReport>(app, 'audit');
    const umpire = (await call<ReplayFrame>(app, 'replayAt', { gameId, seq: audit.events.at(-1)!.seq, viewer: { kind: 'umpire' } })).view as unknown as { figures: { id: string; name: string; unitId: string }[]; units: { id: string; name: string; side: string }[] };
    for (const side of ['us', 'nva']) {
      const exported = await call<FileDownload>(app, 'exportGame', { gameId, side });
      expect(exported.fileName).toMatch(new RegExp(`^patrol-meeting-engagement-.*-${side}\\.sightline\\.json$`));
      const file = JSON.parse(exported.text) as { format: string; kind: string; ruleset: string; side: { id: string }; result: { boundsPlayed: number } | null; timeline: { bound: number; figures: { id: string }[]; contacts: { contactId: string }[] }[] };
      expect(file).toMatchObject({ format: 'sightline-side-view', kind: 'side', ruleset: 'skirmish', side: { id: side } });
      expect(file.result?.boundsPlayed).toBeGreaterThan(0);
      const own = umpire.figures.filter((f) => umpire.units.find((u) => u.id === f.unitId)?.side === side);
      expect(file.timeline.at(-1)!.figures.map((f) => f.id).sort()).toEqual(own.map((f) => f.id).sort());
      const enemy = umpire.figures.filter((f) => !own.includes(f));
      const enemyUnits = umpire.units.filter((u) => u.side !== side);
      for (const x of [...enemy.flatMap((f) => [f.id, f.name]), ...enemyUnits.flatMap((u) => [u.id, u.name])]) expect(exported.text).not.toContain(`"${x}"`);
      expect(exported.text).not.toMatch(/"(figureId|version|seq)"/);
      const html = (await call<FileDownload>(app, 'report', { gameId, side })).text;
      expect(html).toContain(`after-action report for ${side === 'us' ? 'U.S. patrol' : 'N.V.A. patrol'}`);
      expect(html).toContain('What we saw, step by step');
      for (const f of own) expect(html).toContain(f.name);
      for (const x of [...enemy.map((f) => f.name), ...enemyUnits.map((u) => u.name)]) expect(html).not.toContain(x);
      expect(html).not.toContain('[object Object]');
      // A side's copy is no game file: importing it is refused, naming why.
      await expect(call(app, 'importGame', { json: exported.text })).rejects.toMatchObject({ body: { message: expect.stringContaining("one side's copy") } });
    }
    await expect(call(app, 'exportGame', { gameId, side: 'vc' })).rejects.toMatchObject({ body: { message: expect.stringContaining('No side "vc"') } });
  });

  it('replays the archived game from its row after another game is opened: fog lifted, or as one side saw it', async () => {
    const { app, gameId, demoId } = await finishedGame();
    const audit = await call<AuditReport>(app, 'audit');
    await call(app, 'openGame', { gameId: demoId });
    const last = audit.events.at(-1)!.seq;
    const end = await call<ReplayFrame>(app, 'replayAt', { gameId, seq: last, viewer: { kind: 'umpire' } });
    expect(end).toMatchObject({ last, view: { ruleset: 'skirmish', kind: 'umpire' } });
    const start = await call<ReplayFrame>(app, 'replayAt', { gameId, seq: 0, viewer: { kind: 'umpire' } });
    expect(start.view).toMatchObject({ ruleset: 'skirmish', bound: 1, step: 'orders' });
    const us = await call<ReplayFrame>(app, 'replayAt', { gameId, seq: last, viewer: { kind: 'side', side: 'us' } });
    expect(us.view).toMatchObject({ ruleset: 'skirmish', kind: 'side', side: 'us' });
    const json = JSON.stringify(us.view);
    const umpire = end.view as unknown as { figures: { id: string; unitId: string }[]; units: { id: string; side: string }[] };
    const nva = umpire.figures.filter((f) => umpire.units.find((u) => u.id === f.unitId)?.side === 'nva');
    expect(nva.length).toBeGreaterThan(0);
    for (const f of nva) expect(json).not.toContain(`"${f.id}"`);
  });

  it('counts the game in the per-scenario statistics beside Commando scenarios, and the Games list names each game\'s ruleset', async () => {
    const { app, gameId, report, demoId } = await finishedGame();
    const stats = await call<ScenarioStatisticsInfo[]>(app, 'statistics');
    const patrol = stats.find((s) => s.scenarioId === 'skirmish-patrol-meeting');
    expect(patrol).toMatchObject({ scenarioName: 'Patrol meeting engagement', ruleset: 'skirmish', games: 1, averageTurns: report.turnsPlayed });
    for (const side of ['us', 'nva']) {
      const o = report.sides[side]!.outcome;
      expect(patrol!.sides.find((s) => s.side === side)).toMatchObject({ games: 1, wins: o === 'win' ? 1 : 0, losses: o === 'loss' ? 1 : 0, draws: o === 'draw' ? 1 : 0 });
    }
    const games = await call<GameSummaryInfo[]>(app, 'listGames');
    expect(games.find((g) => g.id === gameId)).toMatchObject({ ruleset: 'skirmish', rulesetName: 'Modern skirmish (1989)', status: 'finished' });
    expect(games.find((g) => g.id === demoId)).toMatchObject({ ruleset: 'commando', rulesetName: expect.stringMatching(/Commando/) });
  });
});
