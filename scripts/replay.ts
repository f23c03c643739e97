// `npm run replay -- <log.json> [--expect <state.json>]`: replays a Redux DevTools export through the root reducer
// and prints a summary of the final state. Exit codes: 0 replayed (and as expected), 1 the final state differs
// from --expect, 2 the command or a file could not be read.
import { readFileSync } from 'node:fs';
import { ActionLogError, parseActionLog } from '../src/qa/actionLog';
import { replayActionLog } from '../src/qa/replay';
import { diffStates, formatDifference } from '../src/qa/stateDiff';
import { summarizeReplay } from '../src/qa/summary';

const USAGE = 'usage: npm run replay -- <log.json> [--expect <state.json>]';
const DIFFERENCES_SHOWN = 40;

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new ActionLogError(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}.`);
  }
}

function readExpected(file: string): unknown {
  try {
    return JSON.parse(readText(file));
  } catch (error) {
    throw error instanceof ActionLogError ? error : new ActionLogError(`${file} is not JSON (${(error as Error).message}).`);
  }
}

function main(args: string[]): number {
  const expectAt = args.indexOf('--expect');
  const expectFile = expectAt >= 0 ? args[expectAt + 1] : undefined;
  const rest = args.filter((_arg, i) => expectAt < 0 || (i !== expectAt && i !== expectAt + 1));
  if (rest.length !== 1 || (expectAt >= 0 && !expectFile)) {
    console.error(USAGE);
    return 2;
  }

  const { state, replayed, dropped, unknownSlices } = replayActionLog(parseActionLog(readText(rest[0])));
  const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
  console.log(`Replayed ${count(replayed.length, 'action')} from ${rest[0]} (${count(dropped, 'bookkeeping action')} left out).`);
  if (unknownSlices.length) console.log(`Left out of the starting state, not slices of this app: ${unknownSlices.join(', ')}.`);
  console.log(summarizeReplay(state, replayed).join('\n'));
  if (!expectFile) return 0;

  const differences = diffStates(state, readExpected(expectFile));
  if (!differences.length) {
    console.log(`Final state matches ${expectFile}.`);
    return 0;
  }
  console.log(`Final state differs from ${expectFile} at ${differences.length} path(s):`);
  for (const difference of differences.slice(0, DIFFERENCES_SHOWN)) console.log(`  ${formatDifference(difference)}`);
  if (differences.length > DIFFERENCES_SHOWN) console.log(`  ... and ${differences.length - DIFFERENCES_SHOWN} more`);
  return 1;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  // A log that breaks something deeper (a summary of a state of the wrong shape) still gets one line, no stack.
  console.error(error instanceof ActionLogError ? error.message : `Replay failed: ${(error as Error).message}`);
  process.exitCode = 2;
}
