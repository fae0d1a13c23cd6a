import { fireChance } from '@shared/rulesets/commando/rules/fire-combat';
import { armamentOf, fireTargetOf, firerOf, sightBetween } from '@shared/rulesets/commando/engine/carried-weapons';
import { remainingTaskPoints } from '@shared/rulesets/commando/engine/task-points';
import { isFireWeaponClass } from '@shared/rulesets/commando/rules/weapons';
import type { Square } from '@shared/map/map-model';
import { actingManId, manAt, NO_OVERLAY, previewState, type Overlay, type ToolContext, type ToolState, type ToolStep } from './tool';
import type { FirePreview } from './previews';

/**
 * Fire (Section 10.0): with the acting man (or the selected one), hover an
 * Enemy man he observes to see the Case 10.81 chance to hit with every Case
 * 10.82 modifier, the Case 10.83 chance to kill and the Task Point cost;
 * click to send `task/fire`. The preview rolls nothing; the host decides.
 */
export function firePreview(ctx: ToolContext, hover: Square | undefined): FirePreview | undefined {
  const id = actingManId(ctx);
  const { view } = ctx;
  const firer = view.men.find((m) => m.id === id);
  if (!firer?.square) return undefined;
  const observing = view.knowledge[firer.id]?.observing ?? [];
  const targets = view.men.filter((m) => observing.includes(m.id) && m.square && m.condition !== 'dead').map((m) => ({ id: m.id, square: m.square! }));
  const base = { firerId: firer.id, from: firer.square, targets };
  if (!hover) return base;
  const targetId = manAt(view, hover);
  const target = view.men.find((m) => m.id === targetId);
  if (!target || target.side === firer.side) return { ...base, to: hover, error: 'Hover an Enemy man he observes (Case 10.14).' };
  const at = { ...base, targetId: target.id, to: hover };
  const state = previewState(view);
  const a = armamentOf(firer);
  const weapon = a.weapons.find((w) => w.id === a.preparedWeapon);
  if (!weapon || !isFireWeaponClass(weapon.kind)) return { ...at, error: `${firer.name} has no prepared fire weapon (Case 13.17).` };
  const sight = sightBetween(state, firer, target);
  if (!sight) return { ...at, error: `${target.name} is not on the map.` };
  if (!sight.los.clear) return { ...at, error: `No Line of Sight${sight.los.blockedBy ? `: ${sight.los.blockedBy.reason}` : ''} (Case 8.24).` };
  const situation = {
    firer: firerOf(state, firer, weapon, { aimed: false, taskPointsRemaining: remainingTaskPoints(state, firer.id) }),
    target: fireTargetOf(state, firer, target, sight, { moving: false, opportunity: false }),
  };
  const chance = fireChance(situation);
  if ('code' in chance) return { ...at, error: `${chance.caseRef}: ${chance.message}` };
  return { ...at, chance };
}

export function fireTool(hover: Square | undefined): ToolState {
  return {
    tool: 'fire',
    name: hover ? 'aiming' : 'idle',
    hint: 'Fire (Section 10.0): hover an Enemy man the acting man observes to see his chances; click to fire.',
    pointerMove: (sq) => fireTool(sq),
    click(sq: Square, ctx: ToolContext): ToolStep {
      const p = firePreview(ctx, sq);
      if (!p?.chance || !p.targetId) return { state: fireTool(sq) };
      return { state: fireTool(undefined), command: { type: 'task/fire', manId: p.firerId, targets: [{ targetId: p.targetId }] } };
    },
    cancel: () => fireTool(undefined),
    overlay(ctx): Overlay {
      const preview = firePreview(ctx, hover);
      return preview ? { kind: 'fire', preview } : NO_OVERLAY;
    },
  };
}
