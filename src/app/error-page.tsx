import { Link, useRouteError } from 'react-router';
import { uk } from '../shared/i18n/uk';
import styles from './error-page.module.css';

/**
 * docs/decisions/routes.md: a route that fails to render shows this page. The
 * heading is the contract's literal; no stack trace reaches the visitor in a production build.
 */
export function ErrorPage() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <section className={styles.error} aria-labelledby="error-heading">
      <title>{uk.titles.error}</title>
      <h1 id="error-heading" lang="en">
        {uk.errorPage.heading}
      </h1>
      <p>{uk.errorPage.message}</p>
      <Link to="/" className={styles.home}>
        {uk.errorPage.home}
      </Link>
    </section>
  );
}
