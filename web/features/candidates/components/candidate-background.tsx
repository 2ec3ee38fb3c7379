import type { CandidateDto } from '#contracts/candidates.ts';
import { DetailList } from '#web/components/detail-list.tsx';
import { SectionCard } from '#web/components/section-card.tsx';
import { SkillList } from './skill-list.tsx';

/** Skills & Experience, then the resume text as pasted. */
export function CandidateBackground({ candidate }: { candidate: CandidateDto }) {
  return (
    <>
      <SectionCard title="Skills & Experience">
        <DetailList
          items={[
            {
              label: 'Skills',
              value: candidate.skills.length > 0 && <SkillList skills={candidate.skills} />,
              wide: true,
            },
            { label: 'Education', value: candidate.education, wide: true },
            { label: 'Work Experience', value: candidate.workExperience, wide: true },
          ]}
        />
      </SectionCard>
      <SectionCard title="Resume">
        {candidate.resumeText ? (
          <p className="max-h-96 overflow-y-auto text-sm leading-relaxed break-words whitespace-pre-wrap">
            {candidate.resumeText}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">No resume text yet.</p>
        )}
      </SectionCard>
    </>
  );
}
