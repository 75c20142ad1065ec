import { orgLogoPath } from '@cairn/domain/orgs/org-logo.constants';
import { runChange, type TChangeDeps, type TRecord } from '../../db/run-change.ts';
import { notFound } from '../../http/errors.ts';
import type { TOrgActor } from '../orgs/index.ts';
import { encodeLogo } from './org-logo-image.ts';
import { deleteLogo, findLogo, isPersonOf, saveLogo, setOrgLogoUrl } from './org-logos.repository.ts';

/** Records the change on the organisation: its people's org switchers and settings pages refresh. */
function recordLogoChange(record: TRecord, orgId: string, logoUrl: string | null) {
  return record({
    entityType: 'org',
    entityId: orgId,
    action: 'updated',
    data: { logoUrl },
    live: { verb: 'Updated' },
  });
}

/** The organisation's logo: upload, removal and the members-only read (docs/api.md, Organisations). */
export function createOrgLogosService(deps: TChangeDeps) {
  return {
    /** Re-encodes the upload (before the transaction: no database wait on image work) and stores it. */
    async upload(actor: TOrgActor, orgId: string, bytes: Buffer): Promise<string> {
      if (orgId !== actor.orgId) throw notFound('organization');
      const logo = await encodeLogo(bytes);
      const logoUrl = orgLogoPath(orgId, logo.hash);
      await runChange(deps, actor, async (tx, record) => {
        await saveLogo(tx, orgId, logo);
        await setOrgLogoUrl(tx, orgId, logoUrl);
        await recordLogoChange(record, orgId, logoUrl);
      });
      return logoUrl;
    },

    /** Removes the logo; the app and the PDFs show the initials again. Removing none is no error. */
    async remove(actor: TOrgActor, orgId: string): Promise<void> {
      if (orgId !== actor.orgId) throw notFound('organization');
      await runChange(deps, actor, async (tx, record) => {
        if (!(await deleteLogo(tx, orgId))) return;
        await setOrgLogoUrl(tx, orgId, null);
        await recordLogoChange(record, orgId, null);
      });
    },

    /** The image for a person of the organisation (the current hash only); else 404, as for no logo. */
    async read(readerUserId: string, orgId: string, hash: string): Promise<Buffer> {
      const logo = await findLogo(deps.db, orgId);
      if (!logo || logo.hash !== hash) throw notFound('logo');
      if (!(await isPersonOf(deps.db, readerUserId, orgId))) throw notFound('logo');
      return Buffer.from(logo.imageWebp);
    },
  };
}
