import { checkOrder, measuredLength, orderMessages, phoneNote, readPhone } from './order-schema';

const valid = {
  name: 'Олена Петренко',
  phone: '067 123 45 67',
  delivery: 'Нова пошта — відділення',
  city: 'Київ',
  address: 'Відділення №12',
  postcode: '',
  payment: 'Накладений платіж',
  comment: '',
};

describe('readPhone', () => {
  it('keeps a Ukrainian number, typed in any common way, as +380 and nine digits', () => {
    for (const typed of [
      '+380 67 123 45 67',
      '067-123-45-67',
      '(067) 1234567',
      '380671234567',
      '80671234567',
      '8 067 123 45 67',
      '00380671234567',
      ' 0671234567 ',
    ])
      expect(readPhone(typed), typed).toBe('+380671234567');
    // A landline too: a visitor may give one.
    expect(readPhone('048 700 12 11')).toBe('+380487001211');
  });

  it('keeps a foreign number with its country code', () => {
    expect(readPhone('+48 512 345 678')).toBe('+48512345678');
    expect(readPhone('+1 (212) 555-0123')).toBe('+12125550123');
  });

  it('refuses a number no one can call', () => {
    for (const typed of ['0000000000', '+380 00 000 00 00', '067 123 45', '12345', '+48 1'])
      expect(readPhone(typed), typed).toBeNull();
  });
});

describe('checkOrder', () => {
  it('takes a complete order, the phone kept as the owner dials it, the text trimmed', () => {
    const result = checkOrder({
      ...valid,
      name: '  Олена   <Петренко> & ко ',
      city: ' Київ ',
      comment: '  Після 18:00\nдякую  ',
    });
    expect(result).toEqual({
      ok: true,
      order: {
        ...valid,
        phone: '+380671234567',
        name: 'Олена <Петренко> & ко',
        comment: 'Після 18:00\nдякую',
      },
    });
  });

  it('says every problem at once, the city and address too before a delivery is chosen', () => {
    const result = checkOrder({
      name: ' ',
      phone: '',
      delivery: '',
      city: '',
      address: '',
      postcode: '',
      payment: 'готівкою',
      comment: '',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: "Вкажіть ім'я та прізвище",
        phone: 'Вкажіть номер телефону',
        delivery: 'Оберіть спосіб доставки',
        city: 'Вкажіть місто',
        address: 'Вкажіть відділення або адресу',
        payment: 'Оберіть спосіб оплати',
      },
    });
  });

  it('asks for what the delivery needs: a locker’s number, a courier’s address, a postcode', () => {
    expect(checkOrder({ ...valid, delivery: 'Нова пошта — поштомат', address: '' })).toEqual({
      ok: false,
      errors: { address: 'Вкажіть номер поштомата' },
    });
    expect(checkOrder({ ...valid, delivery: "Нова пошта — кур'єр", address: ' ' })).toEqual({
      ok: false,
      errors: { address: 'Вкажіть адресу для кур’єра: вулицю, будинок, квартиру' },
    });
    for (const postcode of ['', '6501', '650144', 'a5014'])
      expect(checkOrder({ ...valid, delivery: 'Укрпошта', postcode })).toEqual({
        ok: false,
        errors: { postcode: 'Вкажіть індекс: п’ять цифр, наприклад 65014' },
      });
    expect(checkOrder({ ...valid, delivery: 'Укрпошта', postcode: '65 014' })).toMatchObject({
      ok: true,
      order: { delivery: 'Укрпошта', postcode: '65014' },
    });
    // Another delivery keeps no postcode typed before.
    expect(checkOrder({ ...valid, postcode: '65014' })).toMatchObject({
      ok: true,
      order: { postcode: '' },
    });
  });

  it('asks for no city nor address for pickup', () => {
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

  it('says what is too long and by how much, and what a phone cannot hold', () => {
    expect(
      checkOrder({ ...valid, phone: '0671234567 дзвоніть після 18', comment: 'я'.repeat(2000) }),
    ).toEqual({
      ok: false,
      errors: {
        phone: 'У номері лише цифри, пробіли, дужки, дефіси й «+». Побажання напишіть у коментарі',
        comment: 'Не довше за 300 символів, а тут 2000: скоротіть на 1700',
      },
    });
    expect(checkOrder({ ...valid, phone: '0000000000' })).toEqual({
      ok: false,
      errors: {
        phone:
          'Перевірте номер: український, як 067 123 45 67, або іноземний з кодом країни, як +48 512 345 678',
      },
    });
  });

  it('names a letter typed for a digit, and which alphabet it is from', () => {
    // A Cyrillic О where 0 was meant: it looks the same on screen.
    expect(checkOrder({ ...valid, phone: 'О67 123 45 67' })).toEqual({
      ok: false,
      errors: { phone: 'У номері кирилична літера «О» замість цифри 0: наберіть цифру 0' },
    });
    expect(checkOrder({ ...valid, phone: '+38 O67 l23 45 67' })).toEqual({
      ok: false,
      errors: { phone: 'У номері латинська літера «O» замість цифри 0: наберіть цифру 0' },
    });
  });

  it('says, without refusing it, that a foreign number does not serve Nova Poshta in Ukraine', () => {
    const abroad = '+48 512 345 678';
    expect(checkOrder({ ...valid, phone: abroad })).toMatchObject({ ok: true });
    expect(phoneNote('Нова пошта — відділення', abroad)).toBe(orderMessages.phoneAbroad);
    expect(phoneNote('Нова пошта — поштомат', abroad)).toBe(orderMessages.phoneAbroad);
    expect(phoneNote('Нова пошта — відділення', '067 123 45 67')).toBeUndefined();
    expect(phoneNote('Укрпошта', abroad)).toBeUndefined();
    expect(phoneNote('Нова пошта — відділення', '+48 5')).toBeUndefined();
  });

  it('makes a one-line field one line, whatever line separator was pasted into it', () => {
    expect(
      checkOrder({ ...valid, name: 'Олена\u0085Телефон: 0', address: '№12\u2028Оплата:\u2029x' }),
    ).toMatchObject({
      ok: true,
      order: { name: 'Олена Телефон: 0', address: '№12 Оплата: x' },
    });
  });

  it('counts what a person sees, and refuses what a message link cannot carry', () => {
    const family = '👨‍👩‍👧‍👦';
    expect(measuredLength('comment', `Дякую ${family}🇺🇦`)).toBe(8);
    expect(checkOrder({ ...valid, comment: family.repeat(60) })).toEqual({
      ok: false,
      errors: {
        comment:
          'Емодзі та складні знаки займають у повідомленні більше місця: цей текст не вміститься в посилання, скоротіть його',
      },
    });
    expect(checkOrder({ ...valid, comment: `${family.repeat(40)}${'я'.repeat(200)}` })).toEqual({
      ok: false,
      errors: {
        comment:
          'Емодзі та складні знаки займають у повідомленні більше місця: цей текст не вміститься в посилання, скоротіть його',
      },
    });
    expect(
      checkOrder({ ...valid, comment: `${'🙂'.repeat(100)}${'я'.repeat(200)}` }),
    ).toMatchObject({
      ok: true,
    });
  });
});
