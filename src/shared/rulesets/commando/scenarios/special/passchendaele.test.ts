import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../../kernel/dice/seeded-dice';
import { decide, replay } from '../../engine/dispatch';
import { projectView } from '../../view/view';
import { remainingTaskPoints } from '../../engine/task-points';
import { bridgeOf } from '../../engine/wire-command';
import { wireOn } from '../../rules/barbed-wire';
import { canStart } from '../load-scenario';
import { specialRulesByHand } from '../special-rules';
import { fixedGunArcError, fixedGunMoveError, mountedGun } from './passchendaele';
import { deployGermans, isActive, MG_SQUARES, newPasschendaele, playTurn, TrenchDice, walk, type Play, type Policies } from './test-support/passchendaele-play';

const sq = (col: number, row: number) => ({ col, row });
const BRIDGE_SIDE = { col: 17, row: 24, dir: 'w' as const };
const CLIP_SIDE = { col: 17, row: 20, dir: 'w' as const };

/** The scripted British: e bridges the wire west of 1724, f crosses over him, a (with clippers) clips the wire west of 1720 and goes through. */
const scripted = (log: string[]): Policies => ({
  british: (play: Play, manId: string) => {
    const man = () => play.state.men[manId]!;
    const enter = (row: number) => {
      if (man().awaitingEntry) play.run({ type: 'entry/enter', manId, square: sq(1, row) });
    };
    if (manId === 'british-e') {
      enter(24);
      if (bridgeOf(play.state, manId)) return;
      walk(play, manId, [sq(16, 24)]);
      if (isActive(play, manId) && man().square?.col === 16) {
        play.run({ type: 'task/bridge-wire', manId, side: BRIDGE_SIDE });
        log.push(`T${play.state.turn} e bridges`);
      }
    } else if (manId === 'british-f') {
      enter(23);
      const bridged = Object.keys(play.state.wire?.bridges ?? {}).length > 0;
      walk(play, manId, [bridged ? sq(18, 24) : sq(15, 24)]);
    } else if (manId === 'british-a') {
      enter(20);
      if (wireOn(play.state.map, CLIP_SIDE)) {
        walk(play, manId, [sq(16, 20)]);
        if (!isActive(play, manId) || man().square?.col !== 16) return;
        if (man().posture === 'erect' && remainingTaskPoints(play.state, manId) >= 13) play.run({ type: 'task/fall-prone', manId, goOn: true });
        if (man().posture === 'prone' && remainingTaskPoints(play.state, manId) > 0) {
          play.run({ type: 'task/clip-wire', manId, side: CLIP_SIDE });
          log.push(`T${play.state.turn} a clips`);
        }
      } else {
        if (man().posture === 'prone') play.run({ type: 'task/stand', manId });
        walk(play, manId, [sq(18, 20)]);
      }
    }
  },
  germans: () => undefined,
});

describe('Section 43.0 Trench Raid Near Passchendaele (Cases 20.1, 20.3, 43.42, 43.43)', () => {
  it('Case 43.42: Barbed Wire is built, so the scenario starts; its special rules are all played', async () => {
    const { play } = await newPasschendaele(new TrenchDice());
    expect(canStart({ optionalRules: { necessary: [{ section: 20, case: '43.42', parts: ['20.1', '20.3'] }], suggested: [] } } as never).ok).toBe(true);
    expect(specialRulesByHand(play.state.scenario!.specialRules)).toEqual([]);
    // Case 43.2: four of the twenty-two British carry wire-clippers (Case 20.3).
    expect(Object.values(play.state.men).filter((m) => m.equipment?.includes('wire-clippers')).map((m) => m.id)).toEqual(['british-a', 'british-b', 'british-c', 'british-d']);
  });

  it('Case 43.43: every German sets up in a trench, machineguns too; no Sentry Routine', async () => {
    const dice = new TrenchDice();
    const { play } = await newPasschendaele(dice);
    const refused = (c: Parameters<typeof decide>[1]) => {
      const r = decide(play.state, c, dice);
      return r.ok ? undefined : r.error;
    };
    expect(refused({ type: 'setup/deploy', manId: 'germans-a', square: sq(25, 14) })).toMatchObject({ code: 'setup/not-in-trench', caseRef: 'Case 43.43' });
    expect(refused({ type: 'setup/deploy', manId: 'germans-k', square: sq(25, 14) })).toMatchObject({ code: 'setup/machinegun-not-in-trench', caseRef: 'Case 43.43' });
    expect(refused({ type: 'setup/deploy', manId: 'germans-a', square: sq(20, 14), sentryRoute: [sq(20, 14), sq(20, 15)] })).toMatchObject({ code: 'setup/no-sentry-routine' });
    deployGermans(play);
    expect(play.state.scenario!.started).toBe(true);
  });

  it('scripted: the British bridge and clip the wire; a fixed machinegun fires in front of its trench, never behind, and never moves; the record replays', async () => {
    const dice = new TrenchDice();
    const { play, initial, setupEvents } = await newPasschendaele(dice);
    deployGermans(play);
    const log: string[] = [];
    const policies = scripted(log);
    for (let t = 0; t < 6 && !play.ended; t++) playTurn(play, policies);
    // Case 20.12: f crossed the straight wire over e.
    const used = play.events.filter((e) => e.type === 'wire-bridge-used');
    expect(used).toMatchObject([{ bridgeManId: 'british-e', byManId: 'british-f', caseRef: 'Case 20.13' }]);
    expect(play.state.men['british-f']!.square!.col).toBeGreaterThanOrEqual(17);
    expect(bridgeOf(play.state, 'british-e')).toBeDefined();
    // Cases 20.31, 20.34: a's Task Points over several Phases cleared the side; the map lost it; he went through.
    const clipping = play.events.filter((e) => e.type === 'wire-clipping');
    expect(clipping.length).toBeGreaterThan(1);
    expect(play.events.filter((e) => e.type === 'wire-clipped')).toMatchObject([{ manId: 'british-a', side: CLIP_SIDE, caseRef: 'Case 20.34' }]);
    expect(wireOn(play.state.map, CLIP_SIDE)).toBeUndefined();
    expect(play.state.men['british-a']!.square).toEqual(sq(18, 20));
    expect(projectView(play.state, { kind: 'side', side: 'british' }).map.lines.some((l) => l.side.col === 17 && l.side.row === 20)).toBe(false);
    // The wire state is the umpire's: bridges and clipping totals never reach a side's view.
    expect(projectView(play.state, { kind: 'umpire' }).wire?.bridges['british-e']).toMatchObject({ side: BRIDGE_SIDE });
    for (const side of ['british', 'germans']) expect(JSON.stringify(projectView(play.state, { kind: 'side', side }))).not.toMatch(/"bridges"|"clipping"|"clipped"/);

    // Case 43.43 Machine Guns: the German at 2014 fires at f in front of the trench; not at a man behind it; he never moves.
    const gunner = Object.values(play.state.men).find((m) => m.square && m.square.col === MG_SQUARES[0]!.col && m.square.row === MG_SQUARES[0]!.row && m.weapons.includes('machinegun'))!;
    play.run({ type: 'umpire/place-man', manId: 'british-f', square: sq(16, 12) });
    play.run({ type: 'umpire/place-man', manId: 'british-g', square: sq(25, 14) });
    play.run({ type: 'umpire/record-observation', observerId: gunner.id, targetId: 'british-f' });
    play.run({ type: 'umpire/record-observation', observerId: gunner.id, targetId: 'british-g' });
    let fired = false;
    playTurn(play, {
      british: () => undefined,
      germans: (p, manId) => {
        if (manId !== gunner.id || fired) return;
        expect(decide(p.state, { type: 'task/fire', manId, targets: [{ targetId: 'british-g' }] }, dice)).toMatchObject({ ok: false, error: { code: 'fire/behind-trench', caseRef: 'Case 43.43' } });
        expect(decide(p.state, { type: 'task/move', manId, route: [MG_SQUARES[0]!, sq(20, 15)] }, dice)).toMatchObject({ ok: false });
        p.run({ type: 'task/fire', manId, targets: [{ targetId: 'british-f' }] });
        fired = true;
      },
    });
    expect(fired).toBe(true);
    expect(play.events.some((e) => e.type === 'fire-resolved')).toBe(true);
    expect(play.state.men[gunner.id]!.square).toEqual(MG_SQUARES[0]);
    play.run({ type: 'game/end' });
    expect(replay(initial, [...setupEvents, ...play.events])).toEqual(play.state);
  }, 120_000);

  it('a seeded dice source and a simple policy play to the end without a rule error; the British view leaks no unseen German', async () => {
    for (const seed of [7, 1917]) {
      const dice = SeededDice.fromSeed(seed);
      const { play, initial, setupEvents } = await newPasschendaele(dice, 'rolled');
      deployGermans(play);
      for (let t = 0; t < 25 && !play.ended; t++) playTurn(play);
      if (!play.ended) play.run({ type: 'game/end' });
      expect(play.state.scenario!.ended).toBeDefined();
      expect(replay(initial, [...setupEvents, ...play.events])).toEqual(play.state);
      const view = JSON.stringify(projectView(play.state, { kind: 'side', side: 'british' }));
      const seen = new Set(play.events.flatMap((e) => (e.type === 'enemy-observed' || (e.type === 'observation-attempted' && e.success) ? [e.targetId] : e.type === 'observed-automatically' ? [e.actorId] : [])));
      for (const m of Object.values(play.state.men).filter((x) => x.side === 'germans')) if (!seen.has(m.id)) expect(view).not.toContain(`"${m.id}"`);
      expect(view).not.toMatch(/"wire":|"bridges"|"clipping"/);
    }
  }, 240_000);
});

describe('Case 43.43 Machine Guns (rulings SC-43-1 to SC-43-3)', () => {
  it('the gun fires only toward the British entry edge (west of its square), never moves, and is always braced', async () => {
    const { play } = await newPasschendaele(new TrenchDice());
    deployGermans(play);
    const s = play.state;
    const gunner = s.men['germans-k']!;
    expect(gunner.square).toEqual(MG_SQUARES[0]);
    expect(fixedGunArcError(s, gunner, 'machinegun', sq(19, 30))).toBeUndefined();
    expect(fixedGunArcError(s, gunner, 'machinegun', sq(20, 10))).toMatchObject({ code: 'fire/behind-trench', caseRef: 'Case 43.43' });
    expect(fixedGunArcError(s, gunner, 'machinegun', sq(25, 14))).toMatchObject({ code: 'fire/behind-trench' });
    expect(fixedGunArcError(s, gunner, 'pistol', sq(25, 14))).toBeUndefined();
    expect(fixedGunMoveError(s, gunner)).toMatchObject({ code: 'move/fixed-machinegun', caseRef: 'Case 43.43' });
    expect(fixedGunMoveError(s, s.men['germans-a'])).toBeUndefined();
    expect(mountedGun(s, 'machinegun')).toBe(true);
    expect(mountedGun(s, 'rifle')).toBe(false);
  });
});
