import { count, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { applications, candidates, companies, jobOpenings } from '#server/db/schema/index.ts';

const tables = { companies, jobOpenings, candidates, applications };
export type PipelineCounts = Record<keyof typeof tables, number>;

/** How many pipeline rows a user owns, read straight from the database. */
export async function pipelineCounts({ db }: Database, userId: string): Promise<PipelineCounts> {
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await db.select({ n: count() }).from(table).where(eq(table.userId, userId));
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries) as PipelineCounts;
}
