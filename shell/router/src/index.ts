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
 * Every export here is kept in every first visit, used or not, so the list is
 * what the apps import and no more (MemoryRouter: the builder's request-time
 * renderer). Measured (production build, this shared chunk alone): 13.5 KB
 * gzipped (14.2 with twelve exports no app used).
 *
 * Adding an export is a minor version bump of @agency/router; deploy the shell
 * first, since the copy loaded first is the one every remote gets. Removing one
 * is safe only while no deployed app imports it.
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
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  matchPath,
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
