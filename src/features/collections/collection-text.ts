/** The Ukrainian words of a collection's page and tiles, with their lazily loaded code. */
export const collectionText = {
  notFound: 'Добірку не знайдено',
  notFoundText:
    'Такої добірки в магазині немає: можливо, її прибрали або в посиланні помилка. Усі речі — у каталозі.',
  backToCatalog: 'До каталогу',
  /** A collection with no words of its own, for search engines and link previews. */
  description: (title: string, count: string) => `${title}: ${count} з історією.`,
} as const;
