import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubWebSocket } from '#web/test/fake-web-socket.ts';
import { json, stubFetch } from '#web/test/fetch-stub.ts';
import { aChunk } from '#web/test/live-fixtures.ts';
import {
  anEvaluation,
  aSection,
  aSession,
  SESSION_ID,
  SESSION_PATH,
} from '#web/test/session-detail-fixtures.ts';
import { stubLayout } from '#web/test/stub-layout.ts';
import { renderLivePage } from '../testing/render-live-page.tsx';
import { aSpeechStatus } from '../testing/stub-dashboard.ts';

const chunks = Array.from({ length: 80 }, (_, i) =>
  aChunk({
    seq: i + 1,
    speaker: i % 2 ? 'candidate' : 'interviewer',
    text: i === 11 ? 'I escalated straight to the registrar and put out a sepsis call.' : `Line ${i + 1}`,
    timestamp: new Date(Date.UTC(2026, 10, 22, 10, 0, i)).toISOString(),
  }),
);
const answer = chunks[11];
if (!answer) throw new Error('fixture');

const sections = [
  aSection({
    id: 'deterioration',
    title: 'Recognises deterioration and escalates',
    content: `- Concrete example of escalation: “${answer.text}”`,
    evidence: [
      {
        line: `Concrete example of escalation: “${answer.text}”`,
        quote: answer.text,
        chunkId: answer.id,
        seq: answer.seq,
        timestamp: answer.timestamp,
        strength: 'strong',
      },
    ],
  }),
  aSection({
    id: 'licence',
    title: 'Holds an active RN licence',
    guidance: 'Verify the licence number and expiry',
  }),
];

function stubDashboard(status: 'active' | 'completed' = 'active') {
  stubWebSocket();
  return stubFetch({
    [`GET ${SESSION_PATH}`]: () => json(200, aSession({ scorecardId: null, status })),
    [`POST ${SESSION_PATH}/start-processing`]: () => json(200, { status: 'processing' }),
    [`GET ${SESSION_PATH}/conversation`]: () => json(200, chunks),
    [`GET ${SESSION_PATH}/suggestions`]: () => json(200, []),
    [`GET ${SESSION_PATH}/notes`]: () => json(200, []),
    [`GET ${SESSION_PATH}/transcription`]: () => json(200, { behindSeconds: 0 }),
    [`GET ${SESSION_PATH}/evaluation`]: () => json(200, anEvaluation(sections)),
    'GET /api/speech': () => json(200, aSpeechStatus()),
  });
}

describe('evidence on the live scorecard', () => {
  it('scrolls the transcript to the quoted line and highlights it', async () => {
    stubLayout();
    stubDashboard();
    const { user } = renderLivePage(`/sessions/${SESSION_ID}`);
    const evidence = await screen.findByRole('list', {
      name: 'Evidence for Recognises deterioration and escalates',
    });
    const transcript = screen.getByRole('region', { name: 'Conversation transcript' });
    expect(within(transcript).queryByText(answer.text)).not.toBeInTheDocument();

    await user.click(within(evidence).getByRole('button', { name: /I escalated straight to the registrar/ }));
    const line = await within(transcript).findByText(answer.text);
    expect(line.closest('[data-chunk-id]')).toHaveAttribute('data-chunk-id', answer.id);
    expect(line.closest('[data-chunk-id]')).toHaveAttribute('aria-current', 'true');
    expect(within(transcript).getByText('Line 13').closest('[data-chunk-id]')).not.toHaveAttribute(
      'aria-current',
    );
    expect(within(transcript).queryByText('Line 80')).not.toBeInTheDocument();
  });

  it('marks the criteria nobody has spoken to yet while the interview runs, and shows their guidance', async () => {
    stubLayout();
    stubDashboard();
    renderLivePage(`/sessions/${SESSION_ID}`);
    const licence = (await screen.findByRole('textbox', { name: 'Holds an active RN licence' })).closest(
      'li',
    );
    expect(licence).not.toBeNull();
    expect(within(licence as HTMLElement).getByText('Not yet covered')).toBeInTheDocument();
    expect(
      within(licence as HTMLElement).getByText('Verify the licence number and expiry'),
    ).toBeInTheDocument();
    const covered = screen
      .getByRole('textbox', { name: 'Recognises deterioration and escalates' })
      .closest('li');
    expect(within(covered as HTMLElement).queryByText('Not yet covered')).not.toBeInTheDocument();
  });

  it('no longer marks anything once the session has ended', async () => {
    stubLayout();
    stubDashboard('completed');
    renderLivePage(`/sessions/${SESSION_ID}`);
    await screen.findByRole('textbox', { name: 'Holds an active RN licence' });
    expect(screen.queryByText('Not yet covered')).not.toBeInTheDocument();
  });
});
