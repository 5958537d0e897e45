import {
  browseInputSchema,
  categoryInputSchema,
  episodesInputSchema,
  mediaPageInputSchema,
  pageInputSchema,
  personInputSchema,
  searchInputSchema,
  titleInputSchema,
} from '@kinora/domain';
import {
  getPerson,
  listDirectors,
  listPersonCredits,
  listPopularPeople,
} from '../../services/catalogue/people';
import { searchCatalogue } from '../../services/catalogue/search';
import { listBrowse, listCategory, listTrending } from '../../services/catalogue/title-lists';
import {
  getTitleCredits,
  getTitleDetails,
  listEpisodes,
  listSimilar,
  listTrailers,
} from '../../services/catalogue/titles';
import { protectedProcedure, router } from '../init';

export const catalogueRouter = router({
  trending: protectedProcedure
    .input(mediaPageInputSchema)
    .query(({ ctx, input }) => listTrending(ctx.deps, input.media, input.page)),
  category: protectedProcedure
    .input(categoryInputSchema)
    .query(({ ctx, input }) => listCategory(ctx.deps, input.media, input.category, input.page)),
  details: protectedProcedure
    .input(titleInputSchema)
    .query(({ ctx, input }) => getTitleDetails(ctx.deps, input.media, input.id)),
  credits: protectedProcedure
    .input(titleInputSchema)
    .query(({ ctx, input }) => getTitleCredits(ctx.deps, input.media, input.id)),
  similar: protectedProcedure
    .input(titleInputSchema)
    .query(({ ctx, input }) => listSimilar(ctx.deps, input.media, input.id)),
  trailers: protectedProcedure
    .input(titleInputSchema)
    .query(({ ctx, input }) => listTrailers(ctx.deps, input.media, input.id)),
  episodes: protectedProcedure
    .input(episodesInputSchema)
    .query(({ ctx, input }) => listEpisodes(ctx.deps, input.id, input.season)),
  search: protectedProcedure
    .input(searchInputSchema)
    .query(({ ctx, input }) =>
      searchCatalogue(ctx.deps, ctx.auth, input.type, input.query, input.page, { sameSite: ctx.sameSite }),
    ),
  popularPeople: protectedProcedure
    .input(pageInputSchema)
    .query(({ ctx, input }) => listPopularPeople(ctx.deps, input.page)),
  person: protectedProcedure
    .input(personInputSchema)
    .query(({ ctx, input }) => getPerson(ctx.deps, input.id)),
  personCredits: protectedProcedure
    .input(personInputSchema)
    .query(({ ctx, input }) => listPersonCredits(ctx.deps, input.id)),
  browse: protectedProcedure
    .input(browseInputSchema)
    .query(({ ctx, input }) => listBrowse(ctx.deps, input.kind, input.media, input.list, input.page)),
  directors: protectedProcedure.query(({ ctx }) => listDirectors(ctx.deps)),
});
