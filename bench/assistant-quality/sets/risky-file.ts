import { readFileSync } from 'node:fs';
import type { ComplianceCategory } from '#contracts/compliance.ts';

/** A labelled interviewer turn from a `risky-questions.json` file (the dev set's or the held-out set's). */
export type FileQuestion = {
  text: string;
  risky: boolean;
  /** The file's own topic name (`citizenship`, `race_ethnicity`…). */
  topic: string;
  /** The guard's topics that name it rightly. */
  accepted: ComplianceCategory[];
  /** `caution`: lawfulness depends on where the job is (conviction history). */
  severity: 'warning' | 'caution';
  role: string;
};

/** The guard's topics that name each of the files' topics. */
const TOPICS: Record<string, ComplianceCategory[]> = {
  age: ['age'],
  marital_status: ['marital-status'],
  pregnancy_family_plans: ['pregnancy'],
  children_childcare: ['children'],
  religion: ['religion'],
  // The dev set's national origin includes ethnicity ("What's your ethnic background?").
  national_origin: ['national-origin', 'race'],
  citizenship: ['national-origin'],
  race_ethnicity: ['race'],
  disability_health: ['disability-health'],
  sexual_orientation_gender_identity: ['sexual-orientation', 'gender-identity'],
  sexual_orientation: ['sexual-orientation'],
  gender_identity: ['gender-identity'],
  arrest_record: ['arrest-record'],
  conviction_history: ['arrest-record'],
  salary_history: ['salary-history'],
  military_discharge: ['military-discharge'],
  genetic_information: ['genetic-information'],
};

type RawItem = { text: string; risky: boolean; category: string; role?: string; severity?: string };

/** Reads a labelled question file; an unknown topic is an error, so a new label is never scored by accident. */
export function readRiskyFile(path: string): FileQuestion[] {
  const raw = JSON.parse(readFileSync(path, 'utf8')) as { items: RawItem[] };
  return raw.items.map((item) => {
    const accepted = TOPICS[item.category];
    if (!accepted) throw new Error(`unknown topic ${item.category} in ${path}`);
    return {
      text: item.text,
      risky: item.risky,
      topic: item.category,
      accepted,
      severity: item.severity === 'caution' ? 'caution' : 'warning',
      role: item.role ?? 'any',
    };
  });
}
