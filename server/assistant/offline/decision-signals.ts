import type { DecisionEvidence } from '#contracts/candidate-scorecards.ts';
import type { DecisionInput, DecisionTurn } from '../tasks/decision-input.ts';
import { findSkills } from './tech-terms.ts';

/** A piece of evidence with its weight: 2 for the interviewer's own judgement or a strong statement. */
export type Signal = DecisionEvidence & { weight: number };

export type DecisionSignals = {
  strengths: Signal[];
  concerns: Signal[];
  /** Evaluation text without a clear leaning: listed as evidence, not weighed. */
  neutral: Signal[];
  candidateAnswers: number;
  candidateWords: number;
  writtenSections: number;
  notes: number;
};

const OWNERSHIP =
  /\b(?:i|we)\s+(?:led|built|designed|wrote|owned|migrated|shipped|launched|scaled|reduced|improved|cut|grew|founded|managed|mentored|automated|rewrote|introduced|drove|implemented|created|fixed|debugged|optimi[sz]ed|refactored|delivered|profiled|measured)\b/i;
const METRIC =
  /\d+(?:[.,]\d+)?\s*(?:%|percent|x\b|ms\b|k\b|million|thousand|users|customers|people|engineers|requests|services|years?|months?|weeks?)/i;
const REASONING =
  /\b(?:trade-?offs?|because|so that|instead of|compared to|bottleneck|root cause|constraints?)\b/i;
const HEDGE =
  /\b(?:i'?m not (?:really )?sure|i don'?t know|i do not know|no idea|never (?:used|worked with|done|tried)|haven'?t (?:used|worked with|done|tried)|i guess|kind of|sort of|can'?t remember|don'?t remember)\b/i;
const POSITIVE =
  /\b(?:strong|excellent|clear|solid|impressive|good|great|confident|thorough|structured|outstanding|exceed(?:s|ed)?)\b/i;
const NEGATIVE =
  /\b(?:weak|poor|unclear|struggled|lack(?:s|ed|ing)?|missing|concerns?|vague|shallow|limited|unable|below)\b|\b(?:did ?n[o']t|could ?n[o']t|not|never|hardly)\s+(?:very\s+)?(?:strong|clear|good|great|solid|confident|explain|answer|show)/i;

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Verbatim, cut at a word when long. */
export function clip(text: string, max = 200): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  return `${clean.slice(0, clean.lastIndexOf(' ', max - 1))}…`;
}

/** Consecutive chunks of one speaker form one turn. */
export function mergeTurns(transcript: DecisionTurn[]): DecisionTurn[] {
  const turns: DecisionTurn[] = [];
  for (const chunk of transcript) {
    const text = chunk.text.trim();
    if (!text) continue;
    const last = turns.at(-1);
    if (last?.speaker === chunk.speaker) last.text = `${last.text} ${text}`;
    else turns.push({ ...chunk, text });
  }
  return turns;
}

/** What a candidate sentence shows: ownership with substance (2), ownership or a figure (1), hedging. */
function candidateSignal(sentence: string): { signal: 'strength' | 'concern'; weight: number } | undefined {
  if (HEDGE.test(sentence)) return { signal: 'concern', weight: 1 };
  if (words(sentence) < 5) return undefined;
  const substance = METRIC.test(sentence) || REASONING.test(sentence) || findSkills(sentence).length > 0;
  if (OWNERSHIP.test(sentence)) return { signal: 'strength', weight: substance ? 2 : 1 };
  if (METRIC.test(sentence) || (REASONING.test(sentence) && findSkills(sentence).length > 0))
    return { signal: 'strength', weight: 1 };
  return undefined;
}

function transcriptSignals(turns: DecisionTurn[]): Signal[] {
  const found: Signal[] = [];
  turns.forEach((turn, i) => {
    if (turn.speaker !== 'candidate') return;
    const asked = turns[i - 1];
    if (asked?.text.includes('?') && words(asked.text) >= 8 && words(turn.text) < 6) {
      found.push({ ...evidence('transcript', turn.text, 'Candidate, short answer', 'concern'), weight: 1 });
      return;
    }
    for (const sentence of sentences(turn.text)) {
      const hit = candidateSignal(sentence);
      if (hit)
        found.push({ ...evidence('transcript', sentence, 'Candidate', hit.signal), weight: hit.weight });
    }
  });
  return found;
}

/** The interviewer's written judgement: positive or negative wording per sentence. */
function sectionSignal(content: string): DecisionEvidence['signal'] {
  let balance = 0;
  for (const sentence of sentences(content)) {
    if (NEGATIVE.test(sentence)) balance -= 1;
    else if (POSITIVE.test(sentence)) balance += 1;
  }
  return balance > 0 ? 'strength' : balance < 0 ? 'concern' : 'neutral';
}

function evidence(
  source: DecisionEvidence['source'],
  text: string,
  context: string | null,
  signal: DecisionEvidence['signal'],
): DecisionEvidence {
  return { source, excerpt: clip(text), context, signal };
}

const key = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * Reads the material for what speaks for and against the candidate. Only people's evaluation text
 * counts as judgement: sections the assistant drafted quote the transcript, which is read directly.
 */
export function collectSignals(input: DecisionInput): DecisionSignals {
  const turns = mergeTurns(input.transcript);
  const answers = turns.filter((t) => t.speaker === 'candidate');
  const written = input.sections.filter((s) => s.editedByUser && s.content.trim());
  const all: Signal[] = [
    ...written.map((s) => ({
      ...evidence('evaluation', s.content, s.title, sectionSignal(s.content)),
      weight: 2,
    })),
    ...transcriptSignals(turns),
  ];
  const said = key(answers.map((t) => t.text).join(' '));
  for (const note of input.notes.filter((n) => n.trim())) {
    if (said.includes(key(note).replace(/…$/, ''))) continue; // already read in the transcript
    const hit = sentences(note).map(candidateSignal).find(Boolean);
    if (hit) all.push({ ...evidence('notes', note, null, hit.signal), weight: hit.weight });
  }
  const seen = new Set<string>();
  const unique = all.filter((s) => !seen.has(key(s.excerpt)) && seen.add(key(s.excerpt)));
  const byWeight = (a: Signal, b: Signal) => b.weight - a.weight;
  return {
    strengths: unique.filter((s) => s.signal === 'strength').sort(byWeight),
    concerns: unique.filter((s) => s.signal === 'concern').sort(byWeight),
    neutral: unique.filter((s) => s.signal === 'neutral'),
    candidateAnswers: answers.length,
    candidateWords: answers.reduce((n, t) => n + words(t.text), 0),
    writtenSections: written.length,
    notes: input.notes.filter((n) => n.trim()).length,
  };
}
