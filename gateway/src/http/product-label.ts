import { escapeMarkup } from './escape-markup.js';

/**
 * index.html with the EU wine e-label provider's script (PRODUCT_LABEL_SCRIPT) in its head, loaded
 * without holding up the page; unchanged without one. The web client's nutrition button opens the
 * provider's label through `window.productLabel.open(labelId)` once the script has defined it.
 */
export function withProductLabelScript(template: string, scriptUrl: string | null): string {
  if (!scriptUrl) return template;
  return template.replace('</head>', () => `<script src="${escapeMarkup(scriptUrl)}" async></script></head>`);
}
