import type { Db } from '#server/db/client.ts';
import { agendaTemplateItems, agendaTemplates, interviewTemplates } from '#server/db/schema/index.ts';
import { createTemplateRepository, type TemplateRow } from '../templates/template-repository.ts';

/** Agendas and their timed items (what sessions copy); one an interview template uses is kept. */
const AGENDAS = { table: agendaTemplates, items: agendaTemplateItems, usedBy: interviewTemplates.agendaId };
export const createAgendasRepository = (db: Db) => createTemplateRepository(db, AGENDAS);
export type AgendaRow = TemplateRow<typeof AGENDAS>;
