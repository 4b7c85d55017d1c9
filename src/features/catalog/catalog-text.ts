/**
 * The catalogue's Ukrainian words: its filters, sort, price range and pages. They live with the page's lazily loaded code, not in
 * src/shared/i18n/uk.ts, which is part of the first load.
 */
export const catalogText = {
  sortLegend: 'Сортування',
  categoriesLegend: 'Категорії',
  materialsLegend: 'Матеріали',
  eraLegend: 'Епоха',
  makerLegend: 'Виробник',
  noSort: 'Без сортування',
  allCategories: 'Усі категорії',
  allMaterials: 'Усі матеріали',
  allEras: 'Усі епохи',
  allMakers: 'Усі виробники',
  filtersButton: 'Фільтри',
  filtersPanel: 'Сортування та фільтри',
  closeFilters: 'Закрити фільтри',
  showResults: (count: string) => `Показати ${count}`,
  /** The same button while the count is being worked out. */
  showPending: 'Показати товари',
  resultsHeading: 'Товари',
  searchFor: (query: string) => `Пошук: «${query}»`,
  emptyTitle: 'Нічого не знайшлося',
  emptyText: 'Спробуйте інші слова або приберіть частину фільтрів.',
  resetAll: 'Скинути фільтри та пошук',
  pagination: 'Сторінки',
  previousPage: 'Попередня сторінка',
  nextPage: 'Наступна сторінка',
  page: (n: number) => `Сторінка ${n}`,
  heading: 'Каталог',
  resultsIn: (category: string, count: string) => `${category}: ${count}`,
  price: {
    legend: 'Ціна',
    from: 'Ціна від',
    to: 'Ціна до',
    unit: '₴',
    span: (lowest: string, highest: string, count: string) =>
      `від ${lowest} до ${highest}, ${count}`,
    /** The span of goods that all cost the same. */
    single: (price: string, count: string) => `${price}, ${count}`,
    none: 'За цими фільтрами товарів немає',
    hint: (min: string, max: string) =>
      `Ціле число від ${min} до ${max}; натисніть Enter або перейдіть до іншого поля.`,
  },
  /** A long group, folded (facet-group.tsx). */
  fold: {
    more: (count: number) => `Показати всі (${count})`,
    less: 'Згорнути',
    filter: (legend: string) => `Знайти в групі «${legend}»`,
    found: (count: number, total: number) => `Показано ${count} з ${total}`,
  },
  chosen: {
    label: 'Обрані фільтри',
    remove: (label: string) => `Прибрати: ${label}`,
    price: (range: string) => `Ціна: ${range}`,
    query: (query: string) => `Пошук: «${query}»`,
    era: (era: string) => `Епоха: ${era}`,
    maker: (maker: string) => `Виробник: ${maker}`,
    resetAll: 'Скинути все',
  },
};
