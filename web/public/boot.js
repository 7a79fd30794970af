/*
 * Starts the shop's app and its fonts after the page's first paint (vite.config.ts,
 * startAfterFirstPaint): the font stylesheet, the entry module and the chunks it needs at once are
 * asked for only then, so that on a slow line the page the server rendered, its styles and its
 * first image are not queued behind them (text shows in the fallback face shaped like Roboto).
 * A rendered page waits for its first contentful paint to be reported (its paint entry, which
 * follows the frame on screen) and for its priority images (the product's picture, the first
 * cards), at most 3 s; the bare shell, which has nothing to paint before the app, and a page
 * opened in a background tab start at once. A tap before then starts the app at once, and a tap on
 * a button (outside a form, which would send itself) is answered once the app has started: the
 * server's buttons do nothing before it (links and forms work without it).
 */
(function () {
  var boot = document.currentScript;
  var started = false;
  function add(attributes) {
    var element = document.createElement(attributes.tag);
    Object.keys(attributes).forEach(function (name) {
      if (name !== 'tag') element[name] = attributes[name];
    });
    document.head.appendChild(element);
  }
  function start() {
    if (started) return;
    started = true;
    // The stylesheet once all its font files are there (or have failed): Roboto then replaces the
    // fallback face in one layout of the page, not in one per weight as each file arrives.
    var fontFiles = (boot.dataset.fontFiles || '').split(' ').filter(Boolean);
    var fontsLeft = fontFiles.length;
    function addFontStylesheet() {
      if (boot.dataset.fonts) add({ tag: 'link', rel: 'stylesheet', href: boot.dataset.fonts });
    }
    function fontArrived() {
      fontsLeft -= 1;
      if (fontsLeft === 0) addFontStylesheet();
    }
    fontFiles.forEach(function (href) {
      add({
        tag: 'link',
        rel: 'preload',
        as: 'font',
        type: 'font/woff2',
        crossOrigin: '',
        href: href,
        onload: fontArrived,
        onerror: fontArrived,
      });
    });
    if (fontsLeft === 0) addFontStylesheet();
    boot.dataset.preload
      .split(' ')
      .filter(Boolean)
      .forEach(function (href) {
        add({ tag: 'link', rel: 'modulepreload', crossOrigin: '', href: href });
      });
    add({ tag: 'script', type: 'module', crossOrigin: '', src: boot.dataset.entry });
  }
  var tapped = null;
  function rememberTap(event) {
    var button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && !button.form && !button.disabled) tapped = button;
    start();
  }
  document.addEventListener('click', rememberTap, true);
  // From the moment React takes the page over it answers clicks itself (main.tsx sends
  // 'shop:takeover'); a button tapped before is clicked again once the page is taken over.
  document.addEventListener(
    'shop:takeover',
    function () {
      document.removeEventListener('click', rememberTap, true);
      var button = tapped;
      if (!button) return;
      new MutationObserver(function (records, observer) {
        if (!document.documentElement.dataset.started) return;
        observer.disconnect();
        if (button.isConnected) button.click();
      }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-started'] });
    },
    { once: true },
  );
  // After the next frame is on screen (the second animation frame follows its presentation).
  function afterNextFrame() {
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    });
  }
  function afterPriorityImages(then) {
    var loading = Array.prototype.filter.call(document.querySelectorAll('img[fetchpriority="high"]'), function (image) {
      return !image.complete;
    });
    var left = loading.length;
    if (left === 0) return then();
    loading.forEach(function (image) {
      function done() {
        left -= 1;
        if (left === 0) then();
      }
      image.addEventListener('load', done, { once: true });
      image.addEventListener('error', done, { once: true });
    });
  }
  // The state element of a page the server rendered (SERVER_STATE_ELEMENT_ID, lib/server-render-state.ts).
  var rendered = document.getElementById('server-render-state');
  var paintReported =
    typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
  if (!rendered || document.visibilityState === 'hidden') start();
  else if (!paintReported) afterNextFrame();
  else {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      afterPriorityImages(afterNextFrame);
    }).observe({ type: 'paint', buffered: true });
    // A page whose paint is never reported or whose images take long starts all the same.
    setTimeout(start, 3000);
  }
})();
