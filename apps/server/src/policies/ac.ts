import type { TAcVisibility } from '@cairn/domain/ac/ac-visibility';
import type { TRole } from '@cairn/domain/permissions/roles';

/**
 * Who may read and change an Accountability Chart revision (001 §3-§6, issue #14). The leadership
 * team is the invitees of the organisation's leadership team meeting; the service works that out
 * once per call (`isLeadership`). Edit implies view; Observers never edit; the creator always can.
 */
export type TAcViewer = { personId: string; role: TRole; isLeadership: boolean };

/** The revision fields the rules read. */
export type TAcRevisionSubject = {
  createdByPersonId: string | null;
  isPublished: boolean;
  visibility: TAcVisibility;
};

const isCreator = (viewer: TAcViewer, revision: TAcRevisionSubject) =>
  revision.createdByPersonId !== null && revision.createdByPersonId === viewer.personId;

/** What the settings grant the viewer: none, view or edit (before the Observer rule). */
function grantOf(viewer: TAcViewer, revision: TAcRevisionSubject): 'none' | 'view' | 'edit' {
  if (isCreator(viewer, revision)) return 'edit';
  const { visibility } = revision;
  const individual = visibility.individuals.find((entry) => entry.personId === viewer.personId);
  const grants = [
    visibility.org,
    viewer.isLeadership ? visibility.lt : 'none',
    individual ? (individual.canEdit ? 'edit' : 'view') : 'none',
  ];
  if (grants.includes('edit')) return 'edit';
  return grants.includes('view') ? 'view' : 'none';
}

export const acPolicy = {
  /** Editors read drafts; a published chart is read by everyone the settings let see it. */
  canSee: (viewer: TAcViewer, revision: TAcRevisionSubject) => {
    const grant = grantOf(viewer, revision);
    return revision.isPublished ? grant !== 'none' : acPolicy.canEdit(viewer, revision);
  },
  canEdit: (viewer: TAcViewer, revision: TAcRevisionSubject) =>
    viewer.role !== 'Observer' && grantOf(viewer, revision) === 'edit',
  /** Folders and new charts: every non-observer. */
  canManageFolders: (viewer: TAcViewer) => viewer.role !== 'Observer',
};
