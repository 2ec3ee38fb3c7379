import type { SuggestionType } from '#contracts/assistant.ts';
import { type InterviewKind, interviewKind } from './interview-types.ts';
import { type BankQuestion, QUESTION_BANK, skillFollowUp, skillQuestion } from './question-bank.ts';
import { findSkills } from './tech-terms.ts';

export type TranscriptTurn = { speaker: 'interviewer' | 'candidate'; text: string };

export type SuggestQuestionsInput = {
  interviewType?: string;
  agendaItem?: { title: string; description?: string };
  recentTranscript: TranscriptTurn[];
  askedQuestions: string[];
  limit?: number;
};

export type QuestionSuggestion = {
  type: Extract<SuggestionType, 'question' | 'follow_up_question'>;
  content: string;
  tags: string[];
};

/** Spec 000 §9: keywords are words over 3 characters; a match needs more than half of them. */
const keywords = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s+#]/gu, ' ')
      .split(/\s+/)
      .filter((w) => w.length > 3),
  );

/** Crude stems for ranking only ("scaling", "scalability" and "scale" meet at "scal"). */
const stems = (text: string) => new Set([...keywords(text)].map((w) => w.slice(0, 4)));

function overlap(question: Set<string>, other: Set<string>): number {
  if (question.size === 0) return 0;
  let hits = 0;
  for (const word of question) if (other.has(word)) hits++;
  return hits / question.size;
}

/**
 * Up to `limit` (3) questions for the live interview from the question bank and the skills the
 * candidate just mentioned; nothing already asked (by the list or in the transcript) comes back.
 * Deterministic: the same input gives the same suggestions.
 */
export function suggestQuestions(input: SuggestQuestionsInput): QuestionSuggestion[] {
  const limit = input.limit ?? 3;
  const kind = interviewKind(input.interviewType, input.agendaItem?.title);
  const asked = [
    ...input.askedQuestions,
    ...input.recentTranscript.filter((t) => t.speaker === 'interviewer').map((t) => t.text),
  ].map(keywords);
  const isNew = (text: string) => asked.every((a) => overlap(keywords(text), a) <= 0.5);

  const followUps = followUpCandidates(kind, input.recentTranscript);
  const questions = questionCandidates(kind, input);
  const picked: QuestionSuggestion[] = [];
  for (const candidate of [...followUps.slice(0, 2), ...questions, ...followUps.slice(2)]) {
    if (picked.length >= limit) break;
    if (!isNew(candidate.content) || picked.some((p) => p.content === candidate.content)) continue;
    picked.push(candidate);
    asked.push(keywords(candidate.content));
  }
  return picked;
}

function followUpCandidates(kind: InterviewKind, turns: TranscriptTurn[]): QuestionSuggestion[] {
  const lastAnswer = turns.findLast((t) => t.speaker === 'candidate');
  if (!lastAnswer) return [];
  const fromSkills = findSkills(lastAnswer.text).map((skill) => ({
    type: 'follow_up_question' as const,
    content: skillFollowUp(skill),
    tags: [skill.label],
  }));
  const lastQuestion = turns.findLast((t) => t.speaker === 'interviewer');
  const source = lastQuestion ? closestBankQuestion(kind, lastQuestion.text) : undefined;
  const fromBank = (source?.followUps ?? []).map((content) => ({
    type: 'follow_up_question' as const,
    content,
    tags: [source?.topic ?? kind],
  }));
  return [...fromBank, ...fromSkills];
}

function questionCandidates(kind: InterviewKind, input: SuggestQuestionsInput) {
  const focus = stems(`${input.agendaItem?.title ?? ''} ${input.agendaItem?.description ?? ''}`);
  const mentioned = findSkills(input.recentTranscript.map((t) => t.text).join('\n'));
  const agendaSkills = findSkills(input.agendaItem?.title ?? '');
  const bank: BankQuestion[] = [
    ...QUESTION_BANK[kind],
    ...[...agendaSkills, ...mentioned].map(skillQuestion),
    ...(kind === 'general' ? [] : QUESTION_BANK.general),
  ];
  return bank
    .map((q, index) => ({
      q,
      index,
      score: 2 * overlap(focus, stems(q.topic)) + overlap(focus, stems(q.text)),
    }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ q }) => ({ type: 'question' as const, content: q.text, tags: [q.topic] }));
}

function closestBankQuestion(kind: InterviewKind, text: string): BankQuestion | undefined {
  const said = keywords(text);
  let best: BankQuestion | undefined;
  let bestScore = 0.5;
  for (const q of [...QUESTION_BANK[kind], ...QUESTION_BANK.general]) {
    const score = overlap(keywords(q.text), said);
    if (score > bestScore) {
      best = q;
      bestScore = score;
    }
  }
  return best;
}
