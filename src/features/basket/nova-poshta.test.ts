import {
  CITIES_KY,
  HTML_ERROR_PAGE,
  KYIV_PLACES,
  KYIV_REF,
  NOTHING,
  REFUSED,
} from '../../test/nova-poshta-answers';
import {
  ANSWER_WITHIN_MS,
  NOVA_POSHTA_API,
  novaPoshtaClient,
  readBranches,
  readCities,
} from './nova-poshta';

const kyiv = { name: 'м. Київ, Київська обл.', ref: KYIV_REF };

describe('reading Nova Poshta’s answers', () => {
  it('takes the cities Nova Poshta delivers to, their names as text', () => {
    expect(readCities(CITIES_KY)).toEqual([
      kyiv,
      { name: 'м. Кривий Ріг, Дніпропетровська обл.', ref: 'db5c88f0-391c-11dd-90d9-001a92567626' },
      expect.objectContaining({ ref: 'hostile-city', name: expect.stringMatching(/^<img src=x/) }),
    ]);
  });

  it('takes the places of the delivery’s kind only', () => {
    expect(readBranches(KYIV_PLACES, 'Нова пошта — поштомат')).toEqual([
      { name: 'Поштомат "Нова Пошта" №5512: вул. Хрещатик, 12 (під\'їзд 1)', ref: 'locker-5512' },
    ]);
    expect(readBranches(KYIV_PLACES, 'Нова пошта — відділення')?.map((b) => b.ref)).toEqual([
      'branch-12',
      'branch-120',
      'hostile-branch',
    ]);
  });

  it('tells an empty answer from a failed one', () => {
    expect(readCities(NOTHING)).toEqual([]);
    expect(readCities(REFUSED)).toBeNull();
    expect(readBranches(REFUSED, 'Нова пошта — відділення')).toBeNull();
    expect(readCities(HTML_ERROR_PAGE)).toBeNull();
    expect(readCities(null)).toBeNull();
  });
});

/** A fetch that answers each body with `answer`, counting the requests. */
function fakeFetch(answer: (body: { calledMethod: string }) => Response | Promise<Response>) {
  const bodies: {
    calledMethod: string;
    methodProperties: Record<string, string>;
    apiKey: string;
  }[] = [];
  const fetcher = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    expect(url).toBe(NOVA_POSHTA_API);
    const body = JSON.parse(init!.body as string);
    bodies.push(body);
    return answer(body);
  });
  return { fetcher: fetcher as unknown as typeof fetch, bodies };
}

const json = (value: unknown) => new Response(JSON.stringify(value));

describe('the visit’s client', () => {
  it('asks without a key, keeps each answer, and lists a city’s places', async () => {
    const { fetcher, bodies } = fakeFetch(({ calledMethod }) =>
      json(calledMethod === 'searchSettlements' ? CITIES_KY : KYIV_PLACES),
    );
    const client = novaPoshtaClient(fetcher);
    expect(await client.cities('Ки')).toMatchObject({ kind: 'items', items: [kyiv, {}, {}] });
    await client.cities(' ки ');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      apiKey: '',
      modelName: 'Address',
      calledMethod: 'searchSettlements',
      methodProperties: { CityName: 'Ки' },
    });
    expect(await client.branches(kyiv, 'Нова пошта — поштомат', '55')).toMatchObject({
      kind: 'items',
      items: [{ ref: 'locker-5512' }],
    });
    expect(bodies[1]).toMatchObject({
      calledMethod: 'getWarehouses',
      methodProperties: { CityRef: KYIV_REF, FindByString: '55' },
    });
  });

  it('has one request in flight, the newest waiting question replacing an older one', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { fetcher, bodies } = fakeFetch(async () => {
      await held;
      return json(NOTHING);
    });
    const client = novaPoshtaClient(fetcher);
    const first = client.cities('Ки');
    const second = client.cities('Киї');
    const third = client.cities('Київ');
    expect(bodies).toHaveLength(1);
    release();
    expect(await second).toEqual({ kind: 'superseded' });
    expect(await first).toEqual({ kind: 'items', items: [] });
    expect(await third).toEqual({ kind: 'items', items: [] });
    expect(bodies.map((body) => body.methodProperties.CityName)).toEqual(['Ки', 'Київ']);
  });

  it('gives the list up for the visit on a refusal, an HTML page, no network or a slow answer', async () => {
    for (const answer of [
      () => json(REFUSED),
      () => new Response(HTML_ERROR_PAGE, { status: 502 }),
      () => new Response(HTML_ERROR_PAGE),
      () => Promise.reject(new TypeError('Failed to fetch')),
    ]) {
      const client = novaPoshtaClient(fakeFetch(answer).fetcher);
      expect(await client.cities('Ки')).toEqual({ kind: 'unavailable' });
      expect(client.unavailable).toBe(true);
      expect(await client.cities('Од')).toEqual({ kind: 'unavailable' });
    }

    vi.useFakeTimers();
    try {
      const slow = novaPoshtaClient(
        ((_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal!.addEventListener('abort', () =>
              reject(new DOMException('', 'AbortError')),
            ),
          )) as unknown as typeof fetch,
      );
      const answer = slow.cities('Ки');
      await vi.advanceTimersByTimeAsync(ANSWER_WITHIN_MS);
      expect(await answer).toEqual({ kind: 'unavailable' });
    } finally {
      vi.useRealTimers();
    }
  });
});
