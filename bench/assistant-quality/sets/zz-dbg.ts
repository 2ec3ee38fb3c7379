import { writtenOut } from '#server/assistant/guard/hurried-typing.ts';
import { analyse } from '#server/assistant/nlp/nlp.ts';
import { lemmaLine, classifyUtterance } from '#server/assistant/guard/classify-utterance.ts';
import { topicWord } from '#server/assistant/guard/topic-meaning.ts';
import { nearestExamples } from '#server/assistant/guard/nearest-examples.ts';
for (const t of process.argv.slice(2)) {
  console.log('##', t);
  for (const s of analyse(writtenOut(t))) {
    console.log('  ', s.question ? 'Q' : '-', JSON.stringify(lemmaLine(s)), JSON.stringify(topicWord(s.words, 0.6)), JSON.stringify(nearestExamples(s.words)));
    console.log('    pos', s.words.map(w=>`${w.normal}/${w.pos}`).join(' '));
  }
  console.log('  =>', JSON.stringify(classifyUtterance(t)));
}
