import '@testing-library/jest-dom';
import { SERVER_REASON } from '../app/failures';

// apiError writes the server's reason for a failure to the console, for developers; the many tests that feed such
// answers need not print it. Every other warning still shows.
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith(SERVER_REASON)) return;
  warn(...args);
};
