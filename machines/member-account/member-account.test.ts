import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { failure } from '../failure';
import { memberAccountMachine, type AccountChange, type MemberAccountData, type MemberAccountProfile } from './machine';
import { selectAccountFailure, selectAccountProfile, selectDoneChange, selectIsSavingAccount } from './selectors';

const profile: MemberAccountProfile = {
  firstName: 'Hanako',
  lastName: 'Yamada',
  email: 'hanako@example.com',
  pendingEmail: null,
  promotionEmail: false,
  membershipId: 'ABCDEFGHJKMN',
  provider: 'line',
  profileUpdatable: true,
};
const data: MemberAccountData = {
  profile,
  settings: { encryptedQrCodeEnabled: true, customAccountRemoval: false, customAccountRemovalDescription: null },
  qrCode: { membershipId: 'ABCDEFGHJKMN', encrypted: true, svg: '<svg/>' },
};

function start(sendChange: (change: AccountChange) => Promise<MemberAccountProfile | null>, removed: string[] = []) {
  const sent: AccountChange[] = [];
  const actor = createActor(
    memberAccountMachine.provide({
      actors: {
        loadAccount: fromPromise(async () => data),
        sendChange: fromPromise(async ({ input }) => {
          sent.push(input.change);
          return sendChange(input.change);
        }),
      },
      actions: { accountRemoved: () => removed.push('removed') },
    }),
    { input: { hotelCode: 'demo-kyoto' } },
  ).start();
  return { actor, sent };
}

describe('member account chart', () => {
  it('loads, saves a profile change once even when submitted twice, and keeps the new profile', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { actor, sent } = start(async (change) => {
      await gate;
      return change.kind === 'profile' ? { ...profile, firstName: change.fields.firstName ?? profile.firstName } : null;
    });
    await waitFor(actor, (s) => s.matches('Ready'));
    const change: AccountChange = { kind: 'profile', fields: { firstName: 'Keiko' } };
    actor.send({ type: 'change.submitted', change });
    actor.send({ type: 'change.submitted', change });
    expect(selectIsSavingAccount(actor.getSnapshot())).toBe(true);
    release();
    await waitFor(actor, (s) => s.matches('Ready'));
    expect(sent).toHaveLength(1);
    expect(selectAccountProfile(actor.getSnapshot())?.firstName).toBe('Keiko');
    expect(selectDoneChange(actor.getSnapshot())).toBe('profile');
  });

  it('brings a refusal back with its code and the change it belongs to', async () => {
    const { actor } = start(async () => {
      throw failure('1302', 'Password used before', 422);
    });
    await waitFor(actor, (s) => s.matches('Ready'));
    actor.send({
      type: 'change.submitted',
      change: { kind: 'password', currentPassword: 'Kyoto2026pass', password: 'Kyoto2026pass' },
    });
    await waitFor(actor, (s) => s.matches('Ready') && s.context.failure !== null);
    expect(selectAccountFailure(actor.getSnapshot())).toEqual({
      failure: { code: '1302', title: 'Password used before', status: 422 },
      change: 'password',
    });
    expect(selectDoneChange(actor.getSnapshot())).toBeNull();
    expect(selectAccountProfile(actor.getSnapshot())).toEqual(profile);
  });

  it('ends in Removed after account removal and signs out', async () => {
    const removed: string[] = [];
    const { actor } = start(async () => null, removed);
    await waitFor(actor, (s) => s.matches('Ready'));
    actor.send({
      type: 'change.submitted',
      change: { kind: 'removal', reason: 'too_expensive', details: '', currentPassword: 'Kyoto2026pass' },
    });
    await waitFor(actor, (s) => s.matches('Removed'));
    expect(removed).toEqual(['removed']);
  });
});
