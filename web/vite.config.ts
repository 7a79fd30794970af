import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { compileHints } from './build-plugins/compile-hints';
import { browserConditions, reactRouterProduction } from './build-plugins/library-resolution';
import { shellNoscriptLine } from './build-plugins/shell-noscript-line';
import { splitGraphqlDocuments } from './build-plugins/split-graphql-documents';

/**
 * Writes `precache-manifest.json` beside the build: the files the service worker (public/sw.js)
 * stores at install so that the shell works offline: /index.html (the bare shell, never a rendered
 * page), /boot.js, the app's own code and styles and the Latin font files (the shop's languages);
 * images are cached at run time.
 */
function precacheManifest(): Plugin {
  return {
    name: 'weingut-precache-manifest',
    apply: 'build',
    // After Vite's own step, which drops the empty script of a stylesheet entry (fonts.css).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const files = Object.keys(bundle)
          .filter((name) => /\.(js|css)$/.test(name) || /roboto-latin(-ext)?-\d+-normal-[\w-]+\.woff2$/.test(name))
          .map((name) => `/${name}`)
          .sort();
        this.emitFile({
          type: 'asset',
          fileName: 'precache-manifest.json',
          source: JSON.stringify({ files: ['/index.html', '/boot.js', ...files] }),
        });
      },
    },
  };
}

/** The font stylesheet's entry (src/fonts.css): a stylesheet of its own, asked for after the first paint. */
const FONTS_ENTRY = 'src/fonts.css';

/**
 * The app and its fonts start after the first paint: the entry script, its module preloads and the
 * font stylesheet (with its three Latin font files, preloaded) are not in index.html but named on
 * public/boot.js, a small classic script that asks for them once the page has painted. A page the
 * server rendered shows (text in the fallback face, styles, first image) while JavaScript and fonts
 * still load; without JavaScript the font stylesheet comes through <noscript>.
 */
function startAfterFirstPaint(): Plugin {
  return {
    name: 'weingut-start-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
        if (!entry) throw new Error('startAfterFirstPaint: no entry script in index.html');
        const fonts = Object.values(context.bundle ?? {}).find(
          (file) => file.type === 'asset' && file.originalFileNames.includes(FONTS_ENTRY),
        );
        if (!fonts) throw new Error(`startAfterFirstPaint: no stylesheet built from ${FONTS_ENTRY}`);
        // The Latin files of the three weights every page sets text in: preloaded with the stylesheet.
        const fontFiles = Object.keys(context.bundle ?? {}).filter((name) =>
          /roboto-latin-(400|500|700)-normal-[\w-]+\.woff2$/.test(name),
        );
        const preloads = [...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
        const boot = [
          `<script src="/boot.js" defer data-entry="${entry[1]}" data-preload="${preloads.map((preload) => preload[1]).join(' ')}" data-fonts="/${fonts.fileName}" data-font-files="${fontFiles.map((name) => `/${name}`).join(' ')}"></script>`,
          `<noscript><link rel="stylesheet" href="/${fonts.fileName}"></noscript>`,
        ]
          .map((tag) => `\n    ${tag}`)
          .join('');
        return [entry[0], ...preloads.map((preload) => preload[0])]
          .reduce((page, tag) => page.replace(tag, ''), html)
          .replace('</head>', `${boot}\n  </head>`);
      },
    },
  };
}

const gateway = process.env.GATEWAY_URL ?? 'http://localhost:4000';

/** The `--ssr` build's entries: the renderer (run in the gateway's render thread) and what the gateway's own thread needs of the client without it. */
const SERVER_ENTRIES: Record<string, string> = {
  'entry-server': 'src/entry-server.tsx',
  'page-variant': 'src/page-variant.ts',
};

/**
 * Two builds: the browser's (dist/) and, with `--ssr`, the server renderer the gateway loads
 * (dist-server/entry-server.js, src/entry-server.tsx) and the page variants it tells by itself
 * (dist-server/page-variant.js). The renderer carries its libraries inside, so
 * that it uses this client's React 19 and not the React 18 the repository root also holds.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react()]
    : [
        react(),
        tailwindcss(),
        splitGraphqlDocuments(),
        shellNoscriptLine(),
        precacheManifest(),
        startAfterFirstPaint(),
        compileHints(),
        // Brotli and gzip files beside the build: the gateway sends them as they are (no compression per request).
        compression({
          algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip')],
          include: /\.(js|css|html|json|svg|webmanifest)$/,
          exclude: /\.map$/,
          threshold: 1024,
        }),
      ],
  ssr: { noExternal: true },
  // The libraries inside the renderer take their production code paths whatever NODE_ENV the gateway runs with.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  publicDir: isSsrBuild ? false : 'public',
  // The repository root also holds React 18 (the gateway's GraphQL IDE): libraries hoisted there must
  // use this client's React 19.
  resolve: {
    dedupe: ['react', 'react-dom'],
    alias: command === 'build' ? reactRouterProduction : [],
    conditions: isSsrBuild ? undefined : browserConditions,
  },
  server: {
    port: 5173,
    // The gateway answers GraphQL (GATEWAY_URL, else the one `npm start` runs); images are absolute
    // URLs of the Store API's media host and need no proxy.
    proxy: { '/graphql': gateway, '/sitemap.xml': gateway, '/order-documents': gateway },
  },
  build: isSsrBuild
    ? // The map is written but not named in the bundle: Node (source maps on under tsx) would otherwise keep it
      // parsed in memory, tens of MB of resident memory (docs/adr/0024-serving-pages-beside-graphql.md).
      {
        target: 'node20',
        outDir: 'dist-server',
        sourcemap: 'hidden' as const,
        rollupOptions: { input: SERVER_ENTRIES },
      }
    : {
        target: 'es2022',
        sourcemap: true,
        // Font files stay files (the small subsets would otherwise be inlined into the CSS every page waits for).
        assetsInlineLimit: (file: string) => (/\.woff2?$/.test(file) ? false : undefined),
        rollupOptions: {
          input: { index: 'index.html', fonts: FONTS_ENTRY },
          output: {
            // Libraries change less often than the shop's code: their own chunks stay cached across releases.
            manualChunks(id) {
              if (/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom)\//.test(id))
                return 'vendor-react';
              if (/node_modules\/(@apollo|graphql|rxjs|optimism|@wry|tslib|zen-observable)/.test(id))
                return 'vendor-apollo';
              return undefined;
            },
          },
        },
      },
}));
