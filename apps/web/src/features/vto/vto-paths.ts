/** The V/TO routes (000 §2.1). */
export const VTO_HOME_PATH = '/vto';
export const vtoFolderPath = (collectionId: string) => `/vto/folder/${collectionId}`;
export const vtoDetailPath = (
  collectionId: string,
  revisionId: string,
  page: 'vision' | 'traction' = 'vision',
) => `/vto/detail/${collectionId}/${revisionId}/${page}`;
