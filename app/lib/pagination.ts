/**
 * Pagination of the recent-posts card (docs/product.md §5): 20 items per page, at most 5
 * page buttons, the counter "Mostrando X - Y de N páginas" (the posts are "páginas"
 * to the visitor), previous disabled on the first page and next on the last.
 */

export const POSTS_PER_PAGE = 20;
export const MAX_PAGE_BUTTONS = 5;

export type Pagination = {
  /** Current page, clamped to 1..totalPages. */
  page: number;
  totalPages: number;
  total: number;
  /** Offset of the first item of the page (for the query). */
  offset: number;
  /** 1-based position of the first and last item shown; 0 when there is none. */
  from: number;
  to: number;
  /** Page numbers of the buttons, at most MAX_PAGE_BUTTONS, around the current page. */
  pages: number[];
  hasPrevious: boolean;
  hasNext: boolean;
};

/** Reads a `?pagina=` value: a positive integer, anything else is page 1. */
export function parsePage(raw: string | null | undefined): number {
  if (!raw || !/^\d{1,6}$/.test(raw.trim())) return 1;
  const n = Number(raw.trim());
  return n >= 1 ? n : 1;
}

export function paginate(total: number, requestedPage: number, perPage = POSTS_PER_PAGE, maxButtons = MAX_PAGE_BUTTONS): Pagination {
  const totalPages = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(Math.max(1, Math.floor(requestedPage) || 1), totalPages);
  const offset = (page - 1) * perPage;
  const from = total === 0 ? 0 : offset + 1;
  const to = Math.min(offset + perPage, total);
  const count = Math.min(maxButtons, totalPages);
  const first = Math.min(Math.max(1, page - Math.floor(count / 2)), totalPages - count + 1);
  const pages = Array.from({ length: count }, (_, i) => first + i);
  return { page, totalPages, total, offset, from, to, pages, hasPrevious: page > 1, hasNext: page < totalPages };
}

/** "Mostrando 21 - 40 de 500 páginas". */
export function counterText(p: Pick<Pagination, "from" | "to" | "total">): string {
  return `Mostrando ${p.from} - ${p.to} de ${p.total} páginas`;
}

/** `Nenhuma página encontrada para "{term}"`. */
export function emptySearchText(term: string): string {
  return `Nenhuma página encontrada para "${term}"`;
}
