import { useState } from 'react';
import type { PlayerView } from '@shared/rulesets/commando/view/view';
import type { PlayerClient } from '../../../api/client';
import { dieRange, isFace } from '../../../turn/DicePrompt';

/**
 * Ruling SO15: one of the side's own physical dice (its man's hit or observation roll) that the umpire's game waits
 * for. The words are the host's, read from this side's projection; the face goes to the host (`rollMyDie`), which
 * takes it only while this die is still the side's (the umpire may type it himself first).
 */
export function YourDie({ roll, client }: { roll: NonNullable<PlayerView['yourRoll']>; client: PlayerClient }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const range = dieRange(roll.die);
  const valid = isFace(roll.die, text);
  return (
    <div className="order-group prompt your-die" role="alert" data-testid="your-die">
      <h3>
        Roll your die <span className="case">ruling SO15</span>
      </h3>
      <p data-testid="your-die-words">{roll.words}</p>
      <form
        className="order-buttons"
        onSubmit={(e) => {
          e.preventDefault();
          if (!valid) return;
          setError(undefined);
          // Cleared at once: the next die's words may arrive (pushed) before this answer does.
          setText('');
          client.rollMyDie(Number(text)).then(
            () => undefined,
            (err: unknown) => setError(err instanceof Error ? err.message : String(err)),
          );
        }}
      >
        <input inputMode="numeric" className="dice-input" value={text} onChange={(e) => setText(e.target.value)} aria-label={`Face of your ${roll.die} (${range.min === 0 ? 1 : range.min}–${range.max})`} data-testid="your-die-face" />
        <button type="submit" className="action primary" disabled={!valid} data-testid="your-die-enter">
          Enter
        </button>
      </form>
      <p className="muted small">{range.note}</p>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
