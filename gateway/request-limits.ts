import { Lexer, Source, TokenKind, type ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { queryRefusedError } from './gateway-errors';

/** How large a document the gateway runs; anything above is refused before a field runs. */
export interface DocumentLimits {
  /** Lexical tokens in the document; checked before parsing, so no depth can overflow the parser. */
  maxTokens: number;
  /** Nesting of selections (fragments spread in place). */
  maxDepth: number;
  /** Aliased fields: one alias more is one booking API call more. */
  maxAliases: number;
  /** graphql-armor's cost: objects 2, scalars 1, times 1.5 per level of nesting (fragments in place). */
  maxCost: number;
}

/**
 * The widget's largest documents (machines/graphql/graphql.ts) have about 260 tokens, 5 levels,
 * no alias and a cost of about 550; request-limits.integration.test.ts checks that every one of
 * them passes at half of these.
 */
export const DOCUMENT_LIMITS: Readonly<DocumentLimits> = {
  maxTokens: 2000,
  maxDepth: 10,
  maxAliases: 10,
  maxCost: 2000,
};

/** The header a browser may send cross-site only after a CORS preflight (the widget's upload sends it). */
export const PREFLIGHT_HEADER = 'GraphQL-Require-Preflight';

/** Content types a plain HTML form can post cross-site without a CORS preflight. */
const FORM_CONTENT_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']);

/** True when `source` has more than `max` tokens; counted by the lexer alone, which does not recurse. */
function hasMoreTokensThan(source: string, max: number): boolean {
  const lexer = new Lexer(new Source(source));
  try {
    for (let count = 0; count <= max; count++) {
      if (lexer.advance().kind === TokenKind.EOF) return false;
    }
  } catch {
    // A syntax error: the parser reports it.
    return false;
  }
  return true;
}

/** Introspection (`__schema`, `__type`) is refused; `__typename` stays. */
const noIntrospection: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(queryRefusedError('Introspection is off in production.'));
    }
  },
});

/**
 * Refuses documents above `limits` with HTTP 400 and one error in the spec's shape: the token
 * count before parsing (so no nesting can overflow the parser's recursion); aliases, depth and cost (graphql-armor's rules) before the schema's own
 * validation, so a refused document is neither validated further nor run. With `introspection`
 * false, `__schema` and `__type` are refused the same way.
 */
export function documentLimitsPlugin(limits: DocumentLimits, options: { introspection: boolean }): Plugin {
  const refuse = (message: string) => ({
    propagateOnRejection: false,
    onReject: [
      (context: { reportError(error: Error): void } | null) => context?.reportError(queryRefusedError(message)),
    ],
  });
  const rules: ValidationRule[] = [
    maxAliasesRule({
      n: limits.maxAliases,
      ...refuse(`The query uses more than ${limits.maxAliases} aliases; send fewer fields at once.`),
    }),
    maxDepthRule({
      n: limits.maxDepth,
      flattenFragments: true,
      ...refuse(`The query is nested too deep: at most ${limits.maxDepth} levels.`),
    }),
    costLimitRule({
      maxCost: limits.maxCost,
      flattenFragments: true,
      ...refuse(`The query asks for too much at once (cost above ${limits.maxCost}); split it into smaller queries.`),
    }),
    ...(options.introspection ? [] : [noIntrospection]),
  ];
  return {
    // Counted on the request's parameters, before yoga parses the document: a refusal here is a
    // request-level error, answered 400 whatever the Accept header.
    onParams({ params }) {
      if (typeof params.query === 'string' && hasMoreTokensThan(params.query, limits.maxTokens)) {
        throw queryRefusedError(`The query is too long: at most ${limits.maxTokens} tokens.`);
      }
    },
    onParse({ parseFn, setParseFn }) {
      // graphql's own limit too, for a document parsed by any other way in.
      setParseFn((source, parseOptions) => parseFn(source, { ...parseOptions, maxTokens: limits.maxTokens }));
    },
    onValidate({ validateFn, setValidationFn }) {
      // The validate function handed over (not graphql's import) so that the schema and the
      // function come from the same copy of graphql.
      setValidationFn((schema, document, schemaRules, typeInfo, validationOptions) => {
        const refused = validateFn(schema, document, rules);
        if (refused.length > 0) return refused.slice(0, 1);
        return validateFn(schema, document, schemaRules, typeInfo, validationOptions);
      });
    },
  };
}

/**
 * CSRF: a request posted the way a plain HTML form can post it (url-encoded, multipart, text) is
 * refused unless it carries PREFLIGHT_HEADER, which a browser sends cross-site only after a CORS
 * preflight the gateway answers. The widget posts JSON, and its upload sends the header.
 */
export function formPostsRefusedPlugin(): Plugin {
  return {
    onRequestParse({ request }) {
      const contentType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
      if (contentType && FORM_CONTENT_TYPES.has(contentType) && !request.headers.has(PREFLIGHT_HEADER)) {
        throw queryRefusedError(
          `A GraphQL request cannot be posted as a form (${contentType}): send it as application/json.`,
        );
      }
    },
  };
}
