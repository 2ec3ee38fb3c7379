/**
 * One user's pipeline at the target size, inserted in bulk (500 rows a statement) straight
 * through the schema. Deterministic: the same seed gives the same data, so runs compare.
 */
import { randomUUID } from 'node:crypto';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client.ts';
import { applications, candidates, companies, jobOpenings } from '#server/db/schema/index.ts';

export const SIZES = { companies: 2_000, jobOpenings: 5_000, candidates: 10_000, applications: 50_000 };
const BATCH = 500;

const FIRST = ['Ada', 'Alan', 'Grace', 'Linus', 'Margaret', 'Dennis', 'Barbara', 'Ken', 'Frances', 'John'];
const LAST = [
  'Lovelace',
  'Turing',
  'Hopper',
  'Torvalds',
  'Hamilton',
  'Ritchie',
  'Liskov',
  'Thompson',
  'Allen',
  'Backus',
  'Knuth',
  'Dijkstra',
  'Hoare',
  'Lamport',
  'Wirth',
  'Kay',
  'Engelbart',
  'Sutherland',
  'Cerf',
  'Kahn',
];
const WORDS = [
  'Acme',
  'Globex',
  'Initech',
  'Umbrella',
  'Hooli',
  'Vandelay',
  'Stark',
  'Wayne',
  'Tyrell',
  'Soylent',
];
const INDUSTRIES = ['Software', 'Finance', 'Retail', 'Health', 'Energy', 'Logistics', 'Media', 'Education'];
const TITLES = [
  'Engineer',
  'Designer',
  'Analyst',
  'Manager',
  'Recruiter',
  'Scientist',
  'Writer',
  'Architect',
];
const CITIES = [
  'Berlin',
  'Lisbon',
  'Oslo',
  'Paris',
  'Madrid',
  'Vienna',
  'Prague',
  'Dublin',
  'Warsaw',
  'Remote',
];
const SOURCES = ['LinkedIn', 'Referral', 'Website', 'Job board', 'Agency', ''];
const APP_STATUSES = ['applied', 'screening', 'interviewing', 'offer', 'hired', 'rejected', 'withdrawn'];
const JOB_STATUSES = ['active', 'active', 'active', 'paused', 'closed', 'filled'];
const TYPES = ['full-time', 'part-time', 'contract', 'internship'];
const LEVELS = ['entry-level', 'mid-level', 'senior-level', 'executive', null];

/** mulberry32: a small seeded generator. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

async function insertAll<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]) {
  for (let i = 0; i < rows.length; i += BATCH) await db.insert(table).values(rows.slice(i, i + BATCH));
}

export async function seedPipeline(db: Db, userId: string) {
  const rnd = random(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const start = Date.now();
  /** Distinct creation times, one second apart, the newest now. */
  const at = (i: number) => new Date(start - i * 1000);
  const ids = (n: number) => Array.from({ length: n }, () => randomUUID());

  const companyIds = ids(SIZES.companies);
  await insertAll(
    db,
    companies,
    companyIds.map((id, i) => ({
      id,
      userId,
      name: `${pick(WORDS)} ${pick(INDUSTRIES)} ${i}`,
      industry: pick(INDUSTRIES),
      contactEmail: `hr${i}@${pick(WORDS).toLowerCase()}.example`,
      website: `https://c${i}.example`,
      createdAt: at(i),
      updatedAt: at(i),
    })),
  );
  const jobIds = ids(SIZES.jobOpenings);
  await insertAll(
    db,
    jobOpenings,
    jobIds.map((id, i) => ({
      id,
      userId,
      companyId: pick(companyIds),
      title: `${pick(['Junior', 'Senior', 'Lead', 'Staff'])} ${pick(TITLES)}`,
      location: pick(CITIES),
      description:
        `We are looking for a ${pick(TITLES).toLowerCase()} to join a ${pick(INDUSTRIES).toLowerCase()} team. `.repeat(
          4,
        ),
      employmentType: pick(TYPES),
      status: pick(JOB_STATUSES),
      dueDate: rnd() < 0.5 ? new Date(start + (rnd() - 0.5) * 120 * 86_400_000) : null,
      createdAt: at(i),
      updatedAt: at(i),
    })),
  );
  const candidateIds = ids(SIZES.candidates);
  await insertAll(
    db,
    candidates,
    candidateIds.map((id, i) => ({
      id,
      userId,
      firstName: pick(FIRST),
      lastName: `${pick(LAST)}${i % 50 === 0 ? '' : i % 50}`,
      email: `person${i}@mail.example`,
      currentCompany: pick(WORDS),
      currentTitle: pick(TITLES),
      experienceLevel: pick(LEVELS),
      resumeText: rnd() < 0.6 ? 'Experienced professional. '.repeat(60) : null,
      portfolioUrl: rnd() < 0.3 ? `https://portfolio.example/${i}` : null,
      skills: [pick(TITLES), pick(INDUSTRIES)],
      createdAt: at(i),
      updatedAt: at(i),
    })),
  );
  await insertAll(
    db,
    applications,
    Array.from({ length: SIZES.applications }, (_, i) => ({
      userId,
      candidateId: pick(candidateIds),
      jobOpeningId: pick(jobIds),
      status: pick(APP_STATUSES),
      source: pick(SOURCES) || null,
      notes: rnd() < 0.3 ? 'Followed up by phone.' : null,
      applicationDate: at(i),
      createdAt: at(i),
      updatedAt: at(i),
    })),
  );
}
