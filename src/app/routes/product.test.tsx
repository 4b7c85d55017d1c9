import { screen, waitFor, within } from '@testing-library/react';
import { TEST_PRODUCT } from '../../features/product-page/test-product';
import { renderWithProviders } from '../../test/render';
import { Component as ProductRoute } from './product';

function renderProductPage(id: string) {
  return renderWithProviders(<ProductRoute />, {
    route: `/catalog/${id}`,
    path: '/catalog/:productId',
    products: [TEST_PRODUCT],
    routes: [{ path: '/catalog', element: <h1>Каталог</h1> }],
  });
}

describe('product route', () => {
  it('shows the product with its gallery, favourite toggle and page title', async () => {
    const { user, store } = renderProductPage('7');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(TEST_PRODUCT.title);
    expect(screen.getByRole('region', { name: 'Галерея товару' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${TEST_PRODUCT.title} — BON VINTAGE`));
    const heart = screen.getByRole('button', { name: 'До вподобаних' });
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(store.getState().favorite.favoriteList).toEqual([7]);
  });

  it('leads back up through the breadcrumb: Каталог › category › the product', async () => {
    const { user, router } = renderProductPage('7');
    const crumbs = screen.getByRole('navigation', { name: 'Навігаційний ланцюжок' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Каталог', TEST_PRODUCT.category, TEST_PRODUCT.title]);
    expect(within(crumbs).getByText(TEST_PRODUCT.title)).toHaveAttribute('aria-current', 'page');
    await user.click(within(crumbs).getByRole('link', { name: TEST_PRODUCT.category }));
    expect(crumbs).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/catalog');
    expect(router.state.location.search).toMatch(/^\?category=[a-z-]+$/);
  });

  for (const id of ['99999', 'abc', '07']) {
    it(`says Товар не знайдено for the id ${id}, without redirecting`, async () => {
      const { router } = renderProductPage(id);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Товар не знайдено');
      expect(screen.getByRole('link', { name: 'До каталогу' })).toHaveAttribute('href', '/catalog');
      expect(router.state.location.pathname).toBe(`/catalog/${id}`);
      await waitFor(() => expect(document.title).toBe('Товар не знайдено — BON VINTAGE'));
    });
  }

  it('shows Завантаження... in the page skeleton while the list loads', () => {
    renderWithProviders(<ProductRoute />, {
      route: '/catalog/7',
      path: '/catalog/:productId',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Завантаження...');
    expect(screen.getByTestId('product-skeleton')).toBeInTheDocument();
  });
});
