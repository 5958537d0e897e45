import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { RouteFallback } from '@/components/route-fallback';
import { NotFoundPage } from '@/features/not-found/components/not-found-page';
import { AdminOnly, SignedInOnly, SignedOutOnly } from './guards';
import { LayoutRoute } from './layout/layout-route';
import { RootRoute } from './root-route';

// One chunk per route, so a page's code downloads only when someone opens it.
const SignUp = lazy(() => import('./routes/sign-up'));
const Login = lazy(() => import('./routes/login'));
const ForgotPassword = lazy(() => import('./routes/forgot-password'));
const ResetPassword = lazy(() => import('./routes/reset-password'));
const Chat = lazy(() => import('./routes/chat'));
const Movie = lazy(() => import('./routes/movie'));
const Watch = lazy(() => import('./routes/watch'));
const TvDetails = lazy(() => import('./routes/tv-details'));
const PersonDetails = lazy(() => import('./routes/person-details'));
const Search = lazy(() => import('./routes/search'));
const Profile = lazy(() => import('./routes/profile'));
const Watchlist = lazy(() => import('./routes/watchlist'));
const ContactUs = lazy(() => import('./routes/contact-us'));
const ChangePassword = lazy(() => import('./routes/change-password'));
const SearchHistory = lazy(() => import('./routes/search-history'));
const ChatHistory = lazy(() => import('./routes/chat-history'));
const WatchHistory = lazy(() => import('./routes/watch-history'));
const History = lazy(() => import('./routes/history'));
const Terms = lazy(() => import('./routes/terms'));
const Fun = lazy(() => import('./routes/fun'));
const FunAdult = lazy(() => import('./routes/fun-adult'));
const Flappy = lazy(() => import('./routes/flappy'));
const Anime = lazy(() => import('./routes/anime'));
const Kdrama = lazy(() => import('./routes/kdrama'));
const Directors = lazy(() => import('./routes/directors'));
const Admin = lazy(() => import('./routes/admin'));
const AdminUser = lazy(() => import('./routes/admin-user'));

/** PRODUCT.md section 2's route table, with each route's access rule. */
export function RouteTable() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <Routes>
        <Route element={<SignedOutOnly />}>
          <Route path="signup" element={<SignUp />} />
          <Route path="login" element={<Login />} />
          <Route path="forgotpassword" element={<ForgotPassword />} />
        </Route>
        <Route path="changepassword" element={<ResetPassword />} />

        <Route element={<LayoutRoute />}>
          <Route index element={<RootRoute />} />
          <Route element={<SignedInOnly />}>
            <Route path="chat" element={<Chat />} />
            <Route path="movie" element={<Movie />} />
            <Route path="watch" element={<Watch />} />
            <Route path="tv/details" element={<TvDetails />} />
            <Route path="person/details" element={<PersonDetails />} />
            <Route path="search" element={<Search />} />
            <Route path="profile" element={<Profile />} />
            <Route path="watchlist" element={<Watchlist />} />
            <Route path="contactus" element={<ContactUs />} />
            <Route path="profile/changepassword" element={<ChangePassword />} />
            <Route path="profile/searchHistory" element={<SearchHistory />} />
            <Route path="profile/chatHistory" element={<ChatHistory />} />
            <Route path="profile/watchHistory" element={<WatchHistory />} />
            <Route path="history" element={<History />} />
            <Route path="profile/terms" element={<Terms />} />
            <Route path="fun" element={<Fun />} />
            <Route path="fun/adult" element={<FunAdult />} />
            <Route path="fun/flappy" element={<Flappy />} />
            <Route path="anime" element={<Anime />} />
            <Route path="kdrama" element={<Kdrama />} />
            <Route path="directors" element={<Directors />} />
            <Route element={<AdminOnly />}>
              <Route path="profile/admin" element={<Admin />} />
              <Route path="profile/admin/user" element={<AdminUser />} />
            </Route>
          </Route>
        </Route>

        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
