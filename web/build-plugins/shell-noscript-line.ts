import type { Plugin } from 'vite';
// A relative path: Vite bundles its config with this file, but loads packages as Node does (JSON only with an import attribute).
import deDE from '@weingut/schema/texts/de-DE/web.json' with { type: 'json' };

/** The empty <noscript> of index.html that takes the shell's line; not the fonts' link, which is added later. */
const EMPTY_NOSCRIPT = '<noscript></noscript>';

/**
 * Writes the shell's line for a browser without JavaScript (`shop.noscriptShell`, German, the
 * shop's default language) into index.html, so that the shop's texts stay its only source. The
 * gateway replaces it by the visitor's language where it renders (gateway/src/http/server-render.ts);
 * index.html as built is what /index.html, the offline page and SERVER_RENDERING=off send.
 */
export function shellNoscriptLine(): Plugin {
  const line = deDE.shop.noscriptShell;
  return {
    name: 'weingut-shell-noscript-line',
    transformIndexHtml(html) {
      if (!html.includes(EMPTY_NOSCRIPT)) throw new Error(`shellNoscriptLine: index.html has no ${EMPTY_NOSCRIPT}`);
      // Plain text only: the line goes into the markup as it is.
      if (/[<>&]/.test(line))
        throw new Error('shellNoscriptLine: shop.noscriptShell must be plain text (no <, > or &)');
      return html.replace(EMPTY_NOSCRIPT, () => `<noscript>${line}</noscript>`);
    },
  };
}
