import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, type StubHandler, stubFetch } from '#web/test/fetch-stub.ts';
import { signedIn } from '#web/test/fixtures.ts';
import { renderApp } from '#web/test/render-app.tsx';
import { aSampleFeedback, FEEDBACK_ID } from '../testing/sample-feedback-fixtures.ts';

const LIST = 'GET /api/sample-feedbacks';
const CREATE = 'POST /api/sample-feedbacks';
const ONE = `/api/sample-feedbacks/${FEEDBACK_ID}`;

function server(routes: Record<string, StubHandler>) {
  return stubFetch({ 'GET /api/auth/status': () => json(200, signedIn()), ...routes });
}

async function cardOf(title: string) {
  const card = (await screen.findByRole('heading', { name: title })).closest('li');
  if (!card) throw new Error('no card');
  return card;
}

describe('sample feedbacks', () => {
  it('shows 6 placeholders, then cards with category, content and tags', async () => {
    let answer: (response: Response) => void = () => {};
    server({ [LIST]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { container } = renderApp('/sample-feedbacks');
    await screen.findByRole('heading', { level: 1, name: 'Sample Feedbacks' });
    await waitFor(() => expect(container.querySelectorAll('[data-slot="skeleton-card"]')).toHaveLength(6));

    answer(json(200, [aSampleFeedback()]));

    const card = await cardOf('Strong system design');
    expect(within(card).getByText('Technical')).toBeInTheDocument();
    expect(within(card).getByText('Clear trade-offs between consistency and latency.')).toBeInTheDocument();
    expect(within(card).getByText('system design')).toBeInTheDocument();
    expect(within(card).getByText('senior')).toBeInTheDocument();
  });

  it('creates one from the empty state, with comma-separated tags', async () => {
    let items: unknown[] = [];
    const { sent } = server({
      [LIST]: () => json(200, items),
      [CREATE]: () => {
        items = [aSampleFeedback({ title: 'Great communicator' })];
        return json(201, items[0]);
      },
    });
    const { user } = renderApp('/sample-feedbacks');

    await user.click(await screen.findByRole('button', { name: 'Add Your First Sample Feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Sample Feedback' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Sample Feedback' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Content is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Title *'), 'Great communicator');
    await user.type(within(dialog).getByLabelText('Content *'), 'Explained clearly.');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'communication');
    await user.type(within(dialog).getByLabelText('Tags'), ' clarity, ,listening , clarity');
    await user.click(within(dialog).getByRole('button', { name: 'Add Sample Feedback' }));

    expect(await screen.findByText('Sample Feedback Created')).toBeInTheDocument();
    expect(sent(CREATE)[0]?.body).toEqual({
      title: 'Great communicator',
      content: 'Explained clearly.',
      category: 'communication',
      tags: ['clarity', 'listening'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'Great communicator' })).toBeInTheDocument();
  });

  it('edits one in a dialog filled with its values', async () => {
    const { sent } = server({
      [LIST]: () => json(200, [aSampleFeedback()]),
      [`PUT ${ONE}`]: () => json(200, aSampleFeedback({ title: 'Renamed' })),
    });
    const { user } = renderApp('/sample-feedbacks');

    await user.click(
      within(await cardOf('Strong system design')).getByRole('button', { name: 'Edit Strong system design' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Sample Feedback' });
    expect(within(dialog).getByLabelText('Category')).toHaveValue('technical');
    expect(within(dialog).getByLabelText('Tags')).toHaveValue('system design, senior');
    await user.clear(within(dialog).getByLabelText('Title *'));
    await user.type(within(dialog).getByLabelText('Title *'), 'Renamed');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Sample Feedback Updated')).toBeInTheDocument();
    expect(sent(`PUT ${ONE}`)[0]?.body).toMatchObject({
      title: 'Renamed',
      tags: ['system design', 'senior'],
    });
  });

  it('shows "Failed to update sample feedback" when saving fails and keeps the dialog open', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the failure is logged by design
    server({
      [LIST]: () => json(200, [aSampleFeedback()]),
      [`PUT ${ONE}`]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderApp('/sample-feedbacks');

    await user.click(await screen.findByRole('button', { name: 'Edit Strong system design' }));
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Failed to update sample feedback')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Sample Feedback' })).toBeInTheDocument();
  });

  it('copies the content to the clipboard', async () => {
    server({ [LIST]: () => json(200, [aSampleFeedback()]) });
    const { user } = renderApp('/sample-feedbacks');
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();

    await user.click(await screen.findByRole('button', { name: 'Copy Strong system design' }));

    expect(writeText).toHaveBeenCalledWith('Clear trade-offs between consistency and latency.');
    expect(await screen.findByText('Copied')).toBeInTheDocument();
  });

  it('deletes only after the browser confirmation', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { sent } = server({
      [LIST]: () => json(200, [aSampleFeedback()]),
      [`DELETE ${ONE}`]: () => new Response(null, { status: 204 }),
    });
    const { user } = renderApp('/sample-feedbacks');
    const remove = await screen.findByRole('button', { name: 'Delete Strong system design' });

    await user.click(remove);
    expect(confirm).toHaveBeenCalledWith('This action cannot be undone.');
    expect(sent(`DELETE ${ONE}`)).toHaveLength(0);

    await user.click(remove);
    expect(await screen.findByText('Sample Feedback Deleted')).toBeInTheDocument();
    expect(sent(`DELETE ${ONE}`)).toHaveLength(1);
  });
});
