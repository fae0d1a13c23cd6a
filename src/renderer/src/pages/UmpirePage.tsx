import { Suspense, useEffect, useState } from 'react';
import type { UmpireView } from '@shared/rulesets/commando/view/view';
import type { UmpireClient } from '../api/client';
import { ThemeToggle } from '../components/ThemeToggle';
import { screensFor, type GameSwitch } from '../rulesets';
import { UnknownRuleset } from '../rulesets/UnknownRuleset';
import { ConsoleScreen, ScreenButtons, type ScreenId } from './setup/ConsoleScreens';

const LOADING = <div className="loading">Loading the master map…</div>;

/** The umpire's window: the console of the current game's ruleset, fed the umpire's view. */
export function UmpirePage({ client }: { client: UmpireClient }) {
  const [view, setView] = useState<UmpireView>();

  useEffect(() => {
    // The stream's first message is the whole view too: a slow first answer must not replace a newer pushed view.
    void client.getView().then((v) => setView((held) => held ?? v));
    return client.onView(setView);
  }, [client]);

  if (!view) return LOADING;
  return <UmpireBody client={client} view={view} />;
}

/**
 * The console of the view's ruleset (src/renderer/src/rulesets), under the
 * console screens, which know no ruleset (games, maps, players, archive). A
 * game of a ruleset this Sightline does not know gets a clear message, and
 * the console screens stay open to the umpire so he can open another game.
 */
export function UmpireBody({ client, view }: { client: UmpireClient; view: UmpireView }) {
  const [screen, setScreen] = useState<ScreenId>();
  const [switched, setSwitched] = useState<GameSwitch>();
  const screens = screensFor(view.ruleset);
  const buttons = <ScreenButtons onOpen={setScreen} />;
  return (
    <>
      {screens ? (
        <Suspense fallback={LOADING}>
          <screens.UmpireConsole client={client} view={view} screenButtons={buttons} screenOpen={screen !== undefined} {...(switched ? { switched } : {})} />
        </Suspense>
      ) : (
        <div className="shell">
          <header className="topbar">
            <h1>Sightline · Umpire</h1>
            <span data-testid="scenario">{view.scenarioName}</span>
            {buttons}
            <ThemeToggle />
          </header>
          <UnknownRuleset ruleset={view.ruleset} />
        </div>
      )}
      {screen && (
        <ConsoleScreen
          screen={screen}
          client={client}
          onScreen={setScreen}
          onClose={() => setScreen(undefined)}
          onSwitched={(info, options) => {
            // The game behind every window changed; the console shows it (and its new side links) unless the screen stays open.
            setSwitched({ info, stay: options?.stay ?? false });
            if (!options?.stay) setScreen(undefined);
          }}
        />
      )}
    </>
  );
}
