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
