import { PAYMENT_WAYS, type Payment } from '../../shared/config/payment-ways';
import { uk } from '../../shared/i18n/uk';

/** What each way to pay means for the buyer, after its name. */
const PAYMENT_ITEMS: Record<Payment, string> = {
  cashOnDelivery: `${PAYMENT_WAYS.cashOnDelivery.label}: оплата при отриманні посилки; комісію перевізника за переказ грошей сплачує покупець.`,
  card: `${PAYMENT_WAYS.card.label}: коли ми підтвердимо замовлення й наявність речі.`,
  transfer: `${PAYMENT_WAYS.transfer.label}: після оформлення замовлення сайт покаже QR-код і посилання, що відкриває застосунок вашого банку з уже заповненими реквізитами.`,
};

/**
 * The about page's own Ukrainian words: its headings, delivery, payment and
 * contacts. The shop's story and terms are the shop's (src/shared/config/shop-about.ts).
 * They live with the page's lazily loaded code, not in src/shared/i18n/uk.ts,
 * which is part of the first load.
 */
export const aboutText = {
  heading: 'Про нас',
  /** When the shop says nothing of itself (shop.yaml, docs/owner-catalogue.md). */
  lead: `${uk.brand} — крамниця антикварних і вінтажних речей.`,
  story: { heading: 'Наша історія' },
  mission: { heading: 'Наша місія' },
  delivery: {
    heading: 'Доставка',
    // src/features/basket/order-options.ts: the same ways as the order offers.
    ways: (pickup: string) =>
      "Оформіть замовлення в кошику й надішліть його нам. Відправляємо по Україні «Новою поштою» (відділення, поштомат, кур'єр) чи «Укрпоштою»" +
      (pickup ? `; або самовивіз ${pickup}.` : '.') +
      ' Вартість доставки — за тарифами перевізника.',
  },
  payment: {
    heading: 'Способи оплати',
    // docs/owner-catalogue.md: only what the shop does. There is no payment
    // on the site: an order is confirmed in a message, then paid.
    /** Each way the shop offers (src/shared/config/payment-ways.ts), in the owner's order. */
    items: (offered: readonly Payment[]) => offered.map((key) => PAYMENT_ITEMS[key]),
  },
  returns: {
    heading: 'Повернення та обмін',
    /** The law's word, said by every shop that names its seller: the owner's own words follow it. */
    byLaw:
      'За Законом України «Про захист прав споживачів» річ, куплену дистанційно, можна повернути протягом 14 днів з дня отримання без пояснення причин.',
    /** When the shop states no terms: nothing is promised. */
    ask: 'Про повернення чи обмін речі домовляйтеся з нами до замовлення: напишіть або зателефонуйте.',
  },
  contacts: {
    heading: 'Контакти',
    howToOrder: 'Щоб замовити річ або спитати про неї, напишіть чи зателефонуйте нам.',
    phoneLabel: 'Телефон',
    emailLabel: 'Пошта',
    messengersLabel: 'Месенджери',
    opensInNewTab: 'відкриється в новій вкладці',
  },
  seller: {
    heading: 'Продавець',
    /** РНОКПП has 10 digits, ЄДРПОУ 8. */
    codeLabel: (code: string) => (code.length === 10 ? 'РНОКПП' : 'Код ЄДРПОУ'),
    complain:
      'Скарги та претензії надсилайте нам на пошту чи в месенджер: відповімо протягом 14 днів. Якщо ми не дійшли згоди, зверніться до Держпродспоживслужби (dsp.gov.ua).',
    /** The law's return, said where the footer's «Продавець і повернення» lands; the terms follow in «Повернення та обмін». */
    returnRight: 'Річ, куплену на відстані, можна повернути протягом 14 днів з дня отримання.',
    returnTerms: 'Умови повернення та обміну',
  },
  /**
   * What the shop's counter counts (src/shared/figures/goatcounter.ts), said
   * only by a shop that has one (shop.yaml's `лічильник`): a shop without it
   * counts nothing, and has nothing to say.
   */
  figures: {
    heading: 'Що ми рахуємо',
    text: [
      'Ми рахуємо, які сторінки відкривають і з якого сайту на них приходять, скільки речей додали в кошик і скільки замовлень і питань надіслали кожним способом: так ми бачимо, що вас цікавить і де вам зручніше писати.',
      'Лічильник GoatCounter не ставить кукі й не отримує ні імені, телефону, адреси чи повідомлень, ні пошуку, вподобаних речей чи вмісту кошика, а якщо ваш браузер просить не стежити (Global Privacy Control чи Do Not Track), сайт не рахує нічого.',
    ],
  },
};
