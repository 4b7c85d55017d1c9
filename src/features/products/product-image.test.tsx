import { fireEvent, render, screen } from '@testing-library/react';
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
    // A fresh element carries the placeholder (issue 8: the failed one is not reused).
    const fallback = screen.getByRole('img', { name: 'Ваза' });
    expect(fallback).toHaveAttribute('src', FALLBACK_IMAGE);
    expect(fallback).toHaveAttribute('data-failed', 'true');
    fireEvent.error(fallback);
    expect(screen.getByRole('img', { name: 'Ваза' })).toHaveAttribute('src', FALLBACK_IMAGE);
  });
});
