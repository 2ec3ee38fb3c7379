import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, stubFetch } from '#web/test/fetch-stub.ts';
import { anAgendaItem, aSession, SESSION_PATH } from '#web/test/session-detail-fixtures.ts';
import { renderPanel } from './advanced-settings/testing/render-panel.tsx';
import { AgendaPanel } from './agenda-panel.tsx';

const agenda = [
  anAgendaItem({ id: 'agenda-1', title: 'Introductions', duration: 5, status: 'completed' }),
  anAgendaItem({
    id: 'agenda-2',
    title: 'System design',
    duration: 40,
    status: 'in-progress',
    children: [anAgendaItem({ id: 'agenda-3', title: 'Scaling the write path', duration: 15 })],
  }),
];

const item = (title: string) => screen.getByRole('listitem', { name: title });

describe('agenda panel', () => {
  it('shows the progress and each item with its minutes and the action its status allows', () => {
    stubFetch({});
    renderPanel(aSession({ agenda, progressPercentage: 33 }), (s) => <AgendaPanel session={s} />);

    expect(screen.getByRole('heading', { name: 'Interview Agenda' })).toBeInTheDocument();
    expect(screen.getByText('33%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Agenda progress' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );

    const done = item('Introductions');
    expect(within(done).getByText('5 min')).toBeInTheDocument();
    expect(within(done).getByText('Completed')).toBeInTheDocument();
    expect(within(done).queryByRole('button')).not.toBeInTheDocument();

    const nested = item('Scaling the write path');
    expect(within(nested).getByText('15 min')).toBeInTheDocument();
    expect(within(nested).getByRole('button', { name: 'Start Scaling the write path' })).toHaveTextContent(
      'Start',
    );
    expect(screen.getByRole('button', { name: 'Complete System design' })).toHaveTextContent('Complete');
  });

  it('starts an item and shows the agenda and progress the server answers', async () => {
    const { sent } = stubFetch({
      [`PATCH ${SESSION_PATH}/agenda/agenda-3`]: () =>
        json(200, {
          progressPercentage: 50,
          items: [
            agenda[0],
            { ...agenda[1], children: [{ ...agenda[1]?.children[0], status: 'in-progress' }] },
          ],
        }),
    });
    const { user } = renderPanel(aSession({ agenda, progressPercentage: 33 }), (s) => (
      <AgendaPanel session={s} />
    ));

    await user.click(screen.getByRole('button', { name: 'Start Scaling the write path' }));

    expect(await screen.findByRole('button', { name: 'Complete Scaling the write path' })).toBeEnabled();
    expect(screen.getByText('50%')).toBeInTheDocument();
    expect(sent(`PATCH ${SESSION_PATH}/agenda/agenda-3`)[0]?.body).toEqual({ status: 'in-progress' });
  });

  it('completes an in-progress item', async () => {
    const { sent } = stubFetch({
      [`PATCH ${SESSION_PATH}/agenda/agenda-2`]: () =>
        json(200, { progressPercentage: 67, items: [agenda[0], { ...agenda[1], status: 'completed' }] }),
    });
    const { user } = renderPanel(aSession({ agenda }), (s) => <AgendaPanel session={s} />);

    await user.click(screen.getByRole('button', { name: 'Complete System design' }));

    expect(await screen.findByText('67%')).toBeInTheDocument();
    expect(within(item('System design')).getAllByText('Completed')).toHaveLength(1);
    expect(sent(`PATCH ${SESSION_PATH}/agenda/agenda-2`)[0]?.body).toEqual({ status: 'completed' });
  });

  it('says Update Failed and keeps the item as it was when the server refuses', async () => {
    stubFetch({
      [`PATCH ${SESSION_PATH}/agenda/agenda-2`]: () => apiError(404, 'not_found', 'Agenda item not found'),
    });
    const { user } = renderPanel(aSession({ agenda }), (s) => <AgendaPanel session={s} />);

    await user.click(screen.getByRole('button', { name: 'Complete System design' }));

    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('Agenda item not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete System design' })).toBeEnabled();
  });

  it('is read-only once the session is completed', () => {
    stubFetch({});
    renderPanel(aSession({ agenda, status: 'completed' }), (s) => <AgendaPanel session={s} />);

    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(within(item('Scaling the write path')).getByText('Not started')).toBeInTheDocument();
    expect(within(item('Introductions')).getByText('Completed')).toBeInTheDocument();
  });

  it('says so calmly when the session has no agenda', () => {
    stubFetch({});
    renderPanel(aSession({ agenda: [] }), (s) => <AgendaPanel session={s} />);

    expect(screen.getByText('No agenda for this session')).toBeInTheDocument();
    expect(screen.getByText('0%')).toBeInTheDocument();
  });
});
