import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { AskAbout, askText } from './ask-about';
import { TEST_PRODUCT } from './test-product';

/** Where the test's page is: not the address the build was made for. */
const HERE = `${window.location.origin}/BON-VINTAGE/`;

describe('AskAbout', () => {
  it('offers a question naming the piece and its address in each of the shop’s messengers', () => {
    render(<AskAbout product={TEST_PRODUCT} />);
    const text = askText(TEST_PRODUCT, HERE);
    expect(text).toBe(
      `Добрий день! Мене цікавить «King size Порцеляна Схід» (№7, ${new Intl.NumberFormat('uk-UA').format(1250)} ₴): ${HERE}catalog/7\n`,
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
      // Viber documents no link that carries a text to a number: the chat opens empty.
      ['Запитати у Viber', 'viber://chat?number=%2B380487001211'],
      ['Запитати у WhatsApp', `https://wa.me/380487001211?text=${body}`],
      [
        'Запитати листом',
        `mailto:hello@bonvintage.com.ua?subject=${encodeURIComponent('Запитання про «King size Порцеляна Схід» — BON VINTAGE')}&body=${body}`,
      ],
    ]);
  });

  it('names the page’s own address once the app runs, over the one the build drew, without a hydration error', async () => {
    expect(__SHOP_ADDRESS__).not.toBe(HERE);
    const telegram = (container: HTMLElement) =>
      decodeURIComponent(
        container.querySelector('a[href^="https://t.me/"]')!.getAttribute('href')!,
      );
    const container = document.createElement('div');
    container.innerHTML = renderToString(<AskAbout product={TEST_PRODUCT} />);
    document.body.append(container);
    expect(telegram(container)).toContain(`${__SHOP_ADDRESS__}catalog/7`);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <AskAbout product={TEST_PRODUCT} />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(telegram(container)).toContain(`${HERE}catalog/7`);
    expect(errors).toEqual([]);
    container.remove();
  });

  it('copies the question where the link cannot carry it, and says so', async () => {
    const user = userEvent.setup();
    render(<AskAbout product={TEST_PRODUCT} />);
    await user.click(screen.getByText('Запитати про цю річ'));
    const viber = screen.getByRole('link', { name: 'Запитати у Viber' });
    expect(viber).toHaveAccessibleDescription(
      'Viber не приймає текст у посиланні: натиснувши, ви скопіюєте запитання — вставте його в чат.',
    );
    viber.addEventListener('click', (event) => event.preventDefault());
    await user.click(viber);
    expect(await navigator.clipboard.readText()).toBe(askText(TEST_PRODUCT, HERE));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Запитання скопійовано: вставте його в чат.',
    );
  });

  it('asks of a sold piece whether there is one like it, a quoted title not quoted twice', () => {
    const sold = { ...TEST_PRODUCT, title: 'Ваза «Мадонна»', status: 'sold' as const };
    expect(askText(sold, HERE)).toBe(
      `Добрий день! Бачу, що Ваза «Мадонна» (№7) вже продано. Чи є у вас щось схоже? ${HERE}catalog/7\n`,
    );
    expect(askText({ ...TEST_PRODUCT, title: 'Ваза «Мадонна»' }, HERE)).toMatch(
      /^Добрий день! Мене цікавить Ваза «Мадонна» \(№7, /,
    );
  });
});
