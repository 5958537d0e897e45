/** A catalogue id, season or episode number from the URL: a whole number of at least `min`, else undefined. */
export function wholeNumberParam(value: string | null, min = 1): number | undefined {
  if (value === null || !/^\d+$/.test(value.trim())) return undefined;
  const number = Number(value);
  return Number.isSafeInteger(number) && number >= min ? number : undefined;
}
