import { useQuery } from '@tanstack/react-query';
import { Mail, Paperclip, Pencil, Plus } from 'lucide-react';
import { Link } from 'wouter';
import type { CandidateDto } from '#contracts/candidates.ts';
import { ExternalLink } from '#web/components/external-link.tsx';
import { SectionCard } from '#web/components/section-card.tsx';
import { StatList } from '#web/components/stat-list.tsx';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { candidateDetailStatsQueryOptions } from '../api/candidate-detail-stats.ts';

type CandidateSidebarProps = { candidate: CandidateDto; editing: boolean; onEdit: () => void };

const ACTION = buttonVariants({ variant: 'outline', className: 'w-full justify-start' });

/** Quick actions, file attachments and the application summary. */
export function CandidateSidebar({ candidate, editing, onEdit }: CandidateSidebarProps) {
  const stats = useQuery(candidateDetailStatsQueryOptions(candidate.id));
  return (
    <div className="grid gap-6">
      <SectionCard title="Quick Actions">
        <div className="grid gap-2">
          <Button variant="outline" className="w-full justify-start" disabled={editing} onClick={onEdit}>
            <Pencil aria-hidden="true" />
            Edit Candidate
          </Button>
          <Link href={`/applications/new?candidateId=${candidate.id}`} className={ACTION}>
            <Plus aria-hidden="true" />
            Add Application
          </Link>
          {candidate.email ? (
            <a href={`mailto:${candidate.email}`} className={ACTION}>
              <Mail aria-hidden="true" />
              Send Email
            </a>
          ) : (
            <Button variant="outline" className="w-full justify-start" disabled title="No email address">
              <Mail aria-hidden="true" />
              Send Email
            </Button>
          )}
        </div>
      </SectionCard>
      <SectionCard title="File Attachments">
        {candidate.fileAttachments.length === 0 ? (
          <p className="text-sm text-muted-foreground">No files attached.</p>
        ) : (
          <ul className="grid gap-2 text-sm">
            {candidate.fileAttachments.map((file) => (
              <li key={file} className="flex min-w-0 items-center gap-2">
                <Paperclip aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <ExternalLink href={file} className="min-w-0 truncate">
                  {fileName(file)}
                </ExternalLink>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
      <SectionCard title="Application Summary">
        <StatList
          items={[
            { label: 'Total', value: stats.data?.total },
            { label: 'In Progress', value: stats.data?.inProgress },
            { label: 'Offers Received', value: stats.data?.offers },
            { label: 'Hired', value: stats.data?.hired },
          ]}
        />
      </SectionCard>
    </div>
  );
}

/** "https://files.example/cv/ada.pdf" → "ada.pdf"; anything else as stored. */
function fileName(file: string): string {
  const last = file.split(/[/\\]/).filter(Boolean).at(-1);
  return last ? decodeURIComponentSafe(last) : file;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
