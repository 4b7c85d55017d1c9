import Truck from 'lucide-react/icons/truck';
import { Link } from 'react-router';
import { PATHS } from '../config/paths';
import { uk } from '../i18n/uk';
import styles from './delivery-link.module.css';

interface DeliveryLinkProps {
  className?: string;
  onClick?: () => void;
}

/**
 * docs/product.md, Delivery link: leads to the delivery and payment part of the about
 * page; the layout's hash scroll then waits for #delivery and focuses it.
 */
export function DeliveryLink({ className, onClick }: DeliveryLinkProps) {
  return (
    <Link
      to={PATHS.delivery}
      className={[styles.link, className].filter(Boolean).join(' ')}
      onClick={onClick}
    >
      <Truck aria-hidden="true" className={styles.icon} />
      <span>{uk.chrome.delivery}</span>
    </Link>
  );
}
