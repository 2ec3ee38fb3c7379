import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SearchQuery, SearchResults } from '#contracts/search.ts';
import { userIdOf } from '#server/auth/request-user.ts';
import { listErrors } from '#server/lib/route-support.ts';
import type { SearchService } from './search.service.ts';

export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (app, { search }) => {
  app.get(
    '/api/search',
    {
      schema: {
        tags: ['search'],
        summary: "Search the user's interviews: transcripts, notes, evaluations and decisions",
        querystring: SearchQuery,
        response: { 200: SearchResults, ...listErrors },
      },
    },
    async (request) => search.search(userIdOf(request), request.query),
  );
};
