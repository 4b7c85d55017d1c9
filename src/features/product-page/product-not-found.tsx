import { PATHS } from '../../shared/config/paths';
import { MessageCard } from '../../shared/ui/message-card';
import { productPageText } from './product-page-text';

/** An id that matches no product: say so and lead back, no redirect (docs/decisions/003-routes.md). */
export function ProductNotFound() {
  const t = productPageText;
  return (
    <MessageCard heading={t.notFound} action={{ to: PATHS.catalog, label: t.backToCatalog }}>
      {t.notFoundText}
    </MessageCard>
  );
}
