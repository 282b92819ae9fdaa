import { Link as RouterLink, NavLink as RouterNavLink, type LinkProps, type NavLinkProps } from "react-router";

/*
 * The site's links: React Router's, without eager route discovery (`discover="none"`).
 *
 * By default every <Link> asks React Router to fetch the routes of its target right after
 * hydration (/__manifest). When they arrive, the router state changes and the whole page renders
 * and commits a second time (about 45 ms of main-thread work on the home page in a trace), right
 * when the page should be answering its visitor. Without it the route is fetched on the click, one small request before the
 * next page's data (docs/decisions/016-route-discovery-on-click.md). A single link can still
 * opt in with `discover="render"`.
 */

export type { LinkProps, NavLinkProps };

export function Link(props: LinkProps) {
  return <RouterLink discover="none" {...props} />;
}

export function NavLink(props: NavLinkProps) {
  return <RouterNavLink discover="none" {...props} />;
}
