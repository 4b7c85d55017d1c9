import { base, Faker } from '@faker-js/faker';
import uk from 'virtual:faker-uk';

/**
 * faker with its Ukrainian definitions and the base ones: `fakerUK` less the
 * English fallback, which the generator never reaches (build/faker-uk-plugin.ts
 * says why; faker-uk.test.ts proves the output is the same).
 */
export const faker = new Faker({ locale: [uk, base] });
