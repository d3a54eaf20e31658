/** The catalogue's own words are English, a developer's: `1 field`, `3 examples`. */
export const counted = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? '' : 's'}`;
