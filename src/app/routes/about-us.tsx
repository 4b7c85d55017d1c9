import { AboutPage } from '../../features/about/about-page';
import { useProducts } from '../../features/products/use-products';
import { uk } from '../../shared/i18n/uk';
import type { PageMeta } from '../pages';

export const meta: PageMeta = {
  title: uk.titles.about,
  description:
    'Про BON VINTAGE, крамницю антикварних і вінтажних речей з Одеси: наша історія, доставка по Україні й за кордон, способи оплати, повернення та контакти.',
};

export function Component() {
  // docs/product.md: the about page receives the loading and error flags only.
  const { isLoading, isError } = useProducts();
  return (
    <>
      <title>{uk.titles.about}</title>
      <AboutPage isLoading={isLoading} isError={isError} />
    </>
  );
}
