import { screen, within } from '@testing-library/react';
import collections from 'virtual:collections';
import records from 'virtual:product-data';
import { productsOfRecords } from '../../features/products/product-records';
import { parsePrice } from '../../shared/lib/format-price';
import { renderWithProviders } from '../../test/render';
import { Component as CollectionRoute } from './collection';

const NOW = Date.parse('2026-11-26T00:00:00Z');
const products = productsOfRecords(records, NOW);
const priceOf = (id: number) => parsePrice(products.find((p) => p.id === id)!.price);

function renderCollection(route: string) {
  return renderWithProviders(<CollectionRoute />, {
    products,
    route,
    path: '/collections/:slug',
  });
}

const cardIds = () =>
  screen.getAllByTestId('product-card').map((card) => Number(card.dataset.productId));

describe('a collection’s page', () => {
  const gifts = collections.find(({ slug }) => slug === 'podarunky-do-500')!;

  it('shows its name, its words and its goods in its order, twelve a page, under the title', async () => {
    renderCollection('/collections/podarunky-do-500');
    expect(await screen.findByRole('heading', { level: 1, name: gifts.title })).toBeVisible();
    expect(screen.getByText(gifts.description!)).toBeVisible();
    expect(screen.getByTestId('results-count')).toHaveTextContent(`${gifts.goods.length} товар`);
    expect(cardIds()).toEqual(gifts.goods.slice(0, 12));
    expect(document.title).toBe(`${gifts.title} — BON VINTAGE`);
    for (const id of cardIds()) expect(priceOf(id)).toBeLessThanOrEqual(500);
  });

  it('sorts and turns pages within the collection, at its own address', async () => {
    const { user, router } = renderCollection('/collections/podarunky-do-500');
    await user.click(await screen.findByRole('radio', { name: 'За найменшою ціною' }));
    expect(router.state.location.pathname).toBe('/collections/podarunky-do-500');
    expect(router.state.location.search).toBe('?sort=lowPrice');
    const sorted = [...gifts.goods].sort((a, b) => priceOf(a) - priceOf(b));
    expect(cardIds().map(priceOf)).toEqual(sorted.slice(0, 12).map(priceOf));
    await user.click(
      within(screen.getByRole('navigation', { name: 'Сторінки' })).getByRole('link', {
        name: 'Сторінка 2',
      }),
    );
    expect(cardIds().map(priceOf)).toEqual(sorted.slice(12, 24).map(priceOf));
  });

  it('says a collection that does not exist is not found, and leads to the catalogue', async () => {
    renderCollection('/collections/nemaie-takoi');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Добірку не знайдено' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'До каталогу' })).toHaveAttribute('href', '/catalog');
    expect(screen.queryByTestId('product-card')).toBeNull();
  });
});
