import { uk } from '../../shared/i18n/uk';
import type { BasketLine } from './basket-lines';

/**
 * The basket's and the order's Ukrainian words. They live with the basket's
 * lazily loaded code, not in src/shared/i18n/uk.ts, which is part of the
 * first load; only the header's name and count are there.
 */
/** 'a, b або c', as Ukrainian lists alternatives. */
const orList = new Intl.ListFormat('uk', { type: 'disjunction' });

export const basketText = {
  add: 'Додати в кошик',
  inBasket: 'У кошику',
  added: 'Додано в кошик',
  heading: 'Кошик',
  title: `Кошик — ${uk.brand}`,
  description:
    // The ways to send it are the shop's own (shop.yaml): not named here.
    `Кошик ${uk.brand}: обрані речі, їхня сума й замовлення, яке ви надішлете нам самі.`,
  listHeading: 'Речі в кошику',
  emptyTitle: 'Кошик порожній',
  emptyText: 'Додайте в кошик річ зі сторінки товару, і вона чекатиме тут.',
  toCatalog: 'До каталогу',
  /** What /basket says with JavaScript off: the basket lives in the browser, read by the app. */
  needsScript:
    'Кошик зберігається у вашому браузері, і показати його та оформити замовлення можна лише з увімкненим JavaScript.',
  remove: (title: string) => `Прибрати: ${title}`,
  removeText: 'Прибрати',
  removed: (title: string) => `Прибрано з кошика: ${title}`,
  goneTitle: (id: number) => `Товар №${id}`,
  /** What a line says instead of its price when its piece cannot be ordered (null: it can). */
  unavailable: {
    available: null,
    reserved: 'Заброньовано — цієї речі зараз не замовити',
    sold: 'Продано — цієї речі вже не замовити',
    gone: 'Цієї речі вже немає в каталозі',
  } satisfies Record<BasketLine['state'], string | null>,
  total: 'Разом',
  delivery: 'Доставку ви оплачуєте за тарифами перевізника.',
  deliveryLink: 'Про доставку та оплату',
  /** The product page's word on delivery and payment: the order's options (order-options.ts), with the shop's pickup if any and the ways it takes payment. */
  deliveryNote: (pickup: string, payments: readonly string[]) =>
    "Доставка: «Нова пошта» (відділення, поштомат, кур'єр)" +
    (pickup ? `, «Укрпошта» або самовивіз ${pickup}` : ' або «Укрпошта»') +
    `; за тарифами перевізника. Оплата: ${orList.format(payments)}.`,
};
