import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { SessionDetail } from '#contracts/sessions.ts';
import { aiModelsQueryOptions } from '#web/components/ai-generation/ai-models.ts';
import { ModelSelect } from '#web/components/ai-generation/model-select.tsx';
import { useUpdateSessionSetting } from '#web/features/live-session/api/session-settings-update.ts';
import { SettingCard } from './setting-card.tsx';

/**
 * The model the live assistant uses for this session. The choice shows at once and goes back
 * to the session's model when the server refuses it.
 */
export function AiModelSetting({ session }: { session: SessionDetail }) {
  const selectId = useId();
  const models = useQuery(aiModelsQueryOptions());
  const update = useUpdateSessionSetting(session.id, {
    fixedToast: { title: 'Error', description: 'Failed to update AI model. Please try again.' },
  });
  const current = (update.isPending && update.variables.aiModel) || session.aiModel;
  const list = models.data;
  const inUse = list?.models.find((model) => model.id === current);

  const choose = (model: string) => {
    const next = model || list?.defaultModel;
    if (next && next !== session.aiModel) update.mutate({ aiModel: next });
  };

  return (
    <SettingCard title="Assistant" description="The model that drafts suggestions and the evaluation.">
      {models.isPending ? (
        <p className="text-sm text-muted-foreground">Loading models...</p>
      ) : !list ? (
        <p className="text-sm text-muted-foreground">The model list could not be loaded.</p>
      ) : (
        <>
          <ModelSelect
            id={selectId}
            value={current === list.defaultModel ? '' : current}
            disabled={update.isPending}
            onChange={choose}
          />
          <p className="text-sm text-muted-foreground">
            {inUse
              ? list.models.length < 2
                ? `${inUse.label} is the only model configured.`
                : `In use: ${inUse.label}`
              : `In use: ${current} (not configured on this server)`}
          </p>
        </>
      )}
    </SettingCard>
  );
}
