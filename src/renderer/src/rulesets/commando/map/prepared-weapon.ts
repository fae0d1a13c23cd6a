import type { ManState } from '@shared/rulesets/commando/model/state';
import { armamentOf } from '@shared/rulesets/commando/engine/carried-weapons';

/** Short names of the weapon kinds for the label beside a man (UI text, not rule data). */
const SHORT: Readonly<Record<string, string>> = {
  pistol: 'PISTOL',
  'machine-pistol': 'MP',
  submachinegun: 'SMG',
  'automatic-rifle': 'AR',
  'semi-automatic-rifle': 'SAR',
  rifle: 'RIFLE',
  carbine: 'CARB',
  machinegun: 'MG',
  shotgun: 'SHOTGUN',
  flamethrower: 'FLAME',
};

const GRENADE_SHORT: Readonly<Record<string, string>> = { fragmentation: 'GREN', smoke: 'SMOKE GREN', illumination: 'ILLUM GREN' };

/**
 * A man's prepared weapon as a short label (Case 13.17: one prepared weapon; a
 * prepared grenade is the prepared weapon, Case 11.12): "SMG", "GREN", "GREN×2"
 * (a second prepared at a risk, Case 11.13); "empty" when the prepared weapon
 * is unloaded (Case 10.63). Undefined when he has none or is out of play.
 */
export function preparedLabel(man: ManState): string | undefined {
  if (man.condition === 'dead' || man.exited) return undefined;
  const a = armamentOf(man);
  if (a.preparedGrenades.length > 0) {
    const kinds = [...new Set(a.preparedGrenades.map((g) => GRENADE_SHORT[g.type] ?? g.type.toUpperCase()))];
    return kinds.length === 1 && a.preparedGrenades.length > 1 ? `${kinds[0]}×${a.preparedGrenades.length}` : kinds.join('+');
  }
  const w = a.weapons.find((x) => x.id === a.preparedWeapon);
  if (!w) return undefined;
  const name = SHORT[w.kind] ?? w.kind.toUpperCase();
  return w.loaded === false ? `${name} empty` : name;
}
