import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ProductCardFragment } from '../../gql/graphql';
import { ResponsiveImage } from '../responsive-image';
import { AddToCartButton } from './add-to-cart-button';
import { CardPrice } from './card-price';
import { ChooseOptionsLink } from './choose-options-link';
import { NutritionButton } from './nutrition-button';
import { QuantitySelector, initialQuantityOf, quantityStepsOf } from './quantity-selector';
import { WishlistButton } from './wishlist-button';

const FLAG_KEYS = { SOLD_OUT: 'product.soldOut', TOP_SELLER: 'product.topSeller', NEW: 'product.new' } as const;

/** The card's image size (docs/behaviour/limits.md). */
export const CARD_IMAGE = { width: 280, height: 320 } as const;

/** Renders nothing without the data a card needs (docs/behaviour/screens.md). */
export function isCompleteProduct(product: ProductCardFragment | null | undefined): product is ProductCardFragment {
  return Boolean(
    product && product.id && product.name && product.path && product.price?.regularPrice && product.purchaseQuantity,
  );
}

interface ProductCardProps {
  product: ProductCardFragment | null | undefined;
  /** Above the fold: load the image at once. */
  eager?: boolean;
}

/**
 * A product as a card (docs/behaviour/screens.md): wine and package share one layout. Image (280×320), flag, name linking
 * to the product, price, reference price and VAT note, quantity and 'Add To Cart' (a link to the page for a
 * product whose variant must be chosen first), wishlist heart and,
 * with an e-label id, the nutrition button.
 */
export function ProductCard({ product, eager = false }: ProductCardProps) {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState(() => initialQuantityOf(product?.purchaseQuantity));
  if (!isCompleteProduct(product)) return null;
  const { purchaseQuantity } = product;
  const steps = quantityStepsOf(purchaseQuantity);
  return (
    <article
      data-testid="product-card"
      data-product-id={product.id}
      className={`group @container relative flex h-full flex-col rounded-sm bg-white p-3 ${product.isTopSeller ? 'ring-2 ring-primary' : 'ring-1 ring-neutral-200'}`}
    >
      {product.flag && (
        <span
          data-testid="product-flag"
          className={`absolute top-3 left-3 z-10 rounded-sm px-2 py-0.5 text-xs font-medium text-white ${product.flag === 'SOLD_OUT' ? 'bg-secondary' : 'bg-primary'}`}
        >
          {t(FLAG_KEYS[product.flag])}
        </span>
      )}
      <WishlistButton productId={product.id} productName={product.name} />
      <div className="mx-auto flex aspect-[7/8] w-full max-w-[280px] items-center justify-center overflow-hidden bg-neutral-50">
        {product.cover && (
          <ResponsiveImage
            image={product.cover}
            width={CARD_IMAGE.width}
            height={CARD_IMAGE.height}
            eager={eager}
            sizes="(min-width: 1024px) 280px, (min-width: 768px) 30vw, 45vw"
            className="h-full w-full object-contain transition-transform duration-300 group-hover:scale-[1.03]"
          />
        )}
      </div>
      <h3 className="mt-3 font-display text-[0.95rem] leading-snug font-bold text-primary md:text-base">
        <Link
          to={product.path}
          className="after:absolute after:inset-0 after:rounded-sm focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-primary"
        >
          {product.name}
        </Link>
      </h3>
      {product.nutritionLabelId && (
        <NutritionButton productId={product.id} productName={product.name} labelId={product.nutritionLabelId} />
      )}
      <div className="mt-auto flex flex-col gap-3 pt-2">
        <CardPrice product={product} />
        {product.hasVariants ? (
          <ChooseOptionsLink path={product.path} productName={product.name} />
        ) : (
          // Side by side when the card is wide enough, else stacked (two cards on a phone).
          <div className="flex flex-col gap-2 @[12rem]:flex-row">
            {product.isAvailable && (
              <span className="relative z-10 flex">
                <QuantitySelector
                  value={quantity}
                  onChange={setQuantity}
                  steps={steps}
                  min={purchaseQuantity.min}
                  max={purchaseQuantity.max}
                  className="w-full @[12rem]:w-14"
                />
              </span>
            )}
            <AddToCartButton productId={product.id} quantity={quantity} available={product.isAvailable} />
          </div>
        )}
      </div>
    </article>
  );
}
