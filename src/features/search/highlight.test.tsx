import { render } from '@testing-library/react';
import { Highlight } from './highlight';

describe('Highlight', () => {
  it('wraps the matched parts of a title in <mark>', () => {
    const { container } = render(<Highlight text="King size Порцеляна" query="порц king" />);
    const marks = [...container.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marks).toEqual(['King', 'Порц']);
    expect(container.textContent).toBe('King size Порцеляна');
  });

  it('renders the text alone when nothing matches', () => {
    const { container } = render(<Highlight text="King size Ваза" query="кришталь" />);
    expect(container.innerHTML).toBe('King size Ваза');
  });

  it('renders markup in the title and the query as text', () => {
    const title = 'King size <img src=x onerror=alert(1)>';
    const { container } = render(<Highlight text={title} query="<img src" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe(title);
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'img',
      'src',
    ]);
  });
});
