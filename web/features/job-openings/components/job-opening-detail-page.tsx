import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { DetailPageShell } from '#web/components/detail-page-shell.tsx';
import { jobOpeningQueryOptions } from '../api/job-opening-detail.ts';
import { useUpdateJobOpening } from '../api/use-update-job-opening.ts';
import { JobOpeningApplications } from './job-opening-applications.tsx';
import { JobOpeningForm } from './job-opening-form.tsx';
import { JobOpeningInfo } from './job-opening-info.tsx';
import { JobOpeningSidebar } from './job-opening-sidebar.tsx';

/** /jobs/:id and /jobs/:id/edit: the same screen, the latter opened in edit mode. */
export function JobOpeningDetailPage() {
  const { id = '' } = useParams();
  const record = useQuery(jobOpeningQueryOptions(id));
  const update = useUpdateJobOpening(id);
  return (
    <DetailPageShell
      id={id}
      record={record}
      save={update}
      listPath="/jobs"
      listLabel="Job Openings"
      noun="Job Opening"
      notFoundMessage="Job opening not found or failed to load."
      heading={(job) => ({
        title: job.title,
        description: job.companyName,
        editingDescription: `${job.title} · ${job.companyName}`,
      })}
      formTitle="Job Details"
      form={(job, props) => <JobOpeningForm job={job} {...props} />}
      view={(job) => <JobOpeningInfo job={job} />}
      related={<JobOpeningApplications jobId={id} />}
      sidebar={(job, { editing, startEditing }) => (
        <JobOpeningSidebar job={job} editing={editing} onEdit={startEditing} />
      )}
    />
  );
}
