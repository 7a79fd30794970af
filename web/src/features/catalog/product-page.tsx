import { useTranslation } from 'react-i18next';
import { Breadcrumbs, type BreadcrumbItem } from '../../components/breadcrumbs';
import { PageMeta } from '../../components/page-meta';
import { Price, ReferencePrice, VatNote } from '../../components/price';
import { ResponsiveImage } from '../../components/responsive-image';
import { config } from '../../lib/config';
import type { ProductPageData } from './landing-page-guard';
import { productJsonLd, scriptJson } from './product-json-ld';

const FLAG_KEYS = { SOLD_OUT: 'product.soldOut', TOP_SELLER: 'product.topSeller', NEW: 'product.new' } as const;

/**
 * A product: image, name, price with the VAT note, filling quantity and base price, description and
 * the Product JSON-LD. Issue 7 adds the buy box, gallery, wine details, reviews and cross-selling.
 */
export function ProductPage({ page, breadcrumbs }: { page: ProductPageData; breadcrumbs: BreadcrumbItem[] }) {
  const { t } = useTranslation();
  const { product } = page;
  const image = product.cover ?? product.images[0];
  return (
    <div className="shop-container py-6 md:py-8">
      <PageMeta title={page.metaTitle ?? product.name} description={page.metaDescription} canonicalPath={page.canonicalPath} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(productJsonLd(product, config.storefrontUrl)) }} />
      <Breadcrumbs items={[...breadcrumbs, { name: product.name, path: product.path }]} />
      <div className="grid gap-8 md:grid-cols-2">
        <div className="flex items-center justify-center bg-neutral-50 p-4">
          {image && <ResponsiveImage image={image} width={560} height={640} sizes="(min-width: 768px) 45vw, 90vw" eager className="max-h-[640px] w-auto object-contain" />}
        </div>
        <div>
          {product.flag && <span className="mb-3 inline-block rounded-sm bg-primary px-2 py-0.5 text-xs font-medium text-white">{t(FLAG_KEYS[product.flag])}</span>}
          <h1 className="font-display text-3xl leading-tight font-bold text-primary md:text-4xl">{product.name}</h1>
          {product.manufacturerName && (
            <p className="mt-2 text-secondary">
              {t('product.manufacturer')}: {product.manufacturerName}
            </p>
          )}
          <div className="mt-6 flex flex-col gap-1">
            <Price regular={product.price.regularPrice} special={product.price.specialPrice} className="text-2xl" />
            {product.price.referencePrice && <ReferencePrice {...product.price.referencePrice} />}
            <VatNote />
          </div>
          <p className="mt-4 text-sm text-secondary">
            {t('product.productNumber')}: {product.productNumber}
          </p>
          {product.descriptionHtml && <div className="prose-shop mt-6 text-neutral-800" dangerouslySetInnerHTML={{ __html: product.descriptionHtml }} />}
        </div>
      </div>
    </div>
  );
}
