import { EXPERIENCE_LEVELS, type ExperienceLevel } from '#contracts/candidates.ts';
import type { SelectOption } from '#web/components/filter-select.tsx';

export const EXPERIENCE_LEVEL_LABELS: Record<ExperienceLevel, string> = {
  'entry-level': 'Entry Level',
  'mid-level': 'Mid Level',
  'senior-level': 'Senior Level',
  executive: 'Executive',
};

export const EXPERIENCE_LEVEL_OPTIONS: SelectOption[] = EXPERIENCE_LEVELS.map((value) => ({
  value,
  label: EXPERIENCE_LEVEL_LABELS[value],
}));
