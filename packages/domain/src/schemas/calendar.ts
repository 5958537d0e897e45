import { z } from 'zod';
import { calendarRangeProblem, parseCalendarDay } from '../calendar-rules';
import { mediaTypeSchema } from './common';
import { restOk } from './rest';

const calendarDay = (name: 'from' | 'to', example: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? `${name} is required: a date like ${example}`
          : `${name} must be a date like ${example}`,
    })
    .refine((text) => parseCalendarDay(text) !== null, { error: `${name} must be a date like ${example}` });

/**
 * calendar.list and GET /user/calendar: the days asked for, both included, at most CALENDAR.MAX_DAYS of them.
 * Days are plain dates: an air date is a date, not a moment, so no time zone shifts it.
 */
export const calendarRangeInputSchema = z
  .strictObject({ from: calendarDay('from', '2024-05-01'), to: calendarDay('to', '2024-05-31') })
  .superRefine((range, ctx) => {
    const problem = calendarRangeProblem(range.from, range.to);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['to'] });
  });
export type CalendarRangeInput = z.infer<typeof calendarRangeInputSchema>;

/** One day's item: an episode of a followed show (season and episode set) or a listed movie's release. */
export const calendarEntrySchema = z.object({
  date: z.string(),
  media_type: mediaTypeSchema,
  id: z.number().int(),
  /** The movie's or the show's title. */
  title: z.string(),
  season: z.number().int().nullable(),
  episode: z.number().int().nullable(),
  episodeName: z.string().nullable(),
  /** The movie's or the show's poster, a catalogue image path. */
  poster_path: z.string().nullable(),
});
export type CalendarEntry = z.infer<typeof calendarEntrySchema>;

/** The items of a range, by date, then title, season and episode. */
export const calendarSchema = z.array(calendarEntrySchema).max(10_000);

export const restCalendarSchema = restOk({ content: calendarSchema });

/** The secret address of the profile's calendar feed, for a calendar app to subscribe to. */
export const calendarLinkSchema = z.object({ url: z.string() });
export type CalendarLink = z.infer<typeof calendarLinkSchema>;

export const restCalendarLinkSchema = restOk({ url: z.string() });

/**
 * The feed's path parameter: the secret, with or without the `.ics` some calendar apps like to see. Anything else
 * is simply not a feed (404), so the shape says nothing about what a real one looks like beyond its alphabet.
 */
export const calendarFeedParamsSchema = z.object({ token: z.string() });
