/** Page sizes offered in lists; the server accepts at most 100 per page. */
export const pageSizes = [20, 50, 100] as const;
export const defaultPageSize = 20;
export const maximumPageSize = 100;
/** The server refuses pages beyond this. */
export const maximumPage = 10_000;

export interface PageInfo {
  page: number;
  pageSize: number;
  total: number;
}

export function pageCount(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || total <= 0 || pageSize <= 0) return 1;
  return Math.min(maximumPage, Math.ceil(total / pageSize));
}

/** Reads a page number from a URL parameter: a positive integer, 1 when absent or nonsense. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  if (!Number.isInteger(page) || page < 1) return 1;
  return Math.min(page, maximumPage);
}

/** Reads a page size from a URL parameter: one of the offered sizes, never above the server's limit. */
export function parsePageSize(value: string | null): number {
  const size = Number(value);
  return (pageSizes as readonly number[]).includes(size) ? size : defaultPageSize;
}

/** The 1-based range of rows a page shows, e.g. 21–40 of 45; an empty result shows 0–0. */
export function pageRange(info: PageInfo): { from: number; to: number; total: number } {
  if (info.total <= 0) return { from: 0, to: 0, total: 0 };
  const from = (info.page - 1) * info.pageSize + 1;
  return {
    from: Math.min(from, info.total),
    to: Math.min(info.page * info.pageSize, info.total),
    total: info.total,
  };
}
