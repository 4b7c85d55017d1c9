const dateFormat = new Intl.DateTimeFormat('uk-UA', { dateStyle: 'long' });

/** The date a product was added, in Ukrainian: "21 листопада 2026 р.". */
export function formatDateAdded(iso: string): string {
  return dateFormat.format(new Date(iso));
}
