import { measureOwnerPages } from './owner-catalogue.mjs';
import { yardstick } from './lib.mjs';
const dir = process.argv[2];
const result = await measureOwnerPages(dir, { runs: Number(process.argv[3] ?? 3), log: (m) => console.error(m) });
console.log(JSON.stringify({ dir, yardstickMs: yardstick(), ...result }, null, 1));
