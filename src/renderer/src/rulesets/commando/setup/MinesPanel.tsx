import type { Command } from '@shared/rulesets/commando/model/commands';
import type { UmpireView } from '@shared/rulesets/commando/view/view';
import { MINE_TYPE_CASE, type MinesState } from '@shared/rulesets/commando/rules/mines-model';
import { minesOf } from '../map/map-items';
import { layingMine, type DeployToolState } from '../tools/deploy-tool';
import { describeMine, mineBack, mineCounts, mineSides, mineStage, MINE_TYPE_NAME, poolName, withTrigger } from '../tools/mine-tool';
import type { ToolState } from '../tools/tool';

const sideName = (view: UmpireView, side: string): string => view.sides.find((s) => s.id === side)?.name ?? side;

/**
 * Laying mines in set-up (Section 22.0 Procedure), beside the deploy tool:
 * per side, each type with the mines still to lay, the claymore's trigger
 * (Cases 22.32, 22.35), and the side's laid mines with Remove. The umpire
 * sees every side with mines; a side's window its own alone.
 */
export function MineControls({
  view,
  mines,
  tool,
  onTool,
  onCommand,
}: {
  view: UmpireView;
  mines: MinesState | undefined;
  tool: DeployToolState;
  onTool: (t: ToolState) => void;
  onCommand: (c: Command) => void;
}) {
  const sides = mineSides(mines);
  if (!mines || sides.length === 0 || !view.setup || view.setup.started) return null;
  const draft = tool.options.mine;
  return (
    <div className="mine-controls" data-testid="mine-controls">
      <h3>Mines (Section 22.0)</h3>
      <p className="hint small">Noted in secret before play: only the side that lays a mine and the umpire know where it is (Section 22.0 Procedure).</p>
      {sides.map((side) => (
        <div key={side} data-testid={`mine-side-${side}`}>
          <p className="small">
            <b>{sideName(view, side)}</b>
          </p>
          {mineCounts(mines, side).map((c) => (
            <div key={c.types.join('+')} className="small">
              {poolName(c.types)}: {c.left} of {c.allotted} left <span className="case">{c.caseRef}</span>
              {c.types.map((type) => {
                const active = draft?.side === side && draft.type === type;
                return (
                  <button
                    key={type}
                    className={active ? 'action active' : 'action'}
                    disabled={c.left === 0 && !active}
                    onClick={() => onTool(layingMine(tool, active ? undefined : { side, type }))}
                    data-testid={`lay-mine-${side}-${type}`}
                  >
                    {active ? `Laying ${MINE_TYPE_NAME[type].toLowerCase()}s` : `Lay ${MINE_TYPE_NAME[type].toLowerCase()}`} <span className="case">{MINE_TYPE_CASE[type]}</span>
                  </button>
                );
              })}
            </div>
          ))}
          <ul className="small" data-testid={`laid-mines-${side}`}>
            {mines.laid
              .filter((m) => m.side === side)
              .map((m) => (
                <li key={m.id} data-testid={`laid-mine-${m.id}`}>
                  {m.id}: {describeMine(m)}{' '}
                  <button className="tool small" onClick={() => onCommand({ type: 'setup/remove-mine', mineId: m.id })} data-testid={`remove-mine-${m.id}`}>
                    Remove
                  </button>
                </li>
              ))}
          </ul>
        </div>
      ))}
      {draft?.type === 'claymore' && (
        <fieldset className="radio-list" data-testid="claymore-controls">
          <legend>How the claymore is fired</legend>
          <label>
            <input type="radio" name="claymore-trigger" checked={(draft.trigger ?? 'detonator') === 'detonator'} onChange={() => onTool(layingMine(tool, withTrigger(draft, 'detonator')))} data-testid="claymore-detonator" />
            Manual detonator (Case 22.32)
          </label>
          <label>
            <input type="radio" name="claymore-trigger" checked={draft.trigger === 'tripwire'} onChange={() => onTool(layingMine(tool, withTrigger(draft, 'tripwire')))} data-testid="claymore-tripwire" />
            Tripwire (Case 22.35)
          </label>
          {mineStage(draft) !== 'square' && (
            <button className="action" onClick={() => onTool(layingMine(tool, mineBack(draft)))} data-testid="claymore-back">
              Take back the last choice
            </button>
          )}
        </fieldset>
      )}
    </div>
  );
}

/** The umpire's list of mines (Section 22.0): per side, laid and allotted by type, and every mine with its square. */
export function MinesSection({ view }: { view: UmpireView }) {
  const mines = minesOf(view);
  const sides = mineSides(mines);
  if (!mines || sides.length === 0) return null;
  return (
    <section data-testid="mines-section">
      <h2>Mines (Section 22.0)</h2>
      {sides.map((side) => (
        <div key={side} data-testid={`mines-${side}`}>
          <p className="small">
            <b>{sideName(view, side)}</b>:{' '}
            {mineCounts(mines, side)
              .map((c) => `${poolName(c.types)} ${c.laid}/${c.allotted} laid (${c.caseRef})`)
              .join(' · ')}
          </p>
          <ul className="small">
            {mines.laid
              .filter((m) => m.side === side)
              .map((m) => (
                <li key={m.id} className={m.status === 'detonated' ? 'muted' : ''}>
                  {m.id}: {describeMine(m)}
                </li>
              ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
