import { spacedIban, ibanProblem } from '../src/shared/lib/iban.ts';
import { videoFormatProblem } from '../src/shared/catalogue/video-file.ts';
import { priceReadback } from './price-readback.ts';

/**
 * Lines under the admin's fields that say, as the owner types and before
 * the save, what the shop will make of a value, or why it cannot, by the
 * build's own rule: the price (admin/price-readback.ts), shop.yaml's
 * IBAN, whose check digits no pattern of the form can test, and a good's
 * video, whose format is its file's. A refusal is
 * drawn red. A field whose check `refusesSave` is also refused at the save
 * (Sveltia's `preSave` event, refuseSave below), with the same words, what
 * was typed kept.
 * It only reads the fields and writes its own lines; should Sveltia draw
 * its forms otherwise, the lines are missing and the build still refuses.
 */

/** What the line under a field says of what is typed ('' for an empty field), and whether it refuses it. */
export interface Readback {
  text: string;
  refused: boolean;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What shop.yaml's IBAN will be on the order's transfer, or why the build would drop it. */
export function ibanReadback(typed: string): Readback {
  if (typed.trim() === '') return { text: '', refused: false };
  const problem = ibanProblem(typed);
  if (problem) return { text: capitalised(problem), refused: true };
  return { text: `Для переказу: ${spacedIban(typed)}`, refused: false };
}

/**
 * A good's video: a file the site cannot show (an iPhone's .MOV) is refused
 * as it is chosen (the field shows its name) and at the save (the entry
 * holds the file's name), by the build's own rule.
 */
export function videoReadback(chosen: string): Readback {
  if (chosen.trim() === '') return { text: '', refused: false };
  const problem = videoFormatProblem(chosen);
  return problem ? { text: problem, refused: true } : { text: '', refused: false };
}

interface FieldCheck {
  readback: (typed: string) => Readback;
  /** Refused at the save too: a value the form's pattern lets through but the build would not. */
  refusesSave?: true;
  /**
   * Read from what the field shows, the chosen file's name (Sveltia's
   * file field draws it in a `role="textbox"`), and again whenever that
   * changes: a file comes through Sveltia's «Вибрати файл» dialog, not an input.
   */
  shown?: true;
}

/** Each checked field by its key, as Sveltia marks its group and as the saved entry names it. */
export const FIELD_CHECKS: Record<string, FieldCheck> = {
  price: { readback: priceReadback },
  iban: { readback: ibanReadback, refusesSave: true },
  video: { readback: videoReadback, refusesSave: true, shown: true },
};

const LINE_CLASS = 'bon-readback';
/** The red of Sveltia's own field errors. */
const REFUSED_COLOR = 'var(--sui-error-foreground-color, #d0021b)';

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

/** What the field holds: what it shows, for a file, or what is typed in it. */
function valueOf(group: Element, input: HTMLInputElement, check: FieldCheck): string {
  const shown = check.shown ? group.querySelector('[role="textbox"]')?.textContent : undefined;
  return shown ?? input.value;
}

function show(group: Element, input: HTMLInputElement, check: FieldCheck) {
  const { text, refused } = check.readback(valueOf(group, input, check));
  const line = lineOf(group);
  if (line.textContent !== text) line.textContent = text;
  line.style.color = refused ? REFUSED_COLOR : '';
}

/** The field's group and its check, for an element of a checked field. */
function checkedField(element: Element | null) {
  // Sveltia marks each field's group with its key (its components/contents/details/editor/field-editor.svelte).
  const group = element?.closest('[data-key-path]');
  const check = group && FIELD_CHECKS[group.getAttribute('data-key-path')!];
  const input = group?.querySelector<HTMLInputElement>('input');
  return group && check && input ? { group, check, input } : undefined;
}

// What is typed is read back from the field it is typed in, wherever Sveltia has
// moved or redrawn it since: one listener for the whole page, none kept on an
// input or a group that may be replaced (a new good's form is drawn more than once).
document.addEventListener(
  'input',
  (event) => {
    const field = checkedField(event.target as Element);
    if (field) show(field.group, field.input, field.check);
  },
  true,
);

// A field's words as it first appears, before anything is typed (a good opened with its price),
// and a file's as it is chosen or taken away.
new MutationObserver(() => {
  for (const key of Object.keys(FIELD_CHECKS))
    for (const group of document.querySelectorAll(`[data-key-path="${key}"]`)) {
      const field = checkedField(group);
      if (field && (field.check.shown || !group.querySelector(`.${LINE_CLASS}`)))
        show(field.group, field.input, field.check);
    }
}).observe(document.body, { childList: true, subtree: true });

/** The saved entry's values, as Sveltia's `preSave` gives them (an Immutable.js map). */
interface SavingEntry {
  getIn(path: readonly string[]): unknown;
}

/**
 * Why the save of `entry` is refused, or undefined: the first field whose
 * check refuses it. Sveltia shows the words under its own «Помилка» and
 * keeps the form as it was.
 */
export function refusedSave(entry: SavingEntry): string | undefined {
  for (const [key, check] of Object.entries(FIELD_CHECKS)) {
    const value = entry.getIn(['data', key]);
    if (!check.refusesSave || typeof value !== 'string') continue;
    const { text, refused } = check.readback(value);
    if (refused) return text;
  }
  return undefined;
}

/** Sveltia's `preSave` listener (admin/main.ts): throws to refuse the save. */
export function refuseSave({ entry }: { entry: unknown }): undefined {
  const refusal = refusedSave(entry as SavingEntry);
  // Sveltia shows the cause's words of a `saving_failed` error in its dialog.
  if (refusal) throw new Error('saving_failed', { cause: new Error(refusal) });
  return undefined;
}
