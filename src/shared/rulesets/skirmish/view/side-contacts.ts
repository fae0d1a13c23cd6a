import type { SideContact } from './project';

/**
 * A side's contacts, each listed once (issue 19). Every unit keeps its own
 * list (state.knowledge), and one contact id is shared by all the units that
 * know it (an open set-up gives every unit of a side the same contacts,
 * ruling SG3; a second unit spotting a known figure keeps its number). The
 * side's window and its report list a contact once, at its latest sighting,
 * with the units that hold it — read from the side's own contacts only.
 */
export interface ListedContact {
  readonly contactId: string;
  readonly at: { readonly x: number; readonly y: number };
  readonly bound: number;
  /** The side's units that hold this contact, in the order the side's view lists them. */
  readonly unitIds: readonly string[];
}

export function contactsOnce(contacts: readonly SideContact[]): ListedContact[] {
  const byId = new Map<string, { contactId: string; at: SideContact['at']; bound: number; unitIds: string[] }>();
  for (const c of contacts) {
    const seen = byId.get(c.contactId);
    if (!seen) {
      byId.set(c.contactId, { contactId: c.contactId, at: c.at, bound: c.bound, unitIds: [c.unitId] });
      continue;
    }
    if (!seen.unitIds.includes(c.unitId)) seen.unitIds.push(c.unitId);
    // The latest sighting is where the side last knew it to be.
    if (c.bound > seen.bound) {
      seen.at = c.at;
      seen.bound = c.bound;
    }
  }
  return [...byId.values()];
}
