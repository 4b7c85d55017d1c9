import {
  campaignOf,
  countAddress,
  countingRefused,
  countPageViews,
  referringSite,
  type Whereabouts,
} from './goatcounter';

describe('what the counter is sent', () => {
  it('counts at the code’s own /count, each parameter as GoatCounter names it', () => {
    const url = new URL(
      countAddress('vintage-podil', { p: 'Замовлення: Лист', t: 'Замовлення: Лист', e: true }),
    );
    expect(url.origin + url.pathname).toBe('https://vintage-podil.goatcounter.com/count');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      p: 'Замовлення: Лист',
      t: 'Замовлення: Лист',
      e: 'true',
    });
    expect(url.searchParams.get('rnd')).toMatch(/^[a-z0-9]+$/);
  });

  it('keeps a link’s campaign and the referring site’s origin, nothing else of either address', () => {
    expect(campaignOf('?utm_source=google&q=ваза&utm_campaign=feed&page=2')).toBe(
      '?utm_source=google&utm_campaign=feed',
    );
    expect(campaignOf('?q=ваза')).toBe('');
    expect(
      referringSite('https://l.instagram.com/?u=https%3A%2F%2Fshop', 'https://shop.example/'),
    ).toBe('https://l.instagram.com');
    expect(referringSite('https://shop.example/catalog?q=ваза', 'https://shop.example/')).toBe('');
    expect(referringSite('', 'https://shop.example/')).toBe('');
  });

  it('is refused by Global Privacy Control and Do Not Track', () => {
    expect(countingRefused({ globalPrivacyControl: true } as unknown as Navigator)).toBe(true);
    expect(countingRefused({ doNotTrack: '1' } as Navigator)).toBe(true);
    expect(countingRefused({ doNotTrack: null } as Navigator)).toBe(false);
  });
});

describe('countPageViews', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('counts each path once its own title is up, never its query, and the referrer on the first alone', async () => {
    vi.useFakeTimers();
    const sent: URL[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        sent.push(new URL(url));
        return Promise.resolve(new Response());
      }),
    );
    const place = new URL(
      'https://shop.example/catalog?utm_source=meta&q=ваза',
    ) as unknown as Location;
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://www.google.com/search?q=ваза');
    document.title = 'Каталог';
    let listener: Parameters<Whereabouts['subscribe']>[0] = () => {};
    const stop = countPageViews(
      'shop',
      { subscribe: (heard) => ((listener = heard), () => {}) },
      place,
    );

    (place as unknown as URL).href = 'https://shop.example/catalog?q=глечик';
    listener({ navigation: { state: 'idle' } });
    (place as unknown as URL).href = 'https://shop.example/product/7';
    listener({ navigation: { state: 'loading' } });
    listener({ navigation: { state: 'idle' } });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent).toHaveLength(1);
    document.title = 'Ваза';
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(2);
    stop();

    const hits = sent.map(({ searchParams }) => Object.fromEntries(searchParams));
    expect(hits).toEqual([
      {
        p: '/catalog',
        t: 'Каталог',
        r: 'https://www.google.com',
        q: '?utm_source=meta',
        rnd: expect.any(String),
      },
      { p: '/product/7', t: 'Ваза', rnd: expect.any(String) },
    ]);
  });
});
