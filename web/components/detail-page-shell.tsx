import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft, Pencil } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useLocation, useRoute } from 'wouter';
import { DetailLoadState } from './detail-load-state.tsx';
import type { RecordFormProps } from './form-actions.tsx';
import { PageHeader } from './page-header.tsx';
import { SectionCard } from './section-card.tsx';
import { Button, buttonVariants } from './ui/button.tsx';

/** The record's update mutation, as far as the page uses it. */
type Save<Input> = { isPending: boolean; mutate: (input: Input, options: { onSuccess: () => void }) => void };

type EditState = { editing: boolean; startEditing: () => void };

type DetailPageShellProps<Entity, Input> = {
  id: string;
  record: UseQueryResult<Entity>;
  save: Save<Input>;
  /** The list it belongs to, e.g. `/companies`: the back links, and `/companies/:id/edit` opens editing. */
  listPath: string;
  /** The list's name on the back links, e.g. "Companies". */
  listLabel: string;
  /** "Company": the titles "Company Details" (loading) and "Edit Company". */
  noun: string;
  notFoundMessage: string;
  heading: (record: Entity) => { title: string; description: string; editingDescription: string };
  /** The title of the card around the form while editing. */
  formTitle: string;
  form: (record: Entity, props: RecordFormProps<Input>) => ReactNode;
  view: (record: Entity) => ReactNode;
  /** Below the record, e.g. its job openings; shown while editing too. */
  related?: ReactNode;
  /** A column beside the record; without one the record keeps to a narrow column. */
  sidebar?: (record: Entity, edit: EditState) => ReactNode;
};

/**
 * A pipeline record's page at `/<list>/:id` and `/<list>/:id/edit`, the latter opened in edit mode:
 * skeleton while loading, the not-found state, the header with its back link and Edit, then the
 * record or its form. From /edit, finishing goes back to the detail page; inline, it closes the form.
 */
export function DetailPageShell<Entity, Input>(props: DetailPageShellProps<Entity, Input>) {
  const { id, record, save, listPath, listLabel, noun, sidebar, related } = props;
  const [isEditRoute] = useRoute(`${listPath}/:id/edit`);
  const [editing, setEditing] = useState(isEditRoute);
  const [, navigate] = useLocation();
  const startEditing = () => setEditing(true);
  const finishEditing = () => (isEditRoute ? navigate(`${listPath}/${id}`) : setEditing(false));

  if (record.isPending || record.isError) {
    return (
      <DetailLoadState
        title={isEditRoute ? `Edit ${noun}` : `${noun} Details`}
        status={record.isPending ? 'pending' : 'error'}
        message={props.notFoundMessage}
        backHref={listPath}
        backLabel={`Back to ${listLabel}`}
      />
    );
  }

  const data = record.data;
  const heading = props.heading(data);
  const main = editing ? (
    <SectionCard title={props.formTitle}>
      {props.form(data, {
        submitLabel: 'Save Changes',
        pendingLabel: 'Saving...',
        pending: save.isPending,
        onSubmit: (input) => save.mutate(input, { onSuccess: finishEditing }),
        onCancel: finishEditing,
      })}
    </SectionCard>
  ) : (
    props.view(data)
  );
  return (
    <>
      <PageHeader
        title={editing ? `Edit ${noun}` : heading.title}
        description={editing ? heading.editingDescription : heading.description}
        actions={
          <>
            <Link href={listPath} className={buttonVariants({ variant: 'outline' })}>
              <ArrowLeft aria-hidden="true" />
              {listLabel}
            </Link>
            {!editing && (
              <Button onClick={startEditing}>
                <Pencil aria-hidden="true" />
                Edit
              </Button>
            )}
          </>
        }
      />
      {sidebar ? (
        <div className="grid items-start gap-6 lg:grid-cols-3">
          <div className="grid gap-6 lg:col-span-2">
            {main}
            {related}
          </div>
          {sidebar(data, { editing, startEditing })}
        </div>
      ) : (
        <div className="max-w-3xl">
          {main}
          {related}
        </div>
      )}
    </>
  );
}
