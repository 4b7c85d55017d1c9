/**
 * How far a long step of an owner's build has got (the photos, the link
 * previews: docs/owner-catalogue.md says how long they take), so that a
 * first build of hundreds of photos never sits silent for twenty minutes.
 * In a terminal it is one line, rewritten in place a few times a second; in
 * a log (GitHub Pages' build step, a file), a line at every tenth of the
 * work, or every minute when the work is slow, never a flood.
 */

/** Where the lines go: a terminal's stdout, or any stream that is not one. */
export interface ProgressStream {
  isTTY?: boolean;
  write(text: string): unknown;
}

export interface ProgressOptions {
  /** What is counted, in Ukrainian: 'фото'. */
  what: string;
  total: number;
  stream: ProgressStream;
  /** Milliseconds; performance.now() unless a test gives its own clock. */
  now?: () => number;
}

export interface Progress {
  /** One more item done; `fresh` when it took real work (made, not taken from the cache). */
  tick(fresh?: boolean): void;
  /** All done: the last line, with the time it took. */
  done(): void;
}

/** A terminal's line is rewritten no more often than this. */
const TERMINAL_EVERY_MS = 250;
/** In a log, a line at each tenth of the work, but not closer than this… */
const LOG_MIN_GAP_MS = 10_000;
const LOG_STEP = 0.1;
/** …and at least this often while the work goes on. */
const LOG_MAX_GAP_MS = 60_000;
/** Time left is said once this much real work has been timed: before, it would be a guess. */
const ESTIMATE_AFTER_MS = 5_000;

const count = (value: number) => new Intl.NumberFormat('uk-UA').format(value).replace(/\s/g, ' ');

/** '45 с', '3 хв 05 с', '1 год 02 хв'. */
export function duration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} с`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} хв ${String(seconds % 60).padStart(2, '0')} с`;
  return `${Math.floor(minutes / 60)} год ${String(minutes % 60).padStart(2, '0')} хв`;
}

export function startProgress({
  what,
  total,
  stream,
  now = () => performance.now(),
}: ProgressOptions): Progress {
  const terminal = stream.isTTY === true;
  const started = now();
  let finished = 0;
  /** Items that took real work: their pace prices what is left. */
  let fresh = 0;
  let lastShown = started;
  let lastShare = 0;
  let lastLength = 0;

  const line = (at: number) => {
    const share = total > 0 ? finished / total : 1;
    let text = `${what}: ${count(finished)} з ${count(total)} (${Math.floor(share * 100)} %)`;
    if (fresh > 0 && at - started >= ESTIMATE_AFTER_MS) {
      // The work left is priced at the pace of the real work so far: the
      // ones taken from the cache are done almost at once.
      const left = ((at - started) / fresh) * (total - finished);
      text += `, лишилося ≈ ${duration(left)}`;
    }
    return text;
  };

  const show = (text: string) => {
    if (terminal) {
      stream.write(`\r${text.padEnd(lastLength)}`);
      lastLength = text.length;
    } else {
      stream.write(`${text}\n`);
    }
  };

  return {
    tick(isFresh = true) {
      const at = now();
      finished += 1;
      if (isFresh) fresh += 1;
      if (finished >= total) return;
      const share = finished / total;
      const due = terminal
        ? at - lastShown >= TERMINAL_EVERY_MS
        : (Math.floor(share / LOG_STEP) > Math.floor(lastShare / LOG_STEP) &&
            at - lastShown >= LOG_MIN_GAP_MS) ||
          at - lastShown >= LOG_MAX_GAP_MS;
      if (!due) return;
      lastShown = at;
      lastShare = share;
      show(line(at));
    },
    done() {
      const text = `${what}: ${count(finished)} з ${count(total)} за ${duration(now() - started)}`;
      show(text);
      if (terminal) stream.write('\n');
    },
  };
}
