// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Product } from '../../src/features/products/types.ts';
import type { FeedInput } from './feed-goods.ts';
import { googleFeed, META_DESCRIPTION_MIN, metaFeed } from './google-feed.ts';
import { parseFeed } from './parse-feed.ts';
import { categoryId, promFeed } from './prom-feed.ts';

/**
 * The two feeds of the goods (docs/decisions/034-feeds-of-the-goods.md),
 * read back with an XML parser that knows nothing of how they were written.
 */

const SITE = 'https://owner.github.io/BON-VINTAGE/';

const photo = (stem: string) => ({ stem, widths: [320, 480, 720, 1080] });

const product = (over: Partial<Product> & Pick<Product, 'id' | 'title'>): Product => ({
  price: '950',
  description: '',
  country: '',
  category: 'Вази',
  material: 'Порцеляна',
  mainImage: `/BON-VINTAGE/photos/${over.id}-a-540.jpg`,
  mainImageSources: photo(`photos/${over.id}-a`),
  gallery: [],
  createdAt: '2026-11-02T00:00:00.000Z',
  ...over,
});

/** An available vase, a reserved chest on sale and a sold candlestick, written as owners write. */
const GOODS: Product[] = [
  product({
    id: 1,
    title: 'Ваза "Мадонна" & «Kahla» <b>',
    price: '1 200',
    description: 'Порцеляна & позолота.\nДругий рядок, «лапки» і "лапки".\n\nКінець <i>.',
    country: 'Німеччина',
    condition: 'Відмінний',
    dimensions: 'висота 28 см',
    era: '1960-ті',
    maker: 'Rosenthal & "Söhne"',
    gallery: [
      { type: 'image', url: '/BON-VINTAGE/photos/1-b-540.jpg', sources: photo('photos/1-b') },
      { type: 'video', url: '/BON-VINTAGE/videos/1.mp4', poster: '/p.jpg' },
    ],
  }),
  product({
    id: 2,
    title: 'Комод з горіха',
    price: '12 500',
    oldPrice: '15 000',
    category: 'Меблі',
    material: 'Дерево',
    condition: 'Добрий',
    flaws: 'потертості лаку',
    status: 'reserved',
  }),
  product({ id: 3, title: 'Свічник олов’яний', price: '850', status: 'sold' }),
];

const input = (products: Product[] = GOODS): FeedInput => ({
  site: SITE,
  shopName: 'Вінтаж & «Поділ»',
  legalName: 'ФОП Левченко Оксана Миколаївна',
  products,
  categories: [
    { name: 'Вази', slug: 'vazy' },
    { name: 'Меблі', slug: 'mebli' },
    { name: 'Іграшки', slug: 'igrashky' },
  ],
  now: new Date('2026-11-27T16:05:00Z'),
});

type Item = Record<string, string | undefined>;

interface GoogleDocument {
  rss: {
    '@version': string;
    '@xmlns:g': string;
    channel: { title: string; link: string; item: Item[] };
  };
}

interface Offer {
  '@id': string;
  name: string;
  categoryId: string;
}

interface PromDocument {
  yml_catalog: { '@date': string; shop: { offers: { offer: Offer[] } } & Record<string, unknown> };
}

describe('feeds/google.xml', () => {
  const feed = googleFeed(input());
  const { rss } = parseFeed<GoogleDocument>(feed.xml);
  const { channel } = rss;

  it('is RSS 2.0 in Google’s namespace, named for the shop', () => {
    expect(rss['@version']).toBe('2.0');
    expect(rss['@xmlns:g']).toBe('http://base.google.com/ns/1.0');
    expect(channel.title).toBe('Вінтаж & «Поділ»');
    expect(channel.link).toBe(SITE);
  });

  it('lists the goods not sold, the reserved one out of stock, with every attribute Google requires', () => {
    expect(feed.listed).toBe(2);
    expect(channel.item).toEqual([
      {
        'g:id': '1',
        'g:title': 'Ваза "Мадонна" & «Kahla» <b>',
        'g:price': '1200.00 UAH',
        'g:description': 'Порцеляна & позолота.\nДругий рядок, «лапки» і "лапки".\n\nКінець <i>.',
        'g:product_type': 'Вази',
        'g:material': 'Порцеляна',
        'g:brand': 'Rosenthal & "Söhne"',
        'g:image_link': `${SITE}photos/1-a-1080.jpg`,
        'g:additional_image_link': `${SITE}photos/1-b-1080.jpg`,
        'g:availability': 'in_stock',
        'g:link': `${SITE}catalog/1?utm_source=google&utm_medium=feed`,
        'g:condition': 'used',
        'g:identifier_exists': 'no',
      },
      {
        'g:id': '2',
        'g:title': 'Комод з горіха',
        // On sale: the price before it, and the one paid.
        'g:price': '15000.00 UAH',
        'g:sale_price': '12500.00 UAH',
        // No description of its own: its page's details.
        'g:description': 'Стан: Добрий — потертості лаку. Матеріал: Дерево. Категорія: Меблі.',
        'g:product_type': 'Меблі',
        'g:material': 'Дерево',
        'g:image_link': `${SITE}photos/2-a-1080.jpg`,
        'g:availability': 'out_of_stock',
        'g:link': `${SITE}catalog/2?utm_source=google&utm_medium=feed`,
        'g:condition': 'used',
        'g:identifier_exists': 'no',
      },
    ]);
    expect(feed.notes).toEqual([]);
  });

  it('shows the sample’s art as its JPEG link-preview picture, never the SVG', () => {
    const sample = product({
      id: 9,
      title: 'King size Схід',
      mainImage: '/BON-VINTAGE/images/products/vase-1.svg',
    });
    delete sample.mainImageSources;
    const [item] = parseFeed<GoogleDocument>(googleFeed(input([sample])).xml).rss.channel.item;
    expect(item?.['g:image_link']).toBe(`${SITE}previews/9.jpg`);
  });

  it('leaves out a good whose title is longer than Google takes, and drops a maker too long for a brand, saying why', () => {
    const long = product({ id: 4, title: `Ваза ${'дуже '.repeat(30)}гарна` });
    const maker = product({ id: 5, title: 'Чашка', maker: 'М'.repeat(71) });
    const { xml, listed, notes } = googleFeed(input([long, maker]));
    const items = parseFeed<GoogleDocument>(xml).rss.channel.item;
    expect(listed).toBe(1);
    expect(items.map((item) => [item['g:id'], item['g:brand']])).toEqual([['5', undefined]]);
    expect(notes).toEqual([
      {
        id: 4,
        title: long.title,
        message: `не в Google: Назва має ${long.title.length} знаків, а Google бере до 150`,
      },
      {
        id: 5,
        title: 'Чашка',
        message: 'Google: без виробника: Виробник має 71 знаків, а Google бере до 70',
      },
    ]);
  });
});

describe('feeds/meta.xml', () => {
  /** A cup with no maker and three words, a quoted maker, a maker too long for a brand. */
  const goods = [
    ...GOODS,
    product({ id: 6, title: 'Чашка', description: 'Чашка <b>мала</b>.', era: '1970-ті' }),
    product({ id: 7, title: 'Тарілка', maker: '«Kahla»', description: 'Тарілка.' }),
    product({ id: 8, title: 'Глечик', maker: 'М'.repeat(101) }),
  ];
  const feed = metaFeed(input(goods));
  const { rss } = parseFeed<GoogleDocument>(feed.xml);
  const byId = new Map(rss.channel.item.map((item) => [item['g:id'], item]));

  it('is RSS 2.0 in Google’s namespace, listing what Google’s lists, in Meta’s words for availability', () => {
    expect(feed.file).toBe('feeds/meta.xml');
    expect(rss['@xmlns:g']).toBe('http://base.google.com/ns/1.0');
    const google = parseFeed<GoogleDocument>(googleFeed(input(goods)).xml).rss.channel.item;
    expect([...byId.keys()]).toEqual(google.map((item) => item['g:id']));
    expect([...byId.values()].map((item) => item['g:availability'])).toEqual([
      'in stock',
      'out of stock',
      'in stock',
      'in stock',
      'in stock',
    ]);
    expect(byId.get('1')).toMatchObject({
      'g:title': 'Ваза "Мадонна" & «Kahla» <b>',
      'g:link': `${SITE}catalog/1?utm_source=meta&utm_medium=feed`,
      'g:image_link': `${SITE}photos/1-a-1080.jpg`,
      'g:price': '1200.00 UAH',
      'g:condition': 'used',
    });
  });

  it('gives every good a brand: its maker without quotes, else the shop’s name', () => {
    expect(Object.fromEntries([...byId].map(([id, item]) => [id, item?.['g:brand']]))).toEqual({
      '1': 'Rosenthal & "Söhne"',
      '2': 'Вінтаж & «Поділ»',
      '6': 'Вінтаж & «Поділ»',
      '7': 'Kahla',
      '8': 'Вінтаж & «Поділ»',
    });
    expect(feed.notes).toEqual([
      {
        id: 8,
        title: 'Глечик',
        message: 'Meta: без виробника: Виробник має 101 знаків, а Meta бере до 100',
      },
    ]);
  });

  it('describes every good in plain text of at least 30 characters: its own words, then its category, era and condition', () => {
    for (const item of byId.values())
      expect(item?.['g:description']?.length).toBeGreaterThanOrEqual(META_DESCRIPTION_MIN);
    expect(byId.get('6')?.['g:description']).toBe('Чашка мала. Категорія: Вази. Епоха: 1970-ті.');
    expect(byId.get('7')?.['g:description']).toBe(
      'Тарілка. Категорія: Вази. Вінтажна річ від Вінтаж & «Поділ», одна така.',
    );
    // Long enough already: the owner's words alone.
    expect(byId.get('1')?.['g:description']).toBe(
      'Порцеляна & позолота.\nДругий рядок, «лапки» і "лапки".\n\nКінець .',
    );
  });

  it('sends a maker without its quotes to Google and Prom too, and gives Google no brand but the maker', () => {
    const quoted = [
      product({ id: 7, title: 'Тарілка', maker: '«Kahla»' }),
      product({ id: 6, title: 'Чашка' }),
    ];
    const google = parseFeed<GoogleDocument>(googleFeed(input(quoted)).xml).rss.channel.item;
    expect(google.map((item) => item['g:brand'])).toEqual(['Kahla', undefined]);
    const prom = parseFeed<PromDocument>(promFeed(input(quoted)).xml).yml_catalog.shop.offers.offer;
    expect(prom.map((offer) => (offer as unknown as Item)['vendor'])).toEqual(['Kahla', undefined]);
  });
});

describe('feeds/prom.xml', () => {
  const feed = promFeed(input());
  const { yml_catalog: catalog } = parseFeed<PromDocument>(feed.xml);
  const { shop } = catalog;

  it('is a YML catalogue of the shop, dated in Kyiv, in hryvnias, with the categories its goods are in', () => {
    expect(catalog['@date']).toBe('2026-11-27 18:05');
    expect(shop).toMatchObject({
      name: 'Вінтаж & «Поділ»',
      company: 'ФОП Левченко Оксана Миколаївна',
      url: SITE,
      currencies: { currency: { '@id': 'UAH', '@rate': '1' } },
      categories: {
        category: [
          { '#text': 'Вази', '@id': categoryId('vazy') },
          { '#text': 'Меблі', '@id': categoryId('mebli') },
        ],
      },
    });
  });

  it('offers the goods not sold, the reserved one not available, with their details as params', () => {
    expect(feed.listed).toBe(2);
    // Rozetka's rules ask for quotes and apostrophes as entities too, not only & and <.
    expect(feed.xml).toContain('<name>Ваза &quot;Мадонна&quot; &amp; «Kahla» &lt;b&gt;</name>');
    expect(shop.offers.offer).toEqual([
      {
        '@id': '1',
        '@available': 'true',
        url: `${SITE}catalog/1?utm_source=prom&utm_medium=feed`,
        name: 'Ваза "Мадонна" & «Kahla» <b>',
        price: '1200',
        currencyId: 'UAH',
        description: 'Порцеляна & позолота.\nДругий рядок, «лапки» і "лапки".\n\nКінець <i>.',
        categoryId: categoryId('vazy'),
        vendor: 'Rosenthal & "Söhne"',
        picture: [`${SITE}photos/1-a-1080.jpg`, `${SITE}photos/1-b-1080.jpg`],
        param: [
          { '@name': 'Країна виробник', '#text': 'Німеччина' },
          { '@name': 'Матеріал', '#text': 'Порцеляна' },
          { '@name': 'Стан', '#text': 'Відмінний' },
          { '@name': 'Розміри', '#text': 'висота 28 см' },
          { '@name': 'Епоха', '#text': '1960-ті' },
        ],
      },
      {
        '@id': '2',
        '@available': 'false',
        url: `${SITE}catalog/2?utm_source=prom&utm_medium=feed`,
        name: 'Комод з горіха',
        price: '12500',
        currencyId: 'UAH',
        oldprice: '15000',
        description: 'Стан: Добрий — потертості лаку. Матеріал: Дерево. Категорія: Меблі.',
        categoryId: categoryId('mebli'),
        picture: [`${SITE}photos/2-a-1080.jpg`],
        param: [
          { '@name': 'Матеріал', '#text': 'Дерево' },
          { '@name': 'Стан', '#text': 'Добрий' },
          { '@name': 'Дефекти', '#text': 'потертості лаку' },
        ],
      },
    ]);
  });

  it('keeps a category’s number when the shop’s list changes order', () => {
    const reordered = promFeed({ ...input(), categories: [...input().categories].reverse() });
    const offers = parseFeed<PromDocument>(reordered.xml).yml_catalog.shop.offers.offer;
    expect(offers.map((offer) => offer.categoryId)).toEqual([
      categoryId('vazy'),
      categoryId('mebli'),
    ]);
  });

  it('leaves out a good whose name is longer than Prom takes, saying why, and any character XML forbids', () => {
    const long = product({ id: 4, title: `Ваза ${'дуже '.repeat(20)}гарна` });
    const tab = product({ id: 5, title: 'Чашка\u000b з блюдцем' });
    const { xml, notes } = promFeed(input([long, tab]));
    const offers = parseFeed<PromDocument>(xml).yml_catalog.shop.offers.offer;
    expect(offers.map((offer) => [offer['@id'], offer.name])).toEqual([['5', 'Чашка з блюдцем']]);
    expect(notes).toEqual([
      {
        id: 4,
        title: long.title,
        message: `не в Prom: Назва має ${long.title.length} знаків, а Prom бере до 100`,
      },
    ]);
  });
});

describe('the collections of a good', () => {
  // Six collections: the vase is in all, the Google feed names its first five.
  const collections = [
    'Вази',
    'Порцеляна',
    'Подарунки до 500 ₴',
    'Кухня 70-х',
    'Знижки',
    'Шосту',
  ].map((title) => ({ title, goods: [1] }));
  const withCollections = { ...input(), collections };

  it('are Google’s custom labels 0 to 4, the first five in order', () => {
    const [vase, other] = parseFeed<GoogleDocument>(googleFeed(withCollections).xml).rss.channel
      .item;
    expect(Object.entries(vase!).filter(([name]) => name.startsWith('g:custom_label_'))).toEqual([
      ['g:custom_label_0', 'Вази'],
      ['g:custom_label_1', 'Порцеляна'],
      ['g:custom_label_2', 'Подарунки до 500 ₴'],
      ['g:custom_label_3', 'Кухня 70-х'],
      ['g:custom_label_4', 'Знижки'],
    ]);
    expect(Object.keys(other!).filter((name) => name.includes('custom_label'))).toEqual([]);
  });

  it('are Prom’s params «Добірка», one a collection', () => {
    const [vase, other] = parseFeed<PromDocument>(promFeed(withCollections).xml).yml_catalog.shop
      .offers.offer as (Offer & { param: { '@name': string; '#text': string }[] })[];
    expect(
      vase!.param.filter((param) => param['@name'] === 'Добірка').map((param) => param['#text']),
    ).toEqual(collections.map(({ title }) => title));
    expect(other!.param.filter((param) => param['@name'] === 'Добірка')).toEqual([]);
  });
});
