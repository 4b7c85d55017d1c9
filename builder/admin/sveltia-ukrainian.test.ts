// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { completeUkrainian, type Messages } from './sveltia-ukrainian.ts';

const locale = (name: string) =>
  JSON.parse(readFileSync(`node_modules/@sveltia/cms/locales/${name}.json`, 'utf8')) as Messages;

describe('completeUkrainian', () => {
  it('has every word of the pinned Sveltia the owner can meet in Ukrainian', () => {
    const ukrainian = completeUkrainian(locale('en-US'), locale('uk'));
    expect(ukrainian.show_errors).toBe('Показати помилки');
    expect((ukrainian.entry_sidebar as Messages).slug).toMatchObject({ title: 'Назва папки' });
    expect(ukrainian.slug).toBe('Назва папки');
    // Sveltia's own Ukrainian is kept.
    expect(ukrainian.save).toBe(locale('uk').save);
  });

  it('stops the build when Sveltia’s words move, naming the keys', () => {
    const english = { save: 'Save', show_errors: 'Show Errors', slug: 'Slug', brand_new: 'New' };
    const ukrainian = { save: 'Зберегти', slug: 'Слаг' };
    expect(() => completeUkrainian(english, ukrainian)).toThrow(
      /entry_sidebar\.slug\.title: no longer a key[\s\S]*brand_new: English only/,
    );
    expect(() =>
      completeUkrainian(
        english,
        { ...ukrainian, show_errors: 'Показати' },
        { show_errors: 'x' },
        {},
      ),
    ).toThrow('show_errors: Sveltia translates it now');
    expect(() => completeUkrainian({ slug: 'Slug' }, {}, {}, { slug: 'Назва папки' })).toThrow(
      'slug: Sveltia no longer translates it',
    );
  });
});
