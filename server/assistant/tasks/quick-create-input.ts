import type { QuickCreateInterviewType } from '#contracts/quick-create.ts';

/** An item of the chosen agenda template. Minutes. */
export type TemplateAgendaItem = { title: string; duration: number; description?: string };
/** A section of the chosen scorecard template with its criteria. */
export type TemplateSection = { title: string; criteria: string[] };

/**
 * What a Quick Create generation works from: the form's fields, the chosen templates already
 * read (an empty template means none was chosen, so one is drafted), and the text of the PDFs.
 */
export type QuickCreateTaskInput = {
  jobRole: string;
  interviewType: QuickCreateInterviewType;
  jobDescription: string;
  interviewExpectations: string;
  /** Minutes; the agenda's total must land in [minDuration, maxDuration]. */
  minDuration: number;
  maxDuration: number;
  agendaTemplate: { name?: string; items: TemplateAgendaItem[] };
  scorecardTemplate: { name?: string; sections: TemplateSection[] };
  resumeText: string;
  linkedinText: string;
};
