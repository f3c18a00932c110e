/**
 * The frame of the sandbox's hosted pages: plain, neutral HTML that reads well at 375 px, with
 * its own Content-Security-Policy (the product's pages allow script only from 'self'). The
 * checkout frames the card form on its own host, and frame-ancestors is checked against every
 * ancestor: when the app is itself embedded, the client's allowed sites must be there too.
 */
export function sandboxPageCsp(clientFrameAncestors: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    ["frame-ancestors 'self'", ...clientFrameAncestors].join(' '),
  ].join('; ');
}

export const SANDBOX_NOTE = 'Sandbox test payment — no real card is charged';

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLES = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;background:#fff}
main{max-width:28rem;margin:0 auto;padding:1rem}
h1{font-size:1.25rem;margin:0 0 1rem}
h2{font-size:1rem;margin:1.5rem 0 .5rem}
.note{margin:0 0 1rem;padding:.5rem .75rem;border:1px solid #b58a00;border-radius:6px;background:#fff8e1;font-size:.875rem}
.field{margin:0 0 1rem}
.row{display:flex;gap:.75rem}
.row .field{flex:1;min-width:0}
label{display:block;font-weight:600;margin:0 0 .25rem}
.hint{display:block;color:#59636e;font-size:.875rem;margin:0 0 .25rem}
input{width:100%;font:inherit;padding:.625rem .75rem;border:1px solid #818b98;border-radius:6px}
input:focus,button:focus{outline:3px solid #0b62d6;outline-offset:2px}
input[aria-invalid=true]{border-color:#c62828;border-width:2px}
.error{color:#c62828;font-size:.875rem;margin:.25rem 0 0}
button{font:inherit;font-weight:600;min-height:44px;padding:.5rem 1.25rem;border-radius:6px;border:1px solid #1f2328;background:#1f2328;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1f2328}
button:disabled{opacity:.6;cursor:wait}
.actions{display:flex;gap:.75rem;flex-wrap:wrap}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1.5rem}
dt{font-weight:600}dd{margin:0}
code{font-size:.9375rem}
ul{padding-left:1.25rem}
[hidden]{display:none!important}
`;

/** A whole page; `body` is trusted HTML built with `escapeHtml`. */
export function renderPage(input: { title: string; body: string; script?: string }): string {
  const script = input.script ? `<script src="${escapeHtml(input.script)}" defer></script>` : '';
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(input.title)}</title>`,
    `<style>${STYLES}</style>`,
    script,
    '</head>',
    '<body>',
    '<main>',
    `<p class="note" role="note">${SANDBOX_NOTE}</p>`,
    input.body,
    '</main>',
    '</body>',
    '</html>',
  ].join('\n');
}

/** A page that only says something went wrong (unknown or expired session, finished challenge ...). */
export function renderMessagePage(title: string, message: string): string {
  return renderPage({ title, body: `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>` });
}
