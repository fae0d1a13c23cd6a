/**
 * The "show him on the map" crosshair, drawn rather than typed: U+2316 (⌖)
 * is missing from the fonts of many machines (Debian's Chromium drew an empty
 * box). The button around it carries the words (aria-label, title).
 */
export function LocateIcon() {
  return (
    <svg className="locate-icon" viewBox="0 0 16 16" width="1em" height="1em" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M8 0v5M8 11v5M0 8h5M11 8h5" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}
