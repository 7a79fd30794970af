import type { ProductCardFragment } from '../../gql/graphql';
import { ProductCard } from './product-card';

const COLUMNS = {
  /** The search modal's grid (docs/behaviour/screens.md): 1 column, 2 from md, 3 from lg, 4 from 2xl. */
  search: 'grid-cols-1 md:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4',
  /** Pages: two cards side by side on a phone, four on a desktop. */
  listing: 'grid-cols-2 md:grid-cols-3 lg:grid-cols-4',
};

/**
 * The cards whose images load at once where a grid is what a page or a dialog shows first: the first row
 * of a phone (two cards), which every wider screen also shows. A wider screen's other cards on the first
 * screen are lazy, so they are asked for once laid out; eager, they would be preloaded from the head on a
 * phone too, where they lie below the first screen.
 */
export const FIRST_ROW = 2;

/**
 * A grid of product cards; the first `eagerCount` cards' images load at once, with high priority (give
 * FIRST_ROW where the grid is at the top), the rest lazily. Grids further down a page (the home page's
 * top sellers, a product's cross-selling) leave it at 0: their images would take the bandwidth of what is
 * on screen.
 */
export function ProductGrid({
  products,
  columns = 'search',
  eagerCount = 0,
}: {
  products: (ProductCardFragment | null)[];
  columns?: keyof typeof COLUMNS;
  eagerCount?: number;
}) {
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
