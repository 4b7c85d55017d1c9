export function newAddress(file: string, to: string): string;
export function movedPage(address: string): string;
export const UNREGISTERING_WORKER: string;
export function moveSite(dir: string, to: string): number;
