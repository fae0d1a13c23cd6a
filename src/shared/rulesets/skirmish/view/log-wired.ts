/** The log's sentences for the Bound's steps played by the calculators: the dice, the total against its Need, the result, the umpire's discretion. */
import type { Breakdown } from '../../../kernel/breakdown';
import type { WiredEvent } from '../model/wired-events';

const faces = (e: { readonly dice: readonly { readonly faces: readonly { readonly die: string; readonly face: number }[] }[] }) => e.dice.flatMap((d) => d.faces.map((f) => `${f.die.toUpperCase()} ${f.face}`));
const discretion = (b: Breakdown) => b.steps.filter((s) => s.label.startsWith("Umpire's discretion")).map((s) => ` (${s.label}, ${(s.amount ?? 0) >= 0 ? '+' : ''}${s.amount ?? 0})`).join('');
const ids = (xs: readonly string[]) => xs.map((x) => `"${x}"`).join(', ');

export function wiredLogSentence(e: WiredEvent): string {
  switch (e.type) {
    case 'reaction/rolled':
      return `Unit "${e.unitId}" rolled its reaction to ${e.action} (seed line 24): ${faces(e).join(', ')}, total ${e.total} against ${e.need}+${discretion(e.breakdown)}; ${e.passed ? 'passed' : `failed — it ${e.does === 'hold' ? 'holds (ruling SK2)' : e.does}`}.`;
    case 'fire/resolved': {
      const roll = `${faces(e).join(', ')}`;
      const what = e.kind === 'group' ? `group fire (seed line 66)` : `an aimed shot (seed line 58)`;
      const misfires = e.misfires.length ? `; misfire${e.misfires.length > 1 ? 's' : ''} (seed line 60): ${e.misfires.map((m) => `"${m.figureId}" ${m.result}`).join(', ')}` : '';
      const result = e.kind === 'group' ? `${e.pinned.length ? `pinned ${ids(e.pinned)}` : 'no effect'}, ${e.hits.length} wound roll${e.hits.length === 1 ? '' : 's'}` : `${e.hits.length ? 'a hit' : 'no hit'}`;
      return `${ids(e.firerIds)} fired ${what} at ${ids(e.targetIds)}: ${roll}${discretion(e.breakdown)}; ${result}${misfires}.`;
    }
    case 'damage/rolled': {
      const through = e.breakdown.steps.filter((s) => s.label.startsWith('through ')).map((s) => s.label);
      const located = e.location?.location ? `; hit location (seed line 62): ${e.location.location}${e.location.weaponDestroyed ? ', weapon destroyed' : ''}` : '';
      return `Hit ${e.hitId} on "${e.figureId}" (seed line 61): ${faces(e).join(', ')}, total ${e.breakdown.final}${through.length ? ` ${through.join(', ')}` : ''}${discretion(e.breakdown)}${located}: ${e.result}${e.note ? ` (${e.note})` : ''}; he is now ${e.state}.`;
    }
    case 'close-combat/fought': {
      const melee = e.melee.map((m) => `${ids(m.attackerIds)} on "${m.defenderId}": ${m.result}`).join('; ');
      return `Close combat (seed line 133): "${e.attackerUnitId}" ${e.attackers} against "${e.defenderUnitId}" ${e.defenders}: ${e.charge.text}${e.aggression ? `; aggression: ${e.aggression.outcome}` : ''}${melee ? `; melee: ${melee}` : ''}${e.prisoners ? `; ${ids(e.prisoners.figureIds)} surrender${e.prisoners.figureIds.length === 1 ? 's' : ''} to "${e.prisoners.takenBy}" (${e.prisoners.source})` : ''}${e.withdrawals ? `; ${e.withdrawals.moves.map((m) => `"${m.figureId}" withdraws to (${+m.to.x.toFixed(1)}", ${+m.to.y.toFixed(1)}")${m.stoppedBy ? ` stopped by "${m.stoppedBy}"` : ''}`).join(', ')} (${e.withdrawals.source})` : ''}.`;
    }
    case 'motivation/changed':
      return `Unit "${e.unitId}" motivation ${e.from >= 0 ? '+' : ''}${e.from} → ${e.to >= 0 ? '+' : ''}${e.to} (seed line 25: ${e.breakdown.steps.filter((s) => s.kind === 'modifier').map((s) => `${s.label} ${(s.amount ?? 0) >= 0 ? '+' : ''}${s.amount ?? 0}`).join(', ')}).`;
    case 'figures/recovered':
      return `Bound ${e.bound}: ${ids(e.figureIds)} recover${e.figureIds.length === 1 ? 's' : ''} from pinned (${e.source}).`;
  }
}
