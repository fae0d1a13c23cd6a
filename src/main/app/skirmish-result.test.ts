import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SeededDice } from '@shared/kernel/dice/seeded-dice';
import type { AnyRuleset } from '@shared/kernel/ruleset';
import { findRuleset } from '@shared/rulesets/index';
import type { SkirmishCommand } from '@shared/rulesets/skirmish/model/commands';
import type { SkirmishState } from '@shared/rulesets/skirmish/model/state';
import { loadSkirmishScenario } from '@shared/rulesets/skirmish/scenarios/load-scenario';
import { decideVictory } from '@shared/rulesets/skirmish/scenarios/victory';
import { GameHost } from '../host/game-host';
import { MemoryGameLog } from '../host/game-log';
import { bundledCatalogue, resolveAssetDirs } from './catalogue';
import { withSkirmish } from './skirmish-catalogue';
import { skirmishFinishInput } from './skirmish-result';

// A bundled skirmish scenario from the catalogue through the generic GameHost (issue 19): orders from each side's window, the bound stepped by the umpire, the victory decision read, and the game finished with it.
const repoAssets = resolve(fileURLToPath(new URL('../../../assets', import.meta.url)));
const UMPIRE = { kind: 'umpire' } as const;
const cmd = (c: SkirmishCommand) => c;

function hostOf(scenarioId: string, seed: string) {
  const catalogue = withSkirmish(bundledCatalogue(resolveAssetDirs({ override: repoAssets })));
  const entry = catalogue.skirmish!.scenarios.find((s) => s.id === scenarioId)!;
  const loaded = loadSkirmishScenario(entry.file, entry.fileName, (id) => catalogue.skirmish!.tables.find((t) => t.id === id)?.file);
  if (!loaded.ok) throw new Error(loaded.errors.map((e) => e.message).join('; '));
  const ruleset = findRuleset('skirmish') as AnyRuleset;
  const dice = SeededDice.fromSeed(seed);
  const made = ruleset.createGame(ruleset.scenarioSchema.parse(loaded.setup), null, null, dice);
  if (!made.ok) throw new Error('does not set up');
  return new GameHost(ruleset, made.value.state, dice, new MemoryGameLog());
}

describe('a bundled skirmish scenario on the GameHost', () => {
  it('Village search: open set-up contacts in each window, orders from both windows, one bound stepped, no enemy in either window', () => {
    const host = hostOf('skirmish-village-search', 'issue-19-host');
    const idf = host.playerView({ kind: 'player', side: 'idf' }, 'idf') as unknown as { contacts: { contactId: string }[] };
    expect(idf.contacts.map((c) => c.contactId)).toContain('idf-contact-7');
    host.playerAction({ kind: 'player', side: 'idf' }, 'submitOrders', { orders: [{ unitId: 'idf-1', action: 'advance', figures: [{ figureId: 'a-1', mode: 'advance', path: [{ x: 32, y: 40 }] }] }] });
    host.playerAction({ kind: 'player', side: 'plo' }, 'submitOrders', { orders: [{ unitId: 'farmhouse-group', action: 'unaimed-fire', figures: [] }] });
    const step = () => expect(host.command(UMPIRE, { type: 'bound/advance' })).toMatchObject({ ok: true });
    step();
    for (const unitId of ['idf-1', 'farmhouse-group']) expect(host.command(UMPIRE, cmd({ type: 'reaction/roll', unitId, support: [] }))).toMatchObject({ ok: true });
    for (let i = 0; i < 7; i++) step(); // spotting, movement, fire, damage, close combat, motivation, bound 2
    const state = host.current as SkirmishState;
    expect(state).toMatchObject({ bound: 2, step: 'orders' });
    expect(decideVictory(state)).toEqual({ decided: false, bound: 2, why: 'no condition is met after bound 1 of 8' });
    for (const side of ['idf', 'plo']) {
      const json = JSON.stringify(host.playerView({ kind: 'player', side }, side));
      const enemies = Object.values(state.figures).filter((f) => state.units[f.unitId]!.side !== side);
      for (const f of enemies) expect(json).not.toContain(`"${f.id}"`);
      // The garden traps were laid by the PLO (ruling SK24): their side knows where, the Israelis do not, and nobody's window names their cards.
      if (side === 'plo') expect(json).toContain('"garden-traps"');
      else expect(json).not.toContain('garden-traps');
      expect(json).not.toContain('Traps in the farm garden');
    }
  });

  it('a decided game finishes with its decision: the winner wins, the other loses, the reasons are kept and casualties counted', () => {
    const host = hostOf('skirmish-track-ambush', 'issue-19-finish');
    const state = host.current as SkirmishState;
    // As if ten bounds were played and s2-d was killed: nothing met, so the scenario's "otherwise" gives it to the guerrillas.
    const ended: SkirmishState = { ...state, bound: 11, figures: { ...state.figures, 's2-d': { ...state.figures['s2-d']!, state: 'killed' } } };
    const decision = decideVictory(ended);
    const input = skirmishFinishInput(decision, ended.sides);
    expect(input).toEqual({ sides: { rli: { outcome: 'loss' }, zanla: { outcome: 'win' } }, turnsPlayed: 10, rulings: [expect.stringContaining('the game goes to Guerrillas')] });
    expect(() => skirmishFinishInput(decideVictory(state), state.sides)).toThrow(/not decided yet/);
    // The ruleset's tally counts a figure wounded, crippled or killed as a casualty, a pinned one as fit (ruling SG2).
    const tally = (findRuleset('skirmish') as AnyRuleset).tally!(ended);
    expect(tally.men.find((m) => m.id === 's2-d')).toEqual({ id: 's2-d', name: 'Tpr Hart', side: 'rli', condition: 'killed', wounds: 0 });
    expect(tally.men.filter((m) => m.condition !== 'fit')).toHaveLength(1);
    const report = host.finishGame(UMPIRE, input);
    expect(report).toMatchObject({ finished: true, sides: { rli: { outcome: 'loss', casualties: 0 }, zanla: { outcome: 'win' } }, turnsPlayed: 10 });
    const draw = skirmishFinishInput({ decided: true, winner: null, afterBound: 4, reasons: ['a draw'] }, ended.sides);
    expect(draw.sides).toEqual({ rli: { outcome: 'draw' }, zanla: { outcome: 'draw' } });
  });
});
