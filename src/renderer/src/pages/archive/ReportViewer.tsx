import { useRef, useState } from 'react';
import type { FileDownload } from '@shared/contract/api';
import { downloadFile, openInWindow } from './files';

/** The printable after-action report in the page (sandboxed, no scripts), with Print, a new window and Save. */
export function ReportViewer({ file, onClose }: { file: FileDownload; onClose: () => void }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [blocked, setBlocked] = useState(false);
  return (
    <div className="report-viewer" role="dialog" aria-label="After-action report" data-testid="report-viewer">
      <div className="report-bar">
        <b>{file.fileName}</b>
        <button className="primary" onClick={() => frame.current?.contentWindow?.print()}>
          Print
        </button>
        <button className="tool small" onClick={() => setBlocked(!openInWindow(file))}>
          Open in a new window
        </button>
        <button className="tool small" onClick={() => downloadFile(file)}>
          Save file
        </button>
        <button className="tool small" onClick={onClose} data-testid="close-report">
          Close
        </button>
        {blocked && <span className="error">The new window was blocked; print from here.</span>}
      </div>
      <iframe ref={frame} title="After-action report" srcDoc={file.text} sandbox="allow-same-origin allow-modals" data-testid="report-frame" />
    </div>
  );
}
