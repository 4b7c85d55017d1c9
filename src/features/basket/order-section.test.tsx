import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../test/render';
import { OrderSection } from './order-section';
import { LAST_ORDER_KEY } from './last-order';
import { ORDER_VISIT_KEY, resetOrderVisit } from './order-visit';

const pieces = [
  { id: 3, title: 'Ваза', price: '1 250' },
  { id: 5, title: 'Чашка', price: '300' },
];

async function placeOrder(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText("Ім'я та прізвище"), 'Олена');
  await user.type(screen.getByLabelText('Телефон'), '0671234567');
  await user.click(screen.getByLabelText('Самовивіз в Одесі'));
  await user.click(screen.getByLabelText('Накладений платіж'));
  await user.click(screen.getByRole('button', { name: 'Оформити замовлення' }));
}

beforeEach(() => resetOrderVisit());

describe('OrderSection', () => {
  it('goes back to the form to change the order, focus on its first field, nothing typed lost', async () => {
    const { user } = renderWithProviders(<OrderSection pieces={pieces} />);
    await placeOrder(user);
    expect(screen.getByRole('heading', { level: 2, name: /^Замовлення BV-/ })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Змінити дані' }));
    expect(screen.getByLabelText("Ім'я та прізвище")).toHaveFocus();
    expect(screen.getByLabelText("Ім'я та прізвище")).toHaveValue('Олена');
    expect(screen.getByLabelText('Самовивіз в Одесі')).toBeChecked();
  });

  it('says under cash on delivery that the carrier’s fee is the buyer’s, and under the phone that a foreign number does not serve Nova Poshta', async () => {
    const { user } = renderWithProviders(<OrderSection pieces={pieces} />);
    expect(screen.getByLabelText('Накладений платіж')).toHaveAccessibleDescription(
      /^Комісію перевізника за переказ грошей .* сплачуєте ви під час отримання\.$/,
    );
    const phone = screen.getByLabelText('Телефон');
    await user.type(phone, '+48 512 345 678');
    expect(phone).not.toHaveAccessibleDescription(/«Нова пошта» видає посилку/);
    await user.click(screen.getByLabelText('Нова пошта — відділення'));
    expect(phone).toHaveAccessibleDescription(/^Це іноземний номер\. «Нова пошта» видає посилку/);
  });

  it('says why an order made of pieces the basket no longer holds is gone, focus kept', async () => {
    function Basket() {
      const [held, setHeld] = useState(pieces);
      return (
        <>
          <button
            type="button"
            onClick={() => setHeld([...pieces, { id: 8, title: 'Лампа', price: '900' }])}
          >
            Додати лампу
          </button>
          <OrderSection pieces={held} />
        </>
      );
    }
    const { user } = renderWithProviders(<Basket />);
    await placeOrder(user);
    const number = screen
      .getByRole('heading', { level: 2 })
      .textContent!.replace('Замовлення ', '');
    // As another tab does: the basket changes while the focus is in the order.
    screen.getByRole('button', { name: 'Скопіювати замовлення' }).focus();
    await act(async () => screen.getByRole('button', { name: 'Додати лампу' }).click());
    expect(screen.queryByTestId('order')).not.toBeInTheDocument();
    expect(
      screen.getByText(
        `Речі в кошику змінилися, тож замовлення ${number} вже не те. Ваші дані на місці: перевірте кошик і оформіть замовлення знову.`,
      ),
    ).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { level: 2, name: 'Оформлення замовлення' })).toHaveFocus();
    expect(screen.getByLabelText("Ім'я та прізвище")).toHaveValue('Олена');
  });

  it('takes away an address a new delivery cannot use, and says so', async () => {
    const { user } = renderWithProviders(<OrderSection pieces={pieces} />);
    const address = () => screen.getByLabelText('Відділення або адреса');
    await user.click(screen.getByLabelText("Нова пошта — кур'єр"));
    await user.type(address(), 'вул. Садова, 5');
    // Pickup asks for none and takes none away: back to the courier, it is there.
    await user.click(screen.getByLabelText('Самовивіз в Одесі'));
    await user.click(screen.getByLabelText("Нова пошта — кур'єр"));
    expect(address()).toHaveValue('вул. Садова, 5');

    await user.click(screen.getByLabelText('Нова пошта — відділення'));
    expect(address()).toHaveValue('');
    expect(
      screen.getByText(
        "«вул. Садова, 5» прибрано: це вказано для доставки «Нова пошта — кур'єр». Вкажіть номер відділення «Нової пошти».",
      ),
    ).toHaveAttribute('role', 'status');

    await user.type(address(), 'Відділення №12');
    await user.click(screen.getByLabelText('Нова пошта — поштомат'));
    expect(address()).toHaveValue('');
    expect(
      screen.getByText(
        '«Відділення №12» прибрано: це вказано для доставки «Нова пошта — відділення». Вкажіть номер поштомата.',
      ),
    ).toBeInTheDocument();
    // Nothing of the branch goes out as a parcel locker.
    await user.type(screen.getByLabelText("Ім'я та прізвище"), 'Олена');
    await user.type(screen.getByLabelText('Телефон'), '0671234567');
    await user.click(screen.getByLabelText('Накладений платіж'));
    await user.click(screen.getByRole('button', { name: 'Оформити замовлення' }));
    expect(screen.queryByTestId('order')).not.toBeInTheDocument();
    expect(address()).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps what was typed and the order shown for the visit, in the tab’s storage', async () => {
    const { user, unmount } = renderWithProviders(<OrderSection pieces={pieces} />);
    await user.type(screen.getByLabelText('Коментар'), 'Після 18:00');
    await placeOrder(user);
    const heading = screen.getByRole('heading', { level: 2 }).textContent;
    unmount();
    expect(JSON.parse(sessionStorage.getItem(ORDER_VISIT_KEY)!)).toMatchObject({
      values: { name: 'Олена', phone: '0671234567', comment: 'Після 18:00' },
      shown: { ids: [3, 5], sent: false },
    });
    expect(localStorage.getItem(ORDER_VISIT_KEY)).toBeNull();

    renderWithProviders(<OrderSection pieces={pieces} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(heading!);
    await user.click(screen.getByRole('button', { name: 'Змінити дані' }));
    expect(screen.getByLabelText('Коментар')).toHaveValue('Після 18:00');
  });

  it('keeps the last order on the device only once the visitor says it was sent, for 30 days', async () => {
    localStorage.clear();
    const { user } = renderWithProviders(<OrderSection pieces={pieces} />);
    await placeOrder(user);
    const number = screen
      .getByRole('heading', { level: 2 })
      .textContent!.replace('Замовлення ', '');
    // Shown, not sent: nothing of the visitor's is left on the device past the tab.
    expect(localStorage.getItem(LAST_ORDER_KEY)).toBeNull();
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Замовлення надіслано' }));
    const saved = JSON.parse(localStorage.getItem(LAST_ORDER_KEY)!) as Record<string, unknown>;
    expect(saved).toMatchObject({ number });
    expect(saved.text).toContain('Олена');
    const days = ((saved.until as number) - before) / (24 * 60 * 60 * 1000);
    expect(days).toBeGreaterThanOrEqual(30);
    expect(days).toBeLessThan(30.01);
  });

  it('takes away a branch of the old city when another city is typed, and says so', async () => {
    // Offline: no list is asked for (nova-poshta.ts), and the rule serves typed names as it serves picked ones.
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user } = renderWithProviders(<OrderSection pieces={pieces} />);
    await user.click(screen.getByLabelText('Нова пошта — відділення'));
    const branch = screen.getByLabelText('Відділення або адреса');
    // A branch typed before any city was typed for none: it stays as the city follows.
    await user.type(branch, '№5');
    await user.type(screen.getByLabelText('Місто'), 'Київ');
    expect(branch).toHaveValue('№5');
    expect(screen.queryByText(/прибрано/)).not.toBeInTheDocument();
    await user.clear(branch);
    await user.type(branch, '№12');

    await user.clear(screen.getByLabelText('Місто'));
    expect(branch).toHaveValue('');
    expect(
      screen.getByText(
        'Відділення «№12» прибрано: воно було в місті «Київ». Оберіть відділення в новому місті.',
      ),
    ).toHaveAttribute('role', 'status');
    await user.type(screen.getByLabelText('Місто'), 'Львів');
    expect(JSON.parse(sessionStorage.getItem(ORDER_VISIT_KEY)!)).toMatchObject({
      values: { city: 'Львів', address: '' },
    });
    // A branch for the new city is its own: the note goes, the branch stays.
    await user.type(branch, '№3');
    expect(screen.queryByText(/прибрано/)).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Накладений платіж'));
    expect(branch).toHaveValue('№3');
    online.mockRestore();
  });
});
