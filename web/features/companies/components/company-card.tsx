import { Calendar, Globe, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'wouter';
import type { CompanyDto } from '#contracts/companies.ts';
import { ConfirmDeleteDialog } from '#web/components/confirm-delete-dialog.tsx';
import { DateText } from '#web/components/date-text.tsx';
import { ExternalLink } from '#web/components/external-link.tsx';
import { IconLine } from '#web/components/icon-line.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader } from '#web/components/ui/card.tsx';
import { useDeleteCompany } from '../api/use-delete-company.ts';

export function CompanyCard({ company }: { company: CompanyDto }) {
  const remove = useDeleteCompany();
  const address = [company.address, company.location].filter(Boolean).join(' · ');

  return (
    <Card className="gap-4">
      <CardHeader className="flex-row items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1.5">
          <h2 className="truncate font-semibold">{company.name}</h2>
          {company.industry && <Badge variant="secondary">{company.industry}</Badge>}
        </div>
        <ConfirmDeleteDialog
          triggerLabel={`Delete ${company.name}`}
          title="Delete Company"
          description={`Are you sure you want to delete "${company.name}"? All associated job openings and applications will also be removed. This action cannot be undone.`}
          onConfirm={() => remove.mutate(company.id)}
        />
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-2">
        {company.description && (
          <p className="line-clamp-2 text-sm text-muted-foreground">{company.description}</p>
        )}
        {company.website && (
          <IconLine icon={Globe}>
            <ExternalLink href={company.website}>{company.website}</ExternalLink>
          </IconLine>
        )}
        {company.contactEmail && (
          <IconLine icon={Mail}>
            <a href={`mailto:${company.contactEmail}`} className="hover:underline">
              {company.contactEmail}
            </a>
          </IconLine>
        )}
        {company.contactPhone && <IconLine icon={Phone}>{company.contactPhone}</IconLine>}
        {address && <IconLine icon={MapPin}>{address}</IconLine>}
      </CardContent>
      <CardFooter className="justify-between gap-2 border-t pt-4">
        <IconLine icon={Calendar}>
          Added <DateText value={company.createdAt} />
        </IconLine>
        <Link
          href={`/companies/${company.id}`}
          aria-label={`View ${company.name}`}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          View
        </Link>
      </CardFooter>
    </Card>
  );
}
