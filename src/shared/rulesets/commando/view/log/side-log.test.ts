import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../kernel/dice/scripted-dice';
import type { SideInfo } from '../../model/state';
import { engineGame, Table } from '../../test-support/engine-game';
import { projectView } from '../view';
import { logNames } from './names';
import { sideLog, type SideSnapshot } from './side-log';

// Issue 16: each side's own log is built from that side's projections alone — what its window was sent.

const SIDES: SideInfo[] = [
  { id: 'a', name: 'Commandos', mode: 'commando', observationCode: 'C', panicPercentage: 30 },
  { id: 'b', name: 'Guards', mode: 'defending', observationCode: 'G', panicPercentage: 45 },
];

function snapshot(t: Table, side: string): SideSnapshot {
  const v = projectView(t.state, { kind: 'side', side });
  return { turn: v.turn, phase: v.phase, ownMen: v.ownMen, enemies: v.enemies };
}

describe("a side's own log, from its projections (Cases 8.82, 8.84)", () => {
  it('tells its own moves and what it observed, and never an Enemy move it did not see', () => {
    const t = new Table(
      engineGame(
        [
          { id: 'a1', side: 'a', col: 5, row: 5 },
          { id: 'b1', side: 'b', col: 5, row: 9 },
        ],
        { sides: SIDES },
      ),
      new ScriptedDice([]),
    );
    const names = (side: string) => {
      const v = projectView(t.state, { kind: 'side', side });
      return logNames({ men: v.ownMen, sides: SIDES });
    };
    const a: SideSnapshot[] = [snapshot(t, 'a')];
    const b: SideSnapshot[] = [snapshot(t, 'b')];
    const step = (...cs: Parameters<Table['run']>) => {
      t.run(...cs);
      a.push(snapshot(t, 'a'));
      b.push(snapshot(t, 'b'));
    };
    step({ type: 'umpire/place-man', manId: 'a1', square: { col: 5, row: 6 } });
    step({ type: 'umpire/place-man', manId: 'b1', square: { col: 6, row: 9 } });
    step({ type: 'umpire/record-observation', observerId: 'a1', targetId: 'b1' });
    step({ type: 'umpire/place-man', manId: 'b1', square: { col: 6, row: 10 } });
    step({ type: 'umpire/lose-sight', observerId: 'a1', targetId: 'b1' });
    const aName = projectView(t.state, { kind: 'umpire' }).men.find((m) => m.id === 'a1')!.name;
    expect(sideLog(a, names('a')).map((l) => l.text)).toEqual([
      `${aName} moves 0505 → 0506`,
      `Enemy b1 observed in 0609 (erect) by ${aName}`,
      'Enemy b1 seen moving 0609 → 0610',
      'Sight of Enemy b1 lost; last seen in 0610, Game-Turn 1',
    ]);
    const bLog = sideLog(b, names('b')).map((l) => l.text);
    const bName = projectView(t.state, { kind: 'umpire' }).men.find((m) => m.id === 'b1')!.name;
    // The Guards never observed a1: his move is not in their log, nor is his name.
    expect(bLog).toEqual([`${bName} moves 0509 → 0609`, `${bName} moves 0609 → 0610`]);
    expect(bLog.join('\n')).not.toContain('a1');
    expect(bLog.join('\n')).not.toContain(aName);
  });
});
