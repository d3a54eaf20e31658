/** Shared car UI for components: result card, prices, compare (filled in by its owner). */
export {};
