import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styles from './order.module.css';

export interface ComboOption {
  ref: string;
  name: string;
}

/**
 * A text field with a list to pick from (WAI-ARIA's combobox with a listbox
 * popup, "list autocomplete"): typing asks for the list, ↓ and ↑ move in it,
 * Enter or a tap picks, Escape closes it. What is typed stays the field's
 * value until something is picked; the options are the carrier's own words,
 * shown as text. Over the list, a line says what the list is doing
 * (`message`: searching, found nothing, not answering) without moving the
 * field. The list opens above the field when the room under it, down to a
 * phone's keyboard (the visual viewport), is too small for it.
 */

/** The list's full height (16rem): less room than this under the field, and more over it, opens it above. */
const LIST_PX = 256;

/** Where the list goes: under the field or over it, and the room it has there. */
export function placeList(
  field: { top: number; bottom: number },
  view: { top: number; height: number },
): { above: boolean; room: number } {
  const below = view.top + view.height - field.bottom;
  const above = field.top - view.top;
  const up = below < LIST_PX && above > below;
  return { above: up, room: Math.max(0, Math.floor(up ? above : below)) };
}

/** The room a list has on screen: the visual viewport, less the page's sticky header over its top. */
function placementOf(input: HTMLElement) {
  const view = window.visualViewport;
  const top = view?.offsetTop ?? 0;
  const bottom = top + (view?.height ?? window.innerHeight);
  const covered = Math.max(
    top,
    document.querySelector('header')?.getBoundingClientRect().bottom ?? 0,
  );
  return placeList(input.getBoundingClientRect(), { top: covered, height: bottom - covered });
}
export function Combobox({
  id,
  name,
  label,
  listLabel,
  hint,
  error,
  errorId,
  value,
  options,
  busy,
  message = '',
  onInput,
  onPick,
  onOpen,
}: {
  id: string;
  name: string;
  label: string;
  /** The list's own name, apart from the field's. */
  listLabel: string;
  hint: string;
  error?: string;
  errorId: string;
  value: string;
  options: readonly ComboOption[];
  busy: boolean;
  /** Said over the list while the field is open: searching, nothing found, no answer. */
  message?: string;
  onInput: (text: string) => void;
  onPick: (option: ComboOption) => void;
  /** The field is focused or typed in: time to ask for its list. */
  onOpen?: () => void;
}) {
  const listId = useId();
  const hintId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [place, setPlace] = useState({ above: false, room: LIST_PX });
  const inputRef = useRef<HTMLInputElement>(null);
  const shown = open && options.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  // While open, the list follows the room it has: a phone's keyboard opens and closes, the page scrolls.
  useEffect(() => {
    if (!open) return;
    const view = window.visualViewport;
    const follow = () => inputRef.current && setPlace(placementOf(inputRef.current));
    follow();
    view?.addEventListener('resize', follow);
    view?.addEventListener('scroll', follow);
    window.addEventListener('scroll', follow, { passive: true });
    return () => {
      view?.removeEventListener('resize', follow);
      view?.removeEventListener('scroll', follow);
      window.removeEventListener('scroll', follow);
    };
  }, [open]);

  function pick(option: ComboOption) {
    onPick(option);
    setOpen(false);
    setActive(-1);
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      onOpen?.();
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + options.length) % options.length);
    } else if (event.key === 'Enter' && shown && active >= 0) {
      event.preventDefault();
      pick(options[active]!);
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
      <div className={styles.combo} data-above={place.above || undefined}>
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          required
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listId}
          aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error && errorId, hintId].filter(Boolean).join(' ')}
          aria-busy={busy || undefined}
          value={value}
          onChange={(event) => {
            onInput(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => {
            setOpen(true);
            onOpen?.();
          }}
          onBlur={() => setOpen(false)}
          onKeyDown={keyDown}
        />
        <div
          className={styles.popup}
          style={{ '--room': `${place.room}px` } as React.CSSProperties}
        >
          <p role="status" className={styles.says}>
            {open ? message : ''}
          </p>
          <ul
            id={listId}
            role="listbox"
            aria-label={listLabel}
            className={styles.options}
            hidden={!shown}
          >
            {options.map((option, index) => (
              // The keys reach an option through the field (aria-activedescendant): it needs none of its own.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={option.ref}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={styles.option}
                // Keeps focus in the field, so that a tap picks and the field stays where it was.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(option)}
              >
                {option.name}
              </li>
            ))}
          </ul>
        </div>
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
