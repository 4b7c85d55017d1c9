/**
 * Nova Poshta's API answers, in the shapes its public API gives
 * (`Address.searchSettlements`, `Address.getWarehouses`; the fields kept as
 * the API names them, trimmed to what the shop reads and a few beside): the
 * unit tests of src/features/basket/nova-poshta.ts and e2e/nova-poshta.spec.ts
 * answer with these, no test reaching the network. Written from the API's
 * documented shapes and public clients' fixtures, not captured from a live
 * answer (the test machine has no network): the shape is what matters here.
 */

const envelope = (data: unknown[], success = true, errors: string[] = []) => ({
  success,
  data,
  errors,
  warnings: [],
  info: success ? { totalCount: data.length } : [],
  messageCodes: [],
  errorCodes: success ? [] : ['20000200068'],
  warningCodes: [],
  infoCodes: [],
});

export const KYIV_REF = '8d5a980d-391c-11dd-90d9-001a92567626';

/** searchSettlements for «Ки» (its count as the API gives it, before the shop leaves some out). */
export const CITIES_KY = envelope([
  {
    TotalCount: 5,
    Addresses: [
      {
        Present: 'м. Київ, Київська обл.',
        Warehouses: 3957,
        MainDescription: 'Київ',
        Area: 'Київська',
        Region: '',
        SettlementTypeCode: 'м.',
        Ref: 'e718a680-4b33-11e4-ab6d-005056801329',
        DeliveryCity: KYIV_REF,
        AddressDeliveryAllowed: true,
        StreetsAvailability: true,
        ParentRegionTypes: 'область',
        ParentRegionCode: 'обл.',
        RegionTypes: '',
        RegionTypesCode: '',
      },
      {
        Present: 'м. Кривий Ріг, Дніпропетровська обл.',
        Warehouses: 190,
        MainDescription: 'Кривий Ріг',
        Area: 'Дніпропетровська',
        Region: '',
        SettlementTypeCode: 'м.',
        Ref: 'e7182a2a-4b33-11e4-ab6d-005056801329',
        DeliveryCity: 'db5c88f0-391c-11dd-90d9-001a92567626',
      },
      // A hostile name: markup, a right-to-left override, far too long.
      {
        Present: `<img src=x onerror=alert(1)>\u202eКиїв${'ь'.repeat(200)}`,
        Warehouses: 1,
        MainDescription: 'x',
        Ref: 'hostile-settlement',
        DeliveryCity: 'hostile-city',
      },
      // A village with no branch of its own: its delivery city is another town's.
      {
        Present: 'с. Київець, Львівська обл., Миколаївський р-н',
        Warehouses: 0,
        MainDescription: 'Київець',
        Ref: 'village-kyivets',
        DeliveryCity: 'mykolaiv-lviv-oblast',
      },
      // No delivery city: the API lists it, Nova Poshta does not deliver there.
      { Present: 'с. Кияниця, Сумська обл.', Warehouses: 0, Ref: 'no-delivery', DeliveryCity: '' },
    ],
  },
]);

/** getWarehouses for Kyiv: branches, a parcel shop, parcel lockers, a hostile one. */
export const KYIV_PLACES = envelope([
  {
    SiteKey: '1545',
    Description: 'Відділення №12 (до 30 кг): вул. Богатирська, 11',
    ShortAddress: 'Київ, Богатирська вул., 11',
    TypeOfWarehouse: '841339c7-591a-42e2-8233-7a0a00f0ed6f',
    Ref: 'branch-12',
    Number: '12',
    CityRef: KYIV_REF,
    CityDescription: 'Київ',
    CategoryOfWarehouse: 'Branch',
    WarehouseStatus: 'Working',
    DenyToSelect: '0',
  },
  {
    SiteKey: '1546',
    Description: 'Відділення №120 (до 30 кг): вул. Велика Васильківська, 72',
    ShortAddress: 'Київ, Велика Васильківська вул., 72',
    TypeOfWarehouse: '841339c7-591a-42e2-8233-7a0a00f0ed6f',
    Ref: 'branch-120',
    Number: '120',
    CityRef: KYIV_REF,
    CityDescription: 'Київ',
    CategoryOfWarehouse: 'Branch',
    WarehouseStatus: 'Working',
    DenyToSelect: '0',
  },
  {
    SiteKey: '5512',
    Description: 'Поштомат "Нова Пошта" №5512: вул. Хрещатик, 12 (під\'їзд 1)',
    ShortAddress: 'Київ, Хрещатик вул., 12',
    TypeOfWarehouse: 'f9316480-5f2d-425d-bc2c-ac7cd29decf0',
    Ref: 'locker-5512',
    Number: '5512',
    CityRef: KYIV_REF,
    CityDescription: 'Київ',
    CategoryOfWarehouse: 'Postomat',
    WarehouseStatus: 'Working',
    DenyToSelect: '0',
  },
  // Two that take no parcels now: closed, and closed to a sender's choice.
  {
    SiteKey: '1547',
    Description: 'Відділення №121 (до 30 кг): вул. Саксаганського, 1',
    TypeOfWarehouse: '841339c7-591a-42e2-8233-7a0a00f0ed6f',
    Ref: 'branch-121-closed',
    Number: '121',
    CityRef: KYIV_REF,
    CategoryOfWarehouse: 'Branch',
    WarehouseStatus: 'Closed',
    DenyToSelect: '0',
  },
  {
    SiteKey: '1548',
    Description: 'Відділення №122 (до 30 кг): вул. Саксаганського, 2',
    TypeOfWarehouse: '841339c7-591a-42e2-8233-7a0a00f0ed6f',
    Ref: 'branch-122-denied',
    Number: '122',
    CityRef: KYIV_REF,
    CategoryOfWarehouse: 'Branch',
    WarehouseStatus: 'Working',
    DenyToSelect: '1',
  },
  {
    SiteKey: '9999',
    Description: `<b>Відділення №1</b>\u202e${'а'.repeat(300)}`,
    TypeOfWarehouse: '841339c7-591a-42e2-8233-7a0a00f0ed6f',
    Ref: 'hostile-branch',
    Number: '1',
    CityRef: KYIV_REF,
    CategoryOfWarehouse: 'Branch',
    WarehouseStatus: 'Working',
    DenyToSelect: '0',
  },
]);

/** searchSettlements for «Біла Церква» (and «Била Церква» finds nothing). */
export const CITIES_BILA = envelope([
  {
    TotalCount: 1,
    Addresses: [
      {
        Present: 'м. Біла Церква, Київська обл., Білоцерківський р-н',
        Warehouses: 61,
        MainDescription: 'Біла Церква',
        Ref: 'e71abb60-4b33-11e4-ab6d-005056801329',
        DeliveryCity: 'db5c8892-391c-11dd-90d9-001a92567626',
      },
    ],
  },
]);

/** What the API says when it will not answer. */
export const REFUSED = envelope([], false, ['To many requests']);

/** A refusal with its errors as an object, as the API also gives them. */
export const REFUSED_AS_OBJECT = { ...REFUSED, errors: { 0: 'API key expired' }, info: [] };

/** A search that finds nothing. */
export const NOTHING = envelope([{ TotalCount: 0, Addresses: [] }]);

/** What a proxy in front of the API gives when it is down: not JSON at all. */
export const HTML_ERROR_PAGE = '<html><body><h1>502 Bad Gateway</h1></body></html>';
