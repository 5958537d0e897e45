/**
 * The parts of a title page that come from other features, in one module: the title pages' route modules import
 * it (so the build lists it with them, and the server's page has it fetched with the route's code), and the slots
 * take each part from it (app/title-page-slots.tsx). Every other page never loads it.
 */
export { AddToListButton } from '@/features/lists/components/add-to-list-button';
export { MarkWatchedMenu } from '@/features/mark-watched/components/mark-watched-menu';
export { EpisodeRating } from '@/features/ratings/components/episode-rating';
export { TitleRating } from '@/features/ratings/components/title-rating';
