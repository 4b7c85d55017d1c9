import { AboutPage } from '../../features/about/about-page';
import { useProducts } from '../../features/products/use-products';
import { SHOP } from '../../shared/config/shop';
import { PRODUCTS_REQUESTED } from '../../shared/config/spec';
import { uk } from '../../shared/i18n/uk';
import type { PageMeta } from '../pages';

export const meta: PageMeta = {
  title: uk.titles.about,
  // What the sample's page tells; an owner's tells what shop.yaml gives, and names no city.
  description: SHOP.sample
    ? 'Про BON VINTAGE, крамницю антикварних і вінтажних речей з Одеси: наша історія, доставка по Україні й за кордон, способи оплати, повернення та контакти.'
    : `Про ${uk.brand}: доставка, способи оплати, повернення та контакти.`,
};

export function Component() {
  // docs/product.md: the about page receives the loading and error flags only.
  // Those of the list as it is: the page shows no product, so it asks for none.
  const { isLoading, isError } = useProducts(PRODUCTS_REQUESTED, false);
  return (
    <>
      <title>{uk.titles.about}</title>
      <AboutPage isLoading={isLoading} isError={isError} />
    </>
  );
}
