// For the tests of the staff's terminal commands (scripts/staffCalls.ts): a test server with the admin token, reached at
// SHOP_URL over real HTTP, and every line the commands print, with the exit code reset around each test.
import { ADMIN_TOKEN, listeningPort, startTestServer, type TestServer } from './helpers';

export function staffTerminal(): { server: () => TestServer; printed: string[] } {
  let server: TestServer;
  const printed: string[] = [];
  beforeAll(async () => {
    server = await startTestServer({ adminToken: ADMIN_TOKEN });
    process.env.SHOP_URL = `http://127.0.0.1:${await listeningPort(server.app)}`;
    process.env.ADMIN_TOKEN = ADMIN_TOKEN;
  });
  afterAll(async () => {
    delete process.env.SHOP_URL;
    delete process.env.ADMIN_TOKEN;
    await server.close();
  });
  beforeEach(() => {
    printed.length = 0;
    jest.spyOn(console, 'log').mockImplementation((text: string) => void printed.push(text));
    jest.spyOn(console, 'error').mockImplementation((text: string) => void printed.push(text));
    process.exitCode = undefined;
  });
  afterEach(() => {
    jest.restoreAllMocks();
    process.exitCode = undefined;
  });
  return { server: () => server, printed };
}
