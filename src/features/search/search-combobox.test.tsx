import { screen, waitFor, within } from '@testing-library/react';
import type { Product } from '../products/types';
import { renderWithProviders } from '../../test/render';
import { SearchCombobox } from './search-combobox';

function product(id: number, title: string, fields: Partial<Product> = {}): Product {
  return {
    id,
    price: String(100 * id),
    title: `King size ${title}`,
    description: 'Річ з історією.',
    country: 'Франція',
    category: 'Сервізи',
    material: 'Дерево',
    mainImage: `/img/${id}.svg`,
    gallery: [],
    createdAt: '2026-11-01T00:00:00.000Z',
    ...fields,
  };
}

const PRODUCTS = [
  product(1, 'Порцеляна Мейсен', { material: 'Порцеляна' }),
  product(2, 'Порцелянові чашки', { category: 'Чайні та кавові трійки' }),
  product(3, 'Порцеляновий сервіз', { material: 'Порцеляна' }),
  product(4, 'Синя ваза', { category: 'Вази', material: 'Скло' }),
  product(5, 'Висока ваза', { category: 'Вази', material: 'Кришталь' }),
  product(6, 'Келих', { category: 'Келихи для вина', material: 'Кришталь' }),
  product(7, 'Дубова скринька', { category: 'Скриньки' }),
];

function setup(route = '/') {
  return renderWithProviders(<SearchCombobox />, {
    route,
    path: '/',
    products: PRODUCTS,
    routes: [
      { path: '/catalog', element: <h1>Каталог</h1> },
      { path: '/catalog/:productId', element: <h1>Товар</h1> },
    ],
  });
}

const input = () => screen.getByRole('combobox', { name: 'Пошук товарів' });
/** By text: happy-dom lays <mark> out as a block, which splits the computed names. */
const optionWithText = (text: string) => {
  const option = screen.getAllByRole('option').find((o) => o.textContent?.includes(text));
  if (!option) throw new Error(`no option with ${text}`);
  return option;
};
const activeOption = () => {
  const id = input().getAttribute('aria-activedescendant');
  return id === null ? null : document.getElementById(id);
};

describe('SearchCombobox', () => {
  it('never says there are no suggestions on the way to a count', async () => {
    const { user } = setup();
    await user.click(input());
    await waitFor(() => expect(screen.getByRole('status')).toBeInTheDocument());
    const region = screen.getByRole('status');
    const said: string[] = [];
    // Every text the region held, however briefly: React may replace it again
    // before an observer runs, so read the records, not the region.
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.oldValue !== null) said.push(record.oldValue);
        for (const node of [...record.addedNodes, ...record.removedNodes]) {
          said.push(node.textContent ?? '');
        }
      }
    });
    observer.observe(region, {
      childList: true,
      characterData: true,
      characterDataOldValue: true,
      subtree: true,
    });
    await user.type(input(), 'порц');
    await waitFor(() => expect(region).toHaveTextContent('3 підказки'));
    observer.disconnect();
    expect(said).not.toContain('Немає підказок');
  });

  it('is a list-autocomplete combobox that stays closed under two characters', async () => {
    const { user } = setup();
    const box = input();
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    const listbox = document.getElementById(box.getAttribute('aria-controls')!);
    expect(listbox).toHaveAttribute('role', 'listbox');
    await user.type(box, 'п');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('shows up to 5 products under Товари, with title, price and a count said politely', async () => {
    const { user } = setup();
    await user.type(input(), 'порц');
    const group = await screen.findByRole('group', { name: 'Товари' });
    const options = within(group).getAllByRole('option');
    expect(options).toHaveLength(3);
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(options[0]).toHaveTextContent('King size Порцеляна Мейсен');
    expect(options[0]).toHaveTextContent(/100\s₴/);
    // The matched part of the title is marked.
    expect(options[0]!.querySelector('mark')).toHaveTextContent('Порц');
    for (const option of options) expect(option).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('3 підказки');
  });

  it('moves the active option with ↓ and ↑, wrapping at both ends', async () => {
    const { user } = setup();
    await user.type(input(), 'порц');
    const options = await screen.findAllByRole('option');
    expect(input()).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toBe(options[0]);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toBe(options[1]);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption()).toBe(options[0]);
    await user.keyboard('{ArrowUp}');
    expect(activeOption()).toBe(options[2]);
    // Focus never leaves the input (aria-activedescendant pattern).
    expect(input()).toHaveFocus();
  });

  it('opens the active product’s page on Enter and leaves the field', async () => {
    const { user, router } = setup();
    await user.type(input(), 'порц');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const chosen = PRODUCTS.find((p) => activeOption()?.textContent?.includes(p.title));
    expect(chosen).toBeDefined();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe(`/catalog/${chosen!.id}`);
  });

  it('submits the query as before when Enter comes with no active option', async () => {
    const { user, router } = setup();
    await user.type(input(), 'порц');
    await screen.findAllByRole('option');
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/catalog');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('порц');
  });

  it('closes on Esc, then clears the field on a second Esc', async () => {
    const { user, store } = setup();
    await user.type(input(), 'порц');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input()).toHaveValue('порц');
    // ↓ opens the list again, on its first option.
    await user.keyboard('{ArrowDown}');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(activeOption()).toBe(screen.getAllByRole('option')[0]);
    await user.keyboard('{Escape}{Escape}');
    expect(input()).toHaveValue('');
    expect(store.getState().filter.searchQuery).toBe('');
  });

  it('closes on Tab and when the field loses focus', async () => {
    const { user } = setup();
    await user.type(input(), 'порц');
    await screen.findAllByRole('option');
    await user.tab();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    await user.click(input());
    await user.type(input(), '{Backspace}');
    await screen.findAllByRole('option');
    await user.click(document.body);
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a product by mouse: the click lands before the blur would close the list', async () => {
    const { user, router } = setup();
    await user.type(input(), 'ваз');
    await screen.findAllByRole('option');
    const option = optionWithText('Висока ваза');
    await user.click(option);
    expect(router.state.location.pathname).toBe('/catalog/5');
  });

  it('offers matching categories and opens the filtered catalogue without the text query', async () => {
    const { user, router, store } = setup();
    await user.type(input(), 'ваз');
    const group = await screen.findByRole('group', { name: 'Категорії' });
    const vases = optionWithText('Вази');
    expect(group).toContainElement(vases);
    expect(vases).toHaveTextContent('2 товари');
    // Products first, then categories: ↓ past the two vases reaches the category.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(activeOption()).toBe(vases);
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/catalog');
    expect(router.state.location.search).toBe('?category=vazy');
    expect(store.getState().filter.searchQuery).toBe('');
  });

  it('says when it read the query on the other keyboard layout', async () => {
    const { user } = setup();
    await user.type(input(), 'dfp');
    await screen.findAllByRole('option');
    expect(screen.getByText('Показано результати для «ваз»')).toBeInTheDocument();
    expect(optionWithText('Синя ваза').querySelector('mark')).toHaveTextContent('ваз');
  });

  it('says so when nothing matches', async () => {
    const { user } = setup();
    await user.type(input(), 'жжжж');
    await screen.findByText('Немає підказок');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows markup typed as a query as text, never as elements', async () => {
    const { user, container } = setup();
    await user.type(input(), '<img src=x onerror=alert(1)>');
    expect(input()).toHaveValue('<img src=x onerror=alert(1)>');
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  // Key by key, so that the suggestions are drawn for every prefix of each. The
  // same strings are submitted from the built page in e2e/hostile-input.spec.ts.
  it.each([
    ['zero-width characters', 'ва\u200Bза\u200C\u200D\uFEFF'],
    ['null byte and markup', 'ваза\u0000<b>'],
    ['emoji', '🏺🍷👩‍👩‍👧‍👦🇺🇦'],
    ['__proto__', '__proto__'],
    ['SQL-ish', "' OR 1=1 --"],
    ['regular expression', '.*(a+)+$[\\'],
    ['percent signs', '100% %25 %'],
    ['only spaces', '   '],
    ['Cyrillic homoglyphs', 'Вaзa'],
  ])('keeps %s typed key by key as the text typed, drawn as text', async (_name, typed) => {
    const { user, container } = setup();
    // user-event reads { and [ as key names: doubled, they are the characters.
    await user.type(
      input(),
      typed.replace(/[{[]/g, (bracket) => bracket + bracket),
    );
    expect(input()).toHaveValue(typed);
    expect(container.querySelector('b, script, iframe, style')).toBeNull();
  });
});

describe('SearchCombobox loading', () => {
  it('asks for the product list only once the visitor reaches the field', async () => {
    const { user, queryClient } = renderWithProviders(<SearchCombobox />, { path: '/' });
    expect(queryClient.getQueryState(['products', 250])).toBeUndefined();
    await user.click(input());
    await waitFor(() => expect(queryClient.getQueryState(['products', 250])).toBeDefined());
  });
});
