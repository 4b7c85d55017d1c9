import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MESSENGER_LINKS, opening, PHONE_HREF } from '../../shared/config/contact-links';
import { CONTACTS as contacts } from '../../shared/config/contacts';
import { PATHS } from '../../shared/config/paths';
import { offeredPayments } from '../../shared/config/payment-ways';
import { SELLER } from '../../shared/config/seller';
import { SHOP } from '../../shared/config/shop';
import { SHOP_ABOUT as about } from '../../shared/config/shop-about';
import { SocialIcons } from '../../shared/ui/social-icons';
import styles from './about-page.module.css';
import { aboutText } from './about-text';

const t = aboutText;

interface AboutSectionProps {
  /** An anchor the footer and the delivery link lead to; focusable so the hash scroll can land on it. */
  id?: string;
  heading: string;
  children: ReactNode;
}

function AboutSection({ id, heading, children }: AboutSectionProps) {
  const headingId = `${id ?? heading}-heading`;
  return (
    <section
      id={id}
      tabIndex={id ? -1 : undefined}
      className={styles.section}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

function Paragraphs({ items }: { items: readonly string[] }) {
  return items.map((text) => <p key={text}>{text}</p>);
}

interface AboutPageProps {
  /** docs/product.md: the about page receives the product list's flags only. */
  isLoading: boolean;
  isError: boolean;
}

/**
 * The about page: the shop's story and mission when it tells them, delivery,
 * payment, returns and contacts. Only what the shop says (shop.yaml) is said.
 */
export function AboutPage({ isLoading, isError }: AboutPageProps) {
  return (
    <article className={styles.page} data-loading={isLoading} data-error={isError}>
      <div className={styles.intro}>
        <h1 className={styles.title}>{t.heading}</h1>
        <p className={styles.lead}>{about.lead || t.lead}</p>
      </div>

      {(about.story.length > 0 || about.mission.length > 0) && (
        <div className={styles.columns}>
          {about.story.length > 0 && (
            <AboutSection heading={t.story.heading}>
              <Paragraphs items={about.story} />
            </AboutSection>
          )}
          {about.mission.length > 0 && (
            <AboutSection heading={t.mission.heading}>
              <Paragraphs items={about.mission} />
            </AboutSection>
          )}
        </div>
      )}

      <div className={styles.columns}>
        <AboutSection id="delivery" heading={t.delivery.heading}>
          <Paragraphs items={[t.delivery.ways(SHOP.pickup), ...about.delivery]} />
        </AboutSection>
        <AboutSection id="payment" heading={t.payment.heading}>
          <ul className={styles.list}>
            {t.payment.items(offeredPayments(SELLER)).map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </AboutSection>
      </div>

      <div className={styles.columns}>
        <AboutSection id="returns" heading={t.returns.heading}>
          {/* The law's, whoever sells: before the owner's own words, which may promise less. */}
          <p>{t.returns.byLaw}</p>
          <Paragraphs items={about.returns.length > 0 ? about.returns : [t.returns.ask]} />
        </AboutSection>
        <AboutSection id="contacts" heading={t.contacts.heading}>
          <p>{t.contacts.howToOrder}</p>
          {/*
            Who sells and how to reach them, as the e-commerce law asks a shop to say
            (shop.yaml's продавець, код; the owner's contacts, only those given): the
            footer's own entry leads here on every page (src/app/layout/site-footer.tsx).
          */}
          <section
            id="seller"
            tabIndex={-1}
            className={styles.seller}
            aria-labelledby="seller-heading"
            data-testid="seller"
          >
            <h3 id="seller-heading">{t.seller.heading}</h3>
            {SELLER.legalName && <p>{SELLER.legalName}</p>}
            {SELLER.legalName && SELLER.code && (
              <p>
                {t.seller.codeLabel(SELLER.code)}: {SELLER.code}
              </p>
            )}
            <address className={styles.address}>
              {contacts.address && <p>{contacts.address}</p>}
              {contacts.phone && (
                <p>
                  {t.contacts.phoneLabel}: <a href={PHONE_HREF}>{contacts.phone}</a>
                </p>
              )}
              {contacts.email && (
                <p>
                  {t.contacts.emailLabel}: <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
                </p>
              )}
              {MESSENGER_LINKS.length > 0 && (
                <p>
                  {t.contacts.messengersLabel}:{' '}
                  {MESSENGER_LINKS.map((link, index) => (
                    <Fragment key={link.channel}>
                      {index > 0 && ', '}
                      <a
                        href={link.href}
                        {...opening(link)}
                        aria-label={
                          link.newTab ? `${link.channel} (${t.contacts.opensInNewTab})` : undefined
                        }
                      >
                        {link.channel}
                      </a>
                    </Fragment>
                  ))}
                </p>
              )}
              {contacts.hours && <p>{contacts.hours}</p>}
            </address>
            {/* The complaints' words promise an answer in the seller's name; the
                law's 14 days are the buyer's whoever sells, and whatever the
                owner's own returns words say. */}
            {SELLER.legalName && <p>{t.seller.complain}</p>}
            <p>
              {t.seller.returnRight}{' '}
              <Link to={`${PATHS.about}#returns`}>{t.seller.returnTerms}</Link>
            </p>
          </section>
          <SocialIcons networks={['marketplace', 'photoNetwork', 'pinterest']} />
        </AboutSection>
      </div>

      {SHOP.counter && (
        <AboutSection id="figures" heading={t.figures.heading}>
          <Paragraphs items={t.figures.text} />
        </AboutSection>
      )}
    </article>
  );
}
