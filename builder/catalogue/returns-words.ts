/**
 * Words of shop.yaml's `повернення` that promise less than the law: the
 * consumer law gives a buyer at a distance 14 days to return a piece
 * (docs/owner-catalogue.md, «Продавець і оплата переказом»). The shop still
 * builds, as the law's own words stand beside the owner's on every shop's
 * about page (src/features/about/about-page.tsx); the build's note asks the
 * owner to put it right.
 * Each row is one way of writing less; a sentence that matches none passes.
 */

import { speaksOfMoney } from '../../src/shared/lib/money-back.ts';

/** Below this many days a return promises less than the law. */
export const LAW_RETURN_DAYS = 14;

/** Numbers written as words, up to the law's 14, in the forms they take before «днів». */
const DAY_WORDS: Record<string, number> = {
  одного: 1,
  один: 1,
  одну: 1,
  два: 2,
  двох: 2,
  три: 3,
  трьох: 3,
  чотири: 4,
  чотирьох: 4,
  "п'ять": 5,
  "п'яти": 5,
  шість: 6,
  шести: 6,
  сім: 7,
  семи: 7,
  вісім: 8,
  восьми: 8,
  "дев'ять": 9,
  "дев'яти": 9,
  десять: 10,
  десяти: 10,
  одинадцять: 11,
  одинадцяти: 11,
  дванадцять: 12,
  дванадцяти: 12,
  тринадцять: 13,
  тринадцяти: 13,
};

/** A count of days: «7 днів», «3-х днів», «сім календарних днів», «10 діб». */
const DAYS = new RegExp(
  `(?<![\\p{L}\\d])(\\d{1,3}|${Object.keys(DAY_WORDS).join('|')})` +
    `(?:\\s*[-–]\\s*\\p{L}{1,3})?\\s*(?:\\p{L}+них\\s+|\\p{L}+чих\\s+)?(?:дн|день|доб|діб)`,
  'gu',
);

interface ShortPromise {
  /** What kind of short promise this is, for the tests and the reader. */
  what: string;
  /** Whether a sentence (lower case, apostrophes as ') promises it. */
  says: (sentence: string) => boolean;
}

/** Every way of promising less than the law, one row each. */
export const SHORT_PROMISES: readonly ShortPromise[] = [
  {
    // A refund's days are not a return's: «кошти повертаємо протягом 7 днів» is the shop's own speed.
    what: 'fewer days than the law’s 14',
    says: (sentence) =>
      !speaksOfMoney(sentence) &&
      [...sentence.matchAll(DAYS)].some(
        ([, count]) => (DAY_WORDS[count!] ?? Number(count)) < LAW_RETURN_DAYS,
      ),
  },
  {
    // «протягом тижня», «тиждень»; «2 тижні» is the law's 14 days.
    what: 'a week',
    says: (sentence) => /(?<![2-9]\s*)(?:тиждень|тижня)(?!\p{L})/u.test(sentence),
  },
  {
    what: 'hours',
    says: (sentence) => /\d+\s*(?:годин|год\.)/u.test(sentence),
  },
  {
    what: 'no returns at all',
    says: (sentence) =>
      [
        /(?:повернен|обмін)[^.!?]*(?<!\p{L})не\s+(?:приймаємо|приймаються|приймається|здійснюємо|здійснюється|робимо|можлив|передбачен)/u,
        /(?<!\p{L})не\s+(?:повертаємо|приймаємо\s+назад)/u,
        /(?<!\p{L})не\s+підляга\p{L}*\s+(?:обміну|поверненню)/u,
        /(?:обміну|поверненню)[^.!?]*(?<!\p{L})не\s+підляга/u,
        /(?<!\p{L})без\s+(?:права\s+(?:на\s+)?)?(?:повернен|обмін)/u,
        /поверн\p{L}*\s+(?:немає|неможлив|не\s+буде)/u,
        /(?<!\p{L})ні\s+обміну,?\s+ні\s+поверненн/u,
      ].some((pattern) => pattern.test(sentence)),
  },
];

const plain = (text: string) => text.toLowerCase().replace(/[’ʼ‘`]/g, "'");

/** The owner's sentences that promise less than the law, as written. */
export function shortPromises(paragraphs: readonly string[]): string[] {
  return paragraphs
    .flatMap((paragraph) => paragraph.split(/(?<=[.!?])\s+/))
    .filter((sentence) => SHORT_PROMISES.some(({ says }) => says(plain(sentence))));
}

/** The build's note on `повернення` words that promise less than the law, or undefined. */
export function returnsNote(paragraphs: readonly string[]): string | undefined {
  const short = shortPromises(paragraphs);
  if (short.length === 0) return undefined;
  return (
    `ці слова обіцяють менше, ніж закон: ${short.map((sentence) => `«${sentence}»`).join(' ')} ` +
    `Закон «Про захист прав споживачів» дає покупцеві, що купив річ на відстані, ${LAW_RETURN_DAYS} днів, щоб повернути її без пояснення причин, і слова магазину цього не скасовують. ` +
    `Напишіть строк від ${LAW_RETURN_DAYS} днів (або зітріть рядок): магазин збирається й так, але покупця такі слова вводять в оману.`
  );
}
