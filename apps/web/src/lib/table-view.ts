// What a table shows of its rows: the page, its size and the sort, kept by the table, by the API or
// in the address.

export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;

export interface TableSort {
  /** The column's `key` on a client-side table, its `sortKey` on a server-side one. */
  key: string;
  order: 'asc' | 'desc';
}

export interface ServerQuery {
  /** Zero-based, as the API's PageQuery. */
  page: number;
  pageSize: number;
  sort: TableSort | null;
}

export interface ServerPaging extends Omit<ServerQuery, 'sort'> {
  sort?: TableSort | null;
  total: number;
  /**
   * The API stopped counting at `total`: more rows match. The pager then offers one page more as
   * long as the page shown is full, and says "Hơn N dòng" instead of a total it does not know.
   */
  totalCapped?: boolean;
  onChange: (query: ServerQuery) => void;
}

/** A client-side table's search text, sort and page. */
export interface ClientView extends ServerQuery {
  query: string;
}
