import type { CandidateQuestionDto } from '#contracts/coverage.ts';
import type { EvaluationDto, EvaluationSection } from '#contracts/evaluation.ts';
import type {
  ConversationChunkDto,
  NoteDto,
  PersistedMessage,
  ServerMessage,
  SuggestionDto,
} from '#contracts/realtime.ts';
import type { SessionDetail, Speaker } from '#contracts/sessions.ts';

/** The cached reads of one session that live events change (each undefined until loaded). */
export type LiveData = {
  session: SessionDetail | undefined;
  conversation: ConversationChunkDto[] | undefined;
  suggestions: SuggestionDto[] | undefined;
  notes: NoteDto[] | undefined;
  evaluation: EvaluationDto | undefined;
  candidateQuestions: CandidateQuestionDto[] | undefined;
};
export type LiveKey = keyof LiveData;

/**
 * What one event does: the new values of the reads it changed, and the reads it could not change
 * because they are not loaded yet (the caller refetches those, so the event is not lost).
 */
export type LiveChange = { seq: number; changes: Partial<LiveData>; missing: LiveKey[] };

type Handler<M> = (data: LiveData, message: M) => Pick<LiveChange, 'changes' | 'missing'>;
type Handlers = { [M in PersistedMessage as M['type']]: Handler<M> };

/** Updates one loaded read; an unloaded one is reported missing rather than created half-full. */
function update<K extends LiveKey>(
  data: LiveData,
  key: K,
  next: (current: NonNullable<LiveData[K]>) => LiveData[K],
): Pick<LiveChange, 'changes' | 'missing'> {
  const current = data[key];
  if (current === undefined || current === null) return { changes: {}, missing: [key] };
  const value = next(current);
  const changes: Partial<LiveData> = value === current ? {} : { [key]: value };
  return { changes, missing: [] };
}

const HANDLERS: Handlers = {
  new_chunk: (data, { data: chunk }) => update(data, 'conversation', (list) => insertChunk(list, chunk)),
  new_note: (data, { data: note }) => update(data, 'notes', (list) => appendAllById(list, [note])),
  new_suggestion: (data, { data: { suggestions } }) =>
    update(data, 'suggestions', (list) => mergeSuggestions(list, suggestions)),
  suggestion_update: (data, { data: { suggestions } }) =>
    update(data, 'suggestions', (list) => mergeSuggestions(list, suggestions)),
  agenda_update: (data, { data: { items, progressPercentage } }) =>
    update(data, 'session', (session) => ({ ...session, agenda: items, progressPercentage })),
  session_update: (data, { data: { status, endTime } }) =>
    update(data, 'session', (session) => ({ ...session, status, endTime })),
  candidate_questions: (data, { data: { questions } }) =>
    update(data, 'candidateQuestions', (list) => appendAllById(list, questions)),
  // Erased on the server in one transaction (decision 046): the stretch's lines and the questions
  // caught from them, the notes and suggestions made since it began, and the quotes of its lines.
  recording_erased: (data, { data: { from, chunkIds } }) => {
    const gone = new Set(chunkIds);
    const since = Date.parse(from);
    const kept = <T>(list: T[], erased: (item: T) => boolean) =>
      list.some(erased) ? list.filter((item) => !erased(item)) : list;
    const said = (item: { timestamp: string }) => Date.parse(item.timestamp) >= since;
    const results = [
      update(data, 'conversation', (list) => kept(list, (c) => gone.has(c.id))),
      update(data, 'candidateQuestions', (list) => kept(list, (q) => gone.has(q.chunkId))),
      update(data, 'notes', (list) => kept(list, said)),
      update(data, 'suggestions', (list) => kept(list, said)),
      update(data, 'evaluation', (evaluation) => withoutQuotes(evaluation, gone)),
    ];
    return {
      changes: Object.assign({}, ...results.map((r) => r.changes)),
      missing: results.flatMap((r) => r.missing),
    };
  },
  // The whole tree travels with each change, so it can be written even before the first read.
  evaluation_updated: (_data, { data: { sections } }) => ({
    changes: { evaluation: { evaluationData: { sections } } },
    missing: [],
  }),
};

/**
 * Applies one persisted event after the highest seq applied so far. Events at or below it
 * (replayed twice, or already in the data the page loaded) answer `null`. The server sends seqs
 * without gaps; were one ever missing, the stream goes on rather than stalling the dashboard.
 */
export function applyLiveEvent(
  appliedSeq: number,
  data: LiveData,
  message: PersistedMessage,
): LiveChange | null {
  if (message.seq <= appliedSeq) return null;
  const handler = HANDLERS[message.type] as Handler<PersistedMessage>;
  return { seq: message.seq, ...handler(data, message) };
}

/** The evaluation without the quotes of erased lines (the same object when none quoted them). */
function withoutQuotes(evaluation: EvaluationDto, gone: Set<string>): EvaluationDto {
  const quotes = (sections: EvaluationSection[]): boolean =>
    sections.some((s) => s.evidence.some((e) => gone.has(e.chunkId)) || quotes(s.children));
  const prune = (sections: EvaluationSection[]): EvaluationSection[] =>
    sections.map((s) => ({
      ...s,
      evidence: s.evidence.filter((e) => !gone.has(e.chunkId)),
      children: prune(s.children),
    }));
  const { sections } = evaluation.evaluationData;
  return quotes(sections) ? { evaluationData: { sections: prune(sections) } } : evaluation;
}

/** Chunks ordered by timestamp, then seq; a chunk already there (same id) changes nothing. */
export function insertChunk(
  list: ConversationChunkDto[],
  chunk: ConversationChunkDto,
): ConversationChunkDto[] {
  if (list.some((c) => c.id === chunk.id)) return list;
  let at = list.length;
  // Usually the newest, so the place is found from the end.
  while (at > 0 && comesAfter(list[at - 1], chunk)) at -= 1;
  return [...list.slice(0, at), chunk, ...list.slice(at)];
}

function comesAfter(a: ConversationChunkDto | undefined, b: ConversationChunkDto): boolean {
  if (!a) return false;
  if (a.timestamp !== b.timestamp) return Date.parse(a.timestamp) > Date.parse(b.timestamp);
  return a.seq > b.seq;
}

/** Replaces suggestions with the same id, appends the others, keeps the rest as they are. */
export function mergeSuggestions(list: SuggestionDto[], incoming: SuggestionDto[]): SuggestionDto[] {
  if (incoming.length === 0) return list;
  const byId = new Map(incoming.map((s) => [s.id, s]));
  const merged = list.map((s) => {
    const next = byId.get(s.id);
    if (!next) return s;
    byId.delete(s.id);
    return next;
  });
  return [...merged, ...byId.values()];
}

/** What is being said right now on one audio stream: shown under the transcript, never stored. */
export type PartialLine = {
  streamId: string;
  speaker: Speaker;
  speakerName: string | null;
  text: string;
  /** When it was last renewed (ms since the epoch). */
  receivedAt: number;
};

/** A line not renewed for this long is dropped: its stream ended without a final result. */
export const PARTIAL_STALE_MS = 10_000;

/** Speech chunks carry `speech:<streamId>:<n>` as their client id (the server's ingest). */
const SPEECH_CHUNK_ID = /^speech:(.+):\d+$/;

/**
 * The partial lines after one message: a `partial_transcription` replaces its stream's line (an
 * empty text ends it); `transcription_received` ends its stream's line; a `new_chunk` ends the
 * line of the stream it came from, or, for a chunk with no stream in its id (the browser's own
 * recognizer, typed text), the lines of its speaker, whose words it now holds. Anything else
 * returns the same list.
 */
export function applyPartialEvent(lines: PartialLine[], message: ServerMessage, now: number): PartialLine[] {
  if (message.type === 'partial_transcription') {
    const { streamId, speaker, speakerName, text } = message.data;
    if (text.trim() === '') return withoutStream(lines, streamId);
    const line = { streamId, speaker, speakerName, text, receivedAt: now };
    const at = lines.findIndex((l) => l.streamId === streamId);
    return at < 0 ? [...lines, line] : lines.map((l, i) => (i === at ? line : l));
  }
  if (message.type === 'transcription_received') return withoutStream(lines, message.data.streamId);
  if (message.type === 'new_chunk') {
    const streamId = SPEECH_CHUNK_ID.exec(message.data.clientChunkId)?.[1];
    if (streamId !== undefined) return withoutStream(lines, streamId);
    const { speaker } = message.data;
    return lines.some((l) => l.speaker === speaker) ? lines.filter((l) => l.speaker !== speaker) : lines;
  }
  return lines;
}

/** The lines renewed within PARTIAL_STALE_MS of `now` (the same list when none is stale). */
export function dropStalePartials(lines: PartialLine[], now: number): PartialLine[] {
  const fresh = lines.filter((l) => now - l.receivedAt < PARTIAL_STALE_MS);
  return fresh.length === lines.length ? lines : fresh;
}

function withoutStream(lines: PartialLine[], streamId: string): PartialLine[] {
  return lines.some((l) => l.streamId === streamId) ? lines.filter((l) => l.streamId !== streamId) : lines;
}

/** Adds the items not there yet (by id), keeping the list's order. */
function appendAllById<T extends { id: string }>(list: T[], items: T[]): T[] {
  const fresh = items.filter((item) => !list.some((l) => l.id === item.id));
  return fresh.length ? [...list, ...fresh] : list;
}
