import { router } from './init';
import { accountRouter } from './routers/account';
import { adminRouter } from './routers/admin';
import { authRouter } from './routers/auth';
import { catalogueRouter } from './routers/catalogue';
import { chatRouter } from './routers/chat';
import { funRouter } from './routers/fun';
import { gameRouter } from './routers/game';
import { historyRouter } from './routers/history';
import { playerRouter } from './routers/player';
import { watchlistRouter } from './routers/watchlist';

export const appRouter = router({
  auth: authRouter,
  catalogue: catalogueRouter,
  watchlist: watchlistRouter,
  history: historyRouter,
  account: accountRouter,
  player: playerRouter,
  game: gameRouter,
  fun: funRouter,
  chat: chatRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;
