import type { SnapshotFrom } from 'xstate';
import { areaChoices } from './area-options';
import { criteriaProblems, stayOfCriteria } from './criteria';
import { aiSearchMachine, AiSearchTags } from './machine';

type AiSearchSnapshot = SnapshotFrom<typeof aiSearchMachine>;

export const selectAiQuery = (s: AiSearchSnapshot) => s.context.query;
export const selectAiQueryRefused = (s: AiSearchSnapshot) => s.context.queryRefused;
export const selectAiInterpreting = (s: AiSearchSnapshot) => s.hasTag(AiSearchTags.Busy);
export const selectAiCriteria = (s: AiSearchSnapshot) => s.context.criteria;
export const selectAiReviewing = (s: AiSearchSnapshot) => s.matches('Reviewing');
export const selectAiNoResult = (s: AiSearchSnapshot) => s.matches('NoResult');
export const selectAiFailure = (s: AiSearchSnapshot) => (s.matches('Failed') ? s.context.failure : null);
export const selectAiInterpretedQuery = (s: AiSearchSnapshot) => s.context.interpretedQuery;
export const selectAiInterpretedBy = (s: AiSearchSnapshot) => s.context.interpretedBy;
export const selectAiToday = (s: AiSearchSnapshot) => s.context.today;
/** The stay the criteria ask for (check-in and check-out), or null while the date or nights are not valid. */
export const selectAiStay = (s: AiSearchSnapshot) => stayOfCriteria(s.context.criteria);
/** The problems the criteria form shows: none until the guest tried to search with some. */
export const selectAiCriteriaProblems = (s: AiSearchSnapshot) =>
  s.context.showProblems ? criteriaProblems(s.context.criteria, s.context.today ?? '') : [];
export const selectAiSearchPath = (s: AiSearchSnapshot) => s.context.searchPath;
export const selectAiAreaChoices = (s: AiSearchSnapshot) => areaChoices(s.context.areas, s.context.interpretedArea);
