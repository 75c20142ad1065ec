import type { TVtoRevision } from '@cairn/domain/vto/vto.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { call } from '../../../lib/call.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { notifyError, notifyInfo } from '../../../lib/notify.ts';
import type { TRevisionEndpoint, TSaveInput, TVersionOf } from '../components/vto-save.ts';
import { vtoKeys } from './vto-api.ts';
import '../texts.ts';

/**
 * Saves one section change with the section's current version. A 409 (someone saved the
 * section first) reloads the revision and sends the same change again on the new version, so
 * what was typed is kept and their other changes are not undone (002 §4, like the items' 409).
 */
export function useSectionSave(collectionId: string, revisionId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [isSaving, setSaving] = useState(false);
  const key = vtoKeys.revision(revisionId);

  const save = useCallback(
    async (endpoint: TRevisionEndpoint, versionOf: TVersionOf, { entryId, body }: TSaveInput = {}) => {
      const params = { collectionId, revisionId, ...(entryId ? { entryId } : {}) };
      const send = (revision: TVtoRevision | undefined) => {
        const version = revision ? versionOf(revision) : 0;
        // The version goes in the body, or in `?version=` on a DELETE; each endpoint's schemas check the rest.
        const input =
          endpoint.method === 'DELETE'
            ? { params, query: { version } }
            : { params, body: { ...body, version } };
        return call(endpoint, input as never);
      };
      setSaving(true);
      try {
        try {
          await send(queryClient.getQueryData<TVtoRevision>(key));
        } catch (error) {
          if (!(isApiError(error) && error.status === 409)) throw error;
          await queryClient.refetchQueries({ queryKey: key, exact: true });
          notifyInfo(t('vto.save.conflict'), t('vto.save.updated'));
          await send(queryClient.getQueryData<TVtoRevision>(key));
        }
        await queryClient.invalidateQueries({ queryKey: key, exact: true });
        return true;
      } catch (error) {
        notifyError(error);
        return false;
      } finally {
        setSaving(false);
      }
    },
    [collectionId, revisionId, queryClient, key, t],
  );

  return { save, isSaving };
}
