import { readFileSync } from 'node:fs';
import { test as base, type Page } from '@playwright/test';
import {
  ADMIN_CONTENT_SECURITY_POLICY,
  CONTENT_SECURITY_POLICY,
  META_CONTENT_SECURITY_POLICY,
  SECURITY_HEADERS,
} from '../deploy/security-headers';
import { expect, inlineScriptRuns, test, waitForApp } from './fixtures';
import { SAMPLE_PAGES } from './pages';

/**
 * Security headers: one policy (deploy/security-headers.ts) that
 * nginx sends as headers and the build writes into the pages as <meta>; no
 * CSP violation on any route of the production build; external links that
 * open a new tab give the new page no handle on ours.
 */

// Every page of src/app/pages.ts, and the addresses that draw them otherwise.
const ROUTES = [
  ...SAMPLE_PAGES.map(({ path }) => path),
  'catalog?category=vazy&page=2&sort=newest',
  'catalog/99999',
  'aboutUs#contacts',
];

/** Collects securitypolicyviolation events from the first script on. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as { cspViolations?: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as { cspViolations?: string[] }).cspViolations);
}

// Reads the repository's and the build's files only: no page is opened for them.
base.describe('one security policy', () => {
  base(
    'deploy/nginx.conf sends exactly the headers of deploy/security-headers.ts, the admin its own policy',
    () => {
      const conf = readFileSync('deploy/nginx.conf', 'utf8');
      // `map $uri $name { pattern "value"; ... }`: each variable's value by the address it is for.
      const maps = new Map(
        [...conf.matchAll(/^map \$uri \$(\w+) \{([^}]*)\}/gm)].map((m) => [
          m[1],
          new Map([...m[2]!.matchAll(/^\s*(\S+)\s+"([^"]*)";/gm)].map((e) => [e[1], e[2]])),
        ]),
      );
      const sentFor = (pattern: string) =>
        Object.fromEntries(
          [...conf.matchAll(/^\s*add_header\s+([\w-]+)\s+(?:"([^"]*)"|\$(\w+))\s+always;/gm)]
            .map((m) => [
              m[1]!,
              m[2] ?? maps.get(m[3]!)?.get(pattern) ?? maps.get(m[3]!)?.get('default'),
            ])
            .filter(([name, value]) => name !== 'Cache-Control' && value !== ''),
        );
      expect(sentFor('default')).toEqual(SECURITY_HEADERS);
      expect(sentFor('~^/BON-VINTAGE/admin/')).toEqual({
        ...SECURITY_HEADERS,
        'Content-Security-Policy': ADMIN_CONTENT_SECURITY_POLICY,
        'X-Robots-Tag': 'noindex, nofollow',
      });
    },
  );

  base('the policy allows only the site’s own scripts and styles', () => {
    for (const directive of ["default-src 'self'", "script-src 'self';", "style-src 'self';"]) {
      expect(CONTENT_SECURITY_POLICY).toContain(directive);
    }
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-(inline|eval)|\*/);
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    // The page talks to itself and to Nova Poshta's API, no other host.
    expect(CONTENT_SECURITY_POLICY).toContain("connect-src 'self' https://api.novaposhta.ua;");
    // A <meta> policy ignores frame-ancestors: it is left out there, the rest is equal.
    expect(META_CONTENT_SECURITY_POLICY).toBe(
      CONTENT_SECURITY_POLICY.replace("; frame-ancestors 'none'", ''),
    );
  });

  for (const file of ['index.html', '404.html']) {
    base(`the built ${file} carries the policy and the referrer policy before any script`, () => {
      const html = readFileSync(`dist/${file}`, 'utf8');
      const csp = html.indexOf(
        `<meta http-equiv="Content-Security-Policy" content="${META_CONTENT_SECURITY_POLICY}" />`,
      );
      expect(csp).toBeGreaterThan(0);
      expect(html).toContain('<meta name="referrer" content="strict-origin-when-cross-origin" />');
      expect(csp).toBeLessThan(html.indexOf('<script'));
      // No inline script: what a page holds inline is data (its drawing, JSON-LD), never run.
      expect(html).not.toMatch(
        /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/,
      );
    });
  }
});

test.describe('the production build under its CSP', () => {
  // Eight routes, each at two widths with the app waited for: allow a busy machine.
  test.describe.configure({ timeout: 150_000 });

  test('every route renders with no CSP violation, and its links to new tabs keep no handle on it', async ({
    page,
    allowConsoleErrors,
  }) => {
    const violations = await recordViolations(page);
    /** The rel of every link that opens a new tab and lacks noopener or noreferrer. */
    const handles = async () =>
      (
        await page
          .locator('a[target="_blank"]')
          .evaluateAll((links) => links.map((a) => a.getAttribute('rel') ?? ''))
      ).filter(
        (rel) => !['noopener', 'noreferrer'].every((word) => rel.split(/\s+/).includes(word)),
      );
    const checked = { 1440: 0, 375: 0 };
    for (const route of ROUTES) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(route);
      await expect(page.locator('main h1'), route).not.toHaveText(/^(Завантаження\.\.\.)?$/);
      await expect(page.locator('main')).not.toContainText('Завантаження...');
      expect(await violations(), route).toEqual([]);
      expect(await handles(), `${route} (1440 px)`).toEqual([]);
      checked[1440] += await page.locator('a[target="_blank"]').count();

      // The same page at 375 px: the burger menu's links count too.
      await page.setViewportSize({ width: 375, height: 900 });
      await waitForApp(page);
      await page.getByTestId('burger-button').click();
      await expect(page.getByTestId('burger-menu')).toBeVisible();
      expect(await handles(), `${route} (375 px)`).toEqual([]);
      checked[375] += await page.locator('a[target="_blank"]').count();
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('burger-menu')).toBeHidden();
      expect(await violations(), route).toEqual([]);
    }
    expect(checked[1440]).toBeGreaterThan(0);
    expect(checked[375]).toBeGreaterThan(0);

    await test.step('the policy comes from the page itself: an inline script is refused', async () => {
      // vite preview sends no CSP header, so only the <meta> can refuse it.
      allowConsoleErrors('Content Security Policy');
      await page.goto('');
      await expect(page.locator('main h1')).toHaveText('BON VINTAGE');
      expect(await inlineScriptRuns(page)).toBe(false);
      await expect.poll(violations).toContainEqual(expect.stringMatching(/^script-src/));
    });
  });
});
