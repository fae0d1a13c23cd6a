import { useState } from 'react';
import type { Command, CommandOf } from '@shared/rulesets/commando/model/commands';
import type { UmpireView } from '@shared/rulesets/commando/view/view';
import { PHASES } from '@shared/rulesets/commando/model/state';
import { buttonCommands, commandLabel, conditionLabel, phaseLabel, plotMayWaitForFiring, plotTaskLabel } from './labels';
import { shortcutKeyFor } from './shortcuts';
import { UmpireReminders } from './UmpireReminders';
import { dropOffered } from '../tools/gallop-drop-tool';

/** The key that issues this very command now (shortcuts.ts), shown on its button. */
function Key({ view, command }: { view: UmpireView; command: Command }) {
  const key = shortcutKeyFor(view, command);
  return key ? <kbd data-testid="shortcut-key">{key}</kbd> : null;
}

/**
 * Whose move it is and what may be done now, straight from the engine's
 * legal actions, so the umpire never has to remember the sequence (Case 5.1).
 */
export function TurnPanel({ view, onCommand, selectedManId, onDropGrenade }: { view: UmpireView; onCommand: (c: Command) => void; selectedManId?: string; onDropGrenade?: () => void }) {
  const legal = view.legal;
  const who = view.whoseMove ?? legal?.whoseMove;
  const commands = legal ? buttonCommands(legal.commands) : [];
  const active = view.sequence?.active?.manId;
  const prompts = legal?.prompts ?? [];
  const observationPrompts = prompts.filter((p) => p.kind === 'observation');
  const panicPrompts = prompts.filter((p) => p.kind === 'panic-target');
  const panicChoices = (legal?.commands ?? []).filter((c): c is CommandOf<'panic/choose-target'> => c.type === 'panic/choose-target');
  const opportunityPrompts = prompts.filter((p) => p.kind === 'opportunity');
  const answers = (legal?.commands ?? []).filter((c) => c.type === 'opportunity/fire' || c.type === 'opportunity/hold');
  const plots = (legal?.commands ?? []).filter((c): c is CommandOf<'plot/opportunity-fire'> => c.type === 'plot/opportunity-fire');
  const attempts = (legal?.commands ?? []).filter((c) => c.type === 'observe/attempt' || c.type === 'observe/forego');
  const selectedAttempts = selectedManId ? attempts.filter((c) => c.type === 'observe/attempt' && c.observerId === selectedManId) : [];
  const initiative = view.sequence?.initiative;
  // Case 19.34: a ridden mount acts and its rider holds a prepared grenade — the drop square is picked on the map.
  const drop = dropOffered(legal?.commands ?? []);
  const dropMount = drop ? view.men.find((m) => m.id === drop.manId) : undefined;
  const dropRider = dropMount?.mount?.riderId ? view.men.find((m) => m.id === dropMount.mount!.riderId) : undefined;

  return (
    <section className="turn-panel" data-testid="turn-panel">
      <ol className="phases">
        {PHASES.map((p) => (
          <li key={p} className={p === view.phase ? 'current' : ''}>
            {phaseLabel(p)}
          </li>
        ))}
      </ol>
      {who && (
        <p className="whose-move" data-testid="whose-move">
          {who.summary} <span className="case">{who.caseRef}</span>
        </p>
      )}
      <UmpireReminders view={view} />
      {initiative && (
        <p className="muted small">
          Initiative: {view.sides.find((s) => s.id === initiative.side)?.name ?? initiative.side} (Case 6.1)
        </p>
      )}
      {active && <p>Acting: <b>{active}</b> — use the Move tool (M) to draw his route.</p>}
      {opportunityPrompts.map((p) => (
        <div key={p.id} className="interrupt" role="alert" data-testid="opportunity-prompt">
          <h3>
            Interrupt — opportunity fire <span className="case">Cases 10.7, 7.53</span>
          </h3>
          <p>{p.kind === 'opportunity' ? p.text : ''}</p>
          <p className="muted small">{view.men.find((m) => m.id === p.moverId)?.name ?? p.moverId}'s tasks wait until the plotted man fires or holds (Case 10.73).</p>
          <div className="actions">
            {answers
              .filter((c) => 'promptId' in c && c.promptId === p.id)
              .map((c) => {
                const { label, caseRef } = commandLabel(view, c);
                return (
                  <button key={c.type} className={c.type === 'opportunity/fire' ? 'action fire' : 'action'} onClick={() => onCommand(c)} data-testid={`prompt-${c.type}`}>
                    {label} <span className="case">{caseRef}</span>
                    <Key view={view} command={c} />
                  </button>
                );
              })}
          </div>
        </div>
      ))}
      {panicPrompts.map((p) => (
        <div key={p.id} className="interrupt" role="alert" data-testid="panic-target-prompt">
          <h3>
            Panic fire — owning Player's choice <span className="case">{p.caseRef}</span>
          </h3>
          <div className="actions">
            {panicChoices
              .filter((c) => c.manId === p.moverId)
              .map((c) => {
                const { label, caseRef } = commandLabel(view, c);
                return (
                  <button key={c.targetId} className="action fire" onClick={() => onCommand(c)} data-testid={`panic-choose-${c.targetId}`}>
                    {label} <span className="case">{caseRef}</span>
                  </button>
                );
              })}
          </div>
        </div>
      ))}
      {plots.length > 0 && <PlotChooser view={view} plots={plots} onCommand={onCommand} {...(selectedManId ? { selectedManId } : {})} />}
      {observationPrompts.length > 0 && (
        <div className="prompts" data-testid="prompts">
          <h3>Observation prompt (Cases 7.52, 8.92)</h3>
          {attempts.map((c, i) => {
            const { label, caseRef } = commandLabel(view, c);
            return (
              <button key={i} className="action" onClick={() => onCommand(c)} data-testid={`prompt-${c.type}-${c.observerId}`}>
                {label} <span className="case">{caseRef}</span>
              </button>
            );
          })}
        </div>
      )}
      {drop && onDropGrenade && (
        <div className="actions">
          <button className="action fire" onClick={onDropGrenade} data-testid="action-drop-grenade">
            {dropRider?.name ?? 'The rider'} drops a grenade as {dropMount?.name ?? drop.manId} gallops: pick the square on the map <span className="case">Case 19.34</span>
          </button>
        </div>
      )}
      <div className="actions" data-testid="actions">
        {commands.map((c, i) => {
          const { label, caseRef } = commandLabel(view, c);
          return (
            <button key={i} className="action" onClick={() => onCommand(c)} data-testid={`action-${c.type}`}>
              {label} <span className="case">{caseRef}</span>
              <Key view={view} command={c} />
            </button>
          );
        })}
      </div>
      {prompts.length === 0 && selectedAttempts.length > 0 && (
        <div className="actions">
          <h3>Observation by {selectedManId}</h3>
          {selectedAttempts.map((c, i) => {
            const { label, caseRef } = commandLabel(view, c);
            return (
              <button key={i} className="action" onClick={() => onCommand(c)}>
                {label} <span className="case">{caseRef}</span>
              </button>
            );
          })}
        </div>
      )}
    </section>
  );
}

type Condition = 'first-observed' | 'first-moving' | 'only-firing' | 'nth-moving-or-firing';

const CONDITIONS: readonly { id: Condition; label: string }[] = [
  { id: 'first-observed', label: 'the first man he observes (Case 10.71)' },
  { id: 'first-moving', label: 'the first moving man (Case 10.72)' },
  { id: 'only-firing', label: 'only a firing man (Case 10.72)' },
  { id: 'nth-moving-or-firing', label: 'the nth man moving or firing (Case 10.72)' },
];

function conditionOf(id: Condition, ordinal: number): CommandOf<'plot/opportunity-fire'>['condition'] {
  switch (id) {
    case 'first-observed':
      return undefined;
    case 'first-moving':
      return { trigger: 'moving', ordinal: 1 };
    case 'only-firing':
      return { trigger: 'firing', ordinal: 1 };
    case 'nth-moving-or-firing':
      return { trigger: 'moving-or-firing', ordinal };
  }
}

/**
 * Phase B (Case 5.1 B): plot a man for opportunity fire in secret, with a
 * simple Case 10.72 condition. The men and fire tasks come from the engine's
 * legal plots; the host checks the plot again.
 */
function PlotChooser({ view, plots, onCommand, selectedManId }: { view: UmpireView; plots: readonly CommandOf<'plot/opportunity-fire'>[]; onCommand: (c: Command) => void; selectedManId?: string }) {
  const menIds = [...new Set(plots.map((p) => p.manId))];
  const [manPick, setManPick] = useState<string>();
  const [taskPick, setTaskPick] = useState<string>();
  const [conditionPick, setCondition] = useState<Condition>('first-moving');
  const [ordinal, setOrdinal] = useState(2);
  const manId = manPick && menIds.includes(manPick) ? manPick : selectedManId && menIds.includes(selectedManId) ? selectedManId : menIds[0]!;
  const tasks = [...new Set(plots.filter((p) => p.manId === manId).map((p) => p.fireTask))];
  const fireTask = taskPick && tasks.includes(taskPick) ? taskPick : tasks[0]!;
  // Case 22.33: a detonation plot waits for a moving man only.
  const conditions = CONDITIONS.filter((c) => c.id !== 'only-firing' || plotMayWaitForFiring(fireTask));
  const condition = conditions.some((c) => c.id === conditionPick) ? conditionPick : 'first-moving';
  const cond = conditionOf(condition, ordinal);
  const command: Command = { type: 'plot/opportunity-fire', manId, fireTask, ...(cond ? { condition: cond } : {}) };
  const man = view.men.find((m) => m.id === manId);
  return (
    <div className="plot-chooser" data-testid="plot-chooser">
      <h3>
        Plot opportunity fire <span className="case">Cases 5.1 B, 10.72, 10.76</span>
      </h3>
      <label>
        Man
        <select value={manId} onChange={(e) => setManPick(e.target.value)} data-testid="plot-man">
          {menIds.map((id) => (
            <option key={id} value={id}>
              {id} {view.men.find((m) => m.id === id)?.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Task
        <select value={fireTask} onChange={(e) => setTaskPick(e.target.value)} data-testid="plot-task">
          {tasks.map((t) => (
            <option key={t} value={t}>
              {plotTaskLabel(t)}
            </option>
          ))}
        </select>
      </label>
      <label>
        Fires at
        <select value={condition} onChange={(e) => setCondition(e.target.value as Condition)} data-testid="plot-condition">
          {conditions.map((c) => (
            <option key={c.id} value={c.id}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
      {condition === 'nth-moving-or-firing' && (
        <label>
          n
          <input type="number" min={1} max={20} value={ordinal} onChange={(e) => setOrdinal(Math.max(1, Math.min(20, Number(e.target.value) || 1)))} data-testid="plot-ordinal" />
        </label>
      )}
      <button className="action" onClick={() => onCommand(command)} data-testid="plot-submit">
        Plot {man?.name ?? manId} at {conditionLabel(cond)} <span className="case">{cond ? 'Case 10.72' : 'Case 10.71'}</span>
      </button>
    </div>
  );
}
