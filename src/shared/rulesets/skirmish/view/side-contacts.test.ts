import { describe, expect, it } from 'vitest';
import { bundledGame } from '../test-support/bundled-scenarios';
import { projectSide } from './project';
import { contactsOnce } from './side-contacts';

describe('a side lists each contact once (issue 19)', () => {
  it('with an open set-up, every enemy figure is one contact held by all the side\'s units', () => {
    // The village search is set up open (ruling SG3).
    const game = bundledGame('village-search');
    expect(game.terms?.setUp).toBe('open');
    for (const side of game.sides) {
      const view = projectSide(game, { kind: 'side', side: side.id });
      const units = view.units.map((u) => u.id);
      expect(units.length).toBeGreaterThan(1);
      const enemies = Object.values(game.figures).filter((f) => game.units[f.unitId]!.side !== side.id);
      expect(view.contacts).toHaveLength(enemies.length * units.length);
      const listed = contactsOnce(view.contacts);
      expect(listed).toHaveLength(enemies.length);
      expect(new Set(listed.map((c) => c.contactId)).size).toBe(listed.length);
      for (const c of listed) expect(c.unitIds).toEqual(units);
    }
  });

  it('keeps the latest sighting of a contact two units hold, and its units in order', () => {
    const listed = contactsOnce([
      { contactId: 'us-contact-1', unitId: 'a', at: { x: 1, y: 1 }, bound: 1 },
      { contactId: 'us-contact-2', unitId: 'a', at: { x: 5, y: 5 }, bound: 2 },
      { contactId: 'us-contact-1', unitId: 'b', at: { x: 3, y: 4 }, bound: 3 },
      { contactId: 'us-contact-1', unitId: 'c', at: { x: 9, y: 9 }, bound: 2 },
    ]);
    expect(listed).toEqual([
      { contactId: 'us-contact-1', at: { x: 3, y: 4 }, bound: 3, unitIds: ['a', 'b', 'c'] },
      { contactId: 'us-contact-2', at: { x: 5, y: 5 }, bound: 2, unitIds: ['a'] },
    ]);
  });
});
