import { ADMIN_PATH, isUnder } from "./paths";

/**
 * Pages React hydrates (decision 0017): the admin area, its sign-in included, keeps Remix's
 * client with forms and fetchers. Public pages load no React at all, only app/enhance.
 */
export function hydratesPath(pathname: string): boolean {
  return isUnder(pathname, ADMIN_PATH);
}
