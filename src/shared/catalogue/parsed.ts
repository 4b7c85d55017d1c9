/**
 * A value read from the owner's catalogue, or what to write instead: one or
 * two Ukrainian sentences for a person who knows spreadsheets, not code
 * (docs/owner-catalogue.md). The reader adds where it is (file, row, column).
 * A value read with a liberty the owner should know of (kopecks rounded)
 * carries a note: the build prints it and goes on.
 */
export type Parsed<T> = { value: T; note?: string } | { problem: string };

export const problemOf = (message: string): { problem: string } => ({ problem: message });
