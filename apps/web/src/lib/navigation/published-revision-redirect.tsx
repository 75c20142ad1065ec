import { ZUuid } from '@cairn/domain/common/ids.schemas';
import { Navigate, useParams } from 'react-router';

/** True when a path segment is a revision id rather than a sub-page name. */
export const isRevisionId = (segment: string | undefined): segment is string =>
  ZUuid.safeParse(segment).success;

/**
 * `/vto/detail/{collectionId}/{revisionId}/{publishedId}/{page?}` (000 §2.1): a link to a
 * published revision reached through an earlier one opens the published revision itself.
 */
export function VtoPublishedRedirect() {
  const { collectionId = '', publishedId = '', page } = useParams();
  return <Navigate replace to={`/vto/detail/${collectionId}/${publishedId}${page ? `/${page}` : ''}`} />;
}

/** `/ac/collection/{collectionId}/revision/{revisionId}/{publishedId}` (000 §2.1): the same for a chart. */
export function AcPublishedRedirect() {
  const { collectionId = '', publishedId = '' } = useParams();
  return <Navigate replace to={`/ac/collection/${collectionId}/revision/${publishedId}`} />;
}
