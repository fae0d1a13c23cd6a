import { useState } from 'react';
import type { Command } from '@shared/rulesets/commando/model/commands';
import type { UmpireView } from '@shared/rulesets/commando/view/view';
import { describeSquare } from '@shared/map/coords';

type PlaceMan = Extract<Command, { type: 'umpire/place-man' }>;

/**
 * Case 2.0 (issue 16): during play a placement by the Select tool is outside
 * the rules — no Task Points, no rules check — so it is an umpire ruling: it
 * asks for confirmation and a reason, and the reason is logged with it. In
 * set-up (or with a reason already given) it is a plain placement.
 */
export function needsRuling(view: Pick<UmpireView, 'phase'>, command: Command): command is PlaceMan {
  return command.type === 'umpire/place-man' && !command.reason && view.phase !== 'setup';
}

export function RulingDialog({ view, command, onConfirm, onCancel }: { view: UmpireView; command: PlaceMan; onConfirm: (c: PlaceMan) => void; onCancel: () => void }) {
  const [reason, setReason] = useState('');
  const man = view.men.find((m) => m.id === command.manId);
  const name = man?.name ?? command.manId;
  const from = man?.square ? describeSquare(man.square) : 'off the map';
  const trimmed = reason.trim();
  return (
    <div className="ruling-dialog" role="dialog" aria-modal="true" aria-labelledby="ruling-title" data-testid="ruling-dialog">
      <h3 id="ruling-title">Umpire ruling: move {name} outside the rules?</h3>
      <p>
        {name} goes from {from} to {describeSquare(command.square)} with no Task Points and no rules check. It is logged as your ruling (Case 2.0), with the reason, in the umpire&apos;s log and the after-action report.
      </p>
      <label>
        Reason for the ruling
        <textarea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={300} rows={2} autoFocus data-testid="ruling-reason" />
      </label>
      <div className="actions">
        <button className="action" disabled={trimmed.length === 0} onClick={() => onConfirm({ ...command, reason: trimmed })} data-testid="ruling-confirm">
          Confirm the ruling
        </button>
        <button className="action" onClick={onCancel} data-testid="ruling-cancel">
          Cancel
        </button>
      </div>
    </div>
  );
}
