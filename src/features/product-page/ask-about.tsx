import MessageCircleQuestionMark from 'lucide-react/icons/message-circle-question-mark';
import { CONTACTS } from '../../shared/config/contacts';
import { CHANNELS, messageLinks, opening } from '../../shared/config/contact-links';
import { PATHS } from '../../shared/config/paths';
import { formatPrice } from '../../shared/lib/format-price';
import type { Product } from '../products/types';
import styles from './ask-about.module.css';
import { productPageText } from './product-page-text';

/** The piece's public address, the same in the drawn page and in the browser. */
export const productAddress = (id: number) =>
  new URL(PATHS.product(id).slice(1), __SHOP_ADDRESS__).href;

/** What the visitor sends: the piece by its title, number, price and address. */
export function askText(product: Product): string {
  return productPageText.ask.text(
    product.title,
    product.id,
    formatPrice(product.price),
    productAddress(product.id),
  );
}

/**
 * `Запитати про цю річ` (docs/catalogue-fields.md): a question about the
 * piece, ready in each messenger the owner set in shop.yaml, naming it and
 * its address. Plain links in a disclosure: they work before the app runs.
 */
export function AskAbout({ product }: { product: Product }) {
  const t = productPageText.ask;
  const links = messageLinks(CONTACTS, t.subject(product.title), askText(product));
  if (links.length === 0) return null;
  return (
    <details className={styles.ask}>
      <summary className={styles.summary}>
        <MessageCircleQuestionMark aria-hidden="true" />
        {t.heading}
      </summary>
      <p className={styles.hint}>{t.hint}</p>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.channel}>
            <a href={link.href} className={styles.link} {...opening(link)}>
              {CHANNELS[link.channel].ask}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
