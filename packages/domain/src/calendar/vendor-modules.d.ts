// The packages ship no types reachable through their "exports" (or none at all).

declare module "@sbmdkl/nepali-date-converter" {
  /** BS 'YYYY-MM-DD' -> AD 'YYYY-MM-DD'; throws outside BS 1978..2099. */
  export function bsToAd(bs: string): string;
  /** AD 'YYYY-MM-DD' -> BS 'YYYY-MM-DD'; throws outside AD 1921-04-13..2040. */
  export function adToBs(ad: string): string;
}

declare module "bikram-sambat" {
  type BsParts = { year: number; month: number; day: number };
  export function daysInMonth(year: number, month: number): number;
  export function toBik(greg: string): BsParts;
  export function toBik_euro(greg: string): string;
  export function toGreg(year: number, month: number, day: number): BsParts;
  export function toGreg_text(year: number, month: number, day: number): string;
  const bikramSambat: {
    daysInMonth: typeof daysInMonth;
    toBik: typeof toBik;
    toBik_euro: typeof toBik_euro;
    toGreg: typeof toGreg;
    toGreg_text: typeof toGreg_text;
  };
  export default bikramSambat;
}
