import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { FacetGroup } from './facet-group';

const OPTIONS = [
  { value: 'all', label: 'Усі категорії' },
  { value: 'vazy', label: 'Вази' },
] as const;

describe('FacetGroup', () => {
  it('applies a radio checked before React took the drawn group over', async () => {
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
    // The visitor's press, which the browser applies before React hydrates the group.
    container.querySelector<HTMLInputElement>('input[value="vazy"]')!.checked = true;
    await act(async () => {
      hydrateRoot(container, group);
    });
    expect(onChange).toHaveBeenCalledExactlyOnceWith('vazy');
    container.remove();
  });

  it('changes nothing when what is checked is the group’s value', async () => {
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
    await act(async () => {
      hydrateRoot(container, group);
    });
    expect(onChange).not.toHaveBeenCalled();
    container.remove();
  });
});
