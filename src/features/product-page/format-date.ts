/** The months in the genitive, as a date says them: "21 листопада". */
const MONTHS = [
  'січня',
  'лютого',
  'березня',
  'квітня',
  'травня',
  'червня',
  'липня',
  'серпня',
  'вересня',
  'жовтня',
  'листопада',
  'грудня',
];

/**
 * The date a product was added, in Ukrainian: "21 листопада 2026 р.", as
 * `Intl.DateTimeFormat('uk-UA', { dateStyle: 'long' })` writes it (the test
 * checks every month against it). Not Intl itself: making that formatter
 * loads the locale's calendar data, 0.5 s of a mid-range phone's main thread
 * (4× CPU) in the product page's module, before the page could answer.
 * The day is UTC's: the build draws it (src/app/prerender.tsx) and the
 * browser hydrates it in any time zone, and an owner's date ('2026-11-02')
 * is that day at UTC's midnight.
 */
export function formatDateAdded(iso: string): string {
  const date = new Date(iso);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()} р.`;
}
