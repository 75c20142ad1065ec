import type { TRole } from '@cairn/domain/permissions/roles';

/**
 * Who may read and change a V/TO revision (002 §4-§6, issue 13). The leadership team is the
 * invitees of the organisation's leadership team meeting; the service looks that up once per
 * call and passes it in `isLeadership`.
 */
export type TVtoViewer = { personId: string; role: TRole; isLeadership: boolean };

/** The revision fields the rules read. */
export type TVtoRevisionSubject = {
  createdByPersonId: string | null;
  isPublished: boolean;
  isTractionLtOnly: boolean;
};

/** The creator and the leadership team: they see drafts, LT-only figures and a restricted Traction page. */
const isInsider = (viewer: TVtoViewer, revision: TVtoRevisionSubject) =>
  viewer.isLeadership ||
  (revision.createdByPersonId !== null && revision.createdByPersonId === viewer.personId);

export const vtoPolicy = {
  /** Everyone in the organisation reads published revisions; drafts belong to the insiders. */
  canSee: (viewer: TVtoViewer, revision: TVtoRevisionSubject) =>
    revision.isPublished || isInsider(viewer, revision),
  /** 002 §5: the creator or an invitee of the leadership team meeting; Observers never edit. */
  canEdit: (viewer: TVtoViewer, revision: TVtoRevisionSubject) =>
    viewer.role !== 'Observer' && isInsider(viewer, revision),
  /** The Traction page, unless the revision keeps it for the leadership team. */
  canSeeTraction: (viewer: TVtoViewer, revision: TVtoRevisionSubject) =>
    !revision.isTractionLtOnly || isInsider(viewer, revision),
  /** Financial metrics marked `isVisibleToLtOnly`. */
  canSeeLtOnly: isInsider,
  /** 002 §4: non-observers may copy a revision they can read (also one removed by another user). */
  canCopy: (viewer: TVtoViewer) => viewer.role !== 'Observer',
  /** Folders: every non-observer may make, rename and delete (empty) ones. */
  canManageFolders: (viewer: TVtoViewer) => viewer.role !== 'Observer',
};
