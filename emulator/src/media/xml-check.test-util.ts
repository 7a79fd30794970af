/**
 * A strict-enough XML well-formedness check for the generated SVG (used by the tests only):
 * balanced tags, quoted attributes without duplicates, and '&' only in entity references.
 */
const ENTITY = /&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/g;

function checkChars(text: string, where: string): void {
  const rest = text.replace(ENTITY, '');
  if (rest.includes('&')) throw new Error(`unescaped '&' in ${where}: ${text.slice(0, 80)}`);
  if (rest.includes('<')) throw new Error(`unescaped '<' in ${where}: ${text.slice(0, 80)}`);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/.test(rest)) throw new Error(`control character in ${where}`);
}

/** Throws when `xml` is not well-formed; returns the root element's name and attributes. */
export function assertWellFormedXml(xml: string): { root: string; attrs: Record<string, string> } {
  const stack: string[] = [];
  let root: { root: string; attrs: Record<string, string> } | undefined;
  let closedRoot = false;
  const tokens = xml.match(/<[^>]*>|[^<]+/g) ?? [];
  if (tokens.join('') !== xml) throw new Error('stray "<" without a closing ">"');
  for (const tok of tokens) {
    if (!tok.startsWith('<')) {
      if (stack.length === 0 && tok.trim()) throw new Error(`text outside the root element: ${tok.slice(0, 40)}`);
      checkChars(tok, 'text');
      continue;
    }
    if (tok.startsWith('<?')) continue;
    if (tok.startsWith('<!--')) continue;
    if (tok.startsWith('</')) {
      const name = tok.slice(2, -1).trim();
      const open = stack.pop();
      if (open !== name) throw new Error(`</${name}> closes <${open ?? 'nothing'}>`);
      if (stack.length === 0) closedRoot = true;
      continue;
    }
    const m = /^<([A-Za-z_][\w:.-]*)((?:\s+[A-Za-z_][\w:.-]*="[^"]*")*)\s*(\/?)>$/.exec(tok);
    if (!m) throw new Error(`malformed tag: ${tok.slice(0, 120)}`);
    const [, name = '', attrText = '', selfClosing] = m;
    const attrs: Record<string, string> = {};
    for (const a of attrText.matchAll(/([A-Za-z_][\w:.-]*)="([^"]*)"/g)) {
      const [, an = '', av = ''] = a;
      if (an in attrs) throw new Error(`duplicate attribute ${an} on <${name}>`);
      checkChars(av, `attribute ${an} of <${name}>`);
      attrs[an] = av;
    }
    if (stack.length === 0) {
      if (root || closedRoot) throw new Error('more than one root element');
      root = { root: name, attrs };
    }
    if (!selfClosing) stack.push(name);
    else if (stack.length === 0) closedRoot = true;
  }
  if (stack.length) throw new Error(`unclosed <${stack.join('>, <')}>`);
  if (!root) throw new Error('no root element');
  return root;
}
