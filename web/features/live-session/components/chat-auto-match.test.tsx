import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SuggestionDto } from '#contracts/realtime.ts';
import { sessionKeys } from '#web/lib/sessions/keys.ts';
import { apiError, json, type StubHandler, stubFetch } from '#web/test/fetch-stub.ts';
import { aChunk, aSuggestion } from '#web/test/live-fixtures.ts';
import { aSession, SESSION_ID, SESSION_PATH } from '#web/test/session-detail-fixtures.ts';
import { renderPanel } from './advanced-settings/testing/render-panel.tsx';
import { ChatSimulator } from './chat-simulator.tsx';

const TEXT = `POST ${SESSION_PATH}/text`;

const scaling = aSuggestion({ content: 'How did you scale the billing service?' });
const pinnedTesting = aSuggestion({ content: 'How do you approach testing billing code?', status: 'pinned' });
const hint = aSuggestion({ content: 'How did you scale the billing service?', type: 'hint' });
const unrelated = aSuggestion({ content: 'Which frontend frameworks have you used?' });
const dismissed = aSuggestion({ content: 'How did you scale the billing service?', status: 'dismissed' });
const listed = [scaling, pinnedTesting, hint, unrelated, dismissed];

const accept = (s: SuggestionDto) => `POST /api/suggestions/${s.id}/accept`;
const remove = (s: SuggestionDto) => `DELETE /api/suggestions/${s.id}?reason=auto_match`;

function renderChat(routes: Record<string, StubHandler>) {
  const stub = stubFetch({
    [`GET ${SESSION_PATH}/conversation`]: () => json(200, []),
    [TEXT]: ({ body }) => json(201, aChunk({ ...(body as object), seq: 3 })),
    ...routes,
  });
  const view = renderPanel(aSession(), (s) => <ChatSimulator session={s} />);
  view.queryClient.setQueryData(sessionKeys.suggestions(SESSION_ID), listed);
  return { ...view, ...stub };
}

describe('automatic question matching', () => {
  it('marks the visible questions an interviewer message asks as used, then removes them', async () => {
    const { user, sent, queryClient } = renderChat({
      [accept(scaling)]: () => json(200, { ...scaling, status: 'used' }),
      [remove(scaling)]: () => json(200, { ...scaling, status: 'dismissed', dismissalReason: 'auto_match' }),
      // The server matched this one first and the race answers 404: not an error for the user.
      [accept(pinnedTesting)]: () => apiError(404, 'not_found', 'Suggestion not found'),
    });
    await screen.findByText('No conversation yet');

    await user.type(
      screen.getByRole('textbox', { name: 'Interviewer' }),
      'So how did you scale that billing service? And testing billing code, how do you approach it?{Enter}',
    );

    expect(await screen.findByText('Interviewer message processed')).toBeInTheDocument();
    await waitFor(() => expect(sent(remove(scaling))).toHaveLength(1));
    expect(sent(accept(scaling))).toHaveLength(1);
    expect(sent(accept(pinnedTesting))).toHaveLength(1);
    expect(sent(remove(pinnedTesting))).toHaveLength(0);
    for (const other of [hint, unrelated, dismissed]) expect(sent(accept(other))).toHaveLength(0);

    const cached = queryClient.getQueryData<SuggestionDto[]>(sessionKeys.suggestions(SESSION_ID));
    expect(cached?.find((s) => s.id === scaling.id)).toMatchObject({
      status: 'dismissed',
      dismissalReason: 'auto_match',
    });
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });

  it('leaves suggestions alone when the candidate says the same words', async () => {
    const { user, requests } = renderChat({});
    await screen.findByText('No conversation yet');

    await user.type(
      screen.getByRole('textbox', { name: 'Candidate' }),
      'I scaled the billing service by sharding.{Enter}',
    );

    expect(await screen.findByText('Candidate message processed')).toBeInTheDocument();
    expect(requests.filter((r) => r.path.startsWith('/api/suggestions/'))).toHaveLength(0);
  });
});
