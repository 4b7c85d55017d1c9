import { Link, useParams } from 'react-router';
import { PATHS } from '../../shared/config/paths';
import { uk } from '../../shared/i18n/uk';
import { formatPrice } from '../../shared/lib/format-price';
import { ProductsStatus } from './products-status';
import { usePageProducts } from './use-page-products';

/** DECISIONS.md, Routes: /catalog/:productId. */
export function Component() {
  const { productId } = useParams();
  const { products, ...status } = usePageProducts();
  if (status.isLoading || status.isError) return <ProductsStatus {...status} />;
  const product = products.find((p) => String(p.id) === productId);
  if (!product) {
    return (
      <>
        <title>{uk.titles.notFound}</title>
        <h1>Товар не знайдено</h1>
        <Link to={PATHS.catalog}>До каталогу</Link>
      </>
    );
  }
  return (
    <>
      <title>{uk.titles.product(product.title)}</title>
      <h1>{product.title}</h1>
      <p>{formatPrice(product.price)}</p>
    </>
  );
}
