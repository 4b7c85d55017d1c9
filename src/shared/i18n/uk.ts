/**
 * Every string the visitor reads, in Ukrainian (DECISIONS.md, Accessibility and
 * language). Features add their strings here under their own key.
 */
export const uk = {
  brand: 'BON VINTAGE',
  loading: 'Завантаження...',
  nav: {
    label: 'Основна навігація',
    home: 'ГОЛОВНА',
    catalog: 'КАТАЛОГ',
    favorite: 'ВПОДОБАНІ',
    about: 'ПРО НАС',
    signIn: 'УВІЙТИ',
  },
  titles: {
    home: 'BON VINTAGE — антикварні та вінтажні речі',
    catalog: 'Каталог — BON VINTAGE',
    favorite: 'Вподобані — BON VINTAGE',
    about: 'Про нас — BON VINTAGE',
    product: (title: string) => `${title} — BON VINTAGE`,
    notFound: 'Товар не знайдено — BON VINTAGE',
    error: 'Помилка — BON VINTAGE',
  },
  pages: {
    home: 'Головна',
    catalog: 'Каталог',
    favorite: 'Вподобані',
    about: 'Про нас',
  },
  products: {
    loadError: 'Не вдалося завантажити товари.',
    retry: 'Спробувати ще раз',
    count: ['товар', 'товари', 'товарів'] as const,
  },
  errorPage: {
    heading: 'Unexpected Application Error!',
    message: 'Щось пішло не так під час показу цієї сторінки. Спробуйте повернутися на головну.',
    home: 'На головну',
  },
  storage: {
    unavailable:
      'Сховище браузера недоступне: вподобані товари збережуться лише до закриття вкладки.',
  },
  productPage: {
    breadcrumbs: 'Хлібні крихти',
    catalog: 'Каталог',
    notFound: 'Товар не знайдено',
    notFoundText: 'Можливо, його вже продали або посилання застаріло.',
    backToCatalog: 'До каталогу',
    details: 'Характеристики',
    price: 'Ціна',
    country: 'Країна',
    category: 'Категорія',
    material: 'Матеріал',
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
  },
} as const;
