// qrcode@1.5.4 ships no types; only the call this folder uses is declared.
declare module 'qrcode' {
  export function toString(
    text: string,
    options: { type: 'svg'; errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H'; margin?: number; width?: number },
  ): Promise<string>;
}
