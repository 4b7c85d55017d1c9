import { EXTERNAL_LINK_REL, SOCIAL_LINKS, type SocialNetwork } from '../config/links';
import { uk } from '../i18n/uk';
import styles from './social-icons.module.css';

/* Brand marks drawn small and in one line weight: lucide has no brand icons. */
const ICONS: Record<SocialNetwork, () => React.JSX.Element> = {
  marketplace: () => (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect
        x="3"
        y="3"
        width="18"
        height="18"
        rx="5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
      <path
        d="M9.5 7.5h5M9.5 7.5v9h5M9.5 12h4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  ),
  photoNetwork: () => (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect
        x="3"
        y="3"
        width="18"
        height="18"
        rx="5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="17.2" cy="6.8" r="1.2" fill="currentColor" />
    </svg>
  ),
  pinterest: () => (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M10.5 20.5l2-8.5M10 9.5c.5-1.8 2-2.5 3.3-2.3 1.8.3 2.7 1.8 2.3 3.6-.4 1.8-1.8 3-3.3 2.7-.7-.1-1.1-.5-1.3-1"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  ),
};

interface SocialIconsProps {
  networks: readonly SocialNetwork[];
  className?: string;
  /** Called after a link is followed (the burger menu closes on any item). */
  onFollow?: () => void;
}

/** The shop's profiles elsewhere, as icon links opening in a new tab (docs/decisions/004-footer.md). */
export function SocialIcons({ networks, className, onFollow }: SocialIconsProps) {
  return (
    <ul
      className={[styles.list, className].filter(Boolean).join(' ')}
      aria-label={uk.chrome.social.label}
    >
      {/* A profile the owner has not given ('') has no icon. */}
      {networks
        .filter((network) => SOCIAL_LINKS[network].href.trim() !== '')
        .map((network) => {
          const { label, href } = SOCIAL_LINKS[network];
          const Icon = ICONS[network];
          return (
            <li key={network}>
              <a
                className={styles.link}
                href={href}
                target="_blank"
                rel={EXTERNAL_LINK_REL}
                aria-label={`${label} (${uk.chrome.social.opensInNewTab})`}
                onClick={onFollow}
              >
                <Icon />
              </a>
            </li>
          );
        })}
    </ul>
  );
}
