import { type TVtoCopyFlag, VTO_TRACTION_FLAGS, VTO_VISION_FLAGS } from './vto.constants.ts';

/** The include flags of a Copy V/TO request (001 §3). */
export type TVtoCopyFlags = Record<TVtoCopyFlag, boolean>;

/** The parts a copy takes: a child counts only when its parent page is included too. */
export type TVtoCopiedParts = {
  coreValues: boolean;
  coreFocus: boolean;
  tenYearTarget: boolean;
  marketingStrategy: boolean;
  threeYearPicture: boolean;
  oneYearPlan: boolean;
  rocks: boolean;
  issuesList: boolean;
};

/** What a copy with these flags takes (a child whose parent is unchecked is not taken). */
export function copiedParts(flags: TVtoCopyFlags): TVtoCopiedParts {
  const vision = (flag: boolean) => flags.includeVision && flag;
  const traction = (flag: boolean) => flags.includeTraction && flag;
  return {
    coreValues: vision(flags.includeCoreValues),
    coreFocus: vision(flags.includeCoreFocus),
    tenYearTarget: vision(flags.includeTenYearTarget),
    marketingStrategy: vision(flags.includeMarketingStrategy),
    threeYearPicture: vision(flags.includeThreeYearPicture),
    oneYearPlan: traction(flags.includeOneYearPlan),
    rocks: traction(flags.includeRocks),
    issuesList: traction(flags.includeIssuesList),
  };
}

/** 001 §5: a copy must take at least one part. */
export function copiesSomething(flags: TVtoCopyFlags): boolean {
  return Object.values(copiedParts(flags)).some(Boolean);
}

/**
 * 001 §5 Copy V/TO checkboxes: checking a parent checks all its children, unchecking it
 * unchecks them; unchecking the last child unchecks the parent, checking a child checks it.
 */
export function toggleCopyFlag(flags: TVtoCopyFlags, flag: TVtoCopyFlag, checked: boolean): TVtoCopyFlags {
  const next = { ...flags, [flag]: checked };
  const groups = [
    ['includeVision', VTO_VISION_FLAGS],
    ['includeTraction', VTO_TRACTION_FLAGS],
  ] as const;
  for (const [parent, children] of groups) {
    if (flag === parent) for (const child of children) next[child] = checked;
    else if ((children as readonly string[]).includes(flag)) {
      next[parent] = children.some((child) => next[child]);
    }
  }
  return next;
}

/** Every flag checked: the Copy popup's start. */
export const ALL_COPY_FLAGS: TVtoCopyFlags = {
  includeVision: true,
  includeCoreValues: true,
  includeCoreFocus: true,
  includeTenYearTarget: true,
  includeMarketingStrategy: true,
  includeThreeYearPicture: true,
  includeTraction: true,
  includeOneYearPlan: true,
  includeRocks: true,
  includeIssuesList: true,
};
