import { useLoaderData } from 'react-router-dom';
import type { LandingLoaderData } from './landing-page-guard';
import { CategoryPage } from './category-page';
import { HomePage } from './home-page';
import { ProductPage } from './product-page';

/** / and every other storefront path: the home page, a category or a product, as the guard resolved it. */
export default function LandingPage() {
  const { page, breadcrumbs } = useLoaderData() as LandingLoaderData;
  if (page.__typename === 'ProductPage') return <ProductPage page={page} breadcrumbs={breadcrumbs} />;
  if (page.isHome) return <HomePage page={page} />;
  return <CategoryPage page={page} breadcrumbs={breadcrumbs} />;
}
