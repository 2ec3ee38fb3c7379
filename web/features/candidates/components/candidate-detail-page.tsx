import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { DetailPageShell } from '#web/components/detail-page-shell.tsx';
import { AuditTrailCard } from '#web/components/privacy/audit-trail-card.tsx';
import { candidateQueryOptions } from '../api/candidate-detail.ts';
import { useUpdateCandidate } from '../api/use-update-candidate.ts';
import { CandidateApplications } from './candidate-applications.tsx';
import { CandidateBackground } from './candidate-background.tsx';
import { CandidateForm } from './candidate-form.tsx';
import { CandidatePersonalInfo } from './candidate-personal-info.tsx';
import { CandidatePrivacy } from './candidate-privacy.tsx';
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
      related={
        <>
          <CandidateApplications candidateId={id} />
          <AuditTrailCard kind="candidates" id={id} />
        </>
      }
      sidebar={(candidate, { editing, startEditing }) => (
        <div className="grid gap-6">
          <CandidateSidebar candidate={candidate} editing={editing} onEdit={startEditing} />
          <CandidatePrivacy
            candidateId={candidate.id}
            name={`${candidate.firstName} ${candidate.lastName}`}
          />
        </div>
      )}
    />
  );
}
