import { rifleGrenadeChance, thumpGunChance, validateRifleGrenadeFire, validateThumpGunFire } from '@shared/rulesets/commando/rules/launchers';
import { armamentOf } from '@shared/rulesets/commando/engine/carried-weapons';
import { carriesThumpGun, launchermanOf, sideHasObserved } from '@shared/rulesets/commando/engine/launcher-view';
import type { Square } from '@shared/map/map-model';
import { blastSquares } from './grenade-tool';
import { actingManId, NO_OVERLAY, previewState, type Overlay, type ToolContext, type ToolState, type ToolStep } from './tool';
import type { GrenadePreview } from './previews';

/**
 * Launcher (Sections 18.0 and 21.0): the acting man's affixed rifle grenade
 * (Case 18.14), else his thump gun (Case 21.12), aimed at a square as the
 * grenade tool aims a throw. Hover a square for Table 18.31's (or 21.13's)
 * chance to hit it with its modifiers, or why he may not fire there (the
 * Case), and the burst's squares — a fragmentation grenade's (Section 18.0
 * General Rule, Case 21.12). Click fires; the host checks the order again.
 */
export type LauncherKind = 'rifle-grenade' | 'thump-gun';

export function launcherKindOf(man: Parameters<typeof carriesThumpGun>[0]): LauncherKind | undefined {
  if (armamentOf(man).rifleGrenadeOn !== undefined) return 'rifle-grenade';
  return carriesThumpGun(man) ? 'thump-gun' : undefined;
}

/** `blocked`: the order would be refused (the Case in `error`); a shot with no chance to show (a dud inside 10 squares, Case 21.22) is not. */
export function launcherPreview(ctx: ToolContext, hover: Square | undefined): (GrenadePreview & { readonly blocked?: boolean }) | undefined {
  const man = ctx.view.men.find((m) => m.id === actingManId(ctx));
  if (!man?.square) return undefined;
  const kind = launcherKindOf(man);
  const base = { throwerId: man.id, from: man.square, fan: [], ...(kind ? { launcher: kind } : {}) };
  if (!hover) return base;
  if (!kind) return { ...base, to: hover, blocked: true, error: 'Cases 18.11, 21.11: he has no rifle grenade affixed and no thump gun.' };
  const state = previewState(ctx.view);
  const shot = { firer: launchermanOf(state, man), target: hover, enemyObserved: sideHasObserved(state, man.side) };
  const blast = { squares: blastSquares(ctx.view.map, hover), men: [] };
  const invalid = kind === 'rifle-grenade' ? validateRifleGrenadeFire(ctx.view.map, shot) : validateThumpGunFire(ctx.view.map, shot);
  if (invalid) return { ...base, to: hover, blast, blocked: true, error: `${invalid.caseRef}: ${invalid.message}` };
  const chance = kind === 'rifle-grenade' ? rifleGrenadeChance(ctx.view.map, shot) : thumpGunChance(ctx.view.map, shot);
  if (!chance.ok) return { ...base, to: hover, blast, error: `${chance.error.caseRef}: ${chance.error.message}` };
  return { ...base, to: hover, chance: chance.value, blast };
}

export function launcherTool(hover: Square | undefined): ToolState {
  return {
    tool: 'launcher',
    name: hover ? 'aiming' : 'idle',
    hint: 'Launcher (Sections 18.0, 21.0): hover a square for the chance to hit it with his affixed rifle grenade or his thump gun; click to fire at it.',
    pointerMove: (sq) => launcherTool(sq),
    click(sq: Square, ctx: ToolContext): ToolStep {
      const p = launcherPreview(ctx, sq);
      if (!p?.launcher || p.blocked) return { state: launcherTool(sq) };
      const type = p.launcher === 'rifle-grenade' ? 'task/fire-rifle-grenade' : 'task/fire-thump-gun';
      return { state: launcherTool(undefined), command: { type, manId: p.throwerId, target: sq } };
    },
    cancel: () => launcherTool(undefined),
    overlay(ctx): Overlay {
      const preview = launcherPreview(ctx, hover);
      return preview ? { kind: 'grenade', preview } : NO_OVERLAY;
    },
  };
}
