import { z } from 'zod';
import { skirmishRuleset } from '@shared/rulesets/skirmish';
import { FIGURE_STATES } from '@shared/rulesets/skirmish/model/figures';
import { unitOrderSchema } from '@shared/rulesets/skirmish/model/orders';
import type { SkirmishState } from '@shared/rulesets/skirmish/model/state';
import { GAME_FILE_CAPS, gameFileSchema, type GameFile } from './game-file';

/**
 * What an import checks of a skirmish game file (issue 19) besides what every
 * game file is checked for (import-game.ts): the set-up state's shape (its
 * sides, units and figures, the table, the bound), that every unit is one of
 * the game's sides' and every figure one of its units', that the sides are
 * the scenario's, and that the game after its live events can be shown to
 * the umpire and to each side. Every live event is folded by the ruleset's
 * own `evolve` there (a damaged payload is refused before anything is saved).
 */
const name = z.string().max(GAME_FILE_CAPS.name);
const point = z.object({ x: z.number().finite(), y: z.number().finite() }).loose();
const count = (what: string, max: number) => (ctx: { value: Record<string, unknown>; issues: unknown[] }) => {
  if (Object.keys(ctx.value).length > max) (ctx.issues as { code: 'custom'; message: string; input: unknown }[]).push({ code: 'custom', message: `has more than ${max} ${what}`, input: ctx.value });
};

const skirmishInitial = z
  .object({
    version: z.number().int().min(0),
    scenarioId: name.min(1),
    name,
    sides: z.array(z.object({ id: z.string().min(1).max(100), name }).loose()).min(2).max(GAME_FILE_CAPS.sides),
    units: z.record(name, z.object({ id: name, name, side: z.string().min(1).max(100) }).loose()).check(count('units', 1_000)),
    figures: z.record(name, z.object({ id: name, name, unitId: name, at: point }).loose()).check(count('figures', 10_000)),
    table: z.object({ width: z.number().positive(), height: z.number().positive() }).loose(),
    bound: z.number().int().min(1),
    step: z.string().min(1).max(100),
    knowledge: z.record(name, z.array(z.object({ contactId: name }).loose())),
  })
  .loose()
  .check((ctx) => {
    const size = JSON.stringify(ctx.value).length;
    if (size > GAME_FILE_CAPS.initial) ctx.issues.push({ code: 'custom', message: `is ${size} characters of JSON; at most ${GAME_FILE_CAPS.initial}`, input: ctx.value });
  });

/** What the played game keeps that an event writes (orders as written, contacts, reactions, where each figure stands): its shape after every live event. */
const playedState = z
  .object({
    figures: z.record(name, z.object({ unitId: name, at: point, state: z.enum(FIGURE_STATES) }).loose()),
    orders: z.record(z.string(), z.array(unitOrderSchema)),
    knowledge: z.record(name, z.array(z.object({ contactId: name, figureId: name.nullable(), at: point, bound: z.number().int().min(0) }).loose())),
    reactions: z.record(name, z.object({ passed: z.boolean(), reason: z.string() }).loose()),
    bound: z.number().int().min(1),
  })
  .loose();

/** The game after one live event: the shape of what events write, and every unit, figure and order referring to what is there. */
export function checkSkirmishState(state: unknown, event: { seq: number; type: string }, refuse: (message: string) => never): void {
  const at = `Event ${event.seq} (${event.type}) leaves the game damaged`;
  const parsed = playedState.safeParse(state);
  if (!parsed.success) {
    const i = parsed.error.issues[0]!;
    refuse(`${at}: ${i.path.map(String).join('.') || '(state)'}: ${i.message}`);
  }
  const s = state as SkirmishState;
  for (const f of Object.values(s.figures)) if (!s.units[f.unitId]) refuse(`${at}: figure ${f.id} belongs to unit "${f.unitId}", which is not one of the game's units`);
  for (const [side, orders] of Object.entries(s.orders)) for (const o of orders) if (s.units[o.unitId]?.side !== side) refuse(`${at}: side "${side}" has an order for unit "${o.unitId}", which is not one of its units`);
  for (const unitId of Object.keys(s.knowledge)) if (!s.units[unitId]) refuse(`${at}: contacts are kept for unit "${unitId}", which is not one of the game's units`);
}

export const skirmishGameFileSchema = gameFileSchema.extend({ initial: skirmishInitial });

/** The owners an import checks against the game's sides: every unit's side. */
export function skirmishOwners(file: GameFile): [string, string, string][] {
  const initial = file.initial as unknown as SkirmishState;
  return Object.values(initial.units).map((u) => ['Unit', u.id, u.side]);
}

/** The skirmish game's own references and the game after its live events; `state` is the fold of them (import-game.ts). */
export function checkSkirmishInDepth(file: GameFile, state: unknown, refuse: (message: string) => never): void {
  const initial = file.initial as unknown as SkirmishState;
  if (initial.scenarioId !== file.scenario.id) refuse(`initial.scenarioId "${initial.scenarioId}" is not the game's scenario (scenario.id "${file.scenario.id}")`);
  const copySides = (file.scenario.copy as { sides?: unknown }).sides;
  if (!Array.isArray(copySides)) refuse('scenario.copy.sides: the scenario copy names no sides');
  const want = (copySides as { id?: unknown }[]).map((s) => String(s.id)).sort().join(', ');
  const have = initial.sides.map((s) => s.id).sort().join(', ');
  if (want !== have) refuse(`initial.sides (${have}) are not the sides of scenario "${file.scenario.id}" (${want})`);
  for (const [id, u] of Object.entries(initial.units)) if (u.id !== id) refuse(`initial.units.${id}: the unit says its id is "${u.id}"`);
  for (const [id, f] of Object.entries(initial.figures)) {
    if (f.id !== id) refuse(`initial.figures.${id}: the figure says its id is "${f.id}"`);
    if (!initial.units[f.unitId]) refuse(`Figure ${id} belongs to unit "${f.unitId}", which is not one of the game's units`);
  }
  for (const unitId of Object.keys(initial.knowledge)) if (!initial.units[unitId]) refuse(`initial.knowledge names unit "${unitId}", which is not one of the game's units`);
  // The game as it stands must show: to the umpire, and to each side through its own projection.
  const end = state as SkirmishState;
  for (const viewer of [{ kind: 'umpire' as const }, ...end.sides.map((s) => ({ kind: 'side' as const, side: s.id }))]) {
    try {
      skirmishRuleset.project(end, viewer);
    } catch (e) {
      refuse(`The game after its last event cannot be shown to ${viewer.kind === 'umpire' ? 'the umpire' : `side "${viewer.side}"`}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
}
