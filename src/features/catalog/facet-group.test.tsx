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
