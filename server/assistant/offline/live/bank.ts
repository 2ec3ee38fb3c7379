/**
 * What a follow-up asks for. A probe is offered only when the answer has not given it already:
 * no "what was the result?" after the candidate gave the figures.
 */
export type Facet = 'own-part' | 'result' | 'reasoning' | 'obstacle' | 'lesson' | 'people' | 'detail';

export type Probe = { asks: Facet; text: string };

/**
 * A question of a role family's bank: the topic it covers, the words of agenda items it belongs
 * to (lemmas, for matching), the question as an interviewer would ask it, and its probes.
 */
export type LiveQuestion = { topic: string; cues: string[]; text: string; probes: Probe[] };

type ProbeSpec = [Facet, string];

/** A bank question: topic, agenda cues (space-separated lemmas), the question, then its probes. */
export const q = (topic: string, cues: string, text: string, ...probes: ProbeSpec[]): LiveQuestion => ({
  topic,
  cues: cues.split(' ').filter(Boolean),
  text,
  probes: probes.map(([asks, probe]) => ({ asks, text: probe })),
});
