// Text messages to shoppers' phones (sign-in codes). One sender interface: a plain HTTPS bulk-SMS API when the server
// is configured with one (SMS_API_URL, SMS_API_KEY, SMS_SENDER_ID), else the sandbox, which keeps the last messages
// in this process's memory for /sandbox/sms instead of sending them.

export interface SmsSender {
  /** Sends `text` to a local mobile number (01…); rejects when the provider did not take the message. */
  send(mobile: string, text: string): Promise<void>;
}

/**
 * Codes the whole shop sends per hour and per day (SMS_PER_HOUR, SMS_PER_DAY), on top of each number's and address's
 * bounds: whoever asks from however many addresses for however many numbers, the shop's SMS bill stays bounded.
 */
export interface SmsBudget {
  perHour: number;
  perDay: number;
}
export const DEFAULT_SMS_BUDGET: SmsBudget = { perHour: 500, perDay: 3000 };

export interface SmsMessage {
  mobile: string;
  text: string;
  at: number;
}

export const SANDBOX_MESSAGES = 50;

export class SmsSandbox implements SmsSender {
  private readonly kept: SmsMessage[] = [];

  constructor(private readonly now: () => number) {}

  async send(mobile: string, text: string): Promise<void> {
    this.kept.unshift({ mobile, text, at: this.now() });
    this.kept.length = Math.min(this.kept.length, SANDBOX_MESSAGES);
  }

  /** The last messages, newest first. */
  messages(): SmsMessage[] {
    return this.kept.map((message) => ({ ...message }));
  }
}

export interface SmsProvider {
  /** The provider's https address that takes one message per POST. */
  url: string;
  apiKey: string;
  senderId: string;
}

/**
 * A bulk-SMS API of the kind Bangladeshi gateways offer: an https POST of a form with api_key, senderid, number (with
 * the 88 country code) and message; any 2xx answer means the message was taken.
 */
export function httpSmsSender(provider: SmsProvider, timeoutMs = 10_000, post: typeof fetch = fetch): SmsSender {
  return {
    async send(mobile, text) {
      const form = new URLSearchParams({ api_key: provider.apiKey, senderid: provider.senderId, number: `88${mobile}`, message: text });
      // A redirect would turn the POST into a GET without the message: it counts as not sent.
      const answer = await post(provider.url, { method: 'POST', body: form, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
      if (!answer.ok) throw new Error(`The SMS provider answered ${answer.status}`);
    },
  };
}
