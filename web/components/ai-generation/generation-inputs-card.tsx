import { type DetailItem, DetailList } from '../detail-list.tsx';
import { SectionCard } from '../section-card.tsx';

type GenerationInputsCardProps = {
  generationPrompt: string | null;
  jobDescription: string | null;
  existingScorecardRef: string | null;
  /** Further inputs of the screen, e.g. the agenda's scorecard. */
  extra?: DetailItem[];
};

/** What a generated scorecard or agenda was drafted from (spec 001 §2 view pages). */
export function GenerationInputsCard(props: GenerationInputsCardProps) {
  return (
    <SectionCard title="Generation Inputs">
      <DetailList
        items={[
          { label: 'Generation Prompt', value: props.generationPrompt, wide: true },
          { label: 'Job Description', value: props.jobDescription, wide: true },
          { label: 'Existing Scorecard Reference', value: props.existingScorecardRef, wide: true },
          ...(props.extra ?? []),
        ]}
      />
    </SectionCard>
  );
}
