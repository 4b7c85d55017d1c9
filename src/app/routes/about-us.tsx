import { useProducts } from '../../features/products/use-products';
import { uk } from '../../shared/i18n/uk';

export function Component() {
  // spec §2: the about page receives the loading and error flags only.
  const { isLoading, isError } = useProducts();
  return (
    <>
      <title>{uk.titles.about}</title>
      <h1>{uk.pages.about}</h1>
      <div data-loading={isLoading} data-error={isError} />
    </>
  );
}
