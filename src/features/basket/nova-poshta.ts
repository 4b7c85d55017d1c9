import { cityQuestions } from './city-questions';

/**
 * Nova Poshta's own list of cities and branches (docs/architecture.md,
 * "Basket and order"), from its public API without a key: a city by its
 * first letters (`Address.searchSettlements`), then that city's branches or
 * parcel lockers (`Address.getWarehouses` by the city's reference, lockers
 * asked by their type). At most one request is in flight, the newest waiting
 * question replacing an older one; each answer is kept for the visit. Any
 * failure (no network, a slow answer, `success: false`, an HTML error page)
 * says `unavailable` for that question only: the next one asks again, and
 * what is typed meanwhile goes with the order as typed. A city typed on the
 * Latin layout, or with a lookalike letter (`Киів`, `Била Церква`), is asked
 * again as it was meant (city-questions.ts).
 */

export const NOVA_POSHTA_API = 'https://api.novaposhta.ua/v2.0/json/';

/** How long an answer may take before the question is given up. */
export const ANSWER_WITHIN_MS = 4000;

/** A city as Nova Poshta names it, and the reference its branches are listed by. */
export interface NpCity {
  /** 'м. Київ, Київська обл.' */
  name: string;
  /** `DeliveryCity`: what getWarehouses takes as CityRef. */
  ref: string;
}

/** A branch or a parcel locker, by its own description. */
export interface NpBranch {
  /** 'Відділення №12 (до 30 кг): вул. Богатирська, 11' */
  name: string;
  ref: string;
}

/** Nova Poshta's own parcel locker type: lockers are asked by it, not picked out of 50 places. */
export const LOCKER_TYPE_REF = 'f9316480-5f2d-425d-bc2c-ac7cd29decf0';

/**
 * The two deliveries that have a list: the categories of place each lists,
 * and the type asked for, if one type is all it lists.
 */
export const LISTED_DELIVERIES = {
  'Нова пошта — відділення': { kinds: ['Branch', 'Store'], typeRef: '' },
  'Нова пошта — поштомат': { kinds: ['Postomat'], typeRef: LOCKER_TYPE_REF },
} as const satisfies Record<string, { kinds: readonly string[]; typeRef: string }>;

export type ListedDelivery = keyof typeof LISTED_DELIVERIES;

export const isListed = (delivery: string): delivery is ListedDelivery =>
  delivery in LISTED_DELIVERIES;

/**
 * Whether a new city leaves the branch behind: a branch typed or picked for
 * one city (`branchCity`, the city when it was written) never goes out with
 * another, a branch of Kyiv with Lviv. A branch written before any city was
 * written for none, and stays.
 */
export const branchLeftBehind = (
  { delivery, address }: { delivery: string; address: string },
  branchCity: string,
  newCity: string,
): boolean =>
  isListed(delivery) && address.trim() !== '' && branchCity.trim() !== '' && newCity !== branchCity;

/** A settlement's name without its kind and region: 'м. Київ, Київська обл.' is «Київ». */
const bareName = (name: string) =>
  name
    .split(',')[0]!
    .replace(/^(м|с|смт|с-ще|селище|село)\.?\s+/i, '')
    .trim()
    .toLowerCase();

/**
 * The city a typed name means among those found for it: the one found, the
 * one named exactly so, or the one whose own name it is; null when that is
 * none or several (the buyer then picks).
 */
export function cityNamed(typed: string, found: readonly NpCity[]): NpCity | null {
  if (found.length === 1) return found[0]!;
  const name = typed.trim().toLowerCase();
  const exact = found.filter((city) => city.name.toLowerCase() === name);
  if (exact.length === 1) return exact[0]!;
  const named = found.filter((city) => bareName(city.name) === bareName(name));
  return named.length === 1 ? named[0]! : null;
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The list an answer holds, or null for an answer that says it failed or is not the API's. */
function answerData(json: unknown): unknown[] | null {
  const answer = record(json);
  if (answer.success !== true || !Array.isArray(answer.data)) return null;
  return answer.data;
}

/**
 * searchSettlements' answer: its places with branches of their own, or null.
 * A village with none (`Warehouses: 0`) has another town as its
 * `DeliveryCity`: offered, it would list that town's branches under the
 * village's name, so it is left out (the form says to pick the nearest town).
 */
export function readCities(json: unknown): NpCity[] | null {
  const data = answerData(json);
  if (data === null) return null;
  return data.flatMap((page) => {
    const addresses = record(page).Addresses;
    return Array.isArray(addresses)
      ? addresses.flatMap((item) => {
          const address = record(item);
          const city = { name: text(address.Present), ref: text(address.DeliveryCity) };
          const branchless = Number(address.Warehouses) === 0;
          return city.name && city.ref && !branchless ? [city] : [];
        })
      : [];
  });
}

/** Whether a place takes parcels now: working, and not closed to a sender's choice. */
const open = (place: Record<string, unknown>) =>
  text(place.DenyToSelect) !== '1' && ['', 'Working'].includes(text(place.WarehouseStatus));

/** getWarehouses' answer: the open places of the delivery's kinds, or null. */
export function readBranches(json: unknown, delivery: ListedDelivery): NpBranch[] | null {
  const data = answerData(json);
  if (data === null) return null;
  const kinds: readonly string[] = LISTED_DELIVERIES[delivery].kinds;
  return data.flatMap((item) => {
    const place = record(item);
    const branch = { name: text(place.Description), ref: text(place.Ref) };
    return kinds.includes(text(place.CategoryOfWarehouse)) &&
      open(place) &&
      branch.name &&
      branch.ref
      ? [branch]
      : [];
  });
}

type Body = { calledMethod: string; methodProperties: Record<string, string> };

export type Answer<T> =
  { kind: 'items'; items: T[] } | { kind: 'unavailable' } | { kind: 'superseded' };

/**
 * One visit's client: `fetcher` is the page's fetch. Answers are kept by
 * question; a failed question is asked again when it is asked again.
 */
export function novaPoshtaClient(fetcher: typeof fetch = (...args) => fetch(...args)) {
  const kept = new Map<string, unknown[]>();
  let running: Promise<void> | null = null;
  let waiting: { key: string; start: () => void; supersede: () => void } | null = null;

  async function post(body: Body): Promise<unknown> {
    // Offline, a question is not even asked: the answer is known.
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return null;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), ANSWER_WITHIN_MS);
    try {
      const response = await fetcher(NOVA_POSHTA_API, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ apiKey: '', modelName: 'Address', ...body }),
        signal: controller.signal,
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
      });
      if (!response.ok) return null;
      return await response.json();
    } catch {
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  function ask<T>(
    key: string,
    body: Body,
    read: (json: unknown) => T[] | null,
  ): Promise<Answer<T>> {
    const hit = kept.get(key);
    if (hit) return Promise.resolve({ kind: 'items', items: hit as T[] });
    return new Promise((resolve) => {
      const start = () => {
        running = (async () => {
          const items = read(await post(body));
          if (items === null) return resolve({ kind: 'unavailable' });
          kept.set(key, items);
          resolve({ kind: 'items', items });
        })().finally(() => {
          running = null;
          const next = waiting;
          waiting = null;
          next?.start();
        });
      };
      if (running === null) return start();
      // One in flight: this question waits, replacing the one that waited before it.
      waiting?.supersede();
      waiting = { key, start, supersede: () => resolve({ kind: 'superseded' }) };
    });
  }

  /** How many city questions were asked: an older one's further questions give way. */
  let cityAsked = 0;
  const askCity = (name: string) =>
    ask(
      `city:${name.toLowerCase()}`,
      {
        calledMethod: 'searchSettlements',
        methodProperties: { CityName: name, Limit: '20', Page: '1' },
      },
      readCities,
    );

  return {
    /** The cities for what is typed: as typed, then as meant, the first question that finds any. */
    async cities(typed: string): Promise<Answer<NpCity>> {
      const mine = ++cityAsked;
      for (const question of cityQuestions(typed)) {
        // Typed on meanwhile: the newer question is the one to ask.
        if (mine !== cityAsked) return { kind: 'superseded' };
        const answer = await askCity(question);
        if (answer.kind !== 'items' || answer.items.length > 0) return answer;
      }
      return { kind: 'items', items: [] };
    },
    branches(city: NpCity, delivery: ListedDelivery, typed: string): Promise<Answer<NpBranch>> {
      const find = typed.trim();
      const { typeRef } = LISTED_DELIVERIES[delivery];
      return ask(
        `branch:${city.ref}:${delivery}:${find.toLowerCase()}`,
        {
          calledMethod: 'getWarehouses',
          methodProperties: {
            CityRef: city.ref,
            FindByString: find,
            ...(typeRef && { TypeOfWarehouseRef: typeRef }),
            Limit: '50',
            Page: '1',
            Language: 'UA',
          },
        },
        (json) => readBranches(json, delivery),
      );
    },
  };
}

export type NovaPoshtaClient = ReturnType<typeof novaPoshtaClient>;
