import { PATHS } from '../../shared/config/paths';
import { uk } from '../../shared/i18n/uk';
import { MessageCard } from '../../shared/ui/message-card';

/** An id that matches no product: say so and lead back, no redirect (docs/decisions/003-routes.md). */
export function ProductNotFound() {
  const t = uk.productPage;
  return (
    <MessageCard heading={t.notFound} action={{ to: PATHS.catalog, label: t.backToCatalog }}>
      {t.notFoundText}
    </MessageCard>
  );
}
