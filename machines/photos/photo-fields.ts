import { graphql } from '../graphql';
import type { PhotoFieldsFragment } from '../graphql/graphql';

/** What the widget shows of a photo (hotel header, room gallery): its alt text, size and variants. */
export const PhotoFields = graphql(/* GraphQL */ `
  fragment PhotoFields on Photo {
    id
    alt
    width
    height
    variants {
      format
      width
      height
      url
    }
  }
`);

export type Photo = PhotoFieldsFragment;
