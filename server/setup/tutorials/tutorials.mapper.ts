import type { TutorialDto } from '#contracts/tutorials.ts';
import type { TutorialRow } from './tutorials.repository.ts';

export function toTutorialDto(row: TutorialRow): TutorialDto {
  return { id: row.id, title: row.title, description: row.description, duration: row.duration };
}
