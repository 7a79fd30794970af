import { describe, it } from 'vitest';
import { DESKTOP, loadLazyImages, MOBILE, SCREENSHOTS, useBrowser } from './support/browser.js';

const browser = useBrowser();

const PAGES = [
  { name: 'home', path: '/', heading: 'Kraftvolle Weine vom Kastanienbusch' },
  { name: 'category', path: '/Weine/Rotwein/', heading: 'Rotwein' },
  {
    name: 'product',
    path: '/Birkweiler-Spaetburgunder-trocken-2021/WB-R-1002',
    heading: 'Birkweiler Spätburgunder trocken 2021',
  },
  { name: '404', path: '/diese-seite-gibt-es-nicht', heading: '404' },
];

/** Full-page screenshots for a person to look at (web/test-results/screenshots/, not committed). */
describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const)('screenshots %s', (device, viewport) => {
  it.each(PAGES)('$name', async ({ name, path, heading }) => {
    const { page } = await browser.context({ viewport, isMobile: device === 'mobile', hasTouch: device === 'mobile' });
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await loadLazyImages(page);
    await page.screenshot({ path: `${SCREENSHOTS}${device}-${name}.png`, fullPage: true });
  });
});
