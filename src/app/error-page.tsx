import { useRouteError } from 'react-router';
import { PATHS } from '../shared/config/paths';
import { uk } from '../shared/i18n/uk';
import { MessageCard } from '../shared/ui/message-card';

/**
 * docs/decisions/003-routes.md: a route that fails to render shows this page. The
 * heading is the contract's literal; no stack trace reaches the visitor in a
 * production build.
 */
export function ErrorPage() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <>
      <title>{uk.titles.error}</title>
      <MessageCard
        heading={uk.errorPage.heading}
        headingLang="en"
        action={{ to: PATHS.home, label: uk.errorPage.home }}
      >
        {uk.errorPage.message}
      </MessageCard>
    </>
  );
}
