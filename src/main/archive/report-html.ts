/** The printable reports' page: inline CSS, no scripts, no external resources (report.ts). */
const STYLE = `
body { font: 11pt/1.4 Georgia, 'Times New Roman', serif; margin: 2em; color: #111; }
h1 { font-size: 18pt; margin-bottom: 0.2em; } h2 { font-size: 13pt; border-bottom: 1px solid #888; margin-top: 1.6em; }
table { border-collapse: collapse; width: 100%; font-size: 9.5pt; } th, td { border: 1px solid #bbb; padding: 2px 5px; text-align: left; vertical-align: top; }
th { background: #eee; } tr.reverted td { color: #888; text-decoration: line-through; } .meta { color: #555; }
code { font-family: 'DejaVu Sans Mono', monospace; font-size: 8.5pt; word-break: break-all; }
@media print { body { margin: 0; } h2 { page-break-after: avoid; } tr { page-break-inside: avoid; } }
`;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const h = escapeHtml;

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${h(title)}</title>
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<style>${STYLE}</style></head>
<body>
${body}
</body></html>
`;
}

export function table(headers: readonly string[], rows: readonly (readonly string[])[], rowClass?: (i: number) => string): string {
  if (rows.length === 0) return '<p class="meta">None.</p>';
  const head = `<tr>${headers.map((x) => `<th>${h(x)}</th>`).join('')}</tr>`;
  const body = rows.map((r, i) => `<tr${rowClass?.(i) ? ` class="${rowClass(i)}"` : ''}>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('\n');
  return `<table>\n${head}\n${body}\n</table>`;
}
