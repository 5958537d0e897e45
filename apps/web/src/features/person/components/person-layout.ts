/** Class lists the page and its skeleton share, so the skeleton has the page's exact shape. */
export const LAYOUT = {
  page: 'mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-10 lg:py-12',
  profile: 'grid gap-6 sm:grid-cols-[12rem_1fr] sm:gap-8 lg:grid-cols-[16rem_1fr]',
  photo: 'mx-auto aspect-[2/3] w-40 rounded-xl sm:mx-0 sm:w-full',
  name: 'text-3xl font-extrabold tracking-tight text-balance sm:text-4xl',
} as const;
