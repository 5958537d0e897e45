import { router } from './init';
import { accountRouter } from './routers/account';
import { adminRouter } from './routers/admin';
import { authRouter } from './routers/auth';
import { catalogueRouter } from './routers/catalogue';
import { chatRouter } from './routers/chat';
import { funRouter } from './routers/fun';
import { gameRouter } from './routers/game';
import { historyRouter } from './routers/history';
import { listsRouter } from './routers/lists';
import { playerRouter } from './routers/player';
import { profilesRouter } from './routers/profiles';
import { ratingsRouter } from './routers/ratings';
import { watchlistRouter } from './routers/watchlist';

export const appRouter = router({
  auth: authRouter,
  catalogue: catalogueRouter,
  watchlist: watchlistRouter,
  lists: listsRouter,
  history: historyRouter,
  ratings: ratingsRouter,
  account: accountRouter,
  player: playerRouter,
  game: gameRouter,
  fun: funRouter,
  chat: chatRouter,
  admin: adminRouter,
  profiles: profilesRouter,
});

export type AppRouter = typeof appRouter;
