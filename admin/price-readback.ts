import { parsePrice } from '../src/shared/catalogue/parse-price.ts';
import { formatPrice } from '../src/shared/lib/format-price.ts';

/**
 * Under the good's price, a line saying what the shop will show for what is
 * typed (`На сайті: 3 500 ₴`), or why it cannot (`«3.500» — незрозуміло,
 * тисячі це чи копійки…`), as the owner types, before the save: the price is
 * text saved as typed, and the form and the build read it by one rule
 * (src/shared/catalogue/parse-price.ts). It only reads the field and writes
 * its own line; should Sveltia draw its form otherwise, the line is missing
 * and the form's own rule still refuses what the build would.
 */

/** Sveltia marks each field's group with its key (its components/contents/details/editor/field-editor.svelte). */
const PRICE_GROUP = '[data-key-path="price"]';
const LINE_CLASS = 'bon-price-readback';

/** What the shop will show for `typed`, or why it will not: '' for an empty field. */
export function priceReadback(typed: string): string {
  if (typed.trim() === '') return '';
  const parsed = parsePrice(typed);
  if ('problem' in parsed) return parsed.problem.charAt(0).toUpperCase() + parsed.problem.slice(1);
  return `На сайті: ${formatPrice(parsed.value)}${parsed.note ? ' (копійки округлено)' : ''}`;
}

function lineOf(group: Element): HTMLElement {
  const found = group.querySelector<HTMLElement>(`.${LINE_CLASS}`);
  if (found) return found;
  const line = document.createElement('p');
  line.className = LINE_CLASS;
  // Read out as it changes, without taking the focus from the field.
  line.setAttribute('role', 'status');
  line.style.margin = '4px 0 0';
  line.style.fontSize = 'var(--sui-font-size-default, 14px)';
  group.append(line);
  return line;
}

function show(group: Element, input: HTMLInputElement) {
  const text = priceReadback(input.value);
  const line = lineOf(group);
  if (line.textContent !== text) line.textContent = text;
}

const watched = new WeakSet<HTMLInputElement>();

function watchPriceFields() {
  for (const group of document.querySelectorAll(PRICE_GROUP)) {
    const input = group.querySelector<HTMLInputElement>('input');
    if (!input || watched.has(input)) continue;
    watched.add(input);
    input.addEventListener('input', () => show(group, input));
    show(group, input);
  }
}

new MutationObserver(watchPriceFields).observe(document.body, { childList: true, subtree: true });
