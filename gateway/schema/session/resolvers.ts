import type { Resolvers } from '../../generated/resolvers';

export const sessionResolvers: Resolvers = {
  Mutation: {
    // Always a fresh session for the browser to keep; the gateway's own cached one is never handed out.
    startClientSession: (_parent, args, { api }) =>
      api.startClientSession(args.site === 'AGENCY' ? 'agency' : 'widget'),
  },
};
