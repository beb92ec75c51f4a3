import type { DemoKind } from '../../apps/server/src/seed/demo-accounts.ts';
import { learningClassSeeds } from '../../apps/server/src/seed/learning-classes.ts';
import type { AppRoute } from '../../apps/web/src/app/app-route.ts';
import { publicEntryPaths } from '../../apps/web/src/app/public-entry-paths.ts';

// The web app's own route table, as the router reads it. Loaded by its address: a static import would make type-checking
// the browser tests type-check every page the table loads (JSX, Vite's types) a second time.
const routeTableFile = new URL('../../apps/web/src/app/route-table.ts', import.meta.url).href;
const { routeTable } = (await import(routeTableFile)) as { routeTable: AppRoute[] };

/** One screen of the app as a browser opens it: its route, the address visited, and who visits it. */
export interface Screen {
  path: string;
  url: string;
  /** The demo account whose session opens the screen; null: a visitor without a session. */
  account: DemoKind | null;
}

/**
 * The demo account that opens the routes of each access rule: the account a seller of that kind signs in with, so
 * the screen shows what that seller sees. A rule not listed here fails the screens' listing, naming the route.
 */
const accountFor: Partial<Record<AppRoute['access'], DemoKind | null>> = {
  public: null,
  signedIn: 'gold',
  user: 'gold',
  administrator: 'administrator',
  assistants: 'assistant',
  affiliate: 'affiliate',
  transformer: 'transformer',
  videos: 'video',
  liveChart: 'liveChart',
  itemSpecifics: 'gold',
  goldAndUp: 'gold',
  silverAndUp: 'silver',
  bronzeAndUp: 'bronze',
};

/** An address for each route with a parameter; a new parameterised route without one fails the listing. */
const parameterised: Record<string, string> = {
  '/app/learning/:classId': `/app/learning/${learningClassSeeds.at(-1)?.classId}`,
};

function urlOf(path: string): string {
  if (!path.includes(':')) return path;
  const url = parameterised[path];
  if (!url)
    throw new Error(`no address to open the route ${path}: add one to the screens' parameterised routes`);
  return url;
}

function accountOf(route: AppRoute): DemoKind | null {
  const account = accountFor[route.access];
  if (account === undefined)
    throw new Error(`no demo account opens routes of access '${route.access}' (${route.path})`);
  return account;
}

const listed: Screen[] = [
  ...publicEntryPaths.map((path) => ({ path, url: path, account: null })),
  ...routeTable.map((route) => ({ path: route.path, url: urlOf(route.path), account: accountOf(route) })),
];

/** Every screen of the app: the light public entry's pages and every route of the route table, each address once. */
export const screens: Screen[] = listed.filter(
  (screen, index) => listed.findIndex((other) => other.url === screen.url) === index,
);
