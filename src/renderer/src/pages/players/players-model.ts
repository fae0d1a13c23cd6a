/**
 * The Players screen's pure parts: checking a name before it is sent, and
 * who plays each side of the open game as the umpire ticks it. Tested
 * without a DOM.
 */
import type { GamePlayersInfo, PlayerInfo } from '@shared/contract/api';

/** side id → player ids, as setGamePlayers takes it. */
export type Assignment = Readonly<Record<string, readonly string[]>>;

/** Why a name cannot be used, or null. Names are unique regardless of case and spacing, as the host checks them. */
export function nameProblem(name: string, players: readonly Pick<PlayerInfo, 'id' | 'name'>[], exceptId?: string): string | null {
  const clean = cleanName(name);
  if (!clean) return 'A player needs a name.';
  if (clean.length > 200) return 'A name is at most 200 characters.';
  const taken = players.find((p) => p.id !== exceptId && p.name.toLocaleLowerCase() === clean.toLocaleLowerCase());
  return taken ? `There is already a player called "${taken.name}".` : null;
}

export function cleanName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** The assignment stored for a game, every side present (an empty list when nobody plays it yet). */
export function assignmentOf(info: GamePlayersInfo): Record<string, string[]> {
  return Object.fromEntries(info.sides.map((s) => [s.id, s.players.map((p) => p.playerId)]));
}

/** Ticks or unticks one player for one side; a side may have several players, and one player may play more than one side (solitaire). */
export function toggle(assignment: Assignment, side: string, playerId: string): Record<string, string[]> {
  const current = assignment[side] ?? [];
  const next = current.includes(playerId) ? current.filter((id) => id !== playerId) : [...current, playerId];
  return { ...Object.fromEntries(Object.entries(assignment).map(([k, v]) => [k, [...v]])), [side]: next };
}

/** Whether two assignments name the same players for every side, whatever the order. */
export function sameAssignment(a: Assignment, b: Assignment): boolean {
  const sides = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const side of sides) {
    const x = [...(a[side] ?? [])].sort();
    const y = [...(b[side] ?? [])].sort();
    if (x.length !== y.length || x.some((id, i) => id !== y[i])) return false;
  }
  return true;
}

/** The sides nobody plays yet, by name: the screen warns before the game is finished without them. */
export function unplayedSides(sides: readonly { id: string; name: string }[], assignment: Assignment): string[] {
  return sides.filter((s) => (assignment[s.id] ?? []).length === 0).map((s) => s.name);
}
