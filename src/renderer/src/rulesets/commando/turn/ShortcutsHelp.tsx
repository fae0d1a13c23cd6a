import { TOOLS } from '../tools/tools';
import { TURN_SHORTCUTS } from './shortcuts';

/** The "?" card: every key of the console, map tools and turn panel. A turn key acts only when its command is legal now. */
export function ShortcutsHelp({ onClose }: { onClose: () => void }) {
  return (
    <div className="shortcuts-help" role="dialog" aria-label="Keyboard shortcuts" data-testid="shortcuts-help">
      <h3>Keyboard shortcuts</h3>
      <table>
        <tbody>
          {TOOLS.map((t) => (
            <tr key={t.id}>
              <td>
                <kbd>{t.key.toUpperCase()}</kbd>
              </td>
              <td>Map tool: {t.label}</td>
            </tr>
          ))}
          <tr>
            <td>
              <kbd>Esc</kbd>
            </td>
            <td>Cancel the tool's current step</td>
          </tr>
          {TURN_SHORTCUTS.map((s) => (
            <tr key={s.id}>
              <td>
                <kbd>{s.keys}</kbd>
              </td>
              <td>
                {s.label} {s.caseRef && <span className="case">{s.caseRef}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted small">A turn key acts only when its button is offered now; keys are ignored while typing in a field.</p>
      <button className="action" onClick={onClose} data-testid="shortcuts-help-close">
        Close
      </button>
    </div>
  );
}
