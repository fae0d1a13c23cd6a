import { useEffect, useMemo, useState } from 'react';
import type { ScenarioDetailInfo, ScenarioSummaryInfo } from '@shared/contract/api';
import type { NewGameProps } from '../../screens';
import { errorText } from '../../../pages/archive/files';
import { MINE_TYPES } from '@shared/rulesets/commando/rules/mines-model';
import { MINE_TYPE_NAME } from '../tools/mine-tool';
import { listedMines, listedMinesLine, mineKey, MINES_RULE, mineSidesOf, minesParam, printedMineNumbers, type MineNumbers } from './mine-setup';
import { builtSuggestedValues, ruleChoiceGroups } from './optional-rule-groups';
import { OptionalRulesChoice } from './OptionalRulesChoice';
import {
  blockedHeading, blockingReasons, DEFAULT_SETUP, newGameParams, optionalRuleChoices, RULESET_NAMES, scenarioFacts, scenarioHeading, scenariosOf, suggestedRules, type RulesetFilter, type SetupForm,
} from './scenario-labels';

/**
 * New game: the bundled scenarios and the campaign's own. A scenario whose
 * necessary Optional Rules Sightline does not play yet is shown with them and
 * cannot be chosen (Case 38.23: never played without them). For the chosen
 * one: endurance (Case 9.4), dice, and the Optional Rules to use.
 */
export function ScenarioSetup({ client, onStarted }: NewGameProps) {
  const [scenarios, setScenarios] = useState<readonly ScenarioSummaryInfo[]>();
  const [chosen, setChosen] = useState<string>();
  const [detail, setDetail] = useState<ScenarioDetailInfo>();
  const [form, setForm] = useState<SetupForm>(DEFAULT_SETUP);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  /** Which ruleset's scenarios are listed (issue 19). */
  const [ruleset, setRuleset] = useState<RulesetFilter>('all');
  /** Section 22.0 Procedure: the mine numbers, once the umpire changed one (undefined: as the scenario prints them). */
  const [mineNumbers, setMineNumbers] = useState<MineNumbers>();
  const choices = useMemo(() => optionalRuleChoices(), []);

  useEffect(() => {
    client.call('listScenarios', {}).then(setScenarios, (e: unknown) => setError(`Could not list the scenarios: ${errorText(e)}`));
  }, [client]);

  useEffect(() => {
    setDetail(undefined);
    setMineNumbers(undefined);
    if (!chosen) return;
    let live = true;
    client.call('getScenario', { id: chosen }).then(
      (d) => live && setDetail(d),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client, chosen]);

  const scenario = scenarios?.find((s) => s.id === chosen);
  const skirmish = scenario?.ruleset === 'skirmish';
  const groups = ruleChoiceGroups(choices, suggestedRules(detail?.file));
  const listed = listedMines(detail?.file);
  const mineSides = mineSidesOf(detail?.file);
  const printedMines = printedMineNumbers(listed);
  const shownMines = mineNumbers ?? printedMines;

  const start = async () => {
    if (!scenario) return;
    setBusy(true);
    setError(undefined);
    try {
      // A skirmish scenario names its own optional rules and mined areas: only the dice are chosen here (issue 19).
      const params = skirmish ? { scenarioId: scenario.id, diceMode: form.diceMode, endurance: 'standard' as const, optionalRules: [] } : { ...newGameParams(scenario.id, form, choices), ...minesParam(form.optionalRules, mineNumbers, mineSides) };
      onStarted(await client.call('newGame', params));
    } catch (e) {
      setError(`${scenarioHeading(scenario)} was not set up: ${errorText(e)}`);
    } finally {
      setBusy(false);
    }
  };

  const toggleRule = (value: string, on: boolean) =>
    setForm((f) => ({ ...f, optionalRules: on ? [...f.optionalRules.filter((r) => r !== value), value] : f.optionalRules.filter((r) => r !== value) }));

  const tickSuggested = () => setForm((f) => ({ ...f, optionalRules: [...new Set([...f.optionalRules, ...builtSuggestedValues(groups)])] }));

  const options = scenario && (
    <div className="card setup-options" data-testid="setup-options">
      <div className="card-title">{scenarioHeading(scenario)}</div>
      {!skirmish && <fieldset>
        <legend>Endurance (Case 9.4)</legend>
        <label>
          <input type="radio" name="endurance" checked={form.endurance === 'standard'} onChange={() => setForm((f) => ({ ...f, endurance: 'standard' }))} data-testid="endurance-standard" />
          Standard: each man has the printed value
        </label>
        <label>
          <input type="radio" name="endurance" checked={form.endurance === 'rolled'} onChange={() => setForm((f) => ({ ...f, endurance: 'rolled' }))} data-testid="endurance-rolled" />
          Rolled for each man at set-up (the rolls go in the log)
        </label>
      </fieldset>}
      <fieldset>
        <legend>Dice</legend>
        <label>
          <input type="radio" name="dice" checked={form.diceMode === 'seeded'} onChange={() => setForm((f) => ({ ...f, diceMode: 'seeded' }))} data-testid="dice-seeded" />
          Sightline rolls (a secret seed for this game)
        </label>
        <label>
          <input type="radio" name="dice" checked={form.diceMode === 'physical'} onChange={() => setForm((f) => ({ ...f, diceMode: 'physical' }))} data-testid="dice-physical" />
          Real dice: the umpire types each roll when asked
        </label>
      </fieldset>
      {!skirmish && <OptionalRulesChoice groups={groups} chosen={form.optionalRules} onToggle={toggleRule} onTickSuggested={tickSuggested} />}
      {skirmish && <p className="hint" data-testid="skirmish-setup-note">The scenario sets its own forces, mined areas and optional rules; the orders for each bound are written in the side windows.</p>}
      {!skirmish && form.optionalRules.includes(MINES_RULE) && (
        <fieldset data-testid="setup-mines">
          <legend>Mines (Section 22.0 Procedure)</legend>
          {listed.map((l, i) => (
            <p key={i} className="hint" data-testid="listed-mines">
              {listedMinesLine(l, mineSides)}
            </p>
          ))}
          {listed.length === 0 && <p className="hint">The scenario lists no mines: the Players agree the number and type before play (Section 22.0 Procedure).</p>}
          {mineSides.length === 0 && <p className="hint">No side sets up on the map before play, so nobody can lay mines.</p>}
          {mineSides.map((s) => (
            <div key={s.id} className="mine-numbers" data-testid={`mine-numbers-${s.id}`}>
              <b>{s.name}</b>
              {MINE_TYPES.map((type) => (
                <label key={type}>
                  {MINE_TYPE_NAME[type]}{' '}
                  <input
                    type="number"
                    min={0}
                    max={99}
                    value={shownMines[mineKey(s.id, type)] ?? 0}
                    onChange={(e) => {
                      const n = Math.max(0, Math.min(99, Math.trunc(Number(e.target.value) || 0)));
                      setMineNumbers({ ...shownMines, [mineKey(s.id, type)]: n });
                    }}
                    data-testid={`mines-${s.id}-${type}`}
                  />
                </label>
              ))}
            </div>
          ))}
          {mineNumbers && (
            <button className="tool small" onClick={() => setMineNumbers(undefined)} data-testid="mines-as-printed">
              Back to the numbers as printed
            </button>
          )}
        </fieldset>
      )}
      <p className="hint">Starting puts the new game behind every window. Each side gets a new link (Players tab); the old links stop working.</p>
      <button className="primary" disabled={busy} onClick={() => void start()} data-testid="start-game">
        {busy ? 'Setting up…' : `Start ${scenario.title}`}
      </button>
    </div>
  );

  return (
    <section aria-label="New game" data-testid="scenario-setup">
      <h2>New game</h2>
      {!scenarios && !error && <p className="muted">Reading the scenarios…</p>}
      <label className="ruleset-filter">
        Ruleset{' '}
        <select value={ruleset} onChange={(e) => setRuleset(e.target.value as RulesetFilter)} data-testid="ruleset-filter">
          <option value="all">All rulesets</option>
          {Object.entries(RULESET_NAMES).map(([id, name]) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <ul className="scenario-list" data-testid="scenario-list">
        {scenarios && scenariosOf(scenarios, ruleset).map((s) => {
          const blocked = blockingReasons(s);
          return (
            <li key={s.id}>
              <label className={`scenario-card ${s.canStart ? '' : 'blocked'} ${s.id === chosen ? 'active' : ''}`} data-testid={`scenario-${s.id}`}>
                <input type="radio" name="scenario" value={s.id} checked={s.id === chosen} disabled={!s.canStart} onChange={() => setChosen(s.id)} />
                <span className="scenario-text">
                  <span className="scenario-title">{scenarioHeading(s)}</span>
                  <span className="muted">{scenarioFacts(s)}</span>
                  {!s.canStart && (
                    <span className="blocked-why" data-testid={`scenario-blocked-${s.id}`}>
                      <b>{blockedHeading(s).title}</b>
                      {blockedHeading(s).lead}
                      <span className="blocked-list">
                        {blocked.map((b) => (
                          <span key={b}>{b}</span>
                        ))}
                      </span>
                    </span>
                  )}
                  {s.canStart && s.specialRulesByHand.length > 0 && (
                    <span className="by-hand" data-testid={`scenario-by-hand-${s.id}`}>
                      Special rules the umpire applies by hand (Case 38.23): {s.specialRulesByHand.map((r) => r.title).join('; ')}
                    </span>
                  )}
                </span>
              </label>
              {s.id === chosen && options}
            </li>
          );
        })}
      </ul>

      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
