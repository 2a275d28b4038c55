import type { TFailedMessage, TStoredMessage } from './double-send.js';

/** The developer's view of what the double received: GET /__double. */
export function renderDoublePage(messages: TStoredMessage[], failed: TFailedMessage[]): string {
  const rows = messages
    .toReversed()
    .map((message) =>
      row([
        message.dateCreated,
        message.to,
        message.type + (message.replacement ? ' (fallback)' : ''),
        `${message.status} ${message.statusCode}`,
        String(message.kakaoOptions?.['templateId'] ?? ''),
        message.text,
      ]),
    );
  const refusedRows = failed
    .toReversed()
    .map((message) => row([message.to, message.type, message.statusCode, message.statusMessage]));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Solapi double</title>
<style>body{font:14px system-ui;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px 8px;vertical-align:top;text-align:left}td:last-child{white-space:pre-wrap}</style>
</head><body>
<h1>Solapi double</h1>
<form method="post" action="/__double/reset"><button>Reset</button></form>
<h2>Accepted (${messages.length})</h2>
<table><tr><th>Received</th><th>To</th><th>Type</th><th>Status</th><th>Template</th><th>Text</th></tr>${rows.join('')}</table>
<h2>Refused (${failed.length})</h2>
<table><tr><th>To</th><th>Type</th><th>Code</th><th>Status</th></tr>${refusedRows.join('')}</table>
<p>JSON: <a href="/__double/messages">/__double/messages</a></p>
</body></html>`;
}

function row(cells: string[]): string {
  return `<tr>${cells.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`;
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ??
      character,
  );
}
