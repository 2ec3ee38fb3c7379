import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import type { TemplateSource } from '#contracts/scorecards.ts';
import { ApiError, errorMessage } from '../lib/api-error.ts';
import { GenerationInputsCard } from './ai-generation/generation-inputs-card.tsx';
import { CardGridSkeleton } from './card-grid-skeleton.tsx';
import { confirmPermanentDelete } from './confirm-permanent-delete.ts';
import { DateText } from './date-text.tsx';
import type { DetailItem } from './detail-list.tsx';
import type { KitList } from './kits/kit-api.ts';
import { KitExportButton } from './kits/kit-export-button.tsx';
import { MissingRecordState } from './missing-record-state.tsx';
import { PageHeader } from './page-header.tsx';
import { SourceBadge } from './source-badge.tsx';
import { Button, buttonVariants } from './ui/button.tsx';

/** The record's delete mutation, as far as the page uses it. */
type Remove = { isPending: boolean; mutate: (id: string, options: { onSuccess: () => void }) => void };

type SetupDetailPageProps<Entity> = {
  id: string;
  record: UseQueryResult<Entity>;
  remove: Remove;
  /**
   * The list it belongs to, e.g. `/agendas`: the back links, `/agendas/:id/edit` for Edit, where a
   * delete lands, and the kind of kit Export Kit downloads.
   */
  listPath: `/${KitList}`;
  /** The list's name on the back links, e.g. "Agendas" ("Back to Agendas" when the record is missing). */
  listLabel: string;
  /** The h1 while loading or when the record is missing, e.g. "Agenda Details". */
  placeholderTitle: string;
  /** The state for a record that is not there. */
  notFound: { title: string; description: string };
  /**
   * The state for a load that failed otherwise, with Retry: its title and the message when the
   * server gives none. Without it, every failed load reads as not found.
   */
  loadError?: { title: string; fallback: string };
  heading: (record: Entity) => { title: string; description: string };
  children: (record: Entity) => ReactNode;
};

/**
 * An interview setup record's page at `/<list>/:id`: skeleton while loading, the missing or failed
 * state, then the header with its back link, Edit (the edit page) and Delete (after the browser's
 * confirmation, back to the list), above the record.
 */
export function SetupDetailPage<Entity>(props: SetupDetailPageProps<Entity>) {
  const { id, record, remove, listPath, listLabel, placeholderTitle, loadError } = props;
  const [, navigate] = useLocation();

  if (record.isPending) {
    return (
      <>
        <PageHeader title={placeholderTitle} />
        <CardGridSkeleton count={3} layout="stack" />
      </>
    );
  }
  if (record.isError) {
    const missing = !loadError || (record.error instanceof ApiError && record.error.code === 'not_found');
    return (
      <>
        <PageHeader title={placeholderTitle} />
        <MissingRecordState
          title={missing ? props.notFound.title : loadError.title}
          description={missing ? props.notFound.description : errorMessage(record.error, loadError.fallback)}
          backHref={listPath}
          backLabel={`Back to ${listLabel}`}
          onRetry={missing ? undefined : () => void record.refetch()}
          retrying={record.isFetching}
        />
      </>
    );
  }

  const data = record.data;
  const heading = props.heading(data);
  const onDelete = () => {
    if (confirmPermanentDelete()) remove.mutate(id, { onSuccess: () => navigate(listPath) });
  };
  return (
    <>
      <PageHeader
        title={heading.title}
        description={heading.description}
        actions={
          <>
            <Link href={listPath} className={buttonVariants({ variant: 'outline' })}>
              <ArrowLeft aria-hidden="true" />
              {listLabel}
            </Link>
            <Link href={`${listPath}/${id}/edit`} className={buttonVariants()}>
              <Pencil aria-hidden="true" />
              Edit
            </Link>
            <KitExportButton list={listPath.slice(1) as KitList} id={id} />
            <Button variant="outline" onClick={onDelete} disabled={remove.isPending}>
              <Trash2 aria-hidden="true" className="text-destructive" />
              Delete
            </Button>
          </>
        }
      />
      {props.children(data)}
    </>
  );
}

/** What a scorecard or an agenda keeps of where it came from. */
type DraftedRecord = {
  source: TemplateSource;
  createdAt: string;
  generationPrompt: string | null;
  jobDescription: string | null;
  existingScorecardRef: string | null;
};

type DraftedRecordBodyProps = {
  record: DraftedRecord;
  /** Between the source badge and the creation date, e.g. the agenda's time range. */
  badges?: ReactNode;
  /** Further generation inputs, e.g. the agenda's scorecard. */
  extraInputs?: DetailItem[];
  /** The record's content card. */
  children: ReactNode;
};

/**
 * A scorecard's or agenda's page body: hand-written or drafted, and when; its content; and, when
 * drafted with the assistant, what it was drafted from.
 */
export function DraftedRecordBody({ record, badges, extraInputs, children }: DraftedRecordBodyProps) {
  return (
    <div className="grid max-w-4xl gap-6">
      <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
        <SourceBadge source={record.source} />
        {badges}
        <span>
          Created <DateText value={record.createdAt} />
        </span>
      </div>
      {children}
      {record.source === 'generated' && (
        <GenerationInputsCard
          generationPrompt={record.generationPrompt}
          jobDescription={record.jobDescription}
          existingScorecardRef={record.existingScorecardRef}
          extra={extraInputs}
        />
      )}
    </div>
  );
}
