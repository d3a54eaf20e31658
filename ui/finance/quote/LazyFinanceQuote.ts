/**
 * The PCP calculator (FinanceQuote.tsx) loaded on demand: server-rendered on the car pages of markets that
 * quote finance, while its code (sliders, the terms dialog) stays out of every other market's car page.
 */
import dynamic from 'next/dynamic';

export const LazyFinanceQuote = dynamic(() => import('./FinanceQuote').then((module) => module.FinanceQuote));
