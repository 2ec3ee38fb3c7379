import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { users } from './users.ts';

const owner = () =>
  uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const sampleFeedbacks = pgTable(
  'sample_feedbacks',
  {
    id: id(),
    userId: owner(),
    title: text().notNull(),
    content: text().notNull(),
    category: text().notNull().default('general'),
    tags: jsonb().$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.userId, t.createdAt)],
);

export const scorecardTemplates = pgTable(
  'scorecard_templates',
  {
    id: id(),
    userId: owner(),
    title: text().notNull(),
    description: text(),
    content: text().notNull().default(''),
    source: text({ enum: ['manual', 'generated'] })
      .notNull()
      .default('manual'),
    generationPrompt: text(),
    jobDescription: text(),
    existingScorecardRef: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.userId, t.createdAt)],
);

export const scorecardTemplateItems = pgTable(
  'scorecard_template_items',
  {
    id: id(),
    templateId: uuid()
      .notNull()
      .references(() => scorecardTemplates.id, { onDelete: 'cascade' }),
    itemId: text().notNull(),
    parentItemId: text(),
    content: text().notNull().default(''),
    itemOrder: integer().notNull().default(0),
  },
  (t) => [index().on(t.templateId, t.itemOrder)],
);

export const agendaTemplates = pgTable(
  'agenda_templates',
  {
    id: id(),
    userId: owner(),
    title: text().notNull(),
    description: text(),
    content: text().notNull().default(''),
    source: text({ enum: ['manual', 'generated'] })
      .notNull()
      .default('manual'),
    generationPrompt: text(),
    jobDescription: text(),
    existingScorecardRef: text(),
    selectedScorecardId: uuid().references(() => scorecardTemplates.id, { onDelete: 'set null' }),
    timeRangeMin: integer().notNull().default(30),
    timeRangeMax: integer().notNull().default(60),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.userId, t.createdAt)],
);

export const agendaTemplateItems = pgTable(
  'agenda_template_items',
  {
    id: id(),
    templateId: uuid()
      .notNull()
      .references(() => agendaTemplates.id, { onDelete: 'cascade' }),
    itemId: text().notNull(),
    parentItemId: text(),
    content: text().notNull().default(''),
    /** Minutes; sessions copy it into their agenda items. */
    duration: integer().notNull().default(15),
    itemOrder: integer().notNull().default(0),
  },
  (t) => [index().on(t.templateId, t.itemOrder)],
);

/** A template needs its scorecard and agenda: deleting one that is in use is refused. */
export const interviewTemplates = pgTable(
  'interview_templates',
  {
    id: id(),
    userId: owner(),
    title: text().notNull(),
    description: text(),
    rubrik: text(),
    scorecardId: uuid()
      .notNull()
      .references(() => scorecardTemplates.id, { onDelete: 'restrict' }),
    agendaId: uuid()
      .notNull()
      .references(() => agendaTemplates.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.userId, t.createdAt)],
);

/** Help videos are shared by every account. */
export const tutorials = pgTable('tutorials', {
  id: id(),
  title: text().notNull(),
  description: text(),
  objectKey: text().notNull(),
  duration: integer(),
  displayOrder: integer().notNull().default(0),
  createdAt: createdAt(),
});
