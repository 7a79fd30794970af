/*
 * Starts the shop's app after the page's first paint (vite.config.ts, startAfterFirstPaint): the
 * entry module and the chunks it needs at once are asked for only then, so that on a slow line the
 * page the server rendered, its styles and its first image are not queued behind the JavaScript.
 * A page opened in a background tab paints nothing: there the app starts at once.
 */
(function () {
  var boot = document.currentScript;
  function start() {
    boot.dataset.preload.split(' ').filter(Boolean).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = boot.dataset.entry;
    document.head.appendChild(entry);
  }
  if (document.visibilityState === 'hidden') start();
  else
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
})();
