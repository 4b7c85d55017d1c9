import Heart from 'lucide-react/icons/heart';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { uk } from '../../shared/i18n/uk';
import { addFavorite, removeFavorite, selectIsFavorite } from './favorite-slice';
import styles from './favorite-button.module.css';

interface FavoriteButtonProps {
  productId: number;
  /** The product's title, so a screen reader hears which product the heart is for. */
  productTitle: string;
  /** 'overlay' sits over a card's picture; 'inline' stands beside text with its label shown. */
  variant?: 'overlay' | 'inline';
  className?: string;
}

/**
 * The heart that adds a product to the favourites or takes it out (docs/product.md).
 * A toggle button: its name stays the same and aria-pressed tells the state.
 */
export function FavoriteButton({
  productId,
  productTitle,
  variant = 'overlay',
  className,
}: FavoriteButtonProps) {
  const dispatch = useAppDispatch();
  const isFavorite = useAppSelector((state) => selectIsFavorite(state, productId));
  const label = isFavorite ? uk.favoriteButton.on : uk.favoriteButton.off;
  return (
    <button
      type="button"
      className={[styles.button, styles[variant], className].filter(Boolean).join(' ')}
      aria-pressed={isFavorite}
      aria-label={variant === 'overlay' ? uk.favoriteButton.name(productTitle) : undefined}
      data-testid="favorite-toggle"
      onClick={() => dispatch(isFavorite ? removeFavorite(productId) : addFavorite(productId))}
    >
      <Heart aria-hidden="true" className={styles.icon} />
      {variant === 'inline' && <span>{label}</span>}
    </button>
  );
}
