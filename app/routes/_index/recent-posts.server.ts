import { POSTS_PER_PAGE, paginate, parsePage } from "~/lib/pagination";
import { searchPosts, type RecentPostsPage } from "../../server/data/posts.server";

/** Longest search text kept (a longer query is cut, never rejected). */
const MAX_TERM = 100;

/**
 * The home's recent-posts card from the URL (?busca=&pagina=): 20 per page, the page
 * clamped to the last one so a stale link still shows posts.
 */
export function recentPostsPage(params: URLSearchParams): RecentPostsPage {
  const term = (params.get("busca") ?? "").trim().slice(0, MAX_TERM);
  const requested = parsePage(params.get("pagina"));
  let result = searchPosts(term, (requested - 1) * POSTS_PER_PAGE, POSTS_PER_PAGE);
  let pagination = paginate(result.total, requested);
  if (pagination.page !== requested) result = searchPosts(term, pagination.offset, POSTS_PER_PAGE);
  pagination = paginate(result.total, pagination.page);
  return { term, items: result.items, pagination };
}
