import type { MailboxEntry } from "./repository";

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Links in a message stay clickable; everything else is shown as text, never as HTML. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
}

function renderEntry(entry: MailboxEntry): string {
  const when = new Date(entry.created_at).toUTCString();
  return `<article>
  <header><span class="channel">${escapeHtml(entry.channel)}</span> to <strong>${escapeHtml(entry.to)}</strong>
  <time datetime="${entry.created_at}">${when}</time></header>
  ${entry.subject ? `<h2>${escapeHtml(entry.subject)}</h2>` : ""}
  <pre>${linkify(entry.text)}</pre>
</article>`;
}

/** The local mailbox: what the app would have sent, newest first. No script, so the app's CSP holds. */
export function renderMailboxPage(entries: MailboxEntry[]): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dugout mailbox</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:52rem;padding:1.5rem;color:#19303d}
h1{font-size:1.5rem}article{border:1px solid #c9d3d8;border-radius:8px;padding:1rem;margin:0 0 1rem}
header{display:flex;gap:.5rem;flex-wrap:wrap;align-items:baseline}time{margin-left:auto;color:#4a5d66;font-size:.9rem}
.channel{text-transform:uppercase;font-size:.75rem;font-weight:700;background:#e6eef0;padding:.1rem .4rem;border-radius:4px}
h2{font-size:1.1rem;margin:.75rem 0 .25rem}pre{white-space:pre-wrap;font-family:inherit;margin:.5rem 0 0}a{color:#0c5a56}
</style></head><body>
<h1>Mailbox</h1>
<p>Messages the app sent while no mail transport is configured. Newest first. <a href="/dev/mailbox.json">JSON</a></p>
${entries.length === 0 ? "<p>No messages yet.</p>" : entries.map(renderEntry).join("\n")}
</body></html>`;
}
