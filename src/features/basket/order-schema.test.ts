import { checkOrder } from './order-schema';

const valid = {
  name: 'Олена Петренко',
  phone: '067 123 45 67',
  delivery: 'Нова пошта — відділення',
  city: 'Київ',
  address: 'Відділення №12',
  payment: 'Накладений платіж',
  comment: '',
};

describe('checkOrder', () => {
  it('takes a complete order, the phone kept as +380 and nine digits, the rest as typed', () => {
    for (const phone of ['+380 67 123 45 67', '067-123-45-67', '(067) 1234567', '380671234567']) {
      const result = checkOrder({ ...valid, phone, name: '  Олена <Петренко> & ко ' });
      expect(result).toEqual({
        ok: true,
        order: { ...valid, phone: '+380671234567', name: '  Олена <Петренко> & ко ' },
      });
    }
  });

  it('says what is missing, in Ukrainian, field by field', () => {
    const result = checkOrder({
      name: ' ',
      phone: '',
      delivery: '',
      city: '',
      address: '',
      payment: 'готівкою',
      comment: '',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: "Вкажіть ім'я та прізвище",
        phone: 'Вкажіть номер телефону',
        delivery: 'Оберіть спосіб доставки',
        payment: 'Оберіть спосіб оплати',
      },
    });
  });

  it('asks for the city and the branch or address, but not for pickup', () => {
    expect(checkOrder({ ...valid, city: ' ', address: '' })).toEqual({
      ok: false,
      errors: { city: 'Вкажіть місто', address: 'Вкажіть відділення або адресу' },
    });
    expect(
      checkOrder({ ...valid, delivery: 'Самовивіз в Одесі', city: 'Львів', address: 'x' }),
    ).toEqual({
      ok: true,
      order: {
        ...valid,
        phone: '+380671234567',
        delivery: 'Самовивіз в Одесі',
        city: '',
        address: '',
      },
    });
  });

  it('refuses a number that is not Ukrainian, and what is too long', () => {
    expect(checkOrder({ ...valid, phone: '+48 601 234 567', comment: 'я'.repeat(301) })).toEqual({
      ok: false,
      errors: {
        phone: 'Вкажіть український номер: +380 і ще дев’ять цифр, наприклад +380 67 123 45 67',
        comment: 'Не довше за 300 символів',
      },
    });
    expect(checkOrder({ ...valid, phone: '067 123 45' }).ok).toBe(false);
  });
});
