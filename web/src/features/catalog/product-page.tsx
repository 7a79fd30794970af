import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs, type BreadcrumbItem } from '../../components/breadcrumbs';
import { PageHeadContext, PageMeta } from '../../components/page-meta';
import { breadcrumbJsonLd } from '../../lib/page-head';
import type { ProductPageData } from './landing-page-guard';
import { BuyBox } from './product-buy-box';
import { ProductExtras } from './product-extras';
import { ProductGallery } from './product-gallery';
import { productJsonLd } from './product-json-ld';
import { WineData } from './product-wine-data';

const FLAG_KEYS = { SOLD_OUT: 'product.soldOut', TOP_SELLER: 'product.topSeller', NEW: 'product.new' } as const;

/**
 * A product (docs/behaviour/screens.md): breadcrumbs, gallery, name, price block, delivery time, quantity and
 * 'Add To Cart', the voucher's amounts, the wishlist heart, the nutrition button, description,
 * wine data, cross-selling and reviews, with the Product JSON-LD.
 */
export function ProductPage({ page, breadcrumbs }: { page: ProductPageData; breadcrumbs: BreadcrumbItem[] }) {
  const { t } = useTranslation();
  const { product } = page;
  const { storefrontUrl } = useContext(PageHeadContext);
  const trail = [...breadcrumbs, { name: product.name, path: product.path }];
  return (
    <div className="shop-container py-6 md:py-8">
      <PageMeta
        title={page.metaTitle ?? product.name}
        description={page.metaDescription}
        canonicalPath={page.canonicalPath}
        ogType="product"
        image={product.cover?.url}
        jsonLd={[productJsonLd(product, storefrontUrl, t('shop.name')), breadcrumbJsonLd(storefrontUrl, trail)]}
      />
      <Breadcrumbs items={trail} />
      <div className="grid gap-8 md:grid-cols-2">
        <ProductGallery cover={product.cover} images={product.images} name={product.name} />
        <div className="min-w-0">
          {product.flag && (
            <span className="mb-3 inline-block rounded-sm bg-primary px-2 py-0.5 text-xs font-medium text-white">
              {t(FLAG_KEYS[product.flag])}
            </span>
          )}
          <h1 className="font-display text-3xl leading-tight font-bold text-primary md:text-4xl">{product.name}</h1>
          {product.manufacturerName && (
            <p className="mt-2 text-secondary">
              {t('product.manufacturer')}: {product.manufacturerName}
            </p>
          )}
          <BuyBox key={product.id} product={product} />
          <p className="mt-4 text-sm text-secondary">
            {t('product.productNumber')}: {product.productNumber}
          </p>
          {product.descriptionHtml && (
            <div
              className="prose-shop mt-6 text-neutral-800"
              dangerouslySetInnerHTML={{ __html: product.descriptionHtml }}
            />
          )}
        </div>
      </div>
      {product.wineDetails && <WineData details={product.wineDetails} />}
      <ProductExtras key={product.id} productId={product.id} ratingAverage={product.ratingAverage} />
    </div>
  );
}
