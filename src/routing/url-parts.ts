/** A URL taken apart for the repair rules of ./url-rules.ts. */
export interface UrlParts {
  pathname: string;
  /** Without the leading `?`. */
  query: string;
  /** Without the leading `#`. */
  hash: string;
}
