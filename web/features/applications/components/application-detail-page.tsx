import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { DetailPageShell } from '#web/components/detail-page-shell.tsx';
import { applicationQueryOptions } from '../api/application-detail.ts';
import { useUpdateApplication } from '../api/use-update-application.ts';
import { candidateName } from '../utils/application-label.ts';
import { ApplicationForm } from './application-form.tsx';
import { ApplicationView } from './application-view.tsx';

/** /applications/:id (read-only, with Edit) and /applications/:id/edit (opened in edit mode). */
export function ApplicationDetailPage() {
  const { id = '' } = useParams();
  const record = useQuery(applicationQueryOptions(id));
  const update = useUpdateApplication(id);
  return (
    <DetailPageShell
      id={id}
      record={record}
      save={update}
      listPath="/applications"
      listLabel="Applications"
      noun="Application"
      notFoundMessage="Application not found or failed to load."
      heading={(application) => ({
        title: candidateName(application),
        description: `${application.jobTitle} at ${application.companyName}`,
        editingDescription: `${candidateName(application)} · ${application.jobTitle} at ${application.companyName}`,
      })}
      formTitle="Application Details"
      form={(application, props) => <ApplicationForm application={application} {...props} />}
      view={(application) => <ApplicationView application={application} />}
    />
  );
}
