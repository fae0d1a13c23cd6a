/**
 * Horses, camels and mules on the maps (Section 19.0; rulings HC1, HC6): what
 * the umpire's master map and a side's window draw of the mounts their view
 * holds. A mount is a figure in the men (HC1) with a `mount` record; it is drawn
 * as a mount of its kind round its figure, with its rider (Cases 19.22, 19.31),
 * the man holding its reins and where he stands (Case 19.67), hobbled (Case
 * 19.66) or hitched (Case 19.67) — the umpire's every mount, a side's own. Of an
 * enemy mount a side's window draws only what its projection gives,
 * `EnemyContact.mount`, the kind (ruling HC6): never its rider, reins or hobbles.
 */
import type { Square } from '@shared/map/map-model';
import type { MountFigure, MountKind } from '@shared/rulesets/commando/model/mount-state';
import type { PlayerView, UmpireView } from '@shared/rulesets/commando/view/view';

export type MountItem = {
  readonly kind: 'mount';
  readonly square: Square;
  readonly id: string;
  readonly animal: MountKind;
  /** HORSE, CAMEL, MULE. */
  readonly label: string;
  /** Cases 19.22, 19.31: the man riding it (own and umpire's only). */
  readonly riderId?: string;
  /** Case 19.67: the man holding its reins, and his square when it is not the mount's (it is led, one square behind). */
  readonly reinsHeldBy?: string;
  readonly reinsSquare?: Square;
  /** Case 19.66. */
  readonly hobbled?: true;
  /** Case 19.67. */
  readonly hitched?: true;
  readonly title: string;
};

export const MOUNT_LABEL: Readonly<Record<MountKind, string>> = { horse: 'HORSE', camel: 'CAMEL', mule: 'MULE' };
const NAME: Readonly<Record<MountKind, string>> = { horse: 'horse', camel: 'camel', mule: 'mule' };

interface Figure {
  readonly id: string;
  readonly name: string;
  readonly side: string;
  readonly square?: Square;
  readonly mount?: MountFigure;
}

const same = (a: Square, b: Square): boolean => a.col === b.col && a.row === b.row;

/** A mount whole, its rider and reins named from the same list of men (the umpire's every man, a side's own). */
function whole(m: Figure, men: readonly Figure[], side?: string): MountItem[] {
  const mount = m.mount;
  if (!mount || !m.square) return [];
  const nameOf = (id: string): string => men.find((x) => x.id === id)?.name ?? id;
  const holder = mount.reinsHeldBy !== undefined ? men.find((x) => x.id === mount.reinsHeldBy) : undefined;
  const led = holder?.square && !same(holder.square, m.square) ? holder.square : undefined;
  const parts = [
    mount.riderId !== undefined ? `ridden by ${nameOf(mount.riderId)} (Case 19.31)` : 'riderless',
    ...(mount.reinsHeldBy !== undefined ? [`reins held by ${nameOf(mount.reinsHeldBy)}${led ? ', led' : ''} (Case 19.67)`] : []),
    ...(mount.hobbled ? ['hobbled (Case 19.66)'] : []),
    ...(mount.hitched ? ['hitched (Case 19.67)'] : []),
  ];
  return [
    {
      kind: 'mount',
      square: m.square,
      id: m.id,
      animal: mount.kind,
      label: MOUNT_LABEL[mount.kind],
      ...(mount.riderId !== undefined ? { riderId: mount.riderId } : {}),
      ...(mount.reinsHeldBy !== undefined ? { reinsHeldBy: mount.reinsHeldBy } : {}),
      ...(led ? { reinsSquare: led } : {}),
      ...(mount.hobbled ? { hobbled: true as const } : {}),
      ...(mount.hitched ? { hitched: true as const } : {}),
      title: `${m.name}${side !== undefined ? ` (${side})` : ''}: ${NAME[mount.kind]} (Section 19.0), ${parts.join(', ')}`,
    },
  ];
}

type MountSource = Pick<UmpireView, 'kind' | 'men'> | Pick<PlayerView, 'kind' | 'ownMen' | 'enemies'>;

/** The mounts a view draws: the umpire's every one on the map; a side's own whole, and the enemy ones its men see, kind only. */
export function mountItems(view: MountSource): MountItem[] {
  if (view.kind === 'umpire') {
    const men = view.men ?? [];
    return men.flatMap((m) => whole(m, men, m.side));
  }
  const own = view.ownMen ?? [];
  // Of an enemy contact only the kind is read, whatever else rides on the entry (ruling HC6).
  const seen = (view.enemies ?? []).flatMap((e): MountItem[] =>
    e.mount && MOUNT_LABEL[e.mount] ? [{ kind: 'mount', square: e.square, id: `enemy:${e.id}`, animal: e.mount, label: MOUNT_LABEL[e.mount], title: `Enemy ${NAME[e.mount]} (Section 19.0; ruling HC6)` }] : [],
  );
  return [...own.flatMap((m) => whole(m, own)), ...seen];
}

/** The text drawn under a mount: its kind, then HOB / HITCH, and LED when its reins are held from another square ("HORSE HOB"). */
export function mountText(it: MountItem): string {
  return [it.label, ...(it.hobbled ? ['HOB'] : []), ...(it.hitched ? ['HITCH'] : []), ...(it.reinsSquare ? ['LED'] : [])].join(' ');
}

/**
 * Section 19.0: a man's badge while he rides (Cases 19.22, 19.31): "RIDES mount-1". Read from the mounts of the same
 * list of men, so a side's window badges only its own riders.
 */
export function riderBadges(men: readonly { readonly id: string; readonly mount?: MountFigure }[], manId: string): string[] {
  const ridden = men.find((m) => m.mount?.riderId === manId);
  return ridden ? [`RIDES ${ridden.id}`] : [];
}

/** Section 19.0: a mount figure's badges beside its marker, as a dog's DOG: its kind, HOB (Case 19.66), HITCH (Case 19.67). Empty for a man. */
export function mountBadges(m: { readonly mount?: MountFigure }): string[] {
  if (!m.mount) return [];
  return [MOUNT_LABEL[m.mount.kind], ...(m.mount.hobbled ? ['HOB'] : []), ...(m.mount.hitched ? ['HITCH'] : [])];
}

/** The mounts drawn, "id:kind[:rider=id][:reins=id][:led][:hobbled][:hitched]" each, for the page (and its tests) to read without the canvas. */
export function mountLabels(items: readonly { readonly kind: string }[] | undefined): string {
  return (items ?? [])
    .flatMap((it) => {
      if (it.kind !== 'mount') return [];
      const m = it as MountItem;
      return [
        [m.id, m.animal, ...(m.riderId ? [`rider=${m.riderId}`] : []), ...(m.reinsHeldBy ? [`reins=${m.reinsHeldBy}`] : []), ...(m.reinsSquare ? ['led'] : []), ...(m.hobbled ? ['hobbled'] : []), ...(m.hitched ? ['hitched'] : [])].join(':'),
      ];
    })
    .join(' ');
}
