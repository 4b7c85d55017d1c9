import { SHOP } from '../config/shop';

/**
 * The strings the visitor reads, in Ukrainian
 * (docs/decisions/008-language-and-accessibility.md), that the first load needs:
 * this module is part of it. A lazily loaded page keeps its own words beside
 * its code (src/features/about/about-text.ts, catalog-text.ts, product-page-text.ts,
 * favorites-text.ts, basket-text.ts). The shop's name is the build's
 * (shop.yaml's `назва`, src/shared/config/shop-config.ts), wherever a page names the shop.
 */
const NAME = SHOP.name;

export const uk = {
  brand: NAME,
  loading: 'Завантаження...',
  /** The first stop of the keyboard on every page, past the header's dozen. */
  skipToContent: 'Перейти до вмісту',
  nav: {
    label: 'Основна навігація',
    home: 'ГОЛОВНА',
    catalog: 'КАТАЛОГ',
    favorite: 'ВПОДОБАНІ',
    about: 'ПРО НАС',
    signIn: 'УВІЙТИ',
  },
  titles: {
    home: `${NAME} — антикварні та вінтажні речі`,
    catalog: (heading: string) => `${heading} — ${NAME}`,
    favorite: `Вподобані — ${NAME}`,
    about: `Про нас — ${NAME}`,
    product: (title: string) => `${title} — ${NAME}`,
    notFound: `Товар не знайдено — ${NAME}`,
    error: `Помилка — ${NAME}`,
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
      'Сховище браузера недоступне: вподобані товари й кошик збережуться лише до закриття вкладки.',
    full: 'Сховище браузера переповнене: нові зміни у вподобаних і в кошику збережуться лише до закриття вкладки. Звільніть місце в налаштуваннях браузера.',
    'unavailable-unsaved':
      'Сховище браузера недоступне: вподобані товари й кошик зникнуть, щойно ви перезавантажите сторінку.',
    'full-unsaved':
      'Сховище браузера переповнене: нові зміни у вподобаних і в кошику зникнуть, щойно ви перезавантажите сторінку. Звільніть місце в налаштуваннях браузера.',
    dismiss: 'Закрити повідомлення',
  },
  search: {
    /** Shown above results found by reading the query on the other keyboard layout. */
    correctedQuery: (query: string) => `Показано результати для «${query}»`,
  },
  chrome: {
    homeLink: `${NAME} — головна сторінка`,
    search: {
      label: 'Пошук товарів',
      placeholder: 'Пошук',
      submit: 'Шукати',
    },
    social: {
      label: 'Ми в соцмережах',
      opensInNewTab: 'відкриється в новій вкладці',
    },
    favorites: 'Вподобані',
    favoritesCount: (count: number) => `у вподобаних: ${count}`,
    account: 'Особистий кабінет — незабаром',
    basket: 'Кошик',
    /** Read after the name: 'Кошик 2 товари'. */
    basketCount: ['товар', 'товари', 'товарів'] as const,
    burger: {
      open: 'Відкрити меню',
      close: 'Закрити меню',
      dialog: 'Меню',
      nav: 'Меню',
    },
    delivery: 'Про доставку та способи оплати',
    footer: {
      nav: 'Інформація',
      about: 'Про нас',
      contacts: 'Контакти',
      delivery: 'Про доставку',
      payment: 'Способи оплати',
      returns: 'Повернення та обмін',
      /** Who sells, their contacts and the law's 14-day return (the about page's #seller). */
      seller: 'Продавець і повернення',
      /** The list of the shop's collections (docs/decisions/044-collections.md). */
      collections: 'Добірки',
      /** The shop's line under its name: its city only if the shop names one (src/shared/config/shop-config.ts). */
      tagline: (city: string) =>
        city ? `Антикварні та вінтажні речі · ${city}` : 'Антикварні та вінтажні речі',
    },
  },
  home: {
    heroTitle: 'Антикваріат і вінтаж',
    heroText: 'Предмети з історією, які наповнюють ваш дім унікальністю та чарівністю.',
    heroCta: 'До каталогу',
    /** Without collections (the dev server's page): the newest, by the catalogue's sort. */
    newest: 'Нові надходження',
    allNewest: 'Усі нові надходження',
    collections: 'Добірки',
    categories: 'Категорії',
    /** The sample shop's story and care (src/shared/config/shop-config.ts, SAMPLE_ABOUT); an owner's shop says only `owner…`. */
    storyTitle: 'Наша історія',
    storyText:
      'Усе почалося 2011 року на одеському Староконному ринку з однієї порцелянової чашки. Відтоді ми привозимо з блошиних ринків Європи речі, що пережили не одне покоління, і даємо кожній новий дім.',
    storyLink: 'Більше про нас',
    ownerStoryTitle: 'Про нас',
    ownerStoryText: 'Хто ми, як доставляємо й приймаємо оплату, як з нами зв’язатися.',
    deliveryTitle: 'Доставка та оплата',
    deliveryText: 'Надсилаємо по всій Україні, дбайливо пакуємо кожну крихку річ.',
    ownerDeliveryText: 'Надсилаємо по всій Україні «Новою поштою» та «Укрпоштою».',
  },
  favoriteButton: {
    /** The overlay heart's name, which says whose heart it is. */
    name: (title: string) => `Вподобати: ${title}`,
    on: 'У вподобаних',
    off: 'До вподобаних',
  },
  share: {
    copied: 'Посилання скопійовано',
    copyFailed: 'Не вдалося скопіювати автоматично: скопіюйте посилання з поля.',
  },
  searchSuggestions: {
    listbox: 'Підказки пошуку',
    products: 'Товари',
    categories: 'Категорії',
    count: ['підказка', 'підказки', 'підказок'] as const,
    none: 'Немає підказок',
    categoryCount: ['товар', 'товари', 'товарів'] as const,
  },
} as const;
