/** A calendar day as the catalogue writes it ("1970-07-14"). */
interface Day {
  year: number;
  month: number;
  day: number;
}

function parseDay(date: string | null | undefined): Day | null {
  const match = date ? /^(\d{4})-(\d{2})-(\d{2})/.exec(date) : null;
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** Whole years from one day to another: a birthday not reached yet that year does not count. */
function yearsBetween(from: Day, to: Day): number {
  const beforeBirthday = to.month < from.month || (to.month === from.month && to.day < from.day);
  return to.year - from.year - (beforeBirthday ? 1 : 0);
}

/** Today as the viewer's calendar shows it. */
function today(now: Date): Day {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

/**
 * A person's age: at death when there is a death date, else today. Null when the birthday is unknown or the
 * dates contradict each other.
 */
export function ageOf(
  birthday: string | null | undefined,
  deathday: string | null | undefined,
  now: Date = new Date(),
): number | null {
  const born = parseDay(birthday);
  if (!born) return null;
  const end = deathday ? parseDay(deathday) : today(now);
  if (!end) return null;
  const years = yearsBetween(born, end);
  return years >= 0 ? years : null;
}
