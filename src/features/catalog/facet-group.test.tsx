import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { FacetGroup } from './facet-group';

const OPTIONS = [
  { value: 'all', label: 'Усі категорії' },
  { value: 'vazy', label: 'Вази' },
] as const;

/**
 * Draws the group as the build does, lets `pressBefore` act on that HTML, as
 * a visitor's press does before React takes it over, then hydrates it.
 */
async function hydrateDrawnGroup(pressBefore: (container: HTMLElement) => void = () => {}) {
  const onChange = vi.fn();
  const group = (
    <FacetGroup
      legend="Категорії"
      name="category"
      options={OPTIONS}
      value="all"
      onChange={onChange}
    />
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(group);
  document.body.append(container);
  pressBefore(container);
  await act(async () => {
    hydrateRoot(container, group);
  });
  container.remove();
  return onChange;
}

describe('FacetGroup', () => {
  it('applies a radio checked before React took the drawn group over', async () => {
    // The visitor's press, which the browser applies before React hydrates the group.
    const onChange = await hydrateDrawnGroup((container) => {
      container.querySelector<HTMLInputElement>('input[value="vazy"]')!.checked = true;
    });
    expect(onChange).toHaveBeenCalledExactlyOnceWith('vazy');
  });

  it('changes nothing when what is checked is the group’s value', async () => {
    expect(await hydrateDrawnGroup()).not.toHaveBeenCalled();
  });
});

describe('a long FacetGroup', () => {
  // 35 makers, as in the sample; maker n gives n products, but the first 20
  // give none with the other choices (struck out, as CatalogFacets does, but
  // for the chosen one).
  const makers = Array.from({ length: 35 }, (_, n) => ({
    value: `Майстер ${n + 1}`,
    label: `Майстер ${n + 1}`,
    count: n < 20 ? 0 : n + 1,
    disabled: n < 20 && n !== 1,
  }));
  const options = [{ value: '', label: 'Усі виробники', count: 60 }, ...makers];

  function setup(value = '') {
    render(
      <FacetGroup
        legend="Виробник"
        name="maker"
        options={options}
        value={value}
        onChange={vi.fn()}
        shown={8}
      />,
    );
    const group = screen.getByRole('group', { name: 'Виробник' });
    const names = () =>
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value'));
    return { user: userEvent.setup(), group, names };
  }

  it('lists the eight values that give most, and the chosen one, and folds the rest of those that give something', () => {
    const { names } = setup('Майстер 2');
    expect(names()).toEqual([
      '',
      'Майстер 2',
      ...Array.from({ length: 8 }, (_, n) => `Майстер ${n + 28}`),
    ]);
    // The 15 that give products and the chosen one; none that gives nothing.
    expect(screen.getByRole('button', { name: 'Показати всі (16)' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('unfolds into a labelled field that filters the values as they are typed, and says how many', async () => {
    const { user, group, names } = setup('Майстер 2');
    await user.click(screen.getByRole('button', { name: 'Показати всі (16)' }));
    expect(names()).toHaveLength(17);
    expect(
      within(group)
        .getAllByRole<HTMLInputElement>('radio')
        .filter((radio) => radio.disabled),
    ).toEqual([]);
    const field = within(group).getByRole('searchbox', { name: 'Знайти в групі «Виробник»' });
    expect(field).toHaveFocus();
    await user.type(field, 'Р 3');
    // 30–35 (3, which gives nothing, is not listed), and the chosen 2, still shown.
    expect(names()).toEqual([
      '',
      'Майстер 2',
      ...Array.from({ length: 6 }, (_, n) => `Майстер ${n + 30}`),
    ]);
    expect(within(group).getByRole('status')).toHaveTextContent('Показано 7 з 16');
    await user.click(screen.getByRole('button', { name: 'Згорнути' }));
    expect(names()).toHaveLength(10);
    expect(within(group).queryByRole('searchbox')).toBeNull();
  });

  it('does not fold when what gives something fits', () => {
    render(
      <FacetGroup
        legend="Виробник"
        name="maker"
        options={options.map((option, index) => ({ ...option, disabled: index > 0 && index < 30 }))}
        value=""
        onChange={vi.fn()}
        shown={8}
      />,
    );
    // The six that give something, all listed: no button to show the 29 struck out.
    expect(screen.getAllByRole('radio')).toHaveLength(7);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
