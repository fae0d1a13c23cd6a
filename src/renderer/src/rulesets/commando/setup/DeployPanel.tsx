import type { Command } from '@shared/rulesets/commando/model/commands';
import type { UmpireView } from '@shared/rulesets/commando/view/view';
import { describeSquare } from '@shared/map/coords';
import {
  confirmRoute,
  deployTarget,
  objectsToPlace,
  placingObject,
  routeBreak,
  routeDraft,
  undoRoutePoint,
  withSentry,
  zonesStillTaking,
  type DeployToolState,
} from '../tools/deploy-tool';
import type { ToolContext, ToolState } from '../tools/tool';
import type { MinesState } from '@shared/rulesets/commando/rules/mines-model';
import { minesOf } from '../map/map-items';
import { MineControls } from './MinesPanel';

/**
 * The deploy tool's controls beside the map: Sentry Routine on or off, the
 * route being laid (its squares counted, Undo, Confirm), the scenario
 * objects still to place (Case 39.43, the umpire's console only), and the
 * mines to lay (Section 22.0).
 */
export function DeployControls({
  tool,
  ctx,
  onTool,
  onCommand,
  mines,
}: {
  tool: DeployToolState;
  ctx: ToolContext;
  onTool: (t: ToolState) => void;
  onCommand: (c: Command) => void;
  /** The mines to lay (Section 22.0); by default those of the umpire view. */
  mines?: MinesState | undefined;
}) {
  const { view } = ctx;
  const target = deployTarget(ctx);
  const draft = routeDraft(tool, ctx);
  const setups = view.setup?.sides ?? [];
  const side = setups.find((s) => s.side === (draft ? view.men.find((m) => m.id === draft.manId)?.side : target?.man.side)) ?? setups.find((s) => s.sentryAllowed);
  const objects = objectsToPlace(view);
  const placing = tool.options.objectId;
  const step = (s: { state: ToolState; command?: Command }) => {
    onTool(s.state);
    if (s.command) onCommand(s.command);
  };
  const broken = draft ? routeBreak(draft.points) : undefined;
  return (
    <section className="deploy-controls" data-testid="deploy-controls">
      {side?.sentryAllowed && (
        <label className="toggle">
          <input type="checkbox" checked={tool.options.sentry ?? false} onChange={(e) => onTool(withSentry(e.target.checked))} data-testid="deploy-sentry" />
          Sentry Routine: lay a route after the man&apos;s square (Cases 38.45–38.48; {side.sentries.length} of at most {side.maxSentries})
        </label>
      )}
      {draft && (
        <div data-testid="route-draft">
          <p className="small" data-testid="route-count">
            {draft.manId}: route of {draft.points.length} square{draft.points.length === 1 ? '' : 's'} from {describeSquare(draft.points[0]!)}
            {draft.sent ? ' — sent to the umpire’s host' : ''}
            {broken ? ` — ${describeSquare(broken)} is not next to the square before it (Case 38.45)` : ''}
          </p>
          <button className="action" onClick={() => onTool(undoRoutePoint(tool))} data-testid="route-undo">
            Undo the last square
          </button>
          {!draft.sent && (
            <button className="action" disabled={draft.points.length < 2} onClick={() => step(confirmRoute(tool))} data-testid="route-confirm">
              Confirm the route <span className="case">Case 38.45</span>
            </button>
          )}
        </div>
      )}
      {objects.length > 0 && (
        <div data-testid="objects-to-place">
          <h3>Scenario objects to place</h3>
          {objects.map((o) => (
            <button key={o.id} className={placing === o.id ? 'action active' : 'action'} onClick={() => onTool(placingObject(tool, placing === o.id ? undefined : o.id))} data-testid={`place-object-${o.id}`}>
              {placing === o.id ? `Click the north-west square of ${o.id}` : `Place ${o.id}`} ({o.size}×{o.size}) <span className="case">Case 39.43</span>
            </button>
          ))}
        </div>
      )}
      <MineControls view={view} mines={mines ?? minesOf(view)} tool={tool} onTool={onTool} onCommand={onCommand} />
    </section>
  );
}

/** Who is next, where men still go, and which Zones take none (Case 38.43). */
function nextLine(next: { id: string; name: string } | undefined, open: readonly string[], none: readonly number[]): string {
  const first = next ? `Next: ${next.id} ${next.name}. ` : 'All set up. ';
  const where = open.length > 0 ? `Still taking men: ${open.join(', ')}.` : '';
  const empty = none.length > 0 ? ` ${none.length === 1 ? `Zone ${none[0]} takes` : `Zones ${none.join(', ')} take`} no men.` : '';
  return `${first}${where}${empty}`;
}

/** Which men are set up, side by side (Case 38.41): the umpire follows a side deploying from its own window. */
export function SetupProgress({ view }: { view: UmpireView }) {
  const setup = view.setup;
  if (!setup || setup.started) return null;
  return (
    <section data-testid="setup-progress">
      <h2>Set-up (Case 38.41)</h2>
      {setup.sides.map((s) => {
        const men = view.men.filter((m) => m.side === s.side && !m.awaitingEntry);
        const name = view.sides.find((x) => x.id === s.side)?.name ?? s.side;
        return (
          <div key={s.side} data-testid={`setup-side-${s.side}`}>
            <p className="small">
              <b>{name}</b>: {s.deployed.length} of {men.length} set up · {s.zones.filter((z) => z.men > 0).map((z) => `Zone ${z.zone} ${z.placed}/${z.men}`).join(' · ')}
              {s.sentryAllowed ? ` · sentries ${s.sentries.length}/${s.maxSentries}` : ''} <span className="case">{s.caseRef}</span>
            </p>
            <p className="small" data-testid={`setup-next-${s.side}`}>
              {nextLine(men.find((m) => !s.deployed.includes(m.id)), zonesStillTaking(s), s.zones.filter((z) => z.men === 0).map((z) => z.zone))}
            </p>
            <ul className="men small">
              {men.map((m) => (
                <li key={m.id} data-testid={`setup-man-${m.id}`}>
                  {m.id} {m.name}: {s.deployed.includes(m.id) ? `set up${s.sentries.includes(m.id) ? ' · sentry' : ''}` : 'not yet'}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
