import { AboutPage } from '../../features/about/about-page';
import { useProducts } from '../../features/products/use-products';
import { uk } from '../../shared/i18n/uk';

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
