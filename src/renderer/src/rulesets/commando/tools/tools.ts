import { deployTool } from './deploy-tool';
import { fireTool } from './fire-tool';
import { grenadeTool } from './grenade-tool';
import { launcherTool } from './launcher-tool';
import { losPickOrigin } from './line-of-sight-tool';
import { moveTool } from './move-tool';
import { rangePickOrigin } from './range-tool';
import { selectIdle } from './select-tool';
import { sightPickMan } from './sight-tool';
import type { ToolId, ToolState } from './tool';

export const TOOLS: readonly { id: ToolId; label: string; key: string; start: ToolState }[] = [
  { id: 'select', label: 'Select', key: 's', start: selectIdle },
  { id: 'deploy', label: 'Deploy', key: 'd', start: deployTool(undefined) },
  { id: 'move', label: 'Move', key: 'm', start: moveTool(undefined) },
  { id: 'fire', label: 'Fire', key: 'f', start: fireTool(undefined) },
  { id: 'grenade', label: 'Grenade', key: 'g', start: grenadeTool(undefined) },
  { id: 'launcher', label: 'Launcher', key: 'k', start: launcherTool(undefined) },
  { id: 'line-of-sight', label: 'Line of sight', key: 'l', start: losPickOrigin },
  { id: 'range', label: 'Range', key: 'r', start: rangePickOrigin },
  { id: 'sight', label: 'His sight', key: 'v', start: sightPickMan },
];

/** Keyboard shortcuts: a tool's letter switches to it; Escape cancels the current step. */
export function onKey(key: string, current: ToolState): ToolState {
  if (key === 'Escape') return current.cancel();
  const tool = TOOLS.find((t) => t.key === key.toLowerCase());
  return tool ? tool.start : current;
}
