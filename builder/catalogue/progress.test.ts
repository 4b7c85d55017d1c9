// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { duration, startProgress } from './progress.ts';

/** A progress on a clock the test moves, writing into `written`. */
function progress(total: number, isTTY: boolean) {
  let clock = 0;
  const written: string[] = [];
  const reporter = startProgress({
    what: 'фото',
    total,
    stream: { isTTY, write: (text: string) => written.push(text) },
    now: () => clock,
  });
  /** `items` done, one each `every` ms, of real work unless `cached`. */
  const work = (items: number, every: number, cached = false) => {
    for (let i = 0; i < items; i += 1) {
      clock += every;
      reporter.tick(!cached);
    }
  };
  return { reporter, written, work };
}

describe('startProgress', () => {
  it('writes a log a line at each tenth of the work, with the time left, and the total at the end', () => {
    const { reporter, written, work } = progress(400, false);
    work(400, 300);
    reporter.done();
    expect(written.every((line) => line.endsWith('\n'))).toBe(true);
    expect(written).toHaveLength(10);
    expect(written[0]).toBe('фото: 40 з 400 (10 %), лишилося ≈ 1 хв 48 с\n');
    expect(written[4]).toBe('фото: 200 з 400 (50 %), лишилося ≈ 1 хв 00 с\n');
    expect(written.at(-1)).toBe('фото: 400 з 400 за 2 хв 00 с\n');
  });

  it('says something every minute of slow work, and never floods fast work', () => {
    // An owner's first build: 1 558 photos at 0.8 s each.
    const slow = progress(1558, false);
    slow.work(1558, 800);
    slow.reporter.done();
    expect(slow.written).toHaveLength(25);
    expect(slow.written[0]).toBe('фото: 75 з 1 558 (4 %), лишилося ≈ 19 хв 46 с\n');
    expect(slow.written.at(-1)).toBe('фото: 1 558 з 1 558 за 20 хв 46 с\n');
    // A rebuild: everything from the cache in two seconds, one line.
    const fast = progress(1558, false);
    fast.work(1558, 1, true);
    fast.reporter.done();
    expect(fast.written).toEqual(['фото: 1 558 з 1 558 за 2 с\n']);
  });

  it('rewrites one line in a terminal, a few times a second, and ends it', () => {
    const { reporter, written, work } = progress(40, true);
    work(40, 200);
    reporter.done();
    expect(written.slice(0, 2)).toEqual(['\rфото: 2 з 40 (5 %)', '\rфото: 4 з 40 (10 %)']);
    expect(written).toHaveLength(21);
    expect(written.slice(0, -1).every((text) => /^\r[^\n]+$/.test(text))).toBe(true);
    // The last line covers the longer one before it, then ends.
    expect(written.at(-3)).toBe('\rфото: 38 з 40 (95 %), лишилося ≈ 0 с');
    expect(written.at(-2)).toBe('\rфото: 40 з 40 за 8 с'.padEnd(written.at(-3)!.length));
    expect(written.at(-1)).toBe('\n');
  });

  it('prices what is left by the real work, not the photos taken from the cache', () => {
    const { reporter, written, work } = progress(300, false);
    work(200, 5, true);
    work(100, 1000);
    reporter.done();
    // 70 made in 71 s: about a second each for the 30 left.
    expect(written).toContain('фото: 270 з 300 (90 %), лишилося ≈ 30 с\n');
  });
});

describe('duration', () => {
  it('says seconds, minutes and hours as Ukrainian does', () => {
    expect(duration(4_400)).toBe('4 с');
    expect(duration(185_000)).toBe('3 хв 05 с');
    expect(duration(3_725_000)).toBe('1 год 02 хв');
  });
});
