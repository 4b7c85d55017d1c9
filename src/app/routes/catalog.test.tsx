import { act, screen, waitFor, within } from '@testing-library/react';
import type { Product } from '../../features/products/types';
import { setSearchQuery } from '../../features/search/filter-slice';
import { renderWithProviders } from '../../test/render';
import { Catalog } from '../../features/catalog/catalog';
import { catalogView } from '../../features/catalog/catalog-view';
import { NO_FACETS, NO_PRICE_RANGE } from '../../shared/lib/catalog-address';
import { Component as CatalogRoute } from './catalog';
import { makeProduct } from '../../test/product-fixture';

// 30 products: 1..20 are glass vases, 21..25 porcelain plates, 26..30 wooden furniture.
const products: Product[] = [
  ...Array.from({ length: 20 }, (_, i) => makeProduct(i + 1, { price: String(100 + i * 60) })),
  ...[21, 22, 23, 24, 25].map((id) =>
    makeProduct(id, {
      category: 'Тарілки',
      material: 'Порцеляна',
      price: id === 22 ? '1 250' : '950',
    }),
  ),
  ...[26, 27, 28, 29, 30].map((id) =>
    makeProduct(id, {
      category: 'Меблі',
      material: 'Дерево',
      title: id === 27 ? 'King size Одеса' : `King size ${id}`,
      description: id === 28 ? 'Комод з Одеси.' : 'Опис.',
      country: id === 29 ? 'Італія' : 'Франція',
    }),
  ),
];

function renderCatalog(route = '/catalog') {
  return renderWithProviders(<CatalogRoute />, { products, route, path: '/catalog' });
}

const cardIds = () =>
  screen.getAllByTestId('product-card').map((card) => Number(card.dataset.productId));
/** A card's title (by id: happy-dom lays <mark> out as a block, which splits computed names). */
const titleOf = (id: number) =>
  screen
    .getAllByTestId('product-card')
    .find((card) => card.dataset.productId === String(id))!
    .querySelector('h3')!;
const group = (name: string) => screen.getByRole('group', { name });

describe('catalogue route', () => {
  it('shows 12 a page with the plural count and numbered pages', () => {
    renderCatalog();
    expect(screen.getByTestId('results-count')).toHaveTextContent('30 товарів');
    expect(cardIds()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const pages = screen.getByRole('navigation', { name: 'Сторінки' });
    expect(within(pages).getByRole('link', { name: 'Сторінка 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('narrows categories by a material, disables the others, and writes the URL', async () => {
    const { user, store, router } = renderCatalog();
    await user.click(within(group('Матеріали')).getByRole('radio', { name: 'Порцеляна' }));
    expect(cardIds()).toEqual([21, 22, 23, 24, 25]);
    expect(screen.getByTestId('results-count')).toHaveTextContent('5 товарів');
    const categories = group('Категорії');
    expect(within(categories).getByRole('radio', { name: 'Тарілки' })).toBeEnabled();
    expect(within(categories).getByRole('radio', { name: 'Вази' })).toBeDisabled();
    expect(within(categories).getByRole('radio', { name: 'Тарілки' })).toHaveAccessibleDescription(
      '5',
    );
    expect(store.getState().options.selectedFilter).toBe('Порцеляна');
    expect(store.getState().options.selectedCategoryByFilter).toEqual(['Тарілки']);
    expect(router.state.location.search).toBe('?material=portseliana');
  });

  it('narrows materials by a category the other way', async () => {
    const { user, store } = renderCatalog();
    await user.click(within(group('Категорії')).getByRole('radio', { name: 'Меблі' }));
    const materials = group('Матеріали');
    expect(within(materials).getByRole('radio', { name: 'Дерево' })).toBeEnabled();
    expect(within(materials).getByRole('radio', { name: 'Скло' })).toBeDisabled();
    expect(store.getState().options.selectedFilterByCategory).toEqual(['Дерево']);
    await user.click(within(group('Категорії')).getByRole('radio', { name: 'Усі категорії' }));
    expect(within(materials).getByRole('radio', { name: 'Скло' })).toBeEnabled();
    expect(store.getState().options.selectedFilterByCategory).toEqual([]);
    expect(screen.getByTestId('results-count')).toHaveTextContent('30 товарів');
  });

  it('sorts by the numeric price', async () => {
    const { user } = renderCatalog('/catalog?material=portseliana');
    await user.click(
      within(group('Сортування')).getByRole('radio', { name: 'За найбільшою ціною' }),
    );
    expect(cardIds()[0]).toBe(22); // 1 250 before 950
  });

  it('goes back to page 1 when a filter, the sort or the query changes', async () => {
    const { user, router, store } = renderCatalog('/catalog?page=2');
    expect(cardIds()[0]).toBe(13);
    await user.click(within(group('Сортування')).getByRole('radio', { name: 'За найновішими' }));
    expect(router.state.location.search).toBe('?sort=newest');
    await act(() => router.navigate('/catalog?sort=newest&page=2'));
    act(() => {
      store.dispatch(setSearchQuery('ваза'));
    });
    // The list shows the query at once; the address follows once it has painted.
    expect(router.state.location.search).toBe('?sort=newest&page=2');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=%D0%B2%D0%B0%D0%B7%D0%B0&sort=newest'),
    );
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows a typed query at page 1 before the address has it', () => {
    // The catalogue alone, without the route's address sync: nothing writes
    // the query into the address, so only what is typed can change the list.
    const { store, router } = renderWithProviders(<Catalog products={products} />, {
      products,
      route: '/catalog?page=2',
      path: '/catalog',
    });
    expect(cardIds()[0]).toBe(13);
    act(() => {
      store.dispatch(setSearchQuery('одес'));
    });
    // At page 2 of two matches there would be none.
    expect(cardIds()).toEqual([27, 28]);
    expect(router.state.location.search).toBe('?page=2');
  });

  it('reads the view from the URL and ignores unknown values', () => {
    const { store } = renderCatalog('/catalog?category=tarilky&material=nope&sort=cheap&page=77');
    expect(store.getState().options).toMatchObject({
      selectedCategory: 'Тарілки',
      selectedFilter: null,
      sortType: '',
    });
    expect(cardIds()).toEqual([21, 22, 23, 24, 25]);
  });

  it.each([
    ['/catalog?category=tarilky', 'від 950 до 1\u00a0250 ₴, 5 товарів'],
    ['/catalog?q=одеса', '100 ₴, 2 товари'],
  ])('says the goods’ span of prices in words beside the price fields (%s)', (route, span) => {
    renderCatalog(route);
    expect(screen.getByRole('textbox', { name: 'Ціна від' })).toHaveAccessibleDescription(
      `${span} Ціле число від 100 до 5\u00a0000; натисніть Enter або перейдіть до іншого поля.`,
    );
  });

  it('searches the five fields through the search contract', () => {
    const { store } = renderCatalog('/catalog?q=одес');
    expect(store.getState().filter.searchQuery).toBe('одес');
    expect(cardIds()).toEqual([27, 28]); // title, description
    act(() => {
      store.dispatch(setSearchQuery('італія'));
    });
    expect(cardIds()).toEqual([29]); // country
    act(() => {
      store.dispatch(setSearchQuery('меблі дерево'));
    });
    expect(cardIds()).toEqual([26, 27, 28, 29, 30]); // category and material
  });

  it('marks the matched part of each title, and no title without a query', () => {
    const { store } = renderCatalog('/catalog?q=одес');
    expect(titleOf(27)).toHaveTextContent('King size Одеса');
    expect(titleOf(27).querySelector('mark')).toHaveTextContent('Одес');
    expect(screen.queryByText(/Показано результати для/)).not.toBeInTheDocument();
    act(() => {
      store.dispatch(setSearchQuery(''));
    });
    expect(document.querySelector('mark')).toBeNull();
  });

  it('says when it read the query on the other keyboard layout, and marks by that reading', () => {
    renderCatalog('/catalog?q=jltc');
    expect(cardIds()).toEqual([27, 28]);
    expect(screen.getByText('Показано результати для «одес»')).toBeInTheDocument();
    expect(titleOf(27)).toHaveTextContent('King size Одеса');
    expect(titleOf(27).querySelector('mark')).toHaveTextContent('Одес');
  });

  it('shows a query of markup as text', () => {
    const { container } = renderCatalog(
      `/catalog?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`,
    );
    const shown = 'Пошук: «<img src=x onerror=alert(1)>»';
    expect(screen.getByRole('heading', { name: shown })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Прибрати: ${shown}` })).toHaveTextContent(shown);
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('offers a reset when nothing matches', async () => {
    const { user, router } = renderCatalog('/catalog?q=zzzz&category=mebli');
    expect(screen.getByTestId('results-count')).toHaveTextContent('0 товарів');
    expect(screen.getByText('Нічого не знайшлося')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Скинути фільтри та пошук' }));
    expect(screen.getByTestId('results-count')).toHaveTextContent('30 товарів');
    expect(router.state.location.search).toBe('');
  });

  it('applies the address to the store while the products still load', () => {
    const { store } = renderWithProviders(<CatalogRoute />, {
      route: '/catalog?category=vazy',
      path: '/catalog',
    });
    // No products yet (none handed in; the generator has not answered)...
    expect(screen.queryAllByTestId('product-card')).toHaveLength(0);
    // ...and the filter is already in the store, so the list arrives filtered.
    expect(store.getState().options.selectedCategory).toBe('Вази');
  });

  it('shows no figure of another list (count, span, facet counts, price bars) for a category chosen before the whole list is here', async () => {
    // The page drawn at build time: its first cards and the whole list's figures.
    const { items, ...figures } = catalogView(products, {
      ...NO_FACETS,
      searchIds: null,
      sort: '',
      page: 1,
      price: NO_PRICE_RANGE,
    });
    const { user, router } = renderWithProviders(<Catalog products={items} first={figures} />, {
      route: '/catalog',
      path: '/catalog',
    });
    expect(screen.getByTestId('results-count')).toHaveTextContent('30 товарів');
    await user.click(within(group('Категорії')).getByRole('radio', { name: 'Тарілки' }));
    expect(router.state.location.search).toBe('?category=tarilky');
    // The radio says Тарілки; the whole list's 30 would contradict it.
    expect(screen.getByTestId('results-count')).toHaveTextContent(/^$/);
    expect(screen.queryByText(/30 товарів/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Показати товари' })).toBeInTheDocument();
    // Nor the whole list's figures beside the facets' values or in the price chart.
    for (const name of ['Тарілки', 'Вази', 'Усі категорії']) {
      expect(
        within(group('Категорії')).getByRole('radio', { name }),
      ).not.toHaveAccessibleDescription();
    }
    const bars = [...screen.getByTestId('price-chart').querySelectorAll('rect')];
    expect(bars.map((bar) => bar.getAttribute('data-count'))).toEqual(bars.map(() => '0'));
  });

  it('applies a price range on Enter, narrowing the cards and the facets’ counts', async () => {
    const { user, router } = renderCatalog();
    const from = screen.getByRole('textbox', { name: 'Ціна від' });
    await user.type(from, '1000{Enter}');
    expect(new URLSearchParams(router.state.location.search).get('min')).toBe('1000');
    const shown = new Set(cardIds());
    const inRange = products.filter((p) => Number(p.price.replace(/\D/g, '')) >= 1000);
    expect([...shown].sort((a, b) => a - b)).toEqual(inRange.map((p) => p.id).slice(0, 12));
    const vases = inRange.filter((p) => p.category === 'Вази').length;
    expect(
      within(group('Категорії')).getByRole('radio', { name: 'Вази' }),
    ).toHaveAccessibleDescription(String(vases));
    expect(from).toHaveFocus();
  });

  it('ignores a bound that is not a whole number and brings the others into 100..5000', async () => {
    const { user, router } = renderCatalog('/catalog?max=2000');
    const from = screen.getByRole('textbox', { name: 'Ціна від' });
    const to = screen.getByRole('textbox', { name: 'Ціна до' });
    expect(to).toHaveValue('2000');
    await user.type(from, '12,5');
    await user.tab();
    expect(from).toHaveValue('');
    expect(router.state.location.search).toBe('?max=2000');
    await user.clear(to);
    await user.type(to, '99999{Enter}');
    expect(to).toHaveValue('5000');
    expect(router.state.location.search).toBe('?max=5000');
    await user.type(from, '6000{Enter}');
    // From above to: swapped.
    expect(router.state.location.search).toBe('?min=5000&max=5000');
  });

  it('names each chosen filter, and taking one back keeps the rest', async () => {
    const { user, router } = renderCatalog(
      `/catalog?q=${encodeURIComponent('King')}&category=vazy&material=sklo&min=500&max=1500&page=2`,
    );
    const chosen = screen.getByRole('list', { name: 'Обрані фільтри' });
    const names = () =>
      within(chosen)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label'));
    expect(names()).toEqual([
      'Прибрати: Вази',
      'Прибрати: Скло',
      'Прибрати: Ціна: 500–1\u00a0500 ₴',
      'Прибрати: Пошук: «King»',
    ]);
    await user.click(within(chosen).getByRole('button', { name: 'Прибрати: Скло' }));
    expect(names()).toEqual([
      'Прибрати: Вази',
      'Прибрати: Ціна: 500–1\u00a0500 ₴',
      'Прибрати: Пошук: «King»',
    ]);
    const params = new URLSearchParams(router.state.location.search);
    expect([...params.keys()]).toEqual(['q', 'category', 'min', 'max']);
    expect(within(chosen).getByRole('button', { name: /Ціна/ })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Скинути все' }));
    expect(screen.queryByRole('list', { name: 'Обрані фільтри' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('names the chosen category in its heading', () => {
    renderCatalog('/catalog?category=vazy');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Вази$/);
  });
});
