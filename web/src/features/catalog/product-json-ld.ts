import type { ProductDetailFragment } from '../../gql/graphql';

/**
 * schema.org Product data of a product page, for search engines; the brand is the manufacturer, else
 * `ownBrand` (the estate's own wines).
 */
export function productJsonLd(
  product: ProductDetailFragment,
  storefrontUrl: string,
  ownBrand: string,
): Record<string, unknown> {
  const price = product.price.specialPrice ?? product.price.unitPrice;
  const images = [product.cover, ...product.images]
    .filter((image) => image != null)
    .map((image) => new URL(image.url, `${storefrontUrl}/`).href);
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
    brand: { '@type': 'Brand', name: product.manufacturerName ?? ownBrand },
    offers: {
      '@type': 'Offer',
      url: `${storefrontUrl}${product.path}`,
      price: price.amount.toFixed(2),
      priceCurrency: price.currencyCode,
      availability: product.isAvailable ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}
