import type { Word } from '#server/assistant/nlp/nlp.ts';

/** Words and phrases that make a statement general instead of specific (lemmas). */
const MARKERS =
  'stuff|thing|kind of|sort of|a lot|lot of|quite a bit|various|basically|pretty much|and so on|etc|generally|usually|always|everything|i guess|i think|i feel|feel like|you know|really|very|just|maybe|probably|somehow|eventually|whatever|pretty|be key|be everything|team player|do my best|work it out|work out fine|different idea|the usual'
    .split('|')
    .map((m) => m.split(' '));

/** A verb in a past form: not its lemma, nor the lemma with -s or -ing ("kept", "escalated", not "depends"). */
export const isPast = (w: Word) =>
  w.pos === 'VERB' &&
  w.lemma !== w.normal &&
  !w.normal.endsWith('ing') &&
  w.normal !== `${w.lemma}s` &&
  w.normal !== `${w.lemma}es`;

/** "I think…", "I enjoy…": a view, not something done. */
export const VIEWS = new Set('think guess feel believe like love enjoy hope want mean'.split(' '));

/** Verbs that say what someone thinks, has or is rather than what they did. */
export const NOT_ACTIONS = new Set([...'be have do know say try'.split(' '), ...VIEWS]);
/** "I", and "I'm", "I've", "I'd" when the model keeps them as one word. */
const I_FORMS = new Set(['i', "i'm", "i've", "i'd", "i'll", 'i’m', 'i’ve', 'i’d', 'i’ll']);
export const isI = (w: Word) => I_FORMS.has(w.normal);
/** "I'm" says what the speaker is, not what they did. */
export const isIAm = (w: Word) => w.normal === "i'm" || w.normal === 'i’m';

/** A word a statement is concrete by: a figure, an amount, a span of time; or a moment. */
export const isFigure = (w: Word) =>
  ['CARDINAL', 'PERCENT', 'MONEY', 'DURATION', 'QUANTITY'].includes(w.entity ?? '') ||
  (w.type === 'number' && w.entity !== 'DATE' && w.entity !== 'TIME' && w.entity !== 'ORDINAL');
export const isTime = (w: Word) => w.entity === 'DATE' || w.entity === 'TIME';
export function markersIn(words: Word[]): number {
  const lemmas = words.map((w) => w.lemma);
  return MARKERS.filter((marker) => lemmas.some((_, i) => marker.every((m, k) => lemmas[i + k] === m)))
    .length;
}
