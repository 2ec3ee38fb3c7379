import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderCreateSession } from '../testing/render-create-session.tsx';
import type { Participant } from '../utils/participants.ts';
import { ParticipantsSection } from './participants-section.tsx';

function Harness() {
  const [participants, setParticipants] = useState<Participant[]>([]);
  return <ParticipantsSection participants={participants} onChange={setParticipants} />;
}

const addButton = () => screen.getByRole('button', { name: 'Add Participant' });
const mapped = () => within(screen.getByRole('list', { name: 'Participant mappings' }));

describe('participant mappings', () => {
  it('adds trimmed names with their role, refuses empty and mapped names, and removes them', async () => {
    const { user } = renderCreateSession(<Harness />);
    const name = screen.getByLabelText('Participant Name');

    expect(addButton()).toBeDisabled();
    await user.type(name, '   ');
    expect(addButton()).toBeDisabled();
    await user.clear(name);
    await user.type(name, '  Alice Martin ');
    await user.click(addButton());
    expect(mapped().getByText('Alice Martin')).toBeInTheDocument();
    expect(mapped().getByText('Interviewer')).toBeInTheDocument();
    expect(name).toHaveValue('');

    await user.type(name, 'Alice Martin ');
    expect(addButton()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(mapped().getAllByRole('listitem')).toHaveLength(1);

    await user.clear(name);
    await user.selectOptions(screen.getByLabelText('Role'), 'Candidate');
    await user.type(name, 'Ada Lovelace{Enter}');
    expect(mapped().getAllByRole('listitem')).toHaveLength(2);
    expect(mapped().getByText('Candidate')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Alice Martin' }));
    expect(mapped().queryByText('Alice Martin')).not.toBeInTheDocument();
    await user.type(name, 'Alice Martin');
    expect(addButton()).toBeEnabled();
  });
});
