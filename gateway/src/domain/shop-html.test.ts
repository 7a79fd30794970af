import { rieslingWithTiers } from '../../test/fixtures/store-api.js';
import { sanitizeShopHtml } from './shop-html.js';

test('the shop descriptions keep their paragraphs, lists and emphasis', () => {
  const description = rieslingWithTiers().description!;
  expect(sanitizeShopHtml(description)).toBe(description);
  const html =
    '<h2>Lage</h2><h3>Boden</h3><h4>Klima</h4><p>a<br>b <strong>c</strong> <em>d</em> <b>e</b> <i>f</i></p><ol><li>g</li></ol>';
  expect(sanitizeShopHtml(html)).toBe(html.replace('<br>', '<br />'));
});

test('a <script> is removed with its content', () => {
  expect(sanitizeShopHtml('<p>Riesling</p><script>alert(document.cookie)</script>')).toBe('<p>Riesling</p>');
});

test('event handlers such as onclick are removed', () => {
  expect(
    sanitizeShopHtml('<p onclick="steal()">Riesling</p><a href="https://example.org" onmouseover="x()">mehr</a>'),
  ).toBe('<p>Riesling</p><a href="https://example.org">mehr</a>');
});

test('javascript: and data: links lose their href; http(s), mailto and tel stay', () => {
  expect(sanitizeShopHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
  expect(sanitizeShopHtml('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
  expect(sanitizeShopHtml('<a href="data:text/html,<script>">x</a>')).toBe('<a>x</a>');
  expect(sanitizeShopHtml('<a href="mailto:info@example.org">m</a> <a href="tel:+49634">t</a>')).toBe(
    '<a href="mailto:info@example.org">m</a> <a href="tel:+49634">t</a>',
  );
});

test('styles, iframes, images and other attributes are removed; text stays', () => {
  expect(
    sanitizeShopHtml(
      '<style>p{}</style><iframe src="https://x"></iframe><img src=x onerror=alert(1)><p class="a" style="color:red">Text</p><div>Block</div>',
    ),
  ).toBe('<p>Text</p>Block');
});

test('no or blank content gives null', () => {
  expect(sanitizeShopHtml(null)).toBeNull();
  expect(sanitizeShopHtml('')).toBeNull();
  expect(sanitizeShopHtml('<script>x</script>')).toBeNull();
});
