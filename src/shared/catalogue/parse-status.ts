import { AVAILABILITIES, AVAILABILITY, type Availability } from './availability.ts';
import { problemOf, type Parsed } from './parsed.ts';
import { nameKey, quoted } from './words.ts';

/** Other ways owners say it, beside each availability's own word (availability.ts). */
const SYNONYMS: Record<string, Availability> = {
  є: 'available',
  'є в наявності': 'available',
  наявність: 'available',
  'у наявності': 'available',
  available: 'available',
  'in stock': 'available',
  бронь: 'reserved',
  заброньований: 'reserved',
  заброньована: 'reserved',
  резерв: 'reserved',
  reserved: 'reserved',
  продана: 'sold',
  проданий: 'sold',
  sold: 'sold',
};

const BY_WORD = new Map<string, Availability>([
  ...AVAILABILITIES.map((each) => [nameKey(AVAILABILITY[each].written), each] as const),
  ...Object.entries(SYNONYMS),
]);

/** `в наявності`, `заброньовано`, `продано` (and their English); empty is undefined: the `Продано` column or on sale decides. */
export function parseStatus(text: string): Parsed<Availability | undefined> {
  const key = nameKey(text);
  if (key === '') return { value: undefined };
  const found = BY_WORD.get(key);
  if (found) return { value: found };
  return problemOf(
    `«${text.trim()}» — незрозумілий статус. Напишіть ${quoted(AVAILABILITIES.map((each) => AVAILABILITY[each].written)).replace(' або ', ', ').replace(' або ', ' або ')} (порожньо — теж «в наявності»).`,
  );
}
