import { keepPreviousData, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../lib/api-client.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { apiError, json, stubFetch } from '../test/fetch-stub.ts';
import { type Choice, SearchSelect } from './search-select.tsx';

type Team = { id: string; name: string };
const RED = { id: 'team-red', name: 'Red' };
const BLUE = { id: 'team-blue', name: 'Blue' };
const GREEN = { id: 'team-green', name: 'Green' };

const teamOptions = (search: string) =>
  queryOptions({
    queryKey: ['/api/teams', 'options', search],
    queryFn: () => apiRequest<Team[]>(`/api/teams/options${search ? `?search=${search}` : ''}`),
    placeholderData: keepPreviousData,
  });
const team = (id: string) =>
  queryOptions({ queryKey: ['/api/teams', id], queryFn: () => apiRequest<Team>(`/api/teams/${id}`) });

function renderSelect(props: {
  value: string;
  known?: Choice;
  onChange?: (id: string, item?: Team) => void;
}) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <label htmlFor="team">Team</label>
      <SearchSelect
        id="team"
        required
        value={props.value}
        onChange={props.onChange ?? (() => {})}
        matches={teamOptions}
        lookUp={team}
        labelOf={(item) => item.name}
        known={props.known}
        leading={[{ id: 'new', label: 'Create New Team' }]}
        searchLabel="Search teams"
        searchPlaceholder="Type a name..."
        noneLabel="Select a team"
        failedLabel="Failed to load teams"
        unknownLabel="Unknown team"
      />
    </QueryClientProvider>,
  );
  return { user, select: () => screen.getByLabelText('Team') };
}

const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('search select', () => {
  it('lists the server’s matches for the typed text and reports the chosen record', async () => {
    const { sent } = stubFetch({
      'GET /api/teams/options': () => json(200, [RED, BLUE]),
      'GET /api/teams/options?search=gr': () => json(200, [GREEN]),
    });
    const onChange = vi.fn();
    const { user, select } = renderSelect({ value: '', onChange });

    expect(await screen.findByRole('option', { name: 'Red' })).toBeInTheDocument();
    expect(select()).toHaveAttribute('aria-required', 'true');
    await user.type(screen.getByRole('searchbox', { name: 'Search teams' }), 'gr');
    await waitFor(() => expect(optionNames()).toEqual(['Select a team', 'Create New Team', 'Green']));
    expect(sent('GET /api/teams/options?search=gr')).toHaveLength(1);

    await user.selectOptions(select(), 'Green');
    expect(onChange).toHaveBeenCalledWith(GREEN.id, GREEN);
    await user.selectOptions(select(), 'Create New Team');
    expect(onChange).toHaveBeenLastCalledWith('new', undefined);
  });

  it('keeps the chosen record listed under its known name when a search misses it', async () => {
    const { requests } = stubFetch({
      'GET /api/teams/options': () => json(200, [RED]),
      'GET /api/teams/options?search=zz': () => json(200, []),
    });
    const { user, select } = renderSelect({ value: BLUE.id, known: { id: BLUE.id, label: 'Blue' } });

    await screen.findByRole('option', { name: 'Red' });
    await user.type(screen.getByRole('searchbox', { name: 'Search teams' }), 'zz');
    await waitFor(() => expect(optionNames()).toEqual(['Select a team', 'Create New Team', 'Blue']));
    expect(select()).toHaveValue(BLUE.id);
    expect(requests.map((r) => r.path)).not.toContain(`/api/teams/${BLUE.id}`);
  });

  it('loads the name of a chosen record the matches do not list', async () => {
    const { sent } = stubFetch({
      'GET /api/teams/options': () => json(200, [RED]),
      [`GET /api/teams/${BLUE.id}`]: () => json(200, BLUE),
    });
    const { select } = renderSelect({ value: BLUE.id });

    await waitFor(() => expect(optionNames()).toEqual(['Select a team', 'Create New Team', 'Blue', 'Red']));
    expect(select()).toHaveValue(BLUE.id);
    expect(sent(`GET /api/teams/${BLUE.id}`)).toHaveLength(1);
  });

  it('names a chosen record that cannot be loaded "Unknown team"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the failed lookup is logged by design
    stubFetch({
      'GET /api/teams/options': () => json(200, [RED]),
      [`GET /api/teams/${BLUE.id}`]: () => apiError(404, 'not_found', 'Team not found'),
    });
    renderSelect({ value: BLUE.id });

    expect(await screen.findByRole('option', { name: 'Unknown team' })).toHaveValue(BLUE.id);
  });

  it('says when the matches fail to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the failure is logged by design
    stubFetch({ 'GET /api/teams/options': () => apiError(500, 'internal', 'Internal server error') });
    renderSelect({ value: '' });

    expect(await screen.findByRole('option', { name: 'Failed to load teams' })).toBeInTheDocument();
  });
});
