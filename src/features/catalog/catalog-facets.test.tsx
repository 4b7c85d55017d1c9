import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATEGORIES, MATERIALS } from '../../shared/config/catalog';
import { CatalogFacets } from './catalog-facets';

/** Counts as the view gives them: Вази 4, Тарілки 2, Скло 6, all else 0. */
function counts() {
  const byName = (names: readonly string[], given: Record<string, number>) =>
    names.map((name) => given[name] ?? 0);
  // Every category and material has goods in the whole list.
  const held = (names: readonly string[]) => names.map(() => 1);
  return {
    facets: {
      category: {
        byValue: byName(CATEGORIES, { Вази: 4, Тарілки: 2 }),
        all: 6,
        held: held(CATEGORIES),
      },
      material: { byValue: byName(MATERIALS, { Скло: 6 }), all: 6, held: held(MATERIALS) },
      era: { byValue: [], all: 6, held: [] },
      maker: { byValue: [], all: 6, held: [] },
    },
  };
}

function setup(props: Partial<Parameters<typeof CatalogFacets>[0]> = {}) {
  const handlers = { onSortChange: vi.fn(), onFacetChange: vi.fn() };
  render(
    <CatalogFacets
      sort=""
      chosen={{ category: null, material: 'Скло', era: null, maker: null }}
      counts={counts()}
      {...handlers}
      {...props}
    />,
  );
  return { user: userEvent.setup(), ...handlers };
}

describe('CatalogFacets', () => {
  it('names the three groups and their options as the test contract says', () => {
    setup();
    const sort = screen.getByRole('group', { name: 'Сортування' });
    expect(
      within(sort)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['', 'newest', 'highPrice', 'lowPrice']);
    expect(within(sort).getByRole('radio', { name: 'Без сортування' })).toBeChecked();
    expect(within(sort).getByRole('radio', { name: 'За найбільшою ціною' })).not.toBeChecked();
    const categories = screen.getByRole('group', { name: 'Категорії' });
    expect(within(categories).getAllByRole('radio')).toHaveLength(CATEGORIES.length + 1);
    expect(within(categories).getByRole('radio', { name: 'Усі категорії' })).toBeChecked();
    expect(
      within(screen.getByRole('group', { name: 'Матеріали' })).getByRole('radio', { name: 'Скло' }),
    ).toBeChecked();
  });

  it('shows each count and disables the options that would give nothing', () => {
    setup();
    const categories = screen.getByRole('group', { name: 'Категорії' });
    const vases = within(categories).getByRole('radio', { name: 'Вази' });
    expect(vases).toBeEnabled();
    expect(vases).toHaveAccessibleDescription('4');
    expect(within(categories).getByRole('radio', { name: 'Меблі' })).toBeDisabled();
    expect(
      within(categories).getByRole('radio', { name: 'Усі категорії' }),
    ).toHaveAccessibleDescription('6');
  });

  it('keeps the chosen option enabled even when it would give nothing', () => {
    setup({ chosen: { category: 'Меблі', material: 'Скло', era: null, maker: null } });
    expect(screen.getByRole('radio', { name: 'Меблі' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Меблі' })).toBeChecked();
  });

  it('leaves out a value no product has, unless it is the one chosen', () => {
    // An owner's list names more categories than the goods fill.
    const sparse = counts();
    sparse.facets.category.held = CATEGORIES.map((name) =>
      name === 'Вази' || name === 'Тарілки' ? 1 : 0,
    );
    setup({
      counts: sparse,
      chosen: { category: 'Меблі', material: null, era: null, maker: null },
    });
    const categories = screen.getByRole('group', { name: 'Категорії' });
    expect(
      within(categories)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['', ...CATEGORIES.filter((name) => ['Вази', 'Тарілки', 'Меблі'].includes(name))]);
  });

  it('reports the choice, with null for the reset options', async () => {
    const { user, onSortChange, onFacetChange } = setup();
    await user.click(screen.getByRole('radio', { name: 'За найменшою ціною' }));
    expect(onSortChange).toHaveBeenCalledWith('lowPrice');
    await user.click(screen.getByRole('radio', { name: 'Тарілки' }));
    expect(onFacetChange).toHaveBeenCalledWith('category', 'Тарілки');
    await user.click(screen.getByRole('radio', { name: 'Усі матеріали' }));
    expect(onFacetChange).toHaveBeenCalledWith('material', null);
  });
});
