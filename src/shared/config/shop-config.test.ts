import { describe, expect, it } from 'vitest';
import { PROFILE_KEYS, SAMPLE_SHOP, shopInFirstLoad } from './shop-config';

describe('shopInFirstLoad', () => {
  it('carries every profile as the owner gave it, an empty one for none, and none of the other contacts', () => {
    const shop = {
      ...SAMPLE_SHOP,
      contacts: { ...SAMPLE_SHOP.contacts, pinterest: '' },
    };
    const first = shopInFirstLoad(shop);
    expect(first.profiles).toEqual({
      instagram: SAMPLE_SHOP.contacts.instagram,
      etsy: SAMPLE_SHOP.contacts.etsy,
      pinterest: '',
    });
    expect(Object.keys(first.profiles)).toEqual([...PROFILE_KEYS]);
    expect(first).not.toHaveProperty('contacts');
    expect(first).not.toHaveProperty('seller');
    expect(first).not.toHaveProperty('about');
    expect(first.name).toBe(SAMPLE_SHOP.name);
  });
});
