import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Charts talk to each other through the app root (machines/app-root), never through a React effect
 * that reads one chart and sends to another: such a rule is invisible to the charts, their model paths
 * and the inspector. So no effect in the browser code sends to an actor, except these, which pass on
 * something that is no chart's (a page entered, a DOM event), each with its reason.
 */
const ALLOWED: Record<string, { event: string; reason: string }[]> = {
  'src/agency/agency-shell.tsx': [
    { event: 'route.entered', reason: 'the agency page entered (the router is the source)' },
  ],
  'src/views/booking/guest-detail-page.tsx': [
    { event: 'booking.started', reason: 'the guest-details page entered (a reload or a link)' },
  ],
  'src/views/booking/results-page.tsx': [
    { event: 'rooms.reopened', reason: 'the results page entered again (Back from the guest details)' },
  ],
  'src/views/membership/my-account.tsx': [{ event: 'signOut.requested', reason: 'the sign-out page entered' }],
  'src/views/chatbot/embedded-chatbot.tsx': [
    { event: 'parent.message', reason: "the parent window's message events (a DOM listener)" },
  ],
  'src/views/search/date-range-chart.tsx': [
    {
      event: 'calendar.opened',
      reason: "the guest's click on the calendar toggle, made before the chart's chunk had arrived (a DOM event)",
    },
  ],
  'src/views/pricing/quoted-price-summary.tsx': [
    { event: 'quote.requested', reason: "the page's price request, a prop of the summary (its own chart only)" },
  ],
};

/**
 * Nor does an effect hand a chart's news to a callback prop (`onTotal(...)`), whose owner would send
 * it to another chart: the same relay through React props. Except these, which tell no chart.
 */
const ALLOWED_CALLBACKS: Record<string, { callback: string; reason: string }[]> = {
  'src/views/booking/search-bar.tsx': [
    { callback: 'onSearched', reason: 'the search is done: the view moves to the results (navigation, no chart)' },
  ],
  'src/views/currency/currency-scope.tsx': [
    { callback: 'onValue', reason: "hands the currency chart's actor to the pages' React context, no chart told" },
  ],
  'src/views/search/date-range-chart.tsx': [
    {
      callback: 'onState',
      reason: "hands the calendar chart's actor and openness to the search bar's toggle, no chart told",
    },
  ],
};

const ROOT = join(__dirname, '..');
const EFFECT_HOOKS = new Set(['useEffect', 'useLayoutEffect', 'useInsertionEffect']);

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !path.includes('test-support')) out.push(path);
  }
  return out;
}

const calleeName = (node: ts.CallExpression) =>
  ts.isIdentifier(node.expression)
    ? node.expression.text
    : ts.isPropertyAccessExpression(node.expression)
      ? node.expression.name.text
      : '';

/** Each call of a callback prop (`onX(...)`, `props.onX?.(...)`) inside an effect's callback: the file, line and name. */
export function effectCallbacks(path: string, text: string): { file: string; line: number; callback: string }[] {
  const found: { file: string; line: number; callback: string }[] = [];
  inEffects(path, text, (node, source, file) => {
    const name = calleeName(node);
    if (/^on[A-Z]/.test(name))
      found.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, callback: name });
  });
  return found;
}

/** Each `x.send({ type: ... })` (or `x?.send`) inside an effect's callback: the file, line and event type. */
export function effectSends(path: string, text: string): { file: string; line: number; event: string }[] {
  const found: { file: string; line: number; event: string }[] = [];
  inEffects(path, text, (node, source, file) => {
    if (!ts.isPropertyAccessExpression(node.expression) || node.expression.name.text !== 'send') return;
    const [message] = node.arguments;
    let event = '?';
    if (message && ts.isObjectLiteralExpression(message)) {
      const type = message.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText(source) === 'type');
      if (type && ts.isPropertyAssignment(type) && ts.isStringLiteral(type.initializer)) event = type.initializer.text;
    }
    found.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, event });
  });
  return found;
}

/** Visits every call inside the callbacks of the file's effects. */
function inEffects(
  path: string,
  text: string,
  visitCall: (node: ts.CallExpression, source: ts.SourceFile, file: string) => void,
): void {
  const source = ts.createSourceFile(
    path,
    text,
    ts.ScriptTarget.Latest,
    true,
    path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const file = relative(ROOT, path);
  const inEffect = (node: ts.Node) => {
    if (ts.isCallExpression(node)) visitCall(node, source, file);
    ts.forEachChild(node, inEffect);
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && EFFECT_HOOKS.has(calleeName(node)) && node.arguments[0]) {
      inEffect(node.arguments[0]);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

describe('no React effect relays between charts', () => {
  it('finds a send in an effect (the check can fail)', () => {
    const relay = `function F() { const a = useA(); const v = useB(); useEffect(() => { if (v) a.send({ type: 'stay.changed', v }); }, [a, v]); }`;
    expect(effectSends(join(ROOT, 'src/views/x.tsx'), relay)).toEqual([
      { file: 'src/views/x.tsx', line: 1, event: 'stay.changed' },
    ]);
    const click = `function F() { const a = useA(); return <button onClick={() => a.send({ type: 'x' })} />; }`;
    expect(effectSends(join(ROOT, 'src/views/x.tsx'), click)).toEqual([]);
  });

  it('no effect in src sends to an actor, except the allowed ones', () => {
    const sends = sourceFiles(join(ROOT, 'src')).flatMap((path) => effectSends(path, readFileSync(path, 'utf8')));
    const relaying = sends.filter((send) => !ALLOWED[send.file]?.some((allowed) => allowed.event === send.event));
    expect(relaying).toEqual([]);
    // Every allowed one still exists (an entry for a removed effect goes too).
    for (const [file, entries] of Object.entries(ALLOWED)) {
      for (const entry of entries)
        expect(
          sends.some((send) => send.file === file && send.event === entry.event),
          `${file}: ${entry.event}`,
        ).toBe(true);
    }
  });

  it('finds a callback prop called in an effect (the check can fail)', () => {
    const relay = `function S({ onTotal }) { const total = useQ(); useEffect(() => { onTotal?.(total); }, [total, onTotal]); }`;
    expect(effectCallbacks(join(ROOT, 'src/views/x.tsx'), relay)).toEqual([
      { file: 'src/views/x.tsx', line: 1, callback: 'onTotal' },
    ]);
    const click = `function S({ onTotal }) { return <button onClick={() => onTotal(1)} />; }`;
    expect(effectCallbacks(join(ROOT, 'src/views/x.tsx'), click)).toEqual([]);
  });

  it('no effect in src hands chart news to a callback prop, except the allowed ones', () => {
    const calls = sourceFiles(join(ROOT, 'src')).flatMap((path) => effectCallbacks(path, readFileSync(path, 'utf8')));
    const relaying = calls.filter(
      (call) => !ALLOWED_CALLBACKS[call.file]?.some((allowed) => allowed.callback === call.callback),
    );
    expect(relaying).toEqual([]);
    for (const [file, entries] of Object.entries(ALLOWED_CALLBACKS)) {
      for (const entry of entries)
        expect(
          calls.some((call) => call.file === file && call.callback === entry.callback),
          `${file}: ${entry.callback}`,
        ).toBe(true);
    }
  });
});
