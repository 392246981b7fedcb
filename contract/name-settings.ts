/**
 * What a hotel asks of its guests' names, kana reading and address, apart from the rules that check
 * them (./names-addresses.ts), so that the widget's results page holds the settings without the rules.
 */

export type NameFieldMode = 'do_not_ask' | 'optional' | 'required';

/** What the hotel asks of its guests (booking widget settings). */
export interface GuestNameSettings {
  kanjiNameRequired: boolean;
  customerAddressRequired: boolean;
  /** The kana reading's mode when the hotel does not require kanji names. */
  kanaNameMode: NameFieldMode;
}

export const NO_EXTRA_NAME_FIELDS: GuestNameSettings = {
  kanjiNameRequired: false,
  customerAddressRequired: false,
  kanaNameMode: 'do_not_ask',
};
