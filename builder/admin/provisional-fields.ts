import type { AdminField } from './admin-config.ts';

/**
 * The fields the admin's form shows until the catalogue's one table of
 * fields (each field's columns, parser, message, example, label) feeds
 * builder/admin/admin-config.ts: a hand-written copy of the build's rules for
 * the goods (builder/catalogue/read-catalogue.ts) and shop.yaml
 * (builder/catalogue/shop-file.ts), enough to develop and test the admin with.
 */

/** The lists a good's category and material are chosen from: the shop's own (shop.yaml) or the spec's. */
export interface AdminVocabulary {
  categories: readonly string[];
  materials: readonly string[];
}

export const STATUSES = ['в наявності', 'заброньовано', 'продано'] as const;

export function provisionalItemFields({ categories, materials }: AdminVocabulary): AdminField[] {
  return [
    {
      key: 'id',
      label: 'Номер',
      kind: 'generated',
      required: true,
      // A number the owner never has to find: the moment the good was added, to the second.
      default: "{{datetime | date('YYMMDDHHmmss')}}",
    },
    {
      key: 'title',
      label: 'Назва',
      kind: 'line',
      required: true,
      maxLength: 200,
      hint: 'Наприклад: Ваза «Мадонна»',
    },
    {
      key: 'price',
      label: 'Ціна, грн',
      kind: 'whole',
      required: true,
      min: 1,
      max: 1_000_000,
      hint: 'Ціле число гривень: 1200',
    },
    { key: 'category', label: 'Категорія', kind: 'choice', required: true, options: categories },
    { key: 'material', label: 'Матеріал', kind: 'choice', required: true, options: materials },
    {
      key: 'photos',
      label: 'Фото',
      kind: 'photos',
      required: true,
      min: 1,
      hint: 'Перше фото — головне. Можна прямо з камери телефона, і HEIC з iPhone теж.',
    },
    {
      key: 'status',
      label: 'Статус',
      kind: 'choice',
      required: true,
      options: STATUSES,
      default: STATUSES[0],
    },
    { key: 'description', label: 'Опис', kind: 'text', required: false, maxLength: 5000 },
    { key: 'country', label: 'Країна', kind: 'line', required: false, maxLength: 100 },
    {
      key: 'createdAt',
      label: 'Додано',
      kind: 'day',
      required: true,
      default: '{{now}}',
      hint: 'Новіші товари каталог показує першими.',
    },
  ];
}

/** shop.yaml as builder/catalogue/shop-file.ts reads it, under its Ukrainian keys. */
export function provisionalShopFields(): AdminField[] {
  const line = (key: string, label: string, hint?: string): AdminField => ({
    key,
    label,
    kind: 'line',
    required: false,
    ...(hint === undefined ? {} : { hint }),
  });
  return [
    line('телефон', 'Телефон', '+380 67 123 45 67'),
    line('пошта', 'Пошта'),
    line('адреса', 'Адреса'),
    line('години', 'Години роботи', 'Пн–Пт, 10:00–18:00'),
    line('telegram', 'Telegram', 'Ім’я користувача: @odesa_vintage'),
    line('viber', 'Viber', 'Номер телефону'),
    line('whatsapp', 'WhatsApp', 'Номер телефону'),
    line('instagram', 'Instagram', 'https://www.instagram.com/…'),
    line('etsy', 'Etsy', 'https://www.etsy.com/shop/…'),
    { key: 'категорії', label: 'Свої категорії', kind: 'lines', required: false },
    { key: 'матеріали', label: 'Свої матеріали', kind: 'lines', required: false },
  ];
}
