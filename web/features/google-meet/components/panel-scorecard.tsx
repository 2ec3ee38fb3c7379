import { useQuery } from '@tanstack/react-query';
import type { EvaluationSection } from '#contracts/evaluation.ts';
import type { SessionDetail } from '#contracts/sessions.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { cn } from '#web/lib/cn.ts';
import { evaluationQueryOptions } from '#web/lib/sessions/session-queries.ts';
import { PanelCard } from './panel-card.tsx';

/** The live evaluation as the assistant and the interviewer write it, read-only (edited on the dashboard). */
export function PanelScorecard({ session }: { session: SessionDetail }) {
  const evaluation = useQuery(evaluationQueryOptions(session.id));
  const sections = evaluation.data?.evaluationData.sections ?? [];
  return (
    <PanelCard title="Live Scorecard">
      {evaluation.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading scorecard...
        </p>
      ) : evaluation.isError ? (
        <LoadError
          message="Failed to load the scorecard."
          onRetry={() => void evaluation.refetch()}
          retrying={evaluation.isFetching}
        />
      ) : sections.length > 0 ? (
        <Sections sections={sections} />
      ) : (
        <p className="text-sm text-muted-foreground">
          {session.scorecardId === null
            ? 'No scorecard selected for this session'
            : 'No sections available for evaluation'}
        </p>
      )}
    </PanelCard>
  );
}

function Sections({ sections, nested = false }: { sections: EvaluationSection[]; nested?: boolean }) {
  return (
    <ul
      aria-label={nested ? undefined : 'Scorecard sections'}
      className={cn('grid gap-2.5', nested && 'ml-2 border-l pl-3')}
    >
      {sections.map((section) => {
        const written = section.content.trim() !== '' && section.content.trim() !== section.guidance.trim();
        return (
          <li key={section.id} aria-label={section.title} className="grid gap-1">
            <span className={cn('text-sm', nested ? 'font-medium' : 'font-semibold')}>{section.title}</span>
            {written ? (
              <p className="text-sm whitespace-pre-line break-words">{section.content}</p>
            ) : (
              section.children.length === 0 && (
                <p className="text-xs text-muted-foreground">Not yet covered</p>
              )
            )}
            {section.children.length > 0 && <Sections sections={section.children} nested />}
          </li>
        );
      })}
    </ul>
  );
}
