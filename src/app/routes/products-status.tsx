import { ProductsError } from '../../features/products/products-error';
import { PageLoading } from '../../shared/ui/page-loading';
import type { PageStatusProps } from './page-props';

/** The loading text or the error with its retry, or nothing once products are there. */
export function ProductsStatus({ isLoading, isError, onRetry }: PageStatusProps) {
  if (isLoading) return <PageLoading />;
  if (isError) return <ProductsError onRetry={onRetry} />;
  return null;
}
