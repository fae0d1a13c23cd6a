import { describe, expect, it } from 'vitest';
import type { PlayerView, UmpireView } from '@shared/rulesets/commando/view/view';
import type { ManState } from '@shared/rulesets/commando/model/state';
import { blankMap } from '@shared/map/map-model';
import { manBadges, playerItems, umpireItems } from './map-items';
import { playerMarkers, umpireMarkers } from './markers';
import { mountItems, mountLabels, mountText, type MountItem } from './mount-items';

const map = blankMap('m', 'm', 12, 12, { kind: 'custom', note: 'test' });
const man = (id: string, side: string, col: number, row: number): ManState => ({ id, side, name: `Man ${id}`, square: { col, row }, posture: 'erect', endurance: 18, wounds: 0, condition: 'fit', weapons: ['rifle'] });
const beast = (id: string, side: string, col: number, row: number, mount: NonNullable<ManState['mount']>): ManState => ({ ...man(id, side, col, row), name: `Mount ${id}`, weapons: [], mount });

const a3 = man('a3', 'a', 3, 4);
const horse = beast('mount-1', 'a', 3, 4, { kind: 'horse', riderId: 'a3' });
const b1 = man('b1', 'b', 8, 8);
const b2 = man('b2', 'b', 6, 8);
const camel = beast('mount-2', 'b', 8, 9, { kind: 'camel', hobbled: true });
const mule = beast('mount-3', 'b', 7, 8, { kind: 'mule', reinsHeldBy: 'b2' });
const hitched = beast('mount-4', 'b', 8, 8, { kind: 'horse', reinsHeldBy: 'b1', hitched: true });
const men = [a3, horse, b1, b2, camel, mule, hitched];

function umpire(list: readonly ManState[]): UmpireView {
  return { kind: 'umpire', ruleset: 'commando', turn: 3, sides: [{ id: 'a' }, { id: 'b' }], map, men: list } as unknown as UmpireView;
}

function side(ownMen: readonly ManState[], enemies: PlayerView['enemies'] = []): PlayerView {
  return { kind: 'player', ruleset: 'commando', side: { id: 'b', name: 'B', mode: 'defending', observationCode: 'G' }, scenarioName: 's', turn: 3, phase: 'bookkeeping', map, ownMen, enemies, version: 1 };
}

const seenHorse = { id: 'mount-1', mount: 'horse' as const, square: { col: 3, row: 4 }, posture: 'erect' as const, observedBy: ['b1'], current: true, seenTurn: 3, seenPhase: 'observation' };

describe('mounts on the maps (Section 19.0, rulings HC1, HC6)', () => {
  it('Case 19.31: the master map draws every mount of its kind with its rider, reins, hobbles (Case 19.66) and hitching (Case 19.67)', () => {
    const items = umpireItems(umpire(men));
    expect(mountLabels(items)).toBe('mount-1:horse:rider=a3 mount-2:camel:hobbled mount-3:mule:reins=b2:led mount-4:horse:reins=b1:hitched');
    const drawn = items.filter((i): i is MountItem => i.kind === 'mount');
    expect(drawn.map(mountText)).toEqual(['HORSE', 'CAMEL HOB', 'MULE LED', 'HORSE HITCH']);
    // Case 19.67: the led mule's reins run to its holder's square; a holder in the mount's own square draws no line.
    expect(drawn[2]?.reinsSquare).toEqual({ col: 6, row: 8 });
    expect(drawn[3]?.reinsSquare).toBeUndefined();
    expect(drawn[0]?.title).toMatch(/ridden by Man a3/);
    expect(mountLabels(umpireItems(umpire([a3, b1])))).toBe('');
  });

  it('Case 19.22: the rider is badged as riding his mount, on the master map and in his own side window', () => {
    expect(manBadges(umpire(men), 'a3')).toContain('RIDES mount-1');
    expect(manBadges(umpire(men), 'b1')).not.toContain('RIDES mount-1');
    expect(umpireMarkers(umpire(men)).find((m) => m.id === 'a3')?.badges).toContain('RIDES mount-1');
    const own = playerMarkers({ ...side([a3, horse]), side: { id: 'a', name: 'A', mode: 'commando', observationCode: 'G' } });
    expect(own.find((m) => m.id === 'a3')?.badges).toContain('RIDES mount-1');
  });

  it('Cases 19.66, 19.67: a mount figure is badged with its kind, HOB when hobbled and HITCH when hitched; an enemy one with its kind only', () => {
    expect(manBadges(umpire(men), 'mount-2')).toEqual(['CAMEL', 'HOB']);
    expect(manBadges(umpire(men), 'mount-4')).toEqual(['HORSE', 'HITCH']);
    expect(manBadges(umpire(men), 'b1')).toEqual([]);
    const markers = playerMarkers(side([b1, camel], [seenHorse]));
    expect(markers.find((m) => m.id === 'mount-2')?.badges).toEqual(['CAMEL', 'HOB']);
    expect(markers.find((m) => m.id === 'enemy:mount-1')?.badges).toEqual(['HORSE']);
  });

  it('ruling HC6: a side window draws its own mounts whole and an enemy mount by its kind only', () => {
    const items = playerItems(side([b1, b2, camel, mule, hitched], [seenHorse]));
    expect(mountLabels(items)).toBe('mount-2:camel:hobbled mount-3:mule:reins=b2:led mount-4:horse:reins=b1:hitched enemy:mount-1:horse');
    const enemy = items.find((i): i is MountItem => i.kind === 'mount' && i.id === 'enemy:mount-1');
    expect(Object.keys(enemy!).sort()).toEqual(['animal', 'id', 'kind', 'label', 'square', 'title']);
    expect(enemy?.title).not.toMatch(/a3|rider|reins/);
    // The enemy rider is no badge on any marker of the side's window.
    expect(playerMarkers(side([b1], [seenHorse])).flatMap((m) => m.badges ?? [])).not.toContain('RIDES mount-1');
  });

  it("ruling HC6: the umpire's list slipped into a side view draws nothing extra", () => {
    // The umpire's whole list where the side's projection belongs: nothing of the enemy's mounts drawn.
    const slipped = { ...side([b1]), men } as unknown as PlayerView;
    expect(mountLabels(playerItems(slipped))).toBe('');
    // The enemy's whole figure riding on a contact entry: still only its kind.
    const leaky = side([], [{ ...seenHorse, ...horse, mount: 'horse' } as unknown as PlayerView['enemies'][number]]);
    const items = mountItems(leaky);
    expect(mountLabels(items)).toBe('enemy:mount-1:horse');
    expect(items[0]?.title).not.toMatch(/a3|Mount mount-1|rider/);
    // A contact carrying the mount record itself, not the kind its projection gives: drawn as nothing.
    const record = side([], [{ ...seenHorse, mount: horse.mount } as unknown as PlayerView['enemies'][number]]);
    expect(mountLabels(mountItems(record))).toBe('');
    expect(playerMarkers(record).flatMap((m) => [...(m.badges ?? []), m.title ?? '']).join(' ')).not.toMatch(/a3|RIDES|HORSE|undefined/);
  });
});
