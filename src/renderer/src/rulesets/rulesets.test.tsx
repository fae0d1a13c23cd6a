import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RULESET_ID, rulesetIds } from '@shared/rulesets/index';
import type { PlayerView, UmpireView } from '@shared/rulesets/commando/view/view';
import type { PlayerClient, UmpireClient } from '../api/client';
import { PlayerBody } from '../pages/PlayerPage';
import { UmpireBody } from '../pages/UmpirePage';
import { combatView } from './commando/tools/test-support/combat-view';
import { rendererRulesetIds, screensFor } from './index';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&quot;/g, '"').replace(/\s+/g, ' ');
const UNKNOWN = 'This game uses the ruleset "x", which this Sightline does not know.';
const noClient = {} as UmpireClient;

// The theme toggle in the header reads the remembered theme (node has no localStorage).
beforeAll(() => vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined }));

describe('the renderer picks a game\'s screens by its view\'s ruleset', () => {
  it('knows Commando, the default ruleset, and only rulesets the shared registry knows', () => {
    expect(screensFor('commando')?.id).toBe('commando');
    expect(screensFor(DEFAULT_RULESET_ID)).toBeDefined();
    for (const id of rendererRulesetIds()) expect(rulesetIds()).toContain(id);
  });

  it('knows no other id, not even an inherited property name', () => {
    expect(screensFor('x')).toBeUndefined();
    expect(screensFor('toString')).toBeUndefined();
  });

  it('the umpire console of an unknown ruleset says so, and still offers the console screens', () => {
    const view = { ...combatView, ruleset: 'x' } as unknown as UmpireView;
    const html = renderToStaticMarkup(<UmpireBody client={noClient} view={view} />);
    expect(text(html)).toContain(UNKNOWN);
    expect(html).toContain('data-testid="unknown-ruleset"');
    expect(html).toContain('data-testid="open-games"');
  });

  it("a side's window (and the shared screen) of an unknown ruleset says so", () => {
    const view = { kind: 'player', ruleset: 'x' } as unknown as PlayerView;
    expect(text(renderToStaticMarkup(<PlayerBody view={view} deployClient={{} as PlayerClient} />))).toContain(UNKNOWN);
  });

  it('a Commando view gets Commando\'s console, loaded lazily (its chunk is not in the page)', () => {
    const html = renderToStaticMarkup(<UmpireBody client={noClient} view={combatView} />);
    expect(html).not.toContain('unknown-ruleset');
    expect(html).toContain('Loading the master map…');
  });
});
