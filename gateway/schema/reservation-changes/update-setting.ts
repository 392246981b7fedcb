import type { UpdateSetting as UpdateSettingReply } from '../../../contract';
import type { UpdateSetting } from '../../generated/resolvers';

/** Whether and until when a reservation may still be changed, as the booking API answers it, in the schema's shape. */
export function toUpdateSetting(setting: UpdateSettingReply): UpdateSetting {
  return {
    isActive: setting.is_active,
    updatable: setting.updatable,
    reason: setting.reason,
    deadline: setting.deadline,
    itineraryUpdatable: setting.itinerary_updatable,
    itineraryReason: setting.itinerary_reason,
  };
}
