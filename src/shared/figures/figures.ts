import type { CHANNELS, Channel } from '../config/contact-links';
import { SHOP } from '../config/shop';

/**
 * The moments of a sale the owner's counter hears of, each by the name the
 * owner reads on GoatCounter's dashboard (docs/owner-catalogue.md,
 * «Відвідування й замовлення»): a channel by its name in the table of
 * channels (contact-links.ts), an order copied as `Скопійовано`.
 */
type ChannelFigure = (typeof CHANNELS)[Channel]['figure'];
export type FigureEvent =
  | 'Додано в кошик'
  | `Замовлення: ${ChannelFigure | 'Скопійовано'}`
  | 'QR показано'
  | `Питання: ${ChannelFigure}`
  | 'Поділилися';

/**
 * Counts `event` at the owner's GoatCounter (shop.yaml's `лічильник`), and
 * does nothing in a shop without one: the code that sends (goatcounter.ts)
 * loads only then.
 */
export function countEvent(event: FigureEvent): void {
  const code = SHOP.counter;
  if (!code) return;
  import('./goatcounter').then(
    (counter) => counter.countEvent(code, event),
    () => {},
  );
}
