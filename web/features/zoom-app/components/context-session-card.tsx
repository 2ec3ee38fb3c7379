import { SectionCard } from '#web/components/section-card.tsx';
import type { ContextSession } from '../api/context-session.ts';

export const NO_CONTEXT_SESSION =
  "No interview session of yours is linked to this meeting. Add its Zoom meeting ID in Advanced Settings on the session's dashboard.";

/** The interview session that Start RTMS streams this meeting's audio to, if one is linked. */
export function ContextSessionCard({ found }: { found: ContextSession }) {
  return (
    <SectionCard title="Interview session">
      {found.state === 'found' ? (
        <p className="text-sm">
          <span className="font-medium">{found.session.candidateName}</span>
          {found.session.position && (
            <span className="text-muted-foreground"> · {found.session.position}</span>
          )}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">
          {found.state === 'looking' ? 'Looking up interview session...' : NO_CONTEXT_SESSION}
        </p>
      )}
    </SectionCard>
  );
}
