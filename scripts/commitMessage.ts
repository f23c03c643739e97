// The commit-message convention of CONTRIBUTING.md, checked by the commit-msg hook (.githooks/commit-msg):
// `tsx scripts/commitMessage.ts <message file>` prints what is wrong and exits 1.
import { readFileSync } from 'node:fs';

export const MAX_SUBJECT_LENGTH = 72;

/** Subjects git writes itself when it merges (`git merge`, `git pull`): exempt, as the merged commits carry the why. */
const MERGE_SUBJECT = /^Merge (branch|branches|remote-tracking branch|tag|commit|pull request) /;
/** Commits `git rebase --autosquash` folds into the one they name: they leave no subject or body of their own. */
const AUTOSQUASH_SUBJECT = /^(fixup|squash)! /;
/** First words that report or narrate instead of commanding (Added, Fixing): the common slips, not a grammar. */
const NOT_IMPERATIVE =
  /^(added|adding|fixed|fixing|updated|updating|removed|removing|changed|changing|moved|moving|renamed|renaming|refactored|refactoring|implemented|implementing|improved|improving|deleted|deleting|created|creating)\b/i;
/** The line below which `git commit --verbose` puts the diff; git drops it and everything after. */
const SCISSORS = /^# -+ >8 -+$/m;

/** The message as git stores it: without the diff under the scissors, comment lines and trailing blank lines. */
export function messageLines(message: string): string[] {
  const lines = message
    .split(SCISSORS)[0]
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => !line.startsWith('#'));
  while (lines.length > 0 && lines[0] === '') lines.shift();
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** What is wrong with a commit message, as sentences a person can act on; none when it follows the convention. */
export function commitMessageProblems(message: string): string[] {
  const [subject = '', second, ...body] = messageLines(message);
  if (!subject) return ['The message is empty: write a subject line.'];
  if (MERGE_SUBJECT.test(subject) || AUTOSQUASH_SUBJECT.test(subject)) return [];

  const problems: string[] = [];
  const length = [...subject].length;
  if (length > MAX_SUBJECT_LENGTH) {
    problems.push(`The subject has ${length} characters: keep it to ${MAX_SUBJECT_LENGTH} or fewer, and put the rest in the body.`);
  }
  // The subject may start with its area ("Checkout: …"); the verb follows it.
  const [verb = ''] = subject.replace(/^[^:]{1,40}: /, '').split(/\s/);
  if (NOT_IMPERATIVE.test(verb)) problems.push(`Write the subject in the imperative ("Add …", "Fix …"), not "${verb} …".`);
  if (second !== undefined && second !== '') problems.push('Leave the second line blank, between the subject and the body.');
  const bodyLines = second === '' ? body : [second ?? '', ...body];
  if (!bodyLines.some((line) => /\p{L}/u.test(line))) {
    problems.push('Add a body after a blank line that says why the change is made.');
  }
  return problems;
}

function main(file: string | undefined): number {
  if (!file) {
    console.error('Usage: tsx scripts/commitMessage.ts <commit message file>');
    return 2;
  }
  const problems = commitMessageProblems(readFileSync(file, 'utf8'));
  if (problems.length === 0) return 0;
  console.error(
    ['The commit message does not follow CONTRIBUTING.md:', ...problems.map((problem) => `  - ${problem}`)].join('\n') +
      `\nYour message is kept in ${file}: \`git commit -e -F ${file}\` edits it again.`,
  );
  return 1;
}

if (require.main === module) process.exitCode = main(process.argv[2]);
