import { expect } from 'vitest';

/**
 * axe-core's `definition-list` and `dlitem` rules, read from their documentation: a dl directly
 * holds only dt/dd groups, or div wrappers of them (one or more dt, then one or more dd), plus
 * script and template; a dd always follows a dt.
 */
export function expectWellFormedDefinitionList(list: Element): void {
  expect(list.tagName).toBe('DL');
  const children = [...list.children].filter((child) => !['SCRIPT', 'TEMPLATE'].includes(child.tagName));
  const wrapped = children.some((child) => child.tagName === 'DIV');
  if (wrapped) {
    for (const group of children) {
      expect(group.tagName, `a dl of div groups holds only divs, not ${group.tagName}`).toBe('DIV');
      expectTermsThenDefinitions([...group.children], group.outerHTML);
    }
  } else {
    expectTermsThenDefinitions(children, list.outerHTML);
  }
}

function expectTermsThenDefinitions(items: Element[], where: string): void {
  expect(items.length, where).toBeGreaterThan(0);
  let previous: string | null = null;
  for (const item of items) {
    expect(['DT', 'DD'], `${item.tagName} in ${where}`).toContain(item.tagName);
    if (item.tagName === 'DD') expect(previous, `a dd without a dt before it in ${where}`).not.toBeNull();
    previous = item.tagName;
  }
  expect(items[0]!.tagName, where).toBe('DT');
  expect(items[items.length - 1]!.tagName, where).toBe('DD');
}

/** Roles whose children are presentational (axe `nested-interactive`): nothing focusable may sit inside. */
const PRESENTATIONAL_CHILDREN_ROLES = [
  'button',
  'checkbox',
  'img',
  'math',
  'menuitemcheckbox',
  'menuitemradio',
  'meter',
  'option',
  'progressbar',
  'radio',
  'scrollbar',
  'separator',
  'slider',
  'switch',
  'tab',
];
const FOCUSABLE =
  'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** axe's `nested-interactive`: no control or link inside a button, an image or another control whose children are presentational. */
export function expectNoNestedInteractive(container: Element): void {
  const hosts = container.querySelectorAll(
    ['button', ...PRESENTATIONAL_CHILDREN_ROLES.map((role) => `[role="${role}"]`)].join(', '),
  );
  for (const host of hosts) {
    expect(
      host.querySelector(FOCUSABLE),
      `focusable inside ${host.tagName} role=${host.getAttribute('role')}`,
    ).toBeNull();
  }
}
