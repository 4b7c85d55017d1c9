import { idFromHash, scrollToHash, waitForElementById } from './hash-scroll';

describe('hash scroll', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => vi.useRealTimers());

  it('reads the id from a hash, decoding it', () => {
    expect(idFromHash('#delivery')).toBe('delivery');
    expect(idFromHash('#%D0%B0')).toBe('а');
    expect(idFromHash('#')).toBeNull();
    expect(idFromHash('')).toBeNull();
  });

  it('scrolls to and focuses an element that is already there', async () => {
    document.body.innerHTML = '<section id="delivery" tabindex="-1"></section>';
    await expect(scrollToHash('#delivery')).resolves.toBe(true);
    const section = document.getElementById('delivery')!;
    expect(section.scrollIntoView).toHaveBeenCalled();
    expect(document.activeElement).toBe(section);
  });

  it('leaves an element that shows itself for its hash (a gallery slide) to its own code', async () => {
    document.body.innerHTML = '<div id="photo-3" data-own-hash=""></div>';
    await expect(scrollToHash('#photo-3')).resolves.toBe(false);
    const slide = document.getElementById('photo-3')!;
    expect(slide.scrollIntoView).not.toHaveBeenCalled();
    expect(slide).not.toHaveAttribute('tabindex');
    expect(document.activeElement).toBe(document.body);
  });

  it('waits for an element that appears later', async () => {
    const arrived = scrollToHash('#late', { timeoutMs: 1000 });
    setTimeout(() => {
      const div = document.createElement('div');
      div.id = 'late';
      document.body.append(div);
    }, 20);
    await expect(arrived).resolves.toBe(true);
    const late = document.getElementById('late')!;
    expect(late.getAttribute('tabindex')).toBe('-1');
    expect(document.activeElement).toBe(late);
  });

  it('gives up after the timeout when the element never appears', async () => {
    vi.useFakeTimers();
    const result = waitForElementById('nowhere', { timeoutMs: 10_000 });
    await vi.advanceTimersByTimeAsync(9_999);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBeNull();
  });

  it('stops waiting when aborted', async () => {
    const controller = new AbortController();
    const result = scrollToHash('#nowhere', { signal: controller.signal });
    controller.abort();
    await expect(result).resolves.toBe(false);
  });
});
