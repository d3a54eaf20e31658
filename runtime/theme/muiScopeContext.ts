/**
 * What a MUI scope (MuiScope.tsx) needs from the page and that the page frame can pass without loading MUI
 * or emotion: the route's brand design, which recolours the theme, and on the server the emotion cache
 * `_document` collects the page's styles from.
 */
import type { EmotionCache } from '@emotion/cache';
import { createContext } from 'react';

export interface MuiScopeSettings {
  brandDesign?: string;
  emotionCache?: EmotionCache;
}

export const MuiScopeContext = createContext<MuiScopeSettings>({});
