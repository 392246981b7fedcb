import { Temporal } from 'temporal-polyfill';

/**
 * SPEC.md section 5 notifications: shown when check-in falls within [display_start_date,
 * display_end_date] (inclusive; an absent bound is open), and when one of its label filters is a
 * label of the viewer.
 */
export interface NotificationWindow {
  displayStartDate: string | null;
  displayEndDate: string | null;
  labelFilters: readonly string[];
}

export function notificationShown(
  notification: NotificationWindow,
  checkin: string,
  viewerLabels: ReadonlySet<string>,
): boolean {
  const day = Temporal.PlainDate.from(checkin);
  if (notification.displayStartDate && Temporal.PlainDate.compare(day, notification.displayStartDate) < 0) return false;
  if (notification.displayEndDate && Temporal.PlainDate.compare(day, notification.displayEndDate) > 0) return false;
  return notification.labelFilters.some((label) => viewerLabels.has(label));
}

/**
 * The labels a viewer matches: everybody `all_users`; a member also `membership_rank_all` and, for
 * every program they belong to, `membership_program_{id}` and `membership_rank_{id}` of their rank
 * there; an organization user `membership_organization_all` and `membership_organization_{id}`.
 */
export function viewerLabels(viewer: {
  member?: boolean;
  memberships?: readonly { programId: number; rankId: number | null }[];
  organizationId?: number | null;
}): Set<string> {
  const labels = new Set(['all_users']);
  if (viewer.member) {
    labels.add('membership_rank_all');
    for (const membership of viewer.memberships ?? []) {
      labels.add(`membership_program_${membership.programId}`);
      if (membership.rankId != null) labels.add(`membership_rank_${membership.rankId}`);
    }
  }
  if (viewer.organizationId != null) {
    labels.add('membership_organization_all');
    labels.add(`membership_organization_${viewer.organizationId}`);
  }
  return labels;
}
