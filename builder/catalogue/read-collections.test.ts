// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CollectedGood } from '../../src/shared/catalogue/collections.ts';
import { publishCollections, readCollection } from './read-collections.ts';

const read = (slug: string, json: unknown) =>
  readCollection(slug, typeof json === 'string' ? json : JSON.stringify(json));

const FILE = (slug: string) => `collections/${slug}/index.json`;

describe('readCollection', () => {
  it('reads every field the admin writes', () => {
    expect(
      read('podarunky', {
        title: ' Подарунки до 500 ₴ ',
        description: 'Що подарувати.',
        photo: '/images/gift.jpg',
        category: 'Вази',
        material: 'Скло',
        era: '1970-ті',
        maker: 'Kahla',
        maxPrice: '500 грн',
        onSale: true,
        goods: [3, '7'],
      }),
    ).toEqual({
      definition: {
        slug: 'podarunky',
        title: 'Подарунки до 500 ₴',
        description: 'Що подарувати.',
        photo: '/images/gift.jpg',
        category: 'Вази',
        material: 'Скло',
        era: '1970-ті',
        maker: 'Kahla',
        maxPrice: 500,
        onSale: true,
        goods: [3, 7],
      },
      notes: [],
    });
  });

  it('leaves out a file it cannot read or that is not one collection, saying how to mend it', () => {
    expect(read('kukhnia', '{ "title": "Кухня", }')).toEqual({
      notes: [
        {
          file: FILE('kukhnia'),
          message:
            'файл добірки не прочитати: його змінено не в адмінці, або він записався не весь. Відкрийте добірку в адмінці й збережіть її знову. Добірку не опубліковано.',
        },
      ],
    });
    expect(read('kukhnia', '\uFEFF[{ "title": "Кухня" }]')).toEqual({
      notes: [
        {
          file: FILE('kukhnia'),
          message:
            'файл має описувати одну добірку у фігурних дужках: { "title": "…" }. Добірку не опубліковано.',
        },
      ],
    });
    expect(read('kukhnia', '\uFEFF{ "title": "Кухня", "goods": [3] }').definition?.title).toBe(
      'Кухня',
    );
  });

  it('leaves a collection out, naming it and the field in the admin’s words, when what picks its goods cannot be read', () => {
    const { definition, notes } = read('deshevi', { title: 'Дешеві', maxPrice: 'недорого' });
    expect(definition).toBeUndefined();
    expect(notes).toEqual([
      expect.objectContaining({ file: FILE('deshevi'), title: 'Дешеві', column: 'Ціна до' }),
    ]);
    expect(notes[0]!.message).toMatch(/Добірку не опубліковано\.$/);
  });

  it('publishes without a field that picks nothing, with a note', () => {
    const { definition, notes } = read('kukhnia', { title: 'Кухня', description: 5, category: 'Тарілки' });
    expect(definition).toEqual({ slug: 'kukhnia', title: 'Кухня', category: 'Тарілки' });
    expect(notes).toEqual([expect.objectContaining({ title: 'Кухня', column: 'Опис' })]);
  });

  it.each([
    ['no title', 'bez-nazvy', { category: 'Вази' }, 'Назва'],
    ['goods not numbers', 'vybrane', { title: 'Вибране', goods: 'перший' }, 'Товари'],
    ['on sale not yes or no', 'znyzhky', { title: 'Знижки', onSale: 'так' }, 'Лише зі знижкою'],
    ['a folder name no address takes', 'Кухня 70-х', { title: 'Кухня 70-х' }, undefined],
  ])('leaves out a collection with %s', (_, slug, json, column) => {
    const { definition, notes } = read(slug, json);
    expect(definition).toBeUndefined();
    expect(notes).toHaveLength(1);
    expect(notes[0]!.column).toBe(column);
  });

  it('leaves out a file that is not JSON, never stopping', () => {
    const { definition, notes } = read('zlamana', '{ "title": ');
    expect(definition).toBeUndefined();
    expect(notes[0]).toMatchObject({ file: FILE('zlamana') });
  });
});

describe('publishCollections', () => {
  const builtAt = new Date('2026-11-28T00:00:00.000Z');
  const catalogue: CollectedGood[] = [
    { id: 1, price: 300, category: 'Вази', createdAt: '2026-11-20T00:00:00.000Z' },
    { id: 2, price: 900, category: 'Тарілки', createdAt: '2026-11-25T00:00:00.000Z' },
  ];

  it('publishes «Нові надходження» first and leaves out, with a note, a collection that picks nothing', () => {
    const { collections, notes } = publishCollections(
      [
        { slug: 'vazy', title: 'Вази', category: 'Вази' },
        { slug: 'mebli', title: 'Меблі', category: 'Меблі' },
      ],
      catalogue,
      builtAt,
    );
    expect(collections).toEqual([
      { slug: 'novi-nadkhodzhennia', title: 'Нові надходження', goods: [2, 1] },
      { slug: 'vazy', title: 'Вази', category: 'Вази', goods: [1] },
    ]);
    expect(notes).toEqual([
      expect.objectContaining({ file: FILE('mebli'), title: 'Меблі' }),
    ]);
  });
});
