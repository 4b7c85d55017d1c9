import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { ProductCard } from './product-card';
import type { Product } from './types';

const product: Product = {
  id: 42,
  price: '1 250',
  title: 'King size Одеська порцеляна',
  description: 'Опис.',
  country: 'Франція',
  category: 'Вази',
  material: 'Порцеляна',
  mainImage: '/images/vase.svg',
  gallery: [],
  createdAt: '2026-11-01T00:00:00.000Z',
};

describe('ProductCard', () => {
  it('links the whole card to the product page, named by the title and price it shows', () => {
    renderWithProviders(<ProductCard product={product} />);
    const card = screen.getByTestId('product-card');
    expect(card).toHaveAttribute('data-product-id', '42');
    // WCAG 2.5.3: the name holds the visible text, title and price, in order.
    const price = `${new Intl.NumberFormat('uk-UA').format(1250)} ₴`;
    expect(
      screen.getByRole('link', { name: `King size Одеська порцеляна ${price}` }),
    ).toHaveAttribute('href', '/catalog/42');
    expect(card.textContent).toContain(`${new Intl.NumberFormat('uk-UA').format(1250)} ₴`);
  });

  it('strikes through the old price of a piece on sale, marks it −N % rounded down, and names both prices', () => {
    renderWithProviders(<ProductCard product={{ ...product, price: '900', oldPrice: '1 350' }} />);
    const old = screen.getByTestId('old-price');
    expect(old.tagName).toBe('S');
    expect(old).toHaveTextContent(/^Стара ціна 1\s350 ₴$/);
    // 900 of 1 350 is 33.3 % off.
    expect(screen.getByTestId('sale-badge')).toHaveTextContent('−33 %');
    expect(
      screen.getByRole('link', {
        // The hidden words are set apart as blocks are: a space may come before the comma, unheard.
        name: /^King size Одеська порцеляна Стара ціна 1\s350 ₴ ?, ціна 900 ₴$/,
      }),
    ).toBeVisible();
  });

  it('shows a piece not on sale with its price alone', () => {
    renderWithProviders(<ProductCard product={product} />);
    expect(screen.queryByTestId('old-price')).toBeNull();
    expect(screen.queryByTestId('sale-badge')).toBeNull();
  });

  it('puts the action beside the link, not inside it', () => {
    renderWithProviders(
      <ProductCard product={product} action={<button type="button">Серце</button>} />,
    );
    const button = screen.getByRole('button', { name: 'Серце' });
    expect(screen.getByRole('link')).not.toContainElement(button);
    expect(screen.getByTestId('product-card')).toContainElement(button);
  });

  it('asks for the first cards’ pictures at once and first, the others when scrolled to', () => {
    const { container } = renderWithProviders(
      <>
        <ProductCard product={product} eager />
        <ProductCard product={{ ...product, id: 43 }} />
      </>,
    );
    const [first, later] = container.querySelectorAll('img');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(later).toHaveAttribute('loading', 'lazy');
    expect(later).toHaveAttribute('fetchpriority', 'auto');
  });
});
