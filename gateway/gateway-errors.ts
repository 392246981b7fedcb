import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import type { z } from 'zod';
import { ErrorCode, INVALID_CLIENT_SESSION_TITLE, type ErrorReply } from '../contract';

/** The `details` of the spec's error shape: `base` plus optional per-field lists. */
export type ErrorDetails = ErrorReply['errors'][number]['details'];

/**
 * What every error the gateway raises carries in `extensions`, so the browser can branch on the
 * catalogue code (SPEC.md section 8) and on the HTTP status the booking API answered with
 * (401 logs out, 503 goes to the 503 page) although the GraphQL response itself is HTTP 200.
 */
export interface GatewayErrorExtensions {
  code: string;
  title: string;
  status: number;
  details: ErrorDetails;
  /** The tracing id sent upstream as X-Request-Id, to find the matching log lines. */
  requestId?: string;
}

/** SPEC.md section 8: the generic text for a failure with no usable JSON reply. */
export const GENERIC_FAILURE_TEXT = 'An error occurred during processing. Please try again later.';

export function gatewayError(message: string, extensions: GatewayErrorExtensions): GraphQLError {
  // Deliberately no `extensions.http`: the browser gets HTTP 200 with `errors`, and the upstream
  // status travels in `extensions.status` (yoga would otherwise turn it into the response status).
  // Built by yoga's helper so it is an instance of the GraphQLError class yoga checks against:
  // graphql 16 ships CJS and ESM copies, and a bundler (vitest) may load the other one for us,
  // which would make yoga mask our errors.
  return createGraphQLError(message, { extensions: { ...extensions } });
}

/** The title of a request the gateway refuses before running anything (request-limits.ts). */
export const QUERY_REFUSED_TITLE = 'Query refused';

/**
 * A request refused before any field runs: a document too large, deep, aliased or costly, a form
 * post, introspection in production. Unlike the errors above it sets the HTTP status itself (400),
 * as nothing was asked upstream; the message says what to change, and nothing internal is shown.
 */
export function queryRefusedError(message: string): GraphQLError {
  return createGraphQLError(message, {
    extensions: {
      code: ErrorCode.invalid,
      title: QUERY_REFUSED_TITLE,
      status: 400,
      details: { base: [{ code: ErrorCode.invalid, text: message }] },
      // spec: false makes yoga answer 400 under `Accept: application/json` too, where it would
      // otherwise follow the GraphQL-over-HTTP spec's 200 for a refused document.
      http: { status: 400, spec: false },
    },
  });
}

/** A 4xx/5xx reply of the booking API in the spec's error shape. */
export function upstreamError(reply: ErrorReply, status: number, requestId?: string): GraphQLError {
  const item = reply.errors[0]!;
  const base = item.details.base[0]!;
  return gatewayError(base.text || item.title, {
    code: base.code,
    title: item.title,
    status,
    details: item.details,
    requestId,
  });
}

/** The "error02" failure: unreachable upstream, non-JSON reply, or a reply off the contract. */
export function unusableReplyError(title: string, status: number, requestId?: string): GraphQLError {
  return gatewayError(GENERIC_FAILURE_TEXT, {
    code: ErrorCode.network,
    title,
    status,
    details: { base: [{ code: ErrorCode.network, text: GENERIC_FAILURE_TEXT }] },
    requestId,
  });
}

/**
 * The browser's own Client-Session was refused. Always 1009 / 401 with the spec's title, whatever
 * code the upstream used, because the browser matches on these to clear its token and re-initialise.
 */
export function invalidClientSessionError(text: string, requestId?: string): GraphQLError {
  return gatewayError(text || INVALID_CLIENT_SESSION_TITLE, {
    code: ErrorCode.invalidClientSession,
    title: INVALID_CLIENT_SESSION_TITLE,
    status: 401,
    details: { base: [{ code: ErrorCode.invalidClientSession, text: text || INVALID_CLIENT_SESSION_TITLE }] },
    requestId,
  });
}

/** A GraphQL argument refused by zod at the edge: code 1000 in the same shape as the REST API's. */
export function invalidInputError(error: z.ZodError, requestId?: string): GraphQLError {
  const fields: Record<string, { code: string; text: string }[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'base';
    (fields[field] ??= []).push({ code: ErrorCode.invalid, text: issue.message });
  }
  const first = error.issues[0];
  const text = first ? `${first.path.map(String).join('.') || 'input'}: ${first.message}` : 'Invalid input';
  const { base: baseFieldIssues, ...perField } = fields;
  return gatewayError(text, {
    code: ErrorCode.invalid,
    title: 'Invalid input',
    status: 400,
    details: { base: [{ code: ErrorCode.invalid, text }, ...(baseFieldIssues ?? [])], ...perField },
    requestId,
  });
}

/** The extensions of an error raised here (checked by shape, for the same dual-package reason). */
export function extensionsOf(error: unknown): Partial<GatewayErrorExtensions> {
  const extensions = (error as { extensions?: unknown } | null | undefined)?.extensions;
  return typeof extensions === 'object' && extensions !== null ? (extensions as Partial<GatewayErrorExtensions>) : {};
}

export function isInvalidClientSession(error: unknown): boolean {
  return extensionsOf(error).title === INVALID_CLIENT_SESSION_TITLE;
}
