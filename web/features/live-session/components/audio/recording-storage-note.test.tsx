import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RECORDING_STORAGE_FULL_MESSAGE } from '#contracts/speech.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { json, stubFetch } from '#web/test/fetch-stub.ts';
import { RecordingStorageNote } from './recording-storage-note.tsx';

const GB = 1024 ** 3;
const renderNote = (usedBytes: number, quotaBytes = 10 * GB) => {
  stubFetch({ 'GET /api/recordings/storage': () => json(200, { usedBytes, quotaBytes }) });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RecordingStorageNote />
      <p>Loaded</p>
    </QueryClientProvider>,
  );
};

describe('the recording storage note', () => {
  it('says nothing while there is room', async () => {
    renderNote(2 * GB);
    await screen.findByText('Loaded');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says the storage is nearly full from nine tenths of the quota', async () => {
    renderNote(Math.round(9.2 * GB));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Recording storage is nearly full: 9.2 GB of 10.0 GB used. Recording stops once it is full; erase interviews you no longer need to make room.',
    );
  });

  it('says recording stopped once it is full, in the server’s words', async () => {
    renderNote(10 * GB);
    expect(await screen.findByRole('status')).toHaveTextContent(RECORDING_STORAGE_FULL_MESSAGE);
  });
});
