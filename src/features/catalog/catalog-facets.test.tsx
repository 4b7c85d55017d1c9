import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATEGORIES, MATERIALS } from '../../shared/config/catalog';
import { CatalogFacets } from './catalog-facets';

function counts() {
  const categoryCounts = Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<
    (typeof CATEGORIES)[number],
    number
  >;
  const materialCounts = Object.fromEntries(MATERIALS.map((m) => [m, 0])) as Record<
    (typeof MATERIALS)[number],
    number
  >;
  categoryCounts['Вази'] = 4;
  categoryCounts['Тарілки'] = 2;
  materialCounts['Скло'] = 6;
  return { categoryCounts, materialCounts, allCategoriesCount: 6, allMaterialsCount: 6 };
}

function setup(props: Partial<Parameters<typeof CatalogFacets>[0]> = {}) {
  const handlers = {
    onSortChange: vi.fn(),
    onCategoryChange: vi.fn(),
    onMaterialChange: vi.fn(),
  };
  render(
    <CatalogFacets
      sort=""
      category={null}
      material="Скло"
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
    setup({ category: 'Меблі' });
    expect(screen.getByRole('radio', { name: 'Меблі' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Меблі' })).toBeChecked();
  });

  it('reports the choice, with null for the reset options', async () => {
    const { user, onSortChange, onCategoryChange, onMaterialChange } = setup();
    await user.click(screen.getByRole('radio', { name: 'За найменшою ціною' }));
    expect(onSortChange).toHaveBeenCalledWith('lowPrice');
    await user.click(screen.getByRole('radio', { name: 'Тарілки' }));
    expect(onCategoryChange).toHaveBeenCalledWith('Тарілки');
    await user.click(screen.getByRole('radio', { name: 'Усі матеріали' }));
    expect(onMaterialChange).toHaveBeenCalledWith(null);
  });
});
