const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `load` (a dynamic import) and, when it fails, tries again up to `retries` more times,
 * waiting baseDelayMs, then twice that, then four times that… before each new try.
 * The last failure is passed on. (Webpack forgets a chunk that failed to load, so a new import() refetches it.)
 */
export async function retryImport<T>(load: () => Promise<T>, retries = 3, baseDelayMs = 500): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= retries) throw error;
      await wait(baseDelayMs * 2 ** attempt);
    }
  }
}
