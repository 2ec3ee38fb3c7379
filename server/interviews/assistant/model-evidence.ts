import type { SectionEvidence } from '#contracts/evaluation.ts';
import { strengthOf } from '#server/assistant/offline/evidence/match.ts';
import { clipQuote, keep, linesOf } from '#server/assistant/offline/evidence/section-drafts.ts';
import { readAnswer } from '#server/assistant/offline/evidence/statements.ts';
import type { LiveTurnInput, LiveTurnResult, Turn } from './live-turn.ts';

/** The quote of a model's entry: the text between “ ” (or " "). */
const QUOTED = /“([^”]{3,})”|"([^"]{3,})"/;
const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(/[‘’`]/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/(?:…|\.\.\.)$/, '')
    .trim();

/** The candidate's turn a quote was said in: the new turns first, then the window. */
function said(quote: string, input: LiveTurnInput): Turn | undefined {
  const wanted = plain(quote);
  return [...input.newTurns, ...input.recentTurns].find(
    (t) => t.speaker === 'candidate' && plain(t.text).includes(wanted),
  );
}

/**
 * A model's section entries as drafts the way the offline engine writes them: each line with the
 * candidate's verbatim quote and the moment it was said. An entry whose quote the candidate did
 * not say (or that quotes nothing) is dropped rather than stored without its evidence; a vague
 * quote counts as weak evidence.
 */
export function quotedDrafts(
  entries: { id: string; content: string }[],
  input: LiveTurnInput,
): LiveTurnResult['sections'] {
  const sections = new Map(input.sections.map((s) => [s.id, s]));
  const added = new Map<string, SectionEvidence[]>();
  for (const { id, content } of entries) {
    const section = sections.get(id);
    const match = QUOTED.exec(content);
    const quoted = (match?.[1] ?? match?.[2] ?? '').trim();
    const turn = quoted ? said(quoted, input) : undefined;
    if (!section || !turn) continue;
    const [statement] = readAnswer(quoted);
    const quote = clipQuote(quoted);
    const line = content.trim().replace(QUOTED, `“${quote}”`);
    const list = added.get(id) ?? [...section.evidence];
    added.set(id, list);
    list.push({
      line,
      quote,
      chunkId: turn.chunkId,
      seq: turn.seq,
      timestamp: turn.timestamp,
      strength: statement ? strengthOf(statement, 3) : 'moderate',
    });
  }
  return [...added].map(([id, list]) => {
    const evidence = keep(list);
    return { id, content: linesOf(evidence), evidence };
  });
}
