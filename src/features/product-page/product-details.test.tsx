import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { ProductDetails } from './product-details';
import { TEST_PRODUCT } from './test-product';

describe('ProductDetails', () => {
  it('renders every field of the product', () => {
    renderWithProviders(
      <ProductDetails product={TEST_PRODUCT} favorite={<button type="button">Серце</button>} />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(TEST_PRODUCT.title);
    const price = screen.getByTestId('product-price');
    expect(price.textContent).toBe(`${new Intl.NumberFormat('uk-UA').format(1250)} ₴`);
    expect(price).toHaveAttribute('value', '1250');
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Країна', 'Матеріал', 'Категорія', 'Додано']);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(values.slice(0, 3)).toEqual(['Франція', 'Порцеляна', 'Вази']);
    expect(screen.getByText(TEST_PRODUCT.description)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Серце' })).toBeInTheDocument();
  });

  it('lists the vintage details under Характеристики, the flaws with the condition', () => {
    renderWithProviders(
      <ProductDetails
        product={{
          ...TEST_PRODUCT,
          condition: 'Добрий',
          flaws: 'скол на денці',
          dimensions: '25 × 12 см',
          era: 'кінець XIX століття',
          maker: 'Rosenthal',
          country: '',
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Характеристики' })).toBeInTheDocument();
    const rows = screen
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows.slice(0, -1)).toEqual([
      ['Стан', 'Добрий — скол на денці'],
      ['Розміри', '25 × 12 см'],
      ['Епоха', 'кінець XIX століття'],
      ['Виробник', 'Rosenthal'],
      ['Матеріал', 'Порцеляна'],
      ['Категорія', 'Вази'],
    ]);
  });

  it('links the category to the filtered catalogue by its slug', () => {
    renderWithProviders(<ProductDetails product={TEST_PRODUCT} />);
    expect(screen.getByRole('link', { name: 'Вази' })).toHaveAttribute(
      'href',
      '/catalog?category=vazy',
    );
  });

  it('writes the date added in Ukrainian, with the ISO date for machines', () => {
    renderWithProviders(<ProductDetails product={TEST_PRODUCT} />);
    const time = screen.getByText(/листопада 2026/);
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveTextContent('21 листопада 2026 р.');
    expect(time).toHaveAttribute('datetime', TEST_PRODUCT.createdAt);
  });
});
