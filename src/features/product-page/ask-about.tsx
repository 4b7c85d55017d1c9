import MessageCircleQuestionMark from 'lucide-react/icons/message-circle-question-mark';
import { useState } from 'react';
import { CONTACTS } from '../../shared/config/contacts';
import { CHANNELS, messageLinks, opening } from '../../shared/config/contact-links';
import { PATHS } from '../../shared/config/paths';
import { countEvent } from '../../shared/figures/figures';
import { availabilityOf } from '../../shared/catalogue/availability';
import { formatPrice } from '../../shared/lib/format-price';
import { useShopAddress } from '../../shared/lib/use-shop-address';
import type { Product } from '../products/types';
import styles from './ask-about.module.css';
import { productPageText } from './product-page-text';

/** The piece's public address below the shop's (use-shop-address.ts). */
const productAddress = (shop: string, id: number) => new URL(PATHS.product(id).slice(1), shop).href;

/**
 * What the visitor sends: the piece by its title, number, price and address;
 * of a sold piece, whether there is one like it.
 */
export function askText(product: Product, shop: string): string {
  if (availabilityOf(product) === 'sold')
    return productPageText.ask.soldText(
      product.title,
      product.id,
      productAddress(shop, product.id),
    );
  return productPageText.ask.text(
    product.title,
    product.id,
    formatPrice(product.price),
    productAddress(shop, product.id),
  );
}

/**
 * `Запитати про цю річ` (docs/catalogue-fields.md): a question about the
 * piece, ready in each messenger the owner set in shop.yaml, naming it and
 * its address. Plain links in a disclosure: they work before the app runs.
 * A channel whose link cannot carry the text (CHANNELS, Viber) says so, and
 * pressing it copies the text to paste.
 */
export function AskAbout({ product }: { product: Product }) {
  const t = productPageText.ask;
  const [copied, setCopied] = useState('');
  const shop = useShopAddress();
  const text = askText(product, shop);
  const links = messageLinks(CONTACTS, t.subject(product.title), text);
  if (links.length === 0) return null;
  const uncarried = links.filter((link) => !link.carriesText);

  function copy() {
    navigator.clipboard.writeText(text).then(
      () => setCopied(t.copied),
      () => setCopied(t.notCopied),
    );
  }

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
            <a
              href={link.href}
              className={styles.link}
              {...opening(link)}
              aria-describedby={link.carriesText ? undefined : `ask-${link.channel}`}
              onClick={() => {
                countEvent(`Питання: ${CHANNELS[link.channel].figure}`);
                if (!link.carriesText) copy();
              }}
            >
              {CHANNELS[link.channel].ask}
            </a>
          </li>
        ))}
      </ul>
      {uncarried.map((link) => (
        <p key={link.channel} id={`ask-${link.channel}`} className={styles.hint}>
          {t.copiedHint(link.channel)}
        </p>
      ))}
      <p role="status" className={styles.hint}>
        {copied}
      </p>
    </details>
  );
}
