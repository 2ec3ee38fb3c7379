import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { DetailPageShell } from '#web/components/detail-page-shell.tsx';
import { candidateQueryOptions } from '../api/candidate-detail.ts';
import { useUpdateCandidate } from '../api/use-update-candidate.ts';
import { CandidateApplications } from './candidate-applications.tsx';
import { CandidateBackground } from './candidate-background.tsx';
import { CandidateForm } from './candidate-form.tsx';
import { CandidatePersonalInfo } from './candidate-personal-info.tsx';
import { CandidateSidebar } from './candidate-sidebar.tsx';

/** /candidates/:id and /candidates/:id/edit: the same screen, the latter opened in edit mode. */
export function CandidateDetailPage() {
  const { id = '' } = useParams();
  const record = useQuery(candidateQueryOptions(id));
  const update = useUpdateCandidate(id);
  return (
    <DetailPageShell
      id={id}
      record={record}
      save={update}
      listPath="/candidates"
      listLabel="Candidates"
      noun="Candidate"
      notFoundMessage="Candidate not found or failed to load."
      heading={(candidate) => {
        const name = `${candidate.firstName} ${candidate.lastName}`;
        const role = [candidate.currentTitle, candidate.currentCompany].filter(Boolean).join(' at ');
        return { title: name, description: role || 'Candidate profile', editingDescription: name };
      }}
      formTitle="Candidate Profile"
      form={(candidate, props) => <CandidateForm candidate={candidate} {...props} />}
      view={(candidate) => (
        <>
          <CandidatePersonalInfo candidate={candidate} />
          <CandidateBackground candidate={candidate} />
        </>
      )}
      related={<CandidateApplications candidateId={id} />}
      sidebar={(candidate, { editing, startEditing }) => (
        <CandidateSidebar candidate={candidate} editing={editing} onEdit={startEditing} />
      )}
    />
  );
}
