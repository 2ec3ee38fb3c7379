import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EvaluationDto } from '#contracts/sessions.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionKeys } from '../../sessions/api/keys.ts';
import { sessionPath } from '../../sessions/api/session-queries.ts';

export type SectionChange = { sectionId: string; content: string };

type Options = {
  /** Called after each section the server accepted, so its draft can be let go. */
  onSectionSaved: (change: SectionChange) => void;
};

/**
 * Writes the changed sections one PATCH at a time. Each reply is the whole evaluation and goes
 * into the cache at once, so a failure part-way keeps what was already saved.
 */
export function useSaveEvaluationSections(sessionId: string, { onSectionSaved }: Options) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: SectionChange[]) => {
      for (const change of changes) {
        const evaluation = await apiRequest(
          sessionPath(sessionId, `/evaluation/sections/${encodeURIComponent(change.sectionId)}`),
          { method: 'PATCH', body: { content: change.content }, schema: EvaluationDto },
        );
        queryClient.setQueryData(sessionKeys.evaluation(sessionId), evaluation);
        onSectionSaved(change);
      }
    },
    meta: {
      errorToast: { title: 'Failed to update section', fallback: 'Your changes are kept; try saving again.' },
    },
  });
}
