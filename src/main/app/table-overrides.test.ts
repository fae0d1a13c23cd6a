/**
 * Issue 21: a campaign's Commando chart overrides reach play. The umpire sets a cell's value (checked against the
 * chart, with a rationale); a game started afterwards records the campaign's values in its setup state
 * (engine/game-tables.ts), keeps them when the campaign's change later, and carries them in its exported file.
 * Diagram 8 (Section 23.0 "Fire") and Table 23.91 are the charts the seed cuts off (ruling AR2).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { FileDownload, GameSwitchInfo, ImportReport, TableOverrideInfo } from '@shared/contract/api';
import type { GameState } from '@shared/rulesets/commando/model/state';
import { tablesOf } from '@shared/rulesets/commando/engine/game-tables';
import { DEFAULT_COMMANDO_TABLES, OVERRIDE_SOURCE } from '@shared/rulesets/commando/tables/index';
import { cellsOf } from '@shared/rulesets/commando/tables/table';
import { callPlayer, callUmpire } from '../host/api-service';
import { tempDir } from '../db/test-helpers';
import { openCampaignFile } from './campaign-persistence';
import { DEMO_GAME_ID, trainingGroundState } from './demo-game';
import { SightlineApp } from './sightline-app';

const staticDir = mkdtempSync(join(tmpdir(), 'sightline-static-'));
writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Sightline</title>');

async function start(): Promise<SightlineApp> {
  const initial = trainingGroundState();
  const game = await openCampaignFile(join(tempDir(), 'club.sqlite'), { id: DEMO_GAME_ID, name: initial.scenarioName, initial });
  const app = await SightlineApp.start({ mode: 'browser', ...game, staticDir, port: 0, lanHost: '127.0.0.1' });
  onTestFinished(() => app.close());
  return app;
}

const call = async <T = unknown>(app: SightlineApp, method: string, params: unknown = {}): Promise<T> => (await callUmpire(app.host, app, method, params)) as T;
const state = (app: SightlineApp): GameState => app.host.current as GameState;

const kill = { table: 'tankDamageDiagram', key: 'r5c6', field: 'kill' } as const;

describe('the campaign’s chart overrides (issue 21)', () => {
  it('Diagram 8: a value set now is recorded by the next game; changed later, the stored game keeps its own, in replay and in its exported file', async () => {
    const app = await start();
    const set = await call<TableOverrideInfo>(app, 'setTableOverride', { ...kill, value: 35, rationale: 'our printed Diagram 8' });
    expect(set).toMatchObject({ ...kill, value: 35, rationale: 'our printed Diagram 8' });
    expect(await call<TableOverrideInfo[]>(app, 'listTableOverrides')).toEqual([set]);
    // The demo game was started before: it has none.
    expect(state(app).tableOverrides).toBeUndefined();

    const first = await call<GameSwitchInfo>(app, 'newGame', { scenarioId: 'hejaz-railway', optionalRules: [] });
    expect(state(app).tableOverrides).toEqual([{ ...kill, value: 35, rationale: 'our printed Diagram 8' }]);
    expect(tablesOf(state(app)).tankDamageDiagram.r5c6!.kill).toEqual({ value: 35, provenance: { kind: 'house', source: OVERRIDE_SOURCE, rationale: 'our printed Diagram 8' } });

    // The campaign changes its value and starts another game: the first keeps 35 when opened (replayed) again.
    await call(app, 'setTableOverride', { ...kill, value: 30, rationale: 'a second reading' });
    await call(app, 'newGame', { scenarioId: 'hejaz-railway', optionalRules: [] });
    expect(tablesOf(state(app)).tankDamageDiagram.r5c6!.kill.value).toBe(30);
    await call(app, 'openGame', { gameId: first.game.gameId });
    expect(tablesOf(state(app)).tankDamageDiagram.r5c6!.kill.value).toBe(35);

    // Its game file carries them (they are in the setup state); imported into a campaign with none, it plays with them; a side's file does not.
    const file = await call<FileDownload>(app, 'exportGame', { gameId: first.game.gameId });
    expect((JSON.parse(file.text) as { initial: GameState }).initial.tableOverrides).toEqual([{ ...kill, value: 35, rationale: 'our printed Diagram 8' }]);
    const side = await call<FileDownload>(app, 'exportGame', { gameId: first.game.gameId, side: state(app).sides[0]!.id });
    expect(side.text).not.toContain('our printed Diagram 8');
    const other = await start();
    const imported = await call<ImportReport>(other, 'importGame', { json: file.text });
    await call(other, 'openGame', { gameId: imported.gameId });
    expect(await call(other, 'listTableOverrides')).toEqual([]);
    expect(tablesOf(state(other)).tankDamageDiagram.r5c6!.kill.value).toBe(35);

    // Deleted, the next game plays the chart's own value.
    expect(await call(app, 'deleteTableOverride', kill)).toEqual({ deleted: true });
    expect(await call(app, 'deleteTableOverride', kill)).toEqual({ deleted: false });
    await call(app, 'newGame', { scenarioId: 'hejaz-railway', optionalRules: [] });
    expect(state(app).tableOverrides).toBeUndefined();
    expect(tablesOf(state(app)).tankDamageDiagram.r5c6!.kill).toMatchObject({ value: 20, provenance: { kind: 'house', source: expect.stringContaining('Diagram 8') } });
  });

  it('Table 23.91: a single value takes no field; malformed cells are refused with a message naming the cell, and nothing is saved', async () => {
    const app = await start();
    await call(app, 'setTableOverride', { table: 'tankArtilleryHit', key: 'openedUpTank', value: 45, rationale: 'club reading' });
    await expect(call(app, 'setTableOverride', { ...kill, key: 'r1c1', value: 5, rationale: 'x' })).rejects.toMatchObject({ body: { error: 'bad-request', message: expect.stringContaining('tankDamageDiagram.r1c1.kill') } });
    await expect(call(app, 'setTableOverride', { ...kill, value: 'many', rationale: 'x' })).rejects.toMatchObject({ body: { error: 'bad-request', message: expect.stringContaining('tankDamageDiagram.r5c6.kill') } });
    await expect(call(app, 'setTableOverride', { table: 'tankArtilleryHit', key: 'openedUpTank', field: 'value', value: 45, rationale: 'x' })).rejects.toMatchObject({ body: { message: expect.stringContaining('single value') } });
    await expect(call(app, 'setTableOverride', { ...kill, value: 35, rationale: '   ' })).rejects.toMatchObject({ body: { error: 'bad-request', message: expect.stringContaining('rationale') } });
    expect((await call<TableOverrideInfo[]>(app, 'listTableOverrides')).map((o) => `${o.table}.${o.key}`)).toEqual(['tankArtilleryHit.openedUpTank']);
  });

  it('ruling TO5: a chart the engine still plays as printed (the movement costs of Chart 5.22) takes no campaign value; the refusal names it', async () => {
    const app = await start();
    const cell = cellsOf('taskPointCosts', DEFAULT_COMMANDO_TABLES.taskPointCosts)[0]!;
    await expect(call(app, 'setTableOverride', { table: 'taskPointCosts', key: cell.key, ...(cell.field ? { field: cell.field } : {}), value: cell.cell.value, rationale: 'our chart' })).rejects.toMatchObject({
      body: { error: 'bad-request', message: expect.stringContaining('ruling TO5') },
    });
    expect(await call<TableOverrideInfo[]>(app, 'listTableOverrides')).toEqual([]);
  });

  it('a side’s connection cannot reach them', async () => {
    const app = await start();
    const side = state(app).sides[0]!.id;
    for (const method of ['listTableOverrides', 'setTableOverride', 'deleteTableOverride']) {
      await expect(callPlayer(app.host, side, method, { ...kill, value: 35, rationale: 'x' })).rejects.toMatchObject({ body: { error: 'unknown-method' } });
    }
  });
});
