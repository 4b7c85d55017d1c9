import { screen, within } from '@testing-library/react';
import { keepCollectionLinks } from '../../features/collections/collection-links';
import { renderWithProviders } from '../../test/render';
import { PAGES, pageAddress, pagesLinkedFrom, type Page } from '../pages';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The addresses of `links`, without a fragment. */
const addresses = (links: HTMLElement[]) =>
  links.map((link) => link.getAttribute('href')!.replace(/#.*$/, ''));

/**
 * Each place of the shop's chrome links exactly the pages whose entry of
 * src/app/pages.ts names it, in the table's order (the test contract's words
 * are site-header.test.tsx's).
 */
describe('the pages each place links (src/app/pages.ts, links)', () => {
  it('the header’s navigation and the burger menu: the `nav` pages, in order, then the sign-in', () => {
    renderWithProviders(<SiteHeader />);
    const nav = pagesLinkedFrom('nav').map(pageAddress);
    expect(nav).toEqual(['/', '/catalog', '/favorite', '/aboutUs']);
    const header = screen.getByRole('navigation', { name: 'Основна навігація' });
    expect(addresses(within(header).getAllByRole('link'))).toEqual([...nav, '/sing up']);
    const menu = screen.getByTestId('burger-menu');
    expect(
      addresses(within(menu).getAllByRole('link', { hidden: true })).slice(0, nav.length),
    ).toEqual(nav);
  });

  it('the header’s icons: the `icon` pages, in order', () => {
    renderWithProviders(<SiteHeader />);
    const icons = pagesLinkedFrom('icon').map(pageAddress);
    expect(icons).toEqual(['/favorite', '/basket']);
    const header = screen.getByRole('banner');
    const nav = screen.getByRole('navigation', { name: 'Основна навігація' });
    const outsideNav = within(header)
      .getAllByRole('link')
      .filter((link) => !nav.contains(link) && link.getAttribute('href')?.startsWith('/'))
      // The wordmark leads home from every page, whatever the table says.
      .slice(1);
    expect(addresses(outsideNav)).toEqual(icons);
  });

  it('the footer: only the `footer` pages', () => {
    renderWithProviders(<SiteFooter />);
    const footer = screen.getByRole('navigation', { name: 'Інформація' });
    const linked = new Set(addresses(within(footer).getAllByRole('link', { hidden: true })));
    expect([...linked]).toEqual(pagesLinkedFrom('footer').map(pageAddress));
  });

  it('the footer: each collection the page brings, by its name, after the `footer` pages', () => {
    keepCollectionLinks([
      { slug: 'novi-nadkhodzhennia', title: 'Нові надходження', count: 20, cover: 3 },
      { slug: 'kukhnia-70-kh', title: 'Кухня 70-х', count: 4, cover: 9 },
    ]);
    try {
      renderWithProviders(<SiteFooter />);
    } finally {
      keepCollectionLinks([]);
    }
    const list = screen.getByRole('navigation', { name: 'Добірки' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Нові надходження', '/collections/novi-nadkhodzhennia'],
      ['Кухня 70-х', '/collections/kukhnia-70-kh'],
    ]);
  });

  it('every page says where it is linked, or how a visitor reaches it', () => {
    for (const page of PAGES)
      expect(
        'reached' in page.links ? page.links.reached.length : page.links.length,
        page.module,
      ).toBeGreaterThan(0);
    // @ts-expect-error: a page must say where it is linked
    const withoutLinks: Page = {
      path: 'new',
      module: 'new',
      drawing: { products: false, favorites: false, query: false },
      indexed: true,
    };
    // @ts-expect-error: and name at least one place
    const linkedNowhere: Page = { ...withoutLinks, links: [] };
    expect([withoutLinks, linkedNowhere]).toHaveLength(2);
  });
});
