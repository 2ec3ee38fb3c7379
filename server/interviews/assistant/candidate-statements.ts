import { findSkills } from '#server/assistant/offline/tech-terms.ts';

const OWNERSHIP =
  /\b(?:i|we)\s+(?:led|built|designed|wrote|owned|migrated|shipped|launched|scaled|reduced|improved|cut|grew|founded|managed|mentored|automated|rewrote|introduced|drove)\b/i;
const METRIC =
  /\d+(?:[.,]\d+)?\s*(?:%|percent|x\b|ms\b|k\b|m\b|million|thousand|users|customers|people|engineers|requests|years?|months?)/i;
const VAGUE =
  /\b(?:maybe|kind of|sort of|i guess|not sure|i think so|probably|stuff|things like that|etc)\b/i;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** A sentence of a candidate's turn worth keeping: ownership, a number, or a named skill. */
export function keyStatement(text: string): string | undefined {
  const sentences = text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => wordCount(s) >= 5);
  const best =
    sentences.find((s) => OWNERSHIP.test(s) && (METRIC.test(s) || findSkills(s).length > 0)) ??
    sentences.find((s) => OWNERSHIP.test(s) || METRIC.test(s)) ??
    sentences.find((s) => findSkills(s).length > 0 && wordCount(s) >= 8);
  return best && quote(best);
}

/** A short quote: at most `max` characters, cut at a word. */
export function quote(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  return `${clean.slice(0, clean.lastIndexOf(' ', max - 1)).replace(/[,;:]$/, '')}…`;
}

/** A short or hedging answer that deserves a clarifying question. */
export function isVague(text: string): boolean {
  return wordCount(text) < 6 || VAGUE.test(text);
}

/** Words that tie a statement to a scorecard section (crude stems, for ranking only). */
export const stems = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 3)
      .map((w) => w.slice(0, 5)),
  );
