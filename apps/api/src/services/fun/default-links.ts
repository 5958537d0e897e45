import type { FunLinks } from '@kinora/domain';

/**
 * The Fun section's links when the operator configures none (FUN_LINKS_FILE): public, free and safe for work.
 * Games marked 'embed' are open-source browser games whose pages allow framing. No adult links by default.
 */
export const DEFAULT_FUN_LINKS: FunLinks = {
  live: [
    {
      title: 'ISS Live',
      description: 'Earth seen from the International Space Station, streamed live by NASA.',
      url: 'https://www.youtube.com/embed/live_stream?channel=UCLA_DiR1FfKNvjuUpBHmylQ',
      open: 'embed',
    },
    {
      title: 'Explore.org Live Cams',
      description: 'Wildlife cams around the world: bears, eagles, reefs and more.',
      url: 'https://explore.org/livecams',
      open: 'link',
    },
    {
      title: 'Windy',
      description: 'Wind, rain and storms over the whole planet, on a live map.',
      url: 'https://www.windy.com',
      open: 'link',
    },
    {
      title: 'Flightradar24',
      description: 'Every plane in the air right now.',
      url: 'https://www.flightradar24.com',
      open: 'link',
    },
  ],
  documentaries: [
    {
      title: 'NASA+',
      description: "NASA's free streaming service: missions, science and original documentaries.",
      url: 'https://plus.nasa.gov',
      open: 'link',
    },
    {
      title: 'National Film Board of Canada',
      description: 'Thousands of documentaries and animated shorts, free to watch.',
      url: 'https://www.nfb.ca/films/',
      open: 'link',
    },
    {
      title: 'NOVA',
      description: 'Science documentaries from PBS.',
      url: 'https://www.pbs.org/wgbh/nova/',
      open: 'link',
    },
    {
      title: 'Internet Archive: Films',
      description: 'Public-domain feature films, newsreels and documentaries.',
      url: 'https://archive.org/details/movies',
      open: 'link',
    },
  ],
  games: [
    {
      title: 'Hextris',
      description: 'A fast puzzle game inspired by Tetris, on a spinning hexagon.',
      url: 'https://hextris.github.io/hextris/',
      open: 'embed',
    },
    {
      title: 'Clumsy Bird',
      description: 'An open-source take on the flapping-bird classic.',
      url: 'https://ellisonleao.github.io/clumsy-bird/',
      open: 'embed',
    },
    {
      title: '2048',
      description: 'Slide the tiles, join the numbers.',
      url: 'https://play2048.co',
      open: 'link',
    },
    {
      title: 'Lichess',
      description: 'Free, open-source chess against people or the computer.',
      url: 'https://lichess.org',
      open: 'link',
    },
  ],
  news: [
    {
      title: 'BBC News',
      description: 'World news from the BBC.',
      url: 'https://www.bbc.com/news',
      open: 'link',
    },
    {
      title: 'Reuters',
      description: 'Breaking international news.',
      url: 'https://www.reuters.com',
      open: 'link',
    },
    {
      title: 'AP News',
      description: 'News from the Associated Press.',
      url: 'https://apnews.com',
      open: 'link',
    },
    {
      title: 'The Guardian',
      description: 'Independent journalism from around the world.',
      url: 'https://www.theguardian.com',
      open: 'link',
    },
  ],
  adult: [],
};
