/**
 * Invoker commands (HTML's `commandfor` and `command` on a button): the browser
 * opens or closes the <dialog> the button names, with no script at all (the
 * burger menu, src/app/layout/burger-menu.tsx, works so before the app has
 * run). React passes these lowercase attributes to the DOM as they are, but
 * @types/react does not know them yet: this adds them to a button's props.
 */
import 'react';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- @types/react's own type parameter: the declarations merge only with it.
  interface ButtonHTMLAttributes<T> {
    /** The id of the element the button's command acts on. */
    commandfor?: string | undefined;
    /** What the button does to it; a custom command starts with two dashes. */
    command?:
      | 'show-modal'
      | 'close'
      | 'request-close'
      | 'show-popover'
      | 'hide-popover'
      | 'toggle-popover'
      | `--${string}`
      | undefined;
  }
}
