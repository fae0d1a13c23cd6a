/**
 * Files the host hands the umpire (exportGame, report): saved through the
 * browser's download, byte for byte as the host wrote them, under the host's
 * file name. Works the same in Electron and in a browser.
 */
import type { FileDownload } from '@shared/contract/api';

export function downloadFile(file: FileDownload): void {
  const url = URL.createObjectURL(new Blob([file.text], { type: file.mediaType }));
  const a = document.createElement('a');
  a.href = url;
  a.download = file.fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 5000);
}

/** Opens an HTML report in a new window for printing; false when the window was blocked (the in-page view still prints). */
export function openInWindow(file: FileDownload): boolean {
  const url = URL.createObjectURL(new Blob([file.text], { type: file.mediaType }));
  // Not 'noopener': with it window.open always answers null and a blocked window cannot be told apart.
  const w = window.open(url, '_blank');
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return w !== null;
}

export function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
