import { type SQL, sql } from 'drizzle-orm';
import { SEARCH_RANKED_MAX, type SearchQueryFields } from '#contracts/search.ts';
import type { Db } from '#server/db/client.ts';
import { SEARCH_VECTOR } from '#server/db/schema/search-vectors.ts';
import { type ParsedSearch, tsqueryOf } from './search-query.ts';

/** Marks around the matched words in a headline; no stored text keeps them (they are removed first). */
export const MATCH_START = '\u0002';
export const MATCH_STOP = '\u0003';
/**
 * `ts_headline` drops what its parser reads as an HTML tag (`<b>`, `x<y`): the quote stands in
 * U+FF1C (full-width less-than) for `<` while PostgreSQL cuts it, and the service puts it back.
 */
export const LESS_THAN_STAND_IN = '\uff1c';
const HEADLINE = `StartSel=${MATCH_START}, StopSel=${MATCH_STOP}, MaxWords=35, MinWords=15, ShortWord=2`;

export type SearchRow = {
  source: 'transcript' | 'note' | 'evaluation' | 'decision';
  session_id: string;
  session_title: string | null;
  started_ms: number;
  candidate_name: string | null;
  job_title: string | null;
  chunk_id: string | null;
  speaker: string | null;
  speaker_name: string | null;
  at_ms: number;
  headline: string;
};

export type SearchPage = { limit: number; offset: number };

export type SearchRows = {
  rows: SearchRow[];
  /** A source had more matches than `SEARCH_RANKED_MAX`: the rows are the best of its newest. */
  capped: boolean;
};

/** A source's stored lexemes (server/db/schema/search-vectors.ts). */
const lexemes = (alias: string) => sql.raw(`${alias}.${SEARCH_VECTOR}`);

/**
 * Search over the interviews of one user, in one statement:
 * 1. each source's matches through the GIN index on its stored `search_vector`, joined to their
 *    session, which must be the user's and pass the filters; the newest `SEARCH_RANKED_MAX` of
 *    them (by time and id, so every page sees the same set);
 * 2. those ranked with `ts_rank_cd` on the stored lexemes (no text is parsed again), then the page;
 * 3. only the page's rows get their headline, candidate and job.
 * Every row is reached through a session whose `user_id` is the caller's, so no other user's text
 * can appear. A very common word costs one index read and `SEARCH_RANKED_MAX` ranks per source, not a
 * rank for each of its matches.
 */
export function createSearchRepository(db: Db) {
  return {
    async search(
      userId: string,
      filters: SearchQueryFields,
      parsed: ParsedSearch,
      page: SearchPage,
    ): Promise<SearchRows> {
      // The query written into every condition, not read from a CTE: a constant the planner folds,
      // so each source is found through its index with the query's own selectivity.
      const query = tsqueryOf(parsed);
      // Only stop words or punctuation: nothing to look for. The planner folds this to false (no
      // index is read) or to true (the condition vanishes), so it costs no round trip.
      const sessionFilters: SQL[] = [sql`numnode(${query}) > 0`, sql`s.user_id = ${userId}::uuid`];
      if (filters.candidateId) sessionFilters.push(sql`s.candidate_id = ${filters.candidateId}::uuid`);
      if (filters.jobOpeningId) {
        sessionFilters.push(sql`s.application_id in (
          select a.id from applications a
          where a.user_id = ${userId}::uuid and a.job_opening_id = ${filters.jobOpeningId}::uuid)`);
      }
      if (filters.from) sessionFilters.push(sql`s.start_time >= ${filters.from}::timestamptz`);
      if (filters.to) sessionFilters.push(sql`s.start_time <= ${filters.to}::timestamptz`);
      const owned = sql.join(sessionFilters, sql` and `);
      const newest = (at: string, id: string) =>
        sql.raw(`order by ${at} desc, ${id} desc limit ${SEARCH_RANKED_MAX}`);
      const sources: SQL[] = [
        sql`(select 'transcript' as source, c.session_id, c.id as row_id, c.id as chunk_id, c.speaker,
            c.speaker_name, c.timestamp as at, c.text as body, ${lexemes('c')} as lexemes
          from conversation_chunks c join interview_sessions s on s.id = c.session_id
          where ${lexemes('c')} @@ ${query} and ${owned}
          ${filters.speaker ? sql`and c.speaker = ${filters.speaker}` : sql``}
          ${newest('c.timestamp', 'c.id')})`,
      ];
      if (!filters.speaker) {
        sources.push(
          sql`(select 'note', f.session_id, f.id, null::uuid, null, null, f.timestamp, f.content, ${lexemes('f')}
            from feedback f join interview_sessions s on s.id = f.session_id
            where ${lexemes('f')} @@ ${query} and ${owned}
            ${newest('f.timestamp', 'f.id')})`,
          sql`(select 'evaluation', i.session_id, i.id, null::uuid, null, null, i.last_updated, i.content, ${lexemes('i')}
            from scorecard_items i join interview_sessions s on s.id = i.session_id
            where ${lexemes('i')} @@ ${query} and ${owned}
            ${newest('i.last_updated', 'i.id')})`,
          sql`(select 'decision', s.id, s.id, null::uuid, null, null, coalesce(s.decision_saved_at, s.updated_at),
              coalesce(s.decision, ''), ${lexemes('s')}
            from interview_sessions s
            where ${lexemes('s')} @@ ${query} and ${owned}
            ${newest('coalesce(s.decision_saved_at, s.updated_at)', 's.id')})`,
        );
      }
      const result = await db.execute(sql`
        with hits as materialized (${sql.join(sources, sql` union all `)}),
        capped as (
          select coalesce(bool_or(n >= ${SEARCH_RANKED_MAX}), false) as capped
          from (select count(*) as n from hits group by source) k
        ),
        top as (
          select source, session_id, row_id, chunk_id, speaker, speaker_name, at, body,
            ts_rank_cd(lexemes, ${query}) as rank
          from hits order by rank desc, at desc, row_id
          limit ${page.limit} offset ${page.offset}
        )
        select top.source, top.session_id, s.title as session_title,
          extract(epoch from s.start_time)::float8 * 1000 as started_ms,
          nullif(trim(concat_ws(' ', cn.first_name, cn.last_name)), '') as candidate_name,
          j.title as job_title, top.chunk_id, top.speaker, top.speaker_name,
          extract(epoch from top.at)::float8 * 1000 as at_ms,
          ts_headline('english', translate(top.body, ${`${MATCH_START}${MATCH_STOP}<`}, ${`  ${LESS_THAN_STAND_IN}`}), ${query}, ${HEADLINE}) as headline,
          capped.capped
        from top join interview_sessions s on s.id = top.session_id
        cross join capped
        left join candidates cn on cn.id = s.candidate_id
        left join applications a on a.id = s.application_id
        left join job_openings j on j.id = a.job_opening_id
        order by top.rank desc, top.at desc, top.row_id`);
      const rows = (result as unknown as { rows: (SearchRow & { capped: boolean })[] }).rows;
      return { rows, capped: rows[0]?.capped ?? false };
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
