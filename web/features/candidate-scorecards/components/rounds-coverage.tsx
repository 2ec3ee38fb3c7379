import { Check, Circle, Minus } from 'lucide-react';
import type { ScorecardSessionDetail } from '#contracts/candidate-scorecards.ts';
import { roundsCoverage } from '#contracts/coverage.ts';
import { SectionCard } from '#web/components/section-card.tsx';

const MARK = {
  evidenced: { icon: Check, label: 'Evidenced', className: 'text-success' },
  open: { icon: Circle, label: 'Open', className: 'text-muted-foreground' },
  absent: { icon: Minus, label: 'Not on this scorecard', className: 'text-muted-foreground/60' },
} as const;

/** Criteria across all rounds of the application: which rounds evidenced each, which left it open. */
export function RoundsCoverage({ sessions }: { sessions: ScorecardSessionDetail[] }) {
  const rows = roundsCoverage(sessions.map((s) => s.sections));
  if (rows.length === 0) return null;
  const open = rows.filter((r) => !r.rounds.includes('evidenced')).length;
  return (
    <SectionCard title="Criteria across rounds">
      <div className="grid gap-2 text-sm">
        <p className="text-muted-foreground">
          {open === 0
            ? 'Every criterion has evidence from at least one round.'
            : `${open} of ${rows.length} criteria are still open after all rounds.`}
        </p>
        <div className="overflow-x-auto">
          <table className="w-full text-left">
            <thead>
              <tr className="text-xs text-muted-foreground">
                <th scope="col" className="py-1 pr-4 font-medium">
                  Criterion
                </th>
                {sessions.map((s, i) => (
                  <th key={s.id} scope="col" className="px-2 py-1 text-center font-medium">
                    Interview {i + 1}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.section ?? ''}|${row.title}`} className="border-t">
                  <th scope="row" className="py-1 pr-4 font-normal">
                    {row.title}
                  </th>
                  {row.rounds.map((state, i) => {
                    const mark = MARK[state];
                    const Icon = mark.icon;
                    return (
                      <td key={sessions[i]?.id ?? i} className="px-2 py-1 text-center">
                        <Icon aria-hidden="true" className={`mx-auto size-4 ${mark.className}`} />
                        <span className="sr-only">{mark.label}</span>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </SectionCard>
  );
}
