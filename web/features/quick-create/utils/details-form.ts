import {
  QUICK_CREATE_DURATION,
  type QuickCreateFields,
  QuickCreateInput,
  type QuickCreateInterviewType,
} from '#contracts/quick-create.ts';

/** "Use existing" (one of the user's templates) or "Create new" (content typed in). */
export type TemplateChoiceValue = { type: 'existing' | 'new'; existingId: string; newContent: string };

/** Step 1 as the recruiter fills it in; the PDFs stay here until the generate call sends them. */
export type DetailsValues = {
  jobRole: string;
  interviewType: QuickCreateInterviewType;
  jobDescription: string;
  scorecardTemplate: TemplateChoiceValue;
  agendaTemplate: TemplateChoiceValue;
  minDuration: number;
  maxDuration: number;
  interviewExpectations: string;
  resume: File | null;
  linkedinProfile: File | null;
  /** '' keeps the server's default model. */
  model: string;
};

export type DetailsField =
  | 'jobRole'
  | 'jobDescription'
  | 'scorecardTemplate'
  | 'agendaTemplate'
  | 'maxDuration'
  | 'interviewExpectations'
  /** Anything the form has no field for. */
  | 'form';
export type DetailsErrors = Partial<Record<DetailsField, string>>;

const NEW_TEMPLATE: TemplateChoiceValue = { type: 'new', existingId: '', newContent: '' };

export const EMPTY_DETAILS: DetailsValues = {
  jobRole: '',
  interviewType: 'Recruiter screen',
  jobDescription: '',
  scorecardTemplate: NEW_TEMPLATE,
  agendaTemplate: NEW_TEMPLATE,
  minDuration: QUICK_CREATE_DURATION.defaultMin,
  maxDuration: QUICK_CREATE_DURATION.defaultMax,
  interviewExpectations: '',
  resume: null,
  linkedinProfile: null,
  model: '',
};

/** Only the chosen side of a template choice is sent. */
const templateInput = (choice: TemplateChoiceValue) =>
  choice.type === 'existing'
    ? { type: 'existing' as const, existingId: choice.existingId || null, newContent: '' }
    : { type: 'new' as const, existingId: null, newContent: choice.newContent };

/** The `data` JSON of the generate call, before the contract's checks. */
export function detailsInput(values: DetailsValues): QuickCreateInput {
  return {
    jobRole: values.jobRole,
    interviewType: values.interviewType,
    jobDescription: values.jobDescription,
    scorecardTemplate: templateInput(values.scorecardTemplate),
    agendaTemplate: templateInput(values.agendaTemplate),
    minDuration: values.minDuration,
    maxDuration: values.maxDuration,
    interviewExpectations: values.interviewExpectations,
  };
}

/** In the order of the form, so the first invalid one gets the focus. */
export const DETAILS_FIELDS: readonly DetailsField[] = [
  'jobRole',
  'jobDescription',
  'scorecardTemplate',
  'agendaTemplate',
  'maxDuration',
  'interviewExpectations',
];
const fieldOf = (path: readonly PropertyKey[]): DetailsField => {
  const head = path[0];
  return DETAILS_FIELDS.find((field) => field === head) ?? 'form';
};

/** Checks step 1 with the contract: the inputs to send, or the first message per field. */
export function validateDetails(
  values: DetailsValues,
): { ok: true; input: QuickCreateFields } | { ok: false; errors: DetailsErrors } {
  const parsed = QuickCreateInput.safeParse(detailsInput(values));
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: DetailsErrors = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOf(issue.path);
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
