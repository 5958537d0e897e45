import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { RouteFallback } from '@/components/route-fallback';
import { NotFoundPage } from '@/features/not-found/components/not-found-page';
import { AdminOnly, SignedInOnly, SignedOutOnly } from './guards';
import { LayoutRoute } from './layout/layout-route';
import { RootRoute } from './root-route';
import { lazyRoute } from './route-modules';

// One chunk per route, so a page's code downloads only when someone opens it. Each route file is named
// after the path it serves (`/profile/changepassword` is routes/profile-change-password.tsx).
const SignUp = lazyRoute('sign-up');
const Login = lazyRoute('login');
const ForgotPassword = lazyRoute('forgot-password');
const ChangePassword = lazyRoute('change-password');
const Chat = lazyRoute('chat');
const Movie = lazyRoute('movie');
const Watch = lazyRoute('watch');
const TvDetails = lazyRoute('tv-details');
const PersonDetails = lazyRoute('person-details');
const Search = lazyRoute('search');
const Profile = lazyRoute('profile');
const Watchlist = lazyRoute('watchlist');
const ContactUs = lazyRoute('contact-us');
const ProfileChangePassword = lazyRoute('profile-change-password');
const ProfileSearchHistory = lazyRoute('profile-search-history');
const ProfileChatHistory = lazyRoute('profile-chat-history');
const ProfileWatchHistory = lazyRoute('profile-watch-history');
const ProfileRatings = lazyRoute('profile-ratings');
const History = lazyRoute('history');
const ProfileTerms = lazyRoute('profile-terms');
const Fun = lazyRoute('fun');
const FunAdult = lazyRoute('fun-adult');
const FunFlappy = lazyRoute('fun-flappy');
const Anime = lazyRoute('anime');
const Kdrama = lazyRoute('kdrama');
const Directors = lazyRoute('directors');
const ProfileAdmin = lazyRoute('profile-admin');
const VerifyEmail = lazyRoute('verify-email');
const ProfileAdminUser = lazyRoute('profile-admin-user');
const ProfileAdminStatus = lazyRoute('profile-admin-status');
const Calendar = lazyRoute('calendar');
const Notifications = lazyRoute('notifications');
const Lists = lazyRoute('lists');
const ListDetail = lazyRoute('list-detail');
const PublicList = lazyRoute('public-list');
const Profiles = lazyRoute('profiles');

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
            <Route path="calendar" element={<Calendar />} />
            <Route path="notifications" element={<Notifications />} />
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
              <Route path="profile/admin/status" element={<ProfileAdminStatus />} />
            </Route>
          </Route>
        </Route>

        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
