/**
 * A value read from the owner's catalogue, or what to write instead: one or
 * two Ukrainian sentences for a person who knows spreadsheets, not code
 * (docs/owner-catalogue.md). The reader adds where it is (file, row, column).
 */
export type Parsed<T> = { value: T } | { problem: string };

export const problemOf = (message: string): { problem: string } => ({ problem: message });
