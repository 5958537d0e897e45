import { DEFAULT_LOCALE, DEFAULT_WATCH_REGION, isLocale, type Locale } from '@kinora/domain';
import { asc, eq, gt } from 'drizzle-orm';
import { profileServices, profiles } from '../../db/schema';
import type { Deps } from '../../deps';
import { listServicesOfProfiles, type ProfileServices } from '../my-services/list-services-of-profiles';
import { type FollowedTitle, listFollowedTitles } from '../shared/followed-titles';
import { type AlertDraft, availableAlert, datedAlert, isoDay } from './alert-events';
import { createTitleReader, type StreamingProvider, type TitleReader } from './title-reader';
import {
  pruneTitleStates,
  readTitleStates,
  type TitleRegion,
  titleRegionKey,
  writeTitleStates,
} from './title-state';
import { writeAlerts } from './write-alerts';

/** Profiles read and checked together: two queries for their follows and services, then one batch of writes. */
export const ALERT_PROFILE_BATCH = 500;

/** What a run did, for the log, the job's record and the bench. */
export type AlertRunSummary = {
  profiles: number;
  /** Distinct titles followed by the profiles checked. */
  titles: number;
  /** Catalogue reads made (each title's details, and offers where a follower has services, once per run). */
  catalogueReads: number;
  created: number;
  /** Titles that could not be read (an unknown title is not a failure). */
  failures: number;
};

/** `locale`: the profile's language, which its alerts name the title in (English when it follows the browser). */
type Follower = {
  profileId: string;
  locale: Locale;
  title: FollowedTitle;
  services: ProfileServices | undefined;
};

/** The providers that appeared on a title in a country since the last run; null: not known this run. */
type Appeared = Map<string, StreamingProvider[] | null>;

const titleKey = (t: Pick<FollowedTitle, 'mediaType' | 'tmdbId'>) => `${t.mediaType}:${t.tmdbId}`;

/**
 * One alerts run (docs/product/alerts.md), the job `check-alerts`: for every profile, in batches, the titles it
 * follows (shared/followed-titles) are checked against the cached catalogue as of today (`deps.now()`): a show's
 * episode that aired, a movie released, a title that came to one of the profile's services in its country
 * (my-services). Each title is read once per run however many follow it (once per language its followers chose:
 * an alert names the title in its profile's language). New alerts land in the inbox, once per event. A title that
 * cannot be read is skipped and the run goes on; the run then fails with a count, so the job's record shows it.
 */
export async function checkAlerts(deps: Deps): Promise<AlertRunSummary> {
  const now = deps.now();
  const today = isoDay(now);
  const reader = createTitleReader(deps, await regionsWithServices(deps));
  const appeared: Appeared = new Map();
  const titles = new Set<string>();
  const summary: AlertRunSummary = { profiles: 0, titles: 0, catalogueReads: 0, created: 0, failures: 0 };

  let after: string | undefined;
  for (;;) {
    const batch = await deps.db
      .select({ id: profiles.id, language: profiles.language })
      .from(profiles)
      .where(after ? gt(profiles.id, after) : undefined)
      .orderBy(asc(profiles.id))
      .limit(ALERT_PROFILE_BATCH);
    if (batch.length === 0) break;
    after = batch.at(-1)?.id;
    const ids = batch.map((p) => p.id);
    const [followed, services] = await Promise.all([
      listFollowedTitles(deps.db, ids),
      listServicesOfProfiles(deps.db, ids),
    ]);
    const followers: Follower[] = [];
    const localeOf = new Map(batch.map((p) => [p.id, isLocale(p.language) ? p.language : DEFAULT_LOCALE]));
    for (const [profileId, list] of followed) {
      for (const title of list) {
        const locale = localeOf.get(profileId) ?? DEFAULT_LOCALE;
        followers.push({ profileId, locale, title, services: services.get(profileId) });
        titles.add(titleKey(title));
      }
    }
    summary.profiles += batch.length;
    summary.created += await checkBatch(deps, reader, appeared, followers, today, now);
  }

  await pruneTitleStates(deps.db, now);
  summary.titles = titles.size;
  summary.catalogueReads = reader.reads;
  summary.failures = reader.failures;
  deps.log.info({ job: 'check-alerts', ...summary }, 'alerts: run finished');
  if (summary.failures > 0) {
    throw new Error(
      `${summary.failures} of ${summary.titles} followed titles could not be read; their alerts wait for the next run`,
    );
  }
  return summary;
}

/** The countries of profiles that picked services: only their offers are kept (a profile without a region uses the default). */
async function regionsWithServices(deps: Deps): Promise<Set<string>> {
  const rows = await deps.db
    .selectDistinct({ region: profiles.region })
    .from(profiles)
    .innerJoin(profileServices, eq(profileServices.profileId, profiles.id));
  return new Set(rows.map((row) => row.region ?? DEFAULT_WATCH_REGION));
}

async function checkBatch(
  deps: Deps,
  reader: TitleReader,
  appeared: Appeared,
  followers: readonly Follower[],
  today: string,
  now: Date,
): Promise<number> {
  const wantsOffers = (f: Follower) => (f.services?.providerIds.length ?? 0) > 0;
  // Every read this batch needs starts at once; the reader's gate keeps them few in flight.
  const factsKey = (f: Follower) => `${titleKey(f.title)}|${f.locale}`;
  const factsOf = new Map(
    followers.map((f) => [factsKey(f), reader.facts(f.title.mediaType, f.title.tmdbId, f.locale)] as const),
  );
  const pairs = new Map<string, TitleRegion>();
  for (const f of followers.filter(wantsOffers)) {
    const pair = { mediaType: f.title.mediaType, tmdbId: f.title.tmdbId, region: f.services!.region };
    if (!appeared.has(titleRegionKey(pair))) pairs.set(titleRegionKey(pair), pair);
  }
  const seen = await comparePairs(deps, reader, appeared, [...pairs.values()], now);

  const drafts = new Map<string, AlertDraft & { profileId: string }>();
  const add = (profileId: string, draft: AlertDraft | null) => {
    if (draft) drafts.set(`${profileId}|${draft.eventKey}`, { ...draft, profileId });
  };
  for (const f of followers) {
    const facts = await factsOf.get(factsKey(f));
    if (!facts) continue;
    add(f.profileId, datedAlert(facts, today));
    if (!wantsOffers(f)) continue;
    const region = f.services!.region;
    const mine = new Set(f.services!.providerIds);
    const fresh = appeared.get(titleRegionKey({ ...f.title, region })) ?? [];
    for (const provider of fresh.filter((p) => mine.has(p.id))) {
      add(f.profileId, availableAlert(facts, region, provider));
    }
  }
  const created = await writeAlerts(deps.db, [...drafts.values()], now);
  // Only once the alerts are stored: a run cut short in between finds the same providers new again.
  await writeTitleStates(deps.db, seen, now);
  return created;
}

/**
 * For each title-country pair not yet compared this run: the providers now, against those stored. Without a fresh
 * stored row the title is being seen there for the first time: nothing has appeared, what is there is recorded.
 * Answers the states to store.
 */
async function comparePairs(
  deps: Deps,
  reader: TitleReader,
  appeared: Appeared,
  pairs: readonly TitleRegion[],
  now: Date,
): Promise<(TitleRegion & { providerIds: number[] })[]> {
  const stored = await readTitleStates(deps.db, pairs, now);
  const seen: (TitleRegion & { providerIds: number[] })[] = [];
  await Promise.all(
    pairs.map(async (pair) => {
      const key = titleRegionKey(pair);
      const offers = await reader.offers(pair.mediaType, pair.tmdbId);
      if (!offers) {
        appeared.set(key, null);
        return;
      }
      // A country that gained its first services during the run was not kept: compared next run instead.
      const current = offers.get(pair.region);
      if (!current) {
        appeared.set(key, null);
        return;
      }
      const before = stored.get(key);
      appeared.set(key, before ? current.filter((p) => !before.has(p.id)) : []);
      seen.push({ ...pair, providerIds: current.map((p) => p.id) });
    }),
  );
  return seen;
}

/**
 * How often the alerts job runs, in base intervals: every half hour by default. Episodes and releases are dated
 * by the day, so this is about offers, which move at any hour; and at most two runs an hour keep a large
 * following's catalogue reads (when they miss the cache) far under TMDB's limit.
 */
export const CHECK_ALERTS_EVERY_TICKS = 30;
