import type { CandidateDto } from '#contracts/candidates.ts';
import { DateText } from '#web/components/date-text.tsx';
import { DetailList } from '#web/components/detail-list.tsx';
import { ExternalLink } from '#web/components/external-link.tsx';
import { SectionCard } from '#web/components/section-card.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { EXPERIENCE_LEVEL_LABELS } from '../utils/experience-levels.ts';

export function CandidatePersonalInfo({ candidate }: { candidate: CandidateDto }) {
  return (
    <SectionCard title="Personal Information">
      <DetailList
        items={[
          {
            label: 'Email',
            value: candidate.email && (
              <a href={`mailto:${candidate.email}`} className="text-primary hover:underline">
                {candidate.email}
              </a>
            ),
          },
          { label: 'Phone', value: candidate.phone },
          { label: 'Location', value: candidate.location },
          { label: 'Current Company', value: candidate.currentCompany },
          { label: 'Current Title', value: candidate.currentTitle },
          {
            label: 'Experience Level',
            value: candidate.experienceLevel && (
              <Badge variant="outline">{EXPERIENCE_LEVEL_LABELS[candidate.experienceLevel]}</Badge>
            ),
          },
          {
            label: 'LinkedIn',
            value: candidate.linkedinUrl && (
              <ExternalLink href={candidate.linkedinUrl}>{candidate.linkedinUrl}</ExternalLink>
            ),
          },
          {
            label: 'Portfolio',
            value: candidate.portfolioUrl && (
              <ExternalLink href={candidate.portfolioUrl}>{candidate.portfolioUrl}</ExternalLink>
            ),
          },
          { label: 'Summary', value: candidate.summary, wide: true },
          { label: 'Added', value: <DateText value={candidate.createdAt} /> },
          { label: 'Last Updated', value: <DateText value={candidate.updatedAt} /> },
        ]}
      />
    </SectionCard>
  );
}
