/**
 * The address of a GoatCounter account, from its code (shop.yaml's
 * `лічильник`): its dashboard, which the admin links to, and the one host the
 * shop sends its figures to (goatcounter.ts) and its CSP allows
 * (deploy/security-headers.ts).
 */
export const counterAddress = (code: string) => `https://${code}.goatcounter.com`;
