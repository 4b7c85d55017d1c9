import { EMPTY_VALUES, orderVisit, readOrderVisit, resetOrderVisit } from './order-visit';

describe('readOrderVisit', () => {
  it('reads what the visit kept', () => {
    const kept = {
      values: { ...EMPTY_VALUES, name: 'Олена', comment: 'після 18' },
      shown: { number: 'BV-261123-205412-K7QM', ids: [3, 5], sent: true },
      thanked: {
        number: 'BV-261123-201000-AB2C',
        delivery: 'Укрпошта',
        city: 'Львів',
        address: 'вул. Городоцька, 1',
        postcode: '79007',
        payment: 'Переказ на рахунок (QR)',
        sum: 1550,
      },
    };
    expect(readOrderVisit(JSON.stringify(kept))).toEqual(kept);
  });

  it('reads nothing, bad JSON and wrong shapes as nothing typed yet', () => {
    const nothing = { values: EMPTY_VALUES, shown: null, thanked: null };
    for (const raw of [null, '{not json', '[]', '"x"', '{"values":7,"shown":{"number":"1"}}'])
      expect(readOrderVisit(raw)).toEqual(nothing);
  });

  it('keeps each field’s text, but not what is no text or absurdly long', () => {
    const raw = JSON.stringify({
      values: { name: 42, phone: '067', comment: 'я'.repeat(20_001), other: 'x' },
      shown: { number: 'BV-261123-205412-K7QM', ids: [3, 3, -1, 'x', 5], sent: 'yes' },
      thanked: { number: 'BV-261123-201000-AB2C', city: 7, sum: -5 },
    });
    expect(readOrderVisit(raw)).toEqual({
      values: { ...EMPTY_VALUES, phone: '067' },
      shown: { number: 'BV-261123-205412-K7QM', ids: [3, 5], sent: false },
      // A sum that is no sum is none: no QR is drawn for it.
      thanked: {
        number: 'BV-261123-201000-AB2C',
        delivery: '',
        city: '',
        address: '',
        postcode: '',
        payment: '',
        sum: 0,
      },
    });
  });
});

describe('orderVisit', () => {
  beforeEach(() => resetOrderVisit());

  it('keeps what is typed while the app runs when the browser blocks the tab’s storage', () => {
    const blocked = () => {
      throw new DOMException('no', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
    expect(orderVisit.get().values).toEqual(EMPTY_VALUES);
    orderVisit.update({ values: { ...EMPTY_VALUES, name: 'Олена' } });
    expect(orderVisit.get().values.name).toBe('Олена');
  });
});
