import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCREENSHOTS, shop, useBrowser } from './support/browser.js';

const browser = useBrowser();

const PRODUCT = '/Birkweiler-Spaetburgunder-trocken-2021/WB-R-1002';
const CATALOGUE_PAGES = ['/', '/Weine/Rotwein/', PRODUCT, '/search?query=riesling'];

/** The GraphQL operations the page asks for from now on. */
function graphqlRequests(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql'))
      names.push((request.postDataJSON() as { operationName?: string } | null)?.operationName ?? '?');
  });
  return names;
}

/** The page's line for a browser without JavaScript (Playwright's text locators skip <noscript>). */
const noscriptLine = (page: Page) =>
  page.locator('body > noscript').evaluate((element) => ({
    text: element.textContent,
    shown: element.getBoundingClientRect().height > 0 && getComputedStyle(element).display !== 'none',
  }));

describe('catalogue pages rendered by the server', () => {
  it('shows a category, a product, search results and the home page with JavaScript off', async () => {
    const { page } = await browser.context({ javaScriptEnabled: false });

    const category = await page.goto('/Weine/Rotwein/');
    expect(category?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Rotwein' }).waitFor();
    const cards = page.getByRole('article');
    expect(await cards.count()).toBeGreaterThan(3);
    expect(await cards.first().textContent()).toMatch(/\d+,\d{2}\s€/);
    await page.screenshot({ path: `${SCREENSHOTS}server-rendered-category-no-javascript.png`, fullPage: true });
    // Styled by the stylesheet the page carries inline (the CSP allows it by its hash): no request for
    // it; the one linked stylesheet is the fonts' (without JavaScript, through <noscript>).
    expect(
      await page
        .locator('link[rel="stylesheet"]')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname)),
    ).toEqual([expect.stringMatching(/^\/assets\/fonts-[\w-]+\.css$/)]);
    expect(await page.locator('footer').evaluate((footer) => getComputedStyle(footer).backgroundColor)).toBe(
      'rgb(41, 69, 88)',
    );
    // What works without JavaScript and what does not, instead of the shell's 'enable JavaScript to use the shop'.
    expect(await noscriptLine(page)).toEqual({
      text: 'Den Katalog können Sie auch ohne JavaScript ansehen. Für Suche, Warenkorb, Merkzettel, Kasse und Kundenkonto aktivieren Sie bitte JavaScript.',
      shown: true,
    });

    expect((await page.goto(PRODUCT))?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Birkweiler Spätburgunder trocken 2021' }).waitFor();
    await page.getByText('inkl. MwSt. zzgl. Versandkosten').waitFor();
    // The first image is asked for at once, in the size the screen needs.
    const image = page.locator('main img[fetchpriority="high"]').first();
    expect(await image.getAttribute('srcset')).toMatch(/\d+w/);
    expect(await page.locator('head link[rel="preload"][as="image"]').count()).toBeGreaterThan(0);
    // The product's JSON-LD comes first in the head, then its BreadcrumbList.
    expect(
      JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}'),
    ).toMatchObject({ '@type': 'Product' });

    expect((await page.goto('/search?query=riesling'))?.status()).toBe(200);
    expect(await page.getByRole('article').filter({ hasText: 'Riesling' }).count()).toBeGreaterThan(0);

    expect((await page.goto('/'))?.status()).toBe(200);
    expect(await page.getByRole('article').count()).toBeGreaterThan(0);
  });

  it.each(['/', '/Weine/Rotwein/', '/search?query=riesling'])(
    'asks at once, with high priority, only for the images of a grid on the first screen of a phone and a desktop: %s',
    async (path) => {
      for (const viewport of [
        { width: 412, height: 823 },
        { width: 1280, height: 800 },
      ]) {
        const { page } = await browser.context({ javaScriptEnabled: false, viewport });
        await page.goto(path);
        await page.locator('main h1').waitFor();
        // Each image by its file's stem (the media file and its thumbnails share it), where it lies and how it is asked for.
        const images = await page.locator('main img').evaluateAll((elements) =>
          elements.map((image) => ({
            stem: new URL((image as HTMLImageElement).src).pathname
              .split('/')
              .pop()!
              .replace(/\.\w+$/, ''),
            top: image.getBoundingClientRect().top,
            eager: image.getAttribute('loading') !== 'lazy' || image.getAttribute('fetchpriority') === 'high',
            topSeller: image.closest('section[aria-labelledby="home-highlights"]') !== null,
          })),
        );
        const preloads = await page
          .locator('head link[rel="preload"][as="image"]')
          .evaluateAll((links) =>
            links.map((link) => `${link.getAttribute('imagesrcset')} ${link.getAttribute('href')}`).join(' '),
          );
        const offScreen = images.filter((image) => image.top >= viewport.height);
        expect(offScreen.length).toBeGreaterThan(0);
        // The home page's top sellers lie below the first screen everywhere.
        if (path === '/') expect(offScreen.filter((image) => image.topSeller).length).toBeGreaterThan(0);
        expect({
          viewport,
          askedAtOnce: offScreen
            .filter((image) => image.eager || preloads.includes(`/${image.stem}_`))
            .map((image) => image.stem),
        }).toEqual({ viewport, askedAtOnce: [] });
      }
    },
  );

  it("serves the first page's scripts with V8's compile hint first, compressed as they are sent", async () => {
    const { page } = await browser.context();
    await page.goto(PRODUCT);
    const scripts = await page
      .locator('script[data-entry]')
      .evaluate(
        (boot) =>
          [boot.getAttribute('data-entry'), ...(boot.getAttribute('data-preload') ?? '').split(' ')].filter(
            Boolean,
          ) as string[],
      );
    expect(scripts.map((path) => path.replace(/-[\w-]{8}\.js$/, ''))).toEqual([
      '/assets/index',
      '/assets/vendor-react',
      '/assets/vendor-apollo',
    ]);
    for (const path of scripts) {
      const served = await page.evaluate(async (url) => {
        const answer = await fetch(url, { cache: 'no-store' });
        return { encoding: answer.headers.get('content-encoding'), start: (await answer.text()).slice(0, 40) };
      }, path);
      expect({ path, ...served }).toEqual({
        path,
        encoding: 'br',
        start: expect.stringMatching(/^\/\/# allFunctionsCalledOnLoad\n/),
      });
    }
  });

  it('lays text out alike before and after Roboto arrives: nothing moves when it swaps in', async () => {
    const layout = async (fonts: boolean) => {
      const { page } = await browser.context({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } });
      if (!fonts) await page.route(/\.woff2?$/, (route) => route.abort());
      await page.goto('/Weine/Rotwein/');
      await page.evaluate(() => document.fonts.ready);
      return page.evaluate(() => ({
        roboto: [...document.fonts].some(
          (face) => face.family.replaceAll('"', '') === 'Roboto' && face.status === 'loaded',
        ),
        description: Math.round(document.querySelector('main .prose-shop')!.getBoundingClientRect().height),
        firstCard: Math.round(document.querySelector('main article')!.getBoundingClientRect().top),
        page: document.body.scrollHeight,
      }));
    };
    const withRoboto = await layout(true);
    const beforeRoboto = await layout(false);
    expect([withRoboto.roboto, beforeRoboto.roboto]).toEqual([true, false]);
    expect({ ...beforeRoboto, roboto: true }).toEqual(withRoboto);
  });

  it('asks for fonts and JavaScript only after the page has painted and its priority image has arrived', async () => {
    const { page } = await browser.context({ viewport: { width: 412, height: 823 } });
    await page.goto(PRODUCT);
    await page.evaluate(() => document.fonts.ready);
    const timing = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const image = (document.querySelector('main img[fetchpriority="high"]') as HTMLImageElement).currentSrc;
      return {
        paint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
        image: resources.find((resource) => resource.name === image)!.responseEnd,
        late: resources
          .filter((resource) => /\/assets\/.*\.(js|css|woff2)$/.test(resource.name))
          .map((resource) => ({ file: new URL(resource.name).pathname, start: resource.startTime })),
        roboto: [...document.fonts].some(
          (face) => face.family.replaceAll('"', '') === 'Roboto' && face.status === 'loaded',
        ),
      };
    });
    const kinds = new Set(
      timing.late.map(({ file }) => (/fonts-.*\.css$/.test(file) ? 'fonts' : file.split('.').pop())),
    );
    expect([...kinds].sort()).toEqual(['fonts', 'js', 'woff2']);
    for (const { file, start } of timing.late)
      expect({ file, afterPaintAndImage: start >= Math.max(timing.paint, timing.image) }).toEqual({
        file,
        afterPaintAndImage: true,
      });
    expect(timing.roboto).toBe(true);
    // The three Latin weights are preloaded with the stylesheet, not found only when text needs them.
    expect(
      await page
        .locator('head link[rel="preload"][as="font"]')
        .evaluateAll((links) =>
          links.map((link) => /roboto-latin-(\d+)-normal/.exec((link as HTMLLinkElement).href)?.[1]).sort(),
        ),
    ).toEqual(['400', '500', '700']);
  });

  it('swaps Roboto in once, when all three weights have arrived, not once per weight', async () => {
    const { page } = await browser.context({ viewport: { width: 412, height: 823 } });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/roboto-latin-700-normal-[\w-]+\.woff2$/, async (route) => {
      await held;
      await route.continue();
    });
    const othersArrived = Promise.all(
      ['400', '500'].map((weight) =>
        page
          .waitForResponse(new RegExp(`roboto-latin-${weight}-normal-[\\w-]+\\.woff2$`))
          .then((response) => response.finished()),
      ),
    );
    await page.goto(PRODUCT);
    await othersArrived;
    // The faces that arrived are given a moment to be applied, which must not happen while one is missing.
    await page.waitForTimeout(250);
    const fonts = () =>
      page.evaluate(() => ({
        stylesheet: document.querySelectorAll('link[rel="stylesheet"][href*="/assets/fonts-"]').length,
        roboto: [...document.fonts].filter(
          (face) => face.family.replaceAll('"', '') === 'Roboto' && face.status === 'loaded',
        ).length,
      }));
    // Two weights are there, the third is not: the page keeps the fallback face for all of them.
    expect(await fonts()).toEqual({ stylesheet: 0, roboto: 0 });
    release();
    await page.waitForFunction(() =>
      [...document.fonts].some((face) => face.family.replaceAll('"', '') === 'Roboto' && face.status === 'loaded'),
    );
    expect((await fonts()).stylesheet).toBe(1);
  });

  it('answers an unknown path with 404 and a non-canonical one with a permanent redirect', async () => {
    const { page } = await browser.context({ javaScriptEnabled: false });
    expect((await page.goto('/gibt-es-nicht/'))?.status()).toBe(404);
    // The client shows the error page; without JavaScript the shell's own line says what is missing.
    expect(await noscriptLine(page)).toEqual({
      text: 'Bitte aktivieren Sie JavaScript, um den Shop zu nutzen.',
      shown: true,
    });
    const response = await page.goto('/Weine/Rotwein?sort=price-asc');
    expect((await response?.request().redirectedFrom()?.response())?.status()).toBe(301);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/Weine/Rotwein/?sort=price-asc');
  });

  it('renders in the language chosen on an earlier visit', async () => {
    const { context, page } = await browser.context({ javaScriptEnabled: false });
    await context.addCookies([{ name: 'shop_locale', value: 'en-GB', url: shop().gatewayUrl }]);
    await page.goto('/Weine/Rotwein/');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem').first().textContent()).toBe(
      'Home',
    );
    expect((await noscriptLine(page)).text).toMatch(/^You can browse the catalogue without JavaScript too\./);
    // A page the client renders (the wishlist) comes as the shell, in the same language.
    await page.goto('/wishlist');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await noscriptLine(page)).toEqual({ text: 'Please turn JavaScript on to use the shop.', shown: true });
  });

  it('is taken over by the browser as it is: the same elements, no error, no request for the same data', async () => {
    const { page } = await browser.context();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // The heading the server sent, remembered before the app starts: a second render would replace it.
    await page.addInitScript(() => {
      document.addEventListener(
        'DOMContentLoaded',
        () =>
          ((window as unknown as { served: Element | null }).served = document.querySelector('main h1, main article')),
      );
    });
    for (const [index, path] of CATALOGUE_PAGES.entries()) {
      const requests = graphqlRequests(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(
        await page.evaluate(
          () =>
            (window as unknown as { served: Element | null }).served !== null &&
            (window as unknown as { served: Element }).served === document.querySelector('main h1, main article'),
        ),
        path,
      ).toBe(true);
      // A page kept for visitors without a session (from the second page on, always: the visitor has one) is
      // another session's: the client asks for its own session (its counts) once it runs, and nothing else.
      if (index === 0)
        expect(
          requests.filter((name) => name !== 'Session'),
          path,
        ).toEqual([]);
      else expect(requests, path).toEqual(['Session']);
      page.removeAllListeners('request');
    }
    expect(errors).toEqual([]);
  });

  it('sends a returning shopper the kept page and then shows their own cart count, without a second render', async () => {
    const { page } = await browser.context();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/Weine/Rotwein/');
    await page
      .getByRole('article')
      .first()
      .getByRole('button', { name: /Warenkorb/ })
      .click();
    await page.getByRole('button', { name: 'Warenkorb, 1 Artikel' }).waitFor();
    // A new page load: the HTML is the page kept for visitors without a session, its state marked as another's.
    const answer = await page.goto(PRODUCT);
    expect(await answer?.text()).toContain('id="server-render-state" data-foreign-session>');
    await page.getByRole('button', { name: 'Warenkorb, 1 Artikel' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}server-rendered-returning-shopper.png` });
    expect(errors).toEqual([]);
  });

  it('is taken over as it is by a new visitor at an address with a tracker’s parameter (the page kept for the address without it)', async () => {
    const state = (page: Page) => page.locator('#server-render-state').textContent();
    const first = (await browser.context()).page;
    await first.goto('/Weine/Rotwein/?order=price-desc');
    const { page } = await browser.context();
    const requests = graphqlRequests(page);
    await page.goto('/Weine/Rotwein/?utm_source=newsletter&order=price-desc&gclid=x7');
    // The gateway sent the page it keeps for the address without the tracker's parameters: no render of its own.
    expect(await state(page)).toBe(await state(first));
    await page.waitForLoadState('networkidle');
    // Only the visitor's own session (the kept page's state holds another's).
    expect(requests).toEqual(['Session']);
    expect(await page.getByRole('article').count()).toBeGreaterThan(3);
  });

  it('answers a shopper right away: add to cart on a rendered category page', async () => {
    const { page } = await browser.context();
    await page.goto('/Weine/Rotwein/');
    const card = page.getByRole('article').first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('button', { name: /Warenkorb/ }).click();
    await page
      .getByRole('status')
      .or(page.getByRole('alert'))
      .filter({ hasText: `${name} wurde in den Warenkorb gelegt.` })
      .waitFor();
    await page.getByRole('button', { name: 'Warenkorb, 1 Artikel' }).waitFor();
  });

  it('answers a tap made before the app has started once it has, exactly once', async () => {
    const { page } = await browser.context();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The app's entry arrives only after the tap: a slow line.
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // Opened by the page itself: page.goto would wait for the app, which is held back.
    await page.goto('/favicon.svg');
    await page.evaluate(() => window.location.assign('/Weine/Rotwein/'));
    const card = page.getByRole('article').first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('button', { name: /Warenkorb/ }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.started)).toBeUndefined();
    release();
    await page
      .getByRole('status')
      .or(page.getByRole('alert'))
      .filter({ hasText: `${name} wurde in den Warenkorb gelegt.` })
      .waitFor();
    await page.getByRole('button', { name: 'Warenkorb, 1 Artikel' }).waitFor();
    // Once, not twice: the cart holds one bottle after the app's own requests have settled.
    await page.waitForLoadState('networkidle');
    await page.goto('/cart');
    await expect.poll(() => page.getByRole('button', { name: 'Warenkorb, 1 Artikel' }).count()).toBe(1);
  });
});
