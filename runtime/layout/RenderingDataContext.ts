import { createContext, useContext } from 'react';

/** Server-loader results of the page's renderings, keyed by rendering uid. */
export interface RenderingData {
  data: Record<string, unknown>;
  /** Uids whose loader failed: they render the section error. */
  failed: readonly string[];
}

export const RenderingDataContext = createContext<RenderingData>({ data: {}, failed: [] });

export function useRenderingData(uid: string): { data: unknown; failed: boolean } {
  const { data, failed } = useContext(RenderingDataContext);
  return { data: data[uid], failed: failed.includes(uid) };
}
