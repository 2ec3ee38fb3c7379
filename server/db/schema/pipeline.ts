import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { users } from './users.ts';

/** Trigram GIN indexes serve the lists' case-insensitive "contains" search (docs/decisions/009). */
const trigram = 'gin_trgm_ops';

const owner = () =>
  uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const companies = pgTable(
  'companies',
  {
    id: id(),
    userId: owner(),
    name: text().notNull(),
    description: text(),
    website: text(),
    industry: text(),
    contactEmail: text(),
    contactPhone: text(),
    address: text(),
    location: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.userId, t.createdAt),
    // The selector's first matches come in this order: read from the index, not sorted.
    index().on(t.userId, t.name, t.id),
    index('companies_search_index').using(
      'gin',
      t.name.op(trigram),
      t.industry.op(trigram),
      t.contactEmail.op(trigram),
    ),
  ],
);

export const jobOpenings = pgTable(
  'job_openings',
  {
    id: id(),
    userId: owner(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text(),
    requirements: text(),
    location: text(),
    salaryRange: text(),
    employmentType: text(),
    dueDate: timestamp({ withTimezone: true }),
    status: text().notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.userId, t.createdAt),
    index().on(t.companyId),
    index().on(t.userId, t.status),
    // The selector orders by title (then company name): only the first titles are sorted.
    index().on(t.userId, t.title),
    index('job_openings_search_index').using(
      'gin',
      t.title.op(trigram),
      t.location.op(trigram),
      t.description.op(trigram),
    ),
  ],
);

export const candidates = pgTable(
  'candidates',
  {
    id: id(),
    userId: owner(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text(),
    phone: text(),
    location: text(),
    linkedinUrl: text(),
    currentCompany: text(),
    currentTitle: text(),
    experienceLevel: text(),
    summary: text(),
    resumeText: text(),
    skills: jsonb().$type<string[]>().notNull().default([]),
    education: text(),
    workExperience: text(),
    portfolioUrl: text(),
    fileAttachments: jsonb().$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.userId, t.createdAt),
    // The selector's first matches come in this order: read from the index, not sorted.
    index().on(t.userId, t.firstName, t.lastName, t.id),
    // The full name makes "Ada Lovelace" match; it also covers first and last name alone.
    index('candidates_search_index').using(
      'gin',
      sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`,
      t.email.op(trigram),
      t.currentCompany.op(trigram),
      t.currentTitle.op(trigram),
    ),
  ],
);

export const applications = pgTable(
  'applications',
  {
    id: id(),
    userId: owner(),
    candidateId: uuid()
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    jobOpeningId: uuid()
      .notNull()
      .references(() => jobOpenings.id, { onDelete: 'cascade' }),
    applicationDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    status: text().notNull().default('applied'),
    source: text(),
    notes: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.userId, t.createdAt),
    index().on(t.candidateId),
    index().on(t.jobOpeningId),
    // Status filters and the dashboard's counts by status and source read this index alone.
    index().on(t.userId, t.status, t.source),
  ],
);
