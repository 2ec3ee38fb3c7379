import type { InterviewTrace } from '../run-interview.ts';
import { cardsOf, type Property, show, where } from './property.ts';

/** Words that only make sense in a software interview. */
const ENGINEERING_WORDS =
  /\b(?:REST|APIs?|Spring|code|coding|codebase|deploy(?:ed|ing|ment)?|framework|microservices?|databases?|SQL|Kubernetes|Docker|refactor\w*|debug\w*|latency|scalab\w*|algorithms?|data structures?|system design|unit tests?|complexity of your solution)\b/i;

/**
 * Technology names a card may repeat only when someone said them (with this capitalisation) or
 * the job names them: "the rest of the team" is not REST, "last spring" is not Spring.
 */
const TECH_NAMES =
  /\b(?:REST|Spring|Go|Java|Rust|Swift|React|Angular|Vue|Kafka|Redis|PostgreSQL|Postgres|Docker|Kubernetes|AWS|Azure|GCP|Spark|GraphQL|Django|Rails|Node\.js|Python|TypeScript|SQL)\b/g;

export const noEngineeringWords: Property = {
  id: 'no-engineering-words-outside-engineering',
  rule: 'A non-engineering interview gets no software vocabulary.',
  appliesTo: (interview) => interview.family !== 'engineering',
  violations: (trace) =>
    trace.turns.flatMap((t) =>
      cardsOf(t)
        .filter((card) => ENGINEERING_WORDS.test(card.content))
        .map((card) => `${where(t)} brought ${show(card)}`),
    ),
};

function saidSoFar(trace: InterviewTrace, upTo: number): string {
  const { job } = trace.interview;
  const turns = trace.turns.slice(0, upTo + 1).map((t) => t.turn.text);
  return [job.title, job.description, job.requirements, ...turns].join('\n');
}

export const namesComeFromTheConversation: Property = {
  id: 'named-things-were-said',
  rule: 'A card names a technology only when the job or the conversation did, as a technology.',
  violations: (trace) =>
    trace.turns.flatMap((t) => {
      const said = saidSoFar(trace, t.index);
      return cardsOf(t).flatMap((card) =>
        [...card.content.matchAll(TECH_NAMES)]
          .map(([name]) => name)
          .filter((name) => !new RegExp(`\\b${name.replace('.', '\\.')}\\b`).test(said))
          .map((name) => `${where(t)} brought ${show(card)}: nobody named ${name}`),
      );
    }),
};
