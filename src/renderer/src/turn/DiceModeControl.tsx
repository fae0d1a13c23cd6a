import { useEffect, useRef, useState } from 'react';
import type { DiceModeReport } from '@shared/contract/api';
import type { UmpireClient } from '../api/client';

export type DiceMode = DiceModeReport['diceMode'];

/** The other mode a switch goes to (a scripted game switches to real dice, Case 4.0's dice rolled at the table). */
export const otherDiceMode = (mode: DiceMode): 'seeded' | 'physical' => (mode === 'physical' ? 'seeded' : 'physical');

const MODE_LABEL: Readonly<Record<DiceMode, string>> = { seeded: 'Seeded dice', physical: 'Physical dice', scripted: 'Scripted dice' };

export const CONSEQUENCE = 'Switching is recorded in the audit; a command waiting for a die is dropped.';

/** Switches the host's dice; the host records the switch in the game's audit (docs/host.md). */
export async function switchDiceMode(client: Pick<UmpireClient, 'call'>, to: 'seeded' | 'physical'): Promise<DiceModeReport> {
  return client.call('setDiceMode', { mode: to });
}

/** The control itself, given the mode and what a click does (drawn without the host in tests). */
export function DiceModeSwitch({ mode, busy, error, onSwitch }: { mode: DiceMode | undefined; busy?: boolean; error?: string; onSwitch: (to: 'seeded' | 'physical') => void }) {
  if (!mode) return null;
  const to = otherDiceMode(mode);
  return (
    // One short line in the header: what a switch does is the button's tooltip, not a paragraph beside it.
    <span className="dice-mode-control" title={CONSEQUENCE} data-testid="dice-mode">
      <span data-testid="dice-mode-current">{MODE_LABEL[mode]}</span>{' '}
      <button className="action" disabled={busy} onClick={() => onSwitch(to)} title={CONSEQUENCE} data-testid={`dice-mode-to-${to}`}>
        Switch to {to} dice
      </button>
      {error && (
        <span className="error small" role="alert">
          {' '}
          {error}
        </span>
      )}
    </span>
  );
}

/**
 * Counts switches, so that a mode asked for before a switch — answering late
 * with the old mode — does not undo the switch on screen.
 */
export function switchGuard(): { switched(): void; asking(): () => boolean } {
  let switches = 0;
  return {
    switched: () => void (switches += 1),
    asking: () => {
      const at = switches;
      return () => at === switches;
    },
  };
}

/** Seeded ↔ physical dice on the umpire console, for the game now behind the windows. */
export function DiceModeControl({ client, gameId, onSwitched }: { client: UmpireClient; gameId: string; onSwitched?: (report: DiceModeReport) => void }) {
  const [mode, setMode] = useState<DiceMode>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const switches = useRef(switchGuard());
  useEffect(() => {
    let live = true;
    const stillCurrent = switches.current.asking();
    const current = () => live && stillCurrent();
    void client.call('currentGame', {}).then(
      (g) => current() && setMode(g.diceMode),
      () => current() && setMode(undefined),
    );
    return () => {
      live = false;
    };
  }, [client, gameId]);
  const onSwitch = (to: 'seeded' | 'physical') => {
    switches.current.switched();
    setBusy(true);
    setError(undefined);
    switchDiceMode(client, to)
      .then((report) => {
        setMode(report.diceMode);
        onSwitched?.(report);
      })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)))
      .finally(() => setBusy(false));
  };
  return <DiceModeSwitch mode={mode} busy={busy} {...(error ? { error } : {})} onSwitch={onSwitch} />;
}
