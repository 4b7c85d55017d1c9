import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ProductImage } from './product-image';
import { FALLBACK_IMAGE } from './product-media';

describe('ProductImage', () => {
  it('reserves a 300x400 box and shows the picture', () => {
    render(<ProductImage src="/a.svg" alt="Ваза" />);
    const image = screen.getByRole('img', { name: 'Ваза' });
    expect(image).toHaveAttribute('src', '/a.svg');
    expect(image).toHaveAttribute('width', '300');
    expect(image).toHaveAttribute('height', '400');
  });

  it('falls back to the local placeholder when the picture fails, once', () => {
    render(<ProductImage src="/broken.svg" alt="Ваза" />);
    fireEvent.error(screen.getByRole('img', { name: 'Ваза' }));
    // A fresh element carries the placeholder (the failed one is not reused).
    const fallback = screen.getByRole('img', { name: 'Ваза' });
    expect(fallback).toHaveAttribute('src', FALLBACK_IMAGE);
    expect(fallback).toHaveAttribute('data-failed', 'true');
    fireEvent.error(fallback);
    expect(screen.getByRole('img', { name: 'Ваза' })).toHaveAttribute('src', FALLBACK_IMAGE);
  });

  describe("a picture that had finished before React took it over (the build's HTML)", () => {
    function finished(naturalWidth: number, decodes: boolean) {
      vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
      vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(naturalWidth);
      HTMLImageElement.prototype.decode = () =>
        decodes ? Promise.resolve() : Promise.reject(new Error('EncodingError'));
    }
    const { decode } = HTMLImageElement.prototype;
    afterEach(() => {
      vi.restoreAllMocks();
      HTMLImageElement.prototype.decode = decode;
    });

    it('shows the placeholder when it had failed', async () => {
      finished(0, false);
      render(<ProductImage src="/broken.svg" alt="Ваза" />);
      await waitFor(() =>
        expect(screen.getByRole('img', { name: 'Ваза' })).toHaveAttribute('src', FALLBACK_IMAGE),
      );
      expect(screen.getByRole('img', { name: 'Ваза' })).toHaveAttribute('data-failed', 'true');
    });

    it('keeps an SVG that loaded with no natural size (only a viewBox)', async () => {
      finished(0, true);
      render(<ProductImage src="/a.svg" alt="Ваза" />);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.getByRole('img', { name: 'Ваза' })).toHaveAttribute('src', '/a.svg');
    });

    it('keeps a picture that loaded', async () => {
      finished(300, false);
      render(<ProductImage src="/a.svg" alt="Ваза" />);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.getByRole('img', { name: 'Ваза' })).toHaveAttribute('src', '/a.svg');
    });
  });
});
