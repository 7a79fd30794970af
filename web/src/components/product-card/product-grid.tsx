import type { ProductCardFragment } from '../../gql/graphql';
import { ProductCard } from './product-card';

const COLUMNS = {
  /** The search modal's grid (spec §2): 1 column, 2 from md, 3 from lg, 4 from 2xl. */
  search: 'grid-cols-1 md:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4',
  /** Pages: two cards side by side on a phone, four on a desktop. */
  listing: 'grid-cols-2 md:grid-cols-3 lg:grid-cols-4',
};

/** A grid of product cards; the first row's images load at once, the rest lazily. */
export function ProductGrid({ products, columns = 'search', eagerCount = 4 }: { products: (ProductCardFragment | null)[]; columns?: keyof typeof COLUMNS; eagerCount?: number }) {
  return (
    <ul className={`grid gap-3 md:gap-4 ${COLUMNS[columns]}`}>
      {products.map((product, index) =>
        product ? (
          <li key={product.id}>
            <ProductCard product={product} eager={index < eagerCount} />
          </li>
        ) : (
          <li key={`missing-${index}`} hidden />
        ),
      )}
    </ul>
  );
}
