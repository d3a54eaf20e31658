/** The part of itemsjs (ships no types) the embedded search engine uses: runtime/services/search/embedded/. */
declare module 'itemsjs' {
  export interface ItemsJsAggregationConfig {
    conjunction?: boolean;
    size?: number;
    sort?: 'count' | 'key';
    order?: 'asc' | 'desc';
    hide_zero_doc_count?: boolean;
    chosen_filters_on_top?: boolean;
  }

  export interface ItemsJsConfig {
    native_search_enabled?: boolean;
    aggregations?: Record<string, ItemsJsAggregationConfig>;
    sortings?: Record<string, { field: string; order: 'asc' | 'desc' }>;
  }

  export interface ItemsJsBucket {
    key: string;
    doc_count: number;
    selected: boolean;
  }

  export interface ItemsJsResult<Item> {
    pagination: { per_page: number; page: number; total: number };
    data: {
      items: Item[];
      aggregations: Record<string, { name: string; buckets: ItemsJsBucket[] }>;
    };
  }

  export interface ItemsJsSearchOptions {
    per_page?: number;
    page?: number;
    sort?: string;
    filters?: Record<string, string[]>;
    ids?: number[];
  }

  export interface ItemsJs<Item> {
    search(options: ItemsJsSearchOptions): ItemsJsResult<Item>;
  }

  export default function itemsjs<Item>(items: Item[], config?: ItemsJsConfig): ItemsJs<Item>;
}
