import type { ComplianceCategory } from '#contracts/compliance.ts';

/** An interviewer's turn and whether it asks about a protected topic (null: a lawful question). */
export type LabelledQuestion = { text: string; category: ComplianceCategory | null };
