import { useState } from 'react';
import type { DiceRequestInfo } from '@shared/contract/api';

type Die = DiceRequestInfo['die'];

/** What each die may show when typed: its sides, and a d10's printed 0 (it counts 10, Case 4.0). */
export function dieRange(die: Die): { readonly min: number; readonly max: number; readonly name: string; readonly note: string } {
  switch (die) {
    case 'd6':
      return { min: 1, max: 6, name: 'six-sided', note: 'Enter 1–6.' };
    case 'd10':
      return { min: 0, max: 10, name: 'ten-sided', note: 'Enter 1–10; a d10 showing 0 counts 10 (Case 4.0).' };
    case 'd12':
      return { min: 1, max: 12, name: 'twelve-sided', note: 'Enter 1–12.' };
    case 'd20':
      return { min: 1, max: 20, name: 'twenty-sided', note: 'Enter 1–20.' };
  }
}

/** Whether the typed text is a face the die can show. */
export function isFace(die: Die, text: string): boolean {
  const { min, max } = dieRange(die);
  const value = Number(text);
  return text.trim() !== '' && Number.isInteger(value) && value >= min && value <= max;
}

/**
 * Physical dice: the engine asks for exactly the die it needs, and the umpire
 * types what the real die shows, one at a time, in a big input. The prompt
 * names the die — its kind and the faces it takes — so a d12 or a d20 is not
 * typed as a d10.
 */
export function DicePrompt({ request, onFace, onCancel, owner }: { request: DiceRequestInfo; onFace: (face: number) => void; onCancel: () => void; owner?: string }) {
  const [text, setText] = useState('');
  const range = dieRange(request.die);
  const valid = isFace(request.die, text);
  return (
    <div className="dice-prompt" role="dialog" aria-label="Roll a die" data-testid="dice-prompt">
      <p className="dice-kind" data-testid="dice-kind">
        Roll one {request.die.toUpperCase()} ({range.name}): {range.min === 0 ? 1 : range.min}–{range.max}
      </p>
      <p className="dice-purpose">{request.prompt}</p>
      {owner && (
        <p className="hint" data-testid="dice-owner">
          {owner}’s own roll (ruling SO15): their window asks for it too; whoever types it first, it counts once.
        </p>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) {
            onFace(Number(text));
            setText('');
          }
        }}
      >
        <input autoFocus inputMode="numeric" className="dice-input" value={text} onChange={(e) => setText(e.target.value)} aria-label={`Face of the ${request.die} (${range.min === 0 ? 1 : range.min}–${range.max})`} />
        <button type="submit" disabled={!valid}>
          Enter
        </button>
        <button type="button" onClick={onCancel}>
          Cancel the command
        </button>
      </form>
      <p className="muted small">{range.note}</p>
    </div>
  );
}
