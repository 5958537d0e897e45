import type { TRPCBuiltRouter } from '@trpc/server';
import { router } from './init';
import { accountRouter } from './routers/account';
import { adminRouter } from './routers/admin';
import { authRouter } from './routers/auth';
import { calendarRouter } from './routers/calendar';
import { catalogueRouter } from './routers/catalogue';
import { chatRouter } from './routers/chat';
import { funRouter } from './routers/fun';
import { gameRouter } from './routers/game';
import { historyRouter } from './routers/history';
import { languageRouter } from './routers/language';
import { listsRouter } from './routers/lists';
import { notificationSettingsRouter } from './routers/notification-settings';
import { notificationsRouter } from './routers/notifications';
import { playerRouter } from './routers/player';
import { profilesRouter } from './routers/profiles';
import { ratingsRouter } from './routers/ratings';
import { servicesRouter } from './routers/services';
import { watchlistRouter } from './routers/watchlist';

export const appRouter = router({
  auth: authRouter,
  catalogue: catalogueRouter,
  watchlist: watchlistRouter,
  lists: listsRouter,
  history: historyRouter,
  ratings: ratingsRouter,
  calendar: calendarRouter,
  account: accountRouter,
  player: playerRouter,
  game: gameRouter,
  fun: funRouter,
  chat: chatRouter,
  admin: adminRouter,
  profiles: profilesRouter,
  notificationSettings: notificationSettingsRouter,
  notifications: notificationsRouter,
  services: servicesRouter,
  language: languageRouter,
});

export type AppRouter = typeof appRouter;

type RootTypes = AppRouter['_def']['_config']['$types'];

/**
 * The router as a client knows it: each procedure's input and output, the error shape and the transformer. The
 * server's context is left out (`object`, tRPC's own default): it holds the app's dependencies, and with it the
 * type would drag the whole server (database, logger, config) into every client. The procedures are still built,
 * and checked, against the real context; this only narrows what is published. scripts/emit-router-types.ts writes
 * it out for packages/client.
 */
export type AppRouterForClients = TRPCBuiltRouter<
  {
    ctx: object;
    meta: RootTypes['meta'];
    errorShape: RootTypes['errorShape'];
    transformer: RootTypes['transformer'];
  },
  AppRouter['_def']['record']
>;
