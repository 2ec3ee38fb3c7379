import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ScorecardSessionDetail } from '#contracts/candidate-scorecards.ts';
import { DEBRIEF_DRAFT_LABEL, type DebriefDraft } from '#contracts/coverage.ts';
import { TalkBalance } from '#web/components/coverage/talk-balance.tsx';
import { EvidenceQuotes } from '#web/components/transcript/evidence-quotes.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { debriefQueryOptions, useSaveDebrief } from '../api/debrief.ts';
import { formatInterviewTime } from '../utils/scorecard-format.ts';

const heading = 'text-sm font-medium';

/**
 * The interview's debrief: the assistant's draft (marked as a draft; each quote opens its moment
 * in the transcript), and the interviewer's own text, started from the draft and saved beside it.
 */
export function DebriefPanel({ session }: { session: ScorecardSessionDetail }) {
  const closed = session.status !== 'active';
  const debrief = useQuery(debriefQueryOptions(session.id, closed));
  const draft = debrief.data?.draft ?? null;
  return (
    <section aria-labelledby={`debrief-${session.id}`} className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`debrief-${session.id}`} className="font-semibold">
          Debrief
        </h3>
        {draft && debrief.data?.draftAt && (
          <>
            <Badge variant="outline">{DEBRIEF_DRAFT_LABEL}</Badge>
            <span className="text-xs text-muted-foreground">
              drafted <time dateTime={debrief.data.draftAt}>{formatInterviewTime(debrief.data.draftAt)}</time>
            </span>
          </>
        )}
      </div>
      {!closed ? (
        <p className="text-sm text-muted-foreground">The debrief is drafted when the interview is closed.</p>
      ) : debrief.isPending ? (
        <p className="text-sm text-muted-foreground">Loading the debrief…</p>
      ) : !draft ? (
        <p className="text-sm text-muted-foreground">Drafting the debrief…</p>
      ) : (
        <DraftView draft={draft} />
      )}
      {closed && debrief.data && (
        <OwnDebrief
          key={debrief.data.editedAt ?? 'new'}
          sessionId={session.id}
          saved={debrief.data.content}
          start={draft?.text ?? ''}
        />
      )}
    </section>
  );
}

function DraftView({ draft }: { draft: DebriefDraft }) {
  const covered = draft.criteria.filter((c) => c.evidence.length > 0);
  return (
    <div className="grid gap-x-8 gap-y-4 rounded-lg border bg-muted/40 p-4 text-sm lg:grid-cols-2">
      {(draft.summary || draft.notice) && (
        <div className="grid gap-1 lg:col-span-2">
          {draft.summary && <p>{draft.summary}</p>}
          {draft.notice && <p className="text-xs text-muted-foreground">{draft.notice}</p>}
        </div>
      )}
      <div className="grid content-start gap-2">
        <h4 className={heading}>
          Evidence on {covered.length} of {draft.criteria.length} criteria
        </h4>
        {covered.map((c) => (
          <div key={`${c.section ?? ''}|${c.title}`} className="grid gap-1">
            <p>{c.title}</p>
            <EvidenceQuotes label={c.title} evidence={c.evidence.map((e) => ({ ...e, line: e.quote }))} />
          </div>
        ))}
      </div>
      <div className="grid content-start gap-4">
        {draft.concerns.length > 0 && (
          <div className="grid gap-1">
            <h4 className={heading}>Concerns</h4>
            <ul className="grid list-disc gap-0.5 pl-5">
              {draft.concerns.map((c) => (
                <li key={c.text}>{c.text}</li>
              ))}
            </ul>
          </div>
        )}
        <div className="grid gap-1">
          <h4 className={heading}>Candidate’s questions</h4>
          {draft.questions.length === 0 ? (
            <p className="text-muted-foreground">The candidate asked no questions.</p>
          ) : (
            <ul className="grid list-disc gap-0.5 pl-5">
              {draft.questions.map((q) => (
                <li key={q.id}>
                  {q.text}
                  {!q.answered && <span className="text-muted-foreground"> (not answered)</span>}
                </li>
              ))}
            </ul>
          )}
        </div>
        {(draft.gaps.criteria.length > 0 || draft.gaps.agendaItems.length > 0) && (
          <div className="grid gap-1">
            <h4 className={heading}>Not covered</h4>
            {draft.gaps.criteria.length > 0 && <p>Criteria: {draft.gaps.criteria.join(', ')}</p>}
            {draft.gaps.agendaItems.length > 0 && <p>Agenda: {draft.gaps.agendaItems.join(', ')}</p>}
          </div>
        )}
        <div className="grid gap-1">
          <h4 className={heading}>Talk balance</h4>
          <TalkBalance balance={draft.talk} />
        </div>
      </div>
    </div>
  );
}

function OwnDebrief({ sessionId, saved, start }: { sessionId: string; saved: string | null; start: string }) {
  const [text, setText] = useState(saved ?? start);
  const save = useSaveDebrief(sessionId);
  const id = `own-debrief-${sessionId}`;
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className={heading}>
        Your debrief
      </label>
      {saved === null && (
        <p className="text-xs text-muted-foreground">
          Starts from the draft; saving keeps the draft beside it.
        </p>
      )}
      <Textarea id={id} rows={8} value={text} onChange={(e) => setText(e.target.value)} />
      <div>
        <Button
          type="button"
          size="sm"
          disabled={save.isPending || !text.trim() || text === saved}
          onClick={() => save.mutate(text)}
        >
          Save Debrief
        </Button>
      </div>
    </div>
  );
}
