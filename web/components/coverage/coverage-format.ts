const MINUTE = 60_000;

/** Whole minutes, rounded down while counting up ("12 min"). */
export const minutes = (ms: number) => `${Math.floor(Math.abs(ms) / MINUTE)} min`;

/** A share as a whole percentage ("62 %"); a dash before anyone spoke. */
export const percent = (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)} %`);
