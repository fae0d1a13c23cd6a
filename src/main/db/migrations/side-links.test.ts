import { describe, expect, it } from 'vitest';
import type { Database } from '../driver';
import { campaignAtSchema } from '../test-support/old-schema';
import { migrate, schemaVersion } from '../migrate';
import { LinksRepository } from '../repositories/links';
import { fixedContext } from '../test-helpers';
import { LATEST_SCHEMA_VERSION, MIGRATIONS } from './index';

const T = '2024-01-10T21:00:00.000Z';

function schema3Campaign(): Database {
  const db = campaignAtSchema(3);
  db.exec(`
    INSERT INTO campaigns VALUES ('c', 'Club', '${T}');
    INSERT INTO scenarios VALUES ('s', 'c', 'commando', 'S', '{}', 0, '${T}', '${T}');
    INSERT INTO games VALUES ('g1', 'c', 's', '{}', 'active', 'seeded', NULL, '{}', '${T}', NULL),
                             ('g2', 'c', 's', '{}', 'active', 'seeded', NULL, '{}', '${T}', NULL);
  `);
  return db;
}

let n = 0;
const token = () => `token-${String(++n).padStart(12, '0')}`;

describe('migration 4 (side-links): a token per side of each game, kept until rotated (issue 15)', () => {
  it('carries a schema-3 campaign over unchanged, and its games get links made once and read back the same', () => {
    const db = schema3Campaign();
    const games = db.prepare(`SELECT * FROM games ORDER BY id`).all();
    // Side-links first, then any later step (command-ids, schema 5).
    expect(migrate(db).applied).toEqual(['side-links', ...MIGRATIONS.slice(4).map((m) => m.name)]);
    expect(schemaVersion(db)).toBe(LATEST_SCHEMA_VERSION);
    expect(db.prepare(`SELECT * FROM games ORDER BY id`).all()).toEqual(games);
    const links = new LinksRepository(db, fixedContext());
    const first = links.sideTokens('g1', ['raiders', 'guards'], token);
    expect(links.sideTokens('g1', ['raiders', 'guards'], token)).toEqual(first);
    expect(links.sideTokens('g2', ['raiders'], token).raiders).not.toBe(first.raiders);
    expect(links.find(first.guards!)).toEqual({ gameId: 'g1', side: 'guards' });
    links.rotate('g1', 'guards', token());
    expect(links.find(first.guards!)).toBeNull();
    expect(links.sideTokens('g1', ['raiders', 'guards'], token).raiders).toBe(first.raiders);
    expect(() => links.rotate('g1', 'martians', token())).toThrow(/side "martians" of game g1 has no link to replace/);
    expect(links.settingOr('umpire-token', token)).toBe(links.settingOr('umpire-token', token));
  });

  it('a token opens one side of one game only (unique), and a game deleted takes its links with it', () => {
    const db = schema3Campaign();
    migrate(db);
    const links = new LinksRepository(db, fixedContext());
    const { raiders } = links.sideTokens('g1', ['raiders'], token);
    expect(() => links.sideTokens('g2', ['raiders'], () => raiders!)).toThrow(/UNIQUE/);
    expect(() => db.prepare(`INSERT INTO side_links VALUES ('nope', 'x', '${token()}', '${T}')`).run()).toThrow(/FOREIGN KEY/);
    db.prepare(`DELETE FROM games WHERE id = 'g1'`).run();
    expect(links.find(raiders!)).toBeNull();
  });
});
