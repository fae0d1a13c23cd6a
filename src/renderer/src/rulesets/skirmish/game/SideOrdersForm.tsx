import type { Figure, Unit } from '@shared/rulesets/skirmish/model/figures';
import type { SkirmishTable } from '@shared/rulesets/skirmish/model/table-model';
import { ACTION_MODES, ORDER_ACTIONS } from '@shared/rulesets/skirmish/tables/orders';
import type { OrderAction } from '@shared/rulesets/skirmish/tables/orders';
import type { TargetMove } from '@shared/rulesets/skirmish/tables/spotting';
import { BreakdownCard } from '../../../components/BreakdownCard';
import { dropCorner, figureDraft, readPath, setAction, setMode, unitDraft, type OrdersDraft } from './side-orders-draft';

/** Who is drawing: the man whose path the table's clicks add corners to. */
export interface Drawing {
  readonly unitId: string;
  readonly figureId: string;
}

const MODE_WORDS: Record<TargetMove, string> = { still: 'stays still', crawl: 'crawls', advance: 'advances', run: 'runs' };

/**
 * A side's orders being written (issue 19): each unit's action; for each of
 * its men who may move, his mode and his path, drawn by clicking or tapping
 * corners on the table above; under it the inches drawn, the cost against his
 * allowance with its table and seed line (open the card for every step), and
 * what is wrong with it — the same plan the engine checks when they are handed in.
 */
export function SideOrdersForm({ table, units, figures, draft, onDraft, drawing, onDrawing }: { table: SkirmishTable; units: readonly Unit[]; figures: readonly Figure[]; draft: OrdersDraft; onDraft: (d: OrdersDraft) => void; drawing: Drawing | undefined; onDrawing: (d: Drawing | undefined) => void }) {
  return (
    <>
      {units.map((u) => {
        const ud = unitDraft(draft, u.id);
        const modes = ACTION_MODES[ud.action].value;
        const movers = modes.length > 1 ? figures.filter((f) => f.unitId === u.id && f.state !== 'killed' && !f.prisonerOf) : [];
        return (
          <fieldset key={u.id} className="order-unit" data-testid={`order-unit-${u.id}`}>
            <label className="order-line">
              {u.name}{' '}
              <select
                value={ud.action}
                onChange={(e) => {
                  onDraft(setAction(draft, u.id, e.target.value as OrderAction));
                  if (drawing?.unitId === u.id) onDrawing(undefined);
                }}
                data-testid={`order-${u.id}`}
              >
                {ORDER_ACTIONS.map((a) => (
                  <option key={a} value={a}>
                    {a}
                  </option>
                ))}
              </select>
            </label>
            {movers.map((f) => {
              const fd = figureDraft(draft, u.id, f.id);
              const active = drawing?.figureId === f.id;
              const reading = fd.mode === 'still' ? undefined : readPath(table, f, fd.mode, fd.path);
              return (
                <div key={f.id} className={`figure-order${active ? ' drawing' : ''}`} data-testid={`figure-order-${f.id}`}>
                  <label>
                    {f.name}{' '}
                    <select
                      value={fd.mode}
                      onChange={(e) => {
                        const mode = e.target.value as TargetMove;
                        onDraft(setMode(draft, u.id, f.id, mode));
                        onDrawing(mode === 'still' ? (active ? undefined : drawing) : { unitId: u.id, figureId: f.id });
                      }}
                      data-testid={`mode-${f.id}`}
                    >
                      {modes.map((m) => (
                        <option key={m} value={m}>
                          {MODE_WORDS[m]}
                        </option>
                      ))}
                    </select>
                  </label>
                  {reading && (
                    <>
                      <span className="path-buttons">
                        <button className="small" aria-pressed={active} onClick={() => onDrawing(active ? undefined : { unitId: u.id, figureId: f.id })} data-testid={`draw-path-${f.id}`}>
                          {active ? 'Done drawing' : 'Draw path'}
                        </button>
                        <button className="small" disabled={fd.path.length === 0} onClick={() => onDraft(dropCorner(draft, u.id, f.id))} data-testid={`undo-corner-${f.id}`}>
                          Undo corner
                        </button>
                        <button className="small" disabled={fd.path.length === 0} onClick={() => onDraft(dropCorner(draft, u.id, f.id, true))} data-testid={`clear-path-${f.id}`}>
                          Clear
                        </button>
                      </span>
                      <p className={`path-reading ${reading.reachable ? 'ok' : 'bad'}`} data-testid={`path-reading-${f.id}`} data-reachable={reading.reachable ? 'yes' : 'no'}>
                        {active && <b>Click or tap the table for each corner. </b>}
                        {reading.text} <span className="muted small">({reading.sources.join('; ')})</span>
                      </p>
                      {fd.path.length > 0 && (
                        <details className="path-card" data-testid={`path-card-${f.id}`}>
                          <summary className="small">How the cost is worked out</summary>
                          <BreakdownCard breakdown={reading.breakdown} unit={'"'} />
                        </details>
                      )}
                    </>
                  )}
                </div>
              );
            })}
          </fieldset>
        );
      })}
    </>
  );
}
