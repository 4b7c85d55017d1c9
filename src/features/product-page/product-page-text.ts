import { uk } from '../../shared/i18n/uk';

/**
 * A title in quotes, «…», unless it has its own: «Ваза «Мадонна»» would
 * read as two titles.
 */
export function quoted(title: string): string {
  return /[«»"“”„]/.test(title) ? title : `«${title}»`;
}

/**
 * The product page's Ukrainian words: its details, gallery and fullscreen
 * view. They live with the page's lazily loaded code, not in
 * src/shared/i18n/uk.ts, which is part of the first load.
 */
export const productPageText = {
  breadcrumbs: 'Навігаційний ланцюжок',
  catalog: 'Каталог',
  share: 'Поділитися',
  shareLinkLabel: 'Посилання на товар',
  similar: 'Схожі товари',
  notFound: 'Товар не знайдено',
  notFoundText: 'Можливо, його вже продали або посилання застаріло.',
  backToCatalog: 'До каталогу',
  details: 'Характеристики',
  ask: {
    heading: 'Запитати про цю річ',
    hint: 'Напишіть нам, і ми розповімо більше, надішлемо інші фото або відповімо на запитання.',
    subject: (title: string) => `Запитання про ${quoted(title)} — ${uk.brand}`,
    text: (title: string, id: number, price: string, address: string) =>
      `Добрий день! Мене цікавить ${quoted(title)} (№${id}, ${price}): ${address}\n`,
    /** A sold piece is not for sale: the question is whether there is one like it. */
    soldText: (title: string, id: number, address: string) =>
      `Добрий день! Бачу, що ${quoted(title)} (№${id}) вже продано. Чи є у вас щось схоже? ${address}\n`,
    /** Beside a link that cannot carry the text (Viber): the page copies it. */
    copiedHint: (channel: string) =>
      `${channel} не приймає текст у посиланні: натиснувши, ви скопіюєте запитання — вставте його в чат.`,
    copied: 'Запитання скопійовано: вставте його в чат.',
    notCopied: 'Не вдалося скопіювати запитання: напишіть у чаті назву та номер речі.',
  },
  price: 'Ціна',
  createdAt: 'Додано',
  description: 'Опис',
  gallery: 'Галерея товару',
  galleryHint: 'Галерея товару: стрілки ← → гортають фото',
  previous: 'Попереднє фото',
  next: 'Наступне фото',
  counter: (current: number, total: number) => `${current} з ${total}`,
  photo: (current: number, total: number) => `Фото ${current} з ${total}`,
  video: 'Відео',
  imageAlt: (title: string, current: number, total: number) =>
    `${title}, фото ${current} з ${total}`,
  videoLabel: (title: string) => `${title}, відео`,
  videoError: 'Не вдалося відтворити відео.',
  openFullscreen: 'Відкрити на весь екран',
  fullscreen: 'Галерея на весь екран',
  close: 'Закрити',
};
