/**
 * What the owner's returns words (shop.yaml's `повернення`) say of money
 * given back for a piece paid and gone meanwhile («Якщо оплачену річ уже
 * продано, повертаємо гроші протягом 3 днів»). The
 * order's transfer says it where the buyer pays
 * (src/features/basket/transfer-payment.tsx); the build reads the same
 * sentences as the shop's own speed of refunds, not a shorter return
 * (builder/catalogue/returns-words.ts).
 */

/** Whether a sentence (lower case) speaks of money. */
export const speaksOfMoney = (sentence: string) => /кошт|грош|оплат/u.test(sentence);

/** The owner's sentences on money given back, as written. */
export function moneyBackWords(paragraphs: readonly string[]): string[] {
  return paragraphs
    .flatMap((paragraph) => paragraph.split(/(?<=[.!?])\s+/))
    .filter((sentence) => {
      const plain = sentence.toLowerCase();
      // Money, given back, for a piece paid and gone: not a damaged parcel's refund.
      return (
        /кошт|грош|сум/u.test(plain) &&
        /поверн|поверт/u.test(plain) &&
        /продан|наявн|оплачен|передоплат/u.test(plain)
      );
    });
}
