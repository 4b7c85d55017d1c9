import { render, screen, within } from '@testing-library/react';
import { AskAbout, askText } from './ask-about';
import { TEST_PRODUCT } from './test-product';

describe('AskAbout', () => {
  it('offers a question naming the piece and its address in each of the shop’s messengers', () => {
    render(<AskAbout product={TEST_PRODUCT} />);
    const text = askText(TEST_PRODUCT);
    const address = `${__SHOP_ADDRESS__}catalog/7`;
    expect(text).toBe(
      `Добрий день! Мене цікавить «King size Порцеляна Схід» (№7, ${new Intl.NumberFormat('uk-UA').format(1250)} ₴): ${address}\n`,
    );
    const group = screen.getByText('Запитати про цю річ').closest('details')!;
    const body = encodeURIComponent(text);
    // The sample shop's accounts (src/shared/config/shop-config.ts).
    expect(
      within(group)
        .getAllByRole('link', { hidden: true })
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Запитати у Telegram', `https://t.me/bon_vintage_ua?text=${body}`],
      ['Запитати у Viber', `viber://chat?number=%2B380487001211&draft=${body}`],
      ['Запитати у WhatsApp', `https://wa.me/380487001211?text=${body}`],
      [
        'Запитати листом',
        `mailto:hello@bonvintage.com.ua?subject=${encodeURIComponent('Запитання про «King size Порцеляна Схід» — BON VINTAGE')}&body=${body}`,
      ],
    ]);
  });
});
