import MagicString from 'magic-string';
import type { Plugin, Rollup } from 'vite';

/**
 * Chrome's explicit compile hint: V8 compiles all of a file's functions as it streams the file in, when
 * this comment comes before anything else in it.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

type HintedChunk = (chunk: { isEntry: boolean; name: string }) => boolean;

/**
 * Puts each hinted chunk's hint back on its first line, above the list of preloads Vite writes above an
 * entry's code; a hinted chunk whose hint is neither first nor second stops the build.
 */
function hintFirst(bundle: Rollup.OutputBundle, hinted: HintedChunk): void {
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !hinted(chunk) || chunk.code.startsWith(COMPILE_HINT)) continue;
    const [first, second, ...rest] = chunk.code.split('\n');
    if (second !== COMPILE_HINT)
      throw new Error(`compileHints: ${chunk.fileName} does not start with its compile hint`);
    // Neither line has a source mapping (the map's first two lines are empty), so the map stays true.
    chunk.code = [second, first, ...rest].join('\n');
  }
}

/**
 * The first page's chunks (the entry and the vendor chunks) carry COMPILE_HINT: their functions are
 * compiled off the main thread while they load, instead of each on its first call on the main thread,
 * inside the tasks that start and hydrate the page (README, web performance).
 */
export function compileHints(): Plugin {
  const hinted: HintedChunk = (chunk) => chunk.isEntry || chunk.name.startsWith('vendor-');
  return {
    name: 'weingut-compile-hints',
    apply: 'build',
    enforce: 'pre',
    // After minification, which drops comments; the file's hash is then computed with the hint in it.
    renderChunk: {
      order: 'post',
      handler(code, chunk) {
        if (!hinted(chunk)) return null;
        const hintedCode = new MagicString(code).prepend(`${COMPILE_HINT}\n`);
        return { code: hintedCode.toString(), map: hintedCode.generateMap({ hires: 'boundary' }) };
      },
    },
    // Vite writes an entry's list of preloads above its code in its import analysis's generateBundle, and
    // vite-plugin-compression2 compresses right after that hook (it wraps it): the hint goes back to the
    // top inside the same hook, so that the compressed copies have it first too. (This plugin's
    // configResolved runs before the compression plugin's: enforce 'pre'.)
    configResolved(config) {
      const importAnalysis = config.plugins.find((plugin) => plugin.name === 'vite:build-import-analysis');
      const hook = importAnalysis?.generateBundle;
      if (!importAnalysis || !hook)
        throw new Error('compileHints: no generateBundle of vite:build-import-analysis to follow');
      const original = typeof hook === 'function' ? hook : hook.handler;
      const handler: typeof original = async function (
        this: ThisParameterType<typeof original>,
        ...args: Parameters<typeof original>
      ) {
        await original.apply(this, args);
        hintFirst(args[1], hinted);
      };
      importAnalysis.generateBundle = typeof hook === 'function' ? handler : { ...hook, handler };
    },
  };
}
