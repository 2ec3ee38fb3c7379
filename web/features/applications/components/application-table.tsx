import { Link } from 'wouter';
import type { ApplicationListItem } from '#contracts/applications.ts';
import { DateText } from '#web/components/date-text.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { candidateName } from '../utils/application-label.ts';
import { ApplicationActionsMenu } from './application-actions-menu.tsx';
import { ApplicationStatusSelect } from './application-status-select.tsx';

const COLUMNS = ['Candidate', 'Job Position', 'Company', 'Status', 'Applied Date', 'Source', 'Actions'];

/** The dashboard's table view; the status can be changed in the row. */
export function ApplicationTable({ applications }: { applications: ApplicationListItem[] }) {
  return (
    <Card className="overflow-x-auto py-0">
      <table className="w-full min-w-[56rem] text-sm">
        <caption className="sr-only">Applications</caption>
        <thead className="border-b bg-muted/50 text-left text-xs text-muted-foreground">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {applications.map((application) => (
            <tr key={application.id} className="border-b last:border-0">
              <th scope="row" className="px-4 py-3 text-left font-normal">
                <Link href={`/applications/${application.id}`} className="font-medium hover:underline">
                  {candidateName(application)}
                </Link>
                {application.candidateEmail && (
                  <span className="block text-xs text-muted-foreground">{application.candidateEmail}</span>
                )}
              </th>
              <td className="px-4 py-3">
                {application.jobTitle}
                {application.jobLocation && (
                  <span className="block text-xs text-muted-foreground">{application.jobLocation}</span>
                )}
              </td>
              <td className="px-4 py-3">{application.companyName}</td>
              <td className="px-4 py-3">
                <ApplicationStatusSelect application={application} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                <DateText value={application.applicationDate} calendar />
              </td>
              <td className="px-4 py-3">{application.source ?? '—'}</td>
              <td className="px-4 py-3 text-right">
                <ApplicationActionsMenu application={application} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
