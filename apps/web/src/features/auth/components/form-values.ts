/** Reads named text fields of a submitted form; a missing field reads as '' and the server explains what is wrong. */
export function readFields<Name extends string>(
  form: HTMLFormElement,
  names: readonly Name[],
): Record<Name, string> {
  const data = new FormData(form);
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '')])) as Record<
    Name,
    string
  >;
}
