import { describe, expect, it } from 'vitest';
import { BookingFailure } from './booking-failure';
import { bedsNeeded, guestsKey, resolveRoomKids, roomStayPrice, type KidsSetting } from './kids-tiers';
import { notificationShown, viewerLabels } from './notifications';

const tiers: KidsSetting['tiers'] = [
  { code: 'A', name: { en: 'Infant', ja: '幼児' }, minAge: 0, maxAge: 2, nightlyPrice: 0 },
  { code: 'B', name: { en: 'Small', ja: '小' }, minAge: 3, maxAge: 6, nightlyPrice: 3000 },
  { code: 'C', name: { en: 'Child', ja: '子' }, minAge: 7, maxAge: 12, nightlyPrice: 5000 },
];
const field = { tiers: 'kids_tiers', ages: 'kids_ages' };
const refused = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof BookingFailure ? error.status : 'other';
  }
  return 'accepted';
};

describe('children by tier', () => {
  it('takes tiers in the tiers modes and ages in the ages mode, mapping each age to its tier', () => {
    for (const kidsType of ['tiers', 'tiers_with_meal_and_bed_as_extras'] as const) {
      expect(
        resolveRoomKids({ kidsType, tiers }, { adults: 2, children: 2, kidsTiers: { A: 1, C: 1 } }, field),
      ).toEqual({ A: 1, C: 1 });
      expect(
        refused(() => resolveRoomKids({ kidsType, tiers }, { adults: 2, children: 1, kidsAges: [4] }, field)),
      ).toBe(400);
    }
    expect(
      resolveRoomKids({ kidsType: 'ages', tiers }, { adults: 1, children: 3, kidsAges: [0, 6, 12] }, field),
    ).toEqual({ A: 1, B: 1, C: 1 });
    expect(
      refused(() => resolveRoomKids({ kidsType: 'ages', tiers }, { adults: 1, children: 1, kidsAges: [13] }, field)),
    ).toBe(400);
    expect(
      refused(() => resolveRoomKids({ kidsType: 'ages', tiers }, { adults: 1, children: 2, kidsAges: [5] }, field)),
    ).toBe(400);
  });

  it('needs an adult per tier A companion; companions take no bed', () => {
    expect(
      refused(() =>
        resolveRoomKids({ kidsType: 'tiers', tiers }, { adults: 1, children: 2, kidsTiers: { A: 2 } }, field),
      ),
    ).toBe(400);
    expect(bedsNeeded({ adults: 2, children: 2 }, { A: 1, B: 1 })).toBe(3);
    expect(bedsNeeded({ adults: 2, children: 2 }, null)).toBe(4);
  });

  it('leaves untiered hotels to the child supplement and refuses tiers there', () => {
    expect(resolveRoomKids(null, { adults: 2, children: 1 }, field)).toBeNull();
    expect(refused(() => resolveRoomKids(null, { adults: 2, children: 1, kidsTiers: { B: 1 } }, field))).toBe(400);
  });

  it('prices children at their tier instead of the child supplement, tax per night', () => {
    const rates = [{ stayDate: '2026-03-10', basePrice: 10000, adultSupplement: 3000, childSupplement: 1500 }];
    const setting = { kidsType: 'tiers' as const, tiers };
    expect(roomStayPrice(rates, ['2026-03-10'], { adults: 2, children: 2 }, { A: 1, C: 1 }, setting)!.totalPrice).toBe(
      13000 + 5000,
    );
    expect(roomStayPrice(rates, ['2026-03-10'], { adults: 2, children: 2 }, null, null)!.totalPrice).toBe(13000 + 3000);
    expect(roomStayPrice(rates, ['2026-03-11'], { adults: 2, children: 0 }, {}, setting)).toBeNull();
    expect(guestsKey({ adults: 2, children: 1 }, { B: 1 })).not.toBe(guestsKey({ adults: 2, children: 1 }, { C: 1 }));
  });
});

describe('notifications', () => {
  const shown = (
    start: string | null,
    end: string | null,
    labels: string[],
    checkin: string,
    viewer = viewerLabels({}),
  ) => notificationShown({ displayStartDate: start, displayEndDate: end, labelFilters: labels }, checkin, viewer);
  it('shows a notification from its start to its end date inclusive, open bounds included', () => {
    expect(shown('2026-03-20', '2026-03-25', ['all_users'], '2026-03-19')).toBe(false);
    expect(shown('2026-03-20', '2026-03-25', ['all_users'], '2026-03-20')).toBe(true);
    expect(shown('2026-03-20', '2026-03-25', ['all_users'], '2026-03-25')).toBe(true);
    expect(shown('2026-03-20', '2026-03-25', ['all_users'], '2026-03-26')).toBe(false);
    expect(shown(null, '2026-03-25', ['all_users'], '2020-01-01')).toBe(true);
    expect(shown('2026-03-20', null, ['all_users'], '2030-01-01')).toBe(true);
  });
  it('matches the label filters against the viewer', () => {
    const member = viewerLabels({
      member: true,
      memberships: [
        { programId: 3, rankId: 7 },
        { programId: 4, rankId: null },
      ],
    });
    const company = viewerLabels({ organizationId: 9 });
    expect(shown(null, null, ['membership_rank_all'], '2026-03-20')).toBe(false);
    expect(shown(null, null, ['membership_rank_all'], '2026-03-20', member)).toBe(true);
    expect(shown(null, null, ['membership_program_3'], '2026-03-20', member)).toBe(true);
    expect(shown(null, null, ['membership_program_4'], '2026-03-20', member)).toBe(true);
    expect(shown(null, null, ['membership_rank_8'], '2026-03-20', member)).toBe(false);
    expect(shown(null, null, ['membership_organization_9'], '2026-03-20', company)).toBe(true);
    expect(shown(null, null, ['membership_organization_all'], '2026-03-20', member)).toBe(false);
  });
});
