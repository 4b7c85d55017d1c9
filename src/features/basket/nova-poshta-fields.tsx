import { useEffect, useRef, useState } from 'react';
import { Combobox, type ComboOption } from './combobox';
import { addressWords } from './address-words';
import {
  cityNamed,
  novaPoshtaClient,
  type Answer,
  type ListedDelivery,
  type NpCity,
} from './nova-poshta';
import { FIELD_MAX } from './order-schema';

/** One client for the visit: its answers are kept until the tab closes. */
const client = novaPoshtaClient();
/** The cities picked or found in this visit, by the name the field shows: a branch list needs the city's reference. */
const knownCities = new Map<string, NpCity>();

/** Waits this long after the last key before asking. */
const DEBOUNCE_MS = 300;

/** What the line over a list says, by what the list is doing. */
const SAYS = {
  searching: 'Шукаю…',
  failed:
    'Список «Нової пошти» зараз не відповідає: впишіть самі або додайте символ, щоб спробувати ще раз.',
  noCity:
    'Нічого не знайдено: перевірте назву. Якщо у вашому селі немає відділення, оберіть найближче місто.',
  noBranch: 'Нічого не знайдено: введіть лише номер, наприклад 12, або назву вулиці.',
  severalCities: (city: string) =>
    `Оберіть «${city}» зі списку в полі «Місто»: так буде видно, чиї відділення показати.`,
  unknownCity: (city: string) =>
    `Міста «${city}» немає в списку «Нової пошти»: оберіть місто зі списку в полі «Місто» або впишіть відділення самі.`,
} as const;

/** The carrier's words in a field: at most its bound, never more than the order can carry. */
const bounded = (text: string, max: number) =>
  [...text].length > max ? `${[...text].slice(0, max - 1).join('')}…` : text;

/**
 * `Місто` and `Відділення або адреса` for Nova Poshta's branch or parcel
 * locker (docs/architecture.md, "Basket and order"): comboboxes filled from
 * Nova Poshta's own list (nova-poshta.ts), the city by two letters or more,
 * then that city's places of the delivery's kind by a number or a street.
 * A city typed and not picked (or restored after a reload) is looked up when
 * the branch is asked for: the one city of that name is taken, several are
 * named. When the list cannot be had, the fields stay where they are, focus
 * in them, a line over the list says so, what is typed goes with the order,
 * and the next letter asks again.
 */
export function NovaPoshtaFields({
  delivery,
  city,
  address,
  errors,
  errorId,
  onChange,
}: {
  delivery: ListedDelivery;
  city: string;
  address: string;
  errors: { city?: string; address?: string };
  errorId: (field: 'city' | 'address') => string;
  onChange: (field: 'city' | 'address', value: string) => void;
}) {
  const [cities, setCities] = useState<NpCity[]>([]);
  const [branches, setBranches] = useState<ComboOption[]>([]);
  const [citySays, setCitySays] = useState('');
  const [branchSays, setBranchSays] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const chosenCity = knownCities.get(city) ?? null;

  useEffect(() => () => clearTimeout(timer.current), []);

  /** What an answer does to a list and its line; false when a newer question took its place. */
  function settle<T>(
    answer: Answer<T>,
    say: (text: string) => void,
    take: (items: T[]) => void,
    nothing: string,
  ): answer is { kind: 'items'; items: T[] } {
    if (answer.kind === 'superseded') return false;
    if (answer.kind === 'unavailable') {
      say(SAYS.failed);
      take([]);
      return false;
    }
    say(answer.items.length === 0 ? nothing : '');
    take(answer.items);
    return true;
  }

  function later(task: () => void) {
    clearTimeout(timer.current);
    timer.current = setTimeout(task, DEBOUNCE_MS);
  }

  function askCities(typed: string) {
    if ([...typed.trim()].length < 2) {
      setCitySays('');
      return setCities([]);
    }
    later(() => {
      setCitySays(SAYS.searching);
      void client
        .cities(typed)
        .then((answer) => settle(answer, setCitySays, setCities, SAYS.noCity));
    });
  }

  function askBranchesIn(inCity: NpCity, typed: string) {
    setBranchSays(SAYS.searching);
    void client
      .branches(inCity, delivery, typed)
      .then((answer) => settle(answer, setBranchSays, setBranches, SAYS.noBranch));
  }

  /** The city typed but not picked: the one of that name, or the buyer is told what to do. */
  async function findCity(typed: string): Promise<NpCity | null> {
    setBranchSays(SAYS.searching);
    const answer = await client.cities(typed);
    if (!settle(answer, setBranchSays, () => undefined, SAYS.unknownCity(typed.trim())))
      return null;
    const only = cityNamed(typed, answer.items);
    if (only === null) {
      if (answer.items.length > 0) setBranchSays(SAYS.severalCities(typed.trim()));
      return null;
    }
    const found = { ref: only.ref, name: typed };
    knownCities.set(typed, found);
    return found;
  }

  function askBranches(typed: string) {
    if (chosenCity) return later(() => askBranchesIn(chosenCity, typed));
    if (city.trim() === '') return;
    const typedCity = city;
    later(() => {
      void findCity(typedCity).then((found) => found && askBranchesIn(found, typed));
    });
  }

  const words = addressWords(delivery);
  return (
    <>
      <Combobox
        id="order-city"
        name="city"
        label="Місто"
        listLabel="Міста «Нової пошти»"
        hint="Почніть вводити назву й оберіть місто зі списку «Нової пошти»"
        error={errors.city}
        errorId={errorId('city')}
        value={city}
        options={cities}
        busy={citySays === SAYS.searching}
        message={citySays}
        onInput={(text) => {
          onChange('city', text);
          askCities(text);
        }}
        onPick={(option) => {
          const picked = { ref: option.ref, name: bounded(option.name, FIELD_MAX.city) };
          knownCities.set(picked.name, picked);
          onChange('city', picked.name);
          // Another city's places go, and with them its branch (order-section.tsx).
          setBranches([]);
          setBranchSays('');
        }}
        onOpen={() => askCities(city)}
      />
      <Combobox
        id="order-address"
        name="address"
        label="Відділення або адреса"
        listLabel={
          delivery === 'Нова пошта — поштомат'
            ? 'Поштомати «Нової пошти»'
            : 'Відділення «Нової пошти»'
        }
        hint={`${words.hint}. ${city.trim() ? 'Введіть номер чи вулицю й оберіть зі списку' : 'Спершу оберіть місто зі списку'}`}
        error={errors.address}
        errorId={errorId('address')}
        value={address}
        options={branches}
        busy={branchSays === SAYS.searching}
        message={branchSays}
        onInput={(text) => {
          onChange('address', text);
          askBranches(text);
        }}
        onPick={(option) => onChange('address', bounded(option.name, FIELD_MAX.address))}
        onOpen={() => askBranches(address)}
      />
    </>
  );
}
