/**
 * The engine stream property's leak checks (engine/engine.property.test.ts):
 * after each stream, every side's projection — whole side and each man's own
 * window — holds only what its men observed, Section by Section.
 */
import { expect } from 'vitest';
import { armamentOf } from '../engine/carried-weapons';
import type { GameEvent } from '../model/events';
import { canAct, sequenceOf, type GameState } from '../model/state';
import { GUN_PLOT_TASK } from '../engine/vehicle-gun-crew';
import { projectView } from '../view/view';
import { seesVehicle } from '../view/vehicle-view';

/** No side's view leaks an unseen enemy, plot, mine, wire current, searchlight facing, vehicle crew or dice state. */
export function checkViews(state: GameState, events: readonly GameEvent[]): void {
  for (const side of ['a', 'b']) {
    const own = Object.values(state.men).filter((m) => m.side === side);
    for (const manId of [undefined, ...own.map((m) => m.id)]) {
      const view = projectView(state, { kind: 'side', side, ...(manId ? { manId } : {}) });
      const eyes = manId ? [manId] : own.map((m) => m.id);
      const everSeen = new Set<string>();
      for (const e of events) {
        if (e.type === 'enemy-observed' && eyes.includes(e.observerId)) everSeen.add(e.targetId);
        if (e.type === 'observation-attempted' && e.success && eyes.includes(e.observerId)) everSeen.add(e.targetId);
        if (e.type === 'observed-automatically' && e.observerIds.some((id) => eyes.includes(id))) everSeen.add(e.actorId);
      }
      // Case 13.21 (ruling SO17): a fallen enemy lying in the square of one of its able men is seen there, with his weapons.
      for (const f of view.fallen ?? []) {
        const real = state.men[f.id]!;
        expect(real.side).not.toBe(side);
        expect(canAct(real)).toBe(false);
        expect(real.square).toEqual(f.square);
        for (const id of f.withMen) {
          expect(eyes).toContain(id);
          expect(canAct(state.men[id]!) && state.men[id]!.square).toEqual(f.square);
        }
        everSeen.add(f.id);
      }
      const text = JSON.stringify(view);
      for (const enemy of Object.values(state.men).filter((m) => m.side !== side)) {
        if (!everSeen.has(enemy.id)) {
          expect(text).not.toContain(`"${enemy.id}"`);
          expect(text).not.toContain(enemy.name);
        }
        // Case 5.1 B: an enemy's plot never reaches this side, observed or not.
        expect(text).not.toContain(`plot-secret-${enemy.id}`);
      }
      for (const e of view.enemies) expect(everSeen.has(e.id)).toBe(true);
      // Section 31.0 (ruling EW2): the current is known in its own wire, or in wire its own men tested or touched.
      expect(text).not.toContain('"liveWire"');
      for (const k of view.liveWireKnown ?? []) {
        const key = `${k.side.col},${k.side.row},${k.side.dir}`;
        const live = state.liveWire?.live.find((l) => `${l.side.col},${l.side.row},${l.side.dir}` === key);
        if (k.own) expect(live?.owner).toBe(side);
        else expect(events.some((e) => (e.type === 'wire-tested' || e.type === 'wire-touched') && state.men[e.manId]?.side === side && `${e.side.col},${e.side.row},${e.side.dir}` === key && e.live === k.live)).toBe(true);
        expect(k.live).toBe(!!live);
      }
      // Section 33.0 (ruling SL10): its own searchlights only; an enemy one only as a square while one of its men stands in its light.
      for (const l of view.searchlights?.own ?? []) expect(l.side).toBe(side);
      if (side === 'a') expect(JSON.stringify(view.searchlights ?? {})).not.toContain('"facing"');
      // Sections 23.0–24.0 (ruling VH8): its own vehicles whole; an enemy one only while its men see the square, never who is in it.
      for (const v of view.vehicles?.own ?? []) expect(v.side).toBe(side);
      const eyeMen = own.filter((m) => !manId || m.id === manId);
      for (const v of view.vehicles?.enemySeen ?? []) {
        const real = state.vehicles!.vehicles.find((x) => x.id === v.id)!;
        expect(real.side).not.toBe(side);
        expect(seesVehicle(state, eyeMen, real)).toBe(true);
      }
      expect(JSON.stringify(view.vehicles?.enemySeen ?? [])).not.toMatch(/crew|passengers|riders|turnRecord/);
      // Section 22.0 (ruling MN13): an enemy mine reaches this side only once it has gone off.
      for (const m of view.mines?.laid ?? []) if (m.side !== side) expect(m.status).toBe('detonated');
      for (const id of [...Object.keys(view.sequence.ownPlots), ...Object.keys(view.sequence.ownTurns)]) expect(state.men[id]?.side).toBe(side);
      // Cases 23.33, 23.53 (ruling VH60): an enemy crewman's gun plot is as secret as any plot — not even its kind reaches this side.
      if (!own.some((m) => sequenceOf(state).plots[m.id]?.fireTask === GUN_PLOT_TASK)) expect(text).not.toContain(GUN_PLOT_TASK);
      // Section 34.0 (ruling IL10): a side sees only devices that burn, and only squares they light.
      const lit = new Set((projectView(state, { kind: 'umpire' }).illumination?.lit ?? []).map((q) => `${q.col},${q.row}`));
      for (const d of view.illumination?.devices ?? []) expect(state.illumination?.devices.some((x) => x.id === d.id)).toBe(true);
      for (const q of view.illumination?.lit ?? []) expect(lit.has(`${q.col},${q.row}`)).toBe(true);
      // Section 28.0 (Case 28.12, 28.31; ruling AR7): never the enemy's plan, piece or aim; an enemy shell only where its men saw it land.
      const enemySide = side === 'a' ? 'b' : 'a';
      expect(text).not.toContain(`plan-secret-${enemySide}`);
      expect(text).not.toContain(`gun-secret-${enemySide}`);
      for (const i of view.artillery?.impacts ?? []) {
        const truth = state.artillery!.impacts.find((x) => x.id === i.id)!;
        if (i.side !== side) expect(i.target).toBeUndefined();
        if (i.landing) expect(truth.seenBy).toContain(side);
      }
      // Section 35.0: hooks and ropes are his side's to know; an enemy's level is shown only as his side's men see it (Case 7.13).
      if (side === 'b') expect(text).not.toContain('"hooksAndRopes"');
      for (const e of view.enemies) {
        const sights = (manId ? [manId] : own.map((m) => m.id)).map((id) => state.knowledge[id]?.lastKnown[e.id]).filter((k) => k !== undefined);
        expect(sights.some((k) => (k.level ?? 0) === (e.level ?? 0))).toBe(true);
      }
      // Section 36.0: an enemy's gear, breath and dive reach a side only as a level it saw (Case 36.14: never through the surface).
      for (const e of view.enemies) for (const k of ['divingGear', 'submerged', 'breathHeldSince', 'unconscious']) expect(Object.keys(e)).not.toContain(k);
      // Section 32.0 (ruling GD5): a side's own dog says whether it scents the Enemy, never whom.
      for (const m of view.ownMen) if (m.dog) expect(m.dog.scented).toEqual([]);
      for (const e of view.enemies) if (e.dog) expect(state.men[e.id]?.dog).toBeDefined();
      // Section 19.0 (ruling HC6): an enemy mount is seen to be a mount of its kind, nothing more; no enemy's rider or reins.
      for (const e of view.enemies) if (e.mount) expect(state.men[e.id]?.mount?.kind).toBe(e.mount);
      for (const e of view.enemies) expect(Object.keys(e)).not.toContain('riderId');
      for (const m of view.ownMen) if (m.mount?.riderId) expect(state.men[m.mount.riderId]?.side).toBe(side);
      // Section 17.0 (ruling FL11): flames of its own men or of enemy men it has seen; enemy men burning only once seen.
      for (const f of view.flames?.flames ?? []) expect(state.men[f.manId]?.side === side || everSeen.has(f.manId)).toBe(true);
      for (const b of view.flames?.burning ?? []) expect(state.men[b.manId]?.side === side || everSeen.has(b.manId)).toBe(true);
      for (const w of Object.keys(view.flames?.broken ?? {})) expect(own.some((m) => armamentOf(m).weapons.some((x) => x.id === w))).toBe(true);
      // Section 25.0 (ruling SC13): no prepared satchel charge reaches a side, its own or the enemy's: no list, no id, no fuse.
      expect(text).not.toContain('"satchels"');
      expect(text).not.toContain('"explodeTurn"');
      for (const c of state.satchels?.charges ?? []) expect(text).not.toContain(`"${c.id}"`);
      // No dice state ever leaves the host.
      expect(text).not.toMatch(/"(seed|words|rng|algorithm)"/);
    }
  }
}
