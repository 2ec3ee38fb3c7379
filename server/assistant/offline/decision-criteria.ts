import type {
  CriterionAssessment,
  CriterionRating,
  DecisionEvidence,
} from '#contracts/candidate-scorecards.ts';
import type { EvidenceStrength } from '#contracts/evaluation.ts';
import type { AgendaSpan, DecisionCriterion, DecisionInput, DecisionTurn } from '../tasks/decision-input.ts';
import { writtenByInterviewer } from '../tasks/decision-input.ts';
import { judgementRating } from './decision-judgement.ts';
import { type Assignment, assignStatements } from './evidence/assign.ts';
import { buzzwordDense } from './evidence/buzzwords.ts';
import { profileCriterion } from './evidence/criteria.ts';
import { byStrength, type CriterionMatch, strengthOf } from './evidence/match.ts';
import { clipQuote, type HeardAnswer, keyOf, underIntroductions } from './evidence/section-drafts.ts';
import { detailScore, specificity } from './evidence/specificity.ts';
import { readAnswer, type Statement, substantive } from './evidence/statements.ts';

/** Quotes kept per criterion. */
const PER_CRITERION = 3;

/** An answer, its statements, the question it answers and how concrete it is as a whole. */
export type Heard = {
  answer: HeardAnswer;
  statements: Statement[];
  /** The interviewer's last turn before the answer, and the one before it (a follow-up keeps its topic). */
  asked: string;
  before: string;
  /** The agenda item in progress when the answer was given (its title and description), or ''. */
  topic: string;
  /** The turn of the interview the answer is (its chunks share it). */
  turn: number;
  detail: number;
  /**
   * The interviewer asked once more and the candidate's very next answer was very concrete: a vague
   * first answer that a follow-up turned into specifics is not held against the candidate (it is
   * still never a strength).
   */
  probed: boolean;
};

/**
 * The interviewer asks for the candidate's background ("Quick intro?", "Tell me where you are
 * now", "How did you get into it?"): the answer says who they are, not how they do the work.
 */
const BACKGROUND_QUESTION =
  /\b(?:tell|give) (?:me|us) (?:a (?:bit|little) |the quick version |a quick run ?down )?(?:about |of |on )?(?:yourself|your (?:background|current (?:role|job)|route in|career))\b|\b(?:tell|give) (?:me|us) (?:a minute on |about )?where you(?:'re| are) (?:now|at)\b|\bintroduce yourself\b|\bquick intro\b|\ba bit about yourself\b|\b(?:run ?down|run through) of (?:what you do|how you got)\b|\bhow(?: did|'d) you (?:get|got) into\b|\bwhere are you (?:working )?now\b|\bstart with where you are\b|\byour route in\b|\bwhat (?:got|brought|drew|led) you (?:into|to)\b/i;

/**
 * The candidate's answers with the question each one answers, read once for every criterion.
 * Consecutive chunks of one speaker are one turn: an answer's chunks share its question, its
 * turn number and how concrete the answer is as a whole.
 */
export function hearAnswers(input: DecisionInput): Heard[] {
  const runs: { speaker: DecisionTurn['speaker']; chunks: DecisionTurn[] }[] = [];
  for (const chunk of input.transcript) {
    if (!chunk.text.trim()) continue;
    const last = runs.at(-1);
    if (last?.speaker === chunk.speaker) last.chunks.push(chunk);
    else runs.push({ speaker: chunk.speaker, chunks: [chunk] });
  }
  // The question an answer speaks to: the interviewer's last two turns (a follow-up keeps its topic).
  let asked: string[] = [];
  const heard = runs.flatMap((run, turn) => {
    const text = run.chunks.map((c) => c.text).join(' ');
    if (run.speaker === 'interviewer') {
      asked = [...asked.slice(-1), text];
      return [];
    }
    // A reply that declines to answer ("it was a personal thing") is no evidence, redirect and all;
    // nor is the candidate's account of their background, asked for at the start.
    const topic = inProgress(input.agenda, run.chunks[0]?.timestamp);
    const background = BACKGROUND_QUESTION.test(asked.at(-1) ?? '') || underIntroductions(topic);
    const read = run.chunks.map((c) => {
      const statements = readAnswer(c.text);
      const none = background || statements.some((s) => s.kind === 'deflection');
      return { chunk: c, statements: none ? [] : statements };
    });
    const detail = detailScore(
      specificity(
        read
          .flatMap((r) => substantive(r.statements))
          .map((s) => s.text)
          .join(' '),
      ),
    );
    return read.map(({ chunk: { seq, chunkId, timestamp, text: said }, statements }) => ({
      answer: { seq, chunkId, timestamp, text: said },
      statements,
      turn,
      topic,
      asked: asked.at(-1) ?? '',
      before: asked.length > 1 ? (asked[0] ?? '') : '',
      detail,
      probed: false,
    }));
  });
  // A candidate answer, one interviewer turn, then a very concrete answer under the same agenda
  // item: the first one was probed (a new item's question is no follow-up).
  for (const h of heard) {
    const next = heard.find((n) => n.turn === h.turn + 2);
    if (next && next.detail >= STRONG_DETAIL && next.topic === h.topic) h.probed = true;
  }
  return heard;
}

/** The words of the agenda item in progress at a moment: the latest one started then and not yet completed. */
function inProgress(agenda: readonly AgendaSpan[], at: string | undefined): string {
  const t = at ? Date.parse(at) : Number.NaN;
  if (Number.isNaN(t)) return '';
  let current: AgendaSpan | undefined;
  for (const item of agenda) {
    const began = item.startedAt ? Date.parse(item.startedAt) : Number.NaN;
    const ended = item.completedAt ? Date.parse(item.completedAt) : Number.POSITIVE_INFINITY;
    if (!(began <= t && t <= ended)) continue;
    if (!current || began >= Date.parse(current.startedAt ?? '')) current = item;
  }
  return current ? `${current.title}. ${current.description}` : '';
}

/**
 * Every statement to the one criterion it best evidences (by meaning), or to none; a criterion
 * then rates only what was assigned to it.
 */
export function assignEvidence(criteria: DecisionCriterion[], heard: Heard[]): Map<string, Assignment> {
  return assignStatements(
    criteria.map((c) => ({
      id: c.title,
      text: [c.title.replace(' › ', '. '), c.guidance ?? ''].join('. '),
      profile: profileCriterion({ id: c.title, title: c.title, guidance: c.guidance }),
    })),
    heard.flatMap(({ answer, statements, asked, before, topic, turn }) =>
      statements.map((statement) => ({
        statement,
        key: keyOf(answer, statement),
        turn: String(turn),
        answer: answer.text,
        asked,
        before,
        topic,
      })),
    ),
  );
}

/**
 * How concrete an answer is decides what its statements are worth (`specificity.ts`): an answer
 * that names things, figures and steps meets the bar; one made of claims, abstractions and
 * management words is a concern; the words of the role do not matter.
 */
const CONCRETE_DETAIL = 6;
const STRONG_DETAIL = 12;
export const WEAK_DETAIL = 2.5;

type Said = { statement: Statement; detail: number; probed?: boolean };
/** Vague in itself: buzzwords, claims without detail or not knowing. */
export const vague = ({ statement, detail }: Said) =>
  detail <= WEAK_DETAIL ||
  (detail < CONCRETE_DETAIL && buzzwordDense(statement.text)) ||
  // Owning up to a gap is a concern, however concrete the rest of the answer.
  statement.hedge;
/** Vague and not made good by the next answer: a concern when it answers a criterion's question. */
const weak = (said: Said) => vague(said) && !said.probed;
/**
 * Something the candidate did or would do, with concrete detail: things, figures, steps. A vague
 * answer a follow-up made good is not held against them, but it is no strength either.
 */
const concrete = (said: Said) => !vague(said) && said.detail >= CONCRETE_DETAIL;

/**
 * A vague answer is listed as a concern with its quote even when the next answer made it good:
 * the decision says what the transcript shows; only the rating does not hold it against them.
 */
const signalOf = (said: Said): DecisionEvidence['signal'] =>
  vague(said) ? 'concern' : concrete(said) ? 'strength' : 'neutral';

/**
 * A rating from the transcript alone: "meets the bar" only on a concrete did-or-would-do answer,
 * "strong" on a very concrete one or two concrete ones; buzzword-dense, vague or unsure answers
 * alone are below it.
 */
function transcriptRating(said: Said[]): CriterionRating {
  if (said.length === 0) return 'not_assessed';
  const solid = said.filter(concrete);
  const poor = said.filter(weak).length;
  if (solid.some((s) => s.detail >= STRONG_DETAIL) || solid.length >= 2)
    return poor > solid.length ? 'meets' : 'strong';
  if (solid.length >= 1) return poor > solid.length ? 'mixed' : 'meets';
  return poor > 0 ? 'below' : 'mixed';
}

/**
 * The quotes listed under a criterion, most convincing first; a vague answer among them keeps a
 * place, so what the transcript holds against the candidate is named even beside strong answers.
 */
function listed<T extends { match: CriterionMatch; detail: number; probed?: boolean }>(found: T[]): T[] {
  const top = found.slice(0, PER_CRITERION);
  const isVague = (f: T) => vague({ statement: f.match.statement, detail: f.detail, probed: f.probed });
  if (top.some(isVague)) return top;
  const concern = found.slice(PER_CRITERION).find(isVague);
  return concern ? [...top.slice(0, PER_CRITERION - 1), concern] : top;
}

function strongest(matches: CriterionMatch[], written: boolean): CriterionAssessment['evidenceStrength'] {
  const order: EvidenceStrength[] = ['strong', 'moderate', 'weak'];
  const best = order.find((s) => matches.some((m) => m.strength === s));
  return best ?? (written ? 'moderate' : 'none');
}

/**
 * One criterion: the candidate's statements that speak to it (read by meaning, as the live drafts
 * are), the interviewer's own text, and a rating. The interviewer's text decides the rating when
 * it leans one way; the transcript's quotes are listed either way. A vague answer is never a
 * strength; a deflection or an answer to a flagged question never reaches here.
 */
export function assessCriterion(
  criterion: DecisionCriterion,
  heard: Heard[],
  assigned: Map<string, Assignment>,
): CriterionAssessment {
  const found = heard
    .flatMap(({ answer, statements, detail, turn, probed }) =>
      statements.flatMap((statement) => {
        const a = assigned.get(keyOf(answer, statement));
        if (a?.criterion !== criterion.title) return [];
        const said = { statement, detail, probed };
        const strength: EvidenceStrength = vague(said)
          ? 'weak'
          : detail >= STRONG_DETAIL
            ? 'strong'
            : strengthOf(statement, Math.max(3, a.match?.score ?? 3));
        // A sentence placed with its answer but naming none of the criterion's concepts sorts after those that do.
        const match: CriterionMatch = a.match ?? { statement, concept: null, score: 0, strength };
        const own = detailScore(specificity(statement.text));
        return [{ match: { ...match, strength }, answer, detail, probed, turn, fit: a.score, own }];
      }),
    )
    // Within an answer, its most concrete sentence is the quote ("the pressure dropped to 60", not "So, a Labrador").
    .sort((a, b) => byStrength(a.match, b.match) || b.fit - a.fit || b.own - a.own);
  const unique = [...new Map(found.map((f) => [f.match.statement.text, f])).values()];
  const written = writtenByInterviewer(criterion);
  const judged = written ? judgementRating(criterion.content) : null;
  const evidence: DecisionEvidence[] = [
    ...(written
      ? [
          {
            source: 'evaluation' as const,
            excerpt: clipQuote(criterion.content),
            context: criterion.title,
            signal: judgementSignal(judged),
            at: null,
          },
        ]
      : []),
    ...listed(unique).map(({ match, answer, detail, probed }) => ({
      source: 'transcript' as const,
      excerpt: clipQuote(match.statement.text),
      context: criterion.title,
      signal: signalOf({ statement: match.statement, detail, probed }),
      at: { chunkId: answer.chunkId, seq: answer.seq, timestamp: answer.timestamp },
    })),
  ];
  const matches = unique.map((f) => f.match);
  // One answer is one piece of evidence, however many sentences it has.
  const perAnswer = unique.filter((f, i) => unique.findIndex((g) => g.turn === f.turn) === i);
  const rating =
    judged ??
    transcriptRating(
      perAnswer.map((f) => ({ statement: f.match.statement, detail: f.detail, probed: f.probed })),
    );
  return {
    criterion: criterion.title,
    rating: written && rating === 'not_assessed' ? 'mixed' : rating,
    evidenceStrength: strongest(matches, written),
    basis:
      judged || (written && matches.length === 0) ? 'interviewer' : matches.length ? 'transcript' : 'none',
    evidence,
  };
}

function judgementSignal(rating: CriterionRating | null): DecisionEvidence['signal'] {
  if (rating === 'strong' || rating === 'meets') return 'strength';
  if (rating === 'below') return 'concern';
  return 'neutral';
}
