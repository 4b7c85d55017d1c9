/**
 * Asks before an edited entry is left with what was typed unsaved. Sveltia's
 * ← in the editor («Скасувати редагування») closes it without a word; its
 * draft backup, offered back when the entry is opened again, is kept only
 * where its repository has a database in the browser (the owner's GitHub,
 * not the test repository). So ← asks first, and so do the back gesture
 * (where the browser lets a page cancel it: the Navigation API) and closing
 * or reloading the page. An entry is unsaved while the editor's «Зберегти» can
 * be pressed.
 */

export const LEAVE_QUESTION =
  'Вийти без збереження? Те, що ви змінили в цьому записі, буде втрачено. «Скасувати» — лишитися й зберегти.';

/** Sveltia's names of the editor's ← and of its save button (its uk locale, admin/ukrainian.ts). */
const BACK_NAME = 'Скасувати редагування';
const SAVE_WORD = 'Зберегти';

/** Whether the open editor has changes «Зберегти» would save. */
export function hasUnsavedEdit(root: ParentNode = document): boolean {
  const back = root.querySelector(`button[aria-label="${BACK_NAME}"]`);
  const toolbar = back?.closest('[role="toolbar"]');
  const save = [...(toolbar?.querySelectorAll('button') ?? [])].find(
    (button) => button.textContent?.trim() === SAVE_WORD,
  );
  return save !== undefined && !save.disabled && save.getAttribute('aria-disabled') !== 'true';
}

/** Starts asking (admin/main.ts, before Sveltia: its listener then comes first). */
export function guardUnsavedEdits(
  ask: (question: string) => boolean = window.confirm.bind(window),
): void {
  document.addEventListener(
    'click',
    (event) => {
      const back = (event.target as Element | null)?.closest?.(`button[aria-label="${BACK_NAME}"]`);
      if (!back || !hasUnsavedEdit() || ask(LEAVE_QUESTION)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
    },
    true,
  );
  window.addEventListener('beforeunload', (event) => {
    if (hasUnsavedEdit()) event.preventDefault();
  });
  // The phone's back gesture (or the browser's back button) is a traversal the user made:
  // where the browser lets a page cancel one (the Navigation API), it asks too. Sveltia's own
  // traversals (back to the list after ← or a save) are the page's, not the user's.
  const navigation = (window as { navigation?: EventTarget }).navigation;
  navigation?.addEventListener('navigate', (event) => {
    const traversal = event as Event & {
      navigationType?: string;
      userInitiated?: boolean;
      cancelable: boolean;
    };
    if (traversal.navigationType !== 'traverse' || !traversal.userInitiated) return;
    if (!traversal.cancelable || !hasUnsavedEdit() || ask(LEAVE_QUESTION)) return;
    traversal.preventDefault();
  });
}
