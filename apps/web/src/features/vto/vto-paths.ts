/** The V/TO routes (000 §2.1). */
export const VTO_HOME_PATH = '/vto';
export const vtoFolderPath = (collectionId: string) => `/vto/folder/${collectionId}`;
export const vtoDetailPath = (
  collectionId: string,
  revisionId: string,
  page: 'vision' | 'traction' = 'vision',
) => `/vto/detail/${collectionId}/${revisionId}/${page}`;
/** The revision compared with another (`?with={collectionId}/{revisionId}`): a link to share. */
export const vtoComparePath = (
  collectionId: string,
  revisionId: string,
  other: { collectionId: string; revisionId: string },
) => `/vto/detail/${collectionId}/${revisionId}/compare?with=${other.collectionId}/${other.revisionId}`;
