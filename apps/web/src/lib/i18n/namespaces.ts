/**
 * Every namespace and its English file, which types its keys. A feature that gets texts adds its line here (and
 * its `locales/` folder); the catalogue tests check every locale against these files.
 */

import type account from '@/features/account/locales/en.json';
import type admin from '@/features/admin/locales/en.json';
import type alerts from '@/features/alerts/locales/en.json';
import type auth from '@/features/auth/locales/en.json';
import type browse from '@/features/browse/locales/en.json';
import type calendar from '@/features/calendar/locales/en.json';
import type chat from '@/features/chat/locales/en.json';
import type fun from '@/features/fun/locales/en.json';
import type game from '@/features/game/locales/en.json';
import type history from '@/features/history/locales/en.json';
import type home from '@/features/home/locales/en.json';
import type landing from '@/features/landing/locales/en.json';
import type language from '@/features/language/locales/en.json';
import type lists from '@/features/lists/locales/en.json';
import type markWatched from '@/features/mark-watched/locales/en.json';
import type myServices from '@/features/my-services/locales/en.json';
import type notFound from '@/features/not-found/locales/en.json';
import type notificationSettings from '@/features/notification-settings/locales/en.json';
import type palette from '@/features/palette/locales/en.json';
import type person from '@/features/person/locales/en.json';
import type player from '@/features/player/locales/en.json';
import type profiles from '@/features/profiles/locales/en.json';
import type ratings from '@/features/ratings/locales/en.json';
import type search from '@/features/search/locales/en.json';
import type title from '@/features/title/locales/en.json';
import type watchlist from '@/features/watchlist/locales/en.json';
import type common from '@/locales/en.json';

export type Catalogs = {
  common: typeof common;
  account: typeof account;
  auth: typeof auth;
  landing: typeof landing;
  language: typeof language;
  'mark-watched': typeof markWatched;
  'not-found': typeof notFound;
  admin: typeof admin;
  alerts: typeof alerts;
  calendar: typeof calendar;
  'notification-settings': typeof notificationSettings;
  palette: typeof palette;
  browse: typeof browse;
  history: typeof history;
  lists: typeof lists;
  'my-services': typeof myServices;
  profiles: typeof profiles;
  chat: typeof chat;
  person: typeof person;
  player: typeof player;
  ratings: typeof ratings;
  title: typeof title;
  watchlist: typeof watchlist;
  fun: typeof fun;
  game: typeof game;
  home: typeof home;
  search: typeof search;
};
