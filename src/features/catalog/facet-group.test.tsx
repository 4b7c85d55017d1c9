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
  // 35 makers, as in the sample; maker n gives n products, and 30 give none with the other choices.
  const makers = Array.from({ length: 35 }, (_, n) => ({
    value: `Майстер ${n + 1}`,
    label: `Майстер ${n + 1}`,
    count: n < 30 ? 0 : n + 1,
    disabled: n < 30,
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

  it('lists the values that give most, and the chosen one, and folds the rest away', () => {
    const { names } = setup('Майстер 2');
    // The five that give products and the chosen one; none of those struck out.
    expect(names()).toEqual([
      '',
      'Майстер 2',
      'Майстер 31',
      'Майстер 32',
      'Майстер 33',
      'Майстер 34',
      'Майстер 35',
    ]);
    expect(screen.getByRole('button', { name: 'Показати всі (35)' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('unfolds into a labelled field that filters the values as they are typed, and says how many', async () => {
    const { user, group, names } = setup('Майстер 2');
    await user.click(screen.getByRole('button', { name: 'Показати всі (35)' }));
    expect(names()).toHaveLength(36);
    const field = within(group).getByRole('searchbox', { name: 'Знайти в групі «Виробник»' });
    expect(field).toHaveFocus();
    await user.type(field, 'Р 1');
    // 1 and 10–19, and the chosen 2, still shown.
    expect(names()).toEqual([
      '',
      'Майстер 1',
      'Майстер 2',
      ...Array.from({ length: 10 }, (_, n) => `Майстер ${n + 10}`),
    ]);
    expect(within(group).getByRole('status')).toHaveTextContent('Показано 12 з 35');
    await user.click(screen.getByRole('button', { name: 'Згорнути' }));
    expect(names()).toHaveLength(7);
    expect(within(group).queryByRole('searchbox')).toBeNull();
  });
});
