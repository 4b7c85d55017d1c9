/**
 * Every string the visitor reads, in Ukrainian
 * (docs/decisions/008-language-and-accessibility.md). Features add their strings
 * here under their own key.
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
    catalog: (heading: string) => `${heading} — BON VINTAGE`,
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
    /** docs/owner-catalogue.md: a sold piece stays on show, marked. */
    sold: 'Продано',
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
    homeLink: 'BON VINTAGE — головна сторінка',
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
      rights: 'Антикварні та вінтажні речі з Одеси',
    },
  },
  about: {
    heading: 'Про нас',
    lead: 'BON VINTAGE — невелика крамниця антикварних і вінтажних речей з Одеси. Ми шукаємо предмети з історією і передаємо їх тим, хто їх берегтиме.',
    story: {
      heading: 'Наша історія',
      paragraphs: [
        'Усе почалося 2011 року на одеському Староконному ринку з однієї порцелянової чашки. Ми знайшли її недільного ранку серед старих газет і ґудзиків, і вона стала першою річчю нашої колекції.',
        'Відтоді ми щороку їздимо блошиними ринками Європи — Франції, Бельгії, Німеччини, Італії — і привозимо звідти сервізи, кришталь, тарілки, вази, статуетки, іграшки, меблі та колекційні карти.',
        'Кожну річ ми оглядаємо, чистимо й описуємо чесно: з її віком, походженням і слідами часу, які роблять її неповторною.',
      ],
    },
    mission: {
      heading: 'Наша місія',
      paragraphs: [
        'Ми віримо, що старі речі наповнюють дім теплом і чарівністю, яких не дасть жоден новий предмет. Наша мета — дати їм друге життя й зберегти ремесло майстрів минулого.',
      ],
    },
    delivery: {
      heading: 'Доставка',
      paragraphs: [
        // src/features/basket/order-options.ts: the same ways as the order offers.
        "Оформіть замовлення в кошику й надішліть його нам. Відправляємо по Україні за 1–3 робочі дні після підтвердження: «Нова пошта» (відділення, поштомат, кур'єр) чи «Укрпошта»; або самовивіз в Одесі.",
        'Крихкі речі пакуємо в кілька шарів паперу й повітряно-бульбашкової плівки, у жорсткі коробки. Вартість доставки — за тарифами перевізника.',
        'За кордон — напишіть нам: вартість і строки розраховуємо окремо.',
      ],
    },
    payment: {
      heading: 'Способи оплати',
      // docs/owner-catalogue.md: only what the shop does. There is no payment
      // on the site: an order is confirmed in a message, then paid.
      items: [
        'Накладений платіж: оплата при отриманні посилки.',
        'Оплата на картку після підтвердження: коли ми підтвердимо замовлення й наявність речі.',
      ],
    },
    returns: {
      heading: 'Повернення та обмін',
      paragraphs: [
        'Якщо річ не підійшла, її можна повернути або обміняти протягом 14 днів з дня отримання — у тому самому стані й пакуванні.',
        'Якщо предмет пошкоджено під час доставки, сфотографуйте його разом із пакуванням у відділенні та напишіть нам: ми повернемо гроші або запропонуємо заміну.',
      ],
    },
    contacts: {
      heading: 'Контакти',
      howToOrder: 'Щоб замовити річ або спитати про неї, напишіть чи зателефонуйте нам.',
      phoneLabel: 'Телефон',
      emailLabel: 'Пошта',
      messengersLabel: 'Месенджери',
      opensInNewTab: 'відкриється в новій вкладці',
    },
  },
  productPage: {
    breadcrumbs: 'Навігаційний ланцюжок',
    catalog: 'Каталог',
    share: 'Поділитися',
    shareLinkLabel: 'Посилання на товар',
    similar: 'Схожі товари',
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
  catalog: {
    sortLegend: 'Сортування',
    categoriesLegend: 'Категорії',
    materialsLegend: 'Матеріали',
    noSort: 'Без сортування',
    allCategories: 'Усі категорії',
    allMaterials: 'Усі матеріали',
    filtersButton: 'Фільтри',
    filtersPanel: 'Сортування та фільтри',
    closeFilters: 'Закрити фільтри',
    showResults: (count: string) => `Показати ${count}`,
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
      none: 'За цими фільтрами товарів немає',
      hint: (min: string, max: string) =>
        `Ціле число від ${min} до ${max}; застосовується клавішею Enter або коли ви виходите з поля.`,
    },
    chosen: {
      label: 'Обрані фільтри',
      remove: (label: string) => `Прибрати: ${label}`,
      price: (range: string) => `Ціна: ${range}`,
      query: (query: string) => `Пошук: «${query}»`,
      resetAll: 'Скинути все',
    },
  },
  home: {
    heroTitle: 'Антикваріат і вінтаж',
    heroText: 'Предмети з історією, які наповнюють ваш дім унікальністю та чарівністю.',
    heroCta: 'До каталогу',
    newest: 'Новинки',
    allNewest: 'Усі новинки',
    categories: 'Категорії',
    storyTitle: 'Наша історія',
    storyText:
      'Усе почалося 2011 року на одеському Староконному ринку з однієї порцелянової чашки. Відтоді ми привозимо з блошиних ринків Європи речі, що пережили не одне покоління, і даємо кожній новий дім.',
    storyLink: 'Більше про нас',
    deliveryTitle: 'Доставка та оплата',
    deliveryText: 'Надсилаємо по всій Україні, дбайливо пакуємо кожну крихку річ.',
  },
  favoriteButton: {
    /** The overlay heart's name, which says whose heart it is. */
    name: (title: string) => `Вподобати: ${title}`,
    on: 'У вподобаних',
    off: 'До вподобаних',
  },
  favoritesPage: {
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
