import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { EvaluationDto } from '#contracts/evaluation.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { sessionKeys } from '#web/lib/sessions/keys.ts';
import { AppToaster } from '#web/test/app-toaster.ts';
import { apiError, json, stubFetch } from '#web/test/fetch-stub.ts';
import { useSaveSections } from './use-save-sections.ts';

const SESSION_ID = '5e550000-0000-4000-8000-000000000001';
const SAVE = `PATCH /api/sessions/${SESSION_ID}/evaluation/sections`;
const FAILED = { title: 'Failed to update section', fallback: 'Your changes are kept; try saving again.' };

const answer = (content: string): EvaluationDto => ({
  evaluationData: {
    sections: [
      {
        id: 's1',
        title: 'Communication',
        content,
        guidance: '',
        evidence: [],
        editedByUser: true,
        children: [],
      },
    ],
  },
});

function renderSave(onSaved?: (evaluation: EvaluationDto) => void) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      {children}
      <AppToaster />
    </QueryClientProvider>
  );
  const hook = renderHook(() => useSaveSections(SESSION_ID, { errorToast: FAILED, onSaved }), { wrapper });
  return { queryClient, ...hook };
}

describe('saving changed sections', () => {
  it('sends the changes in one PATCH, caches the answer and hands it on', async () => {
    const { sent } = stubFetch({ [SAVE]: () => json(200, answer('Concise.')) });
    const onSaved = vi.fn();
    const { result, queryClient } = renderSave(onSaved);

    await act(() =>
      result.current.mutateAsync([
        { id: 's1', content: 'Concise.' },
        { id: 's2', content: 'Deep on storage.' },
      ]),
    );

    expect(sent(SAVE).map((r) => r.body)).toEqual([
      {
        sections: [
          { id: 's1', content: 'Concise.' },
          { id: 's2', content: 'Deep on storage.' },
        ],
      },
    ]);
    expect(queryClient.getQueryData(sessionKeys.evaluation(SESSION_ID))).toEqual(answer('Concise.'));
    expect(onSaved).toHaveBeenCalledWith(answer('Concise.'));
  });

  it("toasts the caller's title with the server message and caches nothing when refused", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // failures are logged by design
    stubFetch({ [SAVE]: () => apiError(404, 'not_found', 'Section not found') });
    const onSaved = vi.fn();
    const { result, queryClient } = renderSave(onSaved);

    await act(() => result.current.mutateAsync([{ id: 'nope', content: 'x' }]).catch(() => undefined));

    expect(await screen.findByText('Failed to update section')).toBeInTheDocument();
    expect(screen.getByText('Section not found')).toBeInTheDocument();
    expect(queryClient.getQueryData(sessionKeys.evaluation(SESSION_ID))).toBeUndefined();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
