/**
 * Interviews for the search benchmark, written by the database itself (generate_series): one
 * user's sessions, each with 100 transcript lines of 20 words, 2 notes, 4 evaluation sections and,
 * for a third of them, a saved decision. About 2,200 words an interview: 5,000 interviews hold
 * some 11 million words. Words are drawn from a vocabulary of 20,000 with a long-tailed
 * frequency (index = n·u^2.5), so a few words are in every interview and most are rare; the
 * words the benchmark searches for are placed at chosen ranks.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';

const COMMON = `i we you it they the a and to of in that is was for on with as at this be have do
  so but not what about team project data system work time people think know really build design
  code test service problem question customer product release review deploy issue user change
  make good first then year would could when how which there their more other also just like our
  my me your experience learn role company engineer manager support process team plan goal result
  performance feature api database query cache queue scale latency incident outage monitor alert
  backend frontend mobile cloud server client request response error bug fix ship sprint meeting`;

/** The searched words and the rank each takes in the vocabulary (0 is the most frequent). */
export const PLACED: Record<string, number> = {
  kafka: 5_000,
  'on-call': 7_000,
  visa: 8_000,
  kubernetes: 9_000,
  'visa sponsorship': 12_000,
  postgres: 6_000,
  mysql: 10_000,
  sponsorship: 15_000,
  kubectl: 16_000,
};
export const VOCABULARY_SIZE = 20_000;
const SYLLABLES =
  'ba ko ri ten sul mar vo len dri pa shi tor gu nel fa zen lo pim ra dus kel mo ti vash er on qua ste ly bor'.split(
    ' ',
  );

/** The vocabulary by rank: the common words first, invented words after, the placed ones at their ranks. */
export function vocabulary(): string[] {
  const words = COMMON.split(/\s+/).filter(Boolean);
  const n = SYLLABLES.length;
  for (let i = 0; words.length < VOCABULARY_SIZE; i++) {
    words.push(
      `${SYLLABLES[i % n]}${SYLLABLES[Math.floor(i / n) % n]}${SYLLABLES[Math.floor(i / n / n) % n]}`,
    );
  }
  for (const [word, rank] of Object.entries(PLACED)) words[rank] = word;
  return words;
}

/** A line of `count` words drawn as the seed draws them (for the live-path benchmark). */
export function randomLine(words: string[], count = 20): string {
  return Array.from({ length: count }, () => words[Math.floor(Math.random() ** 2.5 * words.length)]).join(
    ' ',
  );
}

/** `words` drawn words; `salt` ties the subquery to its row, so each row draws its own. */
const text = (words: number, salt: string) =>
  sql.raw(`(select string_agg(w.word, ' ')
  from (select floor(power(random(), 2.5) * ${VOCABULARY_SIZE})::int as rank
    from generate_series(1, ${words} + 0 * length(${salt}))) r
  join bench_words w on w.rank = r.rank)`);

export type SeedSize = { interviews: number; candidates: number };

/** Seeds `size` for `userId`, a batch of 250 interviews a statement; `progress` after each batch. */
export async function seedInterviews(
  db: Db,
  userId: string,
  size: SeedSize,
  progress: (done: number) => void,
) {
  const words = vocabulary();
  await db.execute(sql`create temporary table bench_words (rank int primary key, word text not null)`);
  await db.execute(sql`insert into bench_words
    select (ordinality - 1)::int, value from jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) with ordinality`);
  await db.execute(sql`analyze bench_words`);
  await db.execute(sql`insert into candidates (user_id, first_name, last_name)
    select ${userId}::uuid, (array['Ada','Priya','Grace','Linus','Amara','Kenji','Sofia','Omar'])[1 + g % 8], 'Bench ' || g
    from generate_series(1, ${size.candidates}) g`);
  const BATCH = 250;
  for (let done = 0; done < size.interviews; done += BATCH) {
    const count = Math.min(BATCH, size.interviews - done);
    await db.execute(sql`
      with c as (select id, row_number() over (order by id) as rn from candidates where user_id = ${userId}::uuid)
      insert into interview_sessions (user_id, candidate_id, status, start_time, last_seq)
      select ${userId}::uuid, c.id, 'completed', now() - ((${done} + g) * interval '2 hours'), 100
      from generate_series(1, ${count}) g join c on c.rn = 1 + (${done} + g) % ${size.candidates}`);
    const batch = sql`(select id, start_time from interview_sessions where user_id = ${userId}::uuid and status = 'completed'
      order by start_time desc offset ${done} limit ${count})`;
    await db.execute(sql`insert into conversation_chunks (session_id, seq, client_chunk_id, text, speaker, timestamp)
      select s.id, k, 'bench-' || k, ${text(20, 's.id::text || k')}, case when k % 2 = 0 then 'candidate' else 'interviewer' end,
        s.start_time + k * interval '20 seconds'
      from ${batch} s, generate_series(1, 100) k`);
    await db.execute(sql`insert into feedback (session_id, content, timestamp)
      select s.id, ${text(30, 's.id::text || k')}, s.start_time + k * interval '10 minutes'
      from ${batch} s, generate_series(1, 2) k`);
    await db.execute(sql`insert into scorecard_items (session_id, item_id, title, content, item_order)
      select s.id, 'section-' || k, 'Section ' || k, ${text(30, 's.id::text || k')}, k
      from ${batch} s, generate_series(1, 4) k`);
    await db.execute(sql`update interview_sessions set decision = ${text(40, 'id::text')}, decision_saved_at = start_time
      where id in (select id from ${batch} b) and ascii(id::text) % 3 = 0`);
    progress(done + count);
  }
  await db.execute(sql`drop table bench_words`);
}
