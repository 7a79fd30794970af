import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/**
 * Writes `precache-manifest.json` beside the build: the files the service worker (public/sw.js)
 * stores at install so that the shell works offline. Only the app's own code and styles and the
 * Latin font files (the shop's languages); images are cached at run time.
 */
function precacheManifest(): Plugin {
  return {
    name: 'weingut-precache-manifest',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle)
        .filter((name) => /\.(js|css)$/.test(name) || /roboto-latin(-ext)?-\d+-normal\.woff2$/.test(name))
        .map((name) => `/${name}`)
        .sort();
      this.emitFile({ type: 'asset', fileName: 'precache-manifest.json', source: JSON.stringify({ files: ['/', ...files] }) });
    },
  };
}

/**
 * Preloads the two Latin font files the first page paints with (Roboto 400 and 700), so that text
 * does not wait for the CSS to name them; the other weights and Latin Extended load when used.
 */
function preloadFonts(): Plugin {
  return {
    name: 'weingut-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const fonts = Object.keys(context.bundle ?? {}).filter((name) => /roboto-latin-(400|700)-normal-[\w-]+\.woff2$/.test(name));
        return fonts.map((name) => ({ tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${name}`, crossorigin: '' }, injectTo: 'head' as const }));
      },
    },
  };
}

const gateway = process.env.GATEWAY_URL ?? 'http://localhost:4000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    precacheManifest(),
    preloadFonts(),
    // Brotli and gzip files beside the build: the gateway sends them as they are (no compression per request).
    compression({ algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip')], include: /\.(js|css|html|json|svg|webmanifest)$/, exclude: /\.map$/, threshold: 1024 }),
  ],
  // The repository root also holds React 18 (the gateway's GraphQL IDE): libraries hoisted there must
  // use this client's React 19.
  resolve: { dedupe: ['react', 'react-dom'] },
  server: {
    port: 5173,
    // The gateway answers GraphQL (GATEWAY_URL, else the one `npm start` runs); images are absolute
    // URLs of the Store API's media host and need no proxy.
    proxy: { '/graphql': gateway, '/sitemap.xml': gateway },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    rollupOptions: {
      output: {
        // Libraries change less often than the shop's code: their own chunks stay cached across releases.
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom)\//.test(id)) return 'vendor-react';
          if (/node_modules\/(@apollo|graphql|rxjs|optimism|@wry|tslib|zen-observable)/.test(id)) return 'vendor-apollo';
          return undefined;
        },
      },
    },
  },
});
