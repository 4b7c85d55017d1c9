import {
  CITIES_BILA,
  CITIES_KY,
  HTML_ERROR_PAGE,
  KYIV_PLACES,
  KYIV_REF,
  NOTHING,
  REFUSED,
  REFUSED_AS_OBJECT,
} from '../../test/nova-poshta-answers';
import { cityQuestions, fromLatinLayout, MAX_CITY_QUESTIONS } from './city-questions';
import { placeList } from './combobox';
import {
  ANSWER_WITHIN_MS,
  cityNamed,
  LOCKER_TYPE_REF,
  NOVA_POSHTA_API,
  novaPoshtaClient,
  readBranches,
  readCities,
} from './nova-poshta';

const kyiv = { name: 'м. Київ, Київська обл.', ref: KYIV_REF };

describe('reading Nova Poshta’s answers', () => {
  it('takes the places with branches of their own, their names as text', () => {
    expect(readCities(CITIES_KY)).toEqual([
      kyiv,
      { name: 'м. Кривий Ріг, Дніпропетровська обл.', ref: 'db5c88f0-391c-11dd-90d9-001a92567626' },
      expect.objectContaining({ ref: 'hostile-city', name: expect.stringMatching(/^<img src=x/) }),
    ]);
  });

  it('takes the open places of the delivery’s kind only', () => {
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
    expect(readCities(REFUSED_AS_OBJECT)).toBeNull();
    expect(readBranches(REFUSED, 'Нова пошта — відділення')).toBeNull();
    expect(readCities(HTML_ERROR_PAGE)).toBeNull();
    expect(readCities(null)).toBeNull();
  });
});

/** A fetch that answers each body with `answer`, counting the requests. */
function fakeFetch(
  answer: (body: {
    calledMethod: string;
    methodProperties: Record<string, string>;
  }) => Response | Promise<Response>,
) {
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
      return json(CITIES_KY);
    });
    const client = novaPoshtaClient(fetcher);
    const first = client.cities('Ки');
    const second = client.cities('Киї');
    const third = client.cities('Київ');
    expect(bodies).toHaveLength(1);
    release();
    expect(await second).toEqual({ kind: 'superseded' });
    expect(await first).toMatchObject({ kind: 'items', items: [kyiv, {}, {}] });
    expect(await third).toMatchObject({ kind: 'items', items: [kyiv, {}, {}] });
    expect(bodies.map((body) => body.methodProperties.CityName)).toEqual(['Ки', 'Київ']);
  });

  it('asks a city typed on the Latin layout or with a lookalike letter as it was meant', async () => {
    const { fetcher, bodies } = fakeFetch(({ methodProperties }) =>
      json(methodProperties.CityName === 'Біла Церква' ? CITIES_BILA : NOTHING),
    );
    const client = novaPoshtaClient(fetcher);
    expect(await client.cities('Била Церква')).toMatchObject({
      kind: 'items',
      items: [{ name: 'м. Біла Церква, Київська обл., Білоцерківський р-н' }],
    });
    expect(await client.cities(',skf Wthrdf')).toMatchObject({ kind: 'items', items: [{}] });
    expect(bodies.map((body) => body.methodProperties.CityName)).toEqual([
      'Била Церква',
      'Біла Церква',
    ]);
    // Nothing however asked: an empty list, after a few questions at most.
    expect(await client.cities('Хйщ')).toEqual({ kind: 'items', items: [] });
    expect(bodies.length).toBeLessThanOrEqual(2 + MAX_CITY_QUESTIONS);
  });

  it('gives up a city’s further questions once a newer one is typed', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { fetcher, bodies } = fakeFetch(async () => {
      await held;
      return json(NOTHING);
    });
    const client = novaPoshtaClient(fetcher);
    const first = client.cities('Киів');
    const second = client.cities('Київ');
    release();
    expect(await first).toEqual({ kind: 'superseded' });
    await second;
    expect(bodies[1]!.methodProperties.CityName).toBe('Київ');
  });

  it('asks for parcel lockers by their type, branches by the city alone', async () => {
    const { fetcher, bodies } = fakeFetch(() => json(KYIV_PLACES));
    const client = novaPoshtaClient(fetcher);
    await client.branches(kyiv, 'Нова пошта — поштомат', '');
    await client.branches(kyiv, 'Нова пошта — відділення', '');
    expect(bodies[0]!.methodProperties).toMatchObject({ TypeOfWarehouseRef: LOCKER_TYPE_REF });
    expect(bodies[1]!.methodProperties).not.toHaveProperty('TypeOfWarehouseRef');
  });

  it('gives up only the question that failed, on a refusal, an HTML page, no network or a slow answer', async () => {
    for (const failure of [
      () => json(REFUSED),
      () => json(REFUSED_AS_OBJECT),
      () => new Response(HTML_ERROR_PAGE, { status: 502 }),
      () => new Response(HTML_ERROR_PAGE),
      () => Promise.reject(new TypeError('Failed to fetch')),
    ]) {
      let failing = true;
      const client = novaPoshtaClient(
        fakeFetch(() => (failing ? failure() : json(CITIES_KY))).fetcher,
      );
      expect(await client.cities('Ки')).toEqual({ kind: 'unavailable' });
      failing = false;
      // The next letter asks again, and so does the same question.
      expect(await client.cities('Ки')).toMatchObject({ kind: 'items', items: [kyiv, {}, {}] });
    }

    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const offline = fakeFetch(() => json(CITIES_KY));
    expect(await novaPoshtaClient(offline.fetcher).cities('Ки')).toEqual({ kind: 'unavailable' });
    expect(offline.bodies).toHaveLength(0);
    online.mockRestore();

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

describe('what is asked for a typed city', () => {
  it('writes what the Latin layout typed as the Ukrainian one would, Latin text only', () => {
    expect(fromLatinLayout('Rhbdbq Hsu')).toBe('Кривий Ріг');
    expect(fromLatinLayout('Rb]d')).toBe('Київ');
    expect(fromLatinLayout('Gjknfdf')).toBe('Полтава');
    expect(fromLatinLayout('XTHRFCB')).toBe('ЧЕРКАСИ');
    expect(fromLatinLayout('Київ')).toBeNull();
    expect(fromLatinLayout('Kyiv 2')).toBeNull();
  });

  it('asks as typed, then as meant, then with one lookalike letter changed, a few at most', () => {
    expect(cityQuestions(' Киів ')).toEqual(['Киів', 'Кіів', 'Киив', 'Київ']);
    expect(cityQuestions('Била Церква')).toEqual(['Била Церква', 'Біла Церква', 'Била Цєрква']);
    expect(cityQuestions('Rhbdbq Hsu').slice(0, 2)).toEqual(['Кривий Ріг', 'Rhbdbq Hsu']);
    expect(cityQuestions('Ірпінь')[1]).toBe('Ирпінь');
    expect(cityQuestions('Івано-Франківськ')).toHaveLength(MAX_CITY_QUESTIONS);
  });
});

describe('a city typed and not picked', () => {
  const found = readCities(CITIES_KY)!;
  it('is the one found, the one named so, or the one whose own name it is', () => {
    expect(cityNamed('київ', found)).toEqual(kyiv);
    expect(cityNamed('м. Київ, Київська обл.', found)).toEqual(kyiv);
    expect(cityNamed('Кривий Ріг', found)?.ref).toBe('db5c88f0-391c-11dd-90d9-001a92567626');
    expect(cityNamed('Біла Церква', readCities(CITIES_BILA)!)?.name).toMatch(/^м\. Біла Церква/);
  });

  it('is none when the name is several places’ or none’s', () => {
    expect(cityNamed('Ки', found)).toBeNull();
    const twoKyivs = [kyiv, { name: 'с. Київ, Житомирська обл.', ref: 'village' }];
    expect(cityNamed('Київ', twoKyivs)).toBeNull();
    expect(cityNamed('Київ', [])).toBeNull();
  });
});

describe('where a list opens', () => {
  const view = { top: 0, height: 740 };
  it('under the field when the room there holds it, over it when the room is short', () => {
    expect(placeList({ top: 100, bottom: 144 }, view)).toEqual({ above: false, room: 596 });
    // A phone's keyboard took the lower half: the visual viewport is 370 px.
    expect(placeList({ top: 300, bottom: 344 }, { top: 0, height: 370 })).toEqual({
      above: true,
      room: 300,
    });
    // Short both ways: the side with more room.
    expect(placeList({ top: 100, bottom: 144 }, { top: 0, height: 300 })).toEqual({
      above: false,
      room: 156,
    });
  });
});
