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
    basket: 'Кошик — незабаром',
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
        'Усе почалося 2011 року на одеському Староконному ринку: кілька порцелянових чашок, знайдених у неділю вранці, стали першими речами нашої колекції.',
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
        'Відправляємо замовлення по всій Україні «Новою поштою» або «Укрпоштою» протягом 1–3 робочих днів після оплати.',
        'Крихкі речі пакуємо в кілька шарів паперу й повітряно-бульбашкової плівки, у жорсткі коробки. Вартість доставки — за тарифами перевізника.',
        'Доставляємо й за кордон: вартість і строки розраховуємо для кожного замовлення окремо.',
      ],
    },
    payment: {
      heading: 'Способи оплати',
      items: [
        'Оплата карткою Visa або Mastercard на сайті.',
        'Переказ на рахунок ФОП за реквізитами, які ми надішлемо.',
        'Накладений платіж «Новою поштою» — після передоплати 200 грн.',
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
      address: 'Одеса, вул. Коблевська, 12 (за попереднім записом)',
      phoneLabel: 'Телефон',
      phone: '+380 48 700 12 11',
      phoneHref: 'tel:+380487001211',
      emailLabel: 'Пошта',
      email: 'hello@bonvintage.com.ua',
      hours: 'Пн–Сб, 10:00–19:00',
    },
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
  searchSuggestions: {
    listbox: 'Підказки пошуку',
    products: 'Товари',
    categories: 'Категорії',
    count: ['підказка', 'підказки', 'підказок'] as const,
    none: 'Немає підказок',
    categoryCount: ['товар', 'товари', 'товарів'] as const,
  },
} as const;
