import type { ProductDetailFragment } from '../../gql/graphql';

/** schema.org Product data of a product page, for search engines. */
export function productJsonLd(product: ProductDetailFragment, storefrontUrl: string): Record<string, unknown> {
  const price = product.price.specialPrice ?? product.price.unitPrice;
  const images = [product.cover, ...product.images].filter((image) => image != null).map((image) => image.url);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.productNumber,
    ...(images.length > 0 ? { image: [...new Set(images)] } : {}),
    ...(product.descriptionHtml
      ? {
          description: product.descriptionHtml
            .replace(/<[^>]*>/g, ' ')
            .replace(/\s+/g, ' ')
            .trim(),
        }
      : {}),
    ...(product.manufacturerName ? { brand: { '@type': 'Brand', name: product.manufacturerName } } : {}),
    offers: {
      '@type': 'Offer',
      url: `${storefrontUrl}${product.path}`,
      price: price.amount.toFixed(2),
      priceCurrency: price.currencyCode,
      availability: product.isAvailable ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}

/** JSON for a <script> element: no `</script>` can end it early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
