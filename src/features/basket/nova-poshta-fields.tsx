import { useEffect, useRef, useState } from 'react';
import { Combobox, type ComboOption } from './combobox';
import { addressWords } from './address-words';
import { novaPoshtaClient, type Answer, type ListedDelivery, type NpCity } from './nova-poshta';
import { FIELD_MAX } from './order-schema';
import styles from './order.module.css';

/** One client for the visit: its answers are kept until the tab closes. */
const client = novaPoshtaClient();
/** The cities picked in this visit, by the name the field shows: a branch list needs the city's reference. */
const pickedCities = new Map<string, NpCity>();

/** Waits this long after the last key before asking. */
const DEBOUNCE_MS = 300;

/** The carrier's words in a field: at most its bound, never more than the order can carry. */
const bounded = (text: string, max: number) =>
  [...text].length > max ? `${[...text].slice(0, max - 1).join('')}…` : text;

/**
 * `Місто` and `Відділення або адреса` for Nova Poshta's branch or parcel
 * locker (docs/architecture.md, "Basket and order"): comboboxes filled from
 * Nova Poshta's own list (nova-poshta.ts), the city by two letters or more,
 * then that city's places of the delivery's kind by a number or a street.
 * When the list cannot be had (offline, an error, a slow answer), the two
 * stay plain fields, a line says so, and the order goes on (`plain`).
 */
export function NovaPoshtaFields({
  delivery,
  city,
  address,
  errors,
  errorId,
  onChange,
  plain,
}: {
  delivery: ListedDelivery;
  city: string;
  address: string;
  errors: { city?: string; address?: string };
  errorId: (field: 'city' | 'address') => string;
  onChange: (field: 'city' | 'address', value: string) => void;
  /** The plain fields, drawn when the list cannot be had. */
  plain: React.ReactNode;
}) {
  const [unavailable, setUnavailable] = useState(
    () => client.unavailable || (typeof navigator !== 'undefined' && navigator.onLine === false),
  );
  const [cities, setCities] = useState<NpCity[]>([]);
  const [branches, setBranches] = useState<ComboOption[]>([]);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const chosenCity = pickedCities.get(city) ?? null;

  useEffect(() => () => clearTimeout(timer.current), []);

  function settle<T>(answer: Answer<T>, take: (items: T[]) => void) {
    if (answer.kind === 'superseded') return;
    setBusy(false);
    if (answer.kind === 'unavailable') setUnavailable(true);
    else take(answer.items);
  }

  function later(task: () => void) {
    clearTimeout(timer.current);
    timer.current = setTimeout(task, DEBOUNCE_MS);
  }

  function askCities(typed: string) {
    if ([...typed.trim()].length < 2) return setCities([]);
    later(() => {
      setBusy(true);
      void client.cities(typed).then((answer) => settle(answer, setCities));
    });
  }

  function askBranches(typed: string, inCity: NpCity | null = chosenCity) {
    if (inCity === null) return;
    later(() => {
      setBusy(true);
      void client.branches(inCity, delivery, typed).then((answer) => settle(answer, setBranches));
    });
  }

  if (unavailable)
    return (
      <>
        <p role="status" className={styles.hint}>
          Список відділень «Нової пошти» зараз недоступний: впишіть місто й відділення самі.
        </p>
        {plain}
      </>
    );

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
        busy={busy}
        onInput={(text) => {
          onChange('city', text);
          askCities(text);
        }}
        onPick={(option) => {
          const picked = { ref: option.ref, name: bounded(option.name, FIELD_MAX.city) };
          pickedCities.set(picked.name, picked);
          onChange('city', picked.name);
          // Another city's places go, and with them its branch (order-section.tsx).
          setBranches([]);
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
        hint={`${words.hint}. ${chosenCity ? 'Введіть номер чи вулицю й оберіть зі списку' : 'Спершу оберіть місто зі списку'}`}
        error={errors.address}
        errorId={errorId('address')}
        value={address}
        options={branches}
        busy={busy}
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
