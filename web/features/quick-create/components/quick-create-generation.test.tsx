import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ndjsonResponse } from '#web/components/ai-generation/testing/ndjson-response.ts';
import { apiError } from '#web/test/fetch-stub.ts';
import {
  answerWith,
  generateButton,
  jobRoleField,
  maxSlider,
  minSlider,
  multipartOf,
  slide,
} from '../testing/page-steps.ts';
import { AGENDA_ID, anOutput, aPdf, GENERATE, stubServer } from '../testing/quick-create-fixtures.ts';
import { renderQuickCreate } from '../testing/render-quick-create.tsx';

describe('quick create, generation', () => {
  it('sends the details as multipart form data with both PDFs and shows progress meanwhile', async () => {
    const stream = ndjsonResponse();
    const { sent } = stubServer({ [GENERATE]: () => stream.response });
    const { user } = renderQuickCreate();
    await user.type(jobRoleField(), '  Senior Backend Engineer ');
    await user.selectOptions(screen.getByLabelText('Interview Type'), 'Coding screen');
    await user.type(screen.getByLabelText('Job Description'), 'Kafka and SQL');
    await user.type(screen.getByLabelText('New scorecard content'), 'Technical skills');
    const agenda = screen.getByRole('group', { name: 'Agenda Template' });
    await user.click(within(agenda).getByRole('radio', { name: 'Use existing' }));
    await within(agenda).findByRole('option', { name: 'Standard coding screen' });
    await user.selectOptions(within(agenda).getByLabelText('Existing agenda'), AGENDA_ID);
    slide(minSlider(), 20);
    slide(maxSlider(), 45);
    await user.type(screen.getByLabelText('Interview Expectations'), 'Depth with queues');
    await user.upload(screen.getByLabelText('Resume (PDF, optional)'), aPdf('cv.pdf'));
    await user.upload(screen.getByLabelText('LinkedIn Profile (PDF, optional)'), aPdf('profile.pdf'));

    await user.click(generateButton());

    expect(generateButton()).toHaveTextContent('Generating...');
    expect(generateButton()).toBeDisabled();
    expect(jobRoleField()).toBeDisabled();
    expect(minSlider()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(/Generating the agenda and scorecard/);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    stream.progress('Agenda\n- Introductions (5 min)');
    expect(await screen.findByText(/- Introductions \(5 min\)/)).toBeInTheDocument();

    const [request] = sent(GENERATE);
    expect(request?.init).toMatchObject({
      credentials: 'include',
      headers: { Accept: 'application/x-ndjson' },
    });
    const form = multipartOf(request);
    expect(form.fields).toEqual(['data', 'resume', 'linkedinProfile']);
    expect(form.data).toEqual({
      jobRole: 'Senior Backend Engineer',
      interviewType: 'Coding screen',
      jobDescription: 'Kafka and SQL',
      scorecardTemplate: { type: 'new', existingId: null, newContent: 'Technical skills' },
      agendaTemplate: { type: 'existing', existingId: AGENDA_ID, newContent: '' },
      minDuration: 20,
      maxDuration: 45,
      interviewExpectations: 'Depth with queues',
    });
    expect(form.resume).toBeInstanceOf(File);
    expect((form.resume as File).name).toBe('cv.pdf');
    expect((form.linkedinProfile as File).name).toBe('profile.pdf');

    stream.result(anOutput());
    expect(await screen.findByRole('heading', { level: 2, name: 'Review Generated Content' })).toHaveFocus();
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
  });

  it('shows Generation Failed with the server message and stays on step 1', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the failure is logged by design
    stubServer({
      [GENERATE]: () =>
        apiError(
          400,
          'bad_request',
          'The resume PDF could not be read; it may be damaged. Export it again and retry',
        ),
    });
    const { user } = renderQuickCreate();
    await user.type(jobRoleField(), 'Engineer');
    await user.click(generateButton());

    expect(await screen.findByText('Generation Failed')).toBeInTheDocument();
    expect(screen.getByText(/The resume PDF could not be read/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Provide interview details' })).toBeInTheDocument();
    expect(jobRoleField()).toHaveValue('Engineer');
    expect(generateButton()).toBeEnabled();
  });

  it("shows 'Failed to generate content' for an answer without a message, or the stream's error", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let answer = 0;
    const stream = ndjsonResponse();
    stubServer({
      [GENERATE]: () => {
        answer += 1;
        return answer === 1 ? new Response('Bad Gateway', { status: 502 }) : stream.response;
      },
    });
    const { user } = renderQuickCreate();
    await user.type(jobRoleField(), 'Engineer');

    await user.click(generateButton());
    expect(await screen.findByText('Generation Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to generate content')).toBeInTheDocument();

    await user.click(generateButton());
    stream.error('ai_unavailable', 'The model did not answer in time');
    expect(await screen.findByText('The model did not answer in time')).toBeInTheDocument();
    await waitFor(() => expect(generateButton()).toBeEnabled());
  });

  it('stops a generation on Cancel without an error and keeps the inputs', async () => {
    // Every failure of a query or mutation is logged (web/lib/query-client.ts); a cancel is none.
    const logged = vi.spyOn(console, 'error');
    const stream = ndjsonResponse();
    const { sent } = stubServer({ [GENERATE]: () => stream.response });
    const { user } = renderQuickCreate();
    await user.type(jobRoleField(), 'Engineer');
    await user.click(generateButton());
    expect(generateButton()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(generateButton()).toBeEnabled());
    expect(sent(GENERATE)[0]?.init?.signal?.aborted).toBe(true);
    expect(logged).not.toHaveBeenCalled();
    expect(jobRoleField()).toHaveValue('Engineer');
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('reads a plain JSON answer too', async () => {
    stubServer({ [GENERATE]: answerWith(anOutput()) });
    const { user } = renderQuickCreate();
    await user.type(jobRoleField(), 'Engineer');
    await user.click(generateButton());
    expect(await screen.findByRole('heading', { name: 'Review Generated Content' })).toBeInTheDocument();
  });
});
