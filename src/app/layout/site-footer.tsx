import { Link } from 'react-router';
import { collectionLinks } from '../../features/collections/collection-links';
import { PATHS } from '../../shared/config/paths';
import { SHOP } from '../../shared/config/shop';
import { uk } from '../../shared/i18n/uk';
import { SocialIcons } from '../../shared/ui/social-icons';
import { Wordmark } from '../../shared/ui/wordmark';
import { pagesLinkedFrom, type LinkedFrom } from '../pages';
import styles from './site-footer.module.css';

const t = uk.chrome.footer;
const ABOUT = { to: PATHS.about, label: t.about };
const CONTACTS = { to: `${PATHS.about}#contacts`, label: t.contacts };
const DELIVERY = { to: PATHS.delivery, label: t.delivery };
const PAYMENT = { to: `${PATHS.about}#payment`, label: t.payment };
const RETURNS = { to: `${PATHS.about}#returns`, label: t.returns };
/** Who sells, reached from every page, as the e-commerce law asks (docs/decisions/004-footer.md). */
const SELLER = { to: `${PATHS.about}#seller`, label: t.seller };

interface Item {
  to: string;
  label: string;
}

/**
 * Each page the footer links (src/app/pages.ts, `footer`), by the entries it
 * gives each list: the full list (docs/product.md, Footer) shown above 833 px,
 * and the compact one up to 833 px (docs/decisions/004-footer.md).
 */
const FOOTER_ENTRIES: Record<LinkedFrom<'footer'>['module'], { full: Item[]; compact: Item[] }> = {
  'about-us': {
    full: [ABOUT, CONTACTS, DELIVERY, PAYMENT, RETURNS, SELLER],
    compact: [DELIVERY, PAYMENT, CONTACTS, ABOUT, SELLER],
  },
};

const FOOTER_PAGES = pagesLinkedFrom('footer');
const FULL_LIST = FOOTER_PAGES.flatMap((page) => FOOTER_ENTRIES[page.module].full);
const COMPACT_LIST = FOOTER_PAGES.flatMap((page) => FOOTER_ENTRIES[page.module].compact);

function ItemList({ items, className }: { items: Item[]; className?: string }) {
  return (
    <ul className={[styles.list, className].filter(Boolean).join(' ')}>
      {items.map((item) => (
        <li key={item.label}>
          <Link to={item.to} className={styles.link}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The site footer (docs/product.md, Footer). Two lists, one shown per width by CSS,
 * because the compact one differs in order as well as in content; the hidden
 * one is display:none, so neither readers nor Tab meet it twice. Below them,
 * the shop's collections, each by its name (docs/decisions/044-collections.md).
 */
export function SiteFooter() {
  const collections = collectionLinks();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Wordmark />
          <p className={styles.tagline}>{t.tagline(SHOP.city)}</p>
        </div>
        <nav aria-label={t.nav} className={styles.nav}>
          <ItemList items={FULL_LIST} className={styles.full} />
          <ItemList items={COMPACT_LIST} className={styles.compact} />
        </nav>
        <SocialIcons networks={['marketplace', 'photoNetwork', 'pinterest']} />
        {collections.length > 0 && (
          <nav aria-labelledby="footer-collections" className={styles.collections}>
            <h2 id="footer-collections" className={styles.listHeading}>
              {t.collections}
            </h2>
            <ItemList
              items={collections.map(({ slug, title }) => ({
                to: PATHS.collection(slug),
                label: title,
              }))}
            />
          </nav>
        )}
      </div>
    </footer>
  );
}
