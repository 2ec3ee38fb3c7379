import { describe, expect, it } from 'vitest';
import type { PersistedMessage, ServerMessage } from '#contracts/realtime.ts';
import { aChunk, aNote, aSuggestion } from '#web/test/live-fixtures.ts';
import { anAgendaItem, anEvaluation, aSection, aSession } from '#web/test/session-detail-fixtures.ts';
import {
  applyLiveEvent,
  applyPartialEvent,
  dropStalePartials,
  insertChunk,
  type LiveData,
  mergeSuggestions,
  PARTIAL_STALE_MS,
  type PartialLine,
} from './live-event-reducer.ts';

const loaded = (overrides: Partial<LiveData> = {}): LiveData => ({
  session: aSession({ lastSeq: 4 }),
  conversation: [],
  suggestions: [],
  notes: [],
  evaluation: undefined,
  candidateQuestions: undefined,
  ...overrides,
});

describe('applying live events', () => {
  it('ignores an event at or below the highest seq applied (a replay of what is loaded)', () => {
    const chunk = aChunk({ seq: 4 });
    expect(applyLiveEvent(4, loaded(), { type: 'new_chunk', seq: 4, data: chunk })).toBeNull();
    expect(applyLiveEvent(4, loaded(), { type: 'new_chunk', seq: 2, data: chunk })).toBeNull();
  });

  it('applies the next event and moves the applied seq to it', () => {
    const chunk = aChunk({ seq: 5 });
    const change = applyLiveEvent(4, loaded(), { type: 'new_chunk', seq: 5, data: chunk });
    expect(change).toEqual({ seq: 5, changes: { conversation: [chunk] }, missing: [] });
  });

  it('goes on after a gap in the seqs instead of stalling', () => {
    const note = aNote();
    const change = applyLiveEvent(4, loaded(), { type: 'new_note', seq: 9, data: note });
    expect(change).toEqual({ seq: 9, changes: { notes: [note] }, missing: [] });
  });

  it('reports a read that is not loaded yet instead of creating it half-full', () => {
    const message: PersistedMessage = { type: 'new_chunk', seq: 5, data: aChunk() };
    const change = applyLiveEvent(4, loaded({ conversation: undefined }), message);
    expect(change).toEqual({ seq: 5, changes: {}, missing: ['conversation'] });
  });

  it('changes nothing when a chunk or note with the same id is already there', () => {
    const chunk = aChunk({ seq: 3 });
    const note = aNote();
    const data = loaded({ conversation: [chunk], notes: [note] });
    expect(applyLiveEvent(4, data, { type: 'new_chunk', seq: 5, data: chunk })?.changes).toEqual({});
    expect(applyLiveEvent(5, data, { type: 'new_note', seq: 6, data: note })?.changes).toEqual({});
  });

  it('merges new and updated suggestions by id', () => {
    const kept = aSuggestion({ content: 'Kept' });
    const pinned = aSuggestion({ content: 'Pinned later' });
    const data = loaded({ suggestions: [kept, pinned] });
    const update = { ...pinned, status: 'pinned' as const };
    const added = aSuggestion({ content: 'New one' });

    const first = applyLiveEvent(4, data, {
      type: 'suggestion_update',
      seq: 5,
      data: { suggestions: [update] },
    });
    expect(first?.changes.suggestions).toEqual([kept, update]);
    const second = applyLiveEvent(5, data, {
      type: 'new_suggestion',
      seq: 6,
      data: { suggestions: [added] },
    });
    expect(second?.changes.suggestions).toEqual([kept, pinned, added]);
  });

  it('patches the agenda and progress, and the status and end time, into the session', () => {
    const data = loaded();
    const items = [anAgendaItem({ status: 'in-progress' })];
    const agenda = applyLiveEvent(4, data, {
      type: 'agenda_update',
      seq: 5,
      data: { items, progressPercentage: 40 },
    });
    expect(agenda?.changes.session).toMatchObject({
      agenda: items,
      progressPercentage: 40,
      status: 'active',
    });

    const endTime = '2026-11-22T11:00:00.000Z';
    const closed = applyLiveEvent(5, data, {
      type: 'session_update',
      seq: 6,
      data: { status: 'completed', endTime },
    });
    expect(closed?.changes.session).toMatchObject({
      status: 'completed',
      endTime,
      candidateName: 'Ada Lovelace',
    });
  });

  it('writes the whole evaluation tree, loaded or not', () => {
    const sections = [aSection({ content: 'Clear answers' })];
    const change = applyLiveEvent(4, loaded(), {
      type: 'evaluation_updated',
      seq: 5,
      data: { sections, changedSectionIds: ['section-1'] },
    });
    expect(change?.changes).toEqual({ evaluation: { evaluationData: { sections } } });
  });

  it('appends the candidate’s new questions once, or asks for the list when it is not loaded', () => {
    const question = {
      id: 'a0a0a0a0-0000-4000-8000-000000000001',
      chunkId: 'c0c0c0c0-0000-4000-8000-000000000001',
      seq: 3,
      timestamp: '2026-11-22T10:01:00.000Z',
      text: 'How is on-call organised?',
    };
    const message: PersistedMessage = {
      type: 'candidate_questions',
      seq: 5,
      data: { questions: [question] },
    };
    expect(applyLiveEvent(4, { ...loaded(), candidateQuestions: [] }, message)?.changes).toEqual({
      candidateQuestions: [question],
    });
    expect(applyLiveEvent(4, { ...loaded(), candidateQuestions: [question] }, message)?.changes).toEqual({});
    expect(applyLiveEvent(4, loaded(), message)?.missing).toEqual(['candidateQuestions']);
  });
});

describe('erasing the last minutes', () => {
  const from = '2026-11-22T10:02:00.000Z';
  const before = '2026-11-22T10:01:00.000Z';
  const after = '2026-11-22T10:03:00.000Z';
  const quote = (chunkId: string) => ({
    chunkId,
    seq: 1,
    timestamp: before,
    line: 'Led the migration',
    quote: 'I led it',
    strength: 'strong' as const,
  });

  it('drops the stretch’s lines, the notes and suggestions since it began, and quotes of its lines', () => {
    const keptLine = aChunk({ id: 'c0c0c0c0-0000-4000-8000-000000000001', timestamp: before });
    const erasedLine = aChunk({ id: 'c0c0c0c0-0000-4000-8000-000000000002', timestamp: after });
    const keptNote = aNote({ id: '0e0e0e0e-0000-4000-8000-000000000001', timestamp: before });
    const erasedNote = aNote({ id: '0e0e0e0e-0000-4000-8000-000000000002', timestamp: after });
    const keptSuggestion = aSuggestion({ id: '5a5a5a5a-0000-4000-8000-000000000001', timestamp: before });
    const erasedSuggestion = aSuggestion({ id: '5a5a5a5a-0000-4000-8000-000000000002', timestamp: from });
    const child = aSection({ id: 'child', evidence: [quote(erasedLine.id)] });
    const section = aSection({ evidence: [quote(keptLine.id), quote(erasedLine.id)], children: [child] });
    const data = loaded({
      conversation: [keptLine, erasedLine],
      notes: [keptNote, erasedNote],
      suggestions: [keptSuggestion, erasedSuggestion],
      evaluation: anEvaluation([section]),
    });
    const change = applyLiveEvent(4, data, {
      type: 'recording_erased',
      seq: 5,
      data: { from, to: after, chunkIds: [erasedLine.id] },
    });
    expect(change?.changes).toEqual({
      conversation: [keptLine],
      notes: [keptNote],
      suggestions: [keptSuggestion],
      evaluation: anEvaluation([
        { ...section, evidence: [quote(keptLine.id)], children: [{ ...child, evidence: [] }] },
      ]),
    });
    expect(change?.missing).toEqual(['candidateQuestions']);
  });

  it('changes nothing loaded when the stretch held nothing on the screen', () => {
    const line = aChunk({ timestamp: before });
    const data = loaded({
      conversation: [line],
      evaluation: anEvaluation([aSection()]),
      candidateQuestions: [],
    });
    const change = applyLiveEvent(4, data, {
      type: 'recording_erased',
      seq: 5,
      data: { from, to: after, chunkIds: [] },
    });
    expect(change).toEqual({ seq: 5, changes: {}, missing: [] });
  });
});

describe('ordering the transcript', () => {
  it('keeps chunks by timestamp, then seq, wherever a late one lands', () => {
    const first = aChunk({ seq: 1, timestamp: '2026-11-22T10:00:00.000Z' });
    const third = aChunk({ seq: 3, timestamp: '2026-11-22T10:02:00.000Z' });
    const second = aChunk({ seq: 4, timestamp: '2026-11-22T10:01:00.000Z' });
    const sameTimeEarlierSeq = aChunk({ seq: 2, timestamp: '2026-11-22T10:02:00.000Z' });

    const list = insertChunk(insertChunk([first, third], second), sameTimeEarlierSeq);
    expect(list.map((c) => c.seq)).toEqual([1, 4, 2, 3]);
  });

  it('returns the same list for a duplicate, so nothing re-renders', () => {
    const chunk = aChunk();
    const list = [chunk];
    expect(insertChunk(list, { ...chunk })).toBe(list);
  });
});

describe('merging suggestions', () => {
  it('returns the same list when nothing comes in', () => {
    const list = [aSuggestion()];
    expect(mergeSuggestions(list, [])).toBe(list);
  });
});

describe('partial lines', () => {
  const partial = (streamId: string, text: string, speaker: 'interviewer' | 'candidate' = 'candidate') =>
    ({ type: 'partial_transcription', data: { streamId, text, speaker, speakerName: null } }) as const;
  const received = (streamId: string): ServerMessage => ({
    type: 'transcription_received',
    data: { streamId, speaker: 'candidate', speakerName: null, chunkId: aChunk().id },
  });
  const chunk = (
    clientChunkId: string,
    speaker: 'interviewer' | 'candidate' = 'candidate',
  ): ServerMessage => ({
    type: 'new_chunk',
    seq: 7,
    data: aChunk({ clientChunkId, speaker }),
  });
  const play = (messages: ServerMessage[], from: PartialLine[] = []) =>
    messages.reduce((lines, m, i) => applyPartialEvent(lines, m, 1000 + i), from);

  it('keeps one line per stream, replaced by its next partial, in the order the streams began', () => {
    const lines = play([
      partial('tab', 'so the'),
      partial('mic', 'and you', 'interviewer'),
      partial('tab', 'so the cache'),
    ]);
    expect(lines.map((l) => [l.streamId, l.speaker, l.text, l.receivedAt])).toEqual([
      ['tab', 'candidate', 'so the cache', 1002],
      ['mic', 'interviewer', 'and you', 1001],
    ]);
  });

  it("ends a stream's line when its turn is transcribed, or when its partial is empty", () => {
    const lines = play([partial('tab', 'so the'), partial('mic', 'and you', 'interviewer')]);
    expect(play([received('tab')], lines).map((l) => l.streamId)).toEqual(['mic']);
    expect(play([partial('mic', '  ')], lines).map((l) => l.streamId)).toEqual(['tab']);
  });

  it('ends the line of the stream a spoken chunk came from, and no other', () => {
    const lines = play([partial('tab:1', 'so the', 'candidate'), partial('rec', 'hmm', 'candidate')]);
    expect(play([chunk('speech:tab:1:4')], lines).map((l) => l.streamId)).toEqual(['rec']);
  });

  it("ends the speaker's lines on a chunk that names no stream (the browser's recognizer)", () => {
    const lines = play([partial('mic', 'and you', 'interviewer'), partial('tab', 'so the')]);
    expect(play([chunk('0b6f1c52-1111-4000-8000-000000000001', 'interviewer')], lines)).toEqual([lines[1]]);
  });

  it('returns the same list when a message changes no line, so nothing re-renders', () => {
    const lines = play([partial('tab', 'so the')]);
    expect(play([received('other'), chunk('typed-1', 'interviewer')], lines)).toBe(lines);
    expect(play([{ type: 'error', data: { error: 'x' } }], lines)).toBe(lines);
  });

  it('drops a line not renewed for a while (its stream ended without a final)', () => {
    const lines = play([partial('tab', 'so the'), partial('mic', 'and', 'interviewer')]);
    expect(dropStalePartials(lines, 1000 + PARTIAL_STALE_MS - 1)).toBe(lines);
    expect(dropStalePartials(lines, 1000 + PARTIAL_STALE_MS).map((l) => l.streamId)).toEqual(['mic']);
  });
});
