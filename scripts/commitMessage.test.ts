import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { commitMessageProblems, MAX_SUBJECT_LENGTH, messageLines } from './commitMessage';

const BODY = 'Shoppers on a phone lost the size they had tapped before the page hydrated.';
const message = (subject: string, body = BODY) => `${subject}\n\n${body}\n`;

describe('commitMessageProblems', () => {
  it('passes a subject and a body after a blank line', () => {
    expect(commitMessageProblems(message('Keep the size tapped before hydration'))).toEqual([]);
  });

  it(`refuses a subject over ${MAX_SUBJECT_LENGTH} characters, and counts characters, not bytes`, () => {
    expect(commitMessageProblems(message('a'.repeat(MAX_SUBJECT_LENGTH)))).toEqual([]);
    expect(commitMessageProblems(message('৳😀'.repeat(MAX_SUBJECT_LENGTH / 2)))).toEqual([]);
    expect(commitMessageProblems(message('a'.repeat(MAX_SUBJECT_LENGTH + 1)))).toEqual([
      `The subject has 73 characters: keep it to ${MAX_SUBJECT_LENGTH} or fewer, and put the rest in the body.`,
    ]);
  });

  it('refuses a body with no blank line before it', () => {
    expect(commitMessageProblems(`Keep the size tapped before hydration\n${BODY}\n`)).toEqual([
      'Leave the second line blank, between the subject and the body.',
    ]);
  });

  it.each([
    ['a subject alone', 'Keep the size tapped before hydration\n'],
    ['blank lines after the subject', 'Keep the size tapped before hydration\n\n\n'],
    ['a body of punctuation', 'Keep the size tapped before hydration\n\n...\n'],
  ])('asks for a body that says why: %s', (_case, text) => {
    expect(commitMessageProblems(text)).toEqual(['Add a body after a blank line that says why the change is made.']);
  });

  it('refuses an empty message', () => {
    expect(commitMessageProblems('\n# Please enter the commit message for your changes.\n')).toEqual([
      'The message is empty: write a subject line.',
    ]);
  });

  it('ignores comment lines and the diff below the scissors, as git does', () => {
    const edited = [
      'Keep the size tapped before hydration',
      '# Please enter the commit message for your changes. Lines starting',
      "# with '#' will be ignored, and an empty message aborts the commit.",
      '',
      BODY,
      '# On branch house-docs',
      '# ------------------------ >8 ------------------------',
      'diff --git a/src/x.ts b/src/x.ts',
      `+${'x'.repeat(200)}`,
    ].join('\n');
    expect(messageLines(edited)).toEqual(['Keep the size tapped before hydration', '', BODY]);
    expect(commitMessageProblems(edited)).toEqual([]);
    expect(commitMessageProblems('Keep the size tapped before hydration\n\n# Only a comment here\n')).toEqual([
      'Add a body after a blank line that says why the change is made.',
    ]);
  });

  it("exempts the merge commits git writes, not a subject that starts with the verb 'Merge'", () => {
    for (const subject of [
      "Merge branch 'house-docs'",
      "Merge branch 'main' of https://example.com/shop/metal-merch-storefront into house-docs-and-some-more-words",
      "Merge remote-tracking branch 'origin/main'",
      "Merge branches 'house-docs' and 'house-ci'",
      "Merge tag 'v1.2.0'",
      "Merge commit '6c78ed2'",
      'Merge pull request #42 from shop/house-docs',
    ]) {
      expect(commitMessageProblems(`${subject}\n`)).toEqual([]);
    }
    expect(commitMessageProblems('Merge the plain password box with its show/hide button\n')).toEqual([
      'Add a body after a blank line that says why the change is made.',
    ]);
  });

  it('allows fixup! and squash! commits, which autosquash folds into the commit they name', () => {
    expect(commitMessageProblems(`fixup! ${'a'.repeat(MAX_SUBJECT_LENGTH)}\n`)).toEqual([]);
    expect(commitMessageProblems('squash! Keep the size tapped before hydration\n\nAnd the filter sheet too.\n')).toEqual([]);
    expect(commitMessageProblems('fixup Keep the size tapped before hydration\n')).toHaveLength(1);
  });

  it('asks for the imperative when a subject starts with a common past or -ing form', () => {
    expect(commitMessageProblems(message('Added the size keeper'))).toEqual([
      'Write the subject in the imperative ("Add …", "Fix …"), not "Added …".',
    ]);
    expect(commitMessageProblems(message('Checkout: fixing the district choice'))).toHaveLength(1);
    expect(commitMessageProblems(message('Checkout: fix the district choice'))).toEqual([]);
    expect(commitMessageProblems(message("Password box: the eye's paths from the icon set, not a copy"))).toEqual([]);
  });

  it('flags a subject by its length alone, whatever its characters', () => {
    const subjectChar = fc.constantFrom('a', 'Z', ' ', '-', '৳', 'ক', '😀', ':', '.');
    fc.assert(
      fc.property(fc.array(subjectChar, { minLength: 1, maxLength: 2 * MAX_SUBJECT_LENGTH }), (chars) => {
        const subject = `Keep ${chars.join('')}`.trimEnd();
        const tooLong = commitMessageProblems(message(subject)).some((problem) => problem.startsWith('The subject has'));
        expect(tooLong).toBe([...subject].length > MAX_SUBJECT_LENGTH);
      }),
    );
  });
});

describe('tsx scripts/commitMessage.ts <file>', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'commit-message-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  jest.setTimeout(20_000);

  const check = (text: string) => {
    const file = path.join(dir, 'COMMIT_EDITMSG');
    writeFileSync(file, text);
    const run = spawnSync(process.execPath, [require.resolve('tsx/cli'), path.join(__dirname, 'commitMessage.ts'), file], {
      encoding: 'utf8',
    });
    return { code: run.status, err: run.stderr };
  };

  it('exits 0 on a message that follows the convention', () => {
    expect(check(message('Keep the size tapped before hydration'))).toEqual({ code: 0, err: '' });
  });

  it('exits 1 and names each problem', () => {
    const { code, err } = check(`${'a'.repeat(80)}\n`);
    expect(code).toBe(1);
    expect(err).toContain('The subject has 80 characters');
    expect(err).toContain('Add a body');
  });
});
