import type { PlayerView, UmpireView } from '@shared/rulesets/commando/view/view';
import type { MapMarker } from '../../../map/MapCanvas';
import { dogBadges, dogTitle, manBadges } from './map-items';
import { preparedLabel } from './prepared-weapon';
import { BRIDGE_BADGE } from './wire-marks';
import { BURN_BADGE, burningIds } from './flame-items';
import { enemyWaterBadges, waterBadges } from './water-marks';
import { MOUNT_LABEL, mountBadges, riderBadges } from './mount-items';

import { sideColour } from './side-colour';

export { sideColour };

const prepared = (m: Parameters<typeof preparedLabel>[0]) => {
  const p = preparedLabel(m);
  return p ? { prepared: p } : {};
};

/** Case 7.13: a man up a tree or on a roof carries his level ("ROOF+1", "TREE+1"; Sections 35.1, 35.2). */
export function aloftBadge(m: { readonly square?: { col: number; row: number }; readonly aloft?: { readonly on: 'tree' | 'roof'; readonly level: number; readonly square: { col: number; row: number } } }): string | undefined {
  const a = m.aloft;
  if (!a || !m.square || a.square.col !== m.square.col || a.square.row !== m.square.row) return undefined;
  return `${a.on === 'tree' ? 'TREE' : 'ROOF'}+${a.level}`;
}

const withAloft = (m: Parameters<typeof aloftBadge>[0], badges: readonly string[] = []): { badges?: string[] } => {
  const up = aloftBadge(m);
  const all = up ? [up, ...badges] : [...badges];
  return all.length > 0 ? { badges: all } : {};
};
const badgesOf = (badges: string[]): { badges?: string[] } => (badges.length > 0 ? { badges } : {});
const nameOf = (men: readonly { readonly id: string; readonly name: string }[], id: string): string => men.find((m) => m.id === id)?.name ?? id;

/** The umpire sees every man where he truly is, with his prepared weapon (Case 13.17). */
export function umpireMarkers(view: UmpireView): MapMarker[] {
  return view.men.flatMap((m) =>
    m.square
      ? [{ id: m.id, square: m.square, label: m.id, colour: sideColour(view.sides, m.side), style: 'solid' as const, prone: m.posture === 'prone', title: m.dog ? `${dogTitle(m, nameOf(view.men, m.dog.handlerId))} (${m.side})` : `${m.name} (${m.side})`, badges: [...(withAloft(m).badges ?? []), ...waterBadges(view.map, m), ...manBadges(view, m.id)], ...prepared(m) }]
      : [],
  );
}

/** A side sees its own men (with their prepared weapons and, lying on wire, their bridge, Case 20.12), and the enemy only as its men observed him: now (solid) or last known (ghost). */
export function playerMarkers(view: PlayerView): MapMarker[] {
  const bridging = new Set(view.ownBridges ?? []);
  // Section 17.0 (ruling FL11): burning as its own projection holds it, never more.
  const burning = burningIds(view);
  const own = view.ownMen.flatMap((m) =>
    m.square
      ? [{ id: m.id, square: m.square, label: m.id, colour: '#4f8fe0', style: 'solid' as const, prone: m.posture === 'prone', title: m.dog ? dogTitle(m, nameOf(view.ownMen, m.dog.handlerId)) : m.name, ...prepared(m), ...withAloft(m, [...waterBadges(view.map, m), ...dogBadges(m), ...mountBadges(m), ...riderBadges(view.ownMen, m.id), ...(bridging.has(m.id) ? [BRIDGE_BADGE] : []), ...(burning.has(m.id) ? [BURN_BADGE] : [])]) }]
      : [],
  );
  const enemies = view.enemies.map((e) => ({
    id: `enemy:${e.id}`,
    square: e.square,
    label: e.current ? e.id : `${e.id} T${e.seenTurn}`,
    colour: '#e05a4f',
    style: e.current ? ('solid' as const) : ('ghost' as const),
    prone: e.posture === 'prone',
    title: `${e.dog ? 'Guard dog. ' : ''}${e.mount && MOUNT_LABEL[e.mount] ? `${MOUNT_LABEL[e.mount]}. ` : ''}${e.current ? `Observed by ${e.observedBy.join(', ')}` : `Last seen turn ${e.seenTurn} (${e.seenPhase})`}`,
    // Section 32.0 (ruling GD5): an observed enemy figure is seen to be a dog.
    // Case 7.13: seen up a tree or on a roof, at his level.
    // Section 17.0: seen burning (ruling FL11).
    // Section 36.0: seen swimming, or below the surface at his level (Cases 36.14, 36.21).
    ...badgesOf([...(e.level && e.level > 0 ? [`UP+${e.level}`] : []), ...enemyWaterBadges(view.map, e), ...(e.dog ? ['DOG'] : []), ...(e.mount && MOUNT_LABEL[e.mount] ? [MOUNT_LABEL[e.mount]] : []), ...(burning.has(e.id) ? [BURN_BADGE] : [])]),
  }));
  return [...own, ...enemies];
}
