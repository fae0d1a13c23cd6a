import { throwChance, type PreparedGrenade } from '@shared/rulesets/commando/rules/grenades';
import { scatterFan } from '@shared/rulesets/commando/rules/grenade-scatter';
import { blastExposure } from '@shared/rulesets/commando/rules/grenade-blast';
import { armamentOf, DEFAULT_GRENADE_ERA, grenadierOf } from '@shared/rulesets/commando/engine/carried-weapons';
import { DEFAULT_COMMANDO_TABLES } from '@shared/rulesets/commando/tables';
import { onMap, type Square } from '@shared/map/map-model';
import { actingManId, NO_OVERLAY, previewState, type Overlay, type ToolContext, type ToolState, type ToolStep } from './tool';
import type { GrenadePreview } from './previews';

/**
 * Grenade (Section 11.0): hover a square to see the Case 11.81 chance to hit
 * it with the Case 11.82 modifiers, where a miss can scatter (the fan, each
 * landing square with its probability, Cases 11.3, 11.31) and who the blast in
 * that square would reach (Case 11.41). Click prepares a grenade (Case 11.1)
 * when he holds none prepared, else throws the prepared one (Case 11.2).
 */
export function blastSquares(map: { width: number; height: number }, at: Square): Square[] {
  const out: Square[] = [];
  for (let dr = -1; dr <= 1; dr++) for (let dc = -1; dc <= 1; dc++) {
    const sq = { col: at.col + dc, row: at.row + dr };
    if (onMap(map, sq)) out.push(sq);
  }
  return out;
}

export function grenadePreview(ctx: ToolContext, hover: Square | undefined): GrenadePreview | undefined {
  const { view } = ctx;
  const man = view.men.find((m) => m.id === actingManId(ctx));
  if (!man?.square) return undefined;
  const prepared = armamentOf(man).preparedGrenades[0];
  const base: GrenadePreview = { throwerId: man.id, from: man.square, ...(prepared ? { prepared } : {}), fan: [] };
  if (!hover) return base;
  const state = previewState(view);
  const grenade: PreparedGrenade = prepared ?? { type: 'fragmentation', era: DEFAULT_GRENADE_ERA };
  const thrower = grenadierOf(state, man, { type: grenade.type });
  // The preview asks about the throw he would make once prepared (Case 11.21 bars throwing an unprepared one).
  const chance = throwChance(view.map, { thrower: { ...thrower, prepared: prepared ? thrower.prepared : [grenade], preparedThisPhase: 0 }, target: hover, grenade });
  const near = view.men.flatMap((m) => (m.square && m.condition !== 'dead' ? [{ id: m.id, square: m.square, posture: m.posture }] : []));
  const blast = grenade.type === 'fragmentation' ? { squares: blastSquares(view.map, hover), men: blastExposure(view.map, hover, near).filter((e) => e.affected || e.reason.includes('wall') || e.reason.includes('prone')) } : undefined;
  if (!chance.ok) return { ...base, to: hover, fan: [], ...(blast ? { blast } : {}), error: `${chance.error.caseRef}: ${chance.error.message}` };
  const fan = scatterFan(view.map, man.square, hover, DEFAULT_COMMANDO_TABLES, chance.value.final);
  return { ...base, to: hover, chance: chance.value, fan, ...(blast ? { blast } : {}) };
}

export function grenadeTool(hover: Square | undefined): ToolState {
  return {
    tool: 'grenade',
    name: hover ? 'aiming' : 'idle',
    hint: 'Grenade (Section 11.0): hover a square for the chance, the scatter fan and the blast; click to prepare a grenade (Case 11.1), then click to throw it (Case 11.2).',
    pointerMove: (sq) => grenadeTool(sq),
    click(sq: Square, ctx: ToolContext): ToolStep {
      const p = grenadePreview(ctx, sq);
      if (!p) return { state: grenadeTool(sq) };
      if (!p.prepared) return { state: grenadeTool(sq), command: { type: 'task/prepare-grenade', manId: p.throwerId, grenade: 'fragmentation' } };
      return { state: grenadeTool(undefined), command: { type: 'task/throw-grenade', manId: p.throwerId, target: sq, grenade: p.prepared.type } };
    },
    cancel: () => grenadeTool(undefined),
    overlay(ctx): Overlay {
      const preview = grenadePreview(ctx, hover);
      return preview ? { kind: 'grenade', preview } : NO_OVERLAY;
    },
  };
}
