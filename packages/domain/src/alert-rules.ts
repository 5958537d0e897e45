/** Alerts and the inbox (docs/product/alerts.md): the numbers the API, the web app and the docs share. */

/**
 * An episode or a movie release alerts only while its date is at most this many days old (today included): a
 * viewer who follows an old show or movie hears nothing about its past, and a week covers a job that was down for
 * a few days.
 */
export const ALERT_RECENT_DAYS = 7;

/** The inbox lists a profile's newest alerts, at most this many; older ones stay stored but are not listed. */
export const NOTIFICATION_INBOX_LIMIT = 50;

/** One "mark read" names at most this many alerts (the inbox shows fewer, so "mark all read" fits in one). */
export const NOTIFICATION_MARK_READ_MAX = 100;

/** The longest alert title and body kept: catalogue names are untrusted and unbounded. */
export const NOTIFICATION_TEXT_MAX = 300;

/** How often an open app asks for new alerts (besides when its tab comes back into view). */
export const NOTIFICATION_POLL_SECONDS = 60;
