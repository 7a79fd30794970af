import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ProductCardFragment } from '../gql/graphql';
import { Price, ReferencePrice, VatNote } from './price';
import { ResponsiveImage } from './responsive-image';

const FLAG_KEYS = { SOLD_OUT: 'product.soldOut', TOP_SELLER: 'product.topSeller', NEW: 'product.new' } as const;

/** A product as a card: image (280×320), flag, name and price, linking to its page. */
export function ProductCard({ product }: { product: ProductCardFragment | null | undefined }) {
  const { t } = useTranslation();
  if (!product) return null;
  return (
    <article className={`group relative flex h-full flex-col rounded-sm bg-white p-3 ${product.isTopSeller ? 'ring-2 ring-primary' : 'ring-1 ring-neutral-200'}`}>
      {product.flag && (
        <span className={`absolute top-3 left-3 z-10 rounded-sm px-2 py-0.5 text-xs font-medium text-white ${product.flag === 'SOLD_OUT' ? 'bg-secondary' : 'bg-primary'}`}>
          {t(FLAG_KEYS[product.flag])}
        </span>
      )}
      <div className="mx-auto flex aspect-[7/8] w-full max-w-[280px] items-center justify-center overflow-hidden bg-neutral-50">
        {product.cover && (
          <ResponsiveImage image={product.cover} width={280} height={320} sizes="(min-width: 768px) 280px, 45vw" className="h-full w-full object-contain transition-transform duration-300 group-hover:scale-[1.03]" />
        )}
      </div>
      <h3 className="mt-3 font-display text-[0.95rem] leading-snug font-bold text-primary md:text-base">
        <Link to={product.path} className="after:absolute after:inset-0 focus-visible:outline-none">
          {product.name}
        </Link>
      </h3>
      <div className="mt-auto flex flex-col pt-2">
        <Price regular={product.price.regularPrice} special={product.price.specialPrice} className="text-lg" />
        {product.price.referencePrice && <ReferencePrice {...product.price.referencePrice} />}
        <VatNote />
      </div>
    </article>
  );
}

const COLUMNS = {
  /** The search modal's grid (spec §2): 1 column, 2 from md, 3 from lg, 4 from 2xl. */
  search: 'grid-cols-1 md:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4',
  /** Pages: two cards side by side on a phone, four on a desktop. */
  listing: 'grid-cols-2 md:grid-cols-3 lg:grid-cols-4',
};

/** A grid of product cards. */
export function ProductGrid({ products, columns = 'search' }: { products: (ProductCardFragment | null)[]; columns?: keyof typeof COLUMNS }) {
  return (
    <ul className={`grid gap-3 md:gap-4 ${COLUMNS[columns]}`}>
      {products.map((product, index) =>
        product ? (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ) : (
          <li key={`missing-${index}`} hidden />
        ),
      )}
    </ul>
  );
}
