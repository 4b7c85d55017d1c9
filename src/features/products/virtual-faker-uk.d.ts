/** Built by build/faker-uk-plugin.ts: faker's Ukrainian locale definitions. */
declare module 'virtual:faker-uk' {
  import type { LocaleDefinition } from '@faker-js/faker';

  const uk: LocaleDefinition;
  export default uk;
}
