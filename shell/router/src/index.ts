/*
 * The routing surface of every app. Apps import it as 'react-router' (or
 * 'react-router-dom'): tsconfig.web.json maps both names here for type checks,
 * and the federation build shares both names as one singleton whose module is
 * this file.
 *
 * Why a facade: a shared module is never tree-shaken, and react-router's
 * package exports point at its development build, so sharing react-router
 * itself costs about 61 KB gzipped on every first visit. 'react-router-impl' is
 * a webpack alias to react-router's production ESM build; re-exporting only
 * what the apps use lets webpack drop the rest (data routers, RSC, server
 * rendering, cookies and sessions).
 * Measured (production build, this shared chunk alone): 14.6 KB gzipped.
 *
 * Adding an export is a minor version bump of @agency/router; deploy the shell
 * first, since the copy loaded first is the one every remote gets.
 */
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
  createSearchParams,
  createPath,
  generatePath,
  matchPath,
  parsePath,
  resolvePath,
} from 'react-router-impl';

export type {
  BrowserRouterProps,
  LinkProps,
  Location,
  MemoryRouterProps,
  NavigateFunction,
  NavigateOptions,
  NavigateProps,
  NavLinkProps,
  Params,
  Path,
  PathMatch,
  PathPattern,
  RouteObject,
  RouteProps,
  RoutesProps,
  SetURLSearchParams,
  To,
  URLSearchParamsInit,
} from 'react-router-impl';
