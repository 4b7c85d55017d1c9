import type { CollectionDefinition } from '../../shared/catalogue/collections';

/**
 * The sample shop's collections (docs/decisions/044-collections.md), besides
 * the built-in «Нові надходження»: one by the price paid, one of the goods on
 * sale and one by material, as an owner's «Добірки» would define them.
 * builder/product-data-plugin.ts publishes them over the sample's goods.
 */
export const SAMPLE_COLLECTIONS: readonly CollectionDefinition[] = [
  {
    slug: 'podarunky-do-500',
    title: 'Подарунки до 500 ₴',
    description: 'Невеликі речі з історією, які приємно дарувати: усе до 500 гривень.',
    maxPrice: 500,
  },
  {
    slug: 'zi-znyzhkoiu',
    title: 'Зі знижкою',
    description: 'Речі, ціну яких ми знизили: стара ціна закреслена поруч із новою.',
    onSale: true,
  },
  {
    slug: 'kryshtal',
    title: 'Кришталь до святкового столу',
    description: 'Келихи, вази й тарілки з кришталю, що переживуть ще не одне свято.',
    material: 'Кришталь',
  },
];
