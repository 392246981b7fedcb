import { writeFirstFormats, type FirstFormats } from './first-formats';

/** The worker's side of its global scope (the DOM library types `self` as a window). */
const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<FirstFormats>) => void): void;
  postMessage(message: string): void;
};

/** Writes the first formats of the language and hotel it is sent, then says so (./warm-formats.ts). */
scope.addEventListener('message', (event) => {
  writeFirstFormats(event.data);
  scope.postMessage('written');
});
