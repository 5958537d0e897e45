import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { RouteFallback } from '@/components/route-fallback';
import { NotFoundPage } from '@/features/not-found/components/not-found-page';
import { AdminOnly, SignedInOnly, SignedOutOnly } from './guards';
import { LayoutRoute } from './layout/layout-route';
import { RootRoute } from './root-route';

// One chunk per route, so a page's code downloads only when someone opens it. Each route file is named
// after the path it serves (`/profile/changepassword` is routes/profile-change-password.tsx).
const SignUp = lazy(() => import('./routes/sign-up'));
const Login = lazy(() => import('./routes/login'));
const ForgotPassword = lazy(() => import('./routes/forgot-password'));
const ChangePassword = lazy(() => import('./routes/change-password'));
const Chat = lazy(() => import('./routes/chat'));
const Movie = lazy(() => import('./routes/movie'));
const Watch = lazy(() => import('./routes/watch'));
const TvDetails = lazy(() => import('./routes/tv-details'));
const PersonDetails = lazy(() => import('./routes/person-details'));
const Search = lazy(() => import('./routes/search'));
const Profile = lazy(() => import('./routes/profile'));
const Watchlist = lazy(() => import('./routes/watchlist'));
const ContactUs = lazy(() => import('./routes/contact-us'));
const ProfileChangePassword = lazy(() => import('./routes/profile-change-password'));
const ProfileSearchHistory = lazy(() => import('./routes/profile-search-history'));
const ProfileChatHistory = lazy(() => import('./routes/profile-chat-history'));
const ProfileWatchHistory = lazy(() => import('./routes/profile-watch-history'));
const ProfileRatings = lazy(() => import('./routes/profile-ratings'));
const History = lazy(() => import('./routes/history'));
const ProfileTerms = lazy(() => import('./routes/profile-terms'));
const Fun = lazy(() => import('./routes/fun'));
const FunAdult = lazy(() => import('./routes/fun-adult'));
const FunFlappy = lazy(() => import('./routes/fun-flappy'));
const Anime = lazy(() => import('./routes/anime'));
const Kdrama = lazy(() => import('./routes/kdrama'));
const Directors = lazy(() => import('./routes/directors'));
const ProfileAdmin = lazy(() => import('./routes/profile-admin'));
const VerifyEmail = lazy(() => import('./routes/verify-email'));
const ProfileAdminUser = lazy(() => import('./routes/profile-admin-user'));
const Lists = lazy(() => import('./routes/lists'));
const ListDetail = lazy(() => import('./routes/list-detail'));
const PublicList = lazy(() => import('./routes/public-list'));
const Profiles = lazy(() => import('./routes/profiles'));

/** Every route of the app with its access rule (docs/product/routes.md). */
export function RouteTable() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <Routes>
        <Route element={<SignedOutOnly />}>
          <Route path="signup" element={<SignUp />} />
          <Route path="login" element={<Login />} />
          <Route path="forgotpassword" element={<ForgotPassword />} />
        </Route>
        <Route path="changepassword" element={<ChangePassword />} />
        {/* "Who's watching?" fills the screen: no navigation until a profile is chosen. */}
        <Route element={<SignedInOnly />}>
          <Route path="profiles" element={<Profiles />} />
        </Route>
        <Route path="verify-email" element={<VerifyEmail />} />

        <Route element={<LayoutRoute />}>
          <Route index element={<RootRoute />} />
          {/* A public list is for anyone with its link, signed in (with the navigation) or not. */}
          <Route path="l/:slug" element={<PublicList />} />
          <Route element={<SignedInOnly />}>
            <Route path="chat" element={<Chat />} />
            <Route path="movie" element={<Movie />} />
            <Route path="watch" element={<Watch />} />
            <Route path="tv/details" element={<TvDetails />} />
            <Route path="person/details" element={<PersonDetails />} />
            <Route path="search" element={<Search />} />
            <Route path="profile" element={<Profile />} />
            <Route path="watchlist" element={<Watchlist />} />
            <Route path="lists" element={<Lists />} />
            <Route path="lists/:id" element={<ListDetail />} />
            <Route path="contactus" element={<ContactUs />} />
            <Route path="profile/changepassword" element={<ProfileChangePassword />} />
            <Route path="profile/searchHistory" element={<ProfileSearchHistory />} />
            <Route path="profile/chatHistory" element={<ProfileChatHistory />} />
            <Route path="profile/watchHistory" element={<ProfileWatchHistory />} />
            <Route path="profile/ratings" element={<ProfileRatings />} />
            <Route path="history" element={<History />} />
            <Route path="profile/terms" element={<ProfileTerms />} />
            <Route path="fun" element={<Fun />} />
            <Route path="fun/adult" element={<FunAdult />} />
            <Route path="fun/flappy" element={<FunFlappy />} />
            <Route path="anime" element={<Anime />} />
            <Route path="kdrama" element={<Kdrama />} />
            <Route path="directors" element={<Directors />} />
            <Route element={<AdminOnly />}>
              <Route path="profile/admin" element={<ProfileAdmin />} />
              <Route path="profile/admin/user" element={<ProfileAdminUser />} />
            </Route>
          </Route>
        </Route>

        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
