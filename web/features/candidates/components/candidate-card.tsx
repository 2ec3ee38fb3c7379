import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'wouter';
import { CARD_SKILLS_MAX, type CandidateListItem } from '#contracts/candidates.ts';
import { ConfirmDeleteDialog } from '#web/components/confirm-delete-dialog.tsx';
import { DateText } from '#web/components/date-text.tsx';
import { ExternalLink, safeHttpUrl } from '#web/components/external-link.tsx';
import { IconLine } from '#web/components/icon-line.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader } from '#web/components/ui/card.tsx';
import { useDeleteCandidate } from '../api/use-delete-candidate.ts';
import { EXPERIENCE_LEVEL_LABELS } from '../utils/experience-levels.ts';
import { SkillList } from './skill-list.tsx';

export function CandidateCard({ candidate }: { candidate: CandidateListItem }) {
  const remove = useDeleteCandidate();
  const name = `${candidate.firstName} ${candidate.lastName}`;
  const role = [candidate.currentTitle, candidate.currentCompany].filter(Boolean).join(' at ');
  const linkedin = safeHttpUrl(candidate.linkedinUrl);
  const portfolio = safeHttpUrl(candidate.portfolioUrl);

  return (
    <Card className="gap-4">
      <CardHeader className="flex-row items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <h2 className="truncate font-semibold">{name}</h2>
          {role && <p className="truncate text-sm text-muted-foreground">{role}</p>}
          {candidate.experienceLevel && (
            <Badge variant="outline">{EXPERIENCE_LEVEL_LABELS[candidate.experienceLevel]}</Badge>
          )}
        </div>
        <ConfirmDeleteDialog
          triggerLabel={`Delete ${name}`}
          title="Delete Candidate"
          description={`Are you sure you want to delete ${name}? All of their applications will also be removed. This action cannot be undone.`}
          onConfirm={() => remove.mutate(candidate.id)}
        />
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-2">
        {candidate.email && (
          <IconLine icon={Mail}>
            <a href={`mailto:${candidate.email}`} className="hover:underline">
              {candidate.email}
            </a>
          </IconLine>
        )}
        {candidate.phone && <IconLine icon={Phone}>{candidate.phone}</IconLine>}
        {candidate.location && <IconLine icon={MapPin}>{candidate.location}</IconLine>}
        <SkillList skills={candidate.skills} max={CARD_SKILLS_MAX} />
        {(linkedin || portfolio) && (
          <div className="flex flex-wrap gap-4 text-sm">
            {linkedin && <ExternalLink href={linkedin}>LinkedIn</ExternalLink>}
            {portfolio && <ExternalLink href={portfolio}>Portfolio</ExternalLink>}
          </div>
        )}
      </CardContent>
      <CardFooter className="justify-between gap-2 border-t pt-4">
        <span className="text-xs text-muted-foreground">
          Added <DateText value={candidate.createdAt} />
        </span>
        <Link
          href={`/candidates/${candidate.id}`}
          aria-label={`View ${name}`}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          View
        </Link>
      </CardFooter>
    </Card>
  );
}
