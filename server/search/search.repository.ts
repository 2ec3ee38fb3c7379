import { type SQL, sql } from 'drizzle-orm';
import type { SearchQueryFields } from '#contracts/search.ts';
import type { Db } from '#server/db/client.ts';
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

/** The English lexemes of a column, as the search indexes were built (server/db/schema/interviews.ts). */
const lexemes = (column: SQL) => sql`to_tsvector('english', ${column})`;

/**
 * Search over the interviews of one user. One statement: the user's sessions (with the filters),
 * then each source's matches found through its GIN expression index and ranked, then the page's
 * rows only get their headline, candidate and job. Every row is reached through a session whose
 * `user_id` is the caller's, so no other user's text can appear.
 */
export function createSearchRepository(db: Db) {
  return {
    async search(
      userId: string,
      filters: SearchQueryFields,
      parsed: ParsedSearch,
      page: SearchPage,
    ): Promise<SearchRow[]> {
      // The query written into every condition, not read from a CTE: a constant the planner folds,
      // so each source is found through its index with the query's own selectivity.
      const query = tsqueryOf(parsed);
      // Only stop words or punctuation: nothing to look for (an empty query is no index condition).
      const counted = await db.execute(sql`select numnode(${query}) as nodes`);
      if (Number((counted as unknown as { rows: { nodes: number }[] }).rows[0]?.nodes ?? 0) === 0) return [];
      const sessionFilters: SQL[] = [sql`s.user_id = ${userId}::uuid`];
      if (filters.candidateId) sessionFilters.push(sql`s.candidate_id = ${filters.candidateId}::uuid`);
      if (filters.jobOpeningId) {
        sessionFilters.push(sql`s.application_id in (
          select a.id from applications a
          where a.user_id = ${userId}::uuid and a.job_opening_id = ${filters.jobOpeningId}::uuid)`);
      }
      if (filters.from) sessionFilters.push(sql`s.start_time >= ${filters.from}::timestamptz`);
      if (filters.to) sessionFilters.push(sql`s.start_time <= ${filters.to}::timestamptz`);
      const chunkText = sql`c.text`;
      const sources: SQL[] = [
        sql`select 'transcript' as source, c.session_id, c.id as row_id, c.id as chunk_id, c.speaker,
            c.speaker_name, c.timestamp as at, ${chunkText} as body,
            ts_rank_cd(${lexemes(chunkText)}, ${query}) as rank
          from conversation_chunks c join s on s.id = c.session_id
          where ${lexemes(chunkText)} @@ ${query}
          ${filters.speaker ? sql`and c.speaker = ${filters.speaker}` : sql``}`,
      ];
      if (!filters.speaker) {
        const note = sql`f.content`;
        const section = sql`i.content`;
        const decision = sql`coalesce(d.decision, '')`;
        sources.push(
          sql`select 'note', f.session_id, f.id, null::uuid, null, null, f.timestamp, ${note},
              ts_rank_cd(${lexemes(note)}, ${query})
            from feedback f join s on s.id = f.session_id
            where ${lexemes(note)} @@ ${query}`,
          sql`select 'evaluation', i.session_id, i.id, null::uuid, null, null, i.last_updated, ${section},
              ts_rank_cd(${lexemes(section)}, ${query})
            from scorecard_items i join s on s.id = i.session_id
            where ${lexemes(section)} @@ ${query}`,
          sql`select 'decision', d.id, d.id, null::uuid, null, null, coalesce(d.decision_saved_at, d.updated_at),
              ${decision}, ts_rank_cd(${lexemes(decision)}, ${query})
            from interview_sessions d join s on s.id = d.id
            where ${lexemes(decision)} @@ ${query}`,
        );
      }
      const result = await db.execute(sql`
        with s as (
          select s.id, s.title, s.start_time, s.candidate_id, s.application_id
          from interview_sessions s where ${sql.join(sessionFilters, sql` and `)}
        ),
        hits as (${sql.join(sources, sql` union all `)}),
        top as (
          select * from hits order by rank desc, at desc, row_id
          limit ${page.limit} offset ${page.offset}
        )
        select top.source, top.session_id, s.title as session_title,
          extract(epoch from s.start_time)::float8 * 1000 as started_ms,
          nullif(trim(concat_ws(' ', cn.first_name, cn.last_name)), '') as candidate_name,
          j.title as job_title, top.chunk_id, top.speaker, top.speaker_name,
          extract(epoch from top.at)::float8 * 1000 as at_ms,
          ts_headline('english', translate(top.body, ${`${MATCH_START}${MATCH_STOP}<`}, ${`  ${LESS_THAN_STAND_IN}`}), ${query}, ${HEADLINE}) as headline
        from top join s on s.id = top.session_id
        left join candidates cn on cn.id = s.candidate_id
        left join applications a on a.id = s.application_id
        left join job_openings j on j.id = a.job_opening_id
        order by top.rank desc, top.at desc, top.row_id`);
      return (result as unknown as { rows: SearchRow[] }).rows;
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
