import {
  browseInputSchema,
  categoryInputSchema,
  creditsSchema,
  directorSchema,
  episodesAnswerSchema,
  episodesInputSchema,
  mediaPageInputSchema,
  pageInputSchema,
  personCreditListsSchema,
  personInputSchema,
  personPageSchema,
  personSchema,
  picksSchema,
  searchAnswerSchema,
  searchInputSchema,
  titleDetailSchema,
  titleInputSchema,
  titlePageSchema,
  videoSchema,
  watchProvidersAnswerSchema,
  watchProvidersInputSchema,
} from '@kinora/domain/schemas';
import { z } from 'zod';
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
import { getWatchProviders } from '../../services/catalogue/watch-providers';
import { listPicks } from '../../services/picks/list-picks';
import { answers } from '../answers';
import { protectedProcedure, router } from '../init';

export const catalogueRouter = router({
  trending: protectedProcedure
    .input(mediaPageInputSchema)
    .output(answers(titlePageSchema))
    .query(({ ctx, input }) => listTrending(ctx.deps, ctx.auth.profile, input.media, input.page)),
  category: protectedProcedure
    .input(categoryInputSchema)
    .output(answers(titlePageSchema))
    .query(({ ctx, input }) =>
      listCategory(ctx.deps, ctx.auth.profile, input.media, input.category, input.page),
    ),
  details: protectedProcedure
    .input(titleInputSchema)
    .output(answers(titleDetailSchema))
    .query(({ ctx, input }) => getTitleDetails(ctx.deps, ctx.auth.profile, input.media, input.id)),
  credits: protectedProcedure
    .input(titleInputSchema)
    .output(answers(creditsSchema))
    .query(({ ctx, input }) => getTitleCredits(ctx.deps, ctx.auth.profile, input.media, input.id)),
  similar: protectedProcedure
    .input(titleInputSchema)
    .output(answers(titlePageSchema))
    .query(({ ctx, input }) => listSimilar(ctx.deps, ctx.auth.profile, input.media, input.id)),
  trailers: protectedProcedure
    .input(titleInputSchema)
    .output(answers(z.array(videoSchema)))
    .query(({ ctx, input }) => listTrailers(ctx.deps, ctx.auth.profile, input.media, input.id)),
  episodes: protectedProcedure
    .input(episodesInputSchema)
    .output(answers(episodesAnswerSchema))
    .query(({ ctx, input }) => listEpisodes(ctx.deps, ctx.auth.profile, input.id, input.season)),
  search: protectedProcedure
    .input(searchInputSchema)
    .output(answers(searchAnswerSchema))
    .query(({ ctx, input }) =>
      searchCatalogue(
        ctx.deps,
        ctx.auth,
        input.type,
        input.query,
        input.page,
        { sameSite: ctx.sameSite },
        input,
      ),
    ),
  popularPeople: protectedProcedure
    .input(pageInputSchema)
    .output(answers(personPageSchema))
    .query(({ ctx, input }) => listPopularPeople(ctx.deps, ctx.auth.profile, input.page)),
  person: protectedProcedure
    .input(personInputSchema)
    .output(answers(personSchema))
    .query(({ ctx, input }) => getPerson(ctx.deps, ctx.auth.profile, input.id)),
  personCredits: protectedProcedure
    .input(personInputSchema)
    .output(answers(personCreditListsSchema))
    .query(({ ctx, input }) => listPersonCredits(ctx.deps, ctx.auth, input.id)),
  browse: protectedProcedure
    .input(browseInputSchema)
    .output(answers(titlePageSchema))
    .query(({ ctx, input }) =>
      listBrowse(ctx.deps, ctx.auth.profile, input.kind, input.media, input.list, input.page),
    ),
  /** Where to watch a title in the viewer's region (saved in /profile, else the browser's). */
  watchProviders: protectedProcedure
    .input(watchProvidersInputSchema)
    .output(answers(watchProvidersAnswerSchema))
    .query(({ ctx, input }) =>
      getWatchProviders(ctx.deps, ctx.auth.profile, input.media, input.id, input.region),
    ),
  /** The signed-in home's picks rows, from the viewer's own history and watch-later list. */
  picks: protectedProcedure
    .output(answers(picksSchema))
    .query(({ ctx }) => listPicks(ctx.deps, ctx.auth.profileId)),
  directors: protectedProcedure
    .output(answers(z.array(directorSchema)))
    .query(({ ctx }) => listDirectors(ctx.deps)),
});
