import { VIEW_BEACON_PATH } from "~/lib/paths";

/**
 * One human view of this page (decision 0014): a 1×1 image from the site's own no-store
 * endpoint, so the view is counted even when a CDN served the page from its cache, without
 * cookies and without JavaScript. Rendered on public pages only, never on error pages.
 */
export function ViewBeacon({ pathname }: { pathname: string }) {
  return (
    <img
      src={`${VIEW_BEACON_PATH}?${new URLSearchParams({ p: pathname })}`}
      alt=""
      width={1}
      height={1}
      decoding="async"
      className="pointer-events-none absolute h-px w-px opacity-0"
      data-view-beacon
    />
  );
}
