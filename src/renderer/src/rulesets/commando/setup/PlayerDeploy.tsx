import { useState, type ReactNode } from 'react';
import type { Command } from '@shared/rulesets/commando/model/commands';
import type { PlayerView } from '@shared/rulesets/commando/view/view';
import type { Square } from '@shared/map/map-model';
import { describeSquare } from '@shared/map/coords';
import type { PlayerClient } from '../../../api/client';
import { deployStatus, deployTool, isDeployTool, sideToolView, type DeployToolState } from '../tools/deploy-tool';
import type { Overlay, ToolState } from '../tools/tool';
import { DeployControls } from './DeployPanel';
import { SetupShapes } from './SetupShapes';
import { minesOf } from '../map/map-items';

export interface PlayerDeployParts {
  /** The deploy tool's preview, drawn on the map while the side deploys. */
  readonly overlay?: Overlay;
  /** Props for the side's MapCanvas while it deploys; empty otherwise. */
  readonly mapProps: {
    readonly onSquareClick?: (sq: Square) => void;
    readonly onSquareHover?: (sq: Square | undefined) => void;
    readonly onMarkerClick?: (id: string) => void;
  };
  /** The route being laid, drawn on the map. */
  readonly shapes: ReactNode;
  /** The "Deploy your men" panel. */
  readonly panel: ReactNode;
}

/**
 * Case 38.4 secret deployment from the side's own window: while set-up lasts
 * (the view carries this side's set-up instructions, and only then) the side
 * sets up its own men — with sentry routes where the scenario allows — with
 * the umpire's deploy tool, working on its own projection alone. The host
 * takes nothing from here but `deploy` of the side's own men.
 */
export function usePlayerDeploy(view: PlayerView, client: PlayerClient | undefined): PlayerDeployParts {
  const [tool, setTool] = useState<DeployToolState>(() => deployTool(undefined));
  const [selected, setSelected] = useState<string>();
  const [message, setMessage] = useState<string>();
  const setup = view.setup;
  if (!client || !setup) return { mapProps: {}, shapes: null, panel: null };

  const toolView = sideToolView(view);
  const ctx = { view: toolView, ...(selected ? { selectedManId: selected } : {}) };
  const overlay = tool.overlay(ctx);
  const send = (c: Command) => {
    // The host takes the side from the window, never from the request (Case 38.4, Section 22.0).
    const sent =
      c.type === 'setup/deploy'
        ? client.deploy({ manId: c.manId, square: c.square, ...(c.sentryRoute ? { sentryRoute: c.sentryRoute } : {}) })
        : c.type === 'setup/place-mine'
          ? client.placeMine({
              mineType: c.mineType,
              square: c.square,
              ...(c.facing ? { facing: c.facing } : {}),
              ...(c.detonator ? { detonator: c.detonator } : {}),
              ...(c.tripwireAnchor ? { tripwireAnchor: c.tripwireAnchor } : {}),
            })
          : c.type === 'setup/remove-mine'
            ? client.removeMine({ mineId: c.mineId })
            : undefined;
    sent?.then((out) => setMessage(out.ok ? undefined : `${out.error.caseRef}: ${out.error.message}`)).catch((e: unknown) => setMessage(e instanceof Error ? e.message : String(e)));
  };
  const onTool = (t: ToolState) => {
    if (isDeployTool(t)) setTool(t);
  };
  const men = view.ownMen.filter((m) => !m.awaitingEntry);

  return {
    overlay,
    mapProps: {
      onSquareHover: (sq) => onTool(tool.pointerMove(sq, ctx)),
      onSquareClick: (sq) => {
        const step = tool.click(sq, ctx);
        onTool(step.state);
        if (step.select) setSelected(step.select);
        if (step.command) send(step.command);
      },
      onMarkerClick: setSelected,
    },
    shapes: <SetupShapes preview={overlay.kind === 'deploy' ? overlay.preview : undefined} />,
    panel: (
      <section className="player-deploy" data-testid="player-deploy">
        <h2>Deploy your men (Case 38.4)</h2>
        <p className="small">
          {setup.zones.map((z) => `Zone ${z.zone}: ${z.placed} of ${z.men}`).join(' · ')}
          {setup.groups.map((g) => ` · Zones ${g.zones.join(', ')}: ${g.placed} of ${g.men}`).join('')} <span className="case">{setup.caseRef}</span>
        </p>
        <p className="hint" data-testid="player-deploy-status">
          {/* Laying a mine, the tool's own hint (and why a claymore click did nothing, Cases 22.31–22.35). */}
          {tool.options.mine ? tool.hint : deployStatus(ctx)}
        </p>
        {message && (
          <p className="error" role="alert" data-testid="player-deploy-error">
            {message}
          </p>
        )}
        <DeployControls tool={tool} ctx={ctx} onTool={onTool} onCommand={send} mines={minesOf(view)} />
        <ul className="own-men" data-testid="player-deploy-men">
          {men.map((m) => (
            <li key={m.id}>
              <button className={m.id === selected ? 'action active' : 'action'} onClick={() => setSelected(m.id)} data-testid={`deploy-man-${m.id}`}>
                <b>{m.id}</b> {m.name}{' '}
                <span className="muted">
                  {m.square ? `at ${describeSquare(m.square)}` : 'not set up'}
                  {setup.sentries.includes(m.id) ? ' · sentry' : ''}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </section>
    ),
  };
}
