const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f1ea;color:#294558;margin:0;padding:2rem}
main{max-width:28rem;margin:0 auto;background:#fff;border-radius:8px;padding:2rem;box-shadow:0 2px 8px rgba(0,0,0,.1)}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}dt{color:#5e5e5e}dd{margin:0;font-weight:600}
form{display:inline-block;margin:1.5rem .5rem 0 0}button{font:inherit;padding:.6rem 1.2rem;border-radius:4px;border:1px solid #294558;cursor:pointer}
.confirm{background:#294558;color:#fff}.abort{background:#fff;color:#294558}
</style>
</head>
<body><main>${content}</main></body>
</html>`;
}

/**
 * The emulator's stand-in for an external payment provider (what a PayPal or card page would
 * be): the order number and amount, and two buttons that post the shopper's decision.
 */
export function providerPage(input: {
  sessionId: string;
  methodName: string;
  orderNumber: string;
  amount: number;
}): string {
  const base = `/payment-provider/${encodeURIComponent(input.sessionId)}`;
  return page(
    `${input.methodName} – Zahlung`,
    `<h1>${escapeHtml(input.methodName)}</h1>
<p>Bitte bestätigen Sie die Zahlung an Weingut Keller-Brandt.</p>
<dl>
<dt>Bestellnummer</dt><dd>${escapeHtml(input.orderNumber)}</dd>
<dt>Betrag</dt><dd>${escapeHtml(euro.format(input.amount))}</dd>
</dl>
<form method="post" action="${base}/confirm"><button type="submit" class="confirm">Zahlung bestätigen</button></form>
<form method="post" action="${base}/abort"><button type="submit" class="abort">Zahlung abbrechen</button></form>`,
  );
}

/** A provider page for a session that is unknown or already finished. */
export function providerNotice(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}
