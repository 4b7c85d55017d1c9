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
  search: {
    /** Shown above results found by reading the query on the other keyboard layout (issue 5). */
    correctedQuery: (query: string) => `Показано результати для «${query}»`,
  },
} as const;
