/**
 * For a test whose claim is about the server's response alone: it reads the HTML the server
 * sent (or uses `request`, with no browser at all), clicks nothing and runs no script. The
 * JavaScript project would send the same requests and read the same bytes, so such a test runs
 * once, in the project without JavaScript, the one that sees the page as the server wrote it.
 * Screens that behave differently with JavaScript keep both runs (docs/product.md: every page
 * works without JavaScript, and the enhanced page is tested too).
 */
export const serverOnly = ({ javaScriptEnabled }: { javaScriptEnabled: boolean }) => javaScriptEnabled;
export const SERVER_ONLY_REASON = "server responses: checked once, in the project without JavaScript";
