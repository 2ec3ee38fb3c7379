import { CircleCheck, CircleDashed } from 'lucide-react';
import type { CandidateQuestionDto } from '#contracts/coverage.ts';
import { useTranscriptFocus } from '#web/components/transcript/transcript-focus.tsx';

type Asked = CandidateQuestionDto & { answered: boolean };

/** The newest this many are listed; the count says how many there are in all. */
const LISTED = 4;

/** The candidate's questions, newest last, each with whether the interviewer has answered it. */
export function CandidateQuestions({ questions }: { questions: Asked[] }) {
  const { focus } = useTranscriptFocus();
  if (questions.length === 0)
    return <p className="text-sm text-muted-foreground">No questions from the candidate yet</p>;
  const open = questions.filter((q) => !q.answered).length;
  return (
    <div className="grid gap-1.5 text-sm">
      <p className="text-muted-foreground">
        {questions.length} asked{open > 0 ? `, ${open} not answered yet` : ', all answered'}
      </p>
      <ul aria-label="The candidate’s questions" className="grid gap-1">
        {questions.slice(-LISTED).map((q) => (
          <li key={q.id}>
            <button
              type="button"
              onClick={() => focus(q.chunkId)}
              title="Show in the transcript"
              className="flex w-full items-start gap-1.5 rounded-md px-1 py-0.5 text-left hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {q.answered ? (
                <CircleCheck aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-success" />
              ) : (
                <CircleDashed aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-muted-foreground" />
              )}
              <span className="line-clamp-2">{q.text}</span>
              <span className="sr-only">{q.answered ? '(answered)' : '(not answered yet)'}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
