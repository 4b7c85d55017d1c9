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
    subject: (title: string) => `Запитання про «${title}» — BON VINTAGE`,
    text: (title: string, id: number, price: string, address: string) =>
      `Добрий день! Мене цікавить «${title}» (№${id}, ${price}): ${address}\n`,
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
