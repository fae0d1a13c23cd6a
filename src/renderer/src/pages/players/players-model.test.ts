import { describe, expect, it } from 'vitest';
import { assignmentOf, cleanName, nameProblem, sameAssignment, toggle, unplayedSides } from './players-model';

const players = [
  { id: 'p1', name: 'Ann' },
  { id: 'p2', name: 'Bob Smith' },
];

describe('player names', () => {
  it('refuses an empty name and one the campaign has already, whatever the case and spacing', () => {
    expect(nameProblem('   ', players)).toBe('A player needs a name.');
    expect(nameProblem(' ann ', players)).toBe('There is already a player called "Ann".');
    expect(nameProblem('bob   smith', players)).toBe('There is already a player called "Bob Smith".');
    expect(nameProblem('Cat', players)).toBeNull();
    expect(nameProblem('x'.repeat(201), players)).toMatch(/at most 200/);
  });

  it('lets a player be renamed to his own name in another case', () => {
    expect(nameProblem('ANN', players, 'p1')).toBeNull();
    expect(cleanName('  Ann   Lee ')).toBe('Ann Lee');
  });
});

describe('who plays each side', () => {
  const info = {
    gameId: 'g1',
    sides: [
      { id: 'commando', name: 'Commandos', players: [{ playerId: 'p1', playerName: 'Ann' }] },
      { id: 'defender', name: 'Defenders', players: [] },
    ],
  };

  it('starts from the stored players, every side present', () => {
    expect(assignmentOf(info)).toEqual({ commando: ['p1'], defender: [] });
  });

  it('ticks and unticks a player for a side, without touching the other sides', () => {
    const a = assignmentOf(info);
    const b = toggle(a, 'defender', 'p2');
    expect(b).toEqual({ commando: ['p1'], defender: ['p2'] });
    expect(toggle(b, 'commando', 'p1')).toEqual({ commando: [], defender: ['p2'] });
    expect(a).toEqual({ commando: ['p1'], defender: [] });
  });

  it('compares assignments whatever the order, and names the sides nobody plays', () => {
    expect(sameAssignment({ a: ['p1', 'p2'] }, { a: ['p2', 'p1'], b: [] })).toBe(true);
    expect(sameAssignment({ a: ['p1'] }, { a: ['p2'] })).toBe(false);
    expect(unplayedSides(info.sides, assignmentOf(info))).toEqual(['Defenders']);
  });
});
