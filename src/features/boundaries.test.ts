// @vitest-environment node
import { ESLint } from 'eslint';

/**
 * docs/architecture.md, "How the code is written": a feature does not reach
 * into another (but products, and the search from the catalogue). ESLint
 * says so for every folder of src/features, the basket included.
 */
const FEATURES = [
  ...new Set(Object.keys(import.meta.glob('./*/*.{ts,tsx}')).map((file) => file.split('/')[1]!)),
];

// Loading the configuration and its resolver is slow on a busy machine: once, with room.
let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint();
  await eslint.lintText('', { filePath: 'src/features/products/probe.ts' });
}, 60_000);

describe('the features’ import boundaries', () => {
  it.each(FEATURES)('keep %s from importing another feature', async (feature) => {
    const other = feature === 'favorites' ? 'about/about-text' : 'favorites/favorite-slice';
    const [result] = await eslint.lintText(`import '../${other}';\n`, {
      filePath: `src/features/${feature}/probe.ts`,
    });
    expect(result!.messages.map((message) => message.ruleId)).toContain(
      'import-x/no-restricted-paths',
    );
  });
});
