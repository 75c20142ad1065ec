import { z } from 'zod';
import { ZEmail, ZPersonName } from '../account/account.schemas.ts';
import { ASSIGNABLE_ROLES, ROLES } from '../permissions/roles.ts';
import { ORG_NAME_MAX_LENGTH, ORG_TEXTS, THEME_COLORS } from './orgs.constants.ts';

/** An organisation name: required, trimmed, bounded. */
export const ZOrgName = z
  .string({ error: ORG_TEXTS.required })
  .trim()
  .min(1, ORG_TEXTS.required)
  .max(ORG_NAME_MAX_LENGTH, `At most ${ORG_NAME_MAX_LENGTH} characters`);

/** `POST orgs`. */
export const ZCreateOrgRequest = z.object({ name: ZOrgName });
export type TCreateOrgRequest = z.infer<typeof ZCreateOrgRequest>;

/** `PUT org/{id}`: the organisation settings detail tab. */
export const ZUpdateOrgRequest = z.object({
  name: ZOrgName,
  themeColor: z.enum(THEME_COLORS.map((c) => c.value) as [string, ...string[]]),
  version: z.number().int().nonnegative(),
});
export type TUpdateOrgRequest = z.infer<typeof ZUpdateOrgRequest>;

/** An organisation as answered. */
export const ZOrg = z.object({
  id: z.uuid(),
  name: z.string(),
  themeColor: z.string(),
  ownerPersonId: z.uuid().nullable(),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TOrg = z.infer<typeof ZOrg>;

export const ZRole = z.enum(ROLES);
export const ZAssignableRole = z.enum(ASSIGNABLE_ROLES, { error: 'Choose a role' });

/** `PUT org/add-member`. */
export const ZAddMemberRequest = z.object({
  firstName: ZPersonName,
  lastName: ZPersonName,
  email: ZEmail,
  role: ZAssignableRole,
});
export type TAddMemberRequest = z.infer<typeof ZAddMemberRequest>;

/** `PUT person/{id}/role`. */
export const ZChangeRoleRequest = z.object({ role: ZAssignableRole });

/** A person of an organisation as answered. */
export const ZPerson = z.object({
  id: z.uuid(),
  orgId: z.uuid(),
  userId: z.uuid().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  role: ZRole,
  hasLicense: z.boolean(),
  hasAccepted: z.boolean(),
  permissions: z.array(z.string()),
  version: z.number(),
});
export type TPerson = z.infer<typeof ZPerson>;
