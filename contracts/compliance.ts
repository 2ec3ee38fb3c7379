import { z } from 'zod';

/**
 * Protected topics the live guard warns the interviewer about (DESIGN.md §5 "Responsible").
 * A warning is a pinned `hint` suggestion tagged `compliance` and its category; it is shown to
 * the interviewer only.
 */
export const ComplianceCategory = z.enum([
  'age',
  'marital-status',
  'pregnancy',
  'children',
  'religion',
  'national-origin',
  'race',
  'disability-health',
  'sexual-orientation',
  'gender-identity',
  'arrest-record',
  'salary-history',
  'military-discharge',
  'genetic-information',
]);
export type ComplianceCategory = z.infer<typeof ComplianceCategory>;

/** The tag every guard warning carries. */
export const COMPLIANCE_TAG = 'compliance';
/**
 * The tag of a warning that may be wrong (found by meaning alone) or depends on the jurisdiction
 * (a caution): the candidate's answer still counts as evidence.
 */
export const ANSWER_KEPT_TAG = 'answer-kept';
/** The tag of a caution: lawful in some places, not in others. */
export const CAUTION_TAG = 'caution';

export const COMPLIANCE_LABELS: Record<ComplianceCategory, string> = {
  age: 'Age or date of birth',
  'marital-status': 'Marital or family status',
  pregnancy: 'Pregnancy and family plans',
  children: 'Children and childcare',
  religion: 'Religion',
  'national-origin': 'National origin or citizenship',
  race: 'Race or ethnicity',
  'disability-health': 'Disability or health',
  'sexual-orientation': 'Sexual orientation',
  'gender-identity': 'Gender identity',
  'arrest-record': 'Arrest record',
  'salary-history': 'Salary history',
  'military-discharge': 'Military discharge status',
  'genetic-information': 'Genetic information or family medical history',
};

/** The protected topic of a guard warning, from its tags (undefined for other suggestions). */
export function complianceCategoryOf(tags: readonly string[] | undefined): ComplianceCategory | undefined {
  if (!tags?.includes(COMPLIANCE_TAG)) return undefined;
  for (const tag of tags) {
    const parsed = ComplianceCategory.safeParse(tag);
    if (parsed.success) return parsed.data;
  }
  return undefined;
}
