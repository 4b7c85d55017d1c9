import { SAMPLE_CONTACTS } from '../../shared/config/shop-config';
import { initials } from '../../shared/lib/ukrainian-latin';
import {
  ORDER_NUMBER,
  ORDER_TEXT_MAX,
  orderNumber,
  orderText,
  sendLinks,
  type Order,
} from './order-text';

const address = (id: number) => `https://shop.example/BON-VINTAGE/catalog/${id}`;

const order: Order = {
  number: 'BV-261123-205412',
  pieces: [
    { id: 3, title: 'Ваза «Мадонна»', price: '1 250' },
    { id: 17, title: 'Чашка & блюдце', price: '300' },
  ],
  details: {
    name: 'Олена Петренко',
    phone: '+380671234567',
    delivery: 'Нова пошта — відділення',
    city: 'Київ',
    address: 'Відділення №12',
    postcode: '',
    payment: 'Накладений платіж',
    comment: 'Подзвоніть після 18:00 #1 & ?x=1',
  },
};

const TEXT = [
  'Замовлення BV-261123-205412 — BON VINTAGE',
  '',
  '1. Ваза «Мадонна» — 1\u00a0250 ₴',
  'https://shop.example/BON-VINTAGE/catalog/3',
  '2. Чашка & блюдце — 300 ₴',
  'https://shop.example/BON-VINTAGE/catalog/17',
  '',
  'Разом: 1\u00a0550 ₴ (без доставки: її оплачують за тарифами перевізника)',
  '',
  "Ім'я та прізвище: Олена Петренко",
  'Телефон: +380671234567',
  'Доставка: Нова пошта — відділення',
  'Місто: Київ',
  'Відділення або адреса: Відділення №12',
  'Оплата: Накладений платіж',
  'Коментар:',
  '> Подзвоніть після 18:00 #1 & ?x=1',
].join('\n');

describe('the order text', () => {
  it('numbers the order by the shop’s initials and the moment it is made, and two of the same second apart', () => {
    const moment = new Date(2026, 10, 3, 9, 5, 7);
    const first = orderNumber(moment);
    expect(first).toMatch(/^BV-261103-090507-[A-HJ-NP-Z2-9]{4}$/);
    expect(orderNumber(moment)).not.toBe(first);
    // Even when chance gives the same letters twice.
    expect(orderNumber(moment, () => 'AAAA')).toBe('BV-261103-090507-AAAA');
    const letters = ['AAAA', 'AAAA', 'BBBB'];
    expect(orderNumber(moment, () => letters.shift()!)).toBe('BV-261103-090507-BBBB');
    // An owner's shop's own initials; a name with none, no prefix.
    expect(orderNumber(moment, () => 'CCCC', initials('Вінтаж на Подолі'))).toBe(
      'VP-261103-090507-CCCC',
    );
    expect(orderNumber(moment, () => 'DDDD', '')).toBe('261103-090507-DDDD');
    expect(ORDER_NUMBER.test('VP-261103-090507-CCCC')).toBe(true);
  });

  it('lists the pieces with prices and addresses, the sum and the details', () => {
    expect(orderText(order, address)).toBe(TEXT);
  });

  it('leaves out city and address for pickup, and a blank comment', () => {
    const pickup = orderText(
      {
        ...order,
        details: {
          ...order.details,
          delivery: 'Самовивіз в Одесі',
          city: '',
          address: '',
          comment: '',
        },
      },
      address,
    );
    expect(pickup).not.toMatch(/Місто|Відділення або адреса|Коментар/);
    expect(pickup).toContain('Доставка: Самовивіз в Одесі\nОплата: Накладений платіж');
  });

  it('stays within 1500 characters for a long basket, keeping every character typed', () => {
    const many: Order = {
      ...order,
      details: { ...order.details, comment: 'к'.repeat(300), name: 'І'.repeat(100) },
      pieces: Array.from({ length: 60 }, (_, i) => ({
        id: i + 1,
        title: `Дуже довга назва старовинної речі номер ${i + 1}`,
        price: '1 000',
      })),
    };
    const text = orderText(many, address);
    expect(text.length).toBeLessThanOrEqual(ORDER_TEXT_MAX);
    expect(text).toContain(`Коментар:\n> ${'к'.repeat(300)}`);
    expect(text).toContain(`Ім'я та прізвище: ${'І'.repeat(100)}`);
    expect(text).toContain('Разом: 60\u00a0000 ₴');
    expect(text).toMatch(/…і ще \d+ \(номери товарів: [\d, ]+60\)/);
  });

  it('sets the comment apart, so that none of its lines passes for one of the order', () => {
    const text = orderText(
      {
        ...order,
        details: { ...order.details, comment: 'Дякую\nРазом: 1 ₴\r\nТелефон: 0\u2028x' },
      },
      address,
    );
    expect(text.split('\n').slice(-6)).toEqual([
      'Оплата: Накладений платіж',
      'Коментар:',
      '> Дякую',
      '> Разом: 1 ₴',
      '> Телефон: 0',
      '> x',
    ]);
    expect(text.match(/^Разом:/gm)).toHaveLength(1);
  });

  it('isolates right-to-left words and reordering marks, and leaves other words as typed', () => {
    const text = orderText(
      {
        ...order,
        details: { ...order.details, name: 'שרה כהן', city: 'Київ\u202e', comment: 'مرحبا' },
      },
      address,
    );
    expect(text).toContain("Ім'я та прізвище: \u2068שרה כהן\u2069\nТелефон: +380671234567");
    expect(text).toContain('Місто: \u2068Київ\u202e\u2069\n');
    expect(text).toContain('> \u2068مرحبا\u2069');
    expect(text).toContain('Відділення або адреса: Відділення №12\n');
  });

  it('keeps each detail on its line, whatever line separator a value holds', () => {
    const text = orderText(
      {
        ...order,
        details: {
          ...order.details,
          name: 'Олена\u0085Разом: 1 ₴',
          city: 'Київ\u2028Телефон: 0',
          address: '№12\u2029Оплата: x',
        },
      },
      address,
    );
    expect(text).toContain("Ім'я та прізвище: Олена Разом: 1 ₴\nТелефон: +380671234567");
    expect(text).toContain('Місто: Київ Телефон: 0\nВідділення або адреса: №12 Оплата: x\n');
    expect(text).not.toMatch(/[\u0085\u2028\u2029]/);
  });

  it('ends a value’s isolate where the value ends, whatever marks it holds', () => {
    const text = orderText(
      {
        ...order,
        details: { ...order.details, name: 'שרה\u2069 Разом: 1 ₴', city: 'Київ\u2067أ' },
      },
      address,
    );
    // The typed closing mark closes nothing of its own, and goes; an isolate left open is closed.
    expect(text).toContain("Ім'я та прізвище: \u2068שרה Разом: 1 ₴\u2069\n");
    expect(text).toContain('Місто: \u2068Київ\u2067أ\u2069\u2069\n');
  });

  it('names Ukrposhta’s postcode', () => {
    const text = orderText(
      { ...order, details: { ...order.details, delivery: 'Укрпошта', postcode: '65014' } },
      address,
    );
    expect(text).toContain('Відділення або адреса: Відділення №12\nІндекс: 65014\nОплата:');
  });
});

describe('sendLinks', () => {
  it('addresses the owner’s accounts with the whole text, encoded', () => {
    const encoded = encodeURIComponent(TEXT);
    const links = sendLinks(SAMPLE_CONTACTS, 'Замовлення BV-261123-205412 — BON VINTAGE', TEXT);
    expect(links.map(({ label, href }) => ({ label, href }))).toEqual([
      { label: 'Надіслати в Telegram', href: `https://t.me/bon_vintage_ua?text=${encoded}` },
      { label: 'Надіслати у WhatsApp', href: `https://wa.me/380487001211?text=${encoded}` },
      {
        label: 'Надіслати листом',
        href:
          'mailto:hello@bonvintage.com.ua?subject=%D0%97%D0%B0%D0%BC%D0%BE%D0%B2%D0%BB%D0%B5%D0%BD%D0%BD%D1%8F%20BV-261123-205412%20%E2%80%94%20BON%20VINTAGE' +
          `&body=${encoded}`,
      },
    ]);
    // A web address opens in a new tab, a letter in the mail app.
    expect(links.map(({ newTab }) => newTab)).toEqual([true, true, false]);
    // Nothing in the text can end the address early or add a parameter.
    expect(encoded).not.toMatch(/[&#?\s]/);
    expect(decodeURIComponent(encoded)).toBe(TEXT);
  });

  it('offers only the accounts the owner configured', () => {
    const links = sendLinks({ ...SAMPLE_CONTACTS, telegram: '', email: '' }, 's', 't');
    expect(links.map(({ label, href }) => ({ label, href }))).toEqual([
      { label: 'Надіслати у WhatsApp', href: 'https://wa.me/380487001211?text=t' },
    ]);
  });
});
