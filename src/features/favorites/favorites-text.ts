/**
 * The favourites page's Ukrainian words. They live with the page's lazily loaded code, not in
 * src/shared/i18n/uk.ts, which is part of the first load.
 */
export const favoritesText = {
  sharedTitle: 'Добірка вподобаних',
  sharedText: 'Цією добіркою з вами поділилися.',
  emptyTitle: 'Тут поки порожньо',
  emptyText: 'Позначайте сердечком речі, що припали до душі, і вони чекатимуть на вас тут.',
  toCatalog: 'Перейти до каталогу',
  share: 'Поділитися добіркою',
  shareLinkLabel: 'Посилання на добірку',

  addAll: 'Додати все до моїх вподобаних',
  allAdded: 'Усе вже у ваших вподобаних',
  added: (count: string) => `Додано: ${count}`,
  sharedEmpty: 'За цим посиланням товарів не знайшлося.',
  myFavorites: 'До моїх вподобаних',
  listHeading: 'Збережені товари',
  sharedListHeading: 'Товари добірки',
  unavailable: {
    heading: 'Більше не доступні',
    item: (id: number) => `Товар №${id} більше не доступний`,
    removeText: 'Прибрати',
    remove: (id: number) => `Прибрати товар №${id} з вподобаних`,
  },
};
