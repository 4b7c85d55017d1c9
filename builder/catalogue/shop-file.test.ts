// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readShopFile } from './shop-file.ts';

function folderWith(yaml?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'shop-file-'));
  if (yaml !== undefined) writeFileSync(join(dir, 'shop.yaml'), yaml);
  return dir;
}

describe('readShopFile', () => {
  it('reads the contacts as an owner writes them, in Ukrainian or English keys', () => {
    const { contacts, problems } = readShopFile(
      folderWith(
        [
          'Телефон: 067 123 45 67',
          'e-mail: shop@gmail.com',
          "telegram: '@odesa_vintage'",
          'WhatsApp: +380 (67) 123-45-67',
          'viber: 0671234567',
          'instagram: https://www.instagram.com/odesa_vintage/?hl=uk',
          'etsy: OdesaVintage',
          'pinterest: pinterest.com/odesavintage',
          'години: ""',
        ].join('\n'),
      ),
    );
    expect(problems).toEqual([]);
    expect(contacts).toMatchObject({
      phone: '067 123 45 67',
      email: 'shop@gmail.com',
      telegram: 'odesa_vintage',
      whatsapp: '380671234567',
      viber: '380671234567',
      instagram: 'https://www.instagram.com/odesa_vintage/',
      etsy: 'https://www.etsy.com/shop/OdesaVintage',
      hours: '',
      pinterest: 'https://www.pinterest.com/odesavintage/',
    });
  });

  it('reads the city, the pickup and the owner’s own words, and names nothing the file does not', () => {
    const shop = readShopFile(
      folderWith(
        [
          'телефон: +380671234567',
          'місто: Київ',
          'самовивіз: у Києві, на Подолі',
          'про нас: |',
          '  Збираємо вінтаж з 2015 року.',
          '  Їздимо ринками Львова.',
          '',
          '  Другий абзац.',
          'Повернення: Протягом 7 днів.',
        ].join('\n'),
      ),
    );
    expect(shop.problems).toEqual([]);
    expect(shop.shop).toMatchObject({ city: 'Київ', pickup: 'у Києві, на Подолі' });
    expect(shop.about).toEqual({
      lead: '',
      story: ['Збираємо вінтаж з 2015 року. Їздимо ринками Львова.', 'Другий абзац.'],
      mission: [],
      delivery: [],
      returns: ['Протягом 7 днів.'],
    });
    // Without them, there is no city, no pickup, no story, no terms.
    const plain = readShopFile(folderWith('телефон: +380671234567'));
    expect(plain.shop).toMatchObject({ city: '', pickup: '' });
    expect(plain.about).toEqual({ lead: '', story: [], mission: [], delivery: [], returns: [] });
  });

  it('names the shop as shop.yaml does, and BON VINTAGE when it does not', () => {
    const named = readShopFile(folderWith('назва:   Вінтаж   на Подолі \nтелефон: +380671234567'));
    expect(named.problems).toEqual([]);
    expect(named.shop.name).toBe('Вінтаж на Подолі');
    expect(readShopFile(folderWith('телефон: +380671234567')).shop.name).toBe('BON VINTAGE');
  });

  it('refuses a name of two lines or longer than a phone’s header holds, naming its line', () => {
    const { problems } = readShopFile(
      folderWith(
        [
          'телефон: +380671234567',
          'назва: |',
          '  Вінтаж',
          '  на Подолі',
          `name: ${'Дуже довга назва '.repeat(3)}`,
        ].join('\n'),
      ),
    );
    const message =
      'напишіть назву магазину одним рядком, до 40 знаків, як її читатимуть покупці: Вінтаж на Подолі.';
    expect(problems).toEqual([
      { file: 'shop.yaml', line: 2, column: 'назва', message },
      { file: 'shop.yaml', line: 5, column: 'name', message },
    ]);
  });

  it('asks for the pickup as the words after «Самовивіз», and a city as its name', () => {
    const {
      problems,
      shop: { pickup, city },
    } = readShopFile(
      folderWith('телефон: +380671234567\nсамовивіз: Київ\nмісто: вул. Хрещатик, 1'),
    );
    expect(pickup).toBe('');
    expect(city).toBe('');
    expect(problems).toEqual([
      {
        file: 'shop.yaml',
        line: 2,
        column: 'самовивіз',
        message: expect.stringContaining('після слова «Самовивіз»: у Києві, в Одесі') as string,
      },
      {
        file: 'shop.yaml',
        line: 3,
        column: 'місто',
        message: 'напишіть лише назву міста, наприклад: Київ.',
      },
    ]);
  });

  it('reads the GoatCounter code from the code or the counter’s address, and refuses anything else', () => {
    const code = (yaml: string) => readShopFile(folderWith(`телефон: +380671234567\n${yaml}`));
    expect(code('лічильник: vintage-podil').shop.counter).toBe('vintage-podil');
    expect(code('goatcounter: https://Vintage-Podil.goatcounter.com/').shop.counter).toBe(
      'vintage-podil',
    );
    expect(code('').shop.counter).toBe('');
    expect(code('лічильник: вінтаж на подолі').problems).toEqual([
      {
        file: 'shop.yaml',
        line: 2,
        column: 'лічильник',
        message: expect.stringContaining('напишіть код лічильника GoatCounter') as string,
      },
    ]);
  });

  it('adds the shop’s own categories and materials to the spec’s, with slugs for addresses', () => {
    const spec = readShopFile(folderWith('телефон: +380671234567')).shop;
    expect(spec.categories).toHaveLength(17);
    const own = readShopFile(
      folderWith(
        'телефон: +380671234567\nкатегорії:\n  - вази\n  - Ґудзики та значки\nматеріали:\n  - Пластик\n  - Жерсть\n',
      ),
    );
    expect(own.problems).toEqual([]);
    // `вази` is the spec's `Вази`, already there: only the new one is added, after the spec's.
    expect(own.shop.categories).toEqual([
      ...spec.categories,
      // Transliterated as the spec's own slugs are (builder/slug.ts), not as Russian.
      { name: 'Ґудзики та значки', slug: 'gudzyky-ta-znachky' },
    ]);
    expect(own.shop.materials.map(({ name }) => name)).toEqual([
      ...spec.materials.map(({ name }) => name),
      'Пластик',
      'Жерсть',
    ]);
  });

  it('names the line, the key and what to write for each mistake', () => {
    const { problems } = readShopFile(
      folderWith(
        [
          'телефон: дзвоніть',
          'пошта: shop.gmail.com',
          'telegram: @x',
          'сайт: https://example.com',
          'категорії:',
          '  - Вази',
          '  - вази ',
        ].join('\n'),
      ),
    );
    expect(problems).toEqual([
      expect.objectContaining({
        line: 1,
        column: 'телефон',
        message: expect.stringContaining('+380 67 123 45 67'),
      }),
      expect.objectContaining({
        line: 2,
        column: 'пошта',
        message: expect.stringContaining('shop@gmail.com'),
      }),
      expect.objectContaining({
        line: 3,
        column: 'telegram',
        message: expect.stringContaining('Telegram'),
      }),
      expect.objectContaining({
        line: 4,
        column: 'сайт',
        message: expect.stringContaining('невідома назва'),
      }),
      expect.objectContaining({
        line: 7,
        column: 'категорії',
        message: expect.stringContaining('уже є'),
      }),
    ]);
  });

  it('asks for the file, and for at least one way to reach the shop', () => {
    expect(readShopFile(folderWith()).problems).toEqual([
      expect.objectContaining({
        file: 'shop.yaml',
        message: expect.stringContaining('немає файлу'),
      }),
    ]);
    expect(readShopFile(folderWith('адреса: Одеса')).problems).toEqual([
      expect.objectContaining({ message: expect.stringContaining('хоча б телефон') }),
    ]);
  });

  it('reports a line YAML cannot read', () => {
    const { problems } = readShopFile(folderWith('телефон: +380671234567\nкатегорії: [Вази\n'));
    expect(problems).toEqual([
      expect.objectContaining({
        line: expect.any(Number),
        message: expect.stringContaining('не вдалося прочитати'),
      }),
    ]);
  });
});

describe('who sells', () => {
  it('reads the seller, the code and the IBAN, spaces and case aside', () => {
    const shop = readShopFile(
      folderWith(
        'телефон: +380 67 123 45 67\nпродавець: ФОП Левченко Оксана Миколаївна\nкод: 3012345678\niban: ua21 3223 1300 0002 6007 2335 6600 1\n',
      ),
    );
    expect(shop.problems).toEqual([]);
    expect(shop.notes).toEqual([]);
    expect(shop.seller).toEqual({
      legalName: 'ФОП Левченко Оксана Миколаївна',
      code: '3012345678',
      iban: 'UA213223130000026007233566001',
      // No `оплата`: every way, as the shop offered before it could choose.
      payments: ['cashOnDelivery', 'card', 'transfer'],
    });
  });

  it('stops on an IBAN whose checksum fails or is not Ukrainian, a code of the wrong length, a name with digits, naming the line', () => {
    const shop = readShopFile(
      folderWith(
        'телефон: +380 67 123 45 67\nпродавець: ФОП 3012345678\nкод: 301234567\niban: UA213223130000026007233566002\n',
      ),
    );
    expect(shop.problems.map(({ line, message }) => [line, message])).toEqual([
      [2, expect.stringMatching(/без цифр/)],
      [3, expect.stringMatching(/РНОКПП \(10 цифр\) або код ЄДРПОУ \(8 цифр\)/)],
      [4, expect.stringMatching(/контрольні цифри не сходяться/)],
    ]);
    expect(
      readShopFile(folderWith('телефон: +380 67 123 45 67\niban: DE89370400440532013000\n'))
        .problems[0]?.message,
    ).toMatch(/український IBAN: UA і 27 цифр/);
  });

  it('in a build that holds, publishes without a setting it cannot read, the transfer without a wrong IBAN, and notes each', () => {
    const yaml = [
      'телефон: +380 67 123 45 67',
      'instagram: https://example.com/',
      'продавець: ФОП Левченко Оксана Миколаївна',
      'iban: UA21 3223 1300 0002 6007 2335 6600 2',
      'оплата: Переказ на рахунок (QR), Накладений платіж',
      'колір: синій',
    ].join('\n');
    const held = readShopFile(folderWith(yaml), 'hold');
    expect(held.problems).toEqual([]);
    expect(held.contacts).toMatchObject({ phone: '+380 67 123 45 67', instagram: '' });
    expect(held.seller).toEqual({
      legalName: 'ФОП Левченко Оксана Миколаївна',
      code: '',
      iban: '',
      payments: ['cashOnDelivery'],
    });
    expect(held.notes.map(({ line, column, message }) => [line, column, message])).toEqual([
      [2, 'instagram', expect.stringMatching(/ім’я профілю Instagram.*сайт опубліковано без цього рядка\.$/)],
      [4, 'iban', expect.stringMatching(/^у цьому IBAN помилка.*сайт опубліковано без цього рядка\.$/)],
      [6, 'колір', expect.stringMatching(/^невідома назва/)],
      [
        4,
        'iban',
        '«Переказ на рахунок (QR)» не показано покупцям, доки IBAN не виправлено: без нього немає QR для оплати.',
      ],
    ]);
    // The same file stops a build that does not hold, on each line.
    expect(readShopFile(folderWith(yaml)).problems.map(({ line }) => line)).toEqual([2, 4, 6]);
    // Nothing left to reach the shop by, or to pay with: the shop cannot be published as honest.
    expect(readShopFile(folderWith('телефон: 12'), 'hold').problems).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/^напишіть хоча б телефон/) }),
    ]);
    expect(
      readShopFile(
        folderWith('телефон: +380 67 123 45 67\niban: UA213223130000026007233566002\nоплата: Переказ на рахунок (QR)'),
        'hold',
      ).problems.map(({ line }) => line),
    ).toEqual([3]);
  });

  it('offers exactly the ways to pay shop.yaml names, in its order, any case and spacing', () => {
    const read = (line: string) =>
      readShopFile(
        folderWith(`телефон: +380 67 123 45 67\niban: UA213223130000026007233566001\n${line}\n`),
      );
    expect(read('оплата: переказ на рахунок  (QR)').seller.payments).toEqual(['transfer']);
    expect(
      read('Оплата: Оплата на картку після підтвердження, Накладений платіж').seller.payments,
    ).toEqual(['card', 'cashOnDelivery']);
    expect(read('оплата:\n  - Накладений платіж\n  - Переказ на рахунок (QR)').seller.payments).toEqual([
      'cashOnDelivery',
      'transfer',
    ]);
    // Left empty, as the form leaves it: every way.
    expect(read("оплата: ''").seller.payments).toEqual(['cashOnDelivery', 'card', 'transfer']);
    expect(read("оплата: ''").problems).toEqual([]);
  });

  it('refuses a way it does not know, none at all, and a transfer without an IBAN, naming the line', () => {
    const problems = (yaml: string) =>
      readShopFile(folderWith(`телефон: +380 67 123 45 67\n${yaml}\n`)).problems.map(
        ({ line, column, message }) => [line, column, message],
      );
    expect(problems('оплата: Накладений платіж, Готівка')).toEqual([
      [2, 'оплата', expect.stringMatching(/^способу оплати «Готівка» немає\. Можна: «Накладений платіж»/)],
    ]);
    expect(problems('оплата: " , "')).toEqual([
      [2, 'оплата', expect.stringMatching(/^напишіть хоча б один спосіб оплати/)],
    ]);
    expect(problems('оплата: Переказ на рахунок (QR), Накладений платіж')).toEqual([
      [
        2,
        'оплата',
        '«Переказ на рахунок (QR)» потребує рахунку: допишіть рядок `iban` або приберіть цей спосіб з оплати.',
      ],
    ]);
  });

  it('builds without a seller, and says the law asks for one', () => {
    const shop = readShopFile(folderWith('телефон: +380 67 123 45 67\n'));
    expect(shop.problems).toEqual([]);
    expect(shop.seller).toEqual({
      legalName: '',
      code: '',
      iban: '',
      payments: ['cashOnDelivery', 'card', 'transfer'],
    });
    expect(shop.notes.map((note) => note.message)).toEqual([
      expect.stringMatching(/закон про електронну комерцію вимагає назвати на сайті продавця/),
    ]);
  });

  it('builds with returns words that promise less than the law, and notes them on their line', () => {
    const shop = readShopFile(
      folderWith(
        'телефон: +380 67 123 45 67\nпродавець: ФОП Левченко Оксана Миколаївна\nповернення: Повернення — протягом 7 днів, якщо річ не пошкоджена.\n',
      ),
    );
    expect(shop.problems).toEqual([]);
    expect(shop.about.returns).toEqual(['Повернення — протягом 7 днів, якщо річ не пошкоджена.']);
    expect(shop.notes).toEqual([
      {
        file: 'shop.yaml',
        line: 3,
        column: 'повернення',
        message: expect.stringMatching(
          /^ці слова обіцяють менше, ніж закон: «Повернення — протягом 7 днів, якщо річ не пошкоджена\.» .*14 днів/,
        ),
      },
    ]);
  });
});
