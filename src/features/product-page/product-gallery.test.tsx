import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { galleryItems } from './gallery-items';
import { ProductGallery } from './product-gallery';
import { TEST_PRODUCT } from './test-product';

const TITLE = TEST_PRODUCT.title;

function renderGallery() {
  const user = userEvent.setup();
  render(<ProductGallery title={TITLE} items={galleryItems(TEST_PRODUCT)} />);
  const gallery = screen.getByRole('region', { name: 'Галерея товару' });
  const stage = screen.getByTestId('gallery-stage');
  const counter = () => within(gallery).getByTestId('gallery-counter');
  return { user, gallery, stage, counter };
}

describe('ProductGallery', () => {
  // The gallery reads a slide's fragment from the address when it starts.
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('starts on the main image with the counter 1 з 8 and eight thumbnails', () => {
    const { stage, counter } = renderGallery();
    expect(counter()).toHaveTextContent('1 з 8');
    expect(within(stage).getByRole('img', { name: `${TITLE}, фото 1 з 8` })).toHaveAttribute(
      'src',
      '/img/main.svg',
    );
    expect(screen.getAllByRole('link', { name: /^(Фото \d|Відео,)/ })).toHaveLength(8);
    expect(screen.getByRole('link', { name: 'Фото 1 з 8' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('links the arrows and the thumbnails to the slides, which work before the app runs', async () => {
    const { user, stage } = renderGallery();
    const slides = stage.querySelectorAll('[role="group"] > div');
    expect([...slides].map((slide) => slide.id)).toEqual([
      'photo-1',
      'photo-2',
      'photo-3',
      'photo-4',
      'photo-5',
      'photo-6',
      'photo-7',
      'photo-8',
    ]);
    const thumbs = screen.getAllByRole('link', { name: /^(Фото \d|Відео,)/ });
    expect(thumbs.map((thumb) => thumb.getAttribute('href'))).toEqual(
      [...slides].map((slide) => `#${slide.id}`),
    );
    const previous = screen.getByRole('link', { name: 'Попереднє фото' });
    const next = screen.getByRole('link', { name: 'Наступне фото' });
    // The arrows wrap around, their links too.
    expect(previous).toHaveAttribute('href', '#photo-8');
    expect(next).toHaveAttribute('href', '#photo-2');
    await user.click(next);
    expect(previous).toHaveAttribute('href', '#photo-1');
    expect(next).toHaveAttribute('href', '#photo-3');
    // Served here: nothing is added to the address.
    expect(window.location.hash).toBe('');
  });

  it('leaves a click with a modifier key to the browser', () => {
    const { counter } = renderGallery();
    const next = screen.getByRole('link', { name: 'Наступне фото' });
    const fourth = screen.getByRole('link', { name: 'Фото 4 з 8' });
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      // A default the browser would act on (a new tab, a new window).
      expect(fireEvent.click(next, init)).toBe(true);
      expect(fireEvent.click(fourth, init)).toBe(true);
    }
    expect(counter()).toHaveTextContent('1 з 8');
    expect(fireEvent.click(next)).toBe(false);
    expect(counter()).toHaveTextContent('2 з 8');
  });

  it('starts at the slide an address names, and drops it from the address', () => {
    const state = { usr: null, key: 'k1', idx: 3 };
    window.history.replaceState(state, '', '/catalog/1?from=chat#photo-3');
    const { stage, counter } = renderGallery();
    expect(counter()).toHaveTextContent('3 з 8');
    expect(within(stage).getByRole('img')).toHaveAttribute('alt', `${TITLE}, фото 3 з 8`);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/catalog/1?from=chat',
    );
    // React Router's state for the entry (its key, its place) stays.
    expect(window.history.state).toEqual(state);
  });

  it('ignores a fragment that names no slide of this gallery', () => {
    window.history.replaceState(null, '', '/catalog/1#photo-9');
    const { counter } = renderGallery();
    expect(counter()).toHaveTextContent('1 з 8');
    expect(window.location.hash).toBe('#photo-9');
  });

  it('shows a single photo alone: no arrows, counter or thumbnails to step through', () => {
    render(<ProductGallery title={TITLE} items={galleryItems({ ...TEST_PRODUCT, gallery: [] })} />);
    expect(screen.getByRole('img', { name: `${TITLE}, фото 1 з 1` })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Наступне фото' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Фото 1/ })).toBeNull();
    expect(screen.getByTestId('gallery-counter')).not.toBeVisible();
  });

  it('steps with the arrows', async () => {
    const { user, stage, counter } = renderGallery();
    await user.click(screen.getByRole('link', { name: 'Наступне фото' }));
    expect(counter()).toHaveTextContent('2 з 8');
    expect(within(stage).getByRole('img')).toHaveAttribute('src', '/img/1.svg');
    await user.click(screen.getByRole('link', { name: 'Попереднє фото' }));
    expect(counter()).toHaveTextContent('1 з 8');
  });

  it('steps through all eight items with → and wraps at both ends', async () => {
    const { user, stage, counter } = renderGallery();
    within(stage).getByRole('group').focus();
    for (let n = 2; n <= 7; n += 1) {
      await user.keyboard('{ArrowRight}');
      expect(counter()).toHaveTextContent(`${n} з 8`);
      expect(within(stage).getByRole('img')).toHaveAttribute('src', `/img/${n - 1}.svg`);
    }
    await user.keyboard('{ArrowRight}');
    expect(counter()).toHaveTextContent('8 з 8');
    expect(within(stage).queryByRole('img')).not.toBeInTheDocument();
    expect(stage.querySelector('video')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(counter()).toHaveTextContent('1 з 8');
    await user.keyboard('{ArrowLeft}');
    expect(counter()).toHaveTextContent('8 з 8');
    await user.keyboard('{Home}');
    expect(counter()).toHaveTextContent('1 з 8');
    await user.keyboard('{End}');
    expect(counter()).toHaveTextContent('8 з 8');
  });

  it('ignores the arrows with a modifier key and outside the gallery', async () => {
    const { user, counter } = renderGallery();
    await user.keyboard('{ArrowRight}');
    expect(counter()).toHaveTextContent('1 з 8');
    within(screen.getByTestId('gallery-stage')).getByRole('group').focus();
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    expect(counter()).toHaveTextContent('1 з 8');
  });

  it('takes the item a swipe comes to rest on, and shows only that one', () => {
    const { stage, counter } = renderGallery();
    const track = within(stage).getByRole('group');
    // What a swipe leaves behind: the track scrolled to the third slide, at rest.
    Object.defineProperty(track, 'clientWidth', { value: 300 });
    track.scrollLeft = 600;
    fireEvent(track, new Event('scrollend'));
    expect(counter()).toHaveTextContent('3 з 8');
    expect(screen.getByRole('link', { name: 'Фото 3 з 8' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(stage).getAllByRole('img')).toHaveLength(1);
    expect(within(stage).getByRole('img')).toHaveAttribute('src', '/img/2.svg');
  });

  it('selects an item from its thumbnail', async () => {
    const { user, stage, counter } = renderGallery();
    const fourth = screen.getByRole('link', { name: 'Фото 4 з 8' });
    await user.click(fourth);
    expect(fourth).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Фото 1 з 8' })).not.toHaveAttribute('aria-current');
    expect(counter()).toHaveTextContent('4 з 8');
    expect(within(stage).getByRole('img', { name: `${TITLE}, фото 4 з 8` })).toHaveAttribute(
      'src',
      '/img/3.svg',
    );
  });

  it('plays the video with controls and its poster, loading nothing up front', async () => {
    const { user, stage } = renderGallery();
    await user.click(screen.getByRole('link', { name: 'Відео, 8 з 8' }));
    const video = stage.querySelector('video');
    expect(video).toHaveAttribute('src', '/media/video.webm');
    expect(video).toHaveAttribute('poster', '/img/poster.svg');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'none');
  });

  it('shows a Ukrainian message instead of a video that fails', async () => {
    const { user, stage } = renderGallery();
    await user.click(screen.getByRole('link', { name: 'Відео, 8 з 8' }));
    fireEvent.error(stage.querySelector('video')!);
    expect(within(stage).getByRole('status')).toHaveTextContent('Не вдалося відтворити відео.');
    expect(stage.querySelector('video')).not.toBeInTheDocument();
  });

  it('opens the current item fullscreen, steps there and closes back to the opener', async () => {
    const { user, counter } = renderGallery();
    await user.click(screen.getByRole('link', { name: 'Наступне фото' }));
    const opener = screen.getByRole('button', { name: 'Відкрити на весь екран' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Галерея на весь екран' });
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByTestId('gallery-counter')).toHaveTextContent('2 з 8');
    expect(within(dialog).getByRole('img', { name: `${TITLE}, фото 2 з 8` })).toBeInTheDocument();

    fireEvent.keyDown(within(dialog).getByRole('button', { name: 'Закрити' }), {
      key: 'ArrowRight',
    });
    expect(within(dialog).getByTestId('gallery-counter')).toHaveTextContent('3 з 8');
    await user.click(within(dialog).getByRole('button', { name: 'Наступне фото' }));
    expect(within(dialog).getByTestId('gallery-counter')).toHaveTextContent('4 з 8');
    // The page's gallery follows, so closing shows where the visitor stopped.
    expect(counter()).toHaveTextContent('4 з 8');

    await user.click(within(dialog).getByRole('button', { name: 'Закрити' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(within(dialog).queryByRole('button', { name: 'Закрити' })).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
