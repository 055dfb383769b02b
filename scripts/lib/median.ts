/** The median of a bench's runs (the upper one of an even count); NaN when there were none. */
export const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
